/**
 * Per-client sliding-window limit, in memory. Right for one server process;
 * several processes behind a balancer each keep their own window (see the
 * leads decision record for the shared-store option).
 */
export interface RateLimitResult {
  allowed: boolean;
  /** seconds until the oldest counted request leaves the window */
  retryAfterSeconds: number;
}

export interface LimiterOptions {
  limit: number;
  windowMs: number;
  /** memory bound: the least recently seen clients are forgotten first */
  maxKeys?: number;
  now?: () => number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: LimiterOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Counts one request for the key and says whether it may proceed. */
  hit(key: string): RateLimitResult {
    const now = this.now();
    const since = now - this.options.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    this.hits.delete(key); // re-inserted below: Map order = least recently seen first
    if (recent.length >= this.options.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    while (this.hits.size > this.maxKeys) {
      const first = this.hits.keys().next().value;
      if (first === undefined) break;
      this.hits.delete(first);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

export const LEAD_RATE_WINDOW_MS = 10 * 60_000;

let shared: { limit: number; limiter: SlidingWindowLimiter } | undefined;

/** The process-wide limiter for lead submissions (LEADS_RATE_LIMIT per 10 minutes). */
export function leadLimiter(limit: number): SlidingWindowLimiter {
  if (!shared || shared.limit !== limit) shared = { limit, limiter: new SlidingWindowLimiter({ limit, windowMs: LEAD_RATE_WINDOW_MS }) };
  return shared.limiter;
}
