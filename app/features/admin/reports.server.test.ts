import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import type { LeadStatus } from "#app/features/auth/schema.ts";
import { insertAgent, insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { toCsv } from "./csv.ts";
import { getLeadView } from "./lead.server.ts";
import { leadSource, leadsReport, median, readReportPeriod, reportCsvRows, type ReportPeriod } from "./reports.server.ts";

describe("report helpers", () => {
  it("the default period is the last 12 Monday-based Dubai weeks up to today", () => {
    // Thursday 26 Nov 2026, 01:30 in Dubai
    const p = readReportPeriod(new URLSearchParams(""), new Date("2026-11-25T21:30:00Z"));
    expect(p).toEqual({ from: "2026-09-07", to: "2026-11-26", adjusted: null });
  });

  it("a period the wrong way round is swapped, one too long is cut to its last 370 days, bad dates are the default", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(readReportPeriod(new URLSearchParams("from=2026-11-20&to=2026-11-01"), now)).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-20",
      adjusted: expect.stringContaining("swapped"),
    });
    expect(readReportPeriod(new URLSearchParams("from=2020-01-01&to=2026-11-20"), now)).toMatchObject({
      from: "2025-11-16",
      to: "2026-11-20",
      adjusted: expect.stringContaining("370 days"),
    });
    expect(readReportPeriod(new URLSearchParams("from=soon&to=2026-13-45"), now)).toMatchObject({ to: "2026-11-25", adjusted: null });
  });

  it("a lead's source is its listing or project, else the page it was sent from", () => {
    const src = (page: string | undefined, listingId: number | null = null) => leadSource({ listingId, projectId: null, page });
    expect(src("/properties-for-sale/12", null)).toBe("Listing pages");
    expect(src(undefined, 3)).toBe("Listing pages");
    expect(src("/")).toBe("Home page");
    expect(src("/contact?x=1")).toBe("Contact page");
    expect(src("/properties/sale?area=marina")).toBe("Property search");
    expect(src("/blogs/ten-tips")).toBe("Blog and guides");
    expect(src("/about/staff")).toBe("Agent profiles");
    expect(src("/something-else")).toBe("Other pages");
    expect(src(undefined)).toBe("Not recorded");
  });

  it("the median of an even count is the mean of the middle two", () => {
    expect([median([]), median([5]), median([30, 10, 20]), median([10, 20, 31, 41])]).toEqual([null, 5, 20, 26]);
  });
});

