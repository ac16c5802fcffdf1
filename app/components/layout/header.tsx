import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { isCurrentPath, SiteLink, SiteNavLink } from "#app/components/ui/site-link.tsx";
import { Prerendered } from "#app/components/ui/prerendered.tsx";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import * as enFrame from "#app/content/chrome.ts";
import * as arFrame from "#app/content/ar/chrome.ts";
import { fillTokens } from "#app/content/brand.ts";
import { type Locale, useLocale, withoutLocale } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { ChevronDown, MenuIcon, CloseIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { FavouritesLink } from "#app/components/keep/favourites-link.tsx";
import { type AgencyConfig, whatsappLink } from "#app/utils/agency.ts";

type MenuGroup = { heading?: string; links: readonly { label: string; to: string }[] };

/** Six links and three menus fit one line from 1151px: tighter spacing below 1280px, and no label wraps. */
const NARROW_WIDE_NAV = "whitespace-nowrap nav:max-xl:px-2 nav:max-xl:tracking-[0.08em]";

const SCROLL_SAMPLE_MS = 300;
const COLLAPSING_PATHS = ["/properties/", "/commercial-properties", "/off-plan-properties"];
/** The `nav` breakpoint of app.css (spec §9: dropdowns toggle on click at 1150px and below). */
const WIDE_NAV = "(min-width: 71.9375rem)";

/** Spec §2: on listing paths the header collapses once scrolled, sampled every 300 ms. */
function useCollapsedHeader(pathname: string): boolean {
  const applies = COLLAPSING_PATHS.some((p) => pathname.includes(p));
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!applies) {
      setScrolled(false);
      return;
    }
    const sample = () => setScrolled(window.scrollY > 0);
    sample();
    const id = window.setInterval(sample, SCROLL_SAMPLE_MS);
    return () => window.clearInterval(id);
  }, [applies]);
  return applies && scrolled;
}

/**
 * Closes an open <details> on Escape and on a pointer press outside it and
 * `shows` (what it reveals), and when the page changes. `when` limits Escape
 * and outside presses to a layout (a media query).
 */
