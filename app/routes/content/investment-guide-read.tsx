import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { Route } from "./+types/investment-guide-read";
import * as en from "#app/content/investment-guide-book.ts";
import * as ar from "#app/content/ar/investment-guide-book.ts";
import { SHARE_IMAGES } from "#app/content/content-ui.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { Paragraphs } from "#app/features/content/components/paragraphs.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

/** The investment guide itself: what the guide request delivers (the form's success and its e-mail link here). */
export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const year = context.env.INVESTMENT_GUIDE_YEAR ?? new Date().getFullYear();
  return data(
    { book: textFor({ en, ar }, locale).getInvestmentGuideBook(context.agency.brand, year) },
    { headers: cacheHeaders("content") },
  );
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seoMeta(agencyFromMatches(matches), {
        title: loaderData.book.title,
        description: loaderData.book.metaDescription,
        path: location.pathname,
        image: SHARE_IMAGES.investmentGuide,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function InvestmentGuideBook({ loaderData }: Route.ComponentProps) {
  const { book } = loaderData;
  return (
    <main id="main" className="bg-sand-50">
      <article className="container-page py-12 md:py-20">
        <header className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{book.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold text-navy-900 md:text-5xl">{book.title}</h1>
          <Paragraphs text={book.intro} className="mt-6 text-base md:text-lg" />
          <p className="mt-4 text-sm text-muted print:hidden">{book.printHint}</p>
        </header>
        <nav aria-labelledby="guide-contents" className="mx-auto mt-10 max-w-3xl rounded-3xl bg-white p-6 shadow-card md:p-8 print:hidden">
          <h2 id="guide-contents" className="text-lg font-semibold text-navy-900">
            {book.contentsHeading}
          </h2>
          <ol className="mt-4 grid gap-2 sm:grid-cols-2">
            {book.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-navy-800 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mx-auto mt-12 max-w-3xl space-y-12">
          {book.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-28">
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-navy-900 md:text-3xl">
                {section.heading}
              </h2>
              <Paragraphs text={section.text} className="mt-4 text-base" />
              {section.points ? (
                <ul className="mt-4 list-disc space-y-2 ps-6 text-base text-ink marker:text-gold-600">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        <aside
          aria-labelledby="guide-closing"
          className="mx-auto mt-16 max-w-3xl rounded-3xl bg-navy-950 p-8 text-white md:p-10 print:hidden"
        >
          <h2 id="guide-closing" className="text-2xl font-semibold text-white">
            {book.closing.heading}
          </h2>
          <p className="mt-3 text-white/85">{book.closing.text}</p>
          <SiteLink to={book.closing.button.to} className="btn btn-gold mt-6">
            {book.closing.button.label}
          </SiteLink>
        </aside>
      </article>
    </main>
  );
}
