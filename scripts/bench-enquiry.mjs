#!/usr/bin/env node
// `npm run bench:enquiry`: are enquiries ever lost? Serves the real worker (wrangler dev, local D1
// in a fresh folder) with a mail-script stand-in, sends enquiries, then runs the cron trigger until
// every one has reached a person, and prints what was stored, delivered, duplicated and lost.
// wrangler dev serves a copy of the site made after the build: edits meanwhile do not restart it.
// Three scenarios, all by default (BENCH_SCENARIO=flaky, down or artwork for one):
//   flaky:   the mail script fails 30 % of calls and hangs on 10 %. Required: all stored, all
//            delivered to the mail script, 0 duplicates after dropping by reference, 0 lost.
//   down:    the mail script fails every call for the whole run; the inbox fallback is on (the local
//            send_email simulation writes each message to a .eml file, named in wrangler's log).
//            Required: all stored, every one in the inbox once, 0 lost.
//   artwork: enquiries with artwork (BENCH_ARTWORK_COUNT, 50), each with a 20 MB PDF and a 5 MB PNG
//            (MB = 1,000,000 bytes, as the site counts; seeded bytes, different for each enquiry),
//            sent in parts through /api/artwork, 4 enquiries in flight, against the mail script
//            failing 30 % and hanging 10 %. Beside them 5 uploads whose enquiry never comes (one
//            left half-uploaded). The cron runs until every enquiry is delivered; then, once the
//            orphans are older than ARTWORK_ORPHAN_AFTER_MS (5 s here instead of a day), once more.
//            Required: every enquiry answered 201, stored, delivered once (0 duplicates, 0 lost);
//            every file in the forwards downloadable by its link with the SHA-256 and size sent;
//            no artwork_files row without its enquiry, and R2 holding just the delivered files (its
//            objects listed through Miniflare on the state folder, and no part left on disk); the
//            worker isolate's memory (read through wrangler's inspector every 250 ms) growing less
//            than 64 MiB over its idle size. The RSS of its workerd process is printed beside it:
//            an upper bound only, as the local D1 and R2 run in that process too.
// The retry schedule is shortened 120-fold (first retry after 0.5 s instead of a minute), the
// fallback delay to 2 s, the forward timeout is the real one (5 s). Options through env:
// BENCH_COUNT (500; use e.g. 100 on a shared machine), BENCH_ARTWORK_COUNT (50), BENCH_PORT (8833;
// the inspector takes the port 2 above), BENCH_MAIL_PORT (8834), BENCH_SEED.
import { spawn, spawnSync } from 'node:child_process';
import { createCipheriv, createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { startMailStandIn } from '../tests/support/mail-stand-in.mjs';
import { randomSecret } from './lib/local-secret.mjs';

const COUNT = Number(process.env.BENCH_COUNT || 500);
const PORT = Number(process.env.BENCH_PORT || 8833);
const MAIL_PORT = Number(process.env.BENCH_MAIL_PORT || 8834);
const SEED = Number(process.env.BENCH_SEED || 20261);
const CONCURRENCY = 25;
const DEADLINE_MS = 15 * 60_000;
const SECRET = 'bench-mail-script-secret-0123456789';
// The site's own signing secret (src/platform/signing.ts): random for each run, as a deployment's is its own.
const SIGNING = randomSecret();
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };
const wrangler = 'node_modules/.bin/wrangler';
const SCENARIOS = process.env.BENCH_SCENARIO ? [process.env.BENCH_SCENARIO] : ['flaky', 'down', 'artwork'];
const INBOX = 'sales@printpouch.example';
const site = `http://127.0.0.1:${PORT}`;

// Settings of the artwork scenario.
const MB = 1000 * 1000;
const MIB = 1024 * 1024;
const ARTWORK_COUNT = Number(process.env.BENCH_ARTWORK_COUNT || 50);
/** Enquiries uploading at once: a few buyers at a time, on a machine of 2 cores. */
const ARTWORK_IN_FLIGHT = 4;
/** Uploads whose enquiry never comes; the last one stops after half its parts, as a closed tab leaves it. */
const ORPHANS = 5;
/** The age at which the sweep removes an orphan (a day in production), short so that it shows within the run. */
const ORPHAN_AFTER_MS = 5000;
/** The growth of the worker isolate's memory over its idle size that keeps the 128 MB limit far off. */
const MEMORY_GROWTH_LIMIT = 64 * MIB;
const R2_BUCKET = 'pouch-site-artwork';
const jsonType = { 'content-type': 'application/json' };
// Node 22 has WebSocket built in, Node 20 only behind a flag: there the `ws` package Miniflare depends on.
const WebSocketClient = globalThis.WebSocket ?? (await import('ws')).default;

