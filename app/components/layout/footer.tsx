import type { ReactNode } from "react";
import { Link } from "react-router";
import { FOOTER_COLUMNS } from "#app/content/site.ts";
import { Wordmark } from "#app/components/layout/header.tsx";
import { MailIcon, PhoneIcon, PinIcon } from "#app/components/ui/icons.tsx";
import { type AgencyConfig, telLink } from "#app/utils/agency.ts";

/** `newsletter`: the sign-up box (the leads feature's), given by the layout route. */
export function Footer({ agency, newsletter }: { agency: AgencyConfig; newsletter: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer="" className="below-fold mt-24 bg-navy-950 text-sand-100">
      <div className="container-page grid grid-cols-1 gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <div>
          <Wordmark brand={agency.brand} light />
          <address className="mt-6 space-y-3 text-sm not-italic text-sand-200">
            <p className="flex gap-3">
              <PinIcon className="mt-0.5 shrink-0 text-gold-400" />
              <span>{agency.address}</span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 shrink-0 text-gold-400" />
              <a href={telLink(agency.phone)} className="hover:text-white">
                {agency.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 shrink-0 text-gold-400" />
              <a href={`mailto:${agency.email}`} className="hover:text-white">
                {agency.email}
              </a>
            </p>
          </address>
          <p className="mt-6 inline-flex rounded-full border border-gold-500/40 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.16em] text-gold-300">
            RERA ORN {agency.orn}
          </p>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.heading} aria-label={col.heading}>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">{col.heading}</h2>
            <ul className="mt-5 space-y-2.5 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="footer-link">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">Newsletter</h2>
          <p className="mt-5 text-sm text-sand-200">New launches, market reports and price movements in Dubai, once a month.</p>
          {newsletter}
          {agency.social.length > 0 ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Social media">
              {agency.social.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-10 items-center rounded-full border border-sand-100/25 px-4 text-xs font-semibold uppercase tracking-[0.12em] text-sand-100 hover:border-gold-400 hover:text-gold-300"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-sand-100/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-sand-300 md:flex-row md:justify-between">
          <p>
            © {year} {agency.brand} Real Estate Brokers LLC. Licensed by the Dubai Land Department, RERA ORN {agency.orn}.
          </p>
          <p>Every listing shows its DLD Trakheesi permit number.</p>
        </div>
      </div>
    </footer>
  );
}
