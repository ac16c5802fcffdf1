import { parseArgs } from "node:util";
import { openDatabase, type DB } from "#app/db/db.server.ts";
import { migrateToLatest } from "./migrator.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { newPasswordProblem } from "#app/features/auth/password-strength.server.ts";
import { STAFF_ROLES, type StaffRole } from "#app/features/auth/schema.ts";
import { createStaffUser, findStaffUserByEmail, issueToken, listStaffUsers, setStaffStatus } from "#app/features/auth/users.server.ts";
import { parseEnv, trustedOrigin, type ServerEnv } from "#app/utils/env.server.ts";

const USAGE = `Manages back-office staff accounts.

  npm run users -- add --email E --name N --role admin|agent [--agent-id ID] [--link]
      The password is read from standard input (echo off it with: read -s P; printf %s "$P" | npm run users -- add …).
      With --link, or when standard input is a terminal, prints a one-time set-password link instead.
  npm run users -- list
  npm run users -- disable --email E
  npm run users -- enable --email E
  npm run users -- reset --email E      prints a one-time password-reset link (30 minutes)

DATABASE_URL picks the database (default data/site.db); the links' origin is the server's: SITE_URL, else
http://HOST:PORT (localhost when HOST is 0.0.0.0 or ::).`;

export type UsersCommand =
  | { command: "add"; email: string; name: string; role: StaffRole; agentId: number | null; link: boolean }
  | { command: "list" }
  | { command: "disable" | "enable" | "reset"; email: string };

export class UsageError extends Error {}

/** Reads the command line; throws a message meant for the person typing it. */
export function parseUsersArgs(argv: string[]): UsersCommand {
  const [command, ...rest] = argv;
  let values;
  try {
    values = parseArgs({
      args: rest,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        "agent-id": { type: "string" },
        link: { type: "boolean" },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const email = values.email?.trim();
  const needEmail = () => {
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`--email wants an e-mail address\n\n${USAGE}`);
    return email;
  };
  switch (command) {
    case "add": {
      const address = needEmail();
      if (!values.name?.trim()) throw new UsageError(`--name is required\n\n${USAGE}`);
      if (!STAFF_ROLES.includes(values.role as StaffRole)) throw new UsageError(`--role is admin or agent\n\n${USAGE}`);
      const agentId = values["agent-id"] === undefined ? null : Number(values["agent-id"]);
      if (agentId !== null && !(Number.isInteger(agentId) && agentId > 0))
        throw new UsageError(`--agent-id wants an agent profile id\n\n${USAGE}`);
      return { command, email: address, name: values.name.trim(), role: values.role as StaffRole, agentId, link: values.link ?? false };
    }
    case "list":
      return { command };
    case "disable":
    case "enable":
    case "reset":
      return { command, email: needEmail() };
    default:
      throw new UsageError(USAGE);
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline is the shell's, not the password's.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

export interface CliIo {
  out: (line: string) => void;
  siteUrl: string;
  /** the agency's brand (BRAND_NAME): a password must not be built from it */
  brand: string;
  /** the password typed or piped in; null: print a link instead */
  password: () => Promise<string | null>;
}

/** Runs one command against a database; returns the exit code. */
export async function runUsersCommand(db: DB, cmd: UsersCommand, io: CliIo): Promise<number> {
  const origin = io.siteUrl.replace(/\/$/, "");
  if (cmd.command === "list") {
    for (const u of await listStaffUsers(db)) {
      io.out(
        [
          u.id,
          u.email,
          u.name,
          u.role,
          u.status,
          u.hasPassword ? "password set" : "invited",
          u.twoFactor ? "2FA" : "no 2FA",
          u.agentName ?? "",
        ].join("\t"),
      );
    }
    return 0;
  }
  if (cmd.command === "add") {
    const password = cmd.link ? null : await io.password();
    if (password !== null) {
      const problem = await newPasswordProblem(password, { email: cmd.email, name: cmd.name, brand: io.brand, siteUrls: [origin] });
      if (problem) {
        io.out(`Password refused: ${problem}`);
        return 1;
      }
    }
    const user = await createStaffUser(db, {
      email: cmd.email,
      name: cmd.name,
      role: cmd.role,
      agentId: cmd.agentId,
      password: password ?? undefined,
    });
    await audit(db, { action: "user-created", userId: null, actor: user.email, detail: { role: user.role, via: "command line" } });
    if (password === null) {
      const token = await issueToken(db, user.id, "invite");
      io.out(`Created ${user.email} (${user.role}). Set the password within 72 hours at:\n${origin}/admin/welcome/${token}`);
    } else io.out(`Created ${user.email} (${user.role}).`);
    return 0;
  }
  const user = await findStaffUserByEmail(db, cmd.email);
  if (!user) {
    io.out(`No staff user with the e-mail ${cmd.email}.`);
    return 1;
  }
  if (cmd.command === "reset") {
    const token = await issueToken(db, user.id, "reset");
    io.out(`Reset link for ${user.email} (valid 30 minutes, once):\n${origin}/admin/reset/${token}`);
    return 0;
  }
  await setStaffStatus(db, user.id, cmd.command === "disable" ? "disabled" : "active");
  await audit(db, {
    action: cmd.command === "disable" ? "user-disabled" : "user-enabled",
    userId: null,
    actor: user.email,
    detail: { via: "command line" },
  });
  io.out(`${user.email} is ${cmd.command === "disable" ? "disabled (signed out everywhere)" : "enabled"}.`);
  return 0;
}

async function main() {
  let cmd: UsersCommand;
  try {
    cmd = parseUsersArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  let env: ServerEnv;
  try {
    env = parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const handle = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(handle.db);
    const code = await runUsersCommand(handle.db, cmd, {
      out: (line) => console.log(line),
      // the server's own origin, as its e-mails use: SITE_URL, else HOST and PORT
      siteUrl: trustedOrigin(env),
      brand: env.BRAND_NAME,
      password: async () => (process.stdin.isTTY ? null : readStdin()),
    });
    process.exitCode = code;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

// Run only as a script, not when a test imports it.
if (process.argv[1] && /users-cli\.ts$/.test(process.argv[1])) void main();
