import {
  ENQUIRY_SUCCESS,
  FORM_FAILURE,
  FOOTER_TEXTS,
  GUIDE_FORM_FAILURE,
  GUIDE_FORM_SUCCESS,
  VALUATION_FAILURE,
  VALUATION_SUCCESS,
} from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import type { Locale } from "#app/i18n/locale.ts";
import type { LeadKind } from "./fields.ts";

type SiteTexts = Pick<
  typeof ar,
  | "ENQUIRY_SUCCESS"
  | "FORM_FAILURE"
  | "FOOTER_TEXTS"
  | "GUIDE_FORM_FAILURE"
  | "GUIDE_FORM_SUCCESS"
  | "VALUATION_FAILURE"
  | "VALUATION_SUCCESS"
>;
const arabic: SiteTexts = {
  ENQUIRY_SUCCESS: ar.ENQUIRY_SUCCESS,
  FORM_FAILURE: ar.FORM_FAILURE,
  FOOTER_TEXTS: ar.FOOTER_TEXTS,
  GUIDE_FORM_FAILURE: ar.GUIDE_FORM_FAILURE,
  GUIDE_FORM_SUCCESS: ar.GUIDE_FORM_SUCCESS,
  VALUATION_FAILURE: ar.VALUATION_FAILURE,
  VALUATION_SUCCESS: ar.VALUATION_SUCCESS,
};
const en: SiteTexts = {
  ENQUIRY_SUCCESS,
  FORM_FAILURE,
  FOOTER_TEXTS,
  GUIDE_FORM_FAILURE,
  GUIDE_FORM_SUCCESS,
  VALUATION_FAILURE,
  VALUATION_SUCCESS,
};

/** The confirmation each form shows (spec §8 where it gives one), in the site's words of that language. */
const successMessages = (t: SiteTexts): Record<LeadKind, string> => ({
  enquiry: t.ENQUIRY_SUCCESS,
  guide: t.GUIDE_FORM_SUCCESS,
  valuation: t.VALUATION_SUCCESS,
  newsletter: t.FOOTER_TEXTS.newsletterSuccess,
});

/** What a form says when the server could not store the lead. */
const failureMessages = (t: SiteTexts): Record<LeadKind, string> => ({
  enquiry: t.FORM_FAILURE,
  guide: t.GUIDE_FORM_FAILURE,
  valuation: t.VALUATION_FAILURE,
  newsletter: t.FORM_FAILURE,
});

export const SUCCESS_MESSAGES: Record<Locale, Record<LeadKind, string>> = { en: successMessages(en), ar: successMessages(arabic) };
export const FAILURE_MESSAGES: Record<Locale, Record<LeadKind, string>> = { en: failureMessages(en), ar: failureMessages(arabic) };

/** The English ones (the spec's wording). */
export const SUCCESS_MESSAGE = SUCCESS_MESSAGES.en;
export const FAILURE_MESSAGE = FAILURE_MESSAGES.en;

/** The answer of POST /leads/:kind as the forms read it. */
export type LeadActionData =
  | { ok: true; kind: LeadKind; message: string }
  | { ok: false; kind: LeadKind; message: string; errors: Partial<Record<string, string>>; values: Record<string, string> };
