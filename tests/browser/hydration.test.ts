import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, baseUrl, hydrateAll, launch, open, unmanagedControls } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('hydration', () => {
  // The sitemap walk checks this on every page it walks (tests/browser/sitemap-walk.test.ts); here, the pages no sitemap lists.
  it('hands each island to React in the browser: its root and every control outside static content are React-managed', async () => {
    for (const path of ['/wishlist', '/search?query=kraft']) {
      const { page, close } = await open(browser, path, PHONE);
      await hydrateAll(page);
      expect(await unmanagedControls(page), path).toEqual([]);
      await close();
    }
  });

  it("asks for React and every chunk an island imports beside the island's own module, not one round trip after another", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The hydrator and the islands' own modules are held back: what they import can only have been asked for beside them.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/build\/assets\/(hydrate|island-[\w-]+)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/ourproducts', baseUrl()).href);
    // Requests are reported one by one: wait for all of them, the heart's own module among them.
    const chunks = [/\/island-wish-button-[\w-]+\.js$/, /\/react-[\w-]+\.js$/, /\/rolldown-runtime-[\w-]+\.js$/, /\/shell-[\w-]+\.js$/, /\/ui-[\w-]+\.js$/];
    await expect.poll(() => chunks.filter((chunk) => !requested.some((path) => chunk.test(path))).map(String), { timeout: 10_000 }).toEqual([]);
    release();
    // Once the modules arrive, the hearts in view start as before.
    await page.locator('site-island[data-island="wish-button"][data-live]').first().waitFor({ state: 'attached' });
    await context.close();
  });

  it('requests the islands and React once the page has painted, neither before (even when the page has loaded) nor after a slow picture', async () => {
    /** Opens a product page, the product's picture held back or not, and reads when things happened. */
    const visit = async (holdPicture: boolean) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      if (holdPicture)
        await page.route('**/img/pouch/kraft-with-window.svg', async (route) => {
          await held;
          await route.continue();
        });
      await page.goto(new URL('/products/kraft-with-window', baseUrl()).href, { waitUntil: 'commit' });
      await page.waitForSelector('body[data-client-loaded]', { timeout: 10_000 });
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
        loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
        requests: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/build/') && !e.name.includes('/entry-') && e.name.endsWith('.js'))
          .map((e) => ({ file: new URL(e.name).pathname, start: e.startTime })),
      }));
      release();
      await context.close();
      expect(timing.requests.map((r) => r.file)).toEqual(
        expect.arrayContaining([expect.stringMatching(/\/react-/), expect.stringMatching(/\/island-product-banner-/)]),
      );
      for (const request of timing.requests) expect(request.start, request.file).toBeGreaterThanOrEqual(timing.paint);
      return timing;
    };
    // Live while the picture is still on its way: the islands did not wait for the load event.
    expect((await visit(true)).loaded).toBe(0);
    // Unhindered, the page here often loads before it first paints; the islands still wait for the paint.
    const fast = await visit(false);
    expect(fast.loaded).toBeGreaterThan(0);
  });
});
