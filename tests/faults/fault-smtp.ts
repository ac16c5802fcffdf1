import { SMTPServer } from "smtp-server";

/**
 * An SMTP server that misbehaves on demand, for the fault suite:
 * - `hang`: takes connections and never greets (a stuck relay);
 * - `replyDelayMs`: answers the end of each message that late (a slow relay).
 * Like a real relay it commits a message at the moment it answers 250 to its
 * DATA, and discards one whose client went away before that.
 */
export class FaultSmtp {
  mode: "ok" | "hang" = "ok";
  replyDelayMs = 0;
  /** Message-ID → copies committed */
  readonly copies = new Map<string, number>();
  /** total committed */
  received = 0;
  private readonly closed = new Set<string>();
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      maxClients: 200,
      onConnect: (_session, callback) => {
        if (this.mode === "hang") return; // never greets
        callback();
      },
      onClose: (session) => {
        this.closed.add(session.id);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const id = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "(none)";
          setTimeout(() => {
            if (this.closed.has(session.id)) return; // the client is gone: nothing committed
            this.copies.set(id, (this.copies.get(id) ?? 0) + 1);
            this.received += 1;
            callback();
          }, this.replyDelayMs);
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    // close() waits for open connections; a hung one never ends by itself
    const connections = (server as unknown as { connections?: Set<{ close(): void }> }).connections;
    for (const c of connections ?? []) c.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  reset(): void {
    this.copies.clear();
    this.received = 0;
    this.mode = "ok";
    this.replyDelayMs = 0;
  }
}
