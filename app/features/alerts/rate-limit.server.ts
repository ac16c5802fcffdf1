import { createRateLimiter, type LeadLimiter } from "#app/features/leads/rate-limit.server.ts";
import { redisConnection } from "#app/utils/redis.server.ts";

/** Sign-ups per client address per window (ALERTS_RATE_LIMIT, default 5): each sends an e-mail to an address the client typed. */
export const ALERT_RATE_WINDOW_MS = 10 * 60_000;

const shared: { current: { id: string; limiter: LeadLimiter } | undefined } = { current: undefined };

/** The server's limiter for alert sign-ups, counted in Redis when REDIS_URL is set (as the lead forms'). */
export function alertLimiter(env: { REDIS_URL?: string; REDIS_PREFIX: string; ALERTS_RATE_LIMIT: number }): LeadLimiter {
  const id = `${env.REDIS_URL ?? ""} ${env.REDIS_PREFIX} ${env.ALERTS_RATE_LIMIT}`;
  if (!shared.current || shared.current.id !== id) {
    shared.current = {
      id,
      limiter: createRateLimiter({
        limit: env.ALERTS_RATE_LIMIT,
        windowMs: ALERT_RATE_WINDOW_MS,
        redis: env.REDIS_URL ? redisConnection(env.REDIS_URL) : undefined,
        keyPrefix: `${env.REDIS_PREFIX}rl:alerts`,
      }),
    };
  }
  return shared.current.limiter;
}
