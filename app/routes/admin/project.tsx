import { data, Form, useActionData, useLoaderData, useLocation, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/project";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { requireStaffForm, UPLOAD_LIMITS } from "#app/features/media/upload.server.ts";
import {
  getProjectForEdit,
  listProjectPhotos,
  MAX_PROJECT_PHOTOS,
  projectFormOptions,
  runProjectAction,
} from "#app/features/projects/admin.server.ts";
import { ProjectEditor } from "#app/features/admin/components/project-editor.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { PhotoManager } from "#app/features/admin/listings/components/photo-manager.tsx";
import { PhotoPicker } from "#app/features/admin/listings/components/photo-picker.tsx";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.project ? `Project: ${data.project.name}` : data?.options ? "New project" : "Project");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** /admin/projects/new (no id) or /admin/projects/{id}. */
const ProjectId = z.union([z.undefined(), z.coerce.number().int().positive().max(2_147_483_647)]);
const notFound = () => data({ message: "There is no such project." }, { status: 404, headers: ADMIN_HEADERS });

function projectId(params: { id?: string }): number | null {
  const id = ProjectId.safeParse(params.id);
  if (!id.success) throw notFound();
  return id.data ?? null;
}

const limits = {
  files: UPLOAD_LIMITS.maxFiles,
  mb: UPLOAD_LIMITS.maxFileBytes / 1024 / 1024,
  perProject: MAX_PROJECT_PHOTOS,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const id = projectId(params);
  if (id === null)
    return data({ project: null, options: await projectFormOptions(context.db), photos: [], limits }, { headers: ADMIN_HEADERS });
  const [project, options, photos] = await Promise.all([
    getProjectForEdit(context.db, id),
    projectFormOptions(context.db),
    listProjectPhotos(context.db, id),
  ]);
  if (!project) throw notFound();
  return data({ project, options, photos, limits }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // multipart: floor plan images and the photos section send files (read within the upload limits, after the CSRF check)
  const { session, form, files } = await requireStaffForm(request, context, { role: "admin" });
  return runProjectAction({ ...context, mediaDir: context.env.MEDIA_DIR }, session, projectId(params), form, files);
}

export default function ProjectPage() {
  const { project, options, photos, limits } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // A new upload form after every try: the file input empties (what it held is attached or refused).
  const location = useLocation();
  const photoError = result?.errors.photos;
  const notice = params.get("notice");
  return (
    <>
      <ProjectEditor
        key={project?.id ?? "new"}
        project={project}
        options={options}
        result={photoError ? null : (result ?? null)}
        notice={notice === "photos" ? null : notice}
        maxMb={limits.mb}
      />
      {notice === "photos" && !result ? (
        <div className="mt-6">
          <Alert tone="ok">Photos updated. The project's public pages show them now.</Alert>
        </div>
      ) : null}
      {project ? (
        <PhotoManager photos={photos} max={limits.perProject} label="Project photos" empty="No photos yet: add them here.">
          <Form key={location.key} method="post" encType="multipart/form-data" className="mb-4">
            <CsrfField />
            <input type="hidden" name="intent" value="photos" />
            <PhotoPicker pending={[]} error={photoError} maxFiles={limits.files} maxMb={limits.mb} savedWith="the project" />
            <button type="submit" className="btn btn-primary">
              Upload photos
            </button>
          </Form>
        </PhotoManager>
      ) : (
        <p className="mt-6 text-sm text-muted">Photos are added on the project&apos;s page once it is created.</p>
      )}
    </>
  );
}
