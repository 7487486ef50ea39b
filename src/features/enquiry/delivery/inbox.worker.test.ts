import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retention, DAY_MS } from '../store/retention';
import type { Env } from '@platform/env';
import { call, emptyTables, formBody, jsonRequest, mailScript, person, row, runCron } from '@tests/worker/enquiry-helpers';
import { pdfOf, sha256, uploadFile } from '@tests/worker/artwork-helpers';
import { recordingInbox } from '@tests/worker/inbox-recorder';

const MINUTE = 60_000;
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await emptyTables();
});

async function send(e: Env, extra: Record<string, unknown> = {}) {
  const { res, settled } = await call(jsonRequest(await formBody(extra, e)), e);
  const { reference } = (await res.json()) as { reference: string };
  await settled();
  return reference;
}

describe('the inbox fallback', () => {
  it('e-mails a waiting enquiry once after the delay; the mail script still gets it, same reference, when it recovers', async () => {
    const mail = mailScript('fallback');
    await mail.answer('fail');
    const box = recordingInbox({}, mail.env());
    const t0 = Date.now();
    const reference = await send(box.env, {
      message: 'Need 2000 stand-up pouches — ज़िपर के साथ.',
      items: [
        { product: 'kraft-with-window', size: '500gm', quantity: 500, note: 'matt, 2 designs' },
        { product: 'kraft-with-window', size: '1kg', quantity: '1,000' },
      ],
    });

    await runCron(box.env, t0 + 29 * MINUTE);
    expect(box.sent.filter((m) => m.subject.includes(reference))).toEqual([]);

    await runCron(box.env, t0 + 31 * MINUTE);
    await runCron(box.env, t0 + 45 * MINUTE);
    const copies = box.sent.filter((m) => m.subject.startsWith(`Enquiry ${reference}`));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ to: 'sales@printpouch.example', from: 'website@printpouch.example' });
    expect(copies[0]!.text).toContain('ज़िपर के साथ');
    expect(copies[0]!.text).toContain('asha@example.com');
    expect(copies[0]!.text.replaceAll('\r\n', '\n')).toContain(
      'Quote (2 lines):\n1. Matt Kraft With Window Stand-Up Zipper Pouch, 500gm, 500 pouches: ₹2,940.00 (₹5.88 a pouch)\n   Note: │ matt, 2 designs\n2. Matt Kraft With Window Stand-Up Zipper Pouch, 1 Kg, 1,000 pouches: ₹7,070.00 (₹7.07 a pouch)\nEstimated total of the priced lines: ₹10,010.00 (taxes included).',
    );
    expect(copies[0]!.raw).toContain('Reply-To: asha@example.com');
    expect(await row(reference)).toMatchObject({ status: 'pending', fallback_at: expect.any(String) });

    await mail.answer('ok');
    await runCron(box.env, t0 + 24 * 60 * MINUTE);
    expect(await row(reference)).toMatchObject({ status: 'delivered' });
    expect((await mail.log()).filter((r) => r.outcome === 'ok').map((r) => r.id)).toEqual([reference]);
    expect(box.sent.filter((m) => m.subject.startsWith(`Enquiry ${reference}`))).toHaveLength(1);
  });

  it('lists each artwork file in the copy: name, size, type, its signed link and SHA-256, and the preflight note', async () => {
    const mail = mailScript('fallback-artwork');
    await mail.answer('fail');
    const box = recordingInbox({ SITE_ORIGIN: 'http://localhost' }, mail.env());
    const body = await formBody({ items: [{ product: 'kraft-with-window', size: '500gm', quantity: 500 }] }, box.env);
    const pdf = await pdfOf(210, 297, 1_500_000);
    const up = await uploadFile(pdf, 'label A4.pdf', body.idempotencyKey, [{ product: 'kraft-with-window', size: '500gm' }], box.env);
    const t0 = Date.now();
    const { res, settled } = await call(jsonRequest({ ...body, files: [up.id] }), box.env);
    const { reference } = (await res.json()) as { reference: string };
    await settled();
    await runCron(box.env, t0 + 31 * MINUTE);
    const [copy] = box.sent.filter((m) => m.subject.startsWith(`Enquiry ${reference}`));
    const lines = copy!.text.replaceAll('\r\n', '\n').split('\n');
    const at = lines.indexOf('Artwork: 1 file (links work for 30 days)');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('- 1.5 MB, application/pdf │ label A4.pdf');
    expect(lines[at + 2]).toMatch(new RegExp(`^  http://localhost/artwork/${reference}/${up.id}\\?expires=\\d+&sig=[0-9a-f]{64}$`));
    expect(lines[at + 3]).toBe(`  SHA-256 ${await sha256(pdf)}`);
    expect(lines[at + 4]).toMatch(/^ {2}Check: Page 210 × 297 mm is not the 500gm /);
    // The link in the e-mail downloads the file.
    const got = await call(new Request(lines[at + 2]!.trim()), box.env);
    expect(await sha256(await got.res.arrayBuffer())).toBe(await sha256(pdf));
  });

  it('never e-mails an enquiry the mail script took', async () => {
    const mail = mailScript('fallback-delivered');
    await mail.answer('ok');
    const box = recordingInbox({}, mail.env());
    const reference = await send(box.env);
    await runCron(box.env, Date.now() + 60 * MINUTE);
    expect(await row(reference)).toMatchObject({ status: 'delivered', fallback_at: null });
    expect(box.sent).toEqual([]);
  });

  it('is off with no inbox address: enquiries stay pending, nothing is sent', async () => {
    const mail = mailScript('fallback-off');
    await mail.answer('fail');
    const box = recordingInbox({ ENQUIRY_INBOX: '' }, mail.env());
    const reference = await send(box.env);
    await runCron(box.env, Date.now() + 60 * MINUTE);
    expect(await row(reference)).toMatchObject({ status: 'pending', fallback_at: null });
    expect(box.sent).toEqual([]);
  });
});

