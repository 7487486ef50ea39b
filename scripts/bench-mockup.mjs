#!/usr/bin/env node
// `npm run bench:mockup`: the design mock-up on a size page, on the phone profile (390 px, the CPU
// 4 × slower), against the production build served by workerd. It prints:
// - the mock-up's own JavaScript (gzip): the island and what it imports at once, the workbench it
//   loads once the island is live and the browser idle (at once for a chosen file), what it imports for
//   the standing view, and the heavy tools (pdf.js and its worker when a PDF is chosen; pdf-lib after a design is shown);
// - "shows": from the file input's change event (a 4000 × 4000 JPEG, 4 MB or so) to the start of
//   the frame that shows it on the print template;
// - "nudge" (an arrow key) and "zoom" (+): from the key's event to the start of the frame that shows
//   the change; median and worst of `--presses` each.
// - "proof": from the press of "Download proof (PDF)" to the download, on the phone profile with
//   Lighthouse's slow 4G (562.5 ms round trip, 1.44 Mbit/s down, as DevTools throttles it) from the
//   moment the design is chosen: asked at once (the proof's tool and fonts still to fetch) and
//   asked after 8 s of placing (they followed the shown design when the browser was idle).
// Limits (budgets.json): shows within 1,000 ms, each nudge or zoom within 50 ms, the island ≤ 20 KB gzip.
//   node scripts/bench-mockup.mjs [--no-build] [--runs 3] [--presses 20] [--path /products/kraft-with-window/500gm]
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildProduction, serveProduction } from './lib/production.mjs';
import { readClientBuild, fileGzip } from './lib/sizes.mjs';
import { freePort } from './lib/lighthouse.mjs';
import { CHROME_FLAGS, CHROME_LAUNCHER } from './lib/chromium.mjs';
import { budgets, flags, kb, table, Verdict } from './lib/report.mjs';
import { recordFigures } from './lib/figures.mjs';

const LIMITS = { showMs: budgets.maxMockupShowMs, repaintMs: budgets.maxMockupRepaintMs, islandGzip: budgets.maxMockupIslandGzip };
const opts = flags();
const runs = Number(opts.runs ?? 3);
const presses = Number(opts.presses ?? 20);
const path = opts.path ?? '/products/kraft-with-window/500gm';
const CPU = 4;

if (!opts['no-build']) buildProduction();

// The island's chunk and what it imports statically (shared helpers), then what it loads on use.
const build = readClientBuild();
const island = [...build.keys()].find((u) => /\/island-design-mockup-/.test(u));
const staticImports = (url, seen = new Set()) => {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const dep of build.get(url) ?? []) if (!/\/(react|workbench|standing|mockup-pdf|mockup-proof|pdf-lib)-/.test(dep)) staticImports(dep, seen);
  return seen;
};
const islandFiles = [...staticImports(island)];
const islandGzip = islandFiles.reduce((sum, u) => sum + fileGzip(u), 0);
// The workbench and what it imports that the island has not already loaded (the tools and the standing view aside).
const workbenchFiles = [...build.keys()]
  .filter((u) => /\/workbench-/.test(u))
  .flatMap((u) => [...staticImports(u, new Set(islandFiles))])
  .filter((u) => !islandFiles.includes(u));
const workbenchGzip = [...new Set(workbenchFiles)].reduce((sum, u) => sum + fileGzip(u), 0);
const named = (pattern) => [...build.keys()].filter((u) => pattern.test(u));
const sumOf = (urls) => urls.reduce((sum, u) => sum + fileGzip(u), 0);

