import path from "node:path";
import express from "express";
import type { DB } from "#app/db/db.server.ts";
import { CACHE_POLICIES, STATIC_MAX_AGE } from "#app/utils/cache-control.ts";
import { log } from "#app/utils/log.server.ts";
import { createMediaDrawer, mediaInput } from "#database/seed/media-on-demand.ts";

/**
 * /media: seeded, imported and uploaded images from MEDIA_DIR. A demo image not drawn yet (the
 * first minutes after a first `npm start`, decision 035) is drawn while its request waits, then
 * served like any other; anything else missing is a short-lived 404.
 */
export function mediaRoutes(options: { mediaDir: string; db: DB }): express.RequestHandler[] {
  const mediaDir = path.resolve(options.mediaDir);
  // Names are stable per image, so a week is safe. Dotfiles (a drawing's temporary file) are never served.
  const serve = express.static(mediaDir, { maxAge: STATIC_MAX_AGE.media * 1000, index: false, fallthrough: true, dotfiles: "ignore" });
  const draw = createMediaDrawer({ outDir: mediaDir, input: () => mediaInput(options.db) });
  const missing: express.RequestHandler = (_req, res) => {
    res.status(404).set("Cache-Control", CACHE_POLICIES.missingFile).end();
  };
  const drawOnDemand: express.RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      return next();
    }
    draw(relative).then(
      (drawn) => (drawn ? serve(req, res, next) : next()),
      (error: unknown) => {
        log.warn(`Could not draw /media/${relative}`, error);
        next();
      },
    );
  };
  return [serve, drawOnDemand, missing];
}
