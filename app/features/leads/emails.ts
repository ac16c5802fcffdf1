import { PAGE_PATHS } from "#app/utils/paths.ts";
import { EMAIL_TEXTS } from "#app/content/leads.ts";
import type { EmailRecipient } from "./outbox-schema.ts";
import type { LeadInput } from "./schemas.ts";

export interface DeliveryConfig {
  /** where the agency's notifications go (LEADS_NOTIFY_EMAIL, else the agency e-mail) */
  notifyTo: string;
  agencyEmail: string;
  brand: string;
  /** the trusted origin of the e-mails' links (AppContext.mailOrigin), never a request's Host */
  siteUrl: string;
}

export interface ComposedEmail {
  recipient: EmailRecipient;
  to: string;
  replyTo: string;
  subject: string;
  body: string;
}

const LABELS: Record<string, string> = {
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  phoneCode: "Dial code",
  country: "Country chosen",
  category: "Category",
  reference: "Reference",
  tab: "Valuation type",
  property: "Community or tower",
  unit: "Unit",
  propertyType: "Property type",
  bedrooms: "Bedrooms",
  size: "Size (sq.ft)",
  preferredTime: "Preferred time",
  message: "Message",
  page: "Sent from",
};

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function summary(lead: LeadInput): string {
  switch (lead.kind) {
    case "enquiry":
      return [lead.data.category, lead.data.name, lead.data.reference].filter(Boolean).join(" · ");
    case "guide":
      return lead.data.name;
    case "valuation":
      return `${lead.data.tab} · ${lead.data.property} · ${lead.data.name}`;
    case "newsletter":
      return lead.data.email;
  }
}

/**
 * The agency notification and the visitor acknowledgement, as plain text:
 * submitted values are never interpreted as HTML by any mail client.
 */
export function composeLeadEmails(lead: LeadInput, config: DeliveryConfig, page?: string): ComposedEmail[] {
  const fields: Record<string, string> = { ...lead.data, ...(page ? { page: `${config.siteUrl}${page}` } : {}) };
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => (k === "message" ? `\n${LABELS[k] ?? k}:\n${v}\n` : `${LABELS[k] ?? k}: ${v}`));
  const name = "name" in lead.data ? lead.data.name : "";
  const agency: ComposedEmail = {
    recipient: "agency",
    to: config.notifyTo,
    replyTo: lead.data.email,
    subject: clip(`${EMAIL_TEXTS.agencySubject[lead.kind]}: ${summary(lead)}`, 300),
    body: `${EMAIL_TEXTS.agencyIntro}\n\n${lines.join("\n")}\n`,
  };
  const visitor: ComposedEmail = {
    recipient: "visitor",
    to: lead.data.email,
    replyTo: config.agencyEmail,
    subject: EMAIL_TEXTS.visitorSubject[lead.kind],
    body: [
      EMAIL_TEXTS.visitorGreeting(name),
      EMAIL_TEXTS.visitorBody[lead.kind],
      ...(lead.kind === "guide" ? [EMAIL_TEXTS.guideLink(`${config.siteUrl}${PAGE_PATHS.investmentGuideRead}`)] : []),
      EMAIL_TEXTS.visitorSignature(config.brand),
      `${config.siteUrl}`,
      EMAIL_TEXTS.visitorFooter,
    ].join("\n\n"),
  };
  return [agency, visitor];
}
