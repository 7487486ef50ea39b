#!/usr/bin/env node
// `npm test`: the production build, once (the client, whose manifest the worker reads, and the deployable worker; bundle
// budgets checked as it ends), type check, unit tests, worker tests in workerd, browser tests in Chromium, then the site
// checks on that build: link crawl, axe-core on every route, page size budgets. Steps after the build are told
// (SITE_BUILT=1) that it is fresh, so none builds again. The type check (one process, one core) runs beside the
// unit tests; their output is shown one after the other.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
// Each vitest run also writes a JSON report, so the run can end with one plain count of all tests.
const reports = mkdtempSync(join(tmpdir(), 'site-tests-'));
const vitest = (config, name) => ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];
const only = process.argv.slice(2);
const steps = [
  ['build', 'node', ['scripts/size.mjs']],
  ['type check', 'npm', ['run', '--silent', 'typecheck'], 'beside the next'],
  ['unit tests', 'node_modules/.bin/vitest', vitest('vitest.unit.config.ts', 'unit')],
  ['worker tests', 'node_modules/.bin/vitest', vitest('vitest.worker.config.ts', 'worker')],
  ['browser tests', 'node_modules/.bin/vitest', vitest('vitest.browser.config.ts', 'browser')],
  ['site checks', 'node', ['scripts/audit.mjs', '--ci', ...(only.length && !only.includes('build') ? [] : ['--no-build'])]],
];
const runStarted = Date.now();
const times = [];
/** Runs a step with its output kept, for a step that runs beside another. */
const runKept = (cmd, args) => new Promise((resolve) => {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  child.on('close', (status) => resolve({ status, output: Buffer.concat(out) }));
});
const selected = steps.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
for (let i = 0; i < selected.length; i++) {
  const [name, cmd, args, beside] = selected[i];
  const next = beside ? selected[i + 1] : undefined;
  console.log(`\n── ${name}${next ? ` (beside the ${next[0]})` : ''} ──`);
  const started = Date.now();
  const kept = next && runKept(cmd, args).then((r) => ({ ...r, seconds: (Date.now() - started) / 1000 }));
  if (next) {
    // The step beside it shows its output as it goes; this one's follows when both are done.
    console.log(`\n── ${next[0]} ──`);
    const status = await new Promise((resolve) => spawn(next[1], next[2], { stdio: 'inherit', env }).on('close', resolve));
    const nextSeconds = (Date.now() - started) / 1000;
    const own = await kept;
    console.log(`\n── ${name}: its output ──`);
    process.stdout.write(own.output);
    times.push([name, own.seconds], [next[0], nextSeconds]);
    for (const [failedName, code] of [[name, own.status], [next[0], status]]) {
      if (code !== 0) {
        console.error(`\n${failedName} failed`);
        process.exit(code ?? 1);
      }
    }
    i++;
    continue;
  }
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  times.push([name, (Date.now() - started) / 1000]);
  if (r.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(r.status ?? 1);
  }
  if (name === 'build') env.SITE_BUILT = '1';
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'worker', 'browser']) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
console.log(`Stages: ${times.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(', ')}; ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all`);
