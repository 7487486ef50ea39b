import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import {
  DESKTOP,
  FULL_WALK,
  baseUrl,
  brokenWords,
  holdMotion,
  hydrateAll,
  launch,
  sitemapPaths,
  unmanagedControls,
  walkOf,
  watchConsole,
  watchForeign,
} from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * One walk through the pages the sitemap lists, on a 320 px phone with a stored wishlist, for
 * the checks that need every page: each island hydrates without a React error or warning and
 * React manages its root and controls, no page
 * scrolls sideways, at rest or after a widget has been used, nor once widened to a desktop, no
 * word is split across two lines (Hindi and Tamil words run long), none scrolls sideways at 360 px
 * (the width of most Android phones in India), and none contacts another host.
 * `npm test` walks one page of each route in each language; `npm run audit` (FULL_WALK=1) every
 * page (walkOf).
 */
describe(`${FULL_WALK ? 'every sitemap page' : 'a sitemap page of each route and language'} at 320 px`, () => {
  it('hydrates every island without a React error or warning, never scrolls sideways, at rest, after a widget has been used or on a desktop, splits no word across lines, and contacts no other host', {
    timeout: 600_000,
  }, async () => {
    const all = await sitemapPaths();
    expect(all.length).toBeGreaterThan(50);
    const paths = walkOf(all);
    // Every route in every language, English, Hindi and Tamil.
    expect(paths.filter((p) => /^\/hi(\/|$)/.test(p)).length).toBeGreaterThan(10);
    expect(paths.filter((p) => /^\/ta(\/|$)/.test(p)).length).toBeGreaterThan(10);
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true });
    await holdMotion(context);
    const page = await context.newPage();
    const problems: string[] = [];
    watchConsole(page, problems);
    const foreign: string[] = [];
    watchForeign(page, foreign);
    // A stored wishlist: the badge, hearts and wishlist page render the server's empty list first
    // and the stored one right after, without a mismatch.
    await page.goto(new URL('/robots.txt', baseUrl()).href);
    await page.evaluate(() =>
      localStorage.setItem('wishlist', JSON.stringify([{ id: '101', name: 'Kraft Stand-Up Pouch', text: '', image: '/favicon.svg', link: '/ourproducts' }])),
    );

    const wide: string[] = [];
    const split: string[] = [];
    const check = async (path: string, after: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path} after ${after}: ${width} px`);
    };
    /** Runs `use` when `selector` shows on the page, then checks the width. */
    const using = async (path: string, selector: string, what: string, use: (l: Locator) => Promise<unknown>) => {
      const target = page.locator(selector).first();
      if (!(await target.count()) || !(await target.isVisible())) return;
      await use(target);
      await check(path, what);
    };
    let islands = 0;
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl()).href);
      await page.waitForSelector('body[data-client-loaded]');
      await check(path, 'loading');
      islands += await hydrateAll(page);
      expect(problems, `console on ${path}`).toEqual([]);
      // Each island is React's: its root, and every control outside static content.
      expect(await unmanagedControls(page), `not hydrated on ${path}`).toEqual([]);
      for (const word of await brokenWords(page)) split.push(`${path}: ${word}`);
      await using(path, '#quantity', 'a priced quantity', (l) => l.fill('5000'));
      await using(path, 'main .wish-btn', 'a heart', (l) => l.click());
      await using(path, 'main details > summary', 'an accordion', (l) => l.click());
      await using(path, '.gallery-link', 'the picture viewer', async (l) => {
        await l.click();
        await page.locator('.lightbox:popover-open').waitFor();
      });
      await using(path, '.lightbox:popover-open .lightbox-close', 'closing the viewer', (l) => l.click());
      await using(path, 'main .round-btn', 'a carousel arrow', (l) => l.click());
      await using(path, '.drawer-toggle', 'the menu', async (l) => {
        await l.click();
        await page.locator('#search-mobile').fill('kraft');
      });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await check(path, 'closing the menu');
      expect(problems, `console on ${path} after its widgets were used`).toEqual([]);
      // The same page widened to a desktop's window: it reflows, and must not scroll sideways there either.
      const { width: desktop } = DESKTOP.viewport!;
      await page.setViewportSize(DESKTOP.viewport!);
      const wideAt = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wideAt > desktop) wide.push(`${path} on a desktop: ${wideAt} px`);
      // And at 360 px, the width of most Android phones in India, with the menu open and closed.
      await page.setViewportSize({ width: 360, height: 780 });
      const at360 = await page.evaluate(() => document.documentElement.scrollWidth);
      if (at360 > 360) wide.push(`${path} at 360 px: ${at360} px`);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(problems, `console on ${path} widened to a desktop`).toEqual([]);
    }
    expect(islands).toBeGreaterThan(paths.length);
    await context.close();
    expect(wide).toEqual([]);
    expect(split, 'words split across lines').toEqual([]);
    expect(foreign, 'requests to another host').toEqual([]);
  });
});
