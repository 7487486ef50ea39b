import type { Env } from '@platform/env';
import { checkEnv } from '@platform/env.rules';
import { hmacHex } from '@platform/crypto';
import { inboxSweep } from './inbox';
import { logEvent } from '../log';
import { purgeRateWindows } from '../intake/rate-limit';
import { retryDelay, retryPolicy, retryTiming } from './retry';
import type { PricedQuote } from '../intake/items';
import { enquiryFiles, type ForwardFile } from '../files/enquiry-files';
import { artworkSweep } from '../files/sweep';
import { claim, dueIds, recordDelivered, recordFailed, storedQuote, type EnquiryRow } from '../store/rows';
import { site } from '@platform/content/site';
import { ourOrigins, staffSubject, staffText } from './staff-copy';

/** The header carrying the HMAC-SHA256 (hex) of the request body under MAIL_SCRIPT_SECRET. */
export const SIGNATURE_HEADER = 'X-Enquiry-Signature';

/**
 * What the mail script receives. `id` is the enquiry's reference: the same id twice is one enquiry.
 * `subject` and `text` are the staff's copy, the one the inbox fallback sends: the visitor's values
 * behind a bar, the message in a frame it cannot close, warnings about the hosts it links to. A mail
 * script mails them as they are (plain text); the other fields are data, as the visitor sent them.
 */
export interface ForwardPayload {
  id: string;
  subject: string;
  text: string;
  name: string;
  email: string;
  phone: string;
  /** The delivery PIN code (six digits), when the buyer gave one. */
  deliveryPin?: string;
  message: string;
  sourcePage: string;
  receivedAt: string;
  /** Present when the enquiry came without a genuine form start (no-token), very fast (too-fast), or from a form opened more than two days before (expired). */
  unverified?: string;
  /** The quote's lines, named and priced by the worker from the catalogue, and their total. */
  quote?: PricedQuote;
  /** The artwork files, each with its size, type, SHA-256, signed download link and preflight notes. */
  files?: ForwardFile[];
}

export const payloadOf = (row: EnquiryRow, files: ForwardFile[] = [], origins: readonly string[] = [site.origin]): ForwardPayload => ({
  id: row.id,
  subject: staffSubject(row),
  text: staffText(row, files, origins),
  name: row.name,
  email: row.email,
  phone: row.phone,
  ...(row.delivery_pin ? { deliveryPin: row.delivery_pin } : {}),
  message: row.message,
  sourcePage: row.source_page,
  receivedAt: row.received_at,
  ...(row.unverified ? { unverified: row.unverified } : {}),
  ...(storedQuote(row) ? { quote: storedQuote(row)! } : {}),
  ...(files.length ? { files } : {}),
});

/** One signed POST to the mail script. Only a 2xx answer within the timeout counts as delivered. */
export async function postToMailScript(url: string, secret: string, payload: ForwardPayload, timeoutMs: number): Promise<string | null> {
  const body = JSON.stringify(payload);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await hmacHex(secret, body), 'X-Enquiry-Id': payload.id },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return res.ok ? null : `mail script answered ${res.status}`;
  } catch (error) {
    const name = (error as Error)?.name;
    return name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : `request failed: ${String(error)}`;
  }
}

const forwardingConfigured = async (env: Env): Promise<boolean> => {
  if (!env.MAIL_SCRIPT_URL) return false;
  await checkEnv(env);
  return true;
};

/**
 * Forwards one stored enquiry if it is still pending and nobody else is sending it, and records
 * the outcome on its row: delivered, or one more failed attempt and when to try again.
 */
export async function deliver(env: Env, id: string, now = Date.now()): Promise<'delivered' | 'failed' | 'skipped'> {
  if (!(await forwardingConfigured(env))) return 'skipped';
  const timing = retryTiming(env);
  const row = await claim(env.DB, id, now, now + Math.max(retryPolicy.leaseMs, timing.timeoutMs * 2));
  if (!row) return 'skipped';
  const attempt = row.attempts + 1;
  const started = Date.now();
  const error = await postToMailScript(
    env.MAIL_SCRIPT_URL,
    env.MAIL_SCRIPT_SECRET,
    payloadOf(row, await enquiryFiles(env, row.id, row.received_at), ourOrigins(env)),
    timing.timeoutMs,
  );
  const durationMs = Date.now() - started;
  logEvent('forward.attempt', { reference: id, attempt, ok: error === null, error, durationMs });
  if (error === null) {
    await recordDelivered(env.DB, id, now);
    await closeOutage(env.DB, now);
    logEvent('forward.delivered', { reference: id, attempt, afterInbox: row.fallback_at !== null });
    return 'delivered';
  }
  const nextAttemptAt = now + retryDelay(attempt, Math.random(), timing.baseMs);
  await recordFailed(env.DB, id, nextAttemptAt, error);
  await recordOutage(env.DB, now, error);
  logEvent('forward.retry-scheduled', { reference: id, attempt, nextAttemptAt: new Date(nextAttemptAt).toISOString() });
  return 'failed';
}

export interface SweepResult {
  delivered: number;
  failed: number;
}

/**
 * The cron sweep: forwards every pending enquiry whose next attempt is due, a few at a time,
 * until none is left or the time budget is spent. Its clock starts at the cron's scheduled time.
 * With no MAIL_SCRIPT_URL, enquiries stay stored and pending. Then the inbox's part runs
 * (src/features/enquiry/delivery/inbox.ts): fallback copies, outage alert and notice, daily digest, erasure; and the
 * artwork's (src/features/enquiry/files/sweep.ts): files whose enquiry never came, and those of erased enquiries.
 */
export async function sweep(env: Env, scheduledTime = Date.now()): Promise<SweepResult> {
  const started = Date.now();
  const clock = () => scheduledTime + (Date.now() - started);
  const result: SweepResult = { delivered: 0, failed: 0 };
  await purgeRateWindows(env.DB, clock());
  if (await forwardingConfigured(env)) await forwardDue(env, started, clock, result);
  await inboxSweep(env, clock());
  await artworkSweep(env, clock());
  return result;
}

async function forwardDue(env: Env & { MAIL_SCRIPT_URL: string }, started: number, clock: () => number, result: SweepResult): Promise<void> {
  const tried = new Set<string>();
  while (Date.now() - started < retryPolicy.sweepBudgetMs) {
    const queue = (await dueIds(env.DB, clock(), 50)).filter((id) => !tried.has(id));
    if (!queue.length) break;
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        tried.add(id);
        try {
          const outcome = await deliver(env, id, clock());
          if (outcome !== 'skipped') result[outcome]++;
        } catch (error) {
          // Its lease runs out and a later sweep takes it again.
          logEvent('forward.crashed', { reference: id, error: String(error) });
        }
        if (Date.now() - started >= retryPolicy.sweepBudgetMs) return;
      }
    };
    await Promise.all(Array.from({ length: retryPolicy.concurrency }, worker));
  }
}

/** A failed forward opens the outage (its start is this first failure) or adds to the open one. */
async function recordOutage(db: D1Database, now: number, error: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO forward_outages (started_at, open, failures, last_error) VALUES (?1, 1, 1, ?2)
       ON CONFLICT (open) DO UPDATE SET failures = failures + 1, last_error = excluded.last_error`,
    )
    .bind(now, error.slice(0, 500))
    .run();
}

/** A successful forward ends the open outage, if any; the sweep then sends the recovery notice. */
async function closeOutage(db: D1Database, now: number): Promise<void> {
  await db.prepare('UPDATE forward_outages SET open = NULL, ended_at = ?1 WHERE open = 1').bind(now).run();
}