/** Where wrangler runs: the site's folder, then its copy made after the build (see siteCopy). */
let siteDir = '.';

function must(cmd, args) {
  const r = spawnSync(cmd, args, { env, encoding: 'utf8', cwd: siteDir });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr || r.stdout}`);
  return r.stdout;
}

const d1 = (state, sql) => JSON.parse(must(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql]))[0].results;

/** The reference in the subject of an e-mail the local send_email simulation wrote to disk. */
const inboxReference = (file) => /^Subject: Enquiry (ENQ-[0-9A-Z]{10}) /m.exec(readFileSync(file, 'utf8'))?.[1] ?? null;

/** Waits until wrangler dev answers, or fails when it exits or takes over 30 s. */
async function waitForSite(dev) {
  for (let i = 0; ; i++) {
    if (dev.exitCode !== null) throw new Error(`wrangler dev exited with ${dev.exitCode}`);
    if (
      await fetch(`${site}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 150) throw new Error('wrangler dev did not start');
    await sleep(200);
  }
}

/**
 * Runs the cron trigger every half second until `accepted()` holds all `total` references (or
 * the deadline passes), then waits for forwards still in flight, so a late duplicate would show.
 * Returns how many cron runs it took.
 */
async function cronUntilDelivered({ accepted, total, t0, log, get = fetch }) {
  let sweeps = 0;
  while (accepted().size < total && Date.now() - t0 < DEADLINE_MS) {
    await sleep(500);
    await get(`${site}/__scheduled?cron=${encodeURIComponent('* * * * *')}`).then((r) => r.text());
    sweeps++;
    if (sweeps % 10 === 0) log(`after ${sweeps} cron runs: ${accepted().size} of ${total} delivered`);
  }
  await sleep(6000);
  log(`retries done after ${sweeps} cron runs`);
  return sweeps;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * A copy of what wrangler dev builds the worker from (source, built client, config, migrations),
 * with node_modules linked. wrangler dev watches those files and restarts the worker when one
 * changes: in a working tree that is edited or rebuilt during a run of minutes (another `vite
 * build` empties static/build), requests would fail on the restarts rather than on the site.
 */
function siteCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-enquiry-site-'));
  for (const path of ['src', 'client', 'static', 'migrations', 'wrangler.toml', 'package.json', 'tsconfig.json', 'worker-configuration.d.ts', '.dev.vars']) {
    if (existsSync(path)) cpSync(path, join(dir, path), { recursive: true });
  }
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return dir;
}

