#!/usr/bin/env node
// `npm run bench`: builds the production client and worker, serves them in workerd (Miniflare,
// the deployable bundle) on loopback, and measures the pages in budgets.json (pages.bench):
// cold renders, warm (edge-cached) views and the same bytes as a static file, with autocannon;
// CPU per render inside the runtime; HTML, client JS and worker bundle sizes. One table; exits 1
// when a budget is missed.
//
//   npm run bench -- --duration 6 --rounds 3 --connections 10 --renders 300 [--port P] [--no-build] [--allow-missing]
import os from 'node:os';
import { runBenchmark } from './lib/bench.mjs';
import { budgets, flags, kb, table, Verdict } from './lib/report.mjs';
import { recordFigures } from './lib/figures.mjs';

const opts = flags();
const duration = Number(opts.duration ?? 6);
const rounds = Number(opts.rounds ?? 3);
const connections = Number(opts.connections ?? 10);
const renders = Number(opts.renders ?? 300);
const port = Number(opts.port ?? process.env.BENCH_PORT ?? 0); // 0: any free loopback port

console.log(
  `Benchmark: ${duration} s per measurement in ${rounds} interleaved rounds, ${connections} connections, loopback; ${renders} renders timed in the runtime`,
);
const { worker, pages } = await runBenchmark(budgets.pages.bench, { port, duration, rounds, connections, renders, build: !opts['no-build'] });

const ms = (v) => `${v.toFixed(v < 10 ? 2 : 1)}`;
const present = pages.filter((p) => !p.missing);
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.versions.node}, load average ${os.loadavg()[0].toFixed(1)}`,
);
console.log(
  table(
    [
      'page',
      'HTML',
      'HTML gzip',
      'JS gzip',
      'render CPU',
      'cold req/s',
      'cold p50/p99',
      'warm req/s',
      'warm p50/p99',
      'static req/s',
      'static p50/p99',
      'cold÷static',
      'warm÷static',
      'runtime CPU/req cold·warm·static',
      'by CPU cold·warm ÷ static',
    ],
    [
      ...pages.map((p) =>
        p.missing
          ? [p.path, 'missing', '', '', '', '', '', '', '', '', '', '', '', '', '']
          : [
              p.path,
              kb(p.htmlRaw),
              kb(p.htmlGzip),
              kb(p.jsGzip),
              `${ms(p.renderMs)} ms`,
              Math.round(p.cold.rps),
              `${p.cold.p50}/${p.cold.p99} ms`,
              Math.round(p.warm.rps),
              `${p.warm.p50}/${p.warm.p99} ms${p.cached ? '' : ' (not cached)'}`,
              Math.round(p.static.rps),
              `${p.static.p50}/${p.static.p99} ms`,
              p.coldRatio.toFixed(2),
              p.warmRatio.toFixed(2),
              `${ms(p.cold.cpuPerRequest)}·${ms(p.warm.cpuPerRequest)}·${ms(p.static.cpuPerRequest)} ms`,
              `${(p.static.cpuPerRequest / p.cold.cpuPerRequest).toFixed(2)}·${(p.static.cpuPerRequest / p.warm.cpuPerRequest).toFixed(2)}`,
            ],
      ),
      ['worker bundle', kb(worker.raw), kb(worker.gzip), '', '', '', '', '', '', '', '', '', '', '', ''],
    ],
  ),
);
console.log(
  [
    `render CPU: user+system CPU of workerd per render, over ${renders} renders (plus 20 warm-up) run inside the runtime without the edge cache.`,
    'runtime CPU/req: the same accounting per request under load; "by CPU" divides static by page CPU per request, the rate ratio one',
    'single-threaded runtime would reach on an idle machine (a cross-check when other work on the machine disturbs the rates).',
  ].join('\n'),
);

const verdict = new Verdict();
verdict.check('worker bundle gzip', worker.gzip <= budgets.maxWorkerGzip, kb(worker.gzip), `≤ ${kb(budgets.maxWorkerGzip)}`);
for (const p of pages) {
  if (p.missing) {
    verdict.check(`${p.path} exists`, !!opts['allow-missing'], `missing: answers ${p.missing}${opts['allow-missing'] ? ' (allowed by --allow-missing)' : ''}`);
    continue;
  }
  verdict.check(`${p.path} cold ÷ static`, p.coldRatio >= budgets.minColdToStatic, p.coldRatio.toFixed(2), `≥ ${budgets.minColdToStatic}`);
  verdict.check(`${p.path} warm ÷ static`, p.warmRatio >= budgets.minWarmToStatic, p.warmRatio.toFixed(2), `≥ ${budgets.minWarmToStatic}`);
  verdict.check(`${p.path} HTML gzip`, p.htmlGzip <= budgets.maxHtmlGzip, kb(p.htmlGzip), `< ${kb(budgets.maxHtmlGzip + 1)}`);
  verdict.check(`${p.path} client JS gzip`, p.jsGzip <= budgets.maxClientJsGzip, kb(p.jsGzip), `≤ ${kb(budgets.maxClientJsGzip)}`);
}
if (!present.length) console.log('no page to measure');
if (opts.record && present.length) {
  const span = (list) => `${Math.min(...list).toFixed(2)}–${Math.max(...list).toFixed(2)}`;
  recordFigures([
    {
      figure: 'Pages under load (`npm run preview`)',
      latest: `cold ÷ static ${span(present.map((p) => p.coldRatio))}, warm ÷ static ${span(present.map((p) => p.warmRatio))}; ${Math.round(Math.min(...present.map((p) => p.cold.rps)))}–${Math.round(Math.max(...present.map((p) => p.warm.rps)))} requests a second over ${connections} connections (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
      command: '`npm run bench`',
    },
  ]);
}
verdict.print();
process.exit(verdict.exitCode());
