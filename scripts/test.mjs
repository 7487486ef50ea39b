#!/usr/bin/env node
// `npm test`: client build (the worker reads its manifest), type check, unit tests, worker tests in workerd, browser tests in
// Chromium, then the site checks on the production build: link crawl, axe-core on every route, bundle and page size budgets.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const steps = [
  ['client build', 'node_modules/.bin/vite', ['build', '--logLevel', 'warn']],
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['unit tests', 'node_modules/.bin/vitest', ['run', '--config', 'vitest.unit.config.ts']],
  ['worker tests', 'node_modules/.bin/vitest', ['run', '--config', 'vitest.worker.config.ts']],
  ['browser tests', 'node_modules/.bin/vitest', ['run', '--config', 'vitest.browser.config.ts']],
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
