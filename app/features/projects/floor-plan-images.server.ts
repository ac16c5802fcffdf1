import { IMAGE_SHAPES, isStoredImage, storeImages, type UploadedFile } from "#app/features/media/upload.server.ts";
import { FLOOR_PLAN_FILE_FIELD } from "./edit-schema.ts";

/** Floor plan images are stored here, fitted whole (a drawing is never cropped). */
export const FLOOR_PLAN_FOLDER = "floorplans";

/**
 * The layout image of each floor plan row of the form. A file sent for a row
 * is stored (type from its bytes, metadata dropped) and replaces the row's
 * image before the form is checked, so a form that fails can send it back and
 * the next try keeps it. From the hidden field a row takes back only an image
 * the project has now or one of our uploads; anything else becomes none.
 */
export async function floorPlanLayouts(
  posted: readonly string[],
  files: readonly UploadedFile[],
  current: readonly string[],
  mediaDir: string | undefined,
): Promise<{ layouts: string[]; errors: Record<string, string> }> {
  const own = new Set(current.filter(Boolean));
  const layouts = posted.map((v) => (own.has(v) || isStoredImage(v, FLOOR_PLAN_FOLDER) ? v : ""));
  const errors: Record<string, string> = {};
  for (const file of files) {
    const row = Number(FLOOR_PLAN_FILE_FIELD.exec(file.field)?.[1] ?? NaN);
    if (!(row < layouts.length)) continue; // not a floor plan file, or no such row
    if (!mediaDir) {
      errors[`floorPlans.${row}.image`] = "Uploads are not available here.";
      continue;
    }
    const { stored, refused } = await storeImages([file], mediaDir, FLOOR_PLAN_FOLDER, IMAGE_SHAPES.floorPlan);
    if (stored[0]) layouts[row] = stored[0].url;
    else errors[`floorPlans.${row}.image`] = `Not used: ${refused.join(" ")}`;
  }
  return { layouts, errors };
}