must('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
siteDir = siteCopy();
let failed = false;
try {
  for (const kind of SCENARIOS) failed = !(await (kind === 'artwork' ? artworkScenario() : scenario(kind))) || failed;
} finally {
  rmSync(siteDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** What D1 holds and what the mail script took, for the references the bench was answered with. */
function deliveryFigures(state, mail, references) {
  const rows = d1(state, 'SELECT id, status, attempts FROM enquiries');
  const stored = rows.filter((r) => r.status !== 'spam');
  const entries = mail.log('bench');
  const okById = new Map();
  for (const e of entries.filter((e) => e.outcome === 'ok')) okById.set(e.id, (okById.get(e.id) ?? 0) + 1);
  const delivered = new Set(okById.keys());
  return {
    references,
    rows,
    stored,
    entries,
    delivered,
    duplicates: [...okById.values()].reduce((n, c) => n + c - 1, 0),
    lost: [...references].filter((id) => !delivered.has(id)),
    outcome: (o) => entries.filter((e) => e.outcome === o).length,
  };
}

/** The report's first rows, the same for every scenario where the mail script takes the forwards. */
function deliveryRows({ references, rows, stored, entries, delivered, duplicates, lost, outcome }, sent) {
  return {
    ...sent,
    'answered 201': references.size,
    'stored in D1 (not spam)': stored.length,
    'stored references = answered references': stored.length === references.size && stored.every((r) => references.has(r.id)),
    'delivered (distinct ids the mail script took)': delivered.size,
    'rows marked delivered in D1': rows.filter((r) => r.status === 'delivered').length,
    'duplicates (an id taken more than once)': duplicates,
    lost: lost.length,
    'forward calls: total / ok / failed / hung / bad signature': `${entries.length} / ${outcome('ok')} / ${outcome('fail')} / ${outcome('hang')} / ${outcome('rejected')}`,
  };
}

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
    dev = spawn(
      wrangler,
      [
        'dev',
        '--port',
        String(PORT),
        '--ip',
        '127.0.0.1',
        '--inspector-port',
        String(PORT + 2),
        '--log-level',
        down ? 'info' : 'error',
        '--persist-to',
        state,
        '--test-scheduled',
        '--var',
        `MAIL_SCRIPT_URL:${mail.url('bench')}`,
        '--var',
        `MAIL_SCRIPT_SECRET:${SECRET}`,
        '--var',
        `SIGNING_SECRET:${SIGNING}`,
        '--var',
        'FORWARD_RETRY_BASE_MS:500',
        ...(down ? ['--var', `ENQUIRY_INBOX:${INBOX}`, '--var', 'FALLBACK_AFTER_MS:2000'] : []),
      ],
      { env, cwd: siteDir, stdio: ['ignore', down ? 'pipe' : 'ignore', 'inherit'], detached: true },
    );
    let pending = '';
    dev.stdout?.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) for (const file of line.match(/\/\S+\.eml/g) ?? []) emails.push(file);
    });
    await waitForSite(dev);
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
          name: `Bench Buyer ${i}`,
          email: `buyer${i}@example.com`,
          phone: `98${String(i).padStart(8, '0')}`,
          message: `Enquiry ${i}: please quote 1000 kraft pouches with a window.`,
          idempotencyKey: crypto.randomUUID(),
          startedAt,
          website: '',
          sourcePage: '/contactus',
        }),
      });
      const body = await res.json();
      answers.push({ status: res.status, reference: body.reference, ms: performance.now() - started });
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < COUNT; i = next++) await sendOne(i);
      }),
    );
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const references = new Set(answers.filter((a) => a.status === 201).map((a) => a.reference));
    log(
      `sent ${COUNT} enquiries: ${JSON.stringify(statuses)}; answer time p50 ${percentile(
        answers.map((a) => a.ms),
        50,
      ).toFixed(0)} ms, p95 ${percentile(
        answers.map((a) => a.ms),
        95,
      ).toFixed(0)} ms`,
    );

    const inboxed = () => new Set(emails.map(inboxReference).filter(Boolean));
    const accepted = () =>
      down
        ? inboxed()
        : new Set(
            mail
              .log('bench')
              .filter((e) => e.outcome === 'ok')
              .map((e) => e.id),
          );
    const sweeps = await cronUntilDelivered({ accepted, total: references.size, t0, log });

    const figures = deliveryFigures(state, mail, references);
    const { rows, stored, delivered, duplicates, lost, outcome } = figures;
    const attempts = stored.map((r) => r.attempts);

    const inboxCopies = emails.map(inboxReference).filter(Boolean);
    const inboxDelivered = new Set(inboxCopies);
    const inboxLost = [...references].filter((id) => !inboxDelivered.has(id));
    const report = down
      ? {
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
        }
      : {
          ...deliveryRows(figures, { 'enquiries sent': COUNT }),
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

// The artwork scenario: enquiries with files uploaded in parts, and the sweep of files whose enquiry never came.

function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}
function mib(bytes) {
  return `${(bytes / MIB).toFixed(1)} MiB`;
}

/** Seeded filler: the AES-256-CTR key stream under a key made from the seed; the same run gives the same bytes, and 1.3 GB of it takes seconds. */
function filler(seed, size) {
  return createCipheriv('aes-256-ctr', createHash('sha256').update(`${SEED}:${seed}`).digest(), Buffer.alloc(16)).update(Buffer.alloc(size));
}

