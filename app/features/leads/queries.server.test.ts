import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { listLeads } from "./queries.server.ts";
import { storeLead } from "./service.server.ts";
import { validateLead } from "./schemas.ts";
import { CSV_COLUMNS, leadsToCsv } from "./report.ts";
import { LEAD_STORE_CONFIG } from "#tests/fixtures/lead-store.ts";

const config = LEAD_STORE_CONFIG;

describeEachDatabase(
  "listLeads",
  (get) => {
    it("lists leads since a date, oldest first, with delivery state and the agency e-mail's attempts", async () => {
      const rows = await listLeads(get().db, { since: new Date("2026-01-01T00:00:00Z") });
      expect(rows.map((r) => [r.kind, r.email, r.deliveryState])).toEqual([
        ["valuation", "val@example.com", "pending"],
        ["newsletter", "news@example.com", "pending"],
      ]);
      expect(rows[0]?.details).toMatchObject({ tab: "Sales", property: "Dubai Hills Estate, Park Heights 2" });
      expect(rows[0]?.attempts).toBe(2);
      expect(rows[0]?.lastError).toBe("421 try later");
    });

    it("keeps the valuation's optional details with the lead, in its CSV row and in the agency's e-mail", async () => {
      const [row] = await listLeads(get().db, { since: new Date("2025-01-01T00:00:00Z"), kind: "valuation" });
      expect(row?.details).toMatchObject({ propertyType: "Villa", bedrooms: "4", size: "3250", preferredTime: "Weekend" });
      const [header, line] = leadsToCsv(row ? [row] : []).split("\r\n");
      expect(header).toContain(CSV_COLUMNS.slice(CSV_COLUMNS.indexOf("unit"), CSV_COLUMNS.indexOf("preferredTime") + 1).join(","));
      expect(line).toContain('"Dubai Hills Estate, Park Heights 2",,Villa,4,3250,Weekend,');
      const email = await get()
        .db.selectFrom("lead_emails")
        .select("body")
        .where("lead_id", "=", row?.id ?? -1)
        .where("recipient", "=", "agency")
        .executeTakeFirstOrThrow();
      expect(email.body).toContain("Property type: Villa");
      expect(email.body).toContain("Size (sq.ft): 3250");
      expect(email.body).toContain("Preferred time: Weekend");
    });

    it("filters by kind", async () => {
      const rows = await listLeads(get().db, { since: new Date("2025-01-01T00:00:00Z"), kind: "valuation" });
      expect(rows.map((r) => r.email)).toEqual(["val@example.com"]);
    });
  },
  {
    setup: async (db) => {
      const lead = (kind: "valuation" | "newsletter", fields: Record<string, string>) => {
        const r = validateLead(kind, fields);
        if (!r.ok) throw new Error("fixture invalid");
        return r.lead;
      };
      await storeLead(db, lead("newsletter", { email: "old@example.com" }), { ...config, now: new Date("2025-12-31T23:59:59Z") });
      const { id } = await storeLead(
        db,
        lead("valuation", {
          name: "Val",
          email: "val@example.com",
          phone: "+971501234567",
          property: "Dubai Hills Estate, Park Heights 2",
          tab: "Sales",
          propertyType: "Villa",
          bedrooms: "4",
          size: "3,250",
          preferredTime: "Weekend",
        }),
        { ...config, now: new Date("2026-02-01T09:00:00Z") },
      );
      await storeLead(db, lead("newsletter", { email: "news@example.com" }), { ...config, now: new Date("2026-02-02T09:00:00Z") });
      await db
        .updateTable("lead_emails")
        .set({ attempts: 2, last_error: "421 try later" })
        .where("lead_id", "=", id ?? -1)
        .where("recipient", "=", "agency")
        .execute();
    },
  },
);