describe('outage alert and recovery notice', () => {
  it('sends one alert per outage once forwards have failed for the delay, and one notice when they succeed again', async () => {
    const mail = mailScript('inbox-outage');
    await mail.answer('fail');
    const box = recordingInbox({}, mail.env());
    const t0 = Date.now();
    await send(box.env);
    await send(box.env);
    const alerts = () => box.sent.filter((m) => m.subject.startsWith('Enquiry forwarding has failed'));
    const notices = () => box.sent.filter((m) => m.subject.startsWith('Enquiry forwarding works again'));

    await runCron(box.env, t0 + 20 * MINUTE);
    expect(alerts()).toEqual([]);
    await runCron(box.env, t0 + 31 * MINUTE);
    await runCron(box.env, t0 + 50 * MINUTE);
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.text).toContain('Waiting now: 2 enquiries');
    expect(alerts()[0]!.text).toContain('Last error: mail script answered 503');
    expect(notices()).toEqual([]);

    await mail.answer('ok');
    await runCron(box.env, t0 + 3 * 60 * MINUTE);
    await runCron(box.env, t0 + 4 * 60 * MINUTE);
    expect(notices()).toHaveLength(1);
    expect(alerts()).toHaveLength(1);

    // A second outage gets its own alert and notice.
    await mail.answer('fail');
    const t1 = Date.now();
    await send(box.env);
    await runCron(box.env, t1 + 31 * MINUTE);
    expect(alerts()).toHaveLength(2);
  });

  it('sends no alert for a failure the next forward recovers from', async () => {
    const mail = mailScript('blip');
    await mail.answer('ok', ['fail']);
    const box = recordingInbox({}, mail.env());
    const t0 = Date.now();
    await send(box.env);
    await runCron(box.env, t0 + 5 * MINUTE);
    await runCron(box.env, t0 + 60 * MINUTE);
    expect(box.sent).toEqual([]);
  });
});

