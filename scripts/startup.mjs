#!/usr/bin/env node
// `npm run startup`: what a cold isolate pays before its first request. Profiles the startup of
// the deployable worker (`npm run deploy`'s bundle: minified, dist/worker/index.js) `--runs`
// times (default 5) and prints each run's CPU time, and the least (other work on the machine only
// adds to a profile) against budgets.json's `maxWorkerStartupMs`, with the median and the most;
// then profiles an unminified build of the same code once and prints where its startup goes, by
// source file, and the functions that take longest.
// Then it serves the build in workerd and profiles what an isolate's first request of a few kinds
// pays against its second (median of 3 fresh isolates): what the start no longer does (zod and the
// rules it builds, the search index) is paid by the first request that needs it.
// `--no-build` profiles the existing build (the unminified one is always built, in a temporary folder).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildProduction, serveProduction, WORKER_BUNDLE } from './lib/production.mjs';
import { budgets, flags, table, Verdict } from './lib/report.mjs';
import { busyMs, median, profileStartups, timeBySource, topFunctions } from './lib/startup.mjs';
import { inspect } from './lib/inspector.mjs';

const options = flags();
const runs = Number(options.runs ?? 5);
if (!options['no-build']) buildProduction({ client: false });

const times = (await profileStartups(WORKER_BUNDLE, runs)).map(busyMs);
const ms = (t) => `${t.toFixed(1)} ms`;
console.log(`Startup of the deployable worker, ${runs} cold isolates: ${times.map(ms).join(', ')}`);

const folder = mkdtempSync(join(tmpdir(), 'startup-'));
try {
  const env = { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };
  const built = spawnSync('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--outdir', folder], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('wrangler could not build the unminified worker');
  const script = join(folder, 'index.js');
  const [profile] = await profileStartups(script, 1, { intervalUs: 100 });
  const text = readFileSync(script, 'utf8');
  console.log(`\nWhere it goes (an unminified build of the same code, sampled every 100 µs, which slows it: ${ms(busyMs(profile))}):`);
  console.log(
    table(
      ['source', 'self time'],
      timeBySource(profile, text)
        .slice(0, 15)
        .map(([file, t]) => [file, ms(t)]),
    ),
  );
  console.log(
    table(
      ['function (source)', 'self time'],
      topFunctions(profile, text)
        .slice(0, 15)
        .map(([name, t]) => [name, ms(t)]),
    ),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}

/** CPU milliseconds of a fresh isolate's first request of each kind, and of its second. */
const firstRequests = [
  ['a page (/)', (url) => fetch(`${url}/`)],
  ['a search (its index and rules made)', (url) => fetch(`${url}/api/search?query=kraft`)],
  [
    'an enquiry, refused (its rules made)',
    (url) => fetch(`${url}/api/enquiry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  ],
  ['the contact page with a quote line', (url) => fetch(`${url}/contactus?product=kraft-with-window&size=500gm&quantity=1000`)],
];
const rows = [];
for (const [name, send] of firstRequests) {
  const firsts = [];
  const seconds = [];
  for (let run = 0; run < 3; run++) {
    const server = await serveProduction({ port: 0, inspectorPort: 0 });
    const session = await inspect(new URL('/core:user:site', await server.mf.getInspectorURL()));
    try {
      await session.send('Profiler.enable');
      const timed = async () => {
        await session.send('Profiler.start');
        await (await send(server.url)).arrayBuffer();
        return busyMs((await session.send('Profiler.stop')).profile);
      };
      firsts.push(await timed());
      seconds.push(await timed());
    } finally {
      session.close();
      await server.stop();
    }
  }
  rows.push([name, ms(median(firsts)), ms(median(seconds))]);
}
console.log(`\nWhat a fresh isolate's first request pays (CPU, median of 3 isolates):`);
console.log(table(['request', 'first', 'second'], rows));

const verdict = new Verdict();
const least = Math.min(...times);
verdict.check(
  `worker startup CPU, least of ${runs} (other work on the machine only adds to a profile)`,
  least <= budgets.maxWorkerStartupMs,
  `${ms(least)} (median ${ms(median(times))}, most ${ms(Math.max(...times))})`,
  `≤ ${budgets.maxWorkerStartupMs} ms`,
);
verdict.print();
process.exit(verdict.exitCode());