describeEachDatabase("leads report", (get) => {
  const period: ReportPeriod = { from: "2026-11-02", to: "2026-11-22", adjusted: null };
  const admin = { userId: 1, role: "admin" as const, agentId: null };

  async function lead(
    db: DB,
    o: {
      at: string;
      agentId: number | null;
      kind?: "enquiry" | "valuation" | "guide" | "newsletter";
      page?: string;
      status?: LeadStatus;
      listingId?: number;
    },
  ) {
    const row = await db
      .insertInto("leads")
      .values({
        kind: o.kind ?? "enquiry",
        name: "Visitor",
        email: `v${Math.random()}@example.com`,
        phone: null,
        payload: JSON.stringify(o.page ? { page: o.page } : {}),
        delivery_state: "sent",
        created_at: o.at,
        updated_at: o.at,
        status: o.status ?? "new",
        agent_id: o.agentId,
        listing_id: o.listingId ?? null,
        project_id: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Agent A: three leads (answered after 30 min, 90 min, 20 min), one won via contacted → viewing → offer → won;
   * Agent B: two leads (one answered after 10 min by a note, one never); one unassigned valuation; and leads
   * outside the period and a newsletter sign-up that never count.
   */
  async function seed() {
    const db = get().db;
    const a = await insertAgent(db, { name: "Amira" });
    const b = await insertAgent(db, { name: "Bilal" });
    const area = await insertArea(db, "Marina");
    const type = await insertPropertyType(db);
    const listing = await insertListing(db, { areaId: area, typeId: type, listingType: "SELL", price: 1_000_000 });
    const step = (leadId: number, at: string, from: LeadStatus, to: LeadStatus) =>
      audit(db, { action: "lead-status", leadId, detail: { from, to }, at: new Date(at) });

    // Monday 2 Nov 2026 09:00 Dubai = 05:00 UTC
    const a1 = await lead(db, { at: "2026-11-02T05:00:00.000Z", agentId: a, listingId: listing, status: "won" });
    await step(a1, "2026-11-02T05:30:00.000Z", "new", "contacted");
    await step(a1, "2026-11-03T05:00:00.000Z", "contacted", "viewing");
    await step(a1, "2026-11-04T05:00:00.000Z", "viewing", "offer");
    await step(a1, "2026-11-05T05:00:00.000Z", "offer", "won");
    const a2 = await lead(db, { at: "2026-11-10T05:00:00.000Z", agentId: a, page: "/contact", status: "lost" });
    await step(a2, "2026-11-10T06:30:00.000Z", "new", "contacted");
    await step(a2, "2026-11-11T06:30:00.000Z", "contacted", "lost");
    const a3 = await lead(db, { at: "2026-11-16T05:00:00.000Z", agentId: a, page: "/contact", status: "contacted" });
    await step(a3, "2026-11-16T05:20:00.000Z", "new", "contacted");
    const b1 = await lead(db, { at: "2026-11-10T08:00:00.000Z", agentId: b, page: "/", kind: "guide" });
    await audit(db, { action: "lead-note", leadId: b1, at: new Date("2026-11-10T08:10:00.000Z") });
    await lead(db, { at: "2026-11-17T08:00:00.000Z", agentId: b, page: "/" });
    // Sunday 22 Nov 23:30 Dubai (19:30 UTC): the period's last day, in the week of 16 Nov
    await lead(db, { at: "2026-11-22T19:30:00.000Z", agentId: null, kind: "valuation", page: "/property-valuation-form" });
    // outside: 23 Nov 00:30 Dubai, 1 Nov 23:00 Dubai; and a newsletter sign-up inside
    await lead(db, { at: "2026-11-22T20:30:00.000Z", agentId: a });
    await lead(db, { at: "2026-11-01T19:00:00.000Z", agentId: a });
    await lead(db, { at: "2026-11-12T05:00:00.000Z", agentId: null, kind: "newsletter" });
    return { a, b, a1 };
  }

  it("counts the period's leads by source, kind, agent and week (Dubai weeks from Monday, empty weeks shown)", async () => {
    const db = get().db;
    const { a, b } = await seed();
    const r = await leadsReport(db, admin, period);
    expect(r.total).toBe(6);
    expect(r.bySource.map((x) => [x.label, x.count])).toEqual([
      ["Contact page", 2],
      ["Home page", 2],
      ["Listing pages", 1],
      ["Valuation pages", 1],
    ]);
    expect(r.byKind.map((x) => [x.label, x.count])).toEqual([
      ["Enquiry", 4],
      ["Guide request", 1],
      ["Valuation", 1],
    ]);
    expect(r.byAgent).toEqual([
      { key: String(a), label: "Amira", count: 3 },
      { key: String(b), label: "Bilal", count: 2 },
      { key: "none", label: "Unassigned", count: 1 },
    ]);
    expect(r.byWeek.map((x) => [x.key, x.count])).toEqual([
      ["2026-11-02", 1],
      ["2026-11-09", 2],
      ["2026-11-16", 3],
    ]);
    expect(r.byWeek[0]?.label).toBe("Week of 2 Nov 2026");
  });

  it("first response: median and share within an hour per agent, unanswered leads counting against the share", async () => {
    const db = get().db;
    await seed();
    const r = await leadsReport(db, admin, period);
    const row = (label: string) => r.response.find((x) => x.label === label);
    expect(row("Amira")).toMatchObject({ leads: 3, answered: 3, medianMinutes: 30, withinHour: 2, withinHourShare: 67 });
    expect(row("Bilal")).toMatchObject({ leads: 2, answered: 1, medianMinutes: 10, withinHour: 1, withinHourShare: 50 });
    expect(row("Unassigned")).toMatchObject({ leads: 1, answered: 0, medianMinutes: null, withinHour: 0, withinHourShare: 0 });
    expect(row("All leads")).toMatchObject({ leads: 6, answered: 4, medianMinutes: 25, withinHour: 3, withinHourShare: 50 });
    expect(r.response.map((x) => x.label)).toEqual(["Amira", "Bilal", "Unassigned", "All leads"]);
  });

  it("the first response is the one the lead page shows, a logged call or WhatsApp message included", async () => {
    const db = get().db;
    const { a1 } = await seed();
    const view = await getLeadView(db, admin, a1);
    const r = await leadsReport(db, { ...admin }, { from: "2026-11-02", to: "2026-11-02", adjusted: null });
    expect(r.response.find((x) => x.key === "all")?.medianMinutes).toBe(view?.responseMinutes);
    // a lead first answered by a WhatsApp message logged 7 minutes in, then a status change
    const called = await lead(db, { at: "2026-11-24T05:00:00.000Z", agentId: null });
    await audit(db, { action: "lead-contact", leadId: called, detail: { channel: "whatsapp" }, at: new Date("2026-11-24T05:07:00.000Z") });
    await audit(db, {
      action: "lead-status",
      leadId: called,
      detail: { from: "new", to: "contacted" },
      at: new Date("2026-11-24T05:30:00.000Z"),
    });
    const calledView = await getLeadView(db, admin, called);
    const c = await leadsReport(db, admin, { from: "2026-11-24", to: "2026-11-24", adjusted: null });
    expect(c.response.find((x) => x.key === "all")?.medianMinutes).toBe(7);
    expect(calledView?.responseMinutes).toBe(7);
  });

  it("conversion: leads in each status now, and how many reached each stage", async () => {
    const db = get().db;
    await seed();
    const r = await leadsReport(db, admin, period);
    expect(r.conversion.map((x) => [x.status, x.now, x.reached, x.reachedShare])).toEqual([
      ["new", 3, 6, 100],
      ["contacted", 1, 3, 50],
      ["viewing", 0, 1, 17],
      ["offer", 0, 1, 17],
      ["won", 1, 1, 17],
      ["lost", 1, 1, 17],
    ]);
  });

  it("an agent sees only the figures of the leads assigned to them; one without a profile sees none", async () => {
    const db = get().db;
    const { a } = await seed();
    const own = await leadsReport(db, { userId: 2, role: "agent", agentId: a }, period);
    expect(own.scope).toBe("own");
    expect(own.total).toBe(3);
    expect(own.byAgent.map((x) => x.label)).toEqual(["Amira"]);
    expect(own.response.map((x) => x.label)).toEqual(["Amira", "All leads"]);
    const none = await leadsReport(db, { userId: 3, role: "agent", agentId: null }, period);
    expect(none).toMatchObject({ scope: "none", total: 0, bySource: [], response: [] });
    expect(none.byWeek).toHaveLength(3);
  });

  it("each table as CSV: a header, the figures, names a spreadsheet would run defused", async () => {
    const db = get().db;
    const { a } = await seed();
    await db.updateTable("agents").set({ name: "=HYPERLINK(1)" }).where("id", "=", a).execute();
    const r = await leadsReport(db, admin, period);
    const [head, ...rows] = reportCsvRows(r, "agents");
    expect(toCsv((head ?? []).map(String), rows)).toBe(
      '"agent","leads","share of leads (%)"\r\n"\'=HYPERLINK(1)","3","50"\r\n"Bilal","2","33"\r\n"Unassigned","1","17"\r\n',
    );
    expect(reportCsvRows(r, "weeks")).toEqual([
      ["week starting (Dubai)", "leads"],
      ["2026-11-02", 1],
      ["2026-11-09", 2],
      ["2026-11-16", 3],
    ]);
    expect(reportCsvRows(r, "response")[1]).toEqual(["=HYPERLINK(1)", 3, 3, 30, 2, 67]);
  });
});
