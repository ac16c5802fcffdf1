import crypto from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { AppLoadContext, ServerBuild } from "react-router";
import "#app/context.ts";
import type { DB } from "#app/db/db.server.ts";
import { API_CORS } from "#app/features/api/respond.server.ts";
import type { Answerer } from "#app/features/api/endpoints.server.ts";
import { CACHE_POLICIES, STATIC_MAX_AGE } from "#app/utils/cache-control.ts";
import { agencyConfig, trustedOrigin, type ServerEnv } from "#app/utils/env.server.ts";
import { setLogLevel } from "#app/utils/log.server.ts";
import { outboxHealth } from "#app/features/leads/outbox.server.ts";
import { type HealthChecks, healthHandler } from "./health.ts";
import { errorHandler, methodGuard, noStoreOnFailure, readBody } from "./http-hygiene.ts";
import { crossSiteProtection, isHttps, siteOrigin } from "./proxy.ts";
import { mediaRoutes } from "./media.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { apiDirect } from "./api-direct.ts";
import { responseCache } from "./response-cache.ts";
import { wholeBodyCompression } from "./whole-body-compression.ts";

export { MAX_BODY_BYTES } from "./http-hygiene.ts";

export interface AppOptions {
  env: ServerEnv;
  db: DB;
  /** the public pages' reads (a read replica, DATABASE_READ_URL); defaults to `db` */
  readDb?: DB;
  /** the React Router server build, or a function that loads it per request (dev) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development (Vite serves assets) */
  clientDir?: string;
  /** extra middleware mounted before the app (Vite's in development) */
  before?: express.RequestHandler[];
  /** dependencies /healthz reports besides the database (redis, smtp…) */
  health?: HealthChecks;
  dev?: boolean;
  /** the API handlers answered without React Router (server/api-direct.ts; a test counts its calls) */
  apiAnswers?: Readonly<Record<string, Answerer>>;
}

const YEAR = 60 * 60 * 24 * 365;

/** The back office's pages and their `.data` requests: private, and read from the primary database. */
const isBackOffice = (path: string) => /^\/admin(\/|\.data$|$)/.test(path);

