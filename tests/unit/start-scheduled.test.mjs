// `npm start` accepts wrangler's local cron trigger (`--test-scheduled`), which its minute timer
// also calls: GET /__scheduled?cron=... runs the worker's scheduled handler at once.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';

// Not 8837 (tests/unit/preview.test.mjs, beside this one) nor 8833-8835 (npm run bench:enquiry);
// wrangler dev picks a free inspector port itself.
const PORT = Number(process.env.START_TEST_PORT || 8836);
const base = `http://127.0.0.1:${PORT}`;
let start;
let output = '';

beforeAll(async () => {
  start = spawn('npm', ['start'], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  start.stdout.on('data', (d) => (output += d));
  start.stderr.on('data', (d) => (output += d));
  const end = Date.now() + 240_000;
  for (;;) {
    if ((await fetch(`${base}/`).catch(() => null))?.ok) break;
    if (Date.now() > end || start.exitCode !== null) throw new Error(`npm start did not get ready\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, 260_000);

afterAll(() => {
  if (start?.exitCode === null) process.kill(-start.pid, 'SIGTERM');
});

test('/__scheduled runs the scheduled handler under npm start', async () => {
  const res = await fetch(`${base}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('Ran scheduled event');
}, 60_000);
