import { z } from "zod";
import { blankToUndefined, filterQuery, isoDay, readLenient } from "#app/utils/url-filters.ts";

/**
 * The audit log as staff read it: each stored action and its details become a sentence
 * ("Sara Khan changed the price of AGY-S-00123 from 1,850,000 to 1,790,000"). Plain module:
 * the page renders it and the tests read it without a database.
 */

export const AUDIT_GROUPS = ["sign-ins", "users", "leads", "listings", "content", "feeds"] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];

export const AUDIT_GROUP_LABELS: Record<AuditGroup, string> = {
  "sign-ins": "Sign-ins and passwords",
  users: "Users",
  leads: "Leads",
  listings: "Listings",
  content: "Content",
  feeds: "Feeds",
};

/**
 * An action's group, by its name: exact names first, then prefixes, so an action added later
 * ("listing-archived", "feed-run-started") lands in its group without a change here.
 */
const GROUP_EXACT: Record<string, AuditGroup> = {
  "two-factor-reset": "users",
  "invitation-resent": "users",
  "role-changed": "users",
  "subscriber-removed": "leads",
  "search-alert-stopped": "leads",
  "routing-changed": "leads",
  "leads-exported": "leads",
};
const GROUP_PREFIXES: ReadonlyArray<readonly [string, AuditGroup]> = [
  ["sign-", "sign-ins"],
  ["two-factor-", "sign-ins"],
  ["password-", "sign-ins"],
  ["recovery-codes-", "sign-ins"],
  ["user-", "users"],
  ["invitation-", "users"],
  ["lead-", "leads"],
  ["leads-", "leads"],
  ["listing-", "listings"],
  ["listings-", "listings"],
  ["photo-", "listings"],
  ["blog-", "content"],
  ["project-", "content"],
  ["area-", "content"],
  ["developer-", "content"],
  ["agent-", "content"],
  ["page-", "content"],
  ["media-", "content"],
  ["feed-", "feeds"],
  ["feeds-", "feeds"],
];

export function auditGroupOf(action: string): AuditGroup | null {
  return GROUP_EXACT[action] ?? GROUP_PREFIXES.find(([p]) => action.startsWith(p))?.[1] ?? null;
}

/** The SQL filter of a group: these exact names, or names starting with these prefixes (minus the exact names of other groups). */
export function auditGroupMatch(group: AuditGroup): { exact: string[]; prefixes: string[]; except: string[] } {
  const exact = Object.entries(GROUP_EXACT)
    .filter(([, g]) => g === group)
    .map(([a]) => a);
  const prefixes = GROUP_PREFIXES.filter(([, g]) => g === group).map(([p]) => p);
  const except = Object.entries(GROUP_EXACT)
    .filter(([a, g]) => g !== group && prefixes.some((p) => a.startsWith(p)))
    .map(([a]) => a);
  return { exact, prefixes, except };
}

// ---------------------------------------------------------------------------------------------
// Filters (GET form: bookmarkable, works without JavaScript)

const day = isoDay;

export const AuditFilterSchema = z.object({
  /** a staff user's id */
  person: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .optional(),
  ),
  group: z.preprocess(blankToUndefined, z.enum(AUDIT_GROUPS).optional()),
  from: day,
  to: day,
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type AuditFilters = z.output<typeof AuditFilterSchema>;

/** Bad values are dropped, not answered with an error: the log shows what it can. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return readLenient(AuditFilterSchema, params);
}

/** The filters as a query string, with `extra` (the page) on top; "" when nothing is set. */
export function auditQuery(filters: AuditFilters, extra: { page?: number } = {}): string {
  return filterQuery({ ...filters, page: extra.page && extra.page > 1 ? extra.page : undefined });
}

// ---------------------------------------------------------------------------------------------
// Sentences

export interface AuditFacts {
  action: string;
  /** the staff member who acted (their name), when known */
  userName: string | null;
  /** the address concerned (the typed one for a failed sign-in) */
  actor: string | null;
  leadId: number | null;
  detail: Record<string, unknown>;
}

export interface AuditSentence {
  text: string;
  /** further lines: one per changed field when there are several, or facts the sentence has no words for */
  more: string[];
  /** the thing acted on, when it has a back-office page */
  link: { href: string; label: string } | null;
}

const STATUS_WORDS: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  viewing: "Viewing",
  offer: "Offer",
  won: "Won",
  lost: "Lost",
  // listings and projects: HELD is unpublished, INACTIVE archived (listings) or off the site (projects)
  ACTIVE: "on the site",
  INACTIVE: "off the site",
  HELD: "held back",
};

