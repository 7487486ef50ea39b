import type { Env } from '@platform/env';
import { sign } from '@platform/signing';

/** At most `max` enquiries per visitor in each fixed window of `windowMs` (docs/decisions/020). */
export const rateLimit = { max: 5, windowMs: 10 * 60_000 } as const;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one new enquiry for the visitor behind `ip` in D1 and says whether it is within the
 * limit. One atomic upsert per enquiry: D1 runs every statement on one primary, so concurrent
 * requests cannot both read the old count. The visitor is an HMAC of the address, never the address.
 */
export async function countEnquiry(env: Env, ip: string, now = Date.now()): Promise<RateVerdict> {
  return countVisitor(env, visitorOf(ip), rateLimit.max, now);
}

/**
 * Who a limit counts, from `CF-Connecting-IP`: an IPv4 address as it is, an IPv6 address by its
 * /64 (the block one subscriber is given, so a visitor cannot step past a limit by taking the next
 * of their 2^64 addresses). An IPv4-mapped IPv6 address (`::ffff:198.51.100.7`) is the IPv4 one.
 *
 * @example visitorOf('2001:db8:0:ab::1') // '2001:db8:0:ab::/64'
 * @example visitorOf('2001:0DB8:0000:00ab:ffff::2') // '2001:db8:0:ab::/64'
 */
export function visitorOf(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  if (groups.length < 4 || groups.slice(0, 4).some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Adds `amount` (bytes, say) to a visitor's total in the current window, unless that would take it
 * past `max`: then nothing is added and the answer says how long until the window ends.
 */
export async function countVisitorAmount(env: Env, key: string, amount: number, max: number, now = Date.now()): Promise<RateVerdict> {
  const visitor = await sign(env, 'visitor', key);
  const windowStart = now - (now % rateLimit.windowMs);
  const total =
    amount > max
      ? null
      : await env.DB.prepare(
          `INSERT INTO enquiry_rate (visitor, window_start, count) VALUES (?1, ?2, ?3)
       ON CONFLICT (visitor, window_start) DO UPDATE SET count = count + ?3 WHERE count + ?3 <= ?4 RETURNING count`,
        )
          .bind(visitor, windowStart, amount, max)
          .first<number>('count');
  if (total !== null) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rateLimit.windowMs - now) / 1000)) };
}

/**
 * The same count for another kind of request (`key` names both kind and visitor, e.g.
 * `artwork:<ip>`), in the same windows and table.
 */
export async function countVisitor(env: Env, key: string, max: number, now = Date.now()): Promise<RateVerdict> {
  const visitor = await sign(env, 'visitor', key);
  const windowStart = now - (now % rateLimit.windowMs);
  const count = await env.DB.prepare(
    `INSERT INTO enquiry_rate (visitor, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (visitor, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
  )
    .bind(visitor, windowStart)
    .first<number>('count');
  if ((count ?? 0) <= max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rateLimit.windowMs - now) / 1000)) };
}

/**
 * Gives back what `countVisitor` or `countVisitorAmount` counted at `now` for a request that was
 * then refused before anything of it was kept (an eleventh file for a form, say): only what is
 * accepted is counted against a visitor.
 */
export async function uncountVisitor(env: Env, key: string, amount: number, now: number): Promise<void> {
  const visitor = await sign(env, 'visitor', key);
  const windowStart = now - (now % rateLimit.windowMs);
  await env.DB.prepare('UPDATE enquiry_rate SET count = max(0, count - ?3) WHERE visitor = ?1 AND window_start = ?2').bind(visitor, windowStart, amount).run();
}

/** Deletes the counters of windows that have ended. */
export async function purgeRateWindows(db: D1Database, now = Date.now()): Promise<void> {
  await db
    .prepare('DELETE FROM enquiry_rate WHERE window_start <= ?')
    .bind(now - rateLimit.windowMs)
    .run();
}
