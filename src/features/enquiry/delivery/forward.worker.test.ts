import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hmacHex } from '@platform/crypto';
import { deliver } from './forward';
import { retryPolicy } from './retry';
import { call, countRows, emptyTables, formBody, jsonRequest, mailScript, row, runCron } from '@tests/worker/enquiry-helpers';

const MINUTE = 60_000;

// Real HTTP round trips to the stand-in and deliberate timeouts: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await emptyTables();
});

async function send(e: ReturnType<ReturnType<typeof mailScript>['env']>, extra: Record<string, unknown> = {}) {
  const { res, settled } = await call(jsonRequest(await formBody(extra, e)), e);
  const answer = (await res.json()) as { reference: string; message: string };
  return { res, answer, reference: answer.reference, settled };
}

describe('every enquiry is stored before the answer and then forwarded', () => {
  it('has the row in D1, pending, when the answer arrives, while the mail script has not answered yet', async () => {
    const mail = mailScript('stored-first');
    await mail.answer('hang');
    const e = mail.env({ FORWARD_TIMEOUT_MS: '800' });
    const { res, reference, answer, settled } = await send(e);

    expect(res.status).toBe(201);
    expect(answer.message).toContain('successfully');
    const stored = await row(reference);
    expect(stored).toMatchObject({ id: reference, status: 'pending', name: 'Asha Rao', phone: '9876543210', attempts: 0 });

    await settled();
    expect(await row(reference)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer within 800 ms' });
  });

  it('forwards once, signed with HMAC-SHA256 of the body, with id, the staff copy, fields, source page and time', async () => {
    const mail = mailScript('signed');
    await mail.answer('ok');
    const e = mail.env();
    const { reference, settled } = await send(e, { sourcePage: '/contactus?product=gold-zipper' });
    await settled();

    const stored = await row(reference);
    expect(stored).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    const log = await mail.log();
    expect(log).toHaveLength(1);
    const [received] = log;
    expect(received!.signed).toBe(true);
    expect(received!.payload).toEqual({
      id: reference,
      subject: `Enquiry ${reference} from Asha Rao`,
      text: expect.stringContaining('Message from the visitor (as typed):\n│ We need 500 kraft pouches with a window for our masala.\n└'),
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'We need 500 kraft pouches with a window for our masala.',
      sourcePage: '/contactus?product=gold-zipper',
      receivedAt: stored!.received_at,
    });
    expect(received!.signature).toBe(await hmacHex(mail.secret, JSON.stringify(received!.payload)));

    // A delivered enquiry is never sent again.
    await runCron(e, Date.now() + 24 * 60 * MINUTE);
    expect(await mail.log()).toHaveLength(1);
  });

  it('leaves enquiries stored and pending when no mail script is configured', async () => {
    const { reference, settled } = await send(env);
    await settled();
    await runCron(env, Date.now() + 60 * MINUTE);
    expect(await row(reference)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('a forward that fails or times out is retried with backoff until delivered', () => {
  it('retries after failures at growing intervals, and only when due', async () => {
    const mail = mailScript('backoff');
    await mail.answer('fail');
    const e = mail.env();
    const { reference, settled } = await send(e);
    await settled();

    let stored = (await row(reference))!;
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail script answered 503' });
    const received = Date.parse(stored.received_at);
    const firstWait = stored.next_attempt_at - received;
    expect(firstWait).toBeGreaterThanOrEqual(0.8 * MINUTE);
    expect(firstWait).toBeLessThanOrEqual(1.2 * MINUTE + 1000);

    // Not yet due: the sweep leaves it alone.
    await runCron(e, received + 30_000);
    expect((await row(reference))!.attempts).toBe(1);
    expect(await mail.log()).toHaveLength(1);

    await runCron(e, stored.next_attempt_at);
    const second = (await row(reference))!;
    expect(second.attempts).toBe(2);
    const secondWait = second.next_attempt_at - stored.next_attempt_at;
    expect(secondWait).toBeGreaterThanOrEqual(1.6 * MINUTE - 1000);
    expect(secondWait).toBeLessThanOrEqual(2.4 * MINUTE + 1000);

    await mail.answer('ok');
    await runCron(e, second.next_attempt_at);
    stored = (await row(reference))!;
    expect(stored).toMatchObject({ status: 'delivered', attempts: 3, last_error: null });
    expect((await mail.log()).map((r) => r.outcome)).toEqual(['fail', 'fail', 'ok']);
  });

  it('retries after a timeout: a mail script that never answers does not hold the enquiry', async () => {
    const mail = mailScript('timeout');
    await mail.answer('ok', ['hang', 'hang']);
    const e = mail.env({ FORWARD_TIMEOUT_MS: '300' });
    const { reference, settled } = await send(e);
    await settled();
    expect(await row(reference)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer within 300 ms' });

    await runCron(e, Date.now() + 2 * MINUTE);
    expect(await row(reference)).toMatchObject({ status: 'pending', attempts: 2 });
    await runCron(e, Date.now() + 10 * MINUTE);
    expect(await row(reference)).toMatchObject({ status: 'delivered', attempts: 3 });
    expect((await mail.log()).map((r) => r.outcome)).toEqual(['hang', 'hang', 'ok']);
  });

  it('loses nothing while the mail script is down for many attempts, and delivers each enquiry once when it returns', async () => {
    const mail = mailScript('outage');
    await mail.answer('fail');
    const e = mail.env();
    const references: string[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = await send(e, { message: `Enquiry number ${i} about stand-up pouches.` });
      await sent.settled();
      references.push(sent.reference);
    }

    // Twelve sweeps, each when every row is due again: about 7 hours of outage with the backoff capped at an hour.
    let clock = Date.now();
    for (let sweep = 0; sweep < 12; sweep++) {
      clock = (await env.DB.prepare(`SELECT MAX(next_attempt_at) AS t FROM enquiries`).first<number>('t'))!;
      await runCron(e, clock);
    }
    expect(await countRows(`status = 'pending' AND attempts = 13`)).toBe(5);
    const waits = await env.DB.prepare(`SELECT next_attempt_at - ? AS wait FROM enquiries`).bind(clock).all<{ wait: number }>();
    for (const { wait } of waits.results) expect(wait).toBeLessThanOrEqual(retryPolicy.baseMs * retryPolicy.maxFactor * 1.2 + 1000);

    await mail.answer('ok');
    await runCron(e, clock + 2 * 60 * MINUTE);
    expect(await countRows(`status = 'delivered'`)).toBe(5);
    const accepted = (await mail.log()).filter((r) => r.outcome === 'ok').map((r) => r.id);
    expect(accepted.sort()).toEqual([...references].sort());
    expect((await mail.log()).every((r) => r.signed)).toBe(true);
  });

  it('never sends a row twice at once: a forward in flight holds it against the sweep', async () => {
    const mail = mailScript('lease');
    await mail.answer('ok', ['hang']);
    const e = mail.env({ FORWARD_TIMEOUT_MS: '1500' });
    const { reference, settled } = await send(e);
    await expect.poll(async () => (await mail.log()).length).toBe(1);

    await runCron(e, Date.now());
    expect(await mail.log()).toHaveLength(1);
    await settled();
    expect(await row(reference)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('sends a row once when two forwards of it start at the same moment (request and sweep racing)', async () => {
    const mail = mailScript('race');
    await mail.answer('fail', ['fail']);
    const e = mail.env();
    const { reference, settled } = await send(e);
    await settled();
    await mail.answer('ok');
    const due = (await row(reference))!.next_attempt_at;
    const outcomes = await Promise.all([deliver(e, reference, due), deliver(e, reference, due), deliver(e, reference, due)]);
    expect(outcomes.sort()).toEqual(['delivered', 'skipped', 'skipped']);
    expect((await mail.log()).map((r) => r.outcome)).toEqual(['fail', 'ok']);
  });
});
