// `npm start` accepts wrangler's local cron trigger (`--test-scheduled`), which its minute timer
// also calls: GET /__scheduled?cron=... runs the worker's scheduled handler at once. And it reloads
// on edits: the client build watches its sources, and the page may run wrangler's live-reload script.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync, utimesSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';

// Not 8837 (tests/unit/preview.test.mjs, beside this one) nor 8833-8835 (npm run bench:enquiry);
// wrangler dev picks a free inspector port itself.
const PORT = Number(process.env.START_TEST_PORT || 8836);
const base = `http://127.0.0.1:${PORT}`;
let start;
let output = '';
// The production build's manifest as it stood before npm start: npm start builds elsewhere.
const production = 'static/build/.vite/manifest.json';
const productionBefore = existsSync(production) ? statSync(production).mtimeMs : undefined;

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

test('the page may run the live-reload script wrangler dev appends to it, and no other inline script', async () => {
  const res = await fetch(`${base}/`);
  const script = /<\/html>\s*<script[^>]*>([\s\S]*?)<\/script>\s*$/.exec(await res.text())?.[1];
  expect(script).toContain('/cdn-cgi/live-reload');
  // When this fails after an update of wrangler, its script changed: LIVE_RELOAD_HASH in scripts/start.mjs takes the new hash.
  const hash = createHash('sha256').update(script).digest('base64');
  expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
}, 60_000);

test('a change to a source of the client rebuilds it without a restart, in its own folder, not the production build', async () => {
  const manifest = '.wrangler/start/static/build/.vite/manifest.json';
  const before = statSync(manifest).mtimeMs;
  // A touch, not an edit: the file stays as it is for every other test.
  const now = new Date();
  utimesSync('client/entry.ts', now, now);
  const end = Date.now() + 120_000;
  while (statSync(manifest).mtimeMs === before) {
    if (Date.now() > end) throw new Error(`the client was not rebuilt\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  // The page names the files of npm start's own build, and the production build was not written.
  const page = await (await fetch(`${base}/`)).text();
  const entry = /<script type="module" src="\/build\/([^"]+)"/.exec(page)?.[1];
  expect(entry, 'the page loads the client entry').toBeDefined();
  expect(existsSync(`.wrangler/start/static/build/${entry}`), `${entry} is npm start's own`).toBe(true);
  expect(existsSync(production) ? statSync(production).mtimeMs : undefined).toBe(productionBefore);
}, 130_000);