/** A PDF as file-type knows one: the header line, then filler. */
function pdfBytes(seed, size) {
  const bytes = filler(seed, size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/**
 * A PNG as file-type and image-size read one: the signature, an IHDR chunk (2400 × 1800 px, 8-bit
 * RGB) with its CRC, then one IDAT chunk whose length covers the rest of the file; its last 4 bytes
 * stand where the IDAT's CRC goes (nothing on the site decodes the pixels).
 */
function pngBytes(seed, size) {
  const bytes = filler(seed, size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(2400, 16);
  bytes.writeUInt32BE(1800, 20);
  bytes.set([8, 2, 0, 0, 0], 24);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  bytes.writeUInt32BE(size - 45, 33);
  bytes.write('IDAT', 37, 'latin1');
  return bytes;
}

/**
 * Sends a file as the enquiry form's script does: start, every part in order, complete. With
 * `partsToSend` short of all its parts it stops there, half-uploaded, and `file` is null. `visitor`
 * is the address the calls come from: the site lets one visitor start 30 uploads in ten minutes.
 */
async function uploadArtwork(form, name, bytes, visitor, partsToSend = Infinity) {
  const call = async (what, path, init, expected) => {
    const res = await fetch(`${site}${path}`, { ...init, headers: { ...init.headers, 'cf-connecting-ip': visitor } });
    const body = await res.json();
    if (res.status !== expected) throw new Error(`${what} of ${name}: ${res.status} ${body.message}`);
    return body;
  };
  const upload = await call('start', '/api/artwork', { method: 'POST', headers: jsonType, body: JSON.stringify({ name, bytes: bytes.length, form }) }, 201);
  const token = { 'x-upload-token': upload.token };
  let sent = 0;
  for (let n = upload.next; n !== null && n <= partsToSend; ) {
    const part = bytes.subarray((n - 1) * upload.partBytes, Math.min(bytes.length, n * upload.partBytes));
    n = (await call(`part ${n}`, `/api/artwork/${upload.id}/parts/${n}`, { method: 'PUT', headers: token, body: part }, 200)).next;
    sent += part.length;
  }
  if (partsToSend < upload.parts) return { id: upload.id, parts: upload.parts, sent, file: null };
  const { file } = await call(
    'complete',
    `/api/artwork/${upload.id}/complete`,
    { method: 'POST', headers: { ...token, ...jsonType }, body: JSON.stringify({ sizes: [] }) },
    200,
  );
  return { id: upload.id, parts: upload.parts, sent, file };
}

/**
 * The workerd processes under wrangler dev (`pid`), from the process table. wrangler dev runs two:
 * its proxy, listening on the public port, and the one that runs the worker (with the local D1
 * and R2 simulators in the same process).
 */
function workerdUnder(pid) {
  const rows = must('ps', ['-e', '-o', 'pid=,ppid=,args='])
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter(Boolean)
    .map(([, p, parent, args]) => ({ pid: Number(p), parent: Number(parent), args }));
  const found = [];
  const walk = (parent) => {
    for (const row of rows.filter((r) => r.parent === parent)) {
      if (/\/workerd\s/.test(row.args)) found.push({ pid: row.pid, proxy: row.args.includes(`--socket-addr=entry=127.0.0.1:${PORT} `) });
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

function rssOf(pid) {
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
}

/**
 * The worker isolate's own memory, which the 128 MB limit is about, read through the inspector that
 * wrangler dev serves for the worker on PORT + 2 (Runtime.getHeapUsage): V8's heap as committed
 * (free space in it included) plus the ArrayBuffers held outside it. null while no inspector
 * answers (the worker being restarted, say); the next read connects again.
 */
function isolateMemory() {
  let socket = null;
  let id = 0;
  const waiting = new Map();
  const connect = async () => {
    const [target] = await fetch(`http://127.0.0.1:${PORT + 2}/json`).then((r) => r.json());
    const ws = new WebSocketClient(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve);
      ws.addEventListener('error', reject);
    });
    ws.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data));
      waiting.get(message.id)?.(message.result);
    });
    ws.addEventListener('close', () => {
      if (socket === ws) socket = null;
    });
    socket = ws;
  };
  return {
    read: async () => {
      try {
        if (!socket) await connect();
        const ask = ++id;
        const usage = await new Promise((resolve) => {
          waiting.set(ask, resolve);
          socket.send(JSON.stringify({ id: ask, method: 'Runtime.getHeapUsage' }));
          setTimeout(() => resolve(null), 2000).unref();
        });
        waiting.delete(ask);
        return usage ? usage.totalSize + (usage.backingStorageSize ?? 0) : null;
      } catch {
        socket?.close();
        socket = null;
        return null;
      }
    },
    close: () => socket?.close(),
  };
}

/**
 * Samples memory every 250 ms, each sample tagged with the phase of the run: the RSS of both
 * workerd processes, and the worker isolate's memory through the inspector. The RSS of the whole
 * process that runs the worker is an upper bound of the isolate's heap: it also holds the runtime
 * itself and, locally, the D1 and R2 simulators, each an isolate of its own whose heap grows with
 * the bytes that pass through it. So the requirement is on the isolate; the RSS is shown beside it.
 */
