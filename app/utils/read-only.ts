/**
 * The answer of a back-office address that only reads (a download, a poll) to a POST, PUT, PATCH or
 * DELETE (the server lets writes reach /admin; public paths are refused before routing): 405 with `Allow`
 * and a sentence, instead of React Router's "Unexpected Server Error" for a
 * route without an action. Export it as the route's `action`.
 */
export function readOnly(): Response {
  return new Response("This address only answers GET.\n", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}
