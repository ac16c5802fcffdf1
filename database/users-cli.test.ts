import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { verifyPassword } from "#app/features/auth/password.server.ts";
import { peekToken } from "#app/features/auth/users.server.ts";
import { parseUsersArgs, runUsersCommand, UsageError } from "./users-cli.ts";

describe("npm run users: arguments", () => {
  it("reads add, list, disable, enable and reset; refuses the rest with the usage", () => {
    expect(parseUsersArgs(["add", "--email", "a@b.ae", "--name", "Ann", "--role", "admin"])).toEqual({
      command: "add",
      email: "a@b.ae",
      name: "Ann",
      role: "admin",
      agentId: null,
      link: false,
    });
    expect(parseUsersArgs(["add", "--email", "a@b.ae", "--name", "Ann", "--role", "agent", "--agent-id", "7", "--link"])).toMatchObject({
      agentId: 7,
      link: true,
    });
    expect(parseUsersArgs(["list"])).toEqual({ command: "list" });
    expect(parseUsersArgs(["reset", "--email", "a@b.ae"])).toEqual({ command: "reset", email: "a@b.ae" });
    expect(() => parseUsersArgs(["add", "--email", "a@b.ae", "--name", "Ann", "--role", "boss"])).toThrow(/--role is admin or agent/);
    expect(() => parseUsersArgs(["disable", "--email", "nope"])).toThrow(UsageError);
    expect(() => parseUsersArgs(["add", "--bogus"])).toThrow(UsageError);
    expect(() => parseUsersArgs(["drop"])).toThrow(/Manages back-office staff accounts/);
  });
});

describe("npm run users: the links it prints", () => {
  const run = promisify(execFile);
  it("come from SITE_URL, else the server's HOST and PORT, not a fixed localhost:3000", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "users-cli-"));
    const { SITE_URL: _site, HOST: _host, PORT: _port, ...inherited } = process.env;
    const cli = (args: string[], vars: Record<string, string>) =>
      run(process.execPath, ["--import", "tsx", "database/users-cli.ts", ...args], {
        env: { ...inherited, DATABASE_URL: path.join(dir, "site.db"), ...vars },
        timeout: 60_000,
      });
    try {
      const added = await cli(["add", "--email", "agent@agency.ae", "--name", "Agent", "--role", "agent", "--link"], { PORT: "4123" });
      expect(added.stdout).toMatch(/^http:\/\/localhost:4123\/admin\/welcome\/[\w-]{40,}$/m);
      const bound = await cli(["reset", "--email", "agent@agency.ae"], { HOST: "127.0.0.1", PORT: "4124" });
      expect(bound.stdout).toMatch(/^http:\/\/127\.0\.0\.1:4124\/admin\/reset\/[\w-]{40,}$/m);
      const site = await cli(["reset", "--email", "agent@agency.ae"], { SITE_URL: "https://www.agency.ae", PORT: "4124" });
      expect(site.stdout).toMatch(/^https:\/\/www\.agency\.ae\/admin\/reset\/[\w-]{40,}$/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describeEachDatabase("npm run users", (get) => {
  const run = async (argv: string[], password: string | null = null) => {
    const lines: string[] = [];
    const code = await runUsersCommand(get().db, parseUsersArgs(argv), {
      out: (l) => lines.push(l),
      siteUrl: "https://www.agency.ae/",
      brand: "Sandstone",
      password: async () => password,
    });
    return { code, text: lines.join("\n") };
  };

  it("adds an admin with the password from standard input (argon2id), refusing weak ones", async () => {
    expect(await run(["add", "--email", "Boss@Agency.ae", "--name", "Boss", "--role", "admin"], "password1234")).toEqual({
      code: 1,
      text: expect.stringContaining("too common"),
    });
    expect(await run(["add", "--email", "Boss@Agency.ae", "--name", "Boss", "--role", "admin"], "olive harbour seventeen")).toEqual({
      code: 0,
      text: "Created boss@agency.ae (admin).",
    });
    const row = await get().db.selectFrom("staff_users").selectAll().where("email", "=", "boss@agency.ae").executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash ?? "", "olive harbour seventeen")).toBe(true);
    await expect(run(["add", "--email", "boss@agency.ae", "--name", "Boss", "--role", "admin"], "olive harbour seventeen")).rejects.toThrow(
      /already exists/,
    );
  });

  it("refuses a password built from the person's e-mail or name, or the agency's brand and a year, and says why", async () => {
    const add = (password: string) =>
      run(["add", "--email", "rana.haddad@agency.ae", "--name", "Rana Haddad", "--role", "admin"], password);
    expect(await add("rana.haddad@agency.ae")).toEqual({ code: 1, text: expect.stringMatching(/^Password refused: .*e-mail address/) });
    expect(await add("Sandstone2026!")).toEqual({ code: 1, text: expect.stringMatching(/^Password refused: .*agency's name/) });
    expect((await add("olive harbour seventeen")).code).toBe(0);
  });

  it("without a password prints a one-time set-password link; reset prints a reset link; disable and list", async () => {
    const added = await run(["add", "--email", "agent@agency.ae", "--name", "Agent", "--role", "agent", "--link"]);
    const token = /https:\/\/www\.agency\.ae\/admin\/welcome\/([\w-]+)/.exec(added.text)?.[1] ?? "";
    expect((await peekToken(get().db, token, "invite"))?.email).toBe("agent@agency.ae");
    const reset = await run(["reset", "--email", "agent@agency.ae"]);
    const resetToken = /\/admin\/reset\/([\w-]+)/.exec(reset.text)?.[1] ?? "";
    expect((await peekToken(get().db, resetToken, "reset"))?.email).toBe("agent@agency.ae");
    expect((await run(["disable", "--email", "agent@agency.ae"])).text).toContain("disabled");
    expect(await peekToken(get().db, resetToken, "reset")).toBeNull();
    expect((await run(["list"])).text).toMatch(/agent@agency\.ae\tAgent\tagent\tdisabled\tinvited/);
    expect(await run(["reset", "--email", "ghost@agency.ae"])).toEqual({ code: 1, text: "No staff user with the e-mail ghost@agency.ae." });
  });
});
