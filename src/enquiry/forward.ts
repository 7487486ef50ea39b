import { checkEnv, type Env } from '../env';
import { hmacHex } from './crypto';
import { purgeRateWindows } from './rate-limit';
import { retryDelay, retryPolicy, retryTiming } from './retry';
import { claim, dueIds, recordDelivered, recordFailed, type EnquiryRow } from './store';

/** The header carrying the HMAC-SHA256 (hex) of the request body under MAIL_SCRIPT_SECRET. */
export const SIGNATURE_HEADER = 'X-Enquiry-Signature';

/** What the mail script receives. `id` is the enquiry's reference: the same id twice is one enquiry. */
export interface ForwardPayload {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  sourcePage: string;
  receivedAt: string;
}

export const payloadOf = (row: EnquiryRow): ForwardPayload => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  sourcePage: row.source_page,
  receivedAt: row.received_at,
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

const forwardingConfigured = (env: Env): env is Env & { MAIL_SCRIPT_URL: string; MAIL_SCRIPT_SECRET: string } => {
  if (!env.MAIL_SCRIPT_URL) return false;
  checkEnv(env);
  return true;
};

/**
 * Forwards one stored enquiry if it is still pending and nobody else is sending it, and records
 * the outcome on its row: delivered, or one more failed attempt and when to try again.
 */
export async function deliver(env: Env, id: string, now = Date.now()): Promise<'delivered' | 'failed' | 'skipped'> {
  if (!forwardingConfigured(env)) return 'skipped';
  const timing = retryTiming(env);
  const row = await claim(env.DB, id, now, now + Math.max(retryPolicy.leaseMs, timing.timeoutMs * 2));
  if (!row) return 'skipped';
  const error = await postToMailScript(env.MAIL_SCRIPT_URL, env.MAIL_SCRIPT_SECRET, payloadOf(row), timing.timeoutMs);
  if (error === null) {
    await recordDelivered(env.DB, id, now);
    return 'delivered';
  }
  console.warn('enquiry forward failed', id, `attempt ${row.attempts + 1}`, error);
  await recordFailed(env.DB, id, now + retryDelay(row.attempts + 1, Math.random(), timing.baseMs), error);
  return 'failed';
}

export interface SweepResult {
  delivered: number;
  failed: number;
}

/**
 * The cron sweep: forwards every pending enquiry whose next attempt is due, a few at a time,
 * until none is left or the time budget is spent. Its clock starts at the cron's scheduled time.
 * With no MAIL_SCRIPT_URL, enquiries stay stored and pending.
 */
export async function sweep(env: Env, scheduledTime = Date.now()): Promise<SweepResult> {
  const started = Date.now();
  const clock = () => scheduledTime + (Date.now() - started);
  const result: SweepResult = { delivered: 0, failed: 0 };
  await purgeRateWindows(env.DB, clock());
  if (!forwardingConfigured(env)) return result;
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
          console.error('enquiry forward crashed', id, error);
        }
        if (Date.now() - started >= retryPolicy.sweepBudgetMs) return;
      }
    };
    await Promise.all(Array.from({ length: retryPolicy.concurrency }, worker));
  }
  return result;
}
