import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { insertArea, insertDeveloper, insertProject } from "#tests/fixtures/directory-rows.ts";
import { getProjectForEdit, listProjectsForAdmin, runProjectAction } from "./admin.server.ts";
import { getProject } from "./queries.server.ts";

function formOf(fields: Record<string, string>, plans: Array<[string, string, string, string]> = []): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const [title, price, size, layout] of plans) {
    f.append("fp-title", title);
    f.append("fp-price", price);
    f.append("fp-size", size);
    f.append("fp-layout", layout);
  }
  return f;
}

describeEachDatabase("projects in the back office", (get) => {
  it("saves every field and the floor plans, audits what changed, and the public page shows it", async () => {
    const { db } = get();
    const me = await signedInStaff(db, "admin");
    const session = { user: me.user } as Parameters<typeof runProjectAction>[1];
    const dev = await insertDeveloper(db, "Emaar");
    const area = await insertArea(db, "Dubai Creek Harbour");
    const id = await insertProject(db, "Creek Vista", dev);
    await db
      .insertInto("floor_plans")
      .values({ project_id: id, position: 0, title: "Old plan", layout: "/media/old.webp", price: 1, size_sqft: 1 })
      .execute();

    const fields = {
      intent: "save",
      name: "Creek Vista Heights",
      regionName: "Creek",
      areaId: String(area),
      developerId: String(dev),
      agentId: "",
      priceFrom: "1850000",
      houseTypes: "Apartment, Townhouse",
      handover: "2028-09",
      bedroomMin: "1",
      bedroomMax: "4",
      sizeMin: "700",
      sizeMax: "3200",
      bathrooms: "2",
      parking: "1",
      totalFloors: "42",
      furnishing: "unfurnished",
      description: "Towers on the creek.",
      ppFirstInstallment: "10",
      ppUnderConstruction: "50",
      ppOnHandover: "40",
      ppPostHandover: "0",
      permitNumber: "PP-77821",
      escrowAccount: "ESC-221",
      launchDate: "2026-10-01",
      status: "ACTIVE",
    };
    const bad = await runProjectAction(testContext(db), session, id, formOf({ ...fields, ppPostHandover: "5" }));
    expect(bad).toMatchObject({
      init: { status: 400 },
      data: { errors: { paymentPlan: "The payment plan must add up to 100% (it adds up to 105%)." } },
    });
    expect((await getProjectForEdit(db, id))?.name).toBe("Creek Vista");

    const ok = (await runProjectAction(
      testContext(db),
      session,
      id,
      formOf(fields, [
        ["Old plan", "1200000", "800", "/media/old.webp"],
        ["3 bedroom", "3100000", "1900", ""],
      ]),
    )) as Response;
    expect([ok.status, ok.headers.get("Location")]).toEqual([303, `/admin/projects/${id}?notice=saved`]);

    const saved = await getProjectForEdit(db, id);
    expect(saved).toMatchObject({
      name: "Creek Vista Heights",
      areaId: area,
      priceFrom: 1_850_000,
      houseTypes: ["Apartment", "Townhouse"],
      handover: "2028-09",
      furnishing: "unfurnished",
      ppFirstInstallment: 10,
      ppPostHandover: 0,
      permitNumber: "PP-77821",
      escrowAccount: "ESC-221",
    });
    expect(saved?.floorPlans).toEqual([
      { title: "Old plan", price: 1_200_000, sizeSqft: 800, layout: "/media/old.webp" },
      { title: "3 bedroom", price: 3_100_000, sizeSqft: 1900, layout: "" },
    ]);
    const page = await getProject(db, id);
    expect(page?.name).toBe("Creek Vista Heights");
    expect(page?.floorPlans.map((p) => p.title)).toEqual(["Old plan", "3 bedroom"]);

    const [entry] = await db.selectFrom("audit_log").select(["action", "detail"]).where("action", "=", "project-updated").execute();
    const changes = (JSON.parse(entry!.detail) as { changes: Record<string, { from: unknown; to: unknown }> }).changes;
    expect(changes.name).toEqual({ from: "Creek Vista", to: "Creek Vista Heights" });
    expect(changes.permitNumber?.to).toBe("PP-77821");
    expect(changes.status).toBeUndefined();
  });

  it("unpublish takes a project off the public site; publish brings it back; unknown references are refused", async () => {
    const { db } = get();
    const me = await signedInStaff(db, "admin");
    const session = { user: me.user } as Parameters<typeof runProjectAction>[1];
    const dev = await insertDeveloper(db, "Nakheel");
    const id = await insertProject(db, "Palm Rise", dev);

    const off = (await runProjectAction(testContext(db), session, id, formOf({ intent: "unpublish" }))) as Response;
    expect(off.headers.get("Location")).toBe(`/admin/projects/${id}?notice=unpublished`);
    expect(await getProject(db, id)).toBeNull();
    await runProjectAction(testContext(db), session, id, formOf({ intent: "publish" }));
    expect(await getProject(db, id)).not.toBeNull();

    const before = (await getProjectForEdit(db, id))!;
    const missing = await runProjectAction(
      testContext(db),
      session,
      id,
      formOf({
        intent: "save",
        name: "Palm Rise",
        houseTypes: "",
        description: "",
        permitNumber: "PP1",
        launchDate: "2026-01-01",
        status: "ACTIVE",
        developerId: "999999",
      }),
    );
    expect(missing).toMatchObject({ init: { status: 400 }, data: { errors: { developerId: "That developer does not exist." } } });
    expect((await getProjectForEdit(db, id))?.developerId).toBe(before.developerId);
    expect(await runProjectAction(testContext(db), session, 987654, formOf({ intent: "publish" }))).toMatchObject({
      init: { status: 404 },
    });

    const list = await listProjectsForAdmin(db, { page: 1, query: "palm" });
    expect(list.rows.map((r) => r.name)).toEqual(["Palm Rise"]);
  });
});