describe('the daily digest of held enquiries', () => {
  it('lists exactly the held enquiries of its day, once', async () => {
    const box = recordingInbox();
    const held1 = await send(box.env, { website: 'https://spam.example', message: 'x'.repeat(150) + 'y'.repeat(150) });
    const held2 = await send(box.env, { startedAt: `${Date.now() - 60_000}.${'0'.repeat(64)}` });
    const otherDay = await send(box.env, { website: 'https://spam.example' });
    const person = await send(box.env);
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare('UPDATE enquiries SET received_at = ? WHERE id = ?')
      .bind(`${new Date(Date.now() - 2 * DAY_MS).toISOString()}`, otherDay)
      .run();

    await runCron(box.env, Date.now());
    expect(box.sent).toEqual([]);

    const tomorrow = Date.parse(`${today}T00:00:00.000Z`) + DAY_MS + 60 * MINUTE;
    await runCron(box.env, tomorrow);
    await runCron(box.env, tomorrow + MINUTE);
    const digests = box.sent.filter((m) => m.subject.includes('held as spam'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(`2 enquiries held as spam on ${today}`);
    const text = digests[0]!.text.replaceAll('\r\n', '\n');
    expect(text).toContain(held1);
    expect(text).toContain(held2);
    expect(text).not.toContain(otherDay);
    expect(text).not.toContain(person);
    expect(text).toContain('Name:    │ Asha Rao\nE-mail:  │ asha@example.com');
    expect(text).toContain('the hidden field was filled in');
    expect(text).toContain('forged form token');
    // The first 200 characters of the message, behind the bar, cut into lines that fit.
    const excerpt = text
      .split('\n')
      .filter((l) => /^(Message: | {9})│ [xy]/.test(l))
      .map((l) => l.slice(11))
      .join('');
    expect(excerpt).toBe(`${'x'.repeat(150)}${'y'.repeat(50)}…`);
  });
});

describe('retention', () => {
  it('erases personal fields of delivered enquiries after the period and held ones after theirs, never a pending one', async () => {
    const mail = mailScript('retention');
    await mail.answer('ok');
    const e = mail.env();
    const t0 = Date.now();
    const delivered = await send(e, { pincode: '625015', items: [{ product: 'kraft-with-window', size: '500gm', quantity: 500, note: 'for Asha Rao Foods' }] });
    expect((await row(delivered))!.items).toContain('Asha Rao Foods');
    expect((await row(delivered))!.delivery_pin).toBe('625015');
    const held = await send(e, { website: 'https://spam.example' });
    await mail.answer('fail');
    const pending = await send(e);

    await runCron(e, t0 + (retention.heldDays - 1) * DAY_MS);
    expect(await row(held)).toMatchObject({ name: person.name, erased_at: null });

    await runCron(e, t0 + (retention.heldDays + 1) * DAY_MS);
    expect(await row(held)).toMatchObject({ status: 'spam', name: '', email: '', phone: '', message: '', erased_at: expect.any(String) });
    expect(await row(delivered)).toMatchObject({ name: person.name, erased_at: null });

    await runCron(e, t0 + (retention.deliveredDays + 1) * DAY_MS);
    const erased = await row(delivered);
    expect(erased).toMatchObject({
      id: delivered,
      status: 'delivered',
      name: '',
      email: '',
      phone: '',
      message: '',
      items: null,
      delivery_pin: null,
      dedupe_key: `erased:${delivered}`,
    });
    expect(erased!.received_at).toMatch(/^\d{4}-/);
    expect(erased!.delivered_at).toMatch(/^\d{4}-/);
    expect(await row(pending)).toMatchObject({ status: 'pending', name: person.name, email: person.email, erased_at: null });
  });
});

describe('two sweeps at the same time', () => {
  it('send nothing twice', async () => {
    const mail = mailScript('concurrent');
    await mail.answer('fail');
    const box = recordingInbox({}, mail.env());
    const t0 = Date.now();
    const refs = [await send(box.env), await send(box.env), await send(box.env)];
    await send(box.env, { website: 'https://spam.example' });
    const at = Date.parse(`${new Date(t0).toISOString().slice(0, 10)}T00:00:00.000Z`) + DAY_MS + 31 * MINUTE;
    await Promise.all([runCron(box.env, at), runCron(box.env, at), runCron(box.env, at)]);
    const subjects = box.sent.map((m) => m.subject);
    for (const ref of refs) expect(subjects.filter((s) => s.includes(ref))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Enquiry forwarding has failed'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('held as spam'))).toHaveLength(1);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});

it('sends the spec-contract enquiry (no form token) to the inbox marked unverified when the mail script is down', async () => {
  const mail = mailScript('fallback-unverified');
  await mail.answer('fail');
  const box = recordingInbox({}, mail.env());
  const { res, settled } = await call(jsonRequest(person), box.env);
  const { reference } = (await res.json()) as { reference: string };
  await settled();
  await runCron(box.env, Date.now() + 31 * MINUTE);
  const copy = box.sent.find((m) => m.subject.includes(reference));
  expect(copy?.text).toContain('Unverified: sent without the form (no form token)');
});

it('states in the privacy policy the same periods the sweep erases after', async () => {
  const { res } = await call(new Request('http://localhost/privacy-policy'));
  const html = (await res.text()).replace(/<[^>]+>/g, '');
  expect(html).toContain(`${retention.deliveredDays} days after your enquiry reached us`);
  expect(html).toContain(`${retention.heldDays} days after arrival for an enquiry our spam checks held back`);
});

it('logs every step as one JSON line with the reference and none of the personal fields', async () => {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const logSpy = vi.spyOn(console, 'log').mockImplementation(capture);
  const warnSpy = vi.spyOn(console, 'warn').mockImplementation(capture);
  try {
    const mail = mailScript('logs');
    await mail.answer('fail');
    const box = recordingInbox({}, mail.env());
    const t0 = Date.now();
    const reference = await send(box.env);
    await send(box.env, { website: 'https://spam.example' });
    await runCron(box.env, t0 + 31 * MINUTE);
    await mail.answer('ok');
    await runCron(box.env, t0 + DAY_MS);
    await runCron(box.env, t0 + (retention.deliveredDays + 3) * DAY_MS);

    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const mine = events.filter((e) => e.reference === reference).map((e) => e.event);
    expect(mine).toEqual(
      expect.arrayContaining(['enquiry.stored', 'forward.attempt', 'forward.retry-scheduled', 'fallback.sent', 'forward.delivered', 'retention.erased']),
    );
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['enquiry.held', 'outage.alert-sent', 'outage.recovery-sent', 'digest.sent']));
    const attempt = events.find((e) => e.event === 'forward.attempt' && e.reference === reference);
    expect(attempt).toMatchObject({ ok: false, error: 'mail script answered 503', durationMs: expect.any(Number) });
    for (const line of lines) for (const personal of [person.name, person.email, '9876543210', person.message]) expect(line).not.toContain(personal);
  } finally {
    logSpy.mockRestore();
    warnSpy.mockRestore();
  }
});
