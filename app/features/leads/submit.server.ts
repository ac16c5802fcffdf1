import type { DB } from "#app/db/db.server.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import type { ServerEnv } from "#app/utils/env.server.ts";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES, type LeadActionData } from "./messages.ts";
import type { LeadLimiter } from "./rate-limit.server.ts";
import { HONEYPOT_FIELD, LIMITS, formFields, type LeadKind } from "./fields.ts";
import { validateLead } from "./schemas.ts";
import { storeLead } from "./service.server.ts";
import { ENHANCED_FIELD } from "./submit-target.ts";

export interface SubmissionContext {
  db: DB;
  env: Pick<ServerEnv, "SMTP_URL" | "LEADS_NOTIFY_EMAIL">;
  agency: Pick<AgencyConfig, "email" | "brand">;
  /** the origin of the e-mails' links (AppContext.mailOrigin), never the request's */
  mailOrigin: string;
  clientIp: string;
  limiter: LeadLimiter;
  /** the site path the form was on */
  page?: string;
  /** the language of the answer and of the visitor's e-mail: the posting URL's (/ar/leads/:kind is Arabic) */
  locale?: Locale;
  log?: (message: string, error: unknown) => void;
}

export interface SubmissionResult {
  status: 200 | 400 | 429 | 500;
  data: LeadActionData;
  retryAfterSeconds?: number;
}

// Only what the visitor typed goes back into the form; bounded, never HTML.
function echo(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (k !== HONEYPOT_FIELD && k !== ENHANCED_FIELD) out[k] = v.slice(0, LIMITS.message);
  }
  return out;
}

/**
 * One lead submission: honeypot, rate limit, validation, then the lead is
 * stored with its outbox e-mails before the visitor is told it worked.
 */
export async function submitLead(kind: LeadKind, form: FormData, ctx: SubmissionContext): Promise<SubmissionResult> {
  const fields = formFields(form);
  const locale = ctx.locale ?? "en";
  const { FORM_ERROR_SUMMARY, RATE_LIMITED_MESSAGE } = textFor({ en, ar }, locale);
  const success: SubmissionResult = { status: 200, data: { ok: true, kind, message: SUCCESS_MESSAGES[locale][kind] } };
  const failure = (status: 400 | 429 | 500, message: string, errors: Partial<Record<string, string>> = {}): SubmissionResult => ({
    status,
    data: { ok: false, kind, message, errors, values: echo(fields) },
  });

  const limit = await ctx.limiter.hit(ctx.clientIp);
  if (!limit.allowed) return { ...failure(429, RATE_LIMITED_MESSAGE), retryAfterSeconds: limit.retryAfterSeconds };

  // A bot filled the hidden field: it sees success, the agency sees nothing.
  if ((fields[HONEYPOT_FIELD] ?? "").trim() !== "") return success;

  const validation = validateLead(kind, fields, locale);
  if (!validation.ok) return failure(400, FORM_ERROR_SUMMARY, validation.errors);

  try {
    await storeLead(ctx.db, validation.lead, {
      notifyTo: ctx.env.LEADS_NOTIFY_EMAIL ?? ctx.agency.email,
      agencyEmail: ctx.agency.email,
      brand: ctx.agency.brand,
      siteUrl: ctx.mailOrigin,
      smtpConfigured: Boolean(ctx.env.SMTP_URL),
      page: ctx.page,
      language: locale,
    });
    return success;
  } catch (error) {
    (ctx.log ?? ((m, e) => console.error(m, e)))(`Could not store a ${kind} lead`, error);
    return failure(500, FAILURE_MESSAGES[locale][kind]);
  }
}
