import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { answer, post, get, signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { insertAgent } from "#tests/fixtures/directory-rows.ts";
import { storeLead } from "#app/features/leads/service.server.ts";
import { validateLead } from "#app/features/leads/schemas.ts";
import { whatsappGreeting, whatsappHref, telHref } from "#app/features/admin/contact-links.ts";
import { getLeadView } from "#app/features/admin/lead.server.ts";
import { action, loader } from "./lead.tsx";
import { LEAD_STORE_CONFIG } from "#tests/fixtures/lead-store.ts";

const config = LEAD_STORE_CONFIG;

function enquiry(name: string, email: string, phone: string, reference = "") {
  const r = validateLead("enquiry", { name, email, phone, category: "Residential Sales", reference, message: "Still available?" });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.lead;
}

describe("reaching a client", () => {
  it("WhatsApp opens on the international number with a greeting that says who, from where and about what", () => {
    const text = whatsappGreeting({
      clientName: "Layla Haddad",
      staffName: "Sara Khan",
      brand: "Sandstone Estates",
      kind: "enquiry",
      reference: "SS-S-1042",
    });
    expect(text).toBe("Hello Layla, this is Sara from Sandstone Estates, about your enquiry about SS-S-1042.");
    expect(whatsappHref("+971 50 123 4567", text)).toBe(`https://wa.me/971501234567?text=${encodeURIComponent(text)}`);
    expect(telHref("+971501234567")).toBe("tel:+971501234567");
    expect(whatsappHref("12", "x")).toBeNull();
    expect(whatsappHref(null, "x")).toBeNull();
    expect(whatsappGreeting({ clientName: null, staffName: "Omar", brand: "Sandstone", kind: "valuation" })).toBe(
      "Hello, this is Omar from Sandstone, about your valuation request.",
    );
  });
});

describeEachDatabase("working a lead: contact log, the same person's history, assignment mail", (get_) => {
  const leadPath = (id: number) => `/admin/leads/${id}`;
  const run = (request: Request, id: number) =>
    answer(() => action({ request, params: { id: String(id) }, context: testContext(get_().db) } as never));
  const open = (request: Request, id: number) =>
    answer(() => loader({ request, params: { id: String(id) }, context: testContext(get_().db), url: new URL(request.url) } as never));

  async function setup() {
    const db = get_().db;
    const agentA = await insertAgent(db, { name: "Agent A" });
    const agentB = await insertAgent(db, { name: "Agent B" });
    const admin = await signedInStaff(db, "admin");
    const agent = await signedInStaff(db, "agent", { agentId: agentA });
    const other = await signedInStaff(db, "agent", { agentId: agentB });
    const first = await storeLead(db, enquiry("Layla Haddad", "Layla@Example.com", "+971501234567"), {
      ...config,
      now: new Date("2026-11-20T08:00:00Z"),
    });
    const again = await storeLead(db, enquiry("Layla H", "layla@example.com", "+971509999999"), {
      ...config,
      now: new Date("2026-11-22T08:00:00Z"),
    });
    const byPhone = await storeLead(db, enquiry("L. Haddad", "other@example.com", "+971501234567"), {
      ...config,
      now: new Date("2026-11-23T08:00:00Z"),
    });
    const stranger = await storeLead(db, enquiry("Someone Else", "else@example.com", "+971505555555"), config);
    return { agentA, agentB, admin, agent, other, ids: [first.id, again.id, byPhone.id, stranger.id] as number[] };
  }

  it("WhatsApp in one click: logged, the lead becomes contacted and answered, the browser goes to wa.me with the greeting", async () => {
    const { agent, ids } = await setup();
    const id = ids[0] as number;
    const res = await run(post(leadPath(id), { _csrf: agent.csrf, intent: "contact", channel: "whatsapp" }, agent.cookie), id);
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^https:\/\/wa\.me\/971501234567\?text=Hello%20Layla%2C%20this%20is%20agent%20from%20/);
    const view = await getLeadView(get_().db, { userId: agent.user.id, role: "agent", agentId: agent.user.agent_id }, id);
    expect(view?.status).toBe("contacted");
    expect(view?.firstResponseAt).not.toBeNull();
    expect(view?.timeline.map((t) => t.text)).toEqual(expect.arrayContaining(["WhatsApp message opened", "Status: New → Contacted"]));
  });

  it("a call logged from the page's script answers data and stays; a bad channel is a 400; the page offers both links", async () => {
    const { admin, ids } = await setup();
    const id = ids[1] as number;
    const logged = await run(post(leadPath(id), { _csrf: admin.csrf, intent: "contact", channel: "call", via: "fetch" }, admin.cookie), id);
    expect(logged).toMatchObject({ status: 200, data: { ok: true, logged: "call" } });
    const bad = await run(post(leadPath(id), { _csrf: admin.csrf, intent: "contact", channel: "pigeon" }, admin.cookie), id);
    expect(bad.status).toBe(400);
    const page = await open(get(leadPath(id), admin.cookie), id);
    const data = page.data as { reach: { whatsapp: string; tel: string }; lead: { timeline: Array<{ text: string }> } };
    expect(data.reach.tel).toBe("tel:+971509999999");
    expect(data.reach.whatsapp).toMatch(/^https:\/\/wa\.me\/971509999999\?text=/);
    expect(data.lead.timeline.map((t) => t.text)).toContain("Call logged");
  });

  it("signed out, the contact is not logged; another agent's lead is a 404; without CSRF a 403", async () => {
    const { agent, other, ids } = await setup();
    const db = get_().db;
    const id = ids[0] as number;
    await db.updateTable("leads").set({ agent_id: other.user.agent_id }).where("id", "=", id).execute();
    const signedOut = await run(post(leadPath(id), { intent: "contact", channel: "call" }), id);
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toMatch(/^\/admin\/sign-in/);
    const notTheirs = await run(post(leadPath(id), { _csrf: agent.csrf, intent: "contact", channel: "call" }, agent.cookie), id);
    expect(notTheirs.status).toBe(404);
    const noToken = await run(post(leadPath(id), { intent: "contact", channel: "call" }, other.cookie), id);
    expect(noToken.status).toBe(403);
    const contacts = await db.selectFrom("audit_log").select("id").where("action", "=", "lead-contact").execute();
    expect(contacts).toHaveLength(0);
  });

  it("a lead lists the same person's other enquiries by e-mail (any case) or phone, never a stranger's", async () => {
    const { admin, ids } = await setup();
    const view = await getLeadView(get_().db, { userId: admin.user.id, role: "admin", agentId: null }, ids[0] as number);
    expect(view?.related.map((r) => r.id)).toEqual([ids[2], ids[1]]);
  });

  it("an admin's assignment e-mails the agent a link to the lead", async () => {
    const { admin, agentB, ids } = await setup();
    const db = get_().db;
    const id = ids[3] as number;
    const res = await run(post(leadPath(id), { _csrf: admin.csrf, intent: "assign", agent: String(agentB) }, admin.cookie), id);
    expect(res.status).toBe(303);
    const mail = await db
      .selectFrom("lead_emails")
      .select(["to_address", "subject", "body"])
      .where("lead_id", "=", id)
      .where("recipient", "=", "agent")
      .executeTakeFirstOrThrow();
    const email = (await db.selectFrom("agents").select("email").where("id", "=", agentB).executeTakeFirstOrThrow()).email;
    expect(mail.to_address).toBe(email);
    expect(mail.subject).toBe(`Lead ${id} assigned to you: Enquiry from Someone Else`);
    expect(mail.body).toContain(`http://admin.test/admin/leads/${id}`);
  });
});
