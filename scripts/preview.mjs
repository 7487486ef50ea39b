#!/usr/bin/env node
// `npm run preview`: builds the client and the deployable worker (the bytes `npm run deploy`
// ships) and serves them in workerd at http://localhost:8788 (PORT and HOST override), with
// wrangler.toml's bindings and asset routing, .dev.vars, the edge cache on, the local D1 of
// `npm start` (migrated, kept between runs) and the cron sweep every minute. Offline.
// `--var NAME:VALUE` overrides a variable (as with wrangler dev), `--persist-to DIR` keeps D1 in
// another folder, `--no-build` serves the last build, `--test-scheduled` also runs the cron at once for each line
// `scheduled` read on standard input and prints its outcome (tests use it; Miniflare's own
// /cdn-cgi/handler/scheduled reaches the asset router, not the worker, when assets are on).
import { buildProduction, serveProduction } from './lib/production.mjs';

const args = process.argv.slice(2);
const vars = {};
let persist = true;
let testScheduled = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--var') {
    const [name, ...value] = (args[++i] ?? '').split(':');
    if (!name || !value.length) throw new Error('--var takes NAME:VALUE');
    vars[name] = value.join(':');
  } else if (args[i] === '--persist-to') {
    persist = args[++i];
    if (!persist) throw new Error('--persist-to takes a folder');
  } else if (args[i] === '--test-scheduled') {
    testScheduled = true;
  } else if (args[i] !== '--no-build') {
    throw new Error(`unknown option ${args[i]} (known: --var NAME:VALUE, --persist-to DIR, --no-build, --test-scheduled)`);
  }
}

const port = Number(process.env.PORT || 8788);
const host = process.env.HOST || 'localhost';
if (!args.includes('--no-build')) {
  console.log('building the client and the worker…');
  const { raw, gzip } = buildProduction();
  console.log(`worker bundle: ${(raw / 1024).toFixed(0)} KiB, ${(gzip / 1024).toFixed(0)} KiB gzip`);
}
const server = await serveProduction({ port, host, persist, cron: true, vars });
if (testScheduled) {
  const { createInterface } = await import('node:readline');
  createInterface({ input: process.stdin }).on('line', async (line) => {
    if (line.trim() !== 'scheduled') return;
    const { outcome } = await server.scheduled().catch((error) => ({ outcome: `error: ${error.message}` }));
    console.log(`scheduled: ${outcome}`);
  });
}
console.log(`preview ready on http://${host}:${port} (cron sweep every minute; Ctrl+C stops)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
