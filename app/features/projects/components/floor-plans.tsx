import { useCallback, useEffect, useRef, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { useText } from "#app/i18n/text.ts";
import { useFormat } from "#app/i18n/format.ts";
import type { ProjectFloorPlan } from "../types.ts";
import { Isolate } from "#app/features/projects/components/isolate.tsx";

/**
 * Spec §2/§4 floor plans: one button per plan, the first selected; the
 * selected plan's layout, title, price and size. Switching shows a loading
 * state until the new image has loaded; the image opens a full-size dialog
 * that closes on its button, a backdrop click or Escape.
 */
export function FloorPlans({ plans }: { plans: ProjectFloorPlan[] }) {
  const [index, setIndex] = useState(0);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const plan = plans[Math.min(index, plans.length - 1)];
  const close = useCallback(() => setOpen(false), []);
  const { DETAIL_LABELS } = useText({ en: enSite, ar: arSite });
  const { PROJECT_DETAIL_TEXTS: T } = useText({ en, ar });
  const format = useFormat();
  // a plan's title comes from the data in English (issue 43: marked so on an Arabic page)
  const dataLang = format.locale === "ar" ? "en" : undefined;

  // The loading state ends when the layout (or, if it is broken, the
  // placeholder) has loaded or failed: load/error do not bubble, so listen in
  // the capture phase. A cached image can be complete before that.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const done = () => setLoading(false);
    if (el.querySelector("img")?.complete) done();
    el.addEventListener("load", done, true);
    el.addEventListener("error", done, true);
    return () => {
      el.removeEventListener("load", done, true);
      el.removeEventListener("error", done, true);
    };
  }, [index]);

  if (!plan) return null;
  const alt = fillTokens(T.floorPlanAlt, { title: plan.title });
  return (
    <section aria-labelledby="floor-plans-heading" className="rounded-3xl border border-sand-200 bg-white p-6 shadow-card md:p-8">
      <h2 id="floor-plans-heading" className="text-2xl font-semibold text-navy-900 md:text-3xl">
        {DETAIL_LABELS.floorPlans}
      </h2>
      <div role="group" aria-label={T.floorPlanButtonsLabel} className="mt-5 flex flex-wrap gap-2">
        {plans.map((p, i) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={i === index}
            onClick={() => {
              if (i === index) return;
              // a plan without a layout image (optional in the back office) has nothing to load
              setLoading(Boolean(p.layout));
              setIndex(i);
            }}
            className={`btn ${i === index ? "btn-primary" : "btn-outline text-navy-900"}`}
            lang={dataLang}
          >
            <Isolate when={Boolean(dataLang)}>{p.title}</Isolate>
          </button>
        ))}
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] md:items-center">
        {plan.layout ? (
          <div ref={frame} className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-sand-200 bg-sand-50">
            <button type="button" onClick={() => setOpen(true)} aria-label={T.floorPlanOpen} className="block h-full w-full cursor-zoom-in">
              <SmartImage
                key={plan.id}
                src={plan.layout}
                alt={alt}
                sizes="(min-width: 768px) 45vw, 100vw"
                width={1280}
                height={960}
                className={`h-full w-full object-contain p-3 transition-opacity duration-300 ${loading ? "opacity-0" : "opacity-100"}`}
              />
            </button>
            {loading ? (
              <div role="status" data-testid="floor-plan-loading" className="absolute inset-0 grid place-items-center">
                <span className="h-10 w-10 animate-spin-slow rounded-full border-4 border-sand-200 border-t-gold-600" aria-hidden="true" />
                <span className="sr-only">{T.floorPlanLoading}</span>
              </div>
            ) : null}
          </div>
        ) : null}
        <dl className="grid gap-4" data-testid="floor-plan-facts">
          <div>
            <dt className="sr-only">{T.floorPlanTitle}</dt>
            <dd lang={dataLang} className="font-display text-2xl font-semibold text-navy-900">
              <Isolate when={Boolean(dataLang)}>{plan.title}</Isolate>
            </dd>
          </div>
          <div>
            <dt className="text-sm uppercase tracking-[0.12em] text-muted">{DETAIL_LABELS.price}</dt>
            <dd className="mt-1 text-xl font-semibold text-navy-900">{format.price(plan.price)}</dd>
          </div>
          <div>
            <dt className="text-sm uppercase tracking-[0.12em] text-muted">{DETAIL_LABELS.size}</dt>
            <dd className="mt-1 text-xl font-semibold text-navy-900">{format.size(plan.sizeSqft)}</dd>
          </div>
        </dl>
      </div>
      <Dialog
        open={open}
        onClose={close}
        label={fillTokens(T.floorPlanDialogLabel, { title: plan.title })}
        className="h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl backdrop:bg-navy-950/80 md:h-[calc(100dvh-5rem)]"
        panelClassName="flex h-full w-full flex-col overflow-hidden rounded-3xl bg-white shadow-lift"
      >
        {open && plan.layout ? (
          <>
            <div className="flex items-center justify-between gap-4 border-b border-sand-200 px-5 py-3">
              <p lang={dataLang} className="font-display text-xl font-semibold text-navy-900">
                <Isolate when={Boolean(dataLang)}>{plan.title}</Isolate>
              </p>
              <button
                type="button"
                onClick={close}
                aria-label={T.close}
                className="grid h-11 w-11 place-items-center rounded-full text-2xl text-navy-900 hover:bg-sand-100"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-auto bg-sand-50 p-4">
              <SmartImage
                src={plan.layout}
                alt={alt}
                sizes="100vw"
                width={1280}
                height={960}
                className="mx-auto h-auto max-h-[75vh] w-auto object-contain"
              />
            </div>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
