/**
 * How documents are rendered, and the finished text of each (app/entry.server.tsx renders them,
 * server/react-router-handler.ts sends them). One module the entry and the server both import:
 * the server is compiled into the React Router build (decision 037), so there is one copy of it.
 */

/**
 * In production one synchronous pass to a string (`renderString` in the entry), else React's
 * stream renderer, as development renders. `streamed` counts the documents the stream rendered
 * while `onePass` was on (a render the pass could not finish); `server/document-render.test.ts`
 * turns `onePass` off to compare the two renderers' bytes.
 */
export const documentRendering = { onePass: !import.meta.env.DEV, streamed: 0 };

/**
 * Each finished document by the Response that carries it, so the server can send the string it
 * already holds instead of reading it back out of the Response's web stream. In production the
 * Response has no body of its own (building one encoded the whole document into a stream nobody
 * read); development's keeps it. An entry goes with its Response.
 */
const documents = new WeakMap<Response, string | Buffer>();

export function keepDocument(response: Response, html: string | Buffer): void {
  documents.set(response, html);
}

/** The document of a Response the entry made, if it made it: its text, or in production its UTF-8 bytes. */
export function renderedDocument(response: Response): string | Buffer | undefined {
  return documents.get(response);
}
