import { Fragment } from "react";
import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/detail";
import { useAgency } from "#app/root.tsx";
import { AgentCard } from "#app/components/agent-card.tsx";
import { ContactBar } from "#app/components/contact-bar.tsx";
import { PROJECT_ENQUIRY_CATEGORY } from "#app/features/leads/options.ts";
import { EnquiryButton } from "#app/features/leads/components/enquiry-button.tsx";
import { KeepButtons } from "#app/components/keep/keep-buttons.tsx";
import { RecentlyViewed } from "#app/components/keep/recently-viewed.tsx";
import { itemOf } from "#app/utils/kept-lists.ts";
import { PinIcon } from "#app/components/ui/icons.tsx";
import { PermitBadge } from "#app/components/ui/permit-badge.tsx";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import * as enMap from "#app/content/map.ts";
import * as arMap from "#app/content/ar/map.ts";
import { localeOfPath, localePath, useLocale } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { formatFor, useFormat } from "#app/i18n/format.ts";
import { loadProjectDetail } from "#app/features/projects/pages.server.ts";
import { projectDescription, projectName } from "#app/features/projects/localized.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { projectPlace } from "#app/features/projects/paths.ts";
import { developerPath, projectPath } from "#app/utils/paths.ts";
import { projectJsonLd } from "#app/features/projects/seo.ts";
import { FloorPlans } from "#app/features/projects/components/floor-plans.tsx";
import { PaymentPlan } from "#app/features/projects/components/payment-plan.tsx";
import { ProjectFacts } from "#app/features/projects/components/project-facts.tsx";
import { ProjectGallery } from "#app/features/projects/components/project-gallery.tsx";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { LocationMap } from "#app/features/map/components/location-map.tsx";
import { projectLocation } from "#app/features/map/queries.server.ts";
import { geoCoordinates } from "#app/features/map/geo.ts";
import { failedWith } from "#app/utils/data-failure.server.ts";
import { Isolate } from "#app/features/projects/components/isolate.tsx";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { COULD_NOT_FETCH_DATA } = textFor({ en: enSite, ar: arSite }, locale);
  const result = await loadProjectDetail(context.db, params.id, locale).catch(failedWith(COULD_NOT_FETCH_DATA, "project detail"));
  if (!result) throw data(null, { status: 404 });
  const position = await projectLocation(context.db, result.project).catch(() => null);
  return data({ ...result, position }, { headers: cacheHeaders("listings") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const agency = agencyFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const format = formatFor(locale);
  const T = textFor({ en, ar }, locale).PROJECT_DETAIL_TEXTS;
  const p = loaderData?.project;
  if (!p) return [{ title: textFor({ en: enSite, ar: arSite }, locale).ERROR_PAGE_TEXTS.notFoundDocumentTitle }];
  const name = projectName(p, locale).text;
  const description = fillTokens(T.metaDescription, {
    name,
    developer: p.developer?.name ?? T.someDeveloper,
    area: p.area?.name ?? p.regionName ?? T.somePlace,
    price: format.price(p.priceFrom),
    handover: format.monthYear(p.handover),
  });
  return [
    ...seoMeta(agency, {
      title: p.priceFrom ? fillTokens(T.titleWithPrice, { name, price: format.price(p.priceFrom) }) : name,
      description,
      path: projectPath(p.id),
      image: p.photos[0] ?? null,
      type: "product",
      locale,
    }),
    jsonLd({ ...projectJsonLd(agency?.siteUrl ?? "", p, locale), ...geoCoordinates(loaderData.position) }),
  ];
};

function KeyFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project: p } = loaderData;
  const agency = useAgency();
  const locale = useLocale();
  const format = useFormat();
  const { PROJECT_DETAIL_TEXTS: T, HOUSE_TYPE_LABELS } = useText({ en, ar });
  const { DETAIL_LABELS, PRICES_FROM } = useText({ en: enSite, ar: arSite });
  const { MAP_TEXTS } = useText({ en: enMap, ar: arMap });
  // the project's name, place, house types and description come from the data in English (issue 43)
  const dataLang = locale === "ar" ? "en" : undefined;
  const name = projectName(p, locale);
  const description = projectDescription(p, locale);
  const place = projectPlace(p.area?.name, p.regionName);
  // the usual house types in the page's language; any other as the data writes it
  const houseTypes = (types: string[]) =>
    types.map((t, i) => {
      const label = (HOUSE_TYPE_LABELS as Record<string, string>)[t];
      return (
        <Fragment key={t}>
          {i > 0 ? format.listSeparator : null}
          {label ?? (dataLang ? <bdi lang="en">{t}</bdi> : t)}
        </Fragment>
      );
    });
  const enquiry = { reference: p.name, category: PROJECT_ENQUIRY_CATEGORY };
  const whatsappText = `${p.name} – ${agency.siteUrl}${localePath(projectPath(p.id), locale)}`;
  return (
    <>
      <main id="main" className="container-page pb-20 pt-8 md:pt-12">
        <ProjectGallery name={name.text} photos={p.photos} />
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-12">
          <div className="grid min-w-0 gap-8">
            <header>
              {p.developer ? (
                <p lang={dataLang} className="eyebrow">
                  <Isolate when={Boolean(dataLang)}>{p.developer.name}</Isolate>
                </p>
              ) : null}
              <h1 lang={name.lang} className="mt-3 text-3xl font-semibold leading-tight text-navy-900 md:text-5xl">
                <Isolate when={Boolean(name.lang)}>{name.text}</Isolate>
              </h1>
              {place ? (
                <p className="mt-3 flex items-center gap-2 text-muted">
                  <PinIcon className="text-gold-700" />{" "}
                  <span lang={dataLang}>
                    <Isolate when={Boolean(dataLang)}>{place}</Isolate>
                  </span>
                </p>
              ) : null}
              <dl className="mt-6 grid grid-cols-2 gap-5 rounded-3xl border border-sand-200 bg-white p-6 shadow-card sm:grid-cols-4">
                <KeyFact label={PRICES_FROM}>{format.price(p.priceFrom)}</KeyFact>
                <KeyFact label={DETAIL_LABELS.houseTypes}>{p.houseTypes.length ? houseTypes(p.houseTypes) : format.notAvailable}</KeyFact>
                <KeyFact label={DETAIL_LABELS.handover}>{format.monthYear(p.handover)}</KeyFact>
                <KeyFact label={DETAIL_LABELS.developer}>
                  {p.developer ? (
                    <SiteLink
                      to={developerPath(p.developer.id)}
                      aria-label={fillTokens(T.developerLinkLabel, { name: p.developer.name })}
                      className="underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
                      lang={dataLang}
                    >
                      <Isolate when={Boolean(dataLang)}>{p.developer.name}</Isolate>
                    </SiteLink>
                  ) : (
                    format.notAvailable
                  )}
                </KeyFact>
              </dl>
            </header>
            <ProjectFacts project={p} />
            {description.text ? (
              <section aria-labelledby="about-heading">
                <h2 id="about-heading" className="text-2xl font-semibold text-navy-900 md:text-3xl">
                  {DETAIL_LABELS.description}
                </h2>
                <div lang={description.lang} dir={description.lang ? "ltr" : undefined} className="prose-copy mt-4 max-w-3xl">
                  {description.text.split(/\n\s*\n/).map((para, i) => (
                    <p key={i}>{para}</p>
                  ))}
                </div>
              </section>
            ) : null}
            {p.floorPlans.length ? <FloorPlans plans={p.floorPlans} /> : null}
            <PaymentPlan plan={p.paymentPlan} />
            {loaderData.position ? <LocationMap {...loaderData.position} label={name.text} note={MAP_TEXTS.projectApproximate} /> : null}
          </div>
          <aside className="grid content-start gap-6 lg:sticky lg:top-28 lg:self-start">
            <EnquiryButton label={T.enquire} className="btn btn-gold w-full" prefill={enquiry} />
            <KeepButtons item={itemOf("project", p.id)} title={name.text} className="justify-center" />
            {p.agent ? <AgentCard agent={p.agent} whatsappText={whatsappText} emailSubject={p.name} /> : null}
            <PermitBadge permit={p.permitNumber} label={DETAIL_LABELS.permitNumber} />
            {p.escrowAccount ? (
              <div className="rounded-2xl border border-sand-200 bg-white p-4">
                <p className="eyebrow">{T.escrowAccount}</p>
                <p lang={dataLang} dir="ltr" className="mt-1 text-start font-mono text-lg font-semibold text-navy-900 rtl:text-end">
                  {p.escrowAccount}
                </p>
                <p className="mt-1 text-xs text-muted">{T.escrowNote}</p>
              </div>
            ) : null}
          </aside>
        </div>
        <RecentlyViewed
          className="below-fold mt-20"
          record={{
            item: itemOf("project", p.id),
            title: name.text,
            price: p.priceFrom,
            listingType: "PROJECT",
            photo: p.photos[0] ?? null,
            path: projectPath(p.id),
          }}
        />
      </main>

      <ContactBar
        name={p.agent?.name ?? agency.brand}
        phone={p.agent?.phone ?? agency.phone}
        whatsappText={whatsappText}
        enquire={<EnquiryButton label={T.enquire} className="btn btn-gold px-2 tracking-[0.04em]" prefill={enquiry} />}
      />
    </>
  );
}