function useDismiss(ref: React.RefObject<HTMLDetailsElement | null>, shows: React.RefObject<HTMLElement | null>, when?: string) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const openedOn = useRef(page);
  useEffect(() => {
    if (openedOn.current === page) return;
    openedOn.current = page;
    if (ref.current) ref.current.open = false;
  }, [page, ref]);
  // Listening whether or not it is open (not from React's render after the toggle event): an Escape
  // pressed right after Enter opened it still closes it.
  useEffect(() => {
    const applies = () => !when || window.matchMedia(when).matches;
    const close = () => {
      if (ref.current?.open && applies()) ref.current.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!ref.current?.contains(target) && !shows.current?.contains(target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [when, ref, shows]);
  // A plain <details> works before the scripts arrive: keep it as the visitor left it.
  useEffect(() => setOpen(ref.current?.open ?? false), [ref]);
  return { open, onToggle: (e: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open) };
}

/**
 * Guides or More: one markup for both layouts (app.css `.nav-group`). Above
 * 1150px a dropdown that hover and keyboard focus reveal and a click keeps
 * open; at 1150px and below a section of the phone menu that a tap opens.
 * The <details> holds only the summary: its panel is the next sibling, shown
 * by CSS when the details is open, so hover can show it too.
 */
function NavGroup({
  id,
  label,
  groups,
  pathname,
  here,
}: {
  id: string;
  label: string;
  groups: readonly MenuGroup[];
  pathname: string;
  here: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { onToggle } = useDismiss(ref, panel, WIDE_NAV);
  return (
    <div className="nav-group">
      <details ref={ref} onToggle={onToggle}>
        <summary aria-controls={id} className={`nav-summary ${NARROW_WIDE_NAV}`}>
          {label}
          <ChevronDown />
        </summary>
      </details>
      <div ref={panel} id={id} className="nav-panel">
        <Prerendered as="div" memo={`header-${id}:${here}`}>
          {() => (
            <>
              {groups.map((g) => (
                <div key={g.heading ?? label}>
                  {g.heading ? <p className="eyebrow">{g.heading}</p> : null}
                  <ul>
                    {g.links.map((l) => (
                      <li key={l.to}>
                        <SiteNavLink to={l.to} pathname={pathname} className="menu-link">
                          {l.label}
                        </SiteNavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          )}
        </Prerendered>
      </div>
    </div>
  );
}

/**
 * The header's links that are the current page (or one of its parents) at `pathname`: the menus'
 * markup depends on nothing else, so this names their stored markup (`Prerendered`).
 */
const MENU_LINKS = [...en.EXPLORE_MENU.flatMap((g) => g.links), ...en.GUIDES_MENU, ...en.MORE_MENU.flatMap((g) => g.links)];

/** The paths are the same in both languages: the English page's path is compared (/ar/areas → /areas). */
function currentLinks(localised: string): string {
  const pathname = withoutLocale(localised);
  const current = en.HEADER_LINKS.filter((l) => isCurrentPath(pathname, l.to, l.to === "/")).map((l) => l.to);
  for (const l of MENU_LINKS) if (isCurrentPath(pathname, l.to)) current.push(l.to);
  return current.join(" ");
}

export function Wordmark({ brand, light = false }: { brand: string; light?: boolean }) {
  const { FRAME_TEXTS } = useText({ en: enFrame, ar: arFrame });
  return (
    <span className={light ? "wordmark wordmark-light" : "wordmark"}>
      <span>{brand}</span>
      <span>{FRAME_TEXTS.wordmarkLine}</span>
    </span>
  );
}

/** Each language's name in itself: the switch names the language it leads to. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "العربية" };

/**
 * The link to this page in the other language (issue 43): the same path and query string, a plain
 * link (it works without JavaScript), named in the language it leads to.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: Locale = useLocale() === "ar" ? "en" : "ar";
  return (
    <SiteLink to={`${pathname}${search}`} locale={other} lang={other} hrefLang={other} className={className} data-language-switch="">
      {LANGUAGE_NAMES[other]}
    </SiteLink>
  );
}

/**
 * The site header. One <nav> serves both layouts (issue 22: the links are in
 * the HTML once): inline above 1150px; below, a panel under the bar that the
 * hamburger (a plain <details>, so it opens without scripts) shows. The
 * hamburger comes before the panel in the document, so the keyboard reaches
 * the menu's links right after it.
 */
export function Header({ agency }: { agency: AgencyConfig }) {
  const { EXPLORE_MENU, EXPLORE_MENU_LABEL, GUIDES_MENU, GUIDES_MENU_LABEL, HEADER_LINKS, HEADER_TEXTS, MORE_MENU, MORE_MENU_LABEL } =
    useText({
      en,
      ar,
    });
  const { FRAME_TEXTS } = useText({ en: enFrame, ar: arFrame });
  const location = useLocation();
  const here = currentLinks(location.pathname);
  const collapsed = useCollapsedHeader(location.pathname);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menu = useDismiss(menuRef, navRef);
  const guides = [{ links: GUIDES_MENU }];

  return (
    <>
      <a href="#main" className="skip-link">
        {HEADER_TEXTS.skipToContent}
      </a>
      <header data-collapsed={collapsed ? "true" : "false"} className="site-header">
        <div className={`container-page header-bar ${collapsed ? "h-14" : "h-[4.5rem] md:h-20"}`}>
          <SiteLink to="/" className="header-home">
            <Wordmark brand={agency.brand} />
            <span className="sr-only">{FRAME_TEXTS.homeSuffix}</span>
          </SiteLink>

          <details ref={menuRef} className="menu-toggle" onToggle={menu.onToggle}>
            <summary aria-label={menu.open ? HEADER_TEXTS.closeMenuLabel : HEADER_TEXTS.openMenuLabel} aria-controls="site-nav">
              {menu.open ? <CloseIcon /> : <MenuIcon />}
            </summary>
          </details>

          <nav ref={navRef} id="site-nav" aria-label={FRAME_TEXTS.mainNavLabel} className="site-nav">
            <Prerendered as="ul" memo={`header-links:${here}`}>
              {() => (
                <>
                  {HEADER_LINKS.map((l) => (
                    <li key={l.to}>
                      <SiteNavLink to={l.to} pathname={location.pathname} end={l.to === "/"} className={`nav-link ${NARROW_WIDE_NAV}`}>
                        {l.label}
                      </SiteNavLink>
                    </li>
                  ))}
                </>
              )}
            </Prerendered>
            <NavGroup id="menu-explore" label={EXPLORE_MENU_LABEL} groups={EXPLORE_MENU} pathname={location.pathname} here={here} />
            <NavGroup id="menu-guides" label={GUIDES_MENU_LABEL} groups={guides} pathname={location.pathname} here={here} />
            <NavGroup id="menu-more" label={MORE_MENU_LABEL} groups={MORE_MENU} pathname={location.pathname} here={here} />
            {/* the phone menu's language switch; above the nav breakpoint it is in the bar */}
            <div className="border-b border-sand-200 nav:hidden">
              <LanguageSwitch className="nav-link" />
            </div>
          </nav>

          <LanguageSwitch className="hidden h-11 shrink-0 items-center rounded-full px-2 text-sm font-semibold text-navy-900 hover:text-gold-700 nav:inline-flex" />

          <FavouritesLink />

          <a
            href={whatsappLink(agency.whatsapp, fillTokens(FRAME_TEXTS.whatsappGreeting, { brand: agency.brand }))}
            className="header-whatsapp"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={HEADER_TEXTS.whatsappLabel}
          >
            <WhatsAppIcon className="text-lg" />
            <span className="hidden sm:inline">{FRAME_TEXTS.whatsapp}</span>
          </a>
        </div>
      </header>
    </>
  );
}
