import { data, Form } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/favourites";
import * as en from "#app/content/keep.ts";
import * as ar from "#app/content/ar/keep.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useAgency } from "#app/root.tsx";
import { localeOfPath, localePath, useLocale } from "#app/i18n/locale.ts";
import { listingTitle } from "#app/features/listings/localized.ts";
import { projectName } from "#app/features/projects/localized.ts";
import { countText, textFor, useText } from "#app/i18n/text.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { ListingCard } from "#app/features/listings/components/listing-card.tsx";
import { ProjectCard } from "#app/features/projects/components/project-card.tsx";
import { keptListAction, shownItems, safeBack } from "#app/features/keep/actions.server.ts";
import { keptCards } from "#app/features/keep/keep.server.ts";
import { kindOf, LIST_LIMITS, serializeItems } from "#app/utils/kept-lists.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { seoMeta } from "#app/utils/seo.ts";
import { PAGE_PATHS, listPath } from "#app/utils/paths.ts";

/**
 * /favourites (issue 44 item 1): the listings and projects saved on this device (the `favourites`
 * cookie), or a list someone shared (`?ids=L12.P3…`), which can be merged into one's own. Personal:
 * never cached; a shared list is indexed as the page itself (its canonical has no ids).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { items, shared } = shownItems(request, "favourites");
  const { cards, gone } = await keptCards(context.db, items, localeOfPath(url.pathname));
  return data({ shared, cards, gone, back: safeBack(url.searchParams.get("back")) ?? null }, { headers: cacheHeaders("noStore") });
}

export const action = ({ request }: Route.ActionArgs) => keptListAction(request, "favourites");

export const headers: Route.HeadersFunction = () => cacheHeaders("noStore");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const { FAVOURITES_TEXTS: t } = textFor({ en, ar }, locale);
  return seoMeta(agencyFromMatches(matches), {
    title: t.title,
    description: t.description,
    path: PAGE_PATHS.favourites,
    locale,
  });
};

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { shared, cards, gone, back } = loaderData;
  const { FAVOURITES_TEXTS: t, FAVOURITES_COUNT } = useText({ en, ar });
  const locale = useLocale();
  const agency = useAgency();
  const ids = serializeItems(cards.map((c) => c.item));
  const shareUrl = `${agency.siteUrl}${localePath(PAGE_PATHS.favourites, locale)}?ids=${ids}`;
  const firstKind = cards[0] ? kindOf(cards[0].item) : undefined;
  const comparable = cards.filter((c) => kindOf(c.item) === firstKind).slice(0, LIST_LIMITS.compare);
  return (
    <main id="main" className="pb-24">
      <section className="border-b border-sand-200 bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="container-page pb-10 pt-10 md:pt-14">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-semibold text-navy-900 sm:text-4xl lg:text-5xl">{shared ? t.sharedTitle : t.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{shared ? t.sharedIntro : t.description}</p>
          <p className="mt-4 font-semibold text-navy-900" data-testid="favourites-count">
            {countText(FAVOURITES_COUNT, cards.length, locale)}
          </p>
          {back ? (
            <SiteLink to={back} className="mt-4 inline-block font-semibold text-gold-700 underline underline-offset-4">
              {locale === "ar" ? "العودة إلى حيث كنت" : "Back to where you were"}
            </SiteLink>
          ) : null}
        </div>
      </section>

      <div className="container-page pt-8">
        {gone > 0 ? <p className="mb-6 rounded-2xl bg-sand-100 p-4 text-sm text-ink">{fillTokens(t.gone, { n: gone })}</p> : null}
        {cards.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-sand-300 bg-white px-8 py-14 text-center">
            <h2 className="text-2xl font-semibold text-navy-900">{t.emptyTitle}</h2>
            <p className="mt-3 text-muted">{t.emptyBody}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <SiteLink to={listPath("Residential", "buy")} className="btn btn-primary">
                {t.browseSale}
              </SiteLink>
              <SiteLink to={listPath("Residential", "rent")} className="btn btn-outline">
                {t.browseRent}
              </SiteLink>
              <SiteLink to={PAGE_PATHS.offPlan} className="btn btn-outline">
                {t.browseProjects}
              </SiteLink>
            </div>
          </div>
        ) : (
          <>
            <div className="mb-8 flex flex-wrap items-center gap-3">
              {shared ? (
                <Form method="post">
                  <input type="hidden" name="op" value="merge" />
                  <input type="hidden" name="ids" value={ids} />
                  <button type="submit" className="btn btn-primary">
                    {t.saveShared}
                  </button>
                </Form>
              ) : null}
              {comparable.length > 1 ? (
                <SiteLink to={`${PAGE_PATHS.compare}?ids=${serializeItems(comparable.map((c) => c.item))}`} className="btn btn-outline">
                  {fillTokens(t.compareThese, { n: comparable.length })}
                </SiteLink>
              ) : null}
              {shared ? null : (
                <Form method="post">
                  <input type="hidden" name="op" value="clear" />
                  <button type="submit" className="btn btn-outline">
                    {t.clear}
                  </button>
                </Form>
              )}
            </div>
            <h2 className="sr-only">{t.listHeading}</h2>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3 4xl:grid-cols-4">
              {cards.map((card) => {
                const title = card.kind === "listing" ? listingTitle(card.listing, locale).text : projectName(card.project, locale).text;
                return (
                  <li key={card.item} className="relative">
                    {card.kind === "listing" ? (
                      <ListingCard listing={card.listing} />
                    ) : (
                      <ProjectCard project={card.project} headingLevel={3} />
                    )}
                    {shared ? null : (
                      <Form method="post" className="mt-2 flex justify-end">
                        <input type="hidden" name="op" value="remove" />
                        <input type="hidden" name="item" value={card.item} />
                        <button
                          type="submit"
                          aria-label={fillTokens(t.removeLabel, { title })}
                          className="min-h-11 rounded-full px-4 text-sm font-semibold text-muted underline underline-offset-4 hover:text-navy-900"
                        >
                          {t.remove}
                        </button>
                      </Form>
                    )}
                  </li>
                );
              })}
            </ul>
            <ShareBox url={shareUrl} heading={t.shareHeading} hint={t.shareHint} copy={t.copy} copied={t.copied} />
          </>
        )}
      </div>
    </main>
  );
}

/** The list's link, selectable without JavaScript and copied with one press with it. */
function ShareBox({ url, heading, hint, copy, copied }: { url: string; heading: string; hint: string; copy: string; copied: string }) {
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="share-heading" className="mt-12 max-w-3xl rounded-3xl border border-sand-200 bg-white p-6 shadow-card">
      <h2 id="share-heading" className="text-xl font-semibold text-navy-900">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{hint}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor="share-url">
          {heading}
        </label>
        <input
          id="share-url"
          readOnly
          value={url}
          dir="ltr"
          className="field min-w-0 flex-1 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-primary needs-js"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setDone(true));
          }}
        >
          {done ? copied : copy}
        </button>
      </div>
      <p role="status" className="sr-only">
        {done ? copied : ""}
      </p>
    </section>
  );
}
