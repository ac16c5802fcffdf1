import type { LeadKind } from "#app/db/tables/leads.ts";

/** A phone number as WhatsApp's click-to-chat wants it: the international number's digits only. */
export function whatsappNumber(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d]/g, "");
  // an E.164 number has 8 to 15 digits; anything else is not one WhatsApp can open
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

export function whatsappHref(phone: string | null, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

export function telHref(phone: string | null): string | null {
  const number = whatsappNumber(phone);
  return number ? `tel:+${number}` : null;
}

const ABOUT: Record<string, string> = {
  enquiry: "your enquiry",
  guide: "your request for our investment guide",
  valuation: "your valuation request",
};

/** The message a WhatsApp chat opens with: who writes, from which agency, about what. */
export function whatsappGreeting(opts: {
  clientName: string | null;
  staffName: string;
  brand: string;
  kind: LeadKind;
  reference?: string;
}): string {
  const first = opts.clientName?.trim().split(/\s+/)[0];
  const about = opts.kind === "enquiry" && opts.reference ? `your enquiry about ${opts.reference}` : (ABOUT[opts.kind] ?? "your message");
  return `Hello${first ? ` ${first}` : ""}, this is ${opts.staffName.trim().split(/\s+/)[0]} from ${opts.brand}, about ${about}.`;
}
