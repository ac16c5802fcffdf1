import { data, useSearchParams } from "react-router";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import type { Route } from "./+types/contact";
import { CONTACT_TEXTS as CONTACT_EN } from "#app/content/site.ts";
import { CONTACT_TEXTS as CONTACT_AR } from "#app/content/ar/site.ts";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { useAgency } from "#app/root.tsx";
import { EnquiryButton } from "#app/features/leads/components/enquiry-button.tsx";
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { EnquiryForm } from "#app/features/leads/components/enquiry-form.tsx";
import { ValuationCta } from "#app/features/leads/components/valuation-cta.tsx";
import { LEAD_ANCHOR } from "#app/features/leads/submit-target.ts";
import { LIMITS } from "#app/features/leads/fields.ts";
import { telLink, whatsappLink } from "#app/utils/agency.ts";
import { seoMeta } from "#app/utils/seo.ts";
import { SHARE_IMAGES } from "#app/content/content-ui.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { PAGE_PATHS } from "#app/utils/paths.ts";

export function loader() {
  return data(null, { headers: cacheHeaders("page") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return seoMeta(agencyFromMatches(matches), {
    title: textFor({ en: CONTACT_EN, ar: CONTACT_AR }, locale).title,
    description: textFor({ en, ar }, locale).CONTACT_CHANNELS.metaDescription,
    path: PAGE_PATHS.contact,
    image: SHARE_IMAGES.contact,
    locale,
  });
};

export default function ContactPage() {
  const agency = useAgency();
  const CONTACT_TEXTS = useText({ en: CONTACT_EN, ar: CONTACT_AR });
  const { CONTACT_CHANNELS: C, ENQUIRY_MODAL_TEXTS } = useText({ en, ar });
  const [params] = useSearchParams();
  const reference = (params.get("reference") ?? "").slice(0, LIMITS.reference);
  const category = (params.get("category") ?? "").slice(0, 60);
  const channels = [
    { label: C.call, value: agency.phone, href: telLink(agency.phone), Icon: PhoneIcon, ltr: true },
    { label: C.email, value: agency.email, href: `mailto:${agency.email}`, Icon: MailIcon, ltr: true },
    {
      label: C.whatsapp,
      value: C.whatsappAction,
      href: whatsappLink(agency.whatsapp, C.whatsappGreeting(agency.brand)),
      Icon: WhatsAppIcon,
      external: true,
    },
  ];
  return (
    <main id="main">
      <section className="bg-navy-900 text-white">
        {/* The form sits in the hero's second half (below the text on a phone): no button to press first (issue 41). */}
        <div className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-16 lg:py-24">
          <div className="lg:pt-6">
            <p className="eyebrow !text-gold-300">{CONTACT_TEXTS.title}</p>
            <h1 className="mt-4 max-w-3xl text-4xl font-semibold md:text-6xl">{CONTACT_TEXTS.heading}</h1>
            <p className="mt-6 max-w-2xl text-lg text-sand-200">{CONTACT_TEXTS.text}</p>
            <EnquiryButton
              label={CONTACT_TEXTS.button}
              className="btn btn-gold mt-10"
              scrollToTop
              prefill={reference || category ? { reference, category } : undefined}
            />
          </div>
          <section
            id={LEAD_ANCHOR.enquiry}
            aria-labelledby="inline-enquiry-heading"
            className="scroll-mt-24 rounded-3xl bg-white p-6 text-ink shadow-lift md:p-8"
          >
            <h2 id="inline-enquiry-heading" className="text-2xl font-semibold text-navy-900 md:text-3xl">
              {C.inlineFormHeading}
            </h2>
            <p className="mt-2 text-sm text-muted">{ENQUIRY_MODAL_TEXTS.intro}</p>
            <div className="mt-6">
              <EnquiryForm prefill={{ reference, category }} />
            </div>
          </section>
        </div>
      </section>

      <section aria-labelledby="channels-heading" className="container-page pb-20 pt-14 md:pt-20">
        <h2 id="channels-heading" className="text-2xl font-semibold text-navy-900 md:text-3xl">
          {C.heading}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {channels.map(({ label, value, href, Icon, external, ltr }) => (
            <li key={label}>
              <a
                href={href}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="group flex h-full flex-col rounded-3xl border border-sand-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lift"
              >
                <Icon className="h-6 w-6 text-gold-700" aria-hidden="true" />
                <span className="mt-4 text-sm font-semibold uppercase tracking-[0.14em] text-muted">{label}</span>
                <span className="mt-1 break-words text-lg font-semibold text-navy-900 group-hover:underline">
                  {/* a phone number or an e-mail address reads left to right inside Arabic text */}
                  {ltr ? <bdi dir="ltr">{value}</bdi> : value}
                </span>
              </a>
            </li>
          ))}
          <li className="flex flex-col rounded-3xl border border-sand-200 bg-white p-6 shadow-card">
            <PinIcon className="h-6 w-6 text-gold-700" aria-hidden="true" />
            <span className="mt-4 text-sm font-semibold uppercase tracking-[0.14em] text-muted">{C.office}</span>
            {/* the agency's address is configuration, written in English */}
            <address lang="en" dir="auto" className="mt-1 text-base not-italic text-navy-900">
              {agency.address}
            </address>
            <span className="mt-2 text-sm text-muted">{C.hours}</span>
          </li>
        </ul>
      </section>
      <ValuationCta />
    </main>
  );
}
