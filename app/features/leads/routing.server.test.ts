import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { createStaffUser } from "#app/features/auth/users.server.ts";
import { insertAgent, insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { storeLead } from "./service.server.ts";
import { validateLead } from "./schemas.ts";
import { chooseAgent, listRouting, responseTarget, saveResponseTarget, saveRouting, type RotationAgent } from "./routing.server.ts";
import { LEAD_STORE_CONFIG } from "#tests/fixtures/lead-store.ts";

const config = LEAD_STORE_CONFIG;

function lead(kind: "enquiry" | "valuation", fields: Record<string, string>) {
  const base = { name: "Visitor", email: "visitor@example.com", phone: "+971501234567" };
  const r = validateLead(kind, kind === "enquiry" ? { ...base, category: "Residential Sales", ...fields } : { ...base, ...fields });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.lead;
}

describe("the rotation's choice", () => {
  const a = (agentId: number, lastAssignedAt: string | null, areas: string[] = [], languages: string[] = ["English"]): RotationAgent => ({
    agentId,
    email: `${agentId}@x.test`,
    areas,
    languages,
    lastAssignedAt,
  });

  it("gives the lead to whoever waited longest, never-assigned first, ties by profile id", () => {
    expect(chooseAgent([a(3, "2026-11-20T10:00:00Z"), a(2, "2026-11-20T09:00:00Z")], { areaSlug: null, language: null })?.agentId).toBe(2);
    expect(chooseAgent([a(3, "2026-11-20T10:00:00Z"), a(5, null), a(4, null)], { areaSlug: null, language: null })?.agentId).toBe(4);
    expect(chooseAgent([], { areaSlug: null, language: null })).toBeNull();
  });

  it("prefers agents who cover the area or speak the language, else anyone in the rotation", () => {
    const team = [a(1, null), a(2, "2026-11-20T09:00:00Z", ["dubai-marina"]), a(3, "2026-11-21T09:00:00Z", [], ["Arabic", "English"])];
    expect(chooseAgent(team, { areaSlug: "dubai-marina", language: null })?.agentId).toBe(2);
    expect(chooseAgent(team, { areaSlug: null, language: "Arabic" })?.agentId).toBe(3);
    expect(chooseAgent(team, { areaSlug: "dubai-marina", language: "Arabic" })?.agentId).toBe(2);
    expect(chooseAgent(team, { areaSlug: "palm-jumeirah", language: "French" })?.agentId).toBe(1);
  });
});

describeEachDatabase("lead routing", (get) => {
  async function team() {
    const db = get().db;
    const english = await insertAgent(db, { name: "Nadia English", languages: JSON.stringify(["English"]) });
    const arabic = await insertAgent(db, { name: "Omar Arabic", languages: JSON.stringify(["Arabic", "English"]) });
    const noAccount = await insertAgent(db, { name: "No Account", languages: JSON.stringify(["Arabic"]) });
    await createStaffUser(db, { email: "nadia@staff.test", name: "Nadia", role: "agent", agentId: english });
    await createStaffUser(db, { email: "omar@staff.test", name: "Omar", role: "agent", agentId: arabic });
    const marina = await insertArea(db, "Dubai Marina");
    const marinaSlug = (await db.selectFrom("areas").select("slug").where("id", "=", marina).executeTakeFirstOrThrow()).slug;
    return { english, arabic, noAccount, marina, marinaSlug };
  }
  const ownerOf = async (id: number | null) =>
    (
      await get()
        .db.selectFrom("leads")
        .select("agent_id")
        .where("id", "=", id as number)
        .executeTakeFirstOrThrow()
    ).agent_id;

  it("without a rotation a lead nobody owns stays unassigned", async () => {
    await team();
    const stored = await storeLead(get().db, lead("enquiry", { message: "Hello" }), config);
    expect(await ownerOf(stored.id)).toBeNull();
  });

  it("round robin among the rotation's agents who can sign in; the agent is e-mailed a link to the lead", async () => {
    const db = get().db;
    const t = await team();
    for (const id of [t.english, t.arabic, t.noAccount]) expect(await saveRouting(db, id, true, [])).toBe(true);
    const owners = [];
    for (let i = 0; i < 4; i++) {
      const stored = await storeLead(db, lead("enquiry", { message: `Lead ${i}` }), {
        ...config,
        now: new Date(Date.UTC(2026, 10, 23, 8, i)),
      });
      owners.push(await ownerOf(stored.id));
    }
    // the profile without an active account never gets one
    expect(owners).toEqual([t.english, t.arabic, t.english, t.arabic]);
    const mail = await db
      .selectFrom("lead_emails")
      .select(["to_address", "subject", "body", "lead_id"])
      .where("recipient", "=", "agent")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const email = (await db.selectFrom("agents").select("email").where("id", "=", t.english).executeTakeFirstOrThrow()).email;
    expect(mail.to_address).toBe(email);
    expect(mail.subject).toMatch(/^Assigned to you: New enquiry/);
    expect(mail.body).toContain(`https://agency.test/admin/leads/${mail.lead_id}`);
  });

  it("an Arabic message goes to an Arabic speaker; a valuation in Dubai Marina to the agent covering it", async () => {
    const db = get().db;
    const t = await team();
    await saveRouting(db, t.english, true, [t.marinaSlug, "no-such-area"]);
    await saveRouting(db, t.arabic, true, []);
    const arabic = await storeLead(db, lead("enquiry", { message: "أبحث عن شقة بغرفتين في دبي مارينا" }), config);
    expect(await ownerOf(arabic.id)).toBe(t.arabic);
    // Omar just had one, but the valuation names Nadia's area
    const valuation = await storeLead(db, lead("valuation", { property: "Marina Gate 1, Dubai Marina", tab: "Sales" }), config);
    expect(await ownerOf(valuation.id)).toBe(t.english);
    const fromAreaPage = await storeLead(db, lead("enquiry", { message: "Hi" }), { ...config, page: `/areas/${t.marina}` });
    expect(await ownerOf(fromAreaPage.id)).toBe(t.english);
    // unknown area slugs were dropped when saved
    expect((await listRouting(db)).find((r) => r.agentId === t.english)).toMatchObject({
      takesLeads: true,
      areas: [t.marinaSlug],
      canSignIn: true,
    });
    expect((await listRouting(db)).find((r) => r.agentId === t.noAccount)).toMatchObject({ takesLeads: false, canSignIn: false });
  });

  it("an enquiry about a listing stays with the listing's agent whatever the rotation", async () => {
    const db = get().db;
    const t = await team();
    await saveRouting(db, t.arabic, true, []);
    const area = await insertArea(db, "Palm");
    const listing = await insertListing(db, { areaId: area, typeId: await insertPropertyType(db), listingType: "SELL", price: 2_000_000 });
    await db.updateTable("listings").set({ agent_id: t.english }).where("id", "=", listing).execute();
    const ref = (await db.selectFrom("listings").select("reference").where("id", "=", listing).executeTakeFirstOrThrow()).reference;
    const stored = await storeLead(db, lead("enquiry", { reference: ref, message: "أريد زيارة" }), config);
    expect(await ownerOf(stored.id)).toBe(t.english);
  });

  it("the response target defaults to an hour and keeps what an admin sets", async () => {
    const db = get().db;
    expect(await responseTarget(db)).toBe(60);
    await saveResponseTarget(db, 15);
    expect(await responseTarget(db)).toBe(15);
    await saveResponseTarget(db, 120);
    expect(await responseTarget(db)).toBe(120);
  });
});
