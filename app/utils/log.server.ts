/**
 * Operator log. A failure is one line (its message and code) unless
 * LOG_LEVEL=debug, which adds the stack: a flood of bad requests or a
 * database outage must not write a kilobyte of stack per request.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
let current: LogLevel = "info";
const level = (): LogLevel => current;

export function setLogLevel(next: LogLevel): void {
  current = next;
}

/** The short form of an error: "Error: message (code)" on one line. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).replace(/\s+/g, " ").slice(0, 300);
  const code = "code" in error && error.code ? ` (${String(error.code)})` : "";
  return `${error.name}: ${error.message}${code}`.replace(/\s+/g, " ").slice(0, 300);
}

function write(at: LogLevel, message: string, error?: unknown): void {
  if (ORDER[at] < ORDER[level()]) return;
  const line = error === undefined ? message : `${message}: ${describeError(error)}`;
  const out = at === "error" ? console.error : at === "warn" ? console.warn : console.log;
  out(line);
  if (level() === "debug" && error instanceof Error && error.stack) out(error.stack);
}

export const log = {
  debug: (message: string, error?: unknown) => write("debug", message, error),
  info: (message: string, error?: unknown) => write("info", message, error),
  warn: (message: string, error?: unknown) => write("warn", message, error),
  error: (message: string, error?: unknown) => write("error", message, error),
};
