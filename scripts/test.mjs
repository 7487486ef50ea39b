#!/usr/bin/env node
// `npm test`: the production build, once (the client, whose manifest the worker reads, and the deployable worker; bundle
// budgets checked as it ends), lint (format, lint rules, import boundaries), type check, unit tests, worker tests in workerd, browser tests in Chromium, then the site
// checks on that build: link crawl, axe-core on every route, page size budgets. Steps after the build are told
// (SITE_BUILT=1) that it is fresh, so none builds again. Steps that leave the machine idle alone run beside
// another, their output shown one after the other: the type check (one process, one core) beside the unit tests, and
// the browser file that slows its own CPU and the site checks beside the other browser files.
import { runStep, stopAllSteps } from './lib/run-step.mjs';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
// Each vitest run also writes a JSON report, so the run can end with one plain count of all tests.
const reports = mkdtempSync(join(tmpdir(), 'site-tests-'));
const vitest = (config, name) => ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];
const only = process.argv.slice(2);
// A step that has not ended in 30 minutes (STEP_LIMIT_S) has hung: it fails the run, named, with its output so far (scripts/lib/run-step.mjs).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAllSteps();
    process.exit(130);
  });
const steps = [
  ['build', 'node', ['scripts/size.mjs']],
  // The formatter, the linter and the import boundaries (biome, dependency-cruiser): seconds, before the long stages.
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['type check', 'npm', ['run', '--silent', 'typecheck'], 'beside the next'],
  ['unit tests', 'node_modules/.bin/vitest', vitest('vitest.unit.config.ts', 'unit')],
  ['worker tests', 'node_modules/.bin/vitest', vitest('vitest.worker.config.ts', 'worker')],
  // The slowed file waits more than it works: it runs beside the other browser files, against a
  // site and a browser of its own (another port), instead of after them with the machine idle.
  [
    'browser tests on a slowed CPU',
    'node_modules/.bin/vitest',
    [...vitest('vitest.browser.config.ts', 'browser-slowed'), '--project', 'browser-slowed'],
    'beside the next',
    { BROWSER_PORT: '8801' },
  ],
  // The site checks read the same build with a site and a Chromium of their own (any free port):
  // beside the browser files, they take the time the last long files leave a core idle, instead
  // of running after them. (Slowed down there, axe reaches the home page after its hero has
  // turned: the page's h1 stands apart from the slides, so a turned hero keeps it.) The Nu Html
  // Checker reads one page per route (a few seconds, Java from Debian where it is missing).
  ['site checks', 'node', ['scripts/audit.mjs', '--ci', '--html', '--no-build'], 'beside the next'],
  ['browser tests', 'node_modules/.bin/vitest', [...vitest('vitest.browser.config.ts', 'browser'), '--project', 'browser']],
];
const runStarted = Date.now();
const times = [];
const stagesLine = () =>
  `Stages: ${times.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(', ')}; ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all`;
const chosen = (name) => !only.length || only.some((o) => name.startsWith(o));
// The browser steps serve the build: it comes first whenever one is chosen (two building it at once would clash).
const selected = steps.filter(([name]) => chosen(name) || (name === 'build' && steps.some(([n]) => n.startsWith('browser') && chosen(n))));
// The site checks build for themselves only when no build step came before them.
if (!selected.some(([name]) => name === 'build'))
  for (const step of selected) if (step[0] === 'site checks') step[2] = step[2].filter((a) => a !== '--no-build');
for (let i = 0; i < selected.length; i++) {
  // A step marked 'beside the next' runs beside the steps after it, down to the first that is not:
  // that last one shows its output as it goes, the others' follows when all are done.
  const group = [selected[i]];
  while (group.at(-1)[3] && i + 1 < selected.length) group.push(selected[++i]);
  const shown = group.at(-1);
  const beside = group.slice(0, -1);
  console.log(`\n── ${group.map(([name]) => name).join(' beside the ')} ──`);
  const started = Date.now();
  const kept = beside.map(([name, cmd, args, , extraEnv]) =>
    runStep(name, cmd, args, { env: { ...env, ...extraEnv }, keep: true }).then((r) => ({
      ...r,
      name,
      seconds: (Date.now() - started) / 1000,
    })),
  );
  if (beside.length) console.log(`\n── ${shown[0]} ──`);
  const { status } = await runStep(shown[0], shown[1], shown[2], { env: { ...env, ...shown[4] } });
  const shownSeconds = (Date.now() - started) / 1000;
  const results = [];
  for (const own of await Promise.all(kept)) {
    console.log(`\n── ${own.name}: its output ──`);
    process.stdout.write(own.output);
    times.push([own.name, own.seconds]);
    results.push([own.name, own.status]);
  }
  times.push([shown[0], shownSeconds]);
  results.push([shown[0], status]);
  for (const [failedName, code] of results) {
    if (code !== 0) {
      console.error(`\n${failedName} failed`);
      // The times so far, so that a failed run still says where its time went.
      console.log(stagesLine());
      process.exit(code ?? 1);
    }
  }
  if (shown[0] === 'build') env.SITE_BUILT = '1';
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'worker', 'browser-slowed', 'browser']) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
console.log(stagesLine());
