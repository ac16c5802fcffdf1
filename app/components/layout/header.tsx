import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { GUIDES_MENU, GUIDES_MENU_LABEL, HEADER_LINKS, HEADER_TEXTS, MORE_MENU, MORE_MENU_LABEL } from "#app/content/site.ts";
import type { NavLink as NavLinkItem } from "#app/content/types.ts";

type MenuGroup = { heading?: string; links: NavLinkItem[] };
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { ChevronDown, MenuIcon, CloseIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { type AgencyConfig, whatsappLink } from "#app/utils/agency.ts";

const SCROLL_SAMPLE_MS = 300;
const COLLAPSING_PATHS = ["/properties/", "/commercial-properties", "/off-plan-properties"];

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

/** Closes an open menu on Escape and on a click outside it. */
function useDismiss(open: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, ref]);
}

function Dropdown({ id, label, groups }: { id: string; label: string; groups: MenuGroup[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useDismiss(open, () => setOpen(false), ref);
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div ref={ref} className="group relative">
      <button
        type="button"
        className="flex items-center gap-1 rounded-full px-3 py-2 text-[0.8125rem] font-semibold uppercase tracking-[0.12em] text-navy-900 hover:text-gold-700"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDown className={`transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {/* Above 1150px the menu is always reachable: hover or keyboard focus reveals it. */}
      <div
        id={id}
        className={`absolute left-1/2 top-full z-50 -translate-x-1/2 pt-2 ${open ? "block" : "hidden"} nav:group-hover:z-[55] nav:group-hover:block nav:group-focus-within:block`}
      >
        <div className="flex min-w-60 gap-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-lift">
          {groups.map((g) => (
            <div key={g.heading ?? label} className="min-w-44">
              {g.heading ? <p className="eyebrow mb-2">{g.heading}</p> : null}
              <ul className="space-y-1">
                {g.links.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} className="menu-link">
                      {l.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function MobileSection({ label, groups }: { label: string; groups: MenuGroup[] }) {
  return (
    <Disclosure
      className="group border-b border-sand-200"
      summaryClassName="flex items-center justify-between py-4 text-base font-semibold text-navy-900"
      summary={
        <>
          {label}
          <ChevronDown className="transition-transform group-open:rotate-180" />
        </>
      }
    >
      <div className="pb-4">
        {groups.map((g) => (
          <div key={g.heading ?? label} className="mb-2">
            {g.heading ? <p className="eyebrow mb-1 mt-2">{g.heading}</p> : null}
            <ul>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="mobile-link">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Disclosure>
  );
}

export function Wordmark({ brand, light = false }: { brand: string; light?: boolean }) {
  return (
    <span className="flex flex-col leading-none">
      <span className={`font-display text-[1.45rem] font-semibold tracking-[0.04em] ${light ? "text-white" : "text-navy-900"}`}>
        {brand}
      </span>
      <span className={`mt-1 text-[0.6rem] font-semibold uppercase tracking-[0.42em] ${light ? "text-gold-300" : "text-gold-700"}`}>
        Real Estate
      </span>
    </span>
  );
}

export function Header({ agency }: { agency: AgencyConfig }) {
  const location = useLocation();
  const collapsed = useCollapsedHeader(location.pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  useDismiss(menuOpen, () => setMenuOpen(false), menuRef);
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  // A plain <details> works before the scripts arrive: keep the menu as the visitor left it.
  useEffect(() => {
    if (menuRef.current?.open) setMenuOpen(true);
  }, []);
  const guides = [{ links: GUIDES_MENU }];

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-navy-900 focus:px-5 focus:py-3 focus:text-white"
      >
        {HEADER_TEXTS.skipToContent}
      </a>
      <header
        data-collapsed={collapsed ? "true" : "false"}
        className="sticky top-0 z-40 border-b border-sand-200/80 bg-white/90 backdrop-blur-md transition-shadow data-[collapsed=true]:shadow-card"
      >
        <div
          className={`container-page flex items-center justify-between gap-4 transition-[height] duration-300 ${collapsed ? "h-14" : "h-[4.5rem] md:h-20"}`}
        >
          <Link to="/" className="shrink-0">
            <Wordmark brand={agency.brand} />
            <span className="sr-only">, home</span>
          </Link>

          <nav aria-label="Main" className="hidden items-center gap-1 nav:flex">
            {HEADER_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === "/"} className="nav-link">
                {l.label}
              </NavLink>
            ))}
            <Dropdown id="menu-guides" label={GUIDES_MENU_LABEL} groups={guides} />
            <Dropdown id="menu-more" label={MORE_MENU_LABEL} groups={MORE_MENU} />
          </nav>

          <div className="flex items-center gap-2">
            <a
              href={whatsappLink(agency.whatsapp, `Hello ${agency.brand}, I'd like some help with a property.`)}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-[#1f7a4d] px-4 text-sm font-semibold text-white hover:bg-[#17633e]"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={HEADER_TEXTS.whatsappLabel}
            >
              <WhatsAppIcon className="text-lg" />
              <span className="hidden sm:inline">WhatsApp</span>
            </a>
            <Disclosure
              ref={menuRef}
              className="group/menu nav:hidden"
              open={menuOpen}
              onToggle={setMenuOpen}
              summaryLabel={menuOpen ? HEADER_TEXTS.closeMenuLabel : HEADER_TEXTS.openMenuLabel}
              summaryClassName="flex h-11 w-11 items-center justify-center rounded-full border border-sand-300 text-xl text-navy-900"
              summary={menuOpen ? <CloseIcon /> : <MenuIcon />}
            >
              <nav
                aria-label="Mobile"
                className="absolute inset-x-0 top-full hidden max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-sand-200 bg-white shadow-lift group-open/menu:block"
              >
                <div className="container-page py-2">
                  <ul>
                    {HEADER_LINKS.map((l) => (
                      <li key={l.to} className="border-b border-sand-200">
                        <NavLink
                          to={l.to}
                          end={l.to === "/"}
                          className={({ isActive }) => `block py-4 text-base font-semibold ${isActive ? "text-gold-700" : "text-navy-900"}`}
                        >
                          {l.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                  <MobileSection label={GUIDES_MENU_LABEL} groups={guides} />
                  <MobileSection label={MORE_MENU_LABEL} groups={MORE_MENU} />
                </div>
              </nav>
            </Disclosure>
          </div>
        </div>
      </header>
    </>
  );
}
