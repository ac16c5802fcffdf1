import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import displayFont from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import arabicFont from "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url";
import { LOCALE_TAGS, LocaleProvider, localeOfPath } from "#app/i18n/locale.ts";
import { dataFailureMessage, ErrorPage, refusalMessage } from "#app/components/layout/error-page.tsx";
import { useNonce } from "#app/utils/nonce.tsx";
import { useSiteLinkNavigation } from "#app/components/ui/site-link.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";

export const links: Route.LinksFunction = () => [
  // precedence lets React place the render-blocking stylesheet ahead of the many modulepreloads it hoists.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  // Only public details: this object is serialised into every page.
  return { agency: context.agency };
}

export function useAgency(): AgencyConfig {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useAgency used outside the root route");
  return data.agency;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useSiteLinkNavigation();
  // the language is the URL's (/ar… is Arabic): the error pages rendered here follow it too
  const locale = localeOfPath(useLocation().pathname);
  const tags = LOCALE_TAGS[locale];
  return (
    <html lang={tags.lang} dir={tags.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1b2b" />
        {/* `html.js` lets CSS show controls that need script (and hide their no-JS stand-ins). Zod runs jitless in the
            browser: its eval probe would be reported as a CSP violation (script-src has no 'unsafe-eval'). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js');window.__zod_globalConfig={jitless:true}" }}
        />
        {/* the page's face (font-display: optional in app.css): early enough to be used on the first view */}
        <link rel="preload" href={locale === "ar" ? arabicFont : displayFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-sand-50 text-ink">
        <LocaleProvider value={locale}>{children}</LocaleProvider>
        <HydrationMark />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Scripts arrive after the first view (deferred-scripts.server.ts): `<html data-hydrated>` says when React has
 * taken the page over, for styles that should wait for it and for the browser journeys. It is set in the commit
 * that switches every enhanced control on (useHydrated's transition), by this leaf alone: the document itself
 * does not render again for it.
 */
function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}

export default function App() {
  return <Outlet />;
}

/** Last resort when even the site layout failed: no header, still designed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} title={dataFailureMessage(error)} message={refusalMessage(error)} />;
}
