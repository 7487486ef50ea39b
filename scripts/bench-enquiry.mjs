#!/usr/bin/env node
// `npm run bench:enquiry`: are enquiries ever lost? Serves the real worker (wrangler dev, local D1
// in a fresh folder) with a mail-script stand-in, sends enquiries, then runs the cron trigger until
// every one has reached a person, and prints what was stored, delivered, duplicated and lost.
// Two scenarios, both by default (BENCH_SCENARIO=flaky or down for one):
//   flaky: the mail script fails 30 % of calls and hangs on 10 %. Required: all stored, all
//          delivered to the mail script, 0 duplicates after dropping by reference, 0 lost.
//   down:  the mail script fails every call for the whole run; the inbox fallback is on (the local
//          send_email simulation writes each message to a .eml file, named in wrangler's log).
//          Required: all stored, every one in the inbox once, 0 lost.
// The retry schedule is shortened 120-fold (first retry after 0.5 s instead of a minute), the
// fallback delay to 2 s, the forward timeout is the real one (5 s). Options through env:
// BENCH_COUNT (500; use e.g. 100 on a shared machine), BENCH_PORT (8833; the inspector takes the port 2 above), BENCH_MAIL_PORT (8834), BENCH_SEED.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const SCENARIOS = process.env.BENCH_SCENARIO ? [process.env.BENCH_SCENARIO] : ['flaky', 'down'];
const INBOX = 'sales@printpouch.example';
const site = `http://127.0.0.1:${PORT}`;

function must(cmd, args) {
  const r = spawnSync(cmd, args, { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr || r.stdout}`);
  return r.stdout;
}

const d1 = (state, sql) => JSON.parse(must(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql]))[0].results;

/** The reference in the subject of an e-mail the local send_email simulation wrote to disk. */
const inboxReference = (file) => /^Subject: Enquiry (ENQ-[0-9A-Z]{10}) /m.exec(readFileSync(file, 'utf8'))?.[1] ?? null;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

must('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
let failed = false;
for (const kind of SCENARIOS) failed = !(await scenario(kind)) || failed;
process.exitCode = failed ? 1 : 0;

async function scenario(kind) {
const down = kind === 'down';
const t0 = Date.now();
const log = (...a) => console.log(`[${kind} ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s]`, ...a);
const state = mkdtempSync(join(tmpdir(), 'bench-enquiry-'));
let dev;
const mail = await startMailStandIn({ port: MAIL_PORT, secret: SECRET, seed: SEED });
/** Files of the e-mails the send_email simulation wrote, read from wrangler's log. */
const emails = [];
try {
  must(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  mail.setMode(down ? 'fail' : { fail: 0.3, hang: 0.1 }, 'bench');
  dev = spawn(wrangler, [
    'dev', '--port', String(PORT), '--ip', '127.0.0.1', '--inspector-port', String(PORT + 2), '--log-level', down ? 'info' : 'error',
    '--persist-to', state, '--test-scheduled',
    '--var', `MAIL_SCRIPT_URL:${mail.url('bench')}`, '--var', `MAIL_SCRIPT_SECRET:${SECRET}`, '--var', 'FORWARD_RETRY_BASE_MS:500',
    ...(down ? ['--var', `ENQUIRY_INBOX:${INBOX}`, '--var', 'FALLBACK_AFTER_MS:2000'] : []),
  ], { env, stdio: ['ignore', down ? 'pipe' : 'ignore', 'inherit'], detached: true });
  let pending = '';
  dev.stdout?.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) for (const file of line.match(/\/\S+\.eml/g) ?? []) emails.push(file);
  });
  for (let i = 0; ; i++) {
    if (dev.exitCode !== null) throw new Error(`wrangler dev exited with ${dev.exitCode}`);
    if (await fetch(`${site}/robots.txt`).then((r) => r.ok, () => false)) break;
    if (i > 150) throw new Error('wrangler dev did not start');
    await sleep(200);
  }
  log(`site on ${site}, mail script stand-in on ${mail.url('bench')} (${down ? 'fails every call' : 'fails 30 %, hangs 10 %'})`);

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

  const inboxed = () => new Set(emails.map(inboxReference).filter(Boolean));
  const accepted = () => (down ? inboxed() : new Set(mail.log('bench').filter((e) => e.outcome === 'ok').map((e) => e.id)));
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

  const rows = d1(state, `SELECT id, status, attempts FROM enquiries`);
  const stored = rows.filter((r) => r.status !== 'spam');
  const entries = mail.log('bench');
  const okById = new Map();
  for (const e of entries.filter((e) => e.outcome === 'ok')) okById.set(e.id, (okById.get(e.id) ?? 0) + 1);
  const delivered = new Set(okById.keys());
  const duplicates = [...okById.values()].reduce((n, c) => n + c - 1, 0);
  const lost = [...references].filter((id) => !delivered.has(id));
  const attempts = stored.map((r) => r.attempts);
  const outcome = (o) => entries.filter((e) => e.outcome === o).length;

  const inboxCopies = emails.map(inboxReference).filter(Boolean);
  const inboxDelivered = new Set(inboxCopies);
  const inboxLost = [...references].filter((id) => !inboxDelivered.has(id));
  const report = down ? {
    'enquiries sent': COUNT,
    'answered 201': references.size,
    'stored in D1 (not spam)': stored.length,
    'forward calls that succeeded': outcome('ok'),
    'in the inbox (distinct references, from the .eml files)': inboxDelivered.size,
    'inbox e-mails: enquiry copies / all': `${inboxCopies.length} / ${emails.length}`,
    'inbox duplicates': inboxCopies.length - inboxDelivered.size,
    lost: inboxLost.length,
    'rows still pending for the mail script': rows.filter((r) => r.status === 'pending').length,
    'cron runs': sweeps,
    'total time': `${((Date.now() - t0) / 1000).toFixed(1)} s`,
  } : {
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
  console.log(`\nEnquiry durability bench: ${down ? 'mail script down for the whole run, inbox fallback on' : 'mail script failing 30 % and hanging 10 %'}`);
  for (const [k, v] of Object.entries(report)) console.log(`  ${k.padEnd(58)} ${v}`);
  const pass = down
    ? references.size === COUNT && stored.length === COUNT && inboxDelivered.size === COUNT && inboxCopies.length === COUNT && inboxLost.length === 0
    : references.size === COUNT && stored.length === COUNT && delivered.size === COUNT && duplicates === 0 && lost.length === 0;
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: required ${COUNT} stored, ${COUNT} ${down ? 'in the inbox once each' : 'delivered'}, 0 duplicates, 0 lost\n`);
  return pass;
} finally {
  if (dev && dev.exitCode === null) {
    process.kill(-dev.pid, 'SIGTERM');
    await new Promise((r) => dev.once('exit', r));
  }
  await mail.stop();
  rmSync(state, { recursive: true, force: true });
}
}
