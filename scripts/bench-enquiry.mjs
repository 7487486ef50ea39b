#!/usr/bin/env node
// `npm run bench:enquiry`: are enquiries ever lost? Serves the real worker (wrangler dev, local D1
// in a fresh folder) with a mail-script stand-in that fails 30 % of calls and hangs on 10 %, sends
// 500 enquiries, then runs the cron trigger until the retries are done, and prints what was
// stored, delivered, duplicated and lost. Required: 500 stored, 500 delivered, 0 duplicates, 0 lost.
// The retry schedule is shortened 120-fold (first retry after 0.5 s instead of a minute), the
// forward timeout is the real one (5 s). Options through env: BENCH_COUNT, BENCH_PORT (8833),
// BENCH_MAIL_PORT (8834), BENCH_SEED.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMailStandIn } from '../tests/support/mail-stand-in.mjs';

const COUNT = Number(process.env.BENCH_COUNT || 500);
const PORT = Number(process.env.BENCH_PORT || 8833);
const MAIL_PORT = Number(process.env.BENCH_MAIL_PORT || 8834);
const SEED = Number(process.env.BENCH_SEED || 20261);
const CONCURRENCY = 25;
const DEADLINE_MS = 15 * 60_000;
const SECRET = 'bench-mail-script-secret-0123456789';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };
const wrangler = 'node_modules/.bin/wrangler';
const state = mkdtempSync(join(tmpdir(), 'bench-enquiry-'));
const site = `http://127.0.0.1:${PORT}`;
const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s]`, ...a);
const t0 = Date.now();

function must(cmd, args) {
  const r = spawnSync(cmd, args, { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr || r.stdout}`);
  return r.stdout;
}

const d1 = (sql) => JSON.parse(must(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql]))[0].results;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

let dev;
const mail = await startMailStandIn({ port: MAIL_PORT, secret: SECRET, seed: SEED });
try {
  must('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
  must(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  mail.setMode({ fail: 0.3, hang: 0.1 }, 'bench');
  dev = spawn(wrangler, [
    'dev', '--port', String(PORT), '--ip', '127.0.0.1', '--inspector-port', String(PORT + 1000), '--log-level', 'error',
    '--persist-to', state, '--test-scheduled',
    '--var', `MAIL_SCRIPT_URL:${mail.url('bench')}`, '--var', `MAIL_SCRIPT_SECRET:${SECRET}`, '--var', 'FORWARD_RETRY_BASE_MS:500',
  ], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let i = 0; ; i++) {
    if (dev.exitCode !== null) throw new Error(`wrangler dev exited with ${dev.exitCode}`);
    if (await fetch(`${site}/robots.txt`).then((r) => r.ok, () => false)) break;
    if (i > 150) throw new Error('wrangler dev did not start');
    await sleep(200);
  }
  log(`site on ${site}, mail script stand-in on ${mail.url('bench')} (fails 30 %, hangs 10 %)`);

  // A form as a visitor gets it; its signed start time must be over 2 s old, or the enquiry counts as spam.
  const page = await (await fetch(`${site}/contactus`)).text();
  const startedAt = /name="startedAt" value="([^"]+)"/.exec(page)[1];
  await sleep(2100);

  const answers = [];
  let next = 0;
  const sendOne = async (i) => {
    const started = performance.now();
    const res = await fetch(`${site}/api/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      body: JSON.stringify({
        name: `Bench Buyer ${i}`, email: `buyer${i}@example.com`, phone: `98${String(i).padStart(8, '0')}`,
        message: `Enquiry ${i}: please quote 1000 kraft pouches with a window.`,
        idempotencyKey: crypto.randomUUID(), startedAt, website: '', sourcePage: '/contactus',
      }),
    });
    const body = await res.json();
    answers.push({ status: res.status, reference: body.reference, ms: performance.now() - started });
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => { for (let i = next++; i < COUNT; i = next++) await sendOne(i); }));
  const statuses = answers.reduce((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {});
  const references = new Set(answers.filter((a) => a.status === 201).map((a) => a.reference));
  log(`sent ${COUNT} enquiries: ${JSON.stringify(statuses)}; answer time p50 ${percentile(answers.map((a) => a.ms), 50).toFixed(0)} ms, p95 ${percentile(answers.map((a) => a.ms), 95).toFixed(0)} ms`);

  const accepted = () => new Set(mail.log('bench').filter((e) => e.outcome === 'ok').map((e) => e.id));
  let sweeps = 0;
  while (accepted().size < references.size && Date.now() - t0 < DEADLINE_MS) {
    await sleep(500);
    await fetch(`${site}/__scheduled?cron=${encodeURIComponent('* * * * *')}`).then((r) => r.text());
    sweeps++;
    if (sweeps % 10 === 0) log(`after ${sweeps} cron runs: ${accepted().size} of ${references.size} delivered`);
  }
  // Let forwards still in flight finish, so a late duplicate would show.
  await sleep(6000);
  log(`retries done after ${sweeps} cron runs`);

  const rows = d1(`SELECT id, status, attempts FROM enquiries`);
  const stored = rows.filter((r) => r.status !== 'spam');
  const entries = mail.log('bench');
  const okById = new Map();
  for (const e of entries.filter((e) => e.outcome === 'ok')) okById.set(e.id, (okById.get(e.id) ?? 0) + 1);
  const delivered = new Set(okById.keys());
  const duplicates = [...okById.values()].reduce((n, c) => n + c - 1, 0);
  const lost = [...references].filter((id) => !delivered.has(id));
  const attempts = stored.map((r) => r.attempts);
  const outcome = (o) => entries.filter((e) => e.outcome === o).length;

  const report = {
    'enquiries sent': COUNT,
    'answered 201': references.size,
    'stored in D1 (not spam)': stored.length,
    'stored references = answered references': stored.length === references.size && stored.every((r) => references.has(r.id)),
    'delivered (distinct ids the mail script took)': delivered.size,
    'rows marked delivered in D1': rows.filter((r) => r.status === 'delivered').length,
    'duplicates (an id taken more than once)': duplicates,
    lost: lost.length,
    'forward calls: total / ok / failed / hung / bad signature': `${entries.length} / ${outcome('ok')} / ${outcome('fail')} / ${outcome('hang')} / ${outcome('rejected')}`,
    'attempts per enquiry: mean / max': `${(attempts.reduce((a, b) => a + b, 0) / attempts.length).toFixed(2)} / ${Math.max(...attempts)}`,
    'cron runs': sweeps,
    'total time': `${((Date.now() - t0) / 1000).toFixed(1)} s`,
  };
  console.log('\nEnquiry durability bench');
  for (const [k, v] of Object.entries(report)) console.log(`  ${k.padEnd(58)} ${v}`);
  const pass = references.size === COUNT && stored.length === COUNT && delivered.size === COUNT && duplicates === 0 && lost.length === 0;
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: required ${COUNT} stored, ${COUNT} delivered, 0 duplicates, 0 lost`);
  process.exitCode = pass ? 0 : 1;
} finally {
  if (dev && dev.exitCode === null) {
    process.kill(-dev.pid, 'SIGTERM');
    await new Promise((r) => dev.once('exit', r));
  }
  await mail.stop();
  rmSync(state, { recursive: true, force: true });
}
