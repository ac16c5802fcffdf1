import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { testContext } from "#app/features/auth/testing.server.ts";
import type { MapCard } from "#app/features/map/types.ts";
import { cardPath } from "#app/features/map/marker-lists.ts";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import * as card from "./card.ts";

const ARABIC = /[\u0600-\u06FF]/;

async function open(db: DB, path: string): Promise<{ status: number; card: MapCard }> {
  const request = new Request(`http://localhost${path}`);
  const [, , kind, id] = new URL(request.url).pathname.split("/").slice(1);
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here */
  const response = (await card.loader({ request, params: { kind, id }, context: testContext(db) } as any)) as Response;
  return { status: response.status, card: (await response.json()) as MapCard };
}

describeEachDatabase(
  "a map marker's card",
  (database) => {
    it("answers in English by default and in Arabic for an Arabic page's map (?lang=ar)", async () => {
      const { db } = database();
      const listing = await db
        .selectFrom("listings")
        .select(["id", "title", "title_ar", "price", "listing_type"])
        .where("status", "=", "ACTIVE")
        .where("title_ar", "is not", null)
        .where("bedrooms", ">", 2)
        .orderBy("id")
        .executeTakeFirstOrThrow();

      const english = await open(db, cardPath("buy", listing.id));
      expect(english.status).toBe(200);
      expect(english.card.title).toBe(listing.title);
      expect(english.card.lang).toBeUndefined();
      expect(english.card.price).toMatch(/^AED /);
      expect(english.card.facts.join(" ")).toMatch(/\d Beds/);
      expect(english.card.facts.join(" ")).not.toMatch(ARABIC);

      const arabic = await open(db, cardPath("buy", listing.id, "ar"));
      expect(arabic.status).toBe(200);
      expect(arabic.card.title).toBe(listing.title_ar);
      expect(arabic.card.lang).toBeUndefined();
      expect(arabic.card.price).toContain("درهم");
      expect(arabic.card.price).not.toContain("AED");
      // the property type and the bedrooms in Arabic words; the size in square feet as Arabic pages write it
      expect(arabic.card.facts.join(" ")).toContain("غرف نوم");
      expect(arabic.card.facts.join(" ")).not.toMatch(/Beds|sq\s?ft/i);
      // the same listing: the link is its English path, which the page's link puts under /ar
      expect(arabic.card.href).toBe(english.card.href);
    });

    it("shows the English title marked lang=en where a listing has no Arabic one", async () => {
      const { db } = database();
      const row = await db
        .selectFrom("listings")
        .select(["id", "title"])
        .where("status", "=", "ACTIVE")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      await db.updateTable("listings").set({ title_ar: null }).where("id", "=", row.id).execute();
      const { card: shown } = await open(db, cardPath("buy", row.id, "ar"));
      expect(shown.title).toBe(row.title);
      expect(shown.lang).toBe("en");
      expect(shown.price).toMatch(/درهم|السعر عند الطلب/);
    });

    it("answers a project in Arabic: its Arabic name where it has one, the price from and the handover in Arabic", async () => {
      const { db } = database();
      const project = await db
        .selectFrom("projects")
        .select(["id", "name"])
        .where("status", "=", "ACTIVE")
        .where("handover", "is not", null)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      await db.updateTable("projects").set({ name_ar: "أبراج الواحة" }).where("id", "=", project.id).execute();
      const english = await open(db, cardPath("off-plan", project.id));
      expect(english.card.title).toBe(project.name);
      expect(english.card.facts.join(" ")).toMatch(/Handover [A-Z][a-z]{2} \d{4}/);
      const arabic = await open(db, cardPath("off-plan", project.id, "ar"));
      expect(arabic.card.title).toBe("أبراج الواحة");
      expect(arabic.card.lang).toBeUndefined();
      expect(arabic.card.facts.join(" ")).toContain("التسليم");
      expect(arabic.card.facts.join(" ")).not.toMatch(/Handover/);
      expect(arabic.card.price).toMatch(/الأسعار تبدأ من|السعر عند الطلب/);
    });

    it("answers 404 for a marker that is not there, in either language", async () => {
      const { db } = database();
      expect((await open(db, "/map/card/listing/999999999?lang=ar")).status).toBe(404);
      expect((await open(db, "/map/card/villa/1")).status).toBe(404);
    });
  },
  { setup: async (db) => void (await seedDatabase(db, { listings: 40, projects: 8 })) },
);
