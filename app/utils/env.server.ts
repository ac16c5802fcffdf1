import { isIP } from "node:net";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import type { AgencyConfig } from "./agency.ts";
import { type FeedSource, parseFeedSources } from "./feed-sources.ts";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ message: "must be a full URL such as https://instagram.com/agency" }).optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .min(1, "must not be empty")
    .default("data/site.db")
    .refine((v) => !/^(mysql|mariadb|mongodb)/.test(v), "must be a postgres:// URL or a SQLite file path"),
  /**
   * A PostgreSQL read replica for the public pages' reads (GET and HEAD outside /admin); writes, the back
   * office and the lead forms stay on DATABASE_URL, so staff see their own saves at once.
   */
  DATABASE_READ_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must be a postgres:// URL (a read replica of DATABASE_URL)"),
  MEDIA_DIR: z.string().min(1).default("data/media"),
  /** a production tile provider's MapLibre style; unset, the map uses the basemap the site draws itself (/map/style.json) */
  MAP_STYLE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^https$/, message: "must be an https URL of a MapLibre style JSON" }).optional()),
  /** the public origin; unset, absolute URLs follow each request's own origin (see trustProxySetting) */
  SITE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .url({ protocol: /^https?$/, message: "must be the public origin, e.g. https://www.example.ae" })
        .transform((v) => new URL(v).origin)
        .optional(),
    ),
  BRAND_NAME: z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters").default("Sandstone"),
  AGENCY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, "must be a phone number such as +971 4 123 4567")
    .default("+971 4 423 8800"),
  AGENCY_WHATSAPP: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, "must be a phone number such as +971 50 123 4567")
    .default("+971 50 423 8800"),
  // a new listing's reference (issue 39): {type} is S (sale) or R (rent), {n} the listing's number, {n:6} padded to 6 digits
  LISTING_REFERENCE_PATTERN: z
    .string()
    .trim()
    .max(30, "must be at most 30 characters")
    .regex(
      /^(?:[\w.-]|\{type\})*\{n(?::[1-9])?\}(?:[\w.-]|\{type\})*$/,
      "must be letters, digits, . - _, {type} and one {n} or {n:6}, e.g. AGY-{type}-{n:6}",
    )
    .default("AGY-{type}-{n:6}"),
  AGENCY_EMAIL: z.email({ message: "must be an e-mail address" }).default("hello@sandstone.ae"),
  AGENCY_ADDRESS: z.string().trim().min(1).default("Office 2104, Marina Plaza, Dubai Marina, Dubai, UAE"),
  AGENCY_ORN: z
    .string()
    .trim()
    .regex(/^\d{3,8}$/, "must be the RERA ORN digits")
    .default("27311"),
  SOCIAL_INSTAGRAM: optionalUrl,
  SOCIAL_FACEBOOK: optionalUrl,
  SOCIAL_LINKEDIN: optionalUrl,
  SOCIAL_YOUTUBE: optionalUrl,
  SOCIAL_X: optionalUrl,
  SOCIAL_TIKTOK: optionalUrl,
  /** the investment guide's edition year; unset: the current year */
  INVESTMENT_GUIDE_YEAR: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : undefined))
    .pipe(z.number({ message: "must be a year such as 2027" }).int("must be a year such as 2027").min(2000).max(2100).optional()),
  /** smtp(s)://user:pass@host:port — leads are stored and marked undelivered without it */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ message: "must be smtp://user:pass@host:port or smtps://…" }).optional()),
  SMTP_FROM: z.string().optional(),
  /** SMTP connections kept open, and so lead e-mails sent at once */
  SMTP_POOL_SIZE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(20, "must be at most 20")
    .default(3),
  /** seconds of silence from the SMTP server (connect, greeting, any reply) before a send is given up and retried */
  SMTP_TIMEOUT_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(600, "must be at most 600")
    .default(30),
  /** how long an outbox claim lasts without renewal (renewed every third while a send runs); after a crash, a message waits this long */
  OUTBOX_LEASE_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(3, "must be at least 3")
    .max(3600, "must be at most 3600")
    .default(120),
  /** longest wait between two retries of an undeliverable e-mail (retries never stop for a transient failure) */
  OUTBOX_MAX_RETRY_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(86400, "must be at most 86400")
    .default(300),
  /** redis://host:port: rate limits and cache purges are shared by every process and node; in-process without it */
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ message: "must be redis://host:port or rediss://…" }).optional()),
  /** prefix of every Redis key and channel (several sites or environments may share one Redis) */
  REDIS_PREFIX: z.string().trim().min(1).max(60).default("site:"),
  LEADS_NOTIFY_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  /** lead form submissions accepted per client address in 10 minutes */
  LEADS_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(10),
  /**
   * the headers that carry each page's cache tags to a CDN in front: surrogate-key (Fastly), cache-tag
   * (Cloudflare, Akamai), both, or none (the default: without a CDN they only weigh on every answer)
   */
  CDN_TAG_HEADERS: z
    .enum(["none", "surrogate-key", "cache-tag", "both"], { message: "must be none, surrogate-key, cache-tag or both" })
    .default("none"),
  /** saved-search alert sign-ups accepted per client address in 10 minutes (each sends an e-mail to a typed address) */
  ALERTS_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(5),
  /** longest a public page or API answer is kept by the server's shared cache, in seconds; 0 turns it off */
  RESPONSE_CACHE_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(3600, "must be at most 3600")
    .default(600),
  /** memory the server's shared cache may use, in megabytes */
  RESPONSE_CACHE_MB: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(4096, "must be at most 4096")
    .default(64),
  /**
   * seconds a starting worker spends rendering the most-opened pages before its port opens, so the
   * first visitors after a start or deploy are served at warm speed (decision 043); 0 opens at once
   */
  SERVER_WARMUP_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .min(0, "must be 0 or more")
    .max(60, "must be at most 60")
    .default(15),
  /** server processes sharing the port (one per core is the most a machine uses); 1 runs no cluster */
  WEB_CONCURRENCY: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(64, "must be at most 64")
    .default(1),
  /**
   * portal feeds to import on a schedule: NAME=URL (or a bare URL, named by its host and path),
   * separated by spaces or commas; empty = no schedule. The name owns the listings (decision 029).
   */
  FEEDS: z
    .string()
    .optional()
    .transform((v, ctx): FeedSource[] => {
      try {
        return parseFeedSources(v ?? "");
      } catch (error) {
        ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  /** minutes between two pulls of FEEDS */
  FEED_SYNC_MINUTES: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(5, "must be at least 5")
    .max(1440, "must be at most 1440")
    .default(60),
  /** "true" lets feed photos come from loopback/private addresses (a CRM on the intranet); refused by default */
  FEED_PHOTOS_ALLOW_PRIVATE: z
    .enum(["true", "false", ""], { message: "must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
  /** the secret portals put in ?token= to read /feeds/*.xml; without it the feeds answer 404 */
  FEED_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** which proxies may tell the client's address and protocol: see trustProxySetting */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((v, ctx) => {
      const setting = trustProxySetting(v);
      if (typeof setting === "string" && setting.startsWith("!")) {
        ctx.addIssue({ code: "custom", message: setting.slice(1) });
        return z.NEVER;
      }
      return setting as TrustProxy;
    }),
  /** debug adds stack traces to logged errors; info logs one line per failure */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"], { message: "must be debug, info, warn or error" }).default("info"),
});

export type ServerEnv = z.infer<typeof EnvSchema>;

/** What Express's "trust proxy" gets: false, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_TRUE =
  "must say which proxies to trust, not true: true believes the left-most X-Forwarded-For address, which any client writes. " +
  "Write the number of proxies in front of the server (1 behind one nginx or load balancer) or their addresses " +
  "(loopback, 10.0.0.0/8, 192.168.1.5, comma-separated)";

/**
 * TRUST_PROXY as Express's "trust proxy" setting. `true` is refused (it
 * lets any client choose its own address); "!" starts the refusal's reason.
 */
function trustProxySetting(raw: string): TrustProxy | `!${string}` {
  const value = raw.toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return `!${TRUST_PROXY_TRUE}`;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : "!must be a number of proxy hops from 0 to 10, or the proxies' addresses";
  }
  const list = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    return `!must be a number of proxy hops or a comma-separated list of addresses/subnets (loopback, linklocal, uniquelocal, 10.0.0.0/8): ${(error as Error).message}`;
  }
  return list;
}

