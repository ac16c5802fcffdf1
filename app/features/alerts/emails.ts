/**
 * The alert's e-mails (issue 44 item 3), in the alert's language: plain text always, and an HTML part
 * (right to left for Arabic, as the Arabic lead acknowledgement). Every e-mail after the confirmation
 * carries the RFC 8058 one-click unsubscribe headers.
 */
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import { formatFor } from "#app/i18n/format.ts";
import { LOCALE_TAGS, type Locale, localePath } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import type { ListingType } from "#app/db/schema.ts";
import { listingPath } from "#app/utils/paths.ts";

export interface AlertMailConfig {
  /** the trusted origin of the links (SITE_URL), never a request's Host */
  siteUrl: string;
  brand: string;
}

export interface ComposedAlertMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** The pages a token opens, absolute, in the alert's language. */
export function alertLinks(siteUrl: string, token: string, locale: Locale) {
  const at = (path: string) => `${siteUrl}${localePath(path, locale)}`;
  return {
    confirm: at(`/alerts/confirm/${token}`),
    manage: at(`/alerts/manage/${token}`),
    unsubscribe: at(`/alerts/unsubscribe/${token}`),
  };
}

/** RFC 8058: a mail client may unsubscribe with one POST of `List-Unsubscribe=One-Click` to the https URL. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

type Block =
  { text: string } | { link: string; label?: string } | { heading: string } | { items: { label: string; url: string; detail: string }[] };

function render(subject: string, blocks: Block[], locale: Locale): { text: string; html: string } {
  const { lang, dir } = LOCALE_TAGS[locale];
  const align = dir === "rtl" ? "right" : "left";
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if ("text" in b) {
      text.push(b.text);
      html.push(`<p style="margin:0 0 16px">${escapeHtml(b.text)}</p>`);
    } else if ("link" in b) {
      text.push(b.label ? `${b.label}\n${b.link}` : b.link);
      html.push(
        `<p style="margin:0 0 16px">${b.label ? `${escapeHtml(b.label)}<br>` : ""}<a href="${escapeHtml(b.link)}" dir="ltr">${escapeHtml(b.link)}</a></p>`,
      );
    } else if ("heading" in b) {
      text.push(`${b.heading}\n${"-".repeat(Math.min(40, b.heading.length))}`);
      html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(b.heading)}</h2>`);
    } else {
      text.push(b.items.map((i) => `- ${i.label}: ${i.detail}\n  ${i.url}`).join("\n"));
      html.push(
        `<ul style="margin:0 0 16px;padding-${dir === "rtl" ? "right" : "left"}:20px">${b.items
          .map((i) => `<li style="margin:0 0 8px"><a href="${escapeHtml(i.url)}">${escapeHtml(i.label)}</a> · ${escapeHtml(i.detail)}</li>`)
          .join("")}</ul>`,
      );
    }
  }
  return {
    text: `${text.join("\n\n")}\n`,
    html: [
      "<!doctype html>",
      `<html lang="${lang}" dir="${dir}">`,
      `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      `<body dir="${dir}" style="margin:0;padding:24px;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.7;color:#1f2937;text-align:${align}">`,
      ...html,
      "</body>",
      "</html>",
    ].join("\n"),
  };
}

/** The double opt-in e-mail: the search in words and the confirmation link; no unsubscribe headers (nothing to leave yet). */
export function composeConfirmation(config: AlertMailConfig, locale: Locale, search: string, token: string): ComposedAlertMail {
  const T = textFor({ en, ar }, locale).ALERT_EMAIL_TEXTS;
  const links = alertLinks(config.siteUrl, token, locale);
  const blocks: Block[] = [
    { text: T.confirmGreeting },
    { text: T.confirmBody(search) },
    { link: links.confirm, label: T.confirmAction },
    { text: T.confirmIgnore },
    { text: T.signature(config.brand) },
  ];
  return { subject: T.confirmSubject, ...render(T.confirmSubject, blocks, locale) };
}

export interface AlertMailItem {
  listingId: number;
  listingType: ListingType;
  title: string;
  kind: "new" | "price_drop";
  price: number;
  oldPrice: number | null;
}

/** An alert or digest: the new listings and the price drops since the last one, with links in the alert's language. */
export function composeAlert(
  config: AlertMailConfig,
  locale: Locale,
  search: string,
  token: string,
  items: AlertMailItem[],
): ComposedAlertMail {
  const T = textFor({ en, ar }, locale).ALERT_EMAIL_TEXTS;
  const format = formatFor(locale);
  const links = alertLinks(config.siteUrl, token, locale);
  const price = (amount: number, type: ListingType) => (amount > 0 ? format.price(amount, type) : format.priceOnRequest);
  const entry = (i: AlertMailItem) => ({
    label: i.title,
    url: `${config.siteUrl}${localePath(listingPath({ id: i.listingId, listingType: i.listingType }), locale)}`,
    detail:
      i.kind === "price_drop" && i.oldPrice !== null
        ? T.wasPrice(price(i.oldPrice, i.listingType), price(i.price, i.listingType))
        : price(i.price, i.listingType),
  });
  const fresh = items.filter((i) => i.kind === "new");
  const drops = items.filter((i) => i.kind === "price_drop");
  const subject = T.alertSubject(fresh.length, drops.length);
  const blocks: Block[] = [{ text: T.alertIntro(search) }];
  if (fresh.length) blocks.push({ heading: T.newHeading }, { items: fresh.map(entry) });
  if (drops.length) blocks.push({ heading: T.dropHeading }, { items: drops.map(entry) });
  blocks.push(
    { link: links.manage, label: T.manageLine },
    { link: links.unsubscribe, label: T.unsubscribeLine },
    { text: T.signature(config.brand) },
  );
  return { subject, ...render(subject, blocks, locale), headers: unsubscribeHeaders(links.unsubscribe) };
}
