import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launch, open } from '@tests/support/browser';
import { WIDGETS, measureTap } from '../../scripts/lib/first-tap.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The JavaScript files the page has fetched so far, by name without the hash. */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js'))
      .map((p) => p.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')),
  );

const live = (page: Page, island: string) => page.locator(`site-island[data-island="${island}"][data-live]`).first();

describe('the first tap on a widget', () => {
  it('finds the widgets in view live once the page is idle, React and their modules fetched before any touch', async () => {
    const { page, close } = await open(browser, '/aboutus', PHONE);
    // Nothing touched, nothing scrolled: the menu in view starts once the page is idle.
    await live(page, 'site-nav').waitFor({ state: 'attached', timeout: 10_000 });
    // The menu's island is in the shell chunk, which the page names itself (no one-line facade, decision 083).
    expect(await fetchedScripts(page)).toEqual(expect.arrayContaining(['react', 'hydrate', 'shell']));
    expect(await fetchedScripts(page)).not.toContain('island-site-nav');
    // One not shown (the header's own search box, on a phone: the menu holds one) is left alone, and so is one below the fold.
    expect(await page.locator('site-island[data-island="search-box"][data-live]').count()).toBe(0);
    await page.locator('.drawer-toggle').tap();
    await expect.poll(() => page.locator('#drawer').getAttribute('aria-modal')).toBe('true');
    await close();
  });

  it('keeps a tap that comes while the widget is still starting, and a second tap after it', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    // React's chunk is held back, so the tap surely comes before the heart is live.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/react-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/ourproducts', baseUrl()).href);
    const heart = page.locator('.wish-btn').first();
    await heart.tap();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    release();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '[]')).toHaveLength(1);
    // A second tap, now that it is live, takes it out again: the first was not counted twice.
    await heart.tap();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('wakes the hearts a press leaves behind once the page is idle again: each follows the wishlist', async () => {
    const { page, close, problems } = await open(browser, '/ourproducts', PHONE);
    const heart = page.locator('.wish-btn').first();
    await live(page, 'wish-button').waitFor({ state: 'attached', timeout: 10_000 });
    // Below the fold, nothing has started the other hearts yet.
    const hearts = page.locator('site-island[data-island="wish-button"]');
    const count = await hearts.count();
    expect(await page.locator('site-island[data-island="wish-button"][data-live]').count()).toBeLessThan(count);
    await heart.tap();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    // The change wakes every heart below the fold, after the tap's answer.
    await expect.poll(() => page.locator('site-island[data-island="wish-button"][data-live]').count(), { timeout: 10_000 }).toBe(count);
    // A woken heart answers a press itself: the last card's item joins the first.
    const last = page.locator('.wish-btn').last();
    await last.evaluate((el) => (el as HTMLButtonElement).click());
    await expect.poll(() => last.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]').length)).toBe(2);
    expect(problems).toEqual([]);
    await close();
  });

  it('leaves an island below the fold alone once the page is idle', async () => {
    const { page, close } = await open(browser, '/', PHONE);
    await live(page, 'site-nav').waitFor({ state: 'attached', timeout: 10_000 });
    // The questions are far below the fold on a phone: nothing starts them until they are used.
    await page.waitForTimeout(1000);
    expect(await page.locator('site-island[data-island="faq-accordion"][data-live]').count()).toBe(0);
    await page.locator('.home-faq summary').first().focus();
    await live(page, 'faq-accordion').waitFor({ state: 'attached', timeout: 10_000 });
    await close();
  });

  it('fetches an island that starts only on use on its touch, not once the page is idle, even in view, and reads what was chosen before', async () => {
    // A product page's compact size finder (load="use"), scrolled into view before the page is idle.
    const { page, close, problems } = await open(browser, '/products/kraft-with-window', PHONE);
    await page.locator('#finder-fill').scrollIntoViewIfNeeded();
    await live(page, 'site-nav').waitFor({ state: 'attached', timeout: 10_000 });
    await page.waitForTimeout(1000);
    const finder = /^size-finder|^island-size-finder$/;
    expect((await fetchedScripts(page)).filter((f) => finder.test(f))).toEqual([]);
    // Nor the header's search boxes (the phone's, in the menu, and the wide screen's).
    expect(await fetchedScripts(page)).not.toContain('island-search-box');
    expect(await page.locator('site-island[data-island="size-finder"][data-live]').count()).toBe(0);
    // Chosen and typed before it is live (the browser answers a select and a text box itself): the island reads both as it starts.
    await page.locator('#finder-fill').selectOption('rice');
    await page.locator('#finder-grams').fill('500');
    await live(page, 'size-finder').waitFor({ state: 'attached', timeout: 10_000 });
    expect((await fetchedScripts(page)).filter((f) => finder.test(f)).length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.finder-size').textContent()).toMatch(/pouch$/);
    expect(problems).toEqual([]);
    await close();
  });

  it("starts the phone menu's search box as the menu opens and takes focus there, and the wide screen's on the pointer", async () => {
    const { page, close, problems } = await open(browser, '/aboutus', PHONE);
    await live(page, 'site-nav').waitFor({ state: 'attached', timeout: 10_000 });
    await page.locator('.drawer-toggle').tap();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-mobile');
    await page.locator('#drawer site-island[data-island="search-box"][data-live]').waitFor({ state: 'attached', timeout: 10_000 });
    await close();
    const wide = await open(browser, '/aboutus', DESKTOP);
    await live(wide.page, 'site-nav').waitFor({ state: 'attached', timeout: 10_000 });
    await wide.page.waitForTimeout(1000);
    expect(await fetchedScripts(wide.page)).not.toContain('island-search-box');
    await wide.page.locator('#search-desktop').hover();
    await wide.page.locator('.header-inner > site-island[data-island="search-box"][data-live]').waitFor({ state: 'attached', timeout: 10_000 });
    expect([...problems, ...wide.problems]).toEqual([]);
    await wide.close();
  });

  it('opens the phone menu on a tap before React has arrived: the browser answers, React follows', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/react-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/aboutus', baseUrl()).href);
    await page.locator('.drawer-toggle').tap();
    // Open at once, while the menu's island is still waiting for React.
    expect(await page.locator('#drawer').evaluate((el) => el.matches(':popover-open'))).toBe(true);
    expect(await page.locator('site-island[data-island="site-nav"][data-live]').count()).toBe(0);
    release();
    await live(page, 'site-nav').waitFor({ state: 'attached', timeout: 10_000 });
    // React took over the open menu: a modal dialog, the page behind held still, and it closes.
    await expect.poll(() => page.locator('#drawer').getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-drawer-open'))).toBe(true);
    await page.locator('.drawer-close').tap();
    await expect.poll(() => page.locator('#drawer').evaluate((el) => el.matches(':popover-open'))).toBe(false);
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-drawer-open'))).toBe(false);
    await context.close();
  });
});

describe('every tap the first-tap table measures (npm run audit -- --only first-tap)', () => {
  // The table times each tap on a throttled phone against budgets.json; a test does not time
  // (the machine's load decides a time here): it checks that each tap is answered in a painted
  // frame with nothing fetched between the tap and its answer, which no download may delay.
  for (const w of WIDGETS.filter((w) => !w.reference)) {
    it(`answers the ${w.widget} on ${w.path} in a painted frame, fetching nothing`, async () => {
      const tap = await measureTap(browser, baseUrl(), w, { throttle: false });
      expect(tap.fetched).toEqual([]);
      expect(Number.isFinite(tap.painted) && tap.painted > 0, `pointerdown to the painted answer: ${tap.painted}`).toBe(true);
      // The browser's record of the tap, when the trace holds it, says how long it held the tap
      // before sending it to the page (a busy machine can write it after the trace has ended: the
      // table then shows n/a).
      if (tap.held !== null) {
        expect(tap.held).toBeGreaterThanOrEqual(0);
        expect(tap.held).toBeLessThan(tap.painted);
        expect(tap.sent).toBeCloseTo(tap.painted - tap.held, 6);
      } else expect(tap.sent).toBeNaN();
    });
  }
});
