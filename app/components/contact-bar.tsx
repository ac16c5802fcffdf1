import type { ReactNode } from "react";
import { PhoneIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { fillTokens } from "#app/content/brand.ts";
import { CONTACT_BAR_TEXTS as T } from "#app/content/contact-bar.ts";
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
  return (
    <div
      data-contact-bar=""
      role="region"
      aria-label={T.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white/95 px-3 pb-[calc(0.5rem+env(safe-area-inset-bottom))] pt-2 shadow-lift backdrop-blur lg:hidden"
    >
      <div className="mx-auto grid max-w-xl grid-cols-3 gap-2">
        <a href={telLink(phone)} aria-label={fillTokens(T.callLabel, { name })} className="btn btn-primary gap-1.5 px-2 tracking-[0.04em]">
          <PhoneIcon aria-hidden="true" /> {T.call}
        </a>
        <a
          href={whatsappLink(phone, whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fillTokens(T.whatsappLabel, { name })}
          className="btn gap-1.5 bg-[#1f7a4d] px-2 tracking-[0.04em] text-white hover:bg-[#17633e]"
        >
          <WhatsAppIcon aria-hidden="true" /> {T.whatsapp}
        </a>
        {enquire}
      </div>
    </div>
  );
}
