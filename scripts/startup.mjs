#!/usr/bin/env node
// `npm run startup`: what a cold isolate pays before its first request. Profiles the startup of
// the deployable worker (`npm run deploy`'s bundle: minified, dist/worker/index.js) `--runs`
// times (default 5) and prints each run's CPU time, and the least (other work on the machine only
// adds to a profile) against budgets.json's `maxWorkerStartupMs`, with the median and the most;
// then profiles an unminified build of the same code once and prints where its startup goes, by
// source file, and the functions that take longest.
// `--no-build` profiles the existing build (the unminified one is always built, in a temporary folder).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildProduction, WORKER_BUNDLE } from './lib/production.mjs';
import { budgets, flags, table, Verdict } from './lib/report.mjs';
import { busyMs, median, profileStartups, timeBySource, topFunctions } from './lib/startup.mjs';

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
