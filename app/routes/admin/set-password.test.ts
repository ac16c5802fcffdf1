import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { answer, post, testContext } from "#app/features/auth/testing.server.ts";
import { createStaffUser, issueToken } from "#app/features/auth/users.server.ts";
import * as setPassword from "./set-password.tsx";

describeEachDatabase("choosing a password through a one-time link", (get) => {
  const choose = async (purpose: "invite" | "reset", password: string, user: { email: string; name: string }) => {
    const db = get().db;
    const staff = await createStaffUser(db, { ...user, role: "agent" });
    const token = await issueToken(db, staff.id, purpose);
    const path = `/admin/${purpose === "invite" ? "welcome" : "reset"}/${token}`;
    const request = post(path, { password, confirm: password });
    return answer(() =>
      setPassword.action({
        request,
        url: new URL(request.url),
        params: { token },
        context: testContext(db, "10.9.0.1", { BRAND_NAME: "DubaiHomes" }),
      } as never),
    );
  };
  const passwordError = (out: { data: unknown }) => (out.data as { errors: Record<string, string> }).errors.password;

  it("refuses the agency's brand and a year, and says why", async () => {
    const out = await choose("invite", "DubaiHomes2026!", { email: "rana@staff.test", name: "Rana Haddad" });
    expect(out.status).toBe(400);
    expect(passwordError(out)).toMatch(/easy to guess.*agency's name/i);
  });

  it("refuses the person's own e-mail address and name", async () => {
    const email = await choose("reset", "rana.haddad@staff.test", { email: "rana.haddad@staff.test", name: "Rana Haddad" });
    expect(email.status).toBe(400);
    expect(passwordError(email)).toMatch(/your name, your e-mail address/);
    const name = await choose("reset", "RanaHaddad2026", { email: "r.h@staff.test", name: "Rana Haddad" });
    expect(name.status).toBe(400);
  });

  it("accepts a few unrelated words", async () => {
    const out = await choose("invite", "olive harbour seventeen", { email: "omar@staff.test", name: "Omar" });
    expect([out.status, out.location]).toEqual([303, "/admin/sign-in?notice=password-set"]);
  });

  it("a link that no longer works is answered before the password is judged", async () => {
    const request = post("/admin/reset/not-a-token", { password: "DubaiHomes2026!", confirm: "DubaiHomes2026!" });
    const out = await answer(() =>
      setPassword.action({ request, url: new URL(request.url), params: { token: "not-a-token" }, context: testContext(get().db) } as never),
    );
    expect(out.status).toBe(410);
  });
});
