import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { type Locale, localePath, useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { SUCCESS_MESSAGES, type LeadActionData } from "../messages.ts";
import { formFields, type FieldCheck, type FieldErrors, type LeadKind } from "../fields.ts";
import { LEAD_ACTION, PAGE_FIELD, SENT_PARAM, safeSitePath } from "../submit-target.ts";
import type { StatusTone } from "./form-controls.tsx";

export type FailedSubmission = Extract<LeadActionData, { ok: false }>;

export interface LeadFormOptions {
  /** the form's schema check, its messages in the page's language, run before posting (the server checks again); it may load first */
  validate: (fields: Record<string, string>, locale: Locale) => FieldCheck | Promise<FieldCheck>;
  /** a failed no-JS submission re-rendered by the server */
  initial?: FailedSubmission;
  onSuccess?: () => void;
  /** where a success is confirmed; the form's own region by default */
  announce?: (message: string) => void;
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const el of Array.from(form.elements)) {
    const name = el.getAttribute("name");
    if (name && errors[name] && el instanceof HTMLElement) {
      el.focus();
      return;
    }
  }
}

/**
 * A lead form's behaviour: instant validation with the shared schema, posting
 * through a fetcher, field messages from the server, and a fresh form after
 * success. Without JavaScript the same markup posts and the server answers.
 * On an Arabic page the form posts to /ar/leads/:kind, so the server answers
 * (and writes the visitor's e-mail) in Arabic.
 */
export function useLeadForm(kind: LeadKind, options: LeadFormOptions) {
  const locale = useLocale();
  const { FORM_ERROR_SUMMARY } = textFor({ en, ar }, locale);
  const action = localePath(LEAD_ACTION[kind], locale);
  const fetcher = useFetcher<LeadActionData>();
  const [params] = useSearchParams();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(options.initial?.errors ?? {});
  const [status, setStatus] = useState<{ tone: StatusTone; text: string } | null>(() => {
    if (options.initial) return { tone: "error", text: options.initial.message };
    if (params.get(SENT_PARAM) === kind && !options.announce) return { tone: "success", text: SUCCESS_MESSAGES[locale][kind] };
    return null;
  });
  const [generation, setGeneration] = useState(0);
  const handled = useRef<LeadActionData | undefined>(undefined);
  const { onSuccess, announce } = options;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setErrors({});
      setGeneration((g) => g + 1); // a new form element: every field back to empty
      if (announce) {
        setStatus(null);
        announce(result.message);
      } else {
        setStatus({ tone: "success", text: result.message });
        requestAnimationFrame(() => statusRef.current?.focus());
      }
      onSuccess?.();
    } else {
      setErrors(result.errors);
      setStatus({ tone: "error", text: result.message });
      if (formRef.current && Object.keys(result.errors).length) focusFirstInvalid(formRef.current, result.errors);
    }
  }, [fetcher.state, fetcher.data, announce, onSuccess]);

  // Checked first (a check may load its schema on first use, see newsletter-signup.tsx), then posted
  // through the fetcher; without JavaScript the form posts itself and the server checks.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void Promise.resolve(options.validate(formFields(new FormData(form)), locale)).then((check) => {
      if (!check.ok) {
        setErrors(check.errors);
        setStatus({ tone: "error", text: FORM_ERROR_SUMMARY });
        focusFirstInvalid(form, check.errors);
        return;
      }
      setErrors({});
      setStatus(null);
      void fetcher.submit(form, { method: "post", action });
    });
  }

  // On the no-JS correction page the form keeps the page it was first sent from.
  const page =
    safeSitePath(options.initial?.values[PAGE_FIELD]) ??
    (() => {
      const search = new URLSearchParams(location.search);
      search.delete(SENT_PARAM);
      const q = search.toString();
      return `${location.pathname}${q ? `?${q}` : ""}`;
    })();

  return {
    Form: fetcher.Form,
    formProps: { ref: formRef, method: "post" as const, action, noValidate: true, onSubmit },
    formKey: generation,
    errors,
    status,
    statusRef,
    busy: fetcher.state !== "idle",
    page,
    values: options.initial?.values ?? {},
  };
}