// The proof's button in the page's language (/hi/…, /ta/… or English).
const pageLocale = /^\/(hi|ta)(\/|$)/.exec(path)?.[1] ?? 'en';
const downloadLabel = JSON.parse(readFileSync(`src/features/mockup/messages/${pageLocale}.json`, 'utf8')).mockup_download;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serveProduction({ port: await freePort() });
const browser = await chromium.launch({ executablePath: CHROME_LAUNCHER, args: CHROME_FLAGS });
const shows = [];
const nudges = [];
const zooms = [];
const proofs = { atOnce: [], placed: [] };
let jpeg;
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
    await page.waitForSelector('body[data-client-loaded]', { state: 'attached' });
    // The design, made before the CPU is slowed: a photo-like 4000 x 4000 JPEG with a brand name.
    jpeg = Buffer.from(
      await page.evaluate(async () => {
        const c = new OffscreenCanvas(4000, 4000);
        const x = c.getContext('2d');
        const g = x.createRadialGradient(1400, 1200, 100, 2000, 2000, 3000);
        g.addColorStop(0, '#f2b630');
        g.addColorStop(0.5, '#1f6f5c');
        g.addColorStop(1, '#0b2a20');
        x.fillStyle = g;
        x.fillRect(0, 0, 4000, 4000);
        for (let i = 0; i < 4000; i++) {
          x.fillStyle = `hsl(${(i * 37) % 360} 60% ${30 + (i % 40)}% / 0.35)`;
          x.beginPath();
          x.arc((i * 977) % 4000, (i * 613) % 4000, 10 + (i % 60), 0, Math.PI * 2);
          x.fill();
        }
        x.fillStyle = '#fff';
        x.font = 'bold 420px serif';
        x.textAlign = 'center';
        x.fillText('CHAI CO.', 2000, 1900);
        const blob = await c.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let s = '';
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(s);
      }),
      'base64',
    );
    const input = page.locator('#try-design-front-file');
    await input.focus();
    await page.waitForSelector('site-island[data-island="design-mockup"][data-live]', { state: 'attached' });
    // Watches for the change and for the first frame with the design drawn.
    await page.evaluate(() => {
      const el = document.querySelector('#try-design-front-file');
      el.addEventListener(
        'change',
        (event) => {
          const from = event.timeStamp;
          const frame = (at) => {
            const canvas = document.querySelector('.mockup-stage canvas');
            if (canvas && canvas.width > 0) window.__shown = at - from;
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await input.setInputFiles({ name: 'design.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    shows.push(await page.waitForFunction(() => window.__shown, null, { timeout: 30_000, polling: 50 }).then((h) => h.jsonValue()));

    // Each key: from its event to the start of the frame after it (the flat view is drawn in the same task).
    await page.evaluate(() => {
      window.__frames = [];
      document.querySelector('.mockup-stage').addEventListener(
        'keydown',
        (event) => {
          const from = event.timeStamp;
          requestAnimationFrame((at) => window.__frames.push(at - from));
        },
        { capture: true },
      );
    });
    await page.locator('.mockup-stage').focus();
    for (const [key, into] of [
      ['ArrowRight', nudges],
      ['+', zooms],
    ]) {
      for (let i = 0; i < presses; i++) {
        const before = await page.evaluate(() => window.__frames.length);
        await page.keyboard.press(key);
        await page.waitForFunction((n) => window.__frames.length > n, before, { polling: 16 });
        into.push(await page.evaluate(() => window.__frames.at(-1)));
      }
    }
    await context.close();
  }
  // The proof, on a phone on slow 4G: each of the two cases in a fresh page.
  for (let run = 0; run < runs; run++) {
    for (const [wait, into] of [
      [0, proofs.atOnce],
      [8000, proofs.placed],
    ]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
      await page.waitForSelector('body[data-client-loaded]', { state: 'attached' });
      const input = page.locator('#try-design-front-file');
      await input.focus();
      await page.waitForSelector('site-island[data-island="design-mockup"][data-live]', { state: 'attached' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await input.setInputFiles({ name: 'design.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await page.locator('.mockup-stage canvas').waitFor({ timeout: 60_000 });
      if (wait) await page.waitForTimeout(wait);
      const button = page.getByRole('button', { name: downloadLabel });
      const downloaded = page.waitForEvent('download', { timeout: 120_000 });
      const from = Date.now();
      await button.click();
      await downloaded;
      into.push(Date.now() - from);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const round = (n) => `${Math.round(n)} ms`;
console.log(
  `Design mock-up on ${path}: phone profile (390 px, CPU ${CPU}× slower), ${runs} runs, ${presses} presses of each key a run. Timings on a shared machine move with its load.\n`,
);
console.log(
  table(
    ['JavaScript (gzip)', 'loaded', 'size'],
    [
      ['the island and its helpers', 'on first touch of it', kb(islandGzip)],
      ['the workbench (placing, checks, flat view)', 'after the island, when idle', kb(workbenchGzip)],
      ['the standing view', 'when shown', kb(sumOf(named(/\/standing-/)))],
      ['pdf.js', 'when a PDF is chosen', kb(sumOf(named(/\/mockup-pdf-/)))],
      ['pdf-lib and the proof', 'after a design is shown, when idle', kb(sumOf(named(/\/(mockup-proof|pdf-lib)-/)))],
    ],
  ),
);
console.log('');
console.log(
  table(
    ['measure', 'median', 'worst', 'each'],
    [
      ['4000 × 4000 JPEG shown', round(median(shows)), round(Math.max(...shows)), shows.map(Math.round).join(' ')],
      ['nudge (arrow key)', round(median(nudges)), round(Math.max(...nudges)), ''],
      ['zoom (+)', round(median(zooms)), round(Math.max(...zooms)), ''],
      ['proof on slow 4G, asked at once', round(median(proofs.atOnce)), round(Math.max(...proofs.atOnce)), proofs.atOnce.map(Math.round).join(' ')],
      [
        'proof on slow 4G, asked after 8 s of placing',
        round(median(proofs.placed)),
        round(Math.max(...proofs.placed)),
        proofs.placed.map(Math.round).join(' '),
      ],
    ],
  ),
);
const verdict = new Verdict();
verdict.check('mock-up island gzip', islandGzip <= LIMITS.islandGzip, kb(islandGzip), `≤ ${kb(LIMITS.islandGzip)}`);
verdict.check('4000 × 4000 JPEG shown, median', median(shows) <= LIMITS.showMs, round(median(shows)), `≤ ${LIMITS.showMs} ms`);
verdict.check('nudge repaint, median', median(nudges) <= LIMITS.repaintMs, round(median(nudges)), `≤ ${LIMITS.repaintMs} ms`);
verdict.check('zoom repaint, median', median(zooms) <= LIMITS.repaintMs, round(median(zooms)), `≤ ${LIMITS.repaintMs} ms`);
if (opts.record) {
  recordFigures([
    {
      figure: 'Design mock-up (phone profile)',
      latest: `a 4000 × 4000 JPEG shown in a median of ${round(median(shows))} (worst ${round(Math.max(...shows))}); nudges ${round(median(nudges))}, zooms ${round(median(zooms))} (medians of ${nudges.length}); its proof on slow 4G ${round(median(proofs.atOnce))} asked at once, ${round(median(proofs.placed))} after 8 s of placing; the island ${kb(islandGzip)} gzip`,
      command: '`npm run bench:mockup`',
    },
  ]);
}
verdict.print();
process.exit(verdict.exitCode());
