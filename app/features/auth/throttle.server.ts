import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";

/**
 * Sign-in throttling: failures are counted per account (the typed address,
 * whether or not it exists, so the answer reveals nothing) and per client
 * address. In memory: right for one process; a shared store (Redis) slots in
 * through rate-limiter-flexible's other stores.
 */
export interface ThrottleOptions {
  /** failed attempts per address before it is locked */
  perAccount?: number;
  /** failed attempts per client IP before it is locked */
  perIp?: number;
  /** how long the counts are kept and a lock lasts, seconds */
  windowSeconds?: number;
}

export interface SignInThrottle {
  /** seconds until sign-in may be tried again, or 0 */
  lockedFor(email: string, ip: string): Promise<number>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const secondsOf = (r: RateLimiterRes | null) => (r ? Math.max(1, Math.ceil(r.msBeforeNext / 1000)) : 0);

export function createSignInThrottle(options: ThrottleOptions = {}): SignInThrottle {
  const windowSeconds = options.windowSeconds ?? 15 * 60;
  const account = new RateLimiterMemory({
    keyPrefix: "signin-account",
    points: options.perAccount ?? 5,
    duration: windowSeconds,
    blockDuration: windowSeconds,
  });
  const ip = new RateLimiterMemory({
    keyPrefix: "signin-ip",
    points: options.perIp ?? 30,
    duration: windowSeconds,
    blockDuration: windowSeconds,
  });
  const key = (email: string) => email.trim().toLowerCase();

  async function lockedBy(limiter: RateLimiterMemory, k: string, points: number): Promise<number> {
    const r = await limiter.get(k);
    return r && r.consumedPoints >= points ? secondsOf(r) : 0;
  }

  return {
    async lockedFor(email, clientIp) {
      const a = await lockedBy(account, key(email), account.points);
      const b = await lockedBy(ip, clientIp, ip.points);
      return Math.max(a, b);
    },
    async failed(email, clientIp) {
      // consume() rejects once the points run out; the lock is what we want then.
      await account.consume(key(email)).catch(() => {});
      await ip.consume(clientIp).catch(() => {});
    },
    async succeeded(email) {
      await account.delete(key(email));
    },
  };
}

let shared: SignInThrottle | undefined;
/** The process's throttle (tests make their own). */
export function signInThrottle(): SignInThrottle {
  shared ??= createSignInThrottle();
  return shared;
}
