import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { insertAgent, insertArea, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { signedInStaff } from "#app/features/auth/testing.server.ts";
import { permitProblem } from "#app/utils/emirates.ts";
import { getEditableListing, publishProblems, saveListing, viewerOf } from "./queries.server.ts";
import { validateListingForm } from "./validation.server.ts";

/**
 * One permit gate (issue 40: one listings store): the editor applies the emirate's rule the feed
 * importer applies (app/utils/emirates.ts). An Abu Dhabi listing imported with its 14-digit ADREC
 * permit could not be saved in the editor ("6 to 12 digits"); a Dubai listing may not carry one.
 */
async function world(db: DB, emirate: string) {
  const areaId = await insertArea(db, `${emirate} Heights`);
  await db.updateTable("areas").set({ emirate }).where("id", "=", areaId).execute();
  const typeId = await insertPropertyType(db);
  const agentId = await insertAgent(db, { name: "Licensed Agent" });
  await db.updateTable("agents").set({ brn: "40123" }).where("id", "=", agentId).execute();
  const admin = viewerOf((await signedInStaff(db, "admin")).user);
  return { areaId, typeId, agentId, admin };
}

function input(w: { areaId: number; typeId: number; agentId: number }, permit: string) {
  const checked = validateListingForm({
    title: "Two-bed with a view",
    listing_type: "SELL",
    property_type_id: String(w.typeId),
    location: `${w.areaId}||`,
    price: "2,400,000",
    permit_number: permit,
    agent_id: String(w.agentId),
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.input;
}

describeEachDatabase("the permit gate the editor shares with the importer", (getDb) => {
  it("a 14-digit ADREC permit saves and publishes in Abu Dhabi, and is refused in Dubai", async () => {
    const db = getDb().db;
    const abuDhabi = await world(db, "Abu Dhabi");
    const saved = await saveListing(db, abuDhabi.admin, null, input(abuDhabi, "20251234567890"));
    expect(saved.ok ? [] : saved.errors).toEqual([]);
    if (!saved.ok) return;
    const listing = await getEditableListing(db, abuDhabi.admin, saved.id);
    expect(listing?.emirate).toBe("Abu Dhabi");
    expect(listing ? publishProblems(listing) : { missing: true }).toEqual({});

    const dubai = await world(db, "Dubai");
    const refused = await saveListing(db, dubai.admin, null, input(dubai, "20251234567890"));
    expect(refused.ok ? {} : refused.errors).toEqual({ permit_number: "A Trakheesi (DLD/RERA) permit number is 6 to 12 digits." });
    const fine = await saveListing(db, dubai.admin, null, input(dubai, "7123456789"));
    expect(fine.ok).toBe(true);
  });

  it("a listing in an emirate whose permits cannot be checked is kept, but never published", async () => {
    const db = getDb().db;
    const sharjah = await world(db, "Sharjah");
    const saved = await saveListing(db, sharjah.admin, null, input(sharjah, "123456"));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const listing = await getEditableListing(db, sharjah.admin, saved.id);
    expect(listing ? publishProblems(listing).permit_number : "").toMatch(/^Permits of listings in Sharjah cannot be checked here yet/);
  });

  it("says what is missing in the emirate's own terms", () => {
    expect(permitProblem("", "Dubai")).toBe("Add the listing's advertising permit number (Trakheesi (DLD/RERA), 6 to 12 digits).");
    expect(permitProblem("12345678901234", "Abu Dhabi")).toBeNull();
    expect(permitProblem("123", "Abu Dhabi")).toBe("An ADREC permit number is 6 to 16 digits.");
  });
});
