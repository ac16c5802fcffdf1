import type { DB } from "#app/db/db.server.ts";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import type { LeadLimiter } from "#app/features/leads/rate-limit.server.ts";
import { ALERT_FIELDS, type AlertSignUpData, MAX_EMAIL } from "./fields.ts";
import { validateAlertSignUp } from "./schema.ts";
import { createPendingAlert } from "./store.server.ts";

export interface AlertSubmission {
  status: 200 | 400 | 429 | 500;
  data: AlertSignUpData;
  retryAfterSeconds?: number;
}

export interface AlertSubmitContext {
  db: DB;
  limiter: LeadLimiter;
  clientIp: string;
  /** the trusted origin of the e-mail's links (AppContext.mailOrigin) */
  siteUrl: string;
  brand: string;
  replyTo: string;
  locale: Locale;
  now?: Date;
  log?: (message: string, error: unknown) => void;
}

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

/** One sign-up: rate limit per client address, validation, then the pending alert and its confirmation e-mail. */
export async function submitAlert(form: FormData, ctx: AlertSubmitContext): Promise<AlertSubmission> {
  const M = textFor({ en, ar }, ctx.locale).ALERT_MESSAGES;
  const values = {
    email: (field(form, ALERT_FIELDS.email) ?? "").slice(0, MAX_EMAIL),
    frequency: (field(form, ALERT_FIELDS.frequency) ?? "").slice(0, 20),
  };
  const limit = await ctx.limiter.hit(ctx.clientIp);
  if (!limit.allowed)
    return { status: 429, data: { ok: false, message: M.rateLimited, errors: {}, values }, retryAfterSeconds: limit.retryAfterSeconds };
  const fields = Object.fromEntries(
    [ALERT_FIELDS.email, ALERT_FIELDS.frequency, ALERT_FIELDS.consent, ALERT_FIELDS.category, ALERT_FIELDS.method, ALERT_FIELDS.search].map(
      (k) => [k, field(form, k)],
    ),
  );
  const checked = validateAlertSignUp(fields, ctx.locale);
  if (!checked.ok) return { status: 400, data: { ok: false, message: M.summary, errors: checked.errors, values } };
  try {
    await createPendingAlert(ctx.db, checked.value, { ...ctx, now: ctx.now });
    return { status: 200, data: { ok: true, message: M.sent(checked.value.email) } };
  } catch (error) {
    (ctx.log ?? ((m, e) => console.error(m, e)))("Could not store a search alert", error);
    return { status: 500, data: { ok: false, message: M.failure, errors: {}, values } };
  }
}
