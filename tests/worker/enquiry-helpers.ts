import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { inject } from 'vitest';
import worker from '../../src/index';
import { startToken } from '@features/enquiry/intake/spam';
import { rateLimit } from '@features/enquiry/intake/rate-limit';
import type { EnquiryRow } from '@features/enquiry/store/rows';
import type { Env } from '@platform/env';

/** A person's enquiry: every field valid. */
export const person = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765-43210',
  message: 'We need 500 kraft pouches with a window for our masala.',
};

let visitors = 0;
/** A new visitor per call, so the per-visitor limit does not mix tests up: an IPv6 address in a /64 of its own. */
export const nextIp = () => `2001:db8:${(++visitors).toString(16)}::1`;

/**
 * The per-visitor limits count in fixed windows of ten minutes on the clock
 * (src/features/enquiry/intake/rate-limit.ts): requests on both sides of a window's end are counted in two
 * windows, so a visitor taken up to a limit just before it is not past it just after. A test that
 * does that starts with at least `ms` of the window left, waiting for the next one if need be; its
 * timeout is RATE_TEST_TIMEOUT, which allows for the wait.
 */
export async function roomInRateWindow(ms = 30_000): Promise<void> {
  const left = rateLimit.windowMs - (Date.now() % rateLimit.windowMs);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
export const RATE_TEST_TIMEOUT = 60_000;

/** A form start time signed by the server long enough ago to pass the minimum fill time. */
export const oldStart = (e: Env = env) => startToken(e, Date.now() - 60_000);

/** The full JSON body the form's JavaScript sends. */
export async function formBody(extra: Record<string, unknown> = {}, e: Env = env) {
  return { ...person, idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(e), website: '', sourcePage: '/contactus', ...extra };
}

export const jsonRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/enquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The cookies an answer sets, as the browser sends them back: `name=value; other=value`. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Calls the worker with its own execution context; `settled()` waits for the work after the answer. */
export async function call(request: Request, e: Env = env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, e, ctx);
  return { res, settled: () => waitOnExecutionContext(ctx) };
}

/** Runs the cron trigger as Cloudflare would at `scheduledTime`, and waits for it to finish. */
export async function runCron(e: Env, scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime, cron: '* * * * *' }), e, ctx);
  await waitOnExecutionContext(ctx);
}

/**
 * Empties every table: the files' rows before the enquiries they belong to, the rate windows, the
 * outages and the held digests. Files that send enquiries share a runtime, one after another
 * (vitest.worker.config.ts): a test that counts a table or runs the sweep starts from none.
 */
export const emptyTables = () =>
  env.DB.exec('DELETE FROM artwork_files; DELETE FROM enquiries; DELETE FROM enquiry_rate; DELETE FROM forward_outages; DELETE FROM held_digests;');

export const row = (id: string) => env.DB.prepare('SELECT * FROM enquiries WHERE id = ?').bind(id).first<EnquiryRow>();
export const countRows = async (where = '1 = 1', ...binds: unknown[]) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM enquiries WHERE ${where}`)
    .bind(...binds)
    .first<number>('n')) ?? 0;

/** The mail-script stand-in, one channel per test, steered over HTTP from inside workerd. */
export function mailScript(channel: string) {
  const { base, secret } = inject('mailStandIn');
  return {
    secret,
    env: (extra: Partial<Env> = {}): Env => ({ ...env, MAIL_SCRIPT_URL: `${base}/mail/${channel}`, MAIL_SCRIPT_SECRET: secret, ...extra }),
    answer: async (mode: 'ok' | 'fail' | 'hang', script: Array<'ok' | 'fail' | 'hang'> = []) => {
      await fetch(`${base}/__control/${channel}`, { method: 'POST', body: JSON.stringify({ mode, script }) });
    },
    log: async () =>
      (await (await fetch(`${base}/__log/${channel}`)).json()) as Array<{
        id: string;
        payload: Record<string, string>;
        signature: string;
        signed: boolean;
        outcome: string;
        at: number;
      }>,
  };
}
