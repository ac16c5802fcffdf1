import {
  ENQUIRY_SUCCESS,
  FORM_FAILURE,
  FOOTER_TEXTS,
  GUIDE_FORM_FAILURE,
  GUIDE_FORM_SUCCESS,
  VALUATION_FAILURE,
  VALUATION_SUCCESS,
} from "#app/content/site.ts";
import type { LeadKind } from "./fields.ts";

/** The confirmation each form shows (spec §8 where it gives one). */
export const SUCCESS_MESSAGE: Record<LeadKind, string> = {
  enquiry: ENQUIRY_SUCCESS,
  guide: GUIDE_FORM_SUCCESS,
  valuation: VALUATION_SUCCESS,
  newsletter: FOOTER_TEXTS.newsletterSuccess,
};

/** What a form says when the server could not store the lead. */
export const FAILURE_MESSAGE: Record<LeadKind, string> = {
  enquiry: FORM_FAILURE,
  guide: GUIDE_FORM_FAILURE,
  valuation: VALUATION_FAILURE,
  newsletter: FORM_FAILURE,
};

/** The answer of POST /leads/:kind as the forms read it. */
export type LeadActionData =
  | { ok: true; kind: LeadKind; message: string }
  | { ok: false; kind: LeadKind; message: string; errors: Partial<Record<string, string>>; values: Record<string, string> };
