import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { createStaffUser } from "#app/features/auth/users.server.ts";
import { insertAgent, insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { storeLead } from "#app/features/leads/service.server.ts";
import { validateLead } from "#app/features/leads/schemas.ts";
import { csvCell } from "./csv.ts";
import { formatWait } from "./meta.ts";
import { countNewLeads, deskFigures, dubaiDayStarts, listDeskLeads, type Viewer } from "./desk.server.ts";
import { readDeskFilters } from "./filters.ts";
import { addLeadNote, assignLead, changeLeadStatus, getLeadView } from "./lead.server.ts";
import { LEAD_STORE_CONFIG } from "#tests/fixtures/lead-store.ts";

const config = LEAD_STORE_CONFIG;

function enquiry(name: string, reference = "") {
  const r = validateLead("enquiry", {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    phone: "+971501234567",
    category: "Residential Sales",
    reference,
    message: "Is it still available?",
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.lead;
}

describe("desk helpers", () => {
  it("a wait reads as staff say it", () => {
    expect([0, 45, 60, 134, 1440, 1560, 2 * 1440 + 120].map(formatWait)).toEqual([
      "0 min",
      "45 min",
      "1 h",
      "2 h 14 min",
      "1 day",
      "1 day 2 h",
      "2 days 2 h",
    ]);
  });

  it("CSV cells that a spreadsheet would run as formulas are defused", () => {
    expect(
      ["=1+1", "+971 50 123 4567", "-2", "@SUM(A1)", "\tx", "\rx", "plain", 'say "hi"', "+A1", "-1+cmd|' /C calc'!A0"].map(csvCell),
    ).toEqual([
      `"'=1+1"`,
      // a phone number or a number is no formula: a CRM import must get it as it is (issue 39)
      `"+971 50 123 4567"`,
      `"-2"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
      `"plain"`,
      `"say ""hi"""`,
      `"'+A1"`,
      `"'-1+cmd|' /C calc'!A0"`,
    ]);
  });

  it("reads filters from the URL and drops bad values", () => {
    expect(readDeskFilters(new URLSearchParams("kind=enquiry&status=won&agent=none&from=2026-11-01&q=%20marina%20&page=2"))).toEqual({
      kind: "enquiry",
      status: "won",
      agent: "none",
      from: "2026-11-01",
      q: "marina",
      page: 2,
    });
    expect(readDeskFilters(new URLSearchParams("kind=spam&status=maybe&agent=-1&from=yesterday&page=0"))).toEqual({ page: 1 });
  });

  it("Dubai's day and Monday-based week start at 20:00 UTC the evening before", () => {
    const { day, week } = dubaiDayStarts(new Date("2026-11-25T21:30:00Z")); // Thursday 01:30 in Dubai
    expect(day.toISOString()).toBe("2026-11-25T20:00:00.000Z");
    expect(week.toISOString()).toBe("2026-11-22T20:00:00.000Z");
  });
});

describeEachDatabase("leads desk", (get) => {
  let agentA = 0;
  let agentB = 0;
  let listingRef = "";
  const admin = (): Viewer => ({ userId: 1, role: "admin", agentId: null });
  const agent = (agentId: number): Viewer => ({ userId: 2, role: "agent", agentId });

  // every test starts on an empty database (describeEachDatabase): each sets up its own rows
  const setup = async () => {
    const db = get().db;
    agentA = await insertAgent(db, { name: "Agent A" });
    agentB = await insertAgent(db, { name: "Agent B" });
    const area = await insertArea(db, "Marina");
    const type = await insertPropertyType(db);
    const listing = await insertListing(db, { areaId: area, typeId: type, listingType: "SELL", price: 1_000_000 });
    await db.updateTable("listings").set({ agent_id: agentA }).where("id", "=", listing).execute();
    listingRef = (await db.selectFrom("listings").select("reference").where("id", "=", listing).executeTakeFirstOrThrow()).reference;
    await createStaffUser(db, { email: "admin@staff.test", name: "Admin", role: "admin" });
    await createStaffUser(db, { email: "agent@staff.test", name: "Agent A user", role: "agent", agentId: agentA });
  };

  /** The desk's three leads: one from agent A's listing (08:00), one unassigned (09:00), one given to agent B (10:00). */
  const routedLead = () => storeLead(get().db, enquiry("Routed Visitor", listingRef), { ...config, now: new Date("2026-11-23T08:00:00Z") });
  const freeLead = () => storeLead(get().db, enquiry("Free Visitor"), { ...config, now: new Date("2026-11-23T09:00:00Z") });
  const othersLead = async () => {
    const other = await storeLead(get().db, enquiry("Other Visitor"), { ...config, now: new Date("2026-11-23T10:00:00Z") });
    await assignLead(get().db, { viewer: admin(), ip: "1" }, other.id as number, agentB);
    return other;
  };

  it("an enquiry from a listing is assigned to its agent, whose e-mail gets the notification too", async () => {
    await setup();
    const db = get().db;
    const { id } = await routedLead();
    const row = await db
      .selectFrom("leads")
      .select(["agent_id", "listing_id", "status"])
      .where("id", "=", id as number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ agent_id: agentA, status: "new" });
    expect(row.listing_id).not.toBeNull();
    const mails = await db
      .selectFrom("lead_emails")
      .select(["recipient", "to_address"])
      .where("lead_id", "=", id as number)
      .orderBy("recipient")
      .execute();
    const agentEmail = (await db.selectFrom("agents").select("email").where("id", "=", agentA).executeTakeFirstOrThrow()).email;
    expect(mails).toEqual([
      { recipient: "agency", to_address: "leads@agency.test" },
      { recipient: "agent", to_address: agentEmail },
      { recipient: "visitor", to_address: "routed.visitor@example.com" },
    ]);
    const view = await getLeadView(db, agent(agentA), id as number);
    expect(view?.source?.label).toContain(listingRef);
    expect(view?.fields.message).toBe("Is it still available?");
  });

  it("agents list their own and unassigned leads; admins all; newest first with filters", async () => {
    await setup();
    const db = get().db;
    await routedLead();
    const unassigned = await freeLead();
    const other = await othersLead();

    const mine = await listDeskLeads(db, agent(agentA), readDeskFilters(new URLSearchParams()));
    expect(mine.rows.map((r) => r.name)).toEqual(["Free Visitor", "Routed Visitor"]);
    const all = await listDeskLeads(db, admin(), readDeskFilters(new URLSearchParams()));
    expect(all.rows.map((r) => r.name)).toEqual(["Other Visitor", "Free Visitor", "Routed Visitor"]);
    expect((await listDeskLeads(db, admin(), readDeskFilters(new URLSearchParams("agent=none")))).rows.map((r) => r.id)).toEqual([
      unassigned.id,
    ]);
    expect((await listDeskLeads(db, admin(), readDeskFilters(new URLSearchParams("q=OTHER")))).rows.map((r) => r.id)).toEqual([other.id]);
    expect((await listDeskLeads(db, admin(), readDeskFilters(new URLSearchParams("q=100%25")))).rows).toEqual([]);
    // 10:00 UTC is 14:00 in Dubai on the 23rd; the "to" day is inclusive.
    expect((await listDeskLeads(db, admin(), readDeskFilters(new URLSearchParams("from=2026-11-23&to=2026-11-23")))).rows).toHaveLength(3);
    expect((await listDeskLeads(db, admin(), readDeskFilters(new URLSearchParams("to=2026-11-22")))).rows).toHaveLength(0);
  });

  it("status changes and notes are kept with who and when, and show on the timeline; figures follow", async () => {
    await setup();
    const db = get().db;
    await routedLead();
    await freeLead();
    await othersLead();
    const users = await db.selectFrom("staff_users").select(["id", "email"]).execute();
    const agentUser = users.find((u) => u.email === "agent@staff.test")?.id ?? 0;
    const viewer: Viewer = { userId: agentUser, role: "agent", agentId: agentA };
    const lead = (await listDeskLeads(db, viewer, readDeskFilters(new URLSearchParams("q=Routed")))).rows[0]?.id ?? 0;
    // the header's count: new leads this agent may work (their own and unassigned), not another agent's
    expect(await countNewLeads(db, viewer)).toBe(2);
    const before = await deskFigures(db, viewer, new Date("2026-11-23T12:00:00Z"));
    expect(before.oldestUncontacted?.id).toBe(lead);

    expect(await changeLeadStatus(db, { viewer, ip: "1", now: new Date("2026-11-23T11:00:00Z") }, lead, "contacted")).toBe(true);
    expect(await addLeadNote(db, { viewer, ip: "1", now: new Date("2026-11-23T11:05:00Z") }, lead, "Called, viewing on Friday")).toBe(true);
    // the same note pressed again (or its form resent) a minute later is kept once (issue 39)
    expect(await addLeadNote(db, { viewer, ip: "1", now: new Date("2026-11-23T11:06:00Z") }, lead, "Called, viewing on Friday")).toBe(true);
    const view = await getLeadView(db, viewer, lead);
    expect(view?.status).toBe("contacted");
    // answered by the status change at 11:00 (the response time shown on the lead)
    expect(view?.firstResponseAt).toBe("2026-11-23T11:00:00.000Z");
    expect(view?.responseMinutes).toBe(Math.floor((Date.parse("2026-11-23T11:00:00Z") - Date.parse(view?.createdAt ?? "")) / 60_000));
    expect(view?.notes).toEqual([
      { id: expect.any(Number), body: "Called, viewing on Friday", at: "2026-11-23T11:05:00.000Z", author: "Agent A user" },
    ]);
    expect(view?.timeline.map((t) => [t.text, t.by])).toEqual([
      ["Enquiry received", null],
      ["Status: New → Contacted", "Agent A user"],
      ["Note added", "Agent A user"],
    ]);
    expect(await countNewLeads(db, viewer)).toBe(1);
    const after = await deskFigures(db, viewer, new Date("2026-11-23T12:00:00Z"));
    expect(after.oldestUncontacted?.name).toBe("Free Visitor");
    expect(after.newToday).toBe(2);
    expect(after.byKind).toEqual([{ kind: "enquiry", count: 2 }]);
  });
});
