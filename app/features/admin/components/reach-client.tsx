import { useFetcher } from "react-router";
import type { LeadView } from "../lead.server.ts";
import { KIND_LABELS, STATUS_LABELS } from "../filters.ts";
import { formatDubaiTime } from "../meta.ts";
import { CsrfField, useAdminShell } from "./csrf-field.tsx";

const card = "rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:p-5";

/**
 * WhatsApp (with a greeting already typed) and a call, each logged on the lead in the same click.
 * Without JavaScript each is a form: the server logs it, then sends WhatsApp's address (in a new tab)
 * or comes back to the lead. With JavaScript the click opens WhatsApp or the dialer at once and logs it
 * in the background (`via=fetch`), so the page stays where it is and its timeline updates.
 */
export function ReachClient({ reach, error }: { reach: { whatsapp: string | null; tel: string | null }; error: string | null }) {
  const fetcher = useFetcher();
  const { csrf } = useAdminShell();
  const log = (channel: "whatsapp" | "call") =>
    fetcher.submit({ _csrf: csrf, intent: "contact", channel, via: "fetch" }, { method: "post" });
  if (!reach.whatsapp && !reach.tel) {
    return (
      <section className={card} aria-labelledby="reach-title">
        <h2 id="reach-title" className="mb-2 text-lg font-semibold">
          Reach the client
        </h2>
        <p className="text-sm text-muted">No phone number: answer by e-mail.</p>
      </section>
    );
  }
  return (
    <section className={card} aria-labelledby="reach-title">
      <h2 id="reach-title" className="mb-3 text-lg font-semibold">
        Reach the client
      </h2>
      <div className="flex flex-wrap gap-2">
        {reach.whatsapp ? (
          <form
            method="post"
            target="_blank"
            onSubmit={(e) => {
              e.preventDefault();
              window.open(reach.whatsapp ?? "", "_blank", "noopener,noreferrer");
              log("whatsapp");
            }}
          >
            <CsrfField />
            <input type="hidden" name="intent" value="contact" />
            <input type="hidden" name="channel" value="whatsapp" />
            <button type="submit" className="btn bg-[#0b6b3a] text-white hover:bg-[#095a31]">
              WhatsApp
            </button>
          </form>
        ) : null}
        {reach.tel ? (
          <form
            method="post"
            onSubmit={(e) => {
              e.preventDefault();
              log("call");
              window.location.href = reach.tel ?? "";
            }}
          >
            <CsrfField />
            <input type="hidden" name="intent" value="contact" />
            <input type="hidden" name="channel" value="call" />
            <button type="submit" className="btn btn-outline">
              Call
            </button>
          </form>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-muted" role="status">
        {fetcher.state !== "idle" ? "Logging…" : "Each is logged on the lead; a new lead becomes Contacted."}
      </p>
      {error ? <p className="mt-1 text-sm text-red-800">{error}</p> : null}
    </section>
  );
}

/** The same person's other enquiries, linked: one contact, its whole history. */
export function RelatedLeads({ related }: { related: LeadView["related"] }) {
  if (related.length === 0) return null;
  return (
    <section className={card} aria-labelledby="related-title">
      <h2 id="related-title" className="mb-3 text-lg font-semibold">
        Same person: {related.length} other {related.length === 1 ? "enquiry" : "enquiries"}
      </h2>
      <ul className="grid gap-2 text-sm">
        {related.map((r) => (
          <li key={r.id}>
            <a href={`/admin/leads/${r.id}`} className="font-medium text-navy-700 underline">
              {KIND_LABELS[r.kind] ?? r.kind}, {formatDubaiTime(r.createdAt)}
            </a>
            <span className="text-muted">
              {" "}
              · {STATUS_LABELS[r.status]} · {r.agentName ?? "Unassigned"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
