import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launch, open } from '@tests/support/browser';

// Slows its pages' CPU on purpose, so `npm test` runs it beside the other browser files, not
// after them (vitest.browser.config.ts). It has passed with both cores held busy by other work:
// a busier machine only makes a page's late parts later, and nothing painted may move whenever
// they come.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('layout stability', () => {
  it.each(['/', '/portfolio', '/terms-and-conditions', '/hi/size-finder'])(
    "%s shifts no layout while loading (on a slow phone's CPU) and scrolling",
    { timeout: 90_000 },
    async (path) => {
      for (const options of [DESKTOP, PHONE]) {
        const { page, context, close } = await open(browser, path, { ...options, motion: true });
        // Loaded again on a slowed CPU, where the browser may paint while the parser is half-way
        // through the page: nothing it has painted may move when the rest arrives.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await page.reload();
        await page.waitForSelector('body[data-client-loaded]');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        await page.evaluate(() => {
          const w = window as unknown as { shifts: string[] };
          w.shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Shift[]) {
              // An entry scored below a ten-thousandth is no shift a reader sees: Chromium has
              // reported such (0.000004) on a loaded machine, while a single line of text moving
              // 3 px on a phone's screen scores about 0.00014, so every visible move still counts.
              if (!e.hadRecentInput && e.value >= 0.0001)
                w.shifts.push(
                  `${e.value.toFixed(6)} at ${Math.round(e.startTime)} ms: ${e.sources
                    .map((s) => {
                      const el = s.node as Element | undefined;
                      return `${el?.nodeName ?? '?'}.${String(el?.className ?? '')} ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`;
                    })
                    .join(', ')}`,
                );
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        for (let y = 0; y < 8000; y += 500) await page.evaluate((top) => scrollTo(0, top), y);
        await page.waitForTimeout(1000);
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
        await close();
      }
    },
  );
});
