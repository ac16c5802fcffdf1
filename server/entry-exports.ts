import type { ServerBuild } from "react-router";
import type * as Entry from "#app/entry.server.tsx";

/**
 * What the build's entry module (app/entry.server.tsx) exports besides React Router's own
 * hooks: the API's handlers, the finished documents, how documents are rendered. Typed from the
 * module itself, so a renamed or reshaped export fails the type check instead of quietly turning
 * a fast path off. Empty in development, where the build is loaded per request.
 */
export function entryExports(build: ServerBuild | (() => Promise<ServerBuild>)): Partial<typeof Entry> {
  return typeof build === "function" ? {} : (build.entry.module as Partial<typeof Entry>);
}
