#!/usr/bin/env node
// `npm run size`: bundle sizes without a server. Every client chunk (gzip), the most JavaScript
// any page could load (the entry, every island and everything they import), and the deployable
// worker bundle, checked against budgets.json. `--no-build` measures the existing build.
import { buildProduction, workerSize } from './lib/production.mjs';
import { fileGzip, readClientBuild } from './lib/sizes.mjs';
import { budgets, flags, kb, table, Verdict } from './lib/report.mjs';

if (!flags()['no-build']) buildProduction();
const chunks = [...readClientBuild().keys()];
const worker = workerSize();
const total = chunks.reduce((sum, url) => sum + fileGzip(url), 0);

console.log(table(['client file', 'gzip'], [...chunks.map((url) => [url.replace('/build/assets/', ''), kb(fileGzip(url))]), ['all of them', kb(total)], ['worker bundle', kb(worker.gzip)]]));
const verdict = new Verdict();
verdict.check('worker bundle gzip', worker.gzip <= budgets.maxWorkerGzip, kb(worker.gzip), `≤ ${kb(budgets.maxWorkerGzip)}`);
verdict.check('client JS gzip if one page loaded every chunk', total <= budgets.maxClientJsGzip, kb(total), `≤ ${kb(budgets.maxClientJsGzip)}`);
verdict.print();
process.exit(verdict.exitCode());
