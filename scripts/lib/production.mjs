// The production build, and a local workerd serving exactly it: the client bundle (vite), the
// deployable worker (`wrangler deploy --dry-run`, the bytes Cloudflare would receive) and
// Miniflare running that bundle with the bindings and static assets of wrangler.toml.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from 'wrangler';
import { localSigningSecret } from './local-secret.mjs';

export const WORKER_DIR = 'dist/worker';
export const WORKER_BUNDLE = join(WORKER_DIR, 'index.js');
export const CLIENT_DIR = 'static/build';
export const MANIFEST = join(CLIENT_DIR, '.vite/manifest.json');
/** The client's build manifests, one per language (decision 058): English, Hindi, Tamil. */
export const MANIFESTS = { en: MANIFEST, hi: join(CLIENT_DIR, '.vite/manifest.hi.json'), ta: join(CLIENT_DIR, '.vite/manifest.ta.json') };

// NODE_ENV is production whatever the caller's (vitest sets test): the bytes measured are the bytes shipped.
const env = { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };

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

/** Where `wrangler dev` (npm start) keeps local state; the preview shares its D1 database. */
export const LOCAL_STATE = '.wrangler/state/v3';

/**
 * Starts workerd (Miniflare) on a loopback port with the built worker and wrangler.toml's
 * bindings, variables (.dev.vars included) and assets, in production mode: the bundle was built
 * for deploy (NODE_ENV=production), with the same asset router in front of the worker as on
 * Cloudflare, and the Cache API on. D1 gets the schema from migrations/; D1 and R2 live in memory
 * unless `persist` (true: the local state `npm start` uses; a string: that folder). `vars` override
 * the variables. With `cron`, wrangler.toml's cron triggers
 * run the scheduled handler every minute, on the minute, as Cloudflare runs them; `scheduled()`
 * runs it at once. `extraWorkers` run beside it (the benchmark's CPU probe).
 */
export async function serveProduction({ port, host = '127.0.0.1', extraWorkers = [], inspectorPort, persist = false, cron = false, vars = {} } = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  // Forms, uploads and links are signed: with none in .dev.vars or `vars`, this checkout's own random secret.
  const secret = workerOptions.bindings?.SIGNING_SECRET || vars.SIGNING_SECRET ? {} : { SIGNING_SECRET: localSigningSecret() };
  const site = {
    ...workerOptions,
    bindings: { ...workerOptions.bindings, ...secret, ...vars },
    name: 'site',
    modules: true,
    scriptPath: WORKER_BUNDLE,
    modulesRoot: WORKER_DIR,
  };
  const mf = new Miniflare({
    host,
    port,
    inspectorPort,
    d1Persist: persist ? join(persist === true ? LOCAL_STATE : persist, 'd1') : false,
    // The artwork bucket beside it, as wrangler dev keeps it.
    r2Persist: persist ? join(persist === true ? LOCAL_STATE : persist, 'r2') : false,
    cachePersist: false,
    workers: [site, ...extraWorkers.map((w) => ({ ...workerOptions, assets: undefined, ...w }))],
  });
  const url = (await mf.ready).href.replace(/\/$/, '');
  await applyMigrations(await mf.getD1Database('DB'));
  const crons = cron ? startCrons(mf) : { stop() {} };
  let stopped;
  return {
    url,
    mf,
    /** Fires the scheduled handler now, as a cron trigger would; resolves with its outcome. */
    scheduled: (cronExpression = '* * * * *') => fireScheduled(mf, cronExpression),
    /** Process ids of the workerd runtime started for this server (for CPU accounting). */
    runtimePids: () => childPids(process.pid).filter((pid) => readComm(pid) === 'workerd'),
    /**
     * Stops workerd and Miniflare's servers. Miniflare waits for every request in flight and open
     * connection to end; one that never does would hold the caller forever, so after 15 s the
     * stop goes on without them (workerd itself is killed first, and the rest ends with the process).
     */
    stop: () =>
      (stopped ??=
        (crons.stop(),
        Promise.race([
          mf.dispose(),
          new Promise((resolve) =>
            setTimeout(() => {
              console.error('the local site did not stop within 15 s: going on without waiting');
              resolve();
            }, 15_000).unref(),
          ),
        ]))),
  };
}

async function fireScheduled(mf, cronExpression, scheduledTime = new Date()) {
  const worker = await mf.getWorker('site');
  return worker.scheduled({ cron: cronExpression, scheduledTime });
}

/**
 * Runs wrangler.toml's cron triggers. Only expressions that fire every minute are supported (the
 * site has one, `* * * * *`); any other stops the start with a clear message rather than being
 * silently skipped.
 */
function startCrons(mf) {
  const crons = unstable_readConfig({ config: 'wrangler.toml' }).triggers?.crons ?? [];
  const unsupported = crons.filter((c) => c.trim().split(/\s+/).join(' ') !== '* * * * *');
  if (unsupported.length) throw new Error(`Local cron runs only '* * * * *'; wrangler.toml has ${unsupported.join(', ')}`);
  if (!crons.length) return { stop() {} };
  let timer;
  const tick = () => {
    const now = Date.now();
    const minute = now - (now % 60_000);
    timer = setTimeout(
      async () => {
        for (const c of crons) {
          try {
            const { outcome } = await fireScheduled(mf, c, new Date(minute + 60_000));
            if (outcome !== 'ok') console.error(`cron ${c}: ${outcome}`);
          } catch (error) {
            console.error(`cron ${c}: ${error.message}`);
          }
        }
        tick();
      },
      minute + 60_000 - now,
    );
    timer.unref?.();
  };
  tick();
  return { stop: () => clearTimeout(timer) };
}

/**
 * Applies the migrations not applied yet, recording each in wrangler's own table (d1_migrations),
 * so `wrangler d1 migrations apply --local` (npm start) and this agree on a shared database.
 */
async function applyMigrations(db) {
  if (!existsSync('migrations')) return;
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    .run();
  const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all()).results.map((r) => r.name));
  for (const file of readdirSync('migrations')
    .filter((f) => f.endsWith('.sql') && !applied.has(f))
    .sort()) {
    const statements = unstable_splitSqlQuery(readFileSync(join('migrations', file), 'utf8')).map((sql) => db.prepare(sql));
    await db.batch([...statements, db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(file)]);
  }
}

function readComm(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function childPids(parent) {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) out.push(Number(name), ...childPids(Number(name)));
    } catch {
      /* the process ended while we looked */
    }
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
    } catch {
      /* gone */
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
