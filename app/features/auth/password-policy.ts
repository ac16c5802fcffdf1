import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX} characters.`,
  common: "This password is too common. Choose another (a few unrelated words work well).",
  mismatch: "The two passwords differ.",
} as const;

const commonSet = new Set(COMMON_PASSWORDS);

/** Length and a small list of passwords every attacker tries first (NIST SP 800-63B 5.1.1.2). */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong)
  .refine((p) => !commonSet.has(p.toLowerCase()) && !/^(.)\1+$/.test(p), PASSWORD_MESSAGES.common);

export const NewPasswordForm = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: PASSWORD_MESSAGES.mismatch });

/** The first message for the password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const r = PasswordSchema.safeParse(password);
  return r.success ? null : (r.error.issues[0]?.message ?? PASSWORD_MESSAGES.common);
}
