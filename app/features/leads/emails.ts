import { PAGE_PATHS } from "#app/utils/paths.ts";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { LOCALE_TAGS, localePath, type Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
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
  /** an HTML part beside the text, or null: the Arabic acknowledgement, right to left */
  html: string | null;
}

const EMAIL_TEXTS = en.EMAIL_TEXTS;

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
  language: "Language",
};

/** How the agency's (English) notification names the language the visitor wrote in. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "Arabic" };

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

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * A paragraph of the HTML part: line breaks kept; with `links`, the site's own addresses become links
 * kept left to right (never in a paragraph with submitted text, so a "name" cannot become a link).
 */
function htmlParagraph(text: string, links: boolean): string {
  const escaped = escapeHtml(text);
  const linked = links ? escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`) : escaped;
  return `<p style="margin:0 0 16px">${linked.replace(/\n/g, "<br>")}</p>`;
}

/**
 * The acknowledgement as an HTML document in the visitor's language: for Arabic, lang="ar" dir="rtl"
 * so a mail client sets it right to left; the same words as the plain text, nothing submitted but the
 * name, escaped.
 */
function visitorHtml(subject: string, paragraphs: string[], locale: Locale): string {
  const { lang, dir } = LOCALE_TAGS[locale];
  const align = dir === "rtl" ? "right" : "left";
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.7;color:#1f2937;text-align:${align}">`,
    // the first paragraph greets the visitor by the name they typed
    ...paragraphs.map((p, i) => htmlParagraph(p, i > 0)),
    "</body>",
    "</html>",
  ].join("\n");
}

/**
 * The agency notification (English, whatever the visitor's language) and the
 * visitor acknowledgement in the language of the page the lead was sent from:
 * plain text, so submitted values are never interpreted as HTML by any mail
 * client; an Arabic acknowledgement also carries a right-to-left HTML part.
 */
export function composeLeadEmails(lead: LeadInput, config: DeliveryConfig, page?: string, locale: Locale = "en"): ComposedEmail[] {
  const fields: Record<string, string> = {
    ...lead.data,
    ...(page ? { page: `${config.siteUrl}${page}` } : {}),
    ...(locale !== "en" ? { language: LANGUAGE_NAMES[locale] } : {}),
  };
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
    html: null,
  };
  const T = textFor({ en, ar }, locale).EMAIL_TEXTS;
  const subject = T.visitorSubject[lead.kind];
  const paragraphs = [
    T.visitorGreeting(name),
    T.visitorBody[lead.kind],
    ...(lead.kind === "guide" ? [T.guideLink(`${config.siteUrl}${localePath(PAGE_PATHS.investmentGuideRead, locale)}`)] : []),
    T.visitorSignature(config.brand),
    `${config.siteUrl}${locale === "en" ? "" : localePath("/", locale)}`,
    T.visitorFooter,
  ];
  const visitor: ComposedEmail = {
    recipient: "visitor",
    to: lead.data.email,
    replyTo: config.agencyEmail,
    subject,
    body: paragraphs.join("\n\n"),
    html: locale === "en" ? null : visitorHtml(subject, paragraphs, locale),
  };
  return [agency, visitor];
}