function memorySampler(devPid) {
  let processes = [];
  let phase = 'idle';
  let reading = false;
  const isolate = isolateMemory();
  const samples = { worker: [], proxy: [], isolate: [] };
  /** The processes that ran the worker: more than one when wrangler restarted it (a file under src/ changed). */
  const workerPids = new Set();
  const take = async () => {
    try {
      if (processes.length < 2) processes = workerdUnder(devPid);
      for (const p of processes) if (!p.proxy) workerPids.add(p.pid);
      for (const p of processes) samples[p.proxy ? 'proxy' : 'worker'].push({ phase, bytes: rssOf(p.pid) });
    } catch {
      processes = []; // a process went away (restarted): found again at the next sample
    }
    if (reading) return; // a read still waiting for its answer
    reading = true;
    const at = phase;
    const bytes = await isolate.read();
    reading = false;
    if (bytes !== null) samples.isolate.push({ phase: at, bytes });
  };
  take();
  const timer = setInterval(take, 250);
  return {
    setPhase: (p) => {
      phase = p;
    },
    restarts: () => Math.max(0, workerPids.size - 1),
    /** The median in the idle phase (before the load) and the peak after it, with its phase. */
    figures: (which) => {
      const idle = samples[which].filter((s) => s.phase === 'idle').map((s) => s.bytes);
      const peak = samples[which].filter((s) => s.phase !== 'idle').reduce((top, s) => (top && top.bytes >= s.bytes ? top : s), null);
      return { idle: idle.length ? percentile(idle, 50) : NaN, peak: peak?.bytes ?? NaN, peakPhase: peak?.phase ?? '-', count: samples[which].length };
    },
    stop: () => {
      clearInterval(timer);
      isolate.close();
    },
  };
}

/**
 * The objects in the local R2 bucket, listed through Miniflare's own R2 on the state folder wrangler
 * dev kept it in (`<state>/v3/r2`: the objects' metadata in SQLite, their bytes as blob files).
 */
async function r2Objects(state) {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null) }',
    port: 0,
    r2Buckets: { ARTWORK: R2_BUCKET },
    r2Persist: join(state, 'v3', 'r2'),
  });
  try {
    const bucket = await mf.getR2Bucket('ARTWORK');
    const objects = [];
    for (let cursor; ; ) {
      const page = await bucket.list({ cursor, limit: 1000 });
      objects.push(...page.objects.map((o) => ({ key: o.key, size: o.size })));
      if (!page.truncated) return objects;
      cursor = page.cursor;
    }
  } finally {
    await mf.dispose();
  }
}

/**
 * The blob files of the local R2 bucket on disk. Each part of a multipart upload is one, kept as
 * long as its finished object, or its unfinished upload, is: a half-uploaded file left behind shows here.
 */
