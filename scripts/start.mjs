#!/usr/bin/env node
// `npm start`: builds the client, applies the local D1 migrations, and serves the whole site with
// wrangler dev at http://localhost:8787 (PORT overrides). Offline: no account, no network.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const bin = (name) => `node_modules/.bin/${name}`;

run(bin('vite'), ['build', '--logLevel', 'warn']);
if (existsSync('migrations') && readdirSync('migrations').some((f) => f.endsWith('.sql'))) {
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local']);
}
const port = process.env.PORT || '8787';
// Local wrangler dev keeps a real Cache API (persisted in .wrangler/state), whose key changes only
// with the client build: with the page cache on, an edit to a page would show only once it expires.
const dev = spawn(bin('wrangler'), ['dev', '--port', port, '--ip', process.env.HOST || 'localhost', '--var', 'PAGE_CACHE:off', ...process.argv.slice(2)], { stdio: 'inherit', env });
dev.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
