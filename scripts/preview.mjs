#!/usr/bin/env node
// `npm run preview`: builds the client and the deployable worker (the bytes `npm run deploy`
// ships) and serves them in workerd at http://localhost:8788 (PORT and HOST override), with
// wrangler.toml's bindings and asset routing, .dev.vars, the edge cache on, the local D1 of
// `npm start` (migrated, kept between runs) and the cron sweep every minute. Offline.
import { buildProduction, serveProduction } from './lib/production.mjs';

const port = Number(process.env.PORT || 8788);
const host = process.env.HOST || 'localhost';
if (!process.argv.includes('--no-build')) {
  console.log('building the client and the worker…');
  const { raw, gzip } = buildProduction();
  console.log(`worker bundle: ${(raw / 1024).toFixed(0)} KiB, ${(gzip / 1024).toFixed(0)} KiB gzip`);
}
const server = await serveProduction({ port, host, persist: true, cron: true });
console.log(`preview ready on http://${host}:${port} (cron sweep every minute; Ctrl+C stops)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