export function createApp(options: AppOptions): express.Express {
  const { env, db, dev = false } = options;
  const readDb = options.readDb ?? db;
  /** A public page's read goes to the replica; a write, a lead form and the back office (which must see its own saves) to the primary. */
  const dbFor = (req: Request): DB =>
    readDb !== db && (req.method === "GET" || req.method === "HEAD") && !isBackOffice(req.path) ? readDb : db;
  setLogLevel(env.LOG_LEVEL);
  const agency = agencyConfig(env);
  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names may set the client address, scheme and host (decision 008).
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(noStoreOnFailure);
  app.use((req, res, next) => {
    res.locals.nonce = nextNonce();
    res.locals.origin = siteOrigin(req, env);
    next();
  });
  app.use(securityHeaders(env, dev));
  app.use(methodGuard(API_CORS));
  app.use(compression());
  // An answer sent whole (pages, JSON) is compressed in one call instead of compression's stream.
  app.use(wholeBodyCompression());
  app.use(readBody);

  const database = async () => {
    await db
      .selectFrom("areas")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
  };
  // The lead e-mail backlog is reported, not checked: monitoring alerts on outbox.ok, the site is up either way.
  app.get("/healthz", healthHandler({ database, ...options.health }, { outbox: () => outboxHealth(db) }));

  for (const mw of options.before ?? []) app.use(mw);

  if (options.clientDir) {
    // Vite's hashed files never change: cache them for a year.
    // The build wrote .br and .gz copies beside them (scripts/compress-assets.mjs): send those.
    app.use(
      "/assets",
      expressStaticGzip(path.join(options.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: STATIC_MAX_AGE.hashedAssets * 1000, index: false },
      }),
    );
    // Unhashed public files (favicon, site images, hero video): a day, then revalidate.
    // Every public file has an extension: a page path skips the disk lookup (a stat per page view).
    const publicFiles = express.static(options.clientDir, { maxAge: STATIC_MAX_AGE.publicFiles * 1000, index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }
  // Seeded, imported and uploaded media; a demo image not drawn yet is drawn on demand (server/media.ts).
  app.use("/media", ...mediaRoutes({ mediaDir: env.MEDIA_DIR, db: readDb }));

  // The back office is private: never stored, never indexed, whatever a route says (its .data requests too).
  app.use((req, res, next) => {
    if (!isBackOffice(req.path)) return next();
    res.set({ "Cache-Control": CACHE_POLICIES.noStore, "X-Robots-Tag": "noindex, nofollow" });
    // React Router appends each route's headers: these two stay as set here (and are not doubled).
    const append = res.append.bind(res);
    res.append = ((field: string, value?: string | string[]) =>
      /^(cache-control|x-robots-tag)$/i.test(field) ? res : append(field, value)) as typeof res.append;
    next();
  });

  // Rendered pages and API answers that say they may be shared (see response-cache.ts). Without
  // SITE_URL a page's absolute URLs follow its origin, so the origin is part of the key.
  app.use(
    responseCache({
      maxAgeSeconds: dev ? 0 : env.RESPONSE_CACHE_SECONDS,
      maxBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
      cdnTagHeaders: env.CDN_TAG_HEADERS,
      ...(env.SITE_URL ? {} : { variant: (_req: Request, res: Response) => res.locals.origin as string }),
    }),
  );

  // Form posts: only from this site's own pages (server/proxy.ts).
  app.use(crossSiteProtection(env));

  app.use(apiDirect(options.build, readDb, (req) => siteOrigin(req, env), options.apiAnswers));

  app.all(
    "/{*splat}",
    reactRouterHandler({
      build: options.build,
      mode: dev ? "development" : "production",
      originOf: (req) => siteOrigin(req, env),
      getLoadContext(req, res): AppLoadContext {
        const origin = res.locals.origin as string;
        return {
          db: dbFor(req),
          env,
          agency: origin === agency.siteUrl ? agency : { ...agency, siteUrl: origin },
          mailOrigin: trustedOrigin(env),
          // In development the CSP allows inline scripts and a nonce would only mismatch on hydration.
          nonce: dev ? "" : (res.locals.nonce as string),
          clientIp: req.ip ?? "unknown",
        };
      },
    }),
  );

  app.use(errorHandler);
  return app;
}

/** Browser features the site never uses: nothing embedded in it may ask for them either. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

function securityHeaders(env: ServerEnv, dev: boolean) {
  const mapOrigins = env.MAP_STYLE_URL ? [new URL(env.MAP_STYLE_URL).origin] : [];
  const policy = (https: boolean) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: dev
            ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
            : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", ...mapOrigins],
          fontSrc: ["'self'", "data:"],
          mediaSrc: ["'self'"],
          // A production map style (MAP_STYLE_URL) is read from its provider's origin; the default basemap is ours.
          connectSrc: [...(dev ? ["'self'", "ws:", "wss:"] : ["'self'"]), ...mapOrigins],
          frameSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          manifestSrc: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only where the visitor's connection is https: a trusted X-Forwarded-Proto, or an https SITE_URL.
      strictTransportSecurity: https ? { maxAge: YEAR, includeSubDomains: true } : false,
      // The same answer as frame-ancestors 'none' for browsers that only know this header.
      xFrameOptions: { action: "deny" },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Headers for browsers and plug-ins long gone (Internet Explorer's download prompt and XSS auditor, Flash and
      // Acrobat cross-domain policies): ~90 bytes on every answer for nothing, and a page's first answer must fit
      // the first round trip (~14.6 KB with its headers: see docs/performance.md, "Session 23").
      xXssProtection: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
    });
  const overHttps = policy(true);
  const overHttp = policy(false);
  return (req: Request, res: Response, next: express.NextFunction) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    (isHttps(req, env) ? overHttps : overHttp)(req, res, next);
  };
}

/**
 * A fresh CSP nonce per response: 16 bytes of the operating system's CSPRNG, drawn from a pool read
 * 4 KB at a time. `crypto.randomBytes(16)` per request asked the kernel every time (~4 % of an API
 * answer's CPU, issue 22); the bytes are as unpredictable either way, and each is used once.
 */
const NONCE_BYTES = 16;
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
export function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
