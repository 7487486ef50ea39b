import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, STEP_TIMEOUT, baseUrl, launch, open } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Any address of the module: a try after a failed fetch asks for it at one of its own (client/entry.ts).
const POLICY_NAV = /\/island-policy-nav-[\w-]+\.js(\?try=\d+)?$/;
const openSections = (page: Page) => page.$$eval('details.policy-section[open] > div', (els) => els.map((e) => e.id));

/**
 * A phone visitor on /privacy-policy whose fetches of the policy navigation's module fail: the
 * first `failures` of them, or every one until `network.back()`.
 */
async function visitWithFailingFetches(failures: number) {
  const context = await browser.newContext(PHONE);
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  let fetches = 0;
  let up = false;
  await page.route(POLICY_NAV, (route) => (++fetches <= failures && !up ? route.abort('connectionreset') : route.continue()));
  await page.goto(new URL('/privacy-policy', baseUrl()).href);
  return {
    context,
    page,
    problems,
    fetches: () => fetches,
    network: {
      back: () => {
        up = true;
      },
    },
  };
}

describe('the client starts whatever a fetch or an island does', () => {
  it("fetches an island's module again when the first fetch fails, and the island goes live", async () => {
    const { context, page, fetches } = await visitWithFailingFetches(1);
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.locator('site-island[data-island="policy-nav"][data-live]').count()).toBe(1);
    expect(await page.locator('site-island[data-failed]').count()).toBe(0);
    expect(fetches()).toBe(2);
    // Live, not just marked: a link in the navigation opens its section through React.
    await page.click('.quick-nav a[href="#contact"]');
    await expect.poll(() => page.locator('.quick-nav a[href="#contact"]').getAttribute('aria-current')).toBe('true');
    expect(await openSections(page)).toEqual(['contact']);
    await context.close();
  });

  it('marks the page ready when an island cannot be fetched at all, says which, and starts it on the next touch', async () => {
    const { context, page, problems, fetches, network } = await visitWithFailingFetches(Infinity);
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.locator('site-island[data-island="policy-nav"]').getAttribute('data-failed')).toBe('');
    expect(fetches()).toBeGreaterThanOrEqual(2);
    expect(problems.some((p) => p.startsWith('Island policy-nav failed to start'))).toBe(true);
    // The server's HTML still works: the links open their sections without React.
    await page.click('.quick-nav a[href="#contact"]');
    await expect.poll(() => openSections(page)).toEqual(['contact']);
    expect(await page.locator('site-island[data-island="policy-nav"][data-live]').count()).toBe(0);
    // The network is back: the next touch inside it starts the island.
    network.back();
    await page.locator('.quick-nav a[href="#contact"]').focus();
    await page.locator('site-island[data-island="policy-nav"][data-live]').waitFor({ state: 'attached' });
    expect(await page.locator('site-island[data-failed]').count()).toBe(0);
    await context.close();
  });

  it('marks the page ready when an island throws while it hydrates, and says which', async () => {
    const context = await browser.newContext(PHONE);
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    // The policy navigation receives props it cannot render (no sections).
    await page.route(/\/privacy-policy$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(data-island="policy-nav"[^>]*data-props=")[^"]*"/, '$1{}"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(new URL('/privacy-policy', baseUrl()).href);
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.locator('site-island[data-island="policy-nav"]').getAttribute('data-failed')).toBe('');
    expect(problems.some((p) => p.startsWith('Island policy-nav failed to start'))).toBe(true);
    // Its HTML is the server's again, and works without React.
    await expect.poll(() => page.locator('details.policy-section').count()).toBeGreaterThan(3);
    await page.click('.quick-nav a[href="#contact"]');
    await expect.poll(() => openSections(page)).toEqual(['contact']);
    await context.close();
  });

  it('names the step a page is stuck at when the client never marks it ready', async () => {
    // React's chunk never arrives: the policy navigation, started once the page is idle, waits for it.
    let context: BrowserContext | undefined;
    const setUp = (c: BrowserContext) => {
      context = c;
      return c.route(/\/react-[\w-]+\.js$/, () => {});
    };
    const failure = await open(browser, '/privacy-policy', { ...PHONE, setUp, readyTimeout: 5000 }).then(
      () => 'marked ready',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(
      /^\/privacy-policy: the client never marked body\[data-client-loaded\]: document complete, painted: first-paint, first-contentful-paint, islands not live: .*policy-nav \(idle\)/,
    );
    expect(failure).toMatch(/requests open: .*\/react-[\w-]+\.js/);
    await context?.close();
  });
});
