import type { Env } from '../../env';
import { hmacHex } from '../crypto';

/** At most `max` enquiries per visitor in each fixed window of `windowMs` (README, Decisions). */
export const rateLimit = { max: 5, windowMs: 10 * 60_000 } as const;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const visitorKey = (env: Env) => `enquiry-rate:${env.MAIL_SCRIPT_SECRET || 'local-development-only'}`;

/**
 * Counts one new enquiry for the visitor behind `ip` in D1 and says whether it is within the
 * limit. One atomic upsert per enquiry: D1 runs every statement on one primary, so concurrent
 * requests cannot both read the old count. The visitor is an HMAC of the address, never the address.
 */
export async function countEnquiry(env: Env, ip: string, now = Date.now()): Promise<RateVerdict> {
  return countVisitor(env, ip, rateLimit.max, now);
}

/**
 * The same count for another kind of request (`key` names both kind and visitor, e.g.
 * `artwork:<ip>`), in the same windows and table.
 */
export async function countVisitor(env: Env, key: string, max: number, now = Date.now()): Promise<RateVerdict> {
  const visitor = await hmacHex(visitorKey(env), key);
  const windowStart = now - (now % rateLimit.windowMs);
  const count = await env.DB
    .prepare(
      `INSERT INTO enquiry_rate (visitor, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (visitor, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(visitor, windowStart)
    .first<number>('count');
  if ((count ?? 0) <= max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rateLimit.windowMs - now) / 1000)) };
}

/** Deletes the counters of windows that have ended. */
export async function purgeRateWindows(db: D1Database, now = Date.now()): Promise<void> {
  await db.prepare('DELETE FROM enquiry_rate WHERE window_start <= ?').bind(now - rateLimit.windowMs).run();
}