function r2Blobs(state) {
  const dir = join(state, 'v3', 'r2', R2_BUCKET, 'blobs');
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

async function artworkScenario() {
  const COUNT = ARTWORK_COUNT;
  const t0 = Date.now();
  const log = (...a) => console.log(`[artwork ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s]`, ...a);
  const state = mkdtempSync(join(tmpdir(), 'bench-enquiry-'));
  let dev;
  let memory;
  const mail = await startMailStandIn({ port: MAIL_PORT, secret: SECRET, seed: SEED });
  /**
   * A GET (or the cron trigger), sent once more when the connection fails before any answer: the d1
   * helper blocks this process for seconds (spawnSync), in which the server may close a kept-alive
   * connection that undici then reuses ("other side closed"). Counted, and shown in the report.
   */
  let refetched = 0;
  const fetchAgain = (url) => fetch(url).catch(() => (refetched++, fetch(url)));
  const stopDev = async () => {
    if (dev && dev.exitCode === null && dev.signalCode === null) {
      process.kill(-dev.pid, 'SIGTERM');
      await new Promise((r) => dev.once('exit', r));
    }
  };
  try {
    must(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
    mail.setMode({ fail: 0.3, hang: 0.1 }, 'bench');
    dev = spawn(
      wrangler,
      [
        'dev',
        '--port',
        String(PORT),
        '--ip',
        '127.0.0.1',
        '--inspector-port',
        String(PORT + 2),
        '--log-level',
        'error',
        '--persist-to',
        state,
        '--test-scheduled',
        '--var',
        `MAIL_SCRIPT_URL:${mail.url('bench')}`,
        '--var',
        `MAIL_SCRIPT_SECRET:${SECRET}`,
        '--var',
        `SIGNING_SECRET:${SIGNING}`,
        '--var',
        'FORWARD_RETRY_BASE_MS:500',
        // The links in the forward point here, and orphans are due for the sweep after 5 s instead of a day.
        '--var',
        `SITE_ORIGIN:${site}`,
        '--var',
        `ARTWORK_ORPHAN_AFTER_MS:${ORPHAN_AFTER_MS}`,
      ],
      { env, cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
    );
    await waitForSite(dev);
    memory = memorySampler(dev.pid);
    log(`site on ${site}, mail script stand-in on ${mail.url('bench')} (fails 30 %, hangs 10 %)`);

    // A form as a visitor gets it (this also warms the worker up before its idle size is taken); its
    // signed start time must be over 2 s old, or the enquiry counts as spam.
    const page = await (await fetch(`${site}/contactus`)).text();
    const startedAt = /name="startedAt" value="([^"]+)"/.exec(page)[1];
    await sleep(2100);
    const idle = { rss: memory.figures('worker'), isolate: memory.figures('isolate') };
    if (!idle.rss.count) throw new Error(`no workerd process running the worker found under wrangler dev (pid ${dev.pid})`);
    if (!idle.isolate.count) throw new Error(`the worker's inspector on port ${PORT + 2} does not answer`);
    log(
      `idle: worker isolate ${mib(idle.isolate.idle)}, its workerd's RSS ${mib(idle.rss.idle)}; uploading ${COUNT} enquiries × (20 MB PDF + 5 MB PNG), ${ARTWORK_IN_FLIGHT} at a time, and ${ORPHANS} orphans`,
    );

    memory.setPhase('upload');
    /** What was sent with each enquiry answered 201, by its reference. */
    const sentFiles = new Map();
    const answers = [];
    const failures = [];
    const orphanIds = [];
    let uploadedBytes = 0;
    let completeMismatches = 0;
    let lastOrphanAt = 0;
    const sendOne = async (i) => {
      const form = crypto.randomUUID();
      const visitor = `10.200.${(i >> 8) & 255}.${i & 255}`;
      const files = [];
      try {
        // One file's bytes at a time: four buyers in flight hold at most ~100 MB here.
        for (const [name, make, size] of [
          [`pouch-${i}.pdf`, pdfBytes, 20 * MB],
          [`label-${i}.png`, pngBytes, 5 * MB],
        ]) {
          const bytes = make(`enquiry ${i} ${name}`, size);
          const up = await uploadArtwork(form, name, bytes, visitor);
          uploadedBytes += up.sent;
          const file = { id: up.id, name, bytes: bytes.length, sha256: sha256(bytes), parts: up.parts };
          if (up.file.sha256 !== file.sha256 || up.file.bytes !== file.bytes) completeMismatches++;
          files.push(file);
        }
        const started = performance.now();
        const res = await fetch(`${site}/api/enquiry`, {
          method: 'POST',
          headers: { ...jsonType, 'cf-connecting-ip': visitor },
          body: JSON.stringify({
            name: `Artwork Buyer ${i}`,
            email: `artwork${i}@example.com`,
            phone: `97${String(i).padStart(8, '0')}`,
            message: `Enquiry ${i}: please quote 2000 printed stand-up pouches; the artwork is attached.`,
            idempotencyKey: form,
            startedAt,
            website: '',
            sourcePage: '/contactus',
            files: files.map((f) => f.id),
          }),
        });
        const body = await res.json();
        answers.push({ status: res.status, reference: body.reference, ms: performance.now() - started });
        if (res.status === 201) sentFiles.set(body.reference, files);
        else failures.push(`enquiry ${i}: ${res.status} ${body.message}`);
      } catch (error) {
        answers.push({ status: 'error', ms: NaN });
        failures.push(`enquiry ${i}: ${error.message}`);
      }
    };
    const sendOrphan = async (k) => {
      const half = k === ORPHANS - 1;
      const name = half ? `orphan-${k}.pdf` : `orphan-${k}.png`;
      try {
        lastOrphanAt = Date.now();
        const up = await uploadArtwork(
          crypto.randomUUID(),
          name,
          half ? pdfBytes(`orphan ${k}`, 20 * MB) : pngBytes(`orphan ${k}`, 5 * MB),
          `10.201.0.${k}`,
          half ? 2 : Infinity,
        );
        uploadedBytes += up.sent;
        orphanIds.push(up.id);
      } catch (error) {
        failures.push(`orphan ${k}: ${error.message}`);
      }
    };
    // The orphans spread among the enquiries, as abandoned forms come between sent ones.
    const tasks = Array.from({ length: COUNT }, (_, i) => () => sendOne(i));
    for (let k = ORPHANS - 1; k >= 0; k--) tasks.splice(Math.round(((k + 1) * COUNT) / (ORPHANS + 1)), 0, () => sendOrphan(k));
    const uploadStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: ARTWORK_IN_FLIGHT }, async () => {
        for (let t = next++; t < tasks.length; t = next++) await tasks[t]();
      }),
    );
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const references = new Set(sentFiles.keys());
    const answerMs = answers.filter((a) => a.status === 201).map((a) => a.ms);
    log(`sent ${COUNT} enquiries: ${JSON.stringify(statuses)}; ${(uploadedBytes / MB).toFixed(0)} MB of artwork in ${uploadSeconds.toFixed(1)} s`);
    for (const f of failures.slice(0, 10)) log(`  ${f}`);

    // Before any cron run: the orphans are there, in D1 and in R2 (finished objects, and the half upload's parts).
    const orphansBefore = d1(state, 'SELECT count(*) AS n FROM artwork_files WHERE enquiry_id IS NULL')[0].n;
    const blobsBefore = r2Blobs(state);

    memory.setPhase('delivery');
    const accepted = () =>
      new Set(
        mail
          .log('bench')
          .filter((e) => e.outcome === 'ok')
          .map((e) => e.id),
      );
    let sweeps = await cronUntilDelivered({ accepted, total: references.size, t0, log, get: fetchAgain });

    // Once every orphan is older than ARTWORK_ORPHAN_AFTER_MS, the sweep once more; then a moment for
    // the local R2 to delete the blob files of what was removed (it does so after answering).
    memory.setPhase('sweep');
    await sleep(Math.max(0, lastOrphanAt + ORPHAN_AFTER_MS + 1000 - Date.now()));
    await fetchAgain(`${site}/__scheduled?cron=${encodeURIComponent('* * * * *')}`).then((r) => r.text());
    sweeps++;
    await sleep(1000);

    const figures = deliveryFigures(state, mail, references);
    const { stored, entries, delivered, duplicates, lost } = figures;
    const fileRows = d1(
      state,
      'SELECT f.id, f.storage_key, f.enquiry_id, f.status, f.bytes, f.sha256, e.id AS enquiry FROM artwork_files f LEFT JOIN enquiries e ON e.id = f.enquiry_id',
    );
    const withoutEnquiry = fileRows.filter((f) => !f.enquiry);
    const orphansLeft = fileRows.filter((f) => orphanIds.includes(f.id)).length;

    // Every file of every forward the mail script took: as stated in the forward, and as its link downloads.
    memory.setPhase('download');
    const forwarded = new Map(entries.filter((e) => e.outcome === 'ok').map((e) => [e.id, e.payload.files ?? []]));
    const toCheck = [...sentFiles].flatMap(([reference, files]) =>
      files.map((f) => ({ reference, f, forward: forwarded.get(reference)?.find((x) => x.name === f.name) })),
    );
    const extraInForwards = [...sentFiles].filter(([reference, files]) => forwarded.has(reference) && forwarded.get(reference).length !== files.length).length;
    const problems = [];
    let downloadedBytes = 0;
    const check = async ({ reference, f, forward }) => {
      if (!forward) return problems.push(`${reference}: ${f.name} is not in its forward`);
      if (forward.sha256 !== f.sha256 || forward.bytes !== f.bytes)
        return problems.push(`${reference}: the forward states ${f.name} as ${forward.bytes} bytes, SHA-256 ${forward.sha256}`);
      if (!forward.link.startsWith(`${site}/artwork/${reference}/${f.id}?`)) return problems.push(`${reference}: ${f.name} has the link ${forward.link}`);
      const res = await fetchAgain(forward.link);
      if (res.status !== 200 || !/^attachment;/.test(res.headers.get('content-disposition') ?? '')) {
        await res.body?.cancel();
        return problems.push(`${reference}: ${f.name}'s link answered ${res.status} ${res.headers.get('content-disposition') ?? ''}`);
      }
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of res.body) {
        hash.update(chunk);
        size += chunk.length;
      }
      downloadedBytes += size;
      const got = hash.digest('hex');
      if (got !== f.sha256 || size !== f.bytes) problems.push(`${reference}: ${f.name} downloads as ${size} bytes, SHA-256 ${got}`);
    };
    const downloadStarted = performance.now();
    let at = 0;
    await Promise.all(
      Array.from({ length: ARTWORK_IN_FLIGHT }, async () => {
        for (let t = at++; t < toCheck.length; t = at++)
          await check(toCheck[t]).catch((error) => problems.push(`${toCheck[t].reference}: ${toCheck[t].f.name}: ${error.message}`));
      }),
    );
    const downloadSeconds = (performance.now() - downloadStarted) / 1000;
    log(`checked ${toCheck.length} files by their links in ${downloadSeconds.toFixed(1)} s: ${problems.length} problems`);
    for (const p of problems.slice(0, 10)) log(`  ${p}`);

    // R2 is read with wrangler dev stopped, so that nothing writes to the state folder meanwhile.
    memory.stop();
    await stopDev();
    const objects = await r2Objects(state);
    const blobsAfter = r2Blobs(state);
    const deliveredFiles = [...sentFiles].filter(([reference]) => delivered.has(reference)).flatMap(([, files]) => files);
    const expectedKeys = new Set(deliveredFiles.map((f) => `artwork/${f.id}`));
    const expectedBlobs = deliveredFiles.reduce((n, f) => n + f.parts, 0);
    const r2Matches = objects.length === expectedKeys.size && objects.every((o) => expectedKeys.has(o.key));

    const worker = memory.figures('worker');
    const proxy = memory.figures('proxy');
    const isolate = memory.figures('isolate');
    const growth = isolate.peak - isolate.idle;
    const report = {
      ...deliveryRows(figures, { 'enquiries sent (each a 20 MB PDF + a 5 MB PNG)': COUNT }),
      'files checked by their links: same size and SHA-256 / all': `${toCheck.length - problems.length} / ${toCheck.length}`,
      'forwards with other files than were sent': extraInForwards,
      'complete answers with another size or SHA-256': completeMismatches,
      'orphan uploads (1 half-uploaded): rows before / after sweep': `${orphansBefore} / ${orphansLeft}`,
      'artwork_files rows: all / without their enquiry': `${fileRows.length} / ${withoutEnquiry.length}`,
      'R2 objects / files of delivered enquiries (same keys)': `${objects.length} / ${expectedKeys.size} (${r2Matches})`,
      'R2 part blobs on disk: before sweep / after / expected': `${blobsBefore} / ${blobsAfter} / ${expectedBlobs}`,
      'upload: artwork sent / time / throughput': `${(uploadedBytes / MB).toFixed(0)} MB / ${uploadSeconds.toFixed(1)} s / ${(uploadedBytes / MB / uploadSeconds).toFixed(1)} MB/s`,
      'download check: bytes / throughput': `${(downloadedBytes / MB).toFixed(0)} MB / ${(downloadedBytes / MB / downloadSeconds).toFixed(1)} MB/s`,
      'enquiry answer time: p50 / p95': answerMs.length ? `${percentile(answerMs, 50).toFixed(0)} ms / ${percentile(answerMs, 95).toFixed(0)} ms` : '-',
      'worker isolate (heap + ArrayBuffers): idle / peak / growth': `${mib(isolate.idle)} / ${mib(isolate.peak)} (${isolate.peakPhase}) / ${mib(growth)}`,
      "its workerd's RSS (upper bound): idle / peak / growth": `${mib(worker.idle)} / ${mib(worker.peak)} (${worker.peakPhase}) / ${mib(worker.peak - worker.idle)}`,
      "wrangler's proxy workerd RSS: idle / peak": `${mib(proxy.idle)} / ${mib(proxy.peak)}`,
      'memory samples (every 250 ms): RSS / isolate': `${worker.count} / ${isolate.count}`,
      'cron runs': sweeps,
      'GETs sent again after a dropped kept-alive connection': refetched,
      'worker restarted by wrangler (a file changed meanwhile)': memory.restarts(),
      'total time': `${((Date.now() - t0) / 1000).toFixed(1)} s`,
    };
    console.log(`\nEnquiry artwork bench: ${COUNT} enquiries with 25 MB of artwork each, mail script failing 30 % and hanging 10 %`);
    for (const [k, v] of Object.entries(report)) console.log(`  ${k.padEnd(58)} ${v}`);
    const pass =
      references.size === COUNT &&
      stored.length === COUNT &&
      report['stored references = answered references'] &&
      delivered.size === COUNT &&
      duplicates === 0 &&
      lost.length === 0 &&
      failures.length === 0 &&
      completeMismatches === 0 &&
      toCheck.length === 2 * COUNT &&
      problems.length === 0 &&
      extraInForwards === 0 &&
      orphanIds.length === ORPHANS &&
      orphansBefore === ORPHANS &&
      orphansLeft === 0 &&
      withoutEnquiry.length === 0 &&
      fileRows.length === 2 * COUNT &&
      r2Matches &&
      objects.length === 2 * COUNT &&
      blobsAfter === expectedBlobs &&
      Number.isFinite(growth) &&
      growth < MEMORY_GROWTH_LIMIT;
    console.log(
      `\n${pass ? 'PASS' : 'FAIL'}: required ${COUNT} stored and delivered once, 0 lost, ${2 * COUNT} files downloadable with the SHA-256 sent, 0 orphans left, ${2 * COUNT} objects in R2, worker isolate growing less than ${mib(MEMORY_GROWTH_LIMIT)}\n`,
    );
    return pass;
  } finally {
    memory?.stop();
    await stopDev();
    await mail.stop();
    rmSync(state, { recursive: true, force: true });
  }
}
