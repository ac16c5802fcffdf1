import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { LEAD_STATUSES } from "#app/features/auth/schema.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { multiLine } from "#app/features/leads/fields.ts";
import { telHref, whatsappGreeting, whatsappHref } from "./contact-links.ts";
import { addLeadNote, assignLead, changeLeadStatus, logContact, NOTE_MAX } from "./lead.server.ts";

export const LeadIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const notFound = () =>
  data({ message: "There is no such lead, or it is not yours to see." }, { status: 404, headers: ADMIN_HEADERS });

const NoteSchema = z
  .string()
  .transform(multiLine)
  .pipe(z.string().min(1, "Write the note first.").max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`));

export type LeadActionResult = { ok: false; field: "status" | "note" | "agent" | "intent" | "contact"; message: string };
/** A contact logged from the page's script (`via=fetch`): the page opens WhatsApp or the dialer itself. */
export type ContactLogged = { ok: true; logged: "whatsapp" | "call" };

/** One of the lead page's three forms; success redirects back to the page (no-JS friendly). */
export async function runLeadAction(
  context: Pick<AppContext, "db" | "clientIp" | "mailOrigin" | "agency">,
  session: StaffSession,
  leadId: number,
  form: FormData,
) {
  const viewer = { userId: session.user.id, role: session.user.role, agentId: session.user.agent_id };
  const ctx = { viewer, ip: context.clientIp };
  const back = () => redirect(`/admin/leads/${leadId}`, { status: 303, headers: ADMIN_HEADERS });
  const fail = (field: LeadActionResult["field"], message: string, status = 400) =>
    data<LeadActionResult>({ ok: false, field, message }, { status, headers: ADMIN_HEADERS });

  switch (form.get("intent")) {
    case "status": {
      const status = z.enum(LEAD_STATUSES).safeParse(form.get("status"));
      if (!status.success) return fail("status", "Choose a status.");
      if (!(await changeLeadStatus(context.db, ctx, leadId, status.data))) throw notFound();
      return back();
    }
    case "note": {
      const note = NoteSchema.safeParse(form.get("note") ?? "");
      if (!note.success) return fail("note", note.error.issues[0]?.message ?? "Write the note first.");
      if (!(await addLeadNote(context.db, ctx, leadId, note.data))) throw notFound();
      return back();
    }
    case "assign": {
      if (viewer.role !== "admin") throw data({ message: "Only administrators assign leads." }, { status: 403, headers: ADMIN_HEADERS });
      const raw = form.get("agent");
      const agent = raw === "" || raw === "none" ? { success: true as const, data: null } : LeadIdSchema.safeParse(raw);
      if (!agent.success) return fail("agent", "Choose an agent.");
      const outcome = await assignLead(context.db, { ...ctx, mailOrigin: context.mailOrigin }, leadId, agent.data);
      if (outcome === "no-lead") throw notFound();
      if (outcome === "no-agent") return fail("agent", "That agent does not exist.");
      return back();
    }
    case "contact": {
      // One click: the call or WhatsApp message is logged (a new lead becomes contacted), then the browser
      // goes to WhatsApp or the dialer. With JavaScript the page opens those itself and asks for `via=fetch`.
      const channel = z.enum(["whatsapp", "call"]).safeParse(form.get("channel"));
      if (!channel.success) return fail("contact", "Choose WhatsApp or a call.");
      const lead = await logContact(context.db, ctx, leadId, channel.data);
      if (!lead) throw notFound();
      if (form.get("via") === "fetch") return data<ContactLogged>({ ok: true, logged: channel.data }, { headers: ADMIN_HEADERS });
      if (channel.data === "whatsapp") {
        const text = whatsappGreeting({
          clientName: lead.name,
          staffName: session.user.name,
          brand: context.agency.brand,
          kind: lead.kind,
          reference: lead.reference ?? undefined,
        });
        const href = whatsappHref(lead.phone, text);
        if (href) return redirect(href, { status: 303, headers: ADMIN_HEADERS });
        return fail("contact", "This lead left no phone number WhatsApp can open.", 422);
      }
      // a call: back to the lead, whose phone number is a tel: link
      return telHref(lead.phone) ? back() : fail("contact", "This lead left no phone number to call.", 422);
    }
    default:
      return fail("intent", "Unknown action.");
  }
}
