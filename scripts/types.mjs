#!/usr/bin/env node
// `npm run types`: writes worker-configuration.d.ts, the worker's binding types, from wrangler.toml
// (and the variable names of .dev.vars.example, so the file does not depend on anyone's .dev.vars).
// `npm run types -- --check` (part of `npm run typecheck`): fails when the committed file differs
// from what wrangler.toml now generates.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

export const TYPES_FILE = 'worker-configuration.d.ts';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };

function generate(path) {
  // The path goes first: --env-file takes every value after it.
  const r = spawnSync('node_modules/.bin/wrangler', ['types', path, '--include-runtime', 'false', '--env-file', '.dev.vars.example'], {
    env,
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    process.exit(r.status ?? 1);
  }
}

// The second line records the command and the output path; the declarations follow it.
const body = (path) => readFileSync(path, 'utf8').split('\n').slice(2).join('\n');

if (process.argv.includes('--check')) {
  // Beside the committed file, so the relative import paths inside come out the same.
  const fresh = `.check-${TYPES_FILE}`;
  try {
    generate(fresh);
    if (body(fresh) !== body(TYPES_FILE)) {
      console.error(`${TYPES_FILE} is out of date with wrangler.toml or .dev.vars.example: run \`npm run types\` and commit it.`);
      process.exitCode = 1;
    } else {
      console.log(`${TYPES_FILE} matches wrangler.toml`);
    }
  } finally {
    rmSync(fresh, { force: true });
  }
} else {
  generate(TYPES_FILE);
  console.log(`wrote ${TYPES_FILE}`);
}
