// `npm run preview` end to end: the deployable build in workerd on a port of our choosing serves a
// page, a static file and a 404, and its scheduled handler retries a forward that failed. The cron
// is fired through the preview's trigger (--test-scheduled: a line on its input) rather than awaited: this is about the
// retry, not the clock. That the preview's own minute timer fires is checked by `npm run audit`.
// Slow when it builds first, so the timeouts are generous.
import { spawn } from 'node:child_process';
import { createHmac, hkdfSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMailStandIn } from '../support/mail-stand-in.mjs';

// Fixed ports: 8836 is tests/unit/start-scheduled.test.mjs (which runs beside this one), 8833-8835
// are npm run bench:enquiry's site, mail stand-in and inspector.
const PORT = Number(process.env.PREVIEW_TEST_PORT || 8837);
const base = `http://127.0.0.1:${PORT}`;
const secret = 'preview-test-secret-0123456789';
// The site's own signing secret (src/platform/signing.ts), so this test can sign a form start as the site does.
const signing = 'preview-test-signing-secret-0123456789abcdef';
const state = mkdtempSync(join(tmpdir(), 'preview-d1-'));
let preview;
let mail;
let output = '';

async function until(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  mail = await startMailStandIn({ secret });
  // The first forward fails: only the cron sweep can deliver the enquiry.
  await fetch(`${mail.base}/__control/default`, { method: 'POST', body: JSON.stringify({ script: ['fail'] }) });
  // Under `npm test` the build is fresh (SITE_BUILT): the preview serves it instead of building again.
  preview = spawn(
    'npm',
    [
      'run',
      'preview',
      '--',
      ...(process.env.SITE_BUILT ? ['--no-build'] : []),
      '--persist-to',
      state,
      '--test-scheduled',
      '--var',
      `MAIL_SCRIPT_URL:${mail.url()}`,
      '--var',
      `MAIL_SCRIPT_SECRET:${secret}`,
      '--var',
      `SIGNING_SECRET:${signing}`,
      '--var',
      'FORWARD_RETRY_BASE_MS:0',
    ],
    { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  );
  preview.stdout.on('data', (d) => (output += d));
  preview.stderr.on('data', (d) => (output += d));
  await until(async () => output.includes('preview ready') && (await fetch(`${base}/`)).ok, 300_000, 'npm run preview to be ready');
}, 320_000);

afterAll(async () => {
  if (preview?.exitCode === null) process.kill(-preview.pid, 'SIGTERM');
  await mail?.stop();
  rmSync(state, { recursive: true, force: true });
});

test('serves a page, a static file and a 404', async () => {
  const page = await fetch(`${base}/faq`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<h1');
  const file = await fetch(`${base}/favicon.svg`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('svg');
  const missing = await fetch(`${base}/no-such-page`);
  expect(missing.status).toBe(404);
});

test('the scheduled handler delivers an enquiry whose first forward failed', async () => {
  const started = String(Date.now() - 60_000);
  // HMAC-SHA256 under the form-start key HKDF-SHA256 derives from SIGNING_SECRET.
  const key = Buffer.from(hkdfSync('sha256', signing, 'pouch-site signing', 'form-start', 32));
  const startedAt = `${started}.${createHmac('sha256', key).update(started).digest('hex')}`;
  const res = await fetch(`${base}/api/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '2001:db8::7' },
    body: JSON.stringify({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765-43210',
      message: 'We need 500 kraft pouches with a window for our masala.',
      idempotencyKey: crypto.randomUUID(),
      startedAt,
      website: '',
      sourcePage: '/contactus',
    }),
  });
  expect(res.status).toBeLessThan(300);
  await until(async () => mail.log().some((r) => r.outcome === 'fail'), 60_000, 'the first, failing forward');
  // Only the scheduled handler forwards again: fire it until the stand-in records the delivery.
  const delivered = await until(
    async () => {
      const ran = output.split('scheduled: ').length;
      preview.stdin.write('scheduled\n');
      await until(async () => output.split('scheduled: ').length > ran, 30_000, 'the scheduled handler to run');
      return mail.log().find((r) => r.outcome === 'ok');
    },
    60_000,
    'the scheduled handler to deliver it',
  );
  expect(output).not.toMatch(/scheduled: (?!ok)/);
  expect(delivered.payload.email).toBe('asha@example.com');
  expect(delivered.signed).toBe(true);
}, 120_000);
