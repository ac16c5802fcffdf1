import { z } from "zod";
/**
 * A number as staff type it into any back-office field: "1,620,000", "1 620 000", " 75000 " all read
 * as 1620000 / 75000 (issue 39: the project form refused what the listing form took). Returns the
 * digits to check, or "" for an empty field; the caller checks the shape and range.
 */
export function typedNumber(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.trim().replace(/[,\s\u00a0\u202f_]/g, "");
}

/**
 * A text area's value with the line breaks a browser sends (CRLF, RFC 7578) as stored (LF): a save
 * that does not touch a description must not log it as changed (issue 39).
 */
export function storedLines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** A form value: "" (or absent) is null, anything else must be a number of this shape in range. */
export const optionalNumeric = (shape: RegExp, min: number, max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): number | null => {
      const text = typedNumber(raw);
      if (text === "") return null;
      const n = Number(text);
      if (!shape.test(text) || !Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
