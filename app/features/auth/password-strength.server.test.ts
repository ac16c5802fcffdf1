import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "./password-policy.ts";
import { newPasswordProblem, passwordContextWords } from "./password-strength.server.ts";

const rana = { email: "rana.haddad@staff.test", name: "Rana Haddad", brand: "DubaiHomes", siteUrls: ["https://www.dubaihomes.ae"] };

describe("new password strength (zxcvbn, given who chooses it)", () => {
  it("knows what a password must not lean on: the person, the agency, the city, the site", () => {
    expect(passwordContextWords(rana)).toEqual(
      expect.arrayContaining([
        "rana.haddad@staff.test",
        "rana.haddad",
        "rana",
        "haddad",
        "ranahaddad",
        "dubaihomes",
        "dubai",
        "dubaihomes.ae",
      ]),
    );
    expect(passwordContextWords({ email: "a@b.ae", brand: "Palm & Co" })).toEqual(expect.arrayContaining(["palm & co", "palm&co", "palm"]));
  });

  it("refuses the brand and a year, the e-mail address and the name, saying why in words one can act on", async () => {
    for (const password of ["DubaiHomes2026!", "rana.haddad@staff.test", "RanaHaddad2026", "dubaihomes.ae2026"]) {
      expect(await newPasswordProblem(password, rana)).toBe(
        "This password is too easy to guess. It is built from your name, your e-mail address, the agency's name or the site's address. " +
          "Add more words that are less common.",
      );
    }
    expect(await newPasswordProblem("abcdefgh12345678", rana)).toMatch(/^This password is too easy to guess\. .+/);
  });

  it("accepts a few unrelated words; keeps the length limits and the common-password list", async () => {
    expect(await newPasswordProblem("olive harbour seventeen", rana)).toBeNull();
    expect(await newPasswordProblem("short one", rana)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await newPasswordProblem("x".repeat(201), rana)).toBe(PASSWORD_MESSAGES.tooLong);
    expect(await newPasswordProblem("Password1234", rana)).toBe(PASSWORD_MESSAGES.common);
    // the longest allowed, judged by its start
    expect(await newPasswordProblem(`olive harbour seventeen lanterns ${"q".repeat(167)}`, rana)).toBeNull();
  });

  it("zxcvbn (megabytes of dictionaries) is imported only by *.server.ts modules, so no browser bundle holds it", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(entry.name) && !/\.server(\.test)?\.tsx?$/.test(entry.name)) {
          if (fs.readFileSync(file, "utf8").includes("@zxcvbn-ts/")) offenders.push(file);
        }
      }
    };
    walk(path.resolve("app"));
    expect(offenders).toEqual([]);
  });
});
