import { Form, Link, useNavigation } from "react-router";
import type { LeadView } from "../lead.server.ts";
import type { LeadActionResult } from "../lead-actions.server.ts";
import { KIND_LABELS } from "../filters.ts";
import { formatDubaiTime, formatWait } from "../meta.ts";
import { CsrfField } from "./csrf-field.tsx";
import { ReachClient, RelatedLeads } from "./reach-client.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { AgentOptions, StatusOptions } from "./lead-options.tsx";

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  phoneCode: "Dial code",
  country: "Country",
  category: "Category",
  reference: "Reference",
  tab: "Valuation type",
  property: "Community or tower",
  unit: "Unit",
  propertyType: "Property type",
  bedrooms: "Bedrooms",
  size: "Size (sq.ft)",
  preferredTime: "Preferred time",
  message: "Message",
  page: "Sent from",
};

const card = "rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:p-5";

export function LeadPage({
  lead,
  agents,
  reach,
  isAdmin,
  error,
}: {
  lead: LeadView;
  agents: Array<{ id: number; name: string }>;
  reach: { whatsapp: string | null; tel: string | null };
  isAdmin: boolean;
  error: LeadActionResult | null;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin" className="text-navy-700 underline">
          ← All leads
        </Link>
      </p>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl text-ink">{lead.name ?? lead.email}</h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mb-5 text-sm text-muted">
        {KIND_LABELS[lead.kind] ?? lead.kind} received {formatDubaiTime(lead.createdAt)} ·{" "}
        {lead.agentName ? `Agent: ${lead.agentName}` : "Unassigned"} ·{" "}
        {lead.firstResponseAt ? (
          <span>First answered after {formatWait(lead.responseMinutes)}</span>
        ) : (
          <span className="font-medium text-red-800">Not answered yet: waiting {formatWait(lead.responseMinutes)}</span>
        )}
      </p>

      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-5">
          <section className={card} aria-labelledby="fields-title">
            <h2 id="fields-title" className="mb-3 text-lg font-semibold">
              What they sent
            </h2>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
              {Object.entries(lead.fields)
                .filter(([, v]) => v.trim() !== "")
                .map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-sm font-medium text-muted">{FIELD_LABELS[k] ?? k}</dt>
                    <dd className="whitespace-pre-wrap break-words">
                      {k === "email" ? (
                        <a href={`mailto:${v}`} className="text-navy-700 underline">
                          {v}
                        </a>
                      ) : k === "phone" ? (
                        <a href={`tel:${v}`} className="text-navy-700 underline">
                          {v}
                        </a>
                      ) : k === "country" ? (
                        v.toUpperCase()
                      ) : (
                        v
                      )}
                    </dd>
                  </div>
                ))}
              {lead.source ? (
                <div className="contents">
                  <dt className="text-sm font-medium text-muted">Came from</dt>
                  <dd>
                    <a href={lead.source.href} className="text-navy-700 underline">
                      {lead.source.label}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section className={card} aria-labelledby="notes-title">
            <h2 id="notes-title" className="mb-3 text-lg font-semibold">
              Notes
            </h2>
            {/* A new key once the note is saved: the box starts empty again, so a second press cannot save it twice. */}
            <Form method="post" className="mb-4" key={`note-${lead.notes.length}`}>
              <CsrfField />
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note" className="mb-1 block text-sm font-medium">
                New note
              </label>
              <textarea
                id="note"
                name="note"
                rows={3}
                required
                maxLength={4000}
                className="field"
                aria-invalid={error?.field === "note" ? true : undefined}
                aria-describedby={error?.field === "note" ? "note-error" : undefined}
              />
              {error?.field === "note" ? (
                <p id="note-error" className="mt-1 text-sm text-red-800">
                  {error.message}
                </p>
              ) : null}
              <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
                Add note
              </button>
            </Form>
            {lead.notes.length === 0 ? (
              <p className="text-sm text-muted">No notes yet.</p>
            ) : (
              <ul className="grid gap-3" aria-label="Notes">
                {lead.notes.map((n) => (
                  <li key={n.id} className="rounded-lg bg-sand-50 p-3">
                    <p className="whitespace-pre-wrap break-words">{n.body}</p>
                    <p className="mt-1 text-xs text-muted">
                      {n.author ?? "Former user"} · {formatDubaiTime(n.at)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <RelatedLeads related={lead.related} />

          <section className={card} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="mb-3 text-lg font-semibold">
              Timeline
            </h2>
            <ol className="grid gap-2 border-s-2 border-sand-200 ps-4" aria-label="Timeline">
              {lead.timeline.map((t, i) => (
                <li key={i} className="text-sm">
                  <span className="font-medium">{t.text}</span>
                  <span className="text-muted">
                    {" "}
                    · {formatDubaiTime(t.at)}
                    {t.by ? ` · ${t.by}` : ""}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <section className={card} aria-labelledby="emails-title">
            <h2 id="emails-title" className="mb-3 text-lg font-semibold">
              E-mails
            </h2>
            <p className="mb-2 text-sm text-muted">Delivery: {lead.deliveryState}</p>
            <ul className="grid gap-3">
              {lead.emails.map((m) => (
                <li key={m.id} className="text-sm">
                  <p className="font-medium">
                    To {m.recipient} ({m.to}): {m.state}
                  </p>
                  <p className="break-words text-muted">{m.subject}</p>
                  {m.attempts.length ? (
                    <ul className="mt-1 list-disc ps-5 text-muted">
                      {m.attempts.map((a) => (
                        <li key={a.attempt}>
                          Attempt {a.attempt}, {formatDubaiTime(a.at)}: {a.ok ? "accepted" : `failed${a.detail ? ` (${a.detail})` : ""}`}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-muted">No attempt yet.</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>

        {/* Status first on phones: it is what an agent changes most. */}
        <div className="order-first grid content-start gap-5 lg:order-none">
          <ReachClient reach={reach} error={error?.field === "contact" ? error.message : null} />
          <section className={card} aria-labelledby="status-title">
            <h2 id="status-title" className="mb-3 text-lg font-semibold">
              Status
            </h2>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <CsrfField />
              <input type="hidden" name="intent" value="status" />
              <div className="min-w-40 flex-1">
                <label htmlFor="status" className="mb-1 block text-sm font-medium">
                  Move to
                </label>
                <select id="status" name="status" defaultValue={lead.status} key={lead.status} className="field">
                  <StatusOptions />
                </select>
              </div>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                Save status
              </button>
            </Form>
            {error?.field === "status" ? <p className="mt-1 text-sm text-red-800">{error.message}</p> : null}
          </section>

          {isAdmin ? (
            <section className={card} aria-labelledby="assign-title">
              <h2 id="assign-title" className="mb-3 text-lg font-semibold">
                Agent
              </h2>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <CsrfField />
                <input type="hidden" name="intent" value="assign" />
                <div className="min-w-40 flex-1">
                  <label htmlFor="agent" className="mb-1 block text-sm font-medium">
                    Assigned to
                  </label>
                  <select
                    id="agent"
                    name="agent"
                    defaultValue={lead.agentId === null ? "none" : String(lead.agentId)}
                    key={lead.agentId ?? "none"}
                    className="field"
                  >
                    <AgentOptions agents={agents} />
                  </select>
                </div>
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  Assign
                </button>
              </Form>
              {error?.field === "agent" ? <p className="mt-1 text-sm text-red-800">{error.message}</p> : null}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
