import type { ReactNode } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { Prerendered } from "#app/components/ui/prerendered.tsx";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import * as enFrame from "#app/content/chrome.ts";
import * as arFrame from "#app/content/ar/chrome.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useText } from "#app/i18n/text.ts";
import { Wordmark } from "#app/components/layout/header.tsx";
import { MailIcon, PhoneIcon, PinIcon } from "#app/components/ui/icons.tsx";
import { type AgencyConfig, telLink } from "#app/utils/agency.ts";

/** `newsletter`: the sign-up box (the leads feature's), given by the layout route. */
export function Footer({ agency, newsletter }: { agency: AgencyConfig; newsletter: ReactNode }) {
  const { FOOTER_COLUMNS, FOOTER_TEXTS } = useText({ en, ar });
  const { FOOTER_EXTRA_TEXTS: T } = useText({ en: enFrame, ar: arFrame });
  const year = new Date().getFullYear();
  // what the footer's stored markup depends on (Prerendered): the agency's details and the year
  const memo = `${year}\n${agency.brand}\n${agency.address}\n${agency.phone}\n${agency.email}\n${agency.orn}`;
  return (
    <footer
      data-site-footer=""
      className="below-fold mt-24 bg-navy-950 text-sand-100 [--fold-h:72rem] md:[--fold-h:42rem] lg:[--fold-h:27rem]"
    >
      <div className="container-page footer-grid">
        <Prerendered as="div" memo={`footer-contact:${memo}`}>
          {() => (
            <>
              <Wordmark brand={agency.brand} light />
              <address>
                <p>
                  <PinIcon />
                  <span>{agency.address}</span>
                </p>
                <p>
                  <PhoneIcon />
                  <a href={telLink(agency.phone)} dir="ltr">
                    {agency.phone}
                  </a>
                </p>
                <p>
                  <MailIcon />
                  <a href={`mailto:${agency.email}`} dir="ltr">
                    {agency.email}
                  </a>
                </p>
              </address>
              <p className="footer-orn">{fillTokens(FOOTER_TEXTS.ornTemplate, { orn: agency.orn })}</p>
            </>
          )}
        </Prerendered>
        {FOOTER_COLUMNS.map((col) => (
          <Prerendered as="nav" key={col.heading} memo={`footer-column:${col.heading}`} aria-label={col.heading}>
            {() => (
              <>
                <h2 className="footer-heading">{col.heading}</h2>
                <ul className="footer-links">
                  {col.links.map((l) => (
                    <li key={l.to}>
                      <SiteLink to={l.to}>{l.label}</SiteLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Prerendered>
        ))}
        <div>
          <h2 className="footer-heading">{T.newsletterHeading}</h2>
          <p className="mt-5 text-sm text-sand-200">{T.newsletterText}</p>
          {newsletter}
          {agency.social.length > 0 ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label={T.socialLabel}>
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
        <Prerendered as="div" memo={`footer-legal:${memo}`} className="container-page footer-legal">
          {() => (
            <>
              <p>{fillTokens(T.legal, { year, brand: agency.brand, orn: agency.orn })}</p>
              <p>{T.permitNote}</p>
            </>
          )}
        </Prerendered>
      </div>
    </footer>
  );
}
