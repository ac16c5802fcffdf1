import { data, Form } from "react-router";
import type { Route } from "./+types/compare";
import * as en from "#app/content/keep.ts";
import * as ar from "#app/content/ar/keep.ts";
import { fillTokens } from "#app/content/brand.ts";
import { localeOfPath, useLocale } from "#app/i18n/locale.ts";
import { listingTitle } from "#app/features/listings/localized.ts";
import { projectName } from "#app/features/projects/localized.ts";
import { type Format, useFormat } from "#app/i18n/format.ts";
import { textFor, type Translation, useText } from "#app/i18n/text.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { keptListAction, shownItems } from "#app/features/keep/actions.server.ts";
import { compareColumns, type CompareListing, type CompareProject } from "#app/features/keep/keep.server.ts";
import { LIST_LIMITS, serializeItems } from "#app/utils/kept-lists.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { seoMeta } from "#app/utils/seo.ts";
import { listingPath, listPath, PAGE_PATHS, projectPath } from "#app/utils/paths.ts";

/**
 * /compare (issue 44 item 2): up to four listings (or four projects) side by side, from the
 * visitor's compare list (cookie) or a shared `?ids=`. The rows where the values differ are
 * highlighted and say so in words. Personal: never cached; a shared list is indexed as the page itself (its canonical has no ids).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { items, shared } = shownItems(request, "compare");
  const columns = await compareColumns(context.db, items, localeOfPath(url.pathname));
  return data({ shared, columns, full: url.searchParams.get("full") === "1" }, { headers: cacheHeaders("noStore") });
}

export const action = ({ request }: Route.ActionArgs) => keptListAction(request, "compare");

export const headers: Route.HeadersFunction = () => cacheHeaders("noStore");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const { COMPARE_TEXTS: t } = textFor({ en, ar }, locale);
  return seoMeta(agencyFromMatches(matches), {
    title: t.title,
    description: t.description,
    path: PAGE_PATHS.compare,
    locale,
  });
};

type Texts = Translation<typeof en.COMPARE_TEXTS>;
interface Row {
  label: string;
  values: string[];
}

function listingRows(columns: CompareListing[], t: Texts, f: Format): Row[] {
  const row = (label: string, value: (c: CompareListing) => string): Row => ({ label, values: columns.map(value) });
  return [
    row(t.price, (c) => f.price(c.card.price, c.listingType)),
    row(t.pricePerSqft, (c) => f.pricePerSqft(c.card.price, c.card.sizeSqft, c.listingType)),
    row(t.size, (c) => f.size(c.card.sizeSqft)),
    row(t.bedrooms, (c) => f.bedrooms(c.card.bedrooms)),
    row(t.bathrooms, (c) => (c.card.bathrooms === null ? t.unknown : f.number(c.card.bathrooms))),
    row(t.propertyType, (c) => c.card.propertyType),
    row(t.location, (c) => [c.card.areaName, c.card.community].filter(Boolean).join(" · ")),
    row(t.completion, (c) => (c.completionStatus === "ready" ? t.ready : c.completionStatus === "off-plan" ? t.offPlan : t.unknown)),
    row(t.serviceCharge, (c) =>
      c.serviceCharge === null ? t.unknown : fillTokens(t.serviceChargeValue, { amount: f.aed(c.serviceCharge) }),
    ),
    row(t.developer, (c) => c.developerName ?? t.unknown),
  ];
}

function projectRows(columns: CompareProject[], t: Texts, f: Format): Row[] {
  const row = (label: string, value: (c: CompareProject) => string): Row => ({ label, values: columns.map(value) });
  const pct = (n: number | null) => (n === null ? "–" : String(n));
  return [
    row(t.priceFrom, (c) => f.price(c.project.priceFrom)),
    row(t.developer, (c) => c.project.developer?.name ?? t.unknown),
    row(t.location, (c) => [c.project.area?.name, c.project.regionName].filter(Boolean).join(" · ") || t.unknown),
    row(t.handover, (c) => f.monthYear(c.project.handover)),
    row(t.bedrooms, (c) => f.bedroomRange(c.project.bedroomMin, c.project.bedroomMax)),
    row(t.houseTypes, (c) => c.project.houseTypes.join(", ") || t.unknown),
    row(t.paymentPlan, (c) => {
      const p = c.project.plan;
      if (p.first === null && p.construction === null && p.onHandover === null && p.postHandover === null) return t.unknown;
      return fillTokens(t.planValue, {
        first: pct(p.first),
        construction: pct(p.construction),
        handover: pct(p.onHandover),
        post: pct(p.postHandover),
      });
    }),
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { shared, columns, full } = loaderData;
  const { COMPARE_TEXTS: t } = useText({ en, ar });
  const format = useFormat();
  const locale = useLocale();
  const listings = columns.filter((c): c is CompareListing => c.kind === "listing");
  const projects = columns.filter((c): c is CompareProject => c.kind === "project");
  const rows = listings.length ? listingRows(listings, t, format) : projectRows(projects, t, format);
  // each title in the page's language where the data has it (Arabic titles and names on an Arabic page)
  const heads = listings.length
    ? listings.map((c) => ({ item: c.item, name: listingTitle(c.card, locale), href: listingPath(c.card), photo: c.card.photos[0] }))
    : projects.map((c) => ({
        item: c.item,
        name: projectName(c.project, locale),
        href: projectPath(c.project.id),
        photo: c.project.photos[0],
      }));
  const shareIds = serializeItems(heads.map((h) => h.item));
  return (
    <main id="main" className="pb-24">
      <section className="border-b border-sand-200 bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="container-page pb-10 pt-10 md:pt-14">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-semibold text-navy-900 sm:text-4xl lg:text-5xl">{t.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t.description}</p>
        </div>
      </section>
      <div className="container-page pt-8">
        {full ? (
          <p role="status" className="mb-6 rounded-2xl bg-sand-100 p-4 text-sm text-ink">
            {fillTokens(t.full, { max: LIST_LIMITS.compare })}
          </p>
        ) : null}
        {heads.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-sand-300 bg-white px-8 py-14 text-center">
            <h2 className="text-2xl font-semibold text-navy-900">{t.emptyTitle}</h2>
            <p className="mt-3 text-muted">{t.emptyBody}</p>
            <SiteLink to={listPath("Residential", "buy")} className="btn btn-primary mt-8">
              {textFor({ en, ar }, locale).FAVOURITES_TEXTS.browseSale}
            </SiteLink>
          </div>
        ) : (
          <>
            <p className="mb-4 flex items-center gap-2 text-sm text-muted">
              <span aria-hidden="true" className="inline-block size-4 rounded bg-gold-300/50 ring-1 ring-gold-500/40" />
              {t.legend}
            </p>
            <div className="overflow-x-auto rounded-3xl border border-sand-200 bg-white shadow-card" data-testid="compare-table">
              <table className="w-full min-w-[36rem] border-collapse text-sm">
                <caption className="sr-only">{t.title}</caption>
                <thead>
                  <tr>
                    <th
                      scope="col"
                      className="sticky start-0 z-10 w-36 bg-white p-4 text-start align-bottom text-xs font-semibold uppercase text-muted"
                    >
                      {t.property}
                    </th>
                    {heads.map((h) => (
                      <th key={h.item} scope="col" className="min-w-44 p-4 text-start align-top font-normal">
                        {h.photo ? (
                          <img
                            src={h.photo}
                            alt=""
                            width={320}
                            height={213}
                            loading="lazy"
                            className="aspect-[3/2] w-full rounded-2xl object-cover"
                          />
                        ) : null}
                        <SiteLink to={h.href} className="mt-3 block font-semibold text-navy-900 hover:text-gold-700" lang={h.name.lang}>
                          {h.name.text}
                        </SiteLink>
                        {shared ? null : (
                          <Form method="post" className="mt-2">
                            <input type="hidden" name="op" value="remove" />
                            <input type="hidden" name="item" value={h.item} />
                            <button
                              type="submit"
                              aria-label={fillTokens(t.removeLabel, { title: h.name.text })}
                              className="min-h-11 text-sm font-semibold text-muted underline underline-offset-4 hover:text-navy-900"
                            >
                              {t.remove}
                            </button>
                          </Form>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const differs = heads.length > 1 && new Set(row.values).size > 1;
                    return (
                      <tr
                        key={row.label}
                        className={`border-t border-sand-200 ${differs ? "bg-gold-300/25" : ""}`}
                        data-differs={differs || undefined}
                      >
                        <th
                          scope="row"
                          className={`sticky start-0 z-10 p-4 text-start font-medium text-navy-900 ${differs ? "bg-[#f7efdc]" : "bg-white"}`}
                        >
                          {row.label}
                          {differs ? <span className="mt-1 block text-xs font-semibold text-gold-700">{t.differs}</span> : null}
                        </th>
                        {row.values.map((value, i) => (
                          <td key={heads[i]?.item ?? i} className="p-4 align-top text-ink">
                            <bdi>{value}</bdi>
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <SiteLink to={`${PAGE_PATHS.compare}?ids=${shareIds}`} className="btn btn-outline">
                {t.share}
              </SiteLink>
              {shared ? null : (
                <Form method="post">
                  <input type="hidden" name="op" value="clear" />
                  <button type="submit" className="btn btn-outline">
                    {t.clear}
                  </button>
                </Form>
              )}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
