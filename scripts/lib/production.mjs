// The production build, and a local workerd serving exactly it: the client bundle (vite), the
// deployable worker (`wrangler deploy --dry-run`, the bytes Cloudflare would receive) and
// Miniflare running that bundle with the bindings and static assets of wrangler.toml.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from 'wrangler';

export const WORKER_DIR = 'dist/worker';
export const WORKER_BUNDLE = join(WORKER_DIR, 'index.js');
export const CLIENT_DIR = 'static/build';
export const MANIFEST = join(CLIENT_DIR, '.vite/manifest.json');

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], env, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    throw new Error(`${cmd} ${args.join(' ')} failed with ${r.status}`);
  }
  return r.stdout;
}

/** Builds the client and the deployable worker; returns the worker's size, raw and gzip. */
export function buildProduction({ client = true } = {}) {
  if (client) run('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
  // The same flags as `npm run deploy`, so the bytes measured are the bytes shipped.
  run('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--minify', '--outdir', WORKER_DIR]);
  return workerSize();
}

/** Size of the deployable worker bundle (source maps are not uploaded to run). */
export function workerSize() {
  const code = readFileSync(WORKER_BUNDLE);
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/**
 * Starts workerd (Miniflare) on a loopback port with the built worker and wrangler.toml's
 * bindings and assets, in production mode: the bundle was built for deploy (NODE_ENV=production),
 * with the same asset router in front of the worker as on Cloudflare. D1 lives in memory and gets
 * the schema from migrations/. `extraWorkers` run beside it (the benchmark's CPU probe).
 */
export async function serveProduction({ port, extraWorkers = [], inspectorPort } = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  const site = { ...workerOptions, name: 'site', modules: true, scriptPath: WORKER_BUNDLE, modulesRoot: WORKER_DIR };
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    inspectorPort,
    d1Persist: false,
    cachePersist: false,
    workers: [site, ...extraWorkers.map((w) => ({ ...workerOptions, assets: undefined, ...w }))],
  });
  const url = (await mf.ready).href.replace(/\/$/, '');
  await applyMigrations(await mf.getD1Database('DB'));
  let stopped;
  return {
    url,
    mf,
    /** Process ids of the workerd runtime started for this server (for CPU accounting). */
    runtimePids: () => childPids(process.pid).filter((pid) => readComm(pid) === 'workerd'),
    stop: () => (stopped ??= mf.dispose()),
  };
}

async function applyMigrations(db) {
  if (!existsSync('migrations')) return;
  for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) {
    for (const statement of unstable_splitSqlQuery(readFileSync(join('migrations', file), 'utf8'))) await db.prepare(statement).run();
  }
}

function readComm(pid) {
  try { return readFileSync(`/proc/${pid}/comm`, 'utf8').trim(); } catch { return ''; }
}

function childPids(parent) {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) out.push(Number(name), ...childPids(Number(name)));
    } catch { /* the process ended while we looked */ }
  }
  return out;
}

const TICKS_PER_SECOND = 100;
/** CPU time (user + system, ms) the given processes have used so far. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* gone */ }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
