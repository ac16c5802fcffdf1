import { useEffect, useRef, useState } from "react";
import { floorPlanFileField, type PostedFloorPlan, type ProjectForm } from "#app/features/projects/edit-schema.ts";
import { responsiveSources } from "#app/utils/images.ts";
import { PhotoPicker } from "../listings/components/photo-picker.tsx";
import { TextField } from "./fields.tsx";

type Row = PostedFloorPlan & { key: number };

const str = (v: number | null) => (v === null ? "" : String(v));

/**
 * The project form's floor plans: title, price, size and a layout image each.
 * Rows are added and removed in the browser; a cleared title removes a row
 * without JavaScript. Each row's image is a file field of its own
 * (`fp-image-<row>`); the hidden `fp-layout` carries the image the row has,
 * and after a failed save the server sends the rows back as typed, with any
 * image it already stored, so the next try keeps them.
 */
export function FloorPlansSection({
  saved,
  posted,
  errors,
  maxMb,
}: {
  /** the plans as stored (none for a new project) */
  saved: ProjectForm["floorPlans"];
  /** the rows the last failed save sent back */
  posted: PostedFloorPlan[] | undefined;
  errors: Record<string, string>;
  maxMb: number;
}) {
  const nextKey = useRef(0);
  const keyed = (rows: PostedFloorPlan[]) => rows.map((p) => ({ ...p, key: nextKey.current++ }));
  const [plans, setPlans] = useState<Row[]>(() =>
    keyed(posted ?? saved.map((p) => ({ title: p.title, price: str(p.price), sizeSqft: str(p.sizeSqft), layout: p.layout }))),
  );
  // new keys: the rows' fields show what was sent and their file fields empty (a stored image is in fp-layout)
  useEffect(() => {
    if (posted) setPlans(keyed(posted));
  }, [posted]);
  const current = new Set(saved.map((p) => p.layout).filter(Boolean));
  const setLayout = (key: number, layout: string) => setPlans((all) => all.map((x) => (x.key === key ? { ...x, layout } : x)));

  return (
    <fieldset className="mb-6 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">Floor plans</legend>
      <p className="mb-3 text-sm text-muted">Clear a plan&apos;s title to remove it. The layout image is optional.</p>
      {errors.floorPlans ? <p className="mb-2 text-sm text-red-800">{errors.floorPlans}</p> : null}
      <ul className="grid gap-3" aria-label="Floor plans">
        {plans.map((p, i) => (
          <li key={p.key} className="grid gap-x-3 rounded-lg bg-sand-50 p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
            <input type="hidden" name="fp-layout" value={p.layout} />
            <FloorPlanInput label="Title" name="fp-title" value={p.title} index={i} error={errors[`floorPlans.${i}`]} />
            <FloorPlanInput label="Price (AED)" name="fp-price" value={p.price} index={i} />
            <FloorPlanInput label="Size (sq ft)" name="fp-size" value={p.sizeSqft} index={i} />
            <button type="button" className="btn btn-outline mb-4" onClick={() => setPlans((all) => all.filter((x) => x.key !== p.key))}>
              Remove<span className="sr-only"> floor plan {i + 1}</span>
            </button>
            <div className="sm:col-span-4">
              {p.layout && current.has(p.layout) ? (
                <figure className="mb-2 flex flex-wrap items-end gap-3">
                  <img
                    {...responsiveSources(p.layout)}
                    sizes="160px"
                    alt={`Layout of floor plan ${i + 1}`}
                    width={160}
                    height={107}
                    className="aspect-[3/2] w-40 rounded-lg bg-white object-contain"
                  />
                  <figcaption className="text-xs text-muted">Current layout</figcaption>
                  <button type="button" className="btn btn-outline" onClick={() => setLayout(p.key, "")}>
                    Remove the image<span className="sr-only"> of floor plan {i + 1}</span>
                  </button>
                </figure>
              ) : null}
              <PhotoPicker
                name={floorPlanFileField(i)}
                multiple={false}
                legend={p.layout ? `Replace the layout of floor plan ${i + 1}` : `Layout of floor plan ${i + 1}`}
                savedWith="the project"
                pending={p.layout && !current.has(p.layout) ? [{ url: p.layout }] : []}
                error={errors[`floorPlans.${i}.image`]}
                maxFiles={1}
                maxMb={maxMb}
              />
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline mt-3"
        onClick={() => setPlans((all) => [...all, ...keyed([{ title: "", price: "", sizeSqft: "", layout: "" }])])}
      >
        Add a floor plan
      </button>
    </fieldset>
  );
}

function FloorPlanInput({
  label,
  name,
  value,
  index,
  error,
}: {
  label: string;
  name: string;
  value: string;
  index: number;
  error?: string;
}) {
  return (
    <TextField
      id={`${name}-${index}`}
      label={
        <>
          {label} <span className="sr-only">of floor plan {index + 1}</span>
        </>
      }
      name={name}
      defaultValue={value}
      inputMode={name === "fp-title" ? undefined : "numeric"}
      error={error}
    />
  );
}
