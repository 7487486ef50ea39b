#!/usr/bin/env node
// `npm start`: builds the client (into .wrangler/start, not static/build), applies the local D1
// migrations, and serves the whole site with wrangler dev at http://localhost:8787 (PORT overrides).
// Offline: no account, no network.
// The client build keeps watching (vite.config.ts), and the words are compiled again after each
// edit (scripts/messages.mjs): each language rebuilds what changed, wrangler dev rebuilds the
// worker (its own code, and the client's manifests it imports) and reloads, and so does the page
// open in the browser (wrangler's --live-reload).
// wrangler dev does not run cron triggers, so this runs the scheduled handler every minute through
// its local trigger (`--test-scheduled`, GET /__scheduled?cron=...), which anyone can also call.
import { spawnSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createBuilder } from 'vite';
import { unstable_readConfig } from 'wrangler';
import { devVarsSecret, localSigningSecret } from './lib/local-secret.mjs';
import { watchMessages } from './messages.mjs';

// Taken before the build, which sets NODE_ENV=production in this process: wrangler dev keeps React's development build.
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const bin = (name) => `node_modules/.bin/${name}`;
// The inline script wrangler dev's live reload appends to every page, which the site's CSP lets run
// by this hash alone (src/platform/render/security.ts). wrangler 4.86's; tests/unit/start-scheduled.test.mjs
// tells when an update of wrangler changes it.
const LIVE_RELOAD_HASH = 'sha256-g5a3SrOYIecCloZ8S7M4xdT1pbYi6e7mjHrmwphRxfE=';

// A folder of its own (git-ignored): the watching build and a copy of the site's static files,
// which wrangler dev serves (--assets), with a tsconfig whose `@build/…` names that build, so the
// worker reads its manifests (src/platform/render/assets.ts). The production build in static/build,
// which npm run preview, npm run deploy and every test stage after the build read, is never
// rewritten by a running npm start. An edit to a file of static/ itself shows after a restart.
const own = '.wrangler/start';
mkdirSync(own, { recursive: true });
cpSync('static', `${own}/static`, { recursive: true, filter: (path) => !/^static[\\/]build([\\/]|$)/.test(path) });
const { paths } = JSON.parse(readFileSync('tsconfig.json', 'utf8')).compilerOptions;
writeFileSync(
  `${own}/tsconfig.json`,
  `${JSON.stringify(
    {
      extends: '../../tsconfig.json',
      compilerOptions: {
        paths: Object.fromEntries(
          Object.entries(paths).map(([alias, [path]]) => [alias, [alias === '@build/*' ? './static/build/*' : `../../${path.replace(/^\.\//, '')}`]]),
        ),
      },
    },
    null,
    2,
  )}\n`,
);

// Resolves once every language is built; a failed first build has been reported by vite.
await (await createBuilder({ logLevel: 'warn', build: { watch: {}, outDir: `${own}/static/build` } })).buildApp().catch(() => process.exit(1));
watchMessages();
if (existsSync('migrations') && readdirSync('migrations').some((f) => f.endsWith('.sql'))) {
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local']);
}
const port = process.env.PORT || '8787';
const host = process.env.HOST || 'localhost';
// Local wrangler dev keeps a real Cache API (persisted in .wrangler/state), whose key changes only
// with the client build: with the page cache on, an edit to a page would show only once it expires.
// Forms, uploads and links are signed: with no SIGNING_SECRET in .dev.vars, this checkout's own random one.
const secret = devVarsSecret() ? [] : ['--var', `SIGNING_SECRET:${localSigningSecret()}`];
const dev = spawn(
  bin('wrangler'),
  [
    'dev',
    '--port',
    port,
    '--ip',
    host,
    '--test-scheduled',
    '--live-reload',
    '--assets',
    `${own}/static`,
    '--tsconfig',
    `${own}/tsconfig.json`,
    '--var',
    'PAGE_CACHE:off',
    '--var',
    `LIVE_RELOAD_HASH:${LIVE_RELOAD_HASH}`,
    ...secret,
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env,
  },
);
dev.on('exit', (code) => process.exit(code ?? 0));

// On each minute, as Cloudflare fires `* * * * *`; a minute when the server is not up yet is skipped.
const crons = unstable_readConfig({ config: 'wrangler.toml' }).triggers?.crons ?? [];
const everyMinute = crons.filter((c) => c.trim().split(/\s+/).join(' ') === '* * * * *');
if (everyMinute.length !== crons.length) console.warn(`npm start runs only '* * * * *' crons; fire others with /__scheduled?cron=...`);
const trigger = async (cron) => {
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/__scheduled?cron=${encodeURIComponent(cron)}`;
  try {
    const res = await fetch(url);
    if (!res.ok) console.error(`cron ${cron}: ${res.status} ${await res.text()}`);
  } catch {
    /* not listening yet */
  }
};
const tick = () =>
  setTimeout(
    () => {
      for (const cron of everyMinute) void trigger(cron);
      tick();
    },
    60_000 - (Date.now() % 60_000),
  ).unref();
if (everyMinute.length) tick();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