export class EnvError extends Error {}

/** Parses the environment once at start-up; every bad value is reported by name. */
export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (result.data.DATABASE_READ_URL && !/^postgres(ql)?:\/\//.test(result.data.DATABASE_URL))
    throw new EnvError("Invalid environment:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL to be PostgreSQL");
  return result.data;
}

/** Addresses that mean "every interface": no client can be sent to them. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0", "*"]);

/**
 * The origin of links sent by e-mail or printed by the command line (invitations, password resets,
 * lead notifications): SITE_URL when set, else the address the server listens on (localhost when
 * it listens on every interface). Never a request's Host header, which any client writes.
 */
export function trustedOrigin(env: Pick<ServerEnv, "SITE_URL" | "HOST" | "PORT">): string {
  if (env.SITE_URL) return env.SITE_URL;
  const host = env.HOST.trim().toLowerCase();
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${env.PORT}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${env.PORT}`;
}

/** A platform's home page ("https://www.instagram.com/") is not the agency's profile: such a link is not shown. */
function isProfileUrl(url: string): boolean {
  return new URL(url).pathname.replace(/\/+$/, "") !== "";
}

/** The public details; a social link appears only when its SOCIAL_* variable names the agency's own page (none by default). */
export function agencyConfig(env: ServerEnv): AgencyConfig {
  const social = [
    ["Instagram", env.SOCIAL_INSTAGRAM],
    ["Facebook", env.SOCIAL_FACEBOOK],
    ["LinkedIn", env.SOCIAL_LINKEDIN],
    ["YouTube", env.SOCIAL_YOUTUBE],
    ["X", env.SOCIAL_X],
    ["TikTok", env.SOCIAL_TIKTOK],
  ].flatMap(([label, url]) => (url && isProfileUrl(url) ? [{ label: label as string, url }] : []));
  return {
    brand: env.BRAND_NAME,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    phone: env.AGENCY_PHONE,
    whatsapp: env.AGENCY_WHATSAPP,
    email: env.AGENCY_EMAIL,
    address: env.AGENCY_ADDRESS,
    orn: env.AGENCY_ORN,
    social,
  };
}
