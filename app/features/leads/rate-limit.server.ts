import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { redisConnection } from "#app/utils/redis.server.ts";

/**
 * Per-client limit on lead submissions, with rate-limiter-flexible
 * (decision record 009): counted in Redis when REDIS_URL is set, so every
 * process and node shares one count per client, and in this process
 * otherwise. If Redis is unreachable the count falls back to this process
 * (the library's insurance limiter) rather than failing the form.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** seconds until the client may submit again */
  retryAfterSeconds: number;
}

export interface LeadLimiter {
  /** Counts one request for the key and says whether it may proceed. */
  hit(key: string): Promise<RateLimitResult>;
}

export interface LimiterOptions {
  limit: number;
  windowMs: number;
  /** shared counting; absent: in-process */
  redis?: Redis;
  /** key prefix in Redis (namespaces several sites or tests) */
  keyPrefix?: string;
  log?: (message: string) => void;
}

export function createRateLimiter(options: LimiterOptions): LeadLimiter {
  const duration = Math.max(1, Math.ceil(options.windowMs / 1000));
  const keyPrefix = options.keyPrefix ?? "rl:leads";
  const memory = new RateLimiterMemory({ points: options.limit, duration, keyPrefix });
  const limiter: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        points: options.limit,
        duration,
        keyPrefix,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  const log = options.log ?? ((m: string) => console.warn(m));
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        // Neither store could count (should not happen: the memory one cannot fail). Let the visitor through.
        log(`lead rate limit unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}

export const LEAD_RATE_WINDOW_MS = 10 * 60_000;

// One per process: the server's services connect it at start, the lead routes use it.
const shared: { current: { id: string; limiter: LeadLimiter } | undefined } = { current: undefined };

/** The server's limiter for lead submissions: LEADS_RATE_LIMIT per 10 minutes per client, shared through Redis when configured. */
export function leadLimiter(env: { LEADS_RATE_LIMIT: number; REDIS_URL?: string; REDIS_PREFIX: string }): LeadLimiter {
  const id = `${env.LEADS_RATE_LIMIT} ${env.REDIS_URL ?? ""} ${env.REDIS_PREFIX}`;
  if (!shared.current || shared.current.id !== id) {
    shared.current = {
      id,
      limiter: createRateLimiter({
        limit: env.LEADS_RATE_LIMIT,
        windowMs: LEAD_RATE_WINDOW_MS,
        redis: env.REDIS_URL ? redisConnection(env.REDIS_URL) : undefined,
        keyPrefix: `${env.REDIS_PREFIX}rl:leads`,
      }),
    };
  }
  return shared.current.limiter;
}
