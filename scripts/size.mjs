#!/usr/bin/env node
// `npm run size`: bundle sizes without a server. Every client chunk (gzip), the JavaScript every
// page that hydrates an island shares (the entry, the hydrator and React's chunk), all chunks
// together (for information: no page shows every island), and the deployable worker bundle,
// checked against budgets.json. What each page loads at once, ever and on a second page needs
// the pages themselves: `npm run audit` checks those. `--no-build` measures the existing build;
// `--record` writes the figures into docs/measurements.md's table of today's figures.
import { recordFigures } from './lib/figures.mjs';
import { buildProduction, WORKER_BUNDLE, workerSize } from './lib/production.mjs';
import { fileGzip, readClientBuild, sharedJs, sumGzip } from './lib/sizes.mjs';
import { budgets, flags, kb, table, Verdict } from './lib/report.mjs';
import { busyMs, profileStartups } from './lib/startup.mjs';
import { LOCALES } from './one-language.mjs';

if (!flags()['no-build']) buildProduction();
const build = readClientBuild();
const chunks = [...build.keys()];
const worker = workerSize();
const total = chunks.reduce((sum, url) => sum + fileGzip(url), 0);
const sharedFiles = sharedJs(build);
const shared = sumGzip([...sharedFiles]);

console.log(
  table(
    ['client file', 'gzip'],
    [
      ...chunks.map((url) => [url.replace('/build/assets/', ''), kb(fileGzip(url))]),
      ['shared by every hydrating page', kb(shared)],
      ['all of them (no page loads them all)', kb(total)],
      ['worker bundle', kb(worker.gzip)],
    ],
  ),
);
// What a cold isolate pays before its first request, printed for the record: a CPU profile counts
// the time the machine's other work takes from it (three runs beside a test run gave 197-663 ms for
// an 81 ms startup), so the budget is held by `npm run startup`, run on a quiet machine, not here.
const startups = (await profileStartups(WORKER_BUNDLE, 3)).map(busyMs);
console.log(
  `worker startup CPU, 3 cold isolates: ${startups.map((t) => `${t.toFixed(1)} ms`).join(', ')} (budget ${budgets.maxWorkerStartupMs} ms, held by \`npm run startup\`)`,
);
const verdict = new Verdict();
verdict.check('worker bundle gzip', worker.gzip <= budgets.maxWorkerGzip, kb(worker.gzip), `≤ ${kb(budgets.maxWorkerGzip)}`);
verdict.check(
  'client JS every hydrating page shares (entry, hydrator, React)',
  shared <= budgets.maxClientJsGzipAtLoad,
  kb(shared),
  `≤ ${kb(budgets.maxClientJsGzipAtLoad)}`,
);
// A page names its own language's build, but what no language changes is one file in all of them, so
// a visitor who changes language fetches only what is in words (decision 058): above all React's chunk.
const sharedElsewhere = LOCALES.filter((l) => l !== 'en').map((l) => [...sharedJs(build, l)].filter((url) => !sharedFiles.has(url)));
const refetched = sumGzip(sharedElsewhere.flat());
verdict.check(
  "client JS every hydrating page shares, fetched again in another language (React's chunk, the entry, the hydrator)",
  refetched === 0,
  `${kb(refetched)}${refetched ? ` (${[...new Set(sharedElsewhere.flat())].map((url) => url.replace('/build/assets/', '')).join(', ')})` : ''}`,
  '= 0',
);
verdict.print();
if (flags().record) {
  const gz = (pattern) => kb(sumGzip(chunks.filter((url) => pattern.test(url))));
  recordFigures([
    {
      figure: 'Client JavaScript (gzip)',
      latest: `${kb(shared)} shared by every hydrating page (entry, hydrator, React's chunk; budget ${kb(budgets.maxClientJsGzipAtLoad)}); pdf.js ${gz(/\/mockup-pdf-/)} and pdf-lib with the proof ${gz(/\/(mockup-proof|pdf-lib)-/)} only for a PDF or a proof; ${kb(total)} for all client files together`,
      command: '`npm run size` (per page at load, ever and new on a second page: `npm run audit`)',
    },
    { figure: 'Worker bundle (gzip)', latest: `${kb(worker.gzip)} (budget ${kb(budgets.maxWorkerGzip)})`, command: '`npm run size`' },
  ]);
}
process.exit(verdict.exitCode());
