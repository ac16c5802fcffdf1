import { isRouteErrorResponse } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { type Locale, useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";

/** The message a loader's data failure carries (utils/data-failure.server.ts), if the error is one. */
export function dataFailureMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status < 500) return undefined;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" ? body.message : undefined;
}

/** A refusal's own sentence (a 4xx other than 404 answered with `{ message }`), shown instead of "on our side". */
export function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) return undefined;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" ? body.message : undefined;
}

/**
 * A message a loader sent in English (a data failure carries the spec's English sentence, e.g.
 * 'Couldn't fetch data!') in the page's language: the twin of the site.ts text it is, else as sent.
 */
export function localisedMessage(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || locale === "en") return message;
  const english = en as unknown as Record<string, unknown>;
  const arabic = ar as unknown as Record<string, unknown>;
  for (const [name, text] of Object.entries(english)) {
    if (text === message && typeof arabic[name] === "string") return arabic[name];
  }
  return message;
}

/**
 * The designed 404 and 500 pages (in the page's language: /ar URLs get the Arabic texts). Never shows a stack trace. A page whose
 * data could not be read is titled with the spec's text for it ('Couldn't fetch data!').
 */
export function ErrorPage({ status, message: sent, title: sentTitle }: { status: number; message?: string; title?: string }) {
  const locale = useLocale();
  const T = textFor({ en, ar }, locale).ERROR_PAGE_TEXTS;
  const failure = localisedMessage(sentTitle, locale);
  const message = localisedMessage(sent, locale);
  const notFound = status === 404;
  // a request refused (400, 403, 405, 413…) is not the site failing: it says so, with the refusal's sentence if any
  const refused = status >= 400 && status < 500 && !notFound;
  const title = failure ?? (notFound ? T.notFoundTitle : refused ? T.refusedTitle : T.errorTitle);
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <title>{notFound ? T.notFoundDocumentTitle : title}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{fillTokens(T.eyebrow, { status })}</p>
      <h1 className="mt-4 max-w-2xl text-4xl font-semibold text-navy-900 md:text-5xl">{title}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{message ?? (notFound ? T.notFoundText : refused ? T.refusedText : T.errorText)}</p>
      <nav aria-label={T.linksLabel} className="mt-10 flex flex-wrap justify-center gap-3">
        <SiteLink to="/" className="btn btn-primary">
          {T.homeLink}
        </SiteLink>
        {T.links.map((l) => (
          <SiteLink key={l.to} to={l.to} className="btn btn-outline text-navy-900">
            {l.label}
          </SiteLink>
        ))}
      </nav>
    </main>
  );
}
