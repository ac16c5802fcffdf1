import crypto from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { createRequestHandler } from "@react-router/express";
import type { AppLoadContext, ServerBuild } from "react-router";
import "#app/context.ts";
import type { DB } from "#app/db/db.server.ts";
import { agencyConfig, type ServerEnv } from "#app/utils/env.server.ts";
import { outboxHealth } from "#app/features/leads/outbox.server.ts";
import { responseCache } from "./response-cache.ts";

export interface AppOptions {
  env: ServerEnv;
  db: DB;
  /** the React Router server build, or a function that loads it per request (dev) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development (Vite serves assets) */
  clientDir?: string;
  /** extra middleware mounted before the app (Vite's in development) */
  before?: express.RequestHandler[];
  dev?: boolean;
}

/** Largest request body accepted: forms are a few KB; this stops abuse early. */
export const MAX_BODY_BYTES = 64 * 1024;

const YEAR = 60 * 60 * 24 * 365;

export function createApp(options: AppOptions): express.Express {
  const { env, db, dev = false } = options;
  const agency = agencyConfig(env);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders(env, dev));
  app.use(compression());
  app.use(limitBodySize);

  app.get("/healthz", async (_req, res) => {
    try {
      await db.selectFrom("areas").select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
      // the lead e-mail backlog: monitoring alerts on outbox.ok (the site itself is up either way)
      const outbox = await outboxHealth(db).catch(() => null);
      res.set("Cache-Control", "no-store").json({ ok: true, outbox });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ ok: false });
    }
  });

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
        serveStatic: { immutable: true, maxAge: YEAR * 1000, index: false },
      }),
    );
    // Unhashed public files (favicon, site images, hero video): a day, then revalidate.
    app.use(express.static(options.clientDir, { maxAge: "1d", index: false }));
  }
  // Seeded and imported media: names are stable per image, so a week is safe.
  app.use("/media", express.static(path.resolve(env.MEDIA_DIR), { maxAge: "7d", index: false, fallthrough: true }));
  app.use("/media", (_req, res) => {
    res.status(404).set("Cache-Control", "public, max-age=60").end();
  });

  // Rendered pages and API answers that say they may be shared (see response-cache.ts).
  app.use(responseCache({ maxAgeSeconds: dev ? 0 : env.RESPONSE_CACHE_SECONDS, maxBytes: env.RESPONSE_CACHE_MB * 1024 * 1024 }));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: dev ? "development" : "production",
      getLoadContext(req, res): AppLoadContext {
        // In development the CSP allows inline scripts and a nonce would only mismatch on hydration.
        return { db, env, agency, nonce: dev ? "" : (res.locals.nonce as string), clientIp: req.ip ?? "unknown" };
      },
    }),
  );

  // Anything thrown outside React Router (a malformed URL, say) gets a plain 400/500, never a stack.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof err === "object" && err && "status" in err && typeof err.status === "number" ? err.status : 500;
    if (status >= 500) console.error(err);
    if (res.headersSent) return;
    res.status(status).type("text/plain").send(status >= 500 ? "Unexpected Application Error!" : "Bad request");
  });
  return app;
}

function securityHeaders(env: ServerEnv, dev: boolean) {
  const https = env.SITE_URL.startsWith("https://");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: YEAR, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

function limitBodySize(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > MAX_BODY_BYTES) {
    res.status(413).set("Cache-Control", "no-store").type("text/plain").send("The form is too large. Please shorten your message.");
    return;
  }
  let seen = 0;
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > MAX_BODY_BYTES) req.destroy();
  });
  next();
}
