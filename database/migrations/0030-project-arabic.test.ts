import { expect, it } from "vitest";
import { insertDeveloper, insertProject } from "#tests/fixtures/directory-rows.ts";
import { changingSchema, describeEachDatabase } from "#tests/setup/databases.ts";
import { down, up } from "./0030-project-arabic.ts";

describeEachDatabase("migration 0030: a project's Arabic name and description", (get) => {
  it("adds them empty to existing projects; down and up again", async () => {
    const db = get().db;
    const id = await insertProject(db, "Creek Rise", await insertDeveloper(db, "Emaar"));
    const read = () => db.selectFrom("projects").select(["name_ar", "description_ar"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await read()).toEqual({ name_ar: null, description_ar: null });
    await db.updateTable("projects").set({ name_ar: "كريك رايز", description_ar: "برج سكني على الخور." }).where("id", "=", id).execute();
    expect(await read()).toEqual({ name_ar: "كريك رايز", description_ar: "برج سكني على الخور." });
    await changingSchema(db, () => down(db));
    await expect(read()).rejects.toThrow();
    await changingSchema(db, () => up(db));
    expect(await read()).toEqual({ name_ar: null, description_ar: null });
  });
});
