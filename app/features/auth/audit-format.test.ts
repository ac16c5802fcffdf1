import { describe, expect, it } from "vitest";
import { auditGroupOf, auditQuery, auditSentence, readAuditFilters, type AuditFacts } from "./audit-format.ts";
import { AUDIT_ACTIONS } from "./audit.server.ts";

const facts = (action: string, detail: Record<string, unknown> = {}, extra: Partial<AuditFacts> = {}): AuditFacts => ({
  action,
  userName: "Sara Khan",
  actor: null,
  leadId: null,
  detail,
  ...extra,
});
const text = (f: AuditFacts) => auditSentence(f).text;

describe("audit sentences", () => {
  it("a listing edit in the editor's shape (field → {from, to}) reads as a sentence", () => {
    expect(text(facts("listing-updated", { listingId: 7, reference: "AGY-S-00123", price: { from: 1_850_000, to: 1_790_000 } }))).toBe(
      "Sara Khan changed the price of listing AGY-S-00123 from 1,850,000 to 1,790,000",
    );
    const s = auditSentence(
      facts("listing-updated", {
        listingId: 7,
        reference: "AGY-S-00123",
        changes: { bedrooms: { from: 2, to: 3 }, title: { from: "A", to: "" } },
      }),
    );
    expect(s.text).toBe("Sara Khan changed listing AGY-S-00123: 2 changes");
    expect(s.more).toEqual(["Bedrooms from 2 to 3", "Title from A to empty"]);
    expect(s.link).toEqual({ href: "/admin/listings/7", label: "Open listing AGY-S-00123" });
  });

  it("the listing editor's entries as it writes them (flat fields, a summary, off-market reason, note and closing price)", () => {
    const archived = auditSentence(
      facts("listing-archived", {
        listingId: 9,
        reference: "AGY-S-00124",
        summary: "AGY-S-00124: status Published → Archived; reason: Sold; closing price AED 2,100,000",
        status: { from: "ACTIVE", to: "INACTIVE" },
        reason: "Sold",
        note: null,
        closingPrice: 2_100_000,
      }),
    );
    expect(archived).toEqual({
      text: "Sara Khan archived listing AGY-S-00124 (Sold, 2,100,000 AED)",
      more: [],
      link: { href: "/admin/listings/9", label: "Open listing AGY-S-00124" },
    });
    const created = auditSentence(
      facts("listing-created", {
        listingId: 9,
        reference: "AGY-S-00124",
        summary: "x",
        price: { from: null, to: 1_500_000 },
        status: { from: null, to: "HELD" },
      }),
    );
    expect(created.text).toBe("Sara Khan created listing AGY-S-00124");
    expect(created.more).toEqual(["Price: 1,500,000", "Status: held back"]);
    const photo = auditSentence(
      facts("listing-photo-deleted", {
        listingId: 9,
        reference: "AGY-S-00124",
        summary: "s",
        photos: { from: 8, to: 7 },
        url: "/media/a.webp",
      }),
    );
    expect(photo.text).toBe("Sara Khan deleted a photo of listing AGY-S-00124");
    expect(photo.more).toEqual(["Photos from 8 to 7", "URL: /media/a.webp"]);
  });

  it("an archive with a reason and a closing price names both", () => {
    expect(text(facts("listing-archived", { reference: "AGY-S-00123", reason: "sold", closingPrice: 2_100_000 }))).toBe(
      "Sara Khan archived listing AGY-S-00123 (Sold, 2,100,000 AED)",
    );
  });

  it("sign-ins, leads and users read as sentences", () => {
    expect(text(facts("sign-in"))).toBe("Sara Khan signed in");
    expect(text(facts("sign-in-failed", {}, { userName: null, actor: "who@x.test" }))).toBe("Failed sign-in as who@x.test");
    expect(auditSentence(facts("lead-status", { from: "new", to: "contacted" }, { leadId: 12 }))).toEqual({
      text: "Sara Khan moved lead 12 from New to Contacted",
      more: [],
      link: { href: "/admin/leads/12", label: "Open lead 12" },
    });
    expect(text(facts("lead-assigned", { from: null, to: 3, agent: "Omar" }, { leadId: 12 }))).toBe("Sara Khan assigned lead 12 to Omar");
    expect(text(facts("lead-contact", { channel: "whatsapp" }, { leadId: 12 }))).toBe("Sara Khan logged a WhatsApp message on lead 12");
    expect(text(facts("role-changed", { from: "agent", to: "admin" }, { actor: "omar@x.test" }))).toBe(
      "Sara Khan changed the role of omar@x.test from agent to admin",
    );
    expect(auditSentence(facts("leads-exported", { rows: 1200, filter: { status: "won" } }))).toMatchObject({
      text: "Sara Khan exported 1,200 leads to CSV (filtered)",
      more: ["Status: Won"],
    });
  });

  it("content edits name what changed; a long text's change is just 'changed'", () => {
    expect(
      text(facts("project-updated", { projectId: 4, name: "Marina Gate", changes: { status: { from: "ACTIVE", to: "INACTIVE" } } })),
    ).toBe("Sara Khan changed the status of project Marina Gate from on the site to off the site");
    expect(
      text(facts("area-updated", { entity: "areas", id: 2, name: "Marina", changes: { description: { from: "(text)", to: "(text)" } } })),
    ).toBe("Sara Khan changed the description of area Marina");
    expect(text(facts("blog-updated", { postId: 3, title: "Ten tips", state: "draft", from: "draft", changed: ["title", "body"] }))).toBe(
      "Sara Khan changed the title, body of blog post “Ten tips”",
    );
    expect(auditSentence(facts("blog-deleted", { postId: 3, title: "Ten tips" })).link).toBeNull();
  });

  it("an unknown action or odd details fall back to key: value lines, never JSON", () => {
    const s = auditSentence(facts("mystery", { a: 1, nested: { b: [1, 2], c: null } }));
    expect(s.text).toBe("Sara Khan: mystery");
    expect(s.more).toEqual(["A: 1", "Nested: b: 1, 2, c: empty"]);
    const g = auditSentence(facts("feed-run-failed", { source: "pf", error: "timeout" }));
    expect(g.text).toBe("Sara Khan: feed run failed");
    expect(g.more).toEqual(["Source: pf", "Error: timeout"]);
    for (const action of AUDIT_ACTIONS) {
      const out = auditSentence(facts(action, { weird: { deep: { x: "y" } }, list: [{ k: 1 }] }));
      expect(`${out.text} ${out.more.join(" ")}`).not.toMatch(/[{}"]/);
    }
  });

  it("every known action belongs to a group; later listing and feed actions find theirs by name", () => {
    for (const action of AUDIT_ACTIONS) expect(auditGroupOf(action), action).not.toBeNull();
    expect(auditGroupOf("listing-archived")).toBe("listings");
    expect(auditGroupOf("feed-run")).toBe("feeds");
    expect(auditGroupOf("two-factor-reset")).toBe("users");
    expect(auditGroupOf("routing-changed")).toBe("leads");
    expect(auditSentence(facts("routing-changed", { responseTargetMinutes: 60 }))).toMatchObject({
      text: "Sara Khan changed how leads are assigned",
      more: ["Response target minutes: 60"],
    });
    expect(auditGroupOf("two-factor-enabled")).toBe("sign-ins");
  });
});

describe("audit filters", () => {
  it("reads the URL and drops bad values", () => {
    expect(readAuditFilters(new URLSearchParams("person=3&group=listings&from=2026-11-01&to=2026-11-28&page=2"))).toEqual({
      person: 3,
      group: "listings",
      from: "2026-11-01",
      to: "2026-11-28",
      page: 2,
    });
    expect(readAuditFilters(new URLSearchParams("person=abc&group=all&from=yesterday&page=-1"))).toEqual({ page: 1 });
  });

  it("writes the filters back for the pager's links", () => {
    const f = readAuditFilters(new URLSearchParams("group=leads&from=2026-11-01&page=3"));
    expect(auditQuery(f, { page: 4 })).toBe("?group=leads&from=2026-11-01&page=4");
    expect(auditQuery(f, { page: 1 })).toBe("?group=leads&from=2026-11-01");
    expect(auditQuery(readAuditFilters(new URLSearchParams("")))).toBe("");
  });
});
