import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const base = 'http://127.0.0.1:8788';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const path = process.argv[2] || '/ourproducts';
// warm once
{ const c = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true }); const p = await c.newPage(); await p.goto(base + path); await p.waitForSelector('body[data-client-loaded]'); await c.close(); }
const c = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
const p = await c.newPage();
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc', 'viz', 'toplevel', 'loading'] });
await p.goto(base + path);
await p.waitForSelector('body[data-client-loaded]');
await p.waitForTimeout(500);
const buf = await b.stopTracing();
await b.close();
const { traceEvents } = JSON.parse(buf.toString());
const names = {}; for (const e of traceEvents) if (e.ph === 'M' && e.name === 'thread_name') names[`${e.pid}:${e.tid}`] = e.args.name;
const procs = {}; for (const e of traceEvents) if (e.ph === 'M' && e.name === 'process_name') procs[e.pid] = e.args.name;
// self time of complete events per thread by name (top-level only approx: use 'X' events with tdur)
const byThread = {};
for (const e of traceEvents) {
  if (e.ph !== 'X' || !e.tdur) continue;
  const th = `${procs[e.pid] || e.pid}/${names[`${e.pid}:${e.tid}`] || e.tid}`;
  (byThread[th] ??= []).push(e);
}
for (const [th, evs] of Object.entries(byThread)) {
  // top-level: events not contained in another event of the same thread
  evs.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let end = -1; let total = 0; const top = {};
  for (const e of evs) { if (e.ts >= end) { total += e.tdur; top[e.name] = (top[e.name] || 0) + e.tdur; end = e.ts + e.dur; } }
  if (total < 2000) continue;
  console.log(`${th}: ${(total / 1000).toFixed(1)} ms cpu`, Object.entries(top).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, v]) => `${n} ${(v / 1000).toFixed(1)}`).join(', '));
}
// main thread detail: sum by name of all events (not only top)
const main = Object.entries(byThread).find(([th]) => /Renderer\/CrRendererMain/.test(th));
if (main) {
  const sum = {}; for (const e of main[1]) sum[e.name] = (sum[e.name] || 0) + e.tdur;
  console.log('renderer main, all events:', Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, 18).map(([n, v]) => `${n} ${(v / 1000).toFixed(1)}`).join(', '));
}
const bm = Object.entries(byThread).find(([th]) => /Browser\/CrBrowserMain/.test(th));
if (bm) {
  const sum = {}; for (const e of bm[1]) { const k = e.name + (e.args?.src_func ? ' ' + e.args.src_func : '') + (e.args?.src_file ? ' @' + e.args.src_file.split('/').slice(-2).join('/') : ''); sum[k] = (sum[k] || 0) + e.tdur; }
  console.log('browser main, all events:\n ' + Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([n, v]) => `${n} ${(v / 1000).toFixed(1)}`).join('\n '));
}
