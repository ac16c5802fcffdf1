import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { passwordProblem } from "./password-policy.ts";

/**
 * The strength check every new password passes (set-password, welcome, reset,
 * `npm run users -- add`): zxcvbn's estimate given what the password must not
 * lean on. Server-only: zxcvbn's dictionaries are megabytes and never reach a
 * browser bundle (password-policy.ts keeps the cheap checks the page may share).
 */
export interface PasswordContext {
  email: string;
  name?: string | null;
  /** the agency's brand (BRAND_NAME) */
  brand: string;
  /** origins of the site (SITE_URL, the mail origin, the page's): their host names */
  siteUrls?: string[];
}

/** zxcvbn's 0–4 score; 3 is "safely unguessable" against an online attack and slow offline hashing. */
export const MIN_SCORE = 3;

/**
 * A password past this length is judged by its first 64 characters: zxcvbn's
 * matching grows fast with length (a 200-character one took seconds), and no
 * weakness it finds needs more to show.
 */
const JUDGED_LENGTH = 64;

const USER_INPUTS_WARNING = "It is built from your name, your e-mail address, the agency's name or the site's address.";

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loads the dictionaries and builds the estimator on first use, once per process. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: { ...en.translations, warnings: { ...en.translations.warnings, userInputs: USER_INPUTS_WARNING } },
      maxLength: JUDGED_LENGTH,
      // bounds the l33t variants tried per password (the default, 100, costs seconds on symbol-heavy input)
      l33tMaxSubstitutions: 10,
    });
  })();
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

function hostWords(url: string): string[] {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return [];
  }
  const labels = host.split(".").filter((l) => l.length >= 3 && l !== "www" && !/^\d+$/.test(l));
  return [host, host.replace(/^www\./, ""), ...labels];
}

/** What the password should not be built from: the person, the agency, the city and the site. */
export function passwordContextWords(ctx: PasswordContext): string[] {
  const email = ctx.email.trim().toLowerCase();
  const local = email.split("@")[0] ?? "";
  const name = (ctx.name ?? "").trim().toLowerCase();
  const brand = ctx.brand.trim().toLowerCase();
  const words = [
    email,
    local,
    ...local.split(/[._+-]+/),
    name,
    name.replace(/\s+/g, ""),
    ...name.split(/\s+/),
    brand,
    brand.replace(/\s+/g, ""),
    ...brand.split(/\s+/),
    "dubai",
    ...(ctx.siteUrls ?? []).flatMap(hostWords),
  ];
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/**
 * Why this new password is refused, in words the person can act on, or null:
 * 12 to 200 characters, not a common password, and a zxcvbn score of at least 3
 * given who is choosing it.
 */
export async function newPasswordProblem(password: string, ctx: PasswordContext): Promise<string | null> {
  const basic = passwordProblem(password);
  if (basic) return basic;
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, passwordContextWords(ctx));
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const advice = suggestions.length ? suggestions.join(" ") : "Add more words that are less common.";
  return ["This password is too easy to guess.", warning, advice].filter(Boolean).join(" ");
}
