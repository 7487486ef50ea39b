#!/usr/bin/env node
// `npm test`: client build (the worker reads its manifest), type check, unit tests, worker tests in workerd, browser tests in
// Chromium, then the site checks on the production build: link crawl, axe-core on every route, bundle and page size budgets.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
// Each vitest run also writes a JSON report, so the run can end with one plain count of all tests.
const reports = mkdtempSync(join(tmpdir(), 'site-tests-'));
const vitest = (config, name) => ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];
const steps = [
  ['client build', 'node_modules/.bin/vite', ['build', '--logLevel', 'warn']],
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['unit tests', 'node_modules/.bin/vitest', vitest('vitest.unit.config.ts', 'unit')],
  ['worker tests', 'node_modules/.bin/vitest', vitest('vitest.worker.config.ts', 'worker')],
  ['browser tests', 'node_modules/.bin/vitest', vitest('vitest.browser.config.ts', 'browser')],
  ['site checks', 'node', ['scripts/audit.mjs', '--ci']],
];
const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n── ${name} ──`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(r.status ?? 1);
  }
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
