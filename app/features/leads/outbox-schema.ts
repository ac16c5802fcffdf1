// The outbox's tables (lead_emails, lead_email_attempts) are typed in app/db/tables/leads.ts.
export type { EmailRecipient, EmailState, LeadEmail, LeadEmailAttempt } from "#app/db/tables/leads.ts";

/** What a one-time link's e-mail body becomes once the link has gone out (or never can): the outbox keeps no working link. */
export const ONE_TIME_BODY_REMOVED = "(removed after sending: it carried a one-time link)";
