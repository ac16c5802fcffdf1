import { useEffect } from "react";
import { useNavigate } from "react-router";
import { type Locale, localePath, useLocale, withoutLocale } from "#app/i18n/locale.ts";

type AnchorProps = Omit<React.ComponentPropsWithRef<"a">, "href">;

/**
 * A link to a page of the site, rendered as plain markup (issue 22, decision 022):
 * `<a href data-discover>`. React Router's `<Link>` resolves its path, reads the
 * location and builds a click handler for every link it renders, which was ~20 % of
 * a detail page's server render (41 links). Here the `to` is already a path, and one
 * listener on the document (`useSiteLinkNavigation`, mounted once in the root
 * layout) turns a plain click on any such link into a client-side navigation.
 * `data-discover` marks the anchors the listener routes (with lazy route discovery it
 * also told React Router which routes to discover; decision 023 loads them all up front).
 */
export function SiteLink({
  to,
  preventScrollReset,
  locale,
  ...rest
}: AnchorProps & { to: string; preventScrollReset?: boolean; /** the language to link to (default: the page's) */ locale?: Locale }) {
  // an internal path goes to the same language as the page (/ar… on an Arabic page; issue 43)
  const pageLocale = useLocale();
  const href = localePath(to, locale ?? pageLocale);
  return <a {...rest} href={href} data-discover="true" data-prevent-scroll-reset={preventScrollReset ? "true" : undefined} />;
}

/** `aria-current="page"` when `to` is the page shown or (unless `end`) one of its parents, like React Router's `<NavLink>`. */
export function SiteNavLink({
  pathname,
  end = false,
  ...rest
}: React.ComponentProps<typeof SiteLink> & { pathname: string; end?: boolean }) {
  const current = isCurrentPath(withoutLocale(pathname), withoutLocale(rest.to), end);
  return <SiteLink {...rest} aria-current={current ? "page" : undefined} />;
}

/** Whether a link to `to` is the page at `pathname` or (unless `end`) one of its parents. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  return here === target || (!end && target !== "/" && here.startsWith(target.endsWith("/") ? target : `${target}/`));
}

/** Whether a click on this anchor is one React Router's `<Link>` would route: plain left click, same window, same origin, a page change. */
function routedPath(event: MouseEvent): { path: string; anchor: HTMLAnchorElement } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Only the fragment differs: the browser scrolls to it without a navigation.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return { path: url.pathname + url.search + url.hash, anchor };
}

/**
 * The one click listener behind every `SiteLink`. Links that React Router rendered
 * itself (`<Link>`, which prevents the default) and plain anchors without
 * `data-discover` (files, feeds, other sites) are left alone.
 */
export function useSiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const routed = routedPath(event);
      if (!routed) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(routed.path, {
        replace: routed.path === here,
        preventScrollReset: routed.anchor.dataset.preventScrollReset === "true",
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
