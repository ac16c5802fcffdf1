import { isRouteErrorResponse, Link } from "react-router";
import { ERROR_TITLE, NOT_FOUND_TITLE } from "#app/components/layout/layout-text.ts";

const helpfulLinks = [
  { to: "/properties/buy", label: "Properties for sale" },
  { to: "/properties/rent", label: "Properties to rent" },
  { to: "/off-plan-properties", label: "Off-plan projects" },
  { to: "/contact", label: "Contact us" },
];

/** The message a loader's data failure carries (utils/data-failure.server.ts), if the error is one. */
export function dataFailureMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status < 500) return undefined;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" ? body.message : undefined;
}

/**
 * The designed 404 and 500 pages. Never shows a stack trace. A page whose
 * data could not be read is titled with the spec's text for it ('Couldn't fetch data!').
 */
export function ErrorPage({ status, message, title: failure }: { status: number; message?: string; title?: string }) {
  const notFound = status === 404;
  const title = failure ?? (notFound ? NOT_FOUND_TITLE : ERROR_TITLE);
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <title>{notFound ? `Page not found` : title}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{notFound ? "Error 404" : `Error ${status}`}</p>
      <h1 className="mt-4 max-w-2xl text-4xl font-semibold text-navy-900 md:text-5xl">{title}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">
        {message ??
          (notFound
            ? "The page you are looking for has moved, sold or never existed. These are good places to continue:"
            : "Something went wrong on our side. Please try again in a moment, or continue browsing:")}
      </p>
      <nav aria-label="Helpful links" className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Back to home
        </Link>
        {helpfulLinks.map((l) => (
          <Link key={l.to} to={l.to} className="btn btn-outline text-navy-900">
            {l.label}
          </Link>
        ))}
      </nav>
    </main>
  );
}
