import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import { type Answerer, API_ANSWERS } from "#app/features/api/endpoints.server.ts";

const skip: RequestHandler = (_req, _res, next) => next();

/**
 * The public API's data endpoints answered from Express directly. React Router
 * would build a Fetch request, match the route table, run the loader through
 * its data strategy and stream the answer back through a web stream, which was
 * ~40 % of an API answer's CPU (docs/performance.md, "The API without React
 * Router, routes known up front…"). The handlers are the ones the route modules call (one module
 * graph: the server is compiled into the React Router build, decision 037). Anything
 * else (a method other than GET or HEAD, a path spelt differently,
 * development, where the build is loaded per request) goes on to React
 * Router's routes, which serve the same answers. CORS preflights never get
 * here: the method guard answers them (server/http-hygiene.ts).
 */
export function apiDirect(
  build: ServerBuild | (() => Promise<ServerBuild>),
  db: DB,
  originOf: (req: Request) => string,
  answers: Readonly<Record<string, Answerer>> = API_ANSWERS,
): RequestHandler {
  // development loads the build per request, and its edited routes answer
  if (typeof build === "function") return skip;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const answer = Object.hasOwn(answers, req.path) ? answers[req.path] : undefined;
    if (!answer) return next();
    let url: string;
    try {
      url = new URL(`${originOf(req)}${req.originalUrl}`).href;
    } catch {
      return next();
    }
    try {
      const { status, headers, body } = await answer({ url, headers: { get: (name) => req.get(name) ?? null } }, db);
      res.status(status).set(headers);
      res.end(body ?? undefined);
    } catch (error) {
      next(error);
    }
  };
}
