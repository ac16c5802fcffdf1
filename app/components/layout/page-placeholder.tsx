import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PAGE_PATHS } from "#app/utils/paths.ts";
import * as en from "#app/content/chrome.ts";
import * as ar from "#app/content/ar/chrome.ts";
import { useText } from "#app/i18n/text.ts";

/**
 * A designed stand-in for a page whose feature has not shipped yet: it names
 * the page, says what will be here and offers the closest working pages.
 */
export function PagePlaceholder({ title, intro, eyebrow }: { title: string; intro: string; eyebrow?: string }) {
  const { PLACEHOLDER_TEXTS: T } = useText({ en, ar });
  return (
    <main id="main" className="container-page py-20 md:py-28">
      <div className="mx-auto max-w-3xl rounded-3xl border border-sand-200 bg-white p-10 text-center shadow-card md:p-16">
        <p className="eyebrow">{eyebrow ?? T.eyebrow}</p>
        <h1 className="mt-4 text-4xl font-semibold text-navy-900 md:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{intro}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <SiteLink to={PAGE_PATHS.contact} className="btn btn-primary">
            {T.contact}
          </SiteLink>
          <SiteLink to="/properties/buy" className="btn btn-outline text-navy-900">
            {T.browse}
          </SiteLink>
        </div>
      </div>
    </main>
  );
}
