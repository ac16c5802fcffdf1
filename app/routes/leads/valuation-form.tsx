import { data, useSearchParams } from "react-router";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import type { Route } from "./+types/valuation-form";
import { VALUATION_FORM_TEXTS as FORM_EN } from "#app/content/resources.ts";
import { VALUATION_FORM_TEXTS as FORM_AR } from "#app/content/ar/resources.ts";
import { VALUATION_PAGE_TEXTS as PAGE_EN } from "#app/content/leads.ts";
import { VALUATION_PAGE_TEXTS as PAGE_AR } from "#app/content/ar/leads.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { ValuationRequestForm } from "#app/features/leads/components/valuation-request-form.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export function loader() {
  return data(null, { headers: cacheHeaders("page") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return seoMeta(agencyFromMatches(matches), {
    title: textFor({ en: FORM_EN, ar: FORM_AR }, locale).title,
    description: textFor({ en: PAGE_EN, ar: PAGE_AR }, locale).metaDescription,
    path: "/property-valuation-form",
    locale,
  });
};

export default function ValuationFormPage() {
  const [params] = useSearchParams();
  const T = useText({ en: FORM_EN, ar: FORM_AR });
  const P = useText({ en: PAGE_EN, ar: PAGE_AR });
  return (
    <main id="main" className="bg-gradient-to-b from-sand-100 to-sand-50">
      <div className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="lg:pt-6">
          <p className="eyebrow">{P.eyebrow}</p>
          <h1 className="mt-4 text-4xl font-semibold text-navy-900 md:text-5xl">{T.title}</h1>
          <p className="mt-5 text-lg text-muted">{T.intro}</p>
          <ul className="mt-8 space-y-3">
            {P.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-gold-500" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-lift sm:p-8">
          <ValuationRequestForm initialTab={params.get("tab")} />
        </div>
      </div>
    </main>
  );
}
