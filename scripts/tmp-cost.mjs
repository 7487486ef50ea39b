import { chromium } from 'playwright-core';
const base = process.env.BASE || 'http://127.0.0.1:8788';
const extra = (process.env.FLAGS || '').split(' ').filter(Boolean);
const paths = (process.env.PATHS || '/ourproducts,/,/contactus,/products/kraft-with-window/500gm').split(',');
const n = Number(process.env.N || 6);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extra] });
const mode = process.env.MODE || 'context';
const t0 = Date.now();
let shared = mode === 'page' ? await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true }) : null;
for (let i = 0; i < n; i++) for (const p of paths) {
  const c = shared ?? await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await c.newPage();
  await page.goto(base + p);
  if (!process.env.NOWAIT) await page.waitForSelector('body[data-client-loaded]');
  if (process.env.IDLE) await page.waitForTimeout(Number(process.env.IDLE));
  if (shared) await page.close(); else await c.close();
}
await b.close();
console.log(`node self ${JSON.stringify(process.cpuUsage())} wall ${Date.now() - t0} ms for ${n * paths.length} loads`);
