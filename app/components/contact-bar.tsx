import type { ReactNode } from "react";
import { PhoneIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/contact-bar.ts";
import * as ar from "#app/content/ar/contact-bar.ts";
import { useText } from "#app/i18n/text.ts";
import { telLink, whatsappLink } from "#app/utils/agency.ts";

/**
 * Call / WhatsApp / Enquire where the thumb is, on phones and tablets only: from
 * `lg` the agent card sits in the sticky side column instead. Fixed to the
 * bottom from the first paint (server-rendered, no layout shift); app.css gives
 * the body room below the footer while it is shown, so it never covers content.
 */
export function ContactBar({
  name,
  phone,
  whatsappText,
  enquire,
}: {
  /** who answers: the agent, or the agency */
  name: string;
  phone: string;
  whatsappText: string;
  /** the enquiry button (the leads feature's), composed by the route */
  enquire: ReactNode;
}) {
  const { CONTACT_BAR_TEXTS: T } = useText({ en, ar });
  return (
    <div data-contact-bar="" role="region" aria-label={T.label} className="contact-bar">
      <div>
        <a href={telLink(phone)} aria-label={fillTokens(T.callLabel, { name })} className="btn btn-primary">
          <PhoneIcon aria-hidden="true" />
          {` ${T.call}`}
        </a>
        <a
          href={whatsappLink(phone, whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fillTokens(T.whatsappLabel, { name })}
          className="btn btn-whatsapp"
        >
          <WhatsAppIcon aria-hidden="true" />
          {` ${T.whatsapp}`}
        </a>
        {enquire}
      </div>
    </div>
  );
}
