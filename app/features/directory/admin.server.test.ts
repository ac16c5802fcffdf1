import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { insertAgent, insertArea, insertDeveloper } from "#tests/fixtures/directory-rows.ts";
import { getDirectoryEntry, listDirectoryForAdmin, runDirectoryAction } from "./admin.server.ts";
import { getArea, listAgents } from "./queries.server.ts";

function formOf(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describeEachDatabase("areas, developers and agents in the back office", (get) => {
  it("an area's description is edited, shown on its public page and audited", async () => {
    const { db } = get();
    const me = await signedInStaff(db, "admin");
    const session = { user: me.user } as Parameters<typeof runDirectoryAction>[1];
    const area = await insertArea(db, "Jumeirah Village Circle", "/media/areas/jvc.webp");
    const ok = (await runDirectoryAction(
      testContext(db),
      session,
      "areas",
      area,
      formOf({ name: "Jumeirah Village Circle", description: "Family homes and parks." }),
    )) as Response;
    expect([ok.status, ok.headers.get("Location")]).toEqual([303, `/admin/directory/areas/${area}?notice=saved`]);
    expect((await getArea(db, area))?.description).toBe("Family homes and parks.");
    expect((await getDirectoryEntry(db, "areas", area))?.image).toBe("/media/areas/jvc.webp");
    const log = await db.selectFrom("audit_log").select(["action", "detail"]).execute();
    expect(log.map((l) => l.action)).toEqual(["area-updated"]);
    expect(JSON.parse(log[0]!.detail)).toMatchObject({
      entity: "areas",
      id: area,
      changes: { description: { from: "(text)", to: "(text)" } },
    });

    const bad = await runDirectoryAction(
      testContext(db),
      session,
      "developers",
      await insertDeveloper(db, "Sobha"),
      formOf({ name: "", description: "x" }),
    );
    expect(bad).toMatchObject({ init: { status: 400 }, data: { errors: { name: "Enter the name." } } });
    expect(await runDirectoryAction(testContext(db), session, "areas", 999_999, formOf({ name: "X", description: "" }))).toMatchObject({
      init: { status: 404 },
    });
  });

  it("an agent profile (role, BRN, languages, phone, e-mail) is edited and validated", async () => {
    const { db } = get();
    const me = await signedInStaff(db, "admin");
    const session = { user: me.user } as Parameters<typeof runDirectoryAction>[1];
    const agent = await insertAgent(db, { name: "Sara Khan", role: "Consultant" });
    const fields = {
      name: "Sara Khan",
      role: "Senior Consultant",
      brn: "54321",
      languages: "English, Urdu, English, Arabic",
      phone: "+971 50 123 4567",
      email: "sara@agency.test",
      sortOrder: "2",
    };

    const bad = await runDirectoryAction(
      testContext(db),
      session,
      "agents",
      agent,
      formOf({ ...fields, brn: "BRN-1", email: "nope", languages: " , " }),
    );
    expect(Object.keys((bad as unknown as { data: { errors: Record<string, string> } }).data.errors).sort()).toEqual([
      "brn",
      "email",
      "languages",
    ]);

    await runDirectoryAction(testContext(db), session, "agents", agent, formOf(fields));
    const [shown] = (await listAgents(db)).filter((a) => a.id === agent);
    expect(shown).toMatchObject({
      role: "Senior Consultant",
      brn: "54321",
      phone: "+971 50 123 4567",
      email: "sara@agency.test",
      languages: ["English", "Urdu", "Arabic"],
    });
    const listed = await listDirectoryForAdmin(db);
    expect(listed.agents).toEqual([{ id: agent, name: "Sara Khan", detail: "BRN 54321" }]);
    const [entry] = await db.selectFrom("audit_log").select("detail").where("action", "=", "agent-updated").execute();
    expect(JSON.parse(entry!.detail).changes).toMatchObject({
      role: { from: "Consultant", to: "Senior Consultant" },
      brn: { to: "54321" },
    });
  });
});