/** 1850000 → "1,850,000" (no Intl: server and browser write the same). */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [int = "", frac] = Math.abs(n).toString().split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${frac ? `.${frac}` : ""}`;
}

/** "closingPrice" / "permit_number" → "closing price" / "permit number" */
export function fieldWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.replace(/\bid\b/, "ID").replace(/\burl\b/, "URL");
}

const MAX_TEXT = 80;

/** One value as a person reads it: numbers grouped, empties named, long text cut, nested values as key: value. */
export function valueWords(value: unknown, key = ""): string {
  if (value === null || value === undefined || value === "") return "empty";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return groupDigits(value);
  if (typeof value === "string") {
    if (key === "status" && value in STATUS_WORDS) return STATUS_WORDS[value]!;
    if (/^-?\d{4,}$/.test(value) && /price|amount|rent|fee|charge|size/i.test(key)) return groupDigits(Number(value));
    const text = value.replace(/\s+/g, " ").trim();
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  }
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map((v) => valueWords(v, key)).join(", ");
  if (typeof value === "object") return pairs(value as Record<string, unknown>, false).join(", ") || "empty";
  return String(value);
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  Boolean(v) && typeof v === "object" && !Array.isArray(v) && "from" in (v as object) && "to" in (v as object);

/** key: value, for the facts a sentence has no words for (never raw JSON). */
function pairs(detail: Record<string, unknown>, line = true): string[] {
  const name = (k: string) => (line ? capital(fieldWords(k)) : fieldWords(k));
  return Object.entries(detail)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (isChange(v) ? changeWords(k, v) : `${name(k)}: ${valueWords(v, k)}`));
}

const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The editors log a long text's change as "(text)" → "(text)": it reads "Description changed". */
const opaque = (c: { from: unknown; to: unknown }) => c.from === "(text)" && c.to === "(text)";

function changeWords(key: string, c: { from: unknown; to: unknown }): string {
  if (opaque(c)) return `${capital(fieldWords(key))} changed`;
  return `${capital(fieldWords(key))} from ${valueWords(c.from, key)} to ${valueWords(c.to, key)}`;
}

/** Field → {from, to} pairs: under `changes`, or at the top level (the listing editor's shape). */
function changesOf(detail: Record<string, unknown>): Array<[string, { from: unknown; to: unknown }]> {
  const nested = detail.changes;
  const source = nested && typeof nested === "object" && !Array.isArray(nested) ? (nested as Record<string, unknown>) : detail;
  return Object.entries(source).filter((e): e is [string, { from: unknown; to: unknown }] => isChange(e[1]));
}

/** Keys that name the thing acted on, not a fact about the action. */
const NAMING_KEYS = new Set([
  "reference",
  "ref",
  "title",
  "name",
  "id",
  "listingId",
  "projectId",
  "postId",
  "entity",
  "changes",
  "summary",
]);

const ENTITY_WORDS: Record<string, string> = {
  listing: "listing",
  listings: "listing",
  blog: "blog post",
  project: "project",
  area: "area",
  areas: "area",
  developer: "developer",
  developers: "developer",
  agent: "agent profile",
  agents: "agent profile",
  photo: "photo",
  feed: "feed",
  page: "page",
  media: "file",
};

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);

/** "listing AGY-S-00123", "blog post “Ten tips”", "project Marina Gate" */
function subjectOf(entityKey: string, d: Record<string, unknown>): string {
  const noun = ENTITY_WORDS[str(d.entity) ?? entityKey] ?? fieldWords(entityKey);
  const label = str(d.reference) ?? str(d.ref) ?? str(d.title) ?? str(d.name);
  const id = num(d.listingId) ?? num(d.projectId) ?? num(d.postId) ?? num(d.id);
  if (label) return noun === "blog post" ? `${noun} “${label}”` : `${noun} ${label}`;
  return id ? `${noun} ${id}` : noun;
}

function linkOf(entityKey: string, d: Record<string, unknown>, leadId: number | null): AuditSentence["link"] {
  if (leadId) return { href: `/admin/leads/${leadId}`, label: `Open lead ${leadId}` };
  const entity = str(d.entity) ?? entityKey;
  const id = num(d.listingId) ?? num(d.projectId) ?? num(d.postId) ?? num(d.id);
  if (!id) return null;
  if (entity === "listing") return { href: `/admin/listings/${id}`, label: `Open listing ${str(d.reference) ?? id}` };
  if (entity === "project") return { href: `/admin/projects/${id}`, label: `Open project ${id}` };
  if (entity === "blog") return { href: `/admin/blog/${id}`, label: `Open blog post ${id}` };
  if (["areas", "developers", "agents", "area", "developer", "agent"].includes(entity)) {
    const kind = entity.endsWith("s") ? entity : `${entity}s`;
    return { href: `/admin/directory/${kind}/${id}`, label: `Open ${ENTITY_WORDS[entity] ?? entity} ${id}` };
  }
  return null;
}

/** past tense of an action's verb part: "archived", "photo-deleted" → "deleted a photo of" is not guessed; */
const VERB_WORDS: Record<string, string> = {
  created: "created",
  updated: "changed",
  edited: "changed",
  deleted: "deleted",
  removed: "removed",
  archived: "archived",
  "photo-deleted": "deleted a photo of",
  restored: "restored",
  published: "published",
  unpublished: "unpublished",
  withdrawn: "withdrew",
  imported: "imported",
  exported: "exported",
  uploaded: "uploaded",
  saved: "saved",
};

/**
 * The generic sentence for "<thing>-<verb>" actions (listing, blog, project, directory and any added
 * later): field changes as "from … to …", a reason and a closing price in brackets, anything else as
 * key: value lines.
 */
function genericSentence(who: string, f: AuditFacts): AuditSentence {
  const d = f.detail;
  const [entityKey = f.action, ...rest] = f.action.split("-");
  const verbKey = rest.join("-");
  const subject = subjectOf(entityKey, d);
  // a deleted thing has no page left to open
  const link = verbKey === "deleted" ? null : linkOf(entityKey, d, f.leadId);
  const changes = changesOf(d);
  const changeKeys = new Set(changes.map(([k]) => k));
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d)) if (!NAMING_KEYS.has(k) && !changeKeys.has(k) && v !== null && v !== "") extra[k] = v;

  // a reason and a closing price read as "(Sold, 2,100,000 AED)"
  const bracket: string[] = [];
  if (str(extra.reason)) bracket.push(capital(valueWords(extra.reason, "reason")));
  for (const k of ["closingPrice", "closing_price", "price"]) {
    if (extra[k] !== undefined && extra[k] !== null && extra[k] !== "" && !isChange(extra[k])) {
      bracket.push(`${valueWords(extra[k], "price")} AED`);
      delete extra[k];
    }
  }
  delete extra.reason;
  const tail = bracket.length ? ` (${bracket.join(", ")})` : "";

  if (changes.length === 1 && (verbKey === "updated" || verbKey === "edited" || verbKey === "saved" || verbKey === "")) {
    const [key, c] = changes[0]!;
    if (opaque(c)) return { text: `${who} changed the ${fieldWords(key)} of ${subject}${tail}`, more: pairs(extra), link };
    return {
      text: `${who} changed the ${fieldWords(key)} of ${subject} from ${valueWords(c.from, key)} to ${valueWords(c.to, key)}${tail}`,
      more: pairs(extra),
      link,
    };
  }
  // a new thing's fields are its values; a publish or archive says the status change itself
  const shown = ["published", "unpublished", "archived", "restored"].includes(verbKey) ? changes.filter(([k]) => k !== "status") : changes;
  const changeLines = shown.map(([k, c]) =>
    verbKey === "created" ? `${capital(fieldWords(k))}: ${valueWords(c.to, k)}` : changeWords(k, c),
  );
  const verb = VERB_WORDS[verbKey];
  if (!verb) {
    // a verb we have no word for: the action's own words, then the thing if it is named
    const named = subject !== (ENTITY_WORDS[str(d.entity) ?? entityKey] ?? fieldWords(entityKey));
    return {
      text: `${who}: ${f.action.replace(/-/g, " ")}${named ? `, ${subject}` : ""}${tail}`,
      more: [...changeLines, ...pairs(extra)],
      link,
    };
  }
  if (verbKey === "updated" && changes.length === 0 && Object.keys(extra).length === 0) {
    return { text: `${who} saved ${subject} without changes`, more: [], link };
  }
  return {
    text: `${who} ${verb} ${subject}${tail}${shown.length > 1 && verbKey !== "created" ? `: ${shown.length} changes` : ""}`,
    more: [...changeLines, ...pairs(extra)],
    link,
  };
}

const status = (v: unknown) => {
  const s = str(v);
  return s ? (STATUS_WORDS[s] ?? s) : "?";
};

/** The sentence of one audit entry. Unknown actions and odd details fall back to key: value lines, never raw JSON. */
export function auditSentence(f: AuditFacts): AuditSentence {
  const who = f.userName ?? f.actor ?? "Someone";
  const d = f.detail;
  const target = f.actor ?? "an unknown address";
  const leadLink = f.leadId ? { href: `/admin/leads/${f.leadId}`, label: `Open lead ${f.leadId}` } : null;
  const lead = f.leadId ? `lead ${f.leadId}` : "a lead";
  const simple = (text: string, more: string[] = []): AuditSentence => ({ text, more, link: leadLink });
  switch (f.action) {
    case "sign-in":
      return simple(d.secondFactor === "pending" ? `${who} entered their password (two-step code still to come)` : `${who} signed in`);
    case "sign-in-failed":
      return simple(`Failed sign-in as ${target}`);
    case "sign-in-locked":
      return simple(`Sign-in refused for ${target}: too many attempts`);
    case "sign-out":
      return simple(`${who} signed out`);
    case "sign-out-everywhere":
      return simple(`${who} signed out on every device`);
    case "two-factor-enabled":
      return simple(`${who} turned on two-step sign-in`);
    case "two-factor-failed":
      return simple(`${who} entered a wrong two-step code`);
    case "two-factor-reset":
      return simple(`${who} reset the two-step sign-in of ${target}`, pairs(d));
    case "password-set":
      return simple(d.via === "invite" ? `${who} accepted the invitation and set a password` : `${who} set a new password`);
    case "password-reset-requested":
      return simple(`A password reset was requested for ${target}`);
    case "password-changed":
      return simple(`${who} changed their password`);
    case "recovery-codes-renewed":
      return simple(`${who} made new recovery codes`);
    case "user-invited":
      return simple(`${who} invited ${target}${str(d.role) ? ` as ${str(d.role)}` : ""}`, pairs(omit(d, ["role", "agentId"])));
    case "invitation-resent":
      return simple(`${who} sent the invitation to ${target} again`, pairs(d));
    case "user-created":
      return simple(`${who} created the account of ${target}`, pairs(d));
    case "user-disabled":
      return simple(`${who} disabled the account of ${target}`, pairs(d));
    case "user-enabled":
      return simple(`${who} enabled the account of ${target} again`, pairs(d));
    case "role-changed":
      return simple(`${who} changed the role of ${target} from ${valueWords(d.from)} to ${valueWords(d.to)}`);
    case "lead-status":
      return simple(`${who} moved ${lead} from ${status(d.from)} to ${status(d.to)}`);
    case "lead-assigned":
      return simple(
        d.to === null || d.to === undefined
          ? `${who} unassigned ${lead}`
          : `${who} assigned ${lead} to ${str(d.agent) ?? `agent ${valueWords(d.to)}`}`,
      );
    case "lead-note":
      return simple(`${who} added a note to ${lead}`);
    case "lead-contact":
      return simple(
        d.channel === "whatsapp"
          ? `${who} logged a WhatsApp message on ${lead}`
          : d.channel === "call"
            ? `${who} logged a call on ${lead}`
            : `${who} logged a contact on ${lead}`,
        pairs(omit(d, ["channel"])),
      );
    case "routing-changed":
      return simple(`${who} changed how leads are assigned`, pairs(d));
    case "leads-exported": {
      const rows = typeof d.rows === "number" ? d.rows : null;
      const filter = d.filter && typeof d.filter === "object" ? (d.filter as Record<string, unknown>) : {};
      const more = pairs(filter);
      return simple(
        `${who} exported ${rows === null ? "leads" : `${groupDigits(rows)} lead${rows === 1 ? "" : "s"}`} to CSV${more.length ? " (filtered)" : ""}`,
        more,
      );
    }
    case "subscriber-removed":
      return simple(`${who} removed the subscriber ${target}`);
    case "search-alert-stopped":
      return simple(`${who} stopped the search alerts of ${target}`);
    case "blog-created":
    case "blog-updated": {
      const changed = Array.isArray(d.changed) ? d.changed.filter((x): x is string => typeof x === "string" && x !== "created") : [];
      const state = str(d.state);
      const from = str(d.from);
      const link = linkOf("blog", d, null);
      const subject = subjectOf("blog", d);
      const more = [
        ...(from && state && from !== state ? [`State from ${from} to ${state}`] : []),
        ...(str(d.publishAt) ? [`Publish at: ${str(d.publishAt)}`] : []),
      ];
      if (f.action === "blog-created") return { text: `${who} created ${subject}${state ? ` (${state})` : ""}`, more, link };
      return {
        text: changed.length ? `${who} changed the ${changed.map(fieldWords).join(", ")} of ${subject}` : `${who} saved ${subject}`,
        more,
        link,
      };
    }
    default:
      break;
  }
  if (f.action.includes("-")) return genericSentence(who, f);
  return { text: `${who}: ${f.action}`, more: pairs(d), link: leadLink };
}

function omit(d: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(d).filter(([k]) => !keys.includes(k)));
}
