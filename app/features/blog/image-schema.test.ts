import { describe, expect, it } from "vitest";
import { AltSchema, imageMarkdown, insertBlock } from "./image-schema.ts";

describe("inserting a picture into a post's Markdown", () => {
  it("escapes the alt text so it stays one image, and refuses an empty or too long one", () => {
    expect(imageMarkdown("  Palm [Jumeirah]\nat dusk ", "/media/library/ab/x.webp")).toBe(
      "![Palm \\[Jumeirah\\] at dusk](/media/library/ab/x.webp)",
    );
    expect(AltSchema.safeParse("  ").success).toBe(false);
    expect(AltSchema.safeParse("x".repeat(201)).success).toBe(false);
    expect(AltSchema.parse(" The marina  at night ")).toBe("The marina at night");
  });

  it("puts the image in a paragraph of its own at the caret", () => {
    expect(insertBlock("", 0, "![a](/u)")).toEqual({ body: "![a](/u)\n", caret: 9 });
    expect(insertBlock("Intro.\n\nMore.", 6, "![a](/u)").body).toBe("Intro.\n\n![a](/u)\n\nMore.");
    expect(insertBlock("One line", 3, "![a](/u)").body).toBe("One\n\n![a](/u)\n\nline");
    expect(insertBlock("End.", 99, "![a](/u)").body).toBe("End.\n\n![a](/u)\n");
  });
});
