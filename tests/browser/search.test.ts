import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, launch, open, type Page } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const options = (page: Page, box: string) => page.locator(`#${box}-list [role="option"]`);
const expanded = (page: Page, box: string) => page.getAttribute(`#${box}`, 'aria-expanded');
const activeId = (page: Page, box: string) => page.getAttribute(`#${box}`, 'aria-activedescendant');

/**
 * Types into a search box once its island is live (a box typed into earlier catches up on its own,
 * tested above; two answers landing apart would reset a highlight) and waits for its list to open.
 */
async function suggest(page: Page, box: string, text: string) {
  await page.focus(`#${box}`);
  await expect.poll(() => page.getAttribute(`#${box}`, 'role'), { timeout: 15_000 }).toBe('combobox');
  await page.fill(`#${box}`, text);
  await expect.poll(() => expanded(page, box)).toBe('true');
  return options(page, box);
}

describe('search suggestions (combobox)', () => {
  it('asks once the typing pauses for 150 ms, then lists up to 6 suggestions with thumbnails', async () => {
    const { page, close, problems, foreign } = await open(browser, '/', { ...DESKTOP, wait: false });
    await page.clock.install();
    await page.reload();
    await page.waitForSelector('body[data-client-loaded]');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search')) asked.push(new URL(r.url()).searchParams.get('query')!);
    });

    await page.focus('#search-desktop');
    await expect.poll(() => page.getAttribute('#search-desktop', 'role')).toBe('combobox');
    // The page's clock stands still from here and moves only by runFor: an installed clock also
    // flows with real time, and on a busy machine typing "ft" took longer than the 150 ms pause.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.keyboard.type('kra');
    await page.clock.runFor(100);
    await page.keyboard.type('ft');
    await page.clock.runFor(149);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => asked).toEqual(['kraft']);
    await expect.poll(() => expanded(page, 'search-desktop')).toBe('true');

    const list = options(page, 'search-desktop');
    expect(await list.count()).toBe(6);
    expect(await page.getAttribute('#search-desktop', 'aria-controls')).toBe('search-desktop-list');
    expect(await page.getAttribute('#search-desktop', 'aria-autocomplete')).toBe('list');
    expect(await page.getAttribute('#search-desktop-list', 'role')).toBe('listbox');
    const thumb = list.first().locator('img');
    expect(await thumb.getAttribute('width')).toBe('40');
    expect(await thumb.getAttribute('height')).toBe('48');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await list.first().textContent()).toMatch(/Kraft.*Product$/);
    expect(await page.textContent('#search-desktop-list + .suggest-all')).toMatch(/^See all \d+ results$/);
    expect(await page.textContent('form.search-desktop [role="status"]')).toMatch(/^\d+ results, 6 shown$/);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('is driven by the keyboard: arrows move and wrap, Escape closes, Enter opens the highlighted one', async () => {
    const { page, close, problems } = await open(browser, '/');
    const list = await suggest(page, 'search-desktop', 'silver');
    const count = await list.count();
    const ids = await list.evaluateAll((els) => els.map((e) => e.id));
    expect(count).toBeGreaterThan(2);

    await page.keyboard.press('ArrowDown');
    expect(await activeId(page, 'search-desktop')).toBe(ids[0]);
    expect(await list.nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page, 'search-desktop')).toBe(ids[1]);
    expect(await list.nth(0).getAttribute('aria-selected')).toBeNull();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await activeId(page, 'search-desktop')).toBe(ids[count - 1]);
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page, 'search-desktop')).toBe(ids[0]);
    // Focus never leaves the box.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-desktop');

    await page.keyboard.press('Escape');
    expect(await expanded(page, 'search-desktop')).toBe('false');
    expect(await page.locator('#search-desktop-list').isVisible()).toBe(false);
    expect(await activeId(page, 'search-desktop')).toBeNull();
    expect(await page.inputValue('#search-desktop')).toBe('silver');

    await page.keyboard.press('ArrowDown');
    expect(await expanded(page, 'search-desktop')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const href = await list.nth(1).getAttribute('href');
    expect(href).toMatch(/^\/products\//);
    expect(problems).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.pathname === href), page.keyboard.press('Enter')]);
    await close();
  });

  it('opens a suggestion with a mouse click', async () => {
    const { page, close, problems } = await open(browser, '/');
    const list = await suggest(page, 'search-desktop', '1kg');
    expect(await list.first().textContent()).toMatch(/^1 Kg /);
    const href = await list.nth(2).getAttribute('href');
    await list.nth(2).hover();
    expect(problems).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.pathname === href), list.nth(2).click()]);
    await close();
  });

  it('closes when focus leaves the box', async () => {
    const { page, close } = await open(browser, '/');
    await suggest(page, 'search-desktop', 'gold');
    await page.keyboard.press('Tab');
    await expect.poll(() => expanded(page, 'search-desktop')).toBe('false');
    expect(await page.locator('#search-desktop-list').isVisible()).toBe(false);
    await close();
  });

  it('says so to screen readers when nothing matches, and shows no list', async () => {
    const { page, close } = await open(browser, '/');
    await page.fill('#search-desktop', 'zzzz');
    await expect.poll(() => page.textContent('form.search-desktop [role="status"]')).toBe('No matching products');
    expect(await expanded(page, 'search-desktop')).toBe('false');
    await close();
  });
});

describe('header search rules with suggestions on', () => {
  it('Enter with nothing highlighted goes to /search?query= with the trimmed text, and clears the box', async () => {
    const { page, close, problems } = await open(browser, '/');
    await suggest(page, 'search-desktop', '  kraft ');
    await Promise.all([page.waitForURL(/\/search\?query=kraft$/), page.keyboard.press('Enter')]);
    expect(await page.textContent('h1')).toBe('Results for kraft');
    expect(problems).toEqual([]);
    await page.goBack();
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.inputValue('#search-desktop')).toBe('');
    expect(await page.locator('#search-desktop-list').isVisible()).toBe(false);
    await close();
  });

  it('does nothing for blank text', async () => {
    const { page, close } = await open(browser, '/');
    await page.fill('#search-desktop', '   ');
    await page.press('#search-desktop', 'Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await expanded(page, 'search-desktop')).toBe('false');
    await close();
  });

  it('works in the mobile menu: Escape closes the list first, then the menu; Enter opens a suggestion', async () => {
    const { page, close, problems } = await open(browser, '/', PHONE);
    await page.click('.drawer-toggle');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-mobile');
    const list = await suggest(page, 'search-mobile', 'transparent');
    expect(await list.count()).toBeGreaterThan(0);
    expect(await page.getAttribute('#search-mobile', 'placeholder')).toBe('Search products...');
    await page.keyboard.press('Escape');
    expect(await expanded(page, 'search-mobile')).toBe('false');
    expect(await page.getAttribute('#drawer', 'aria-modal')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#drawer').evaluate((el) => el.matches(':popover-open'))).toBe(false);

    await page.click('.drawer-toggle');
    await suggest(page, 'search-mobile', 'zipper 500');
    await page.keyboard.press('ArrowDown');
    const href = await list.first().getAttribute('href');
    expect(problems).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.pathname === href), page.keyboard.press('Enter')]);
    await close();
  });

  it('submits the mobile box to /search and closes the menu', async () => {
    const { page, close } = await open(browser, '/', PHONE);
    await page.click('.drawer-toggle');
    await page.fill('#search-mobile', 'silver');
    await Promise.all([page.waitForURL(/\/search\?query=silver$/), page.press('#search-mobile', 'Enter')]);
    expect(await page.textContent('h1')).toBe('Results for silver');
    await close();
  });

  it('without JavaScript the boxes are plain GET forms to /search', async () => {
    const { page, close } = await open(browser, '/', { ...DESKTOP, javaScriptEnabled: false });
    await page.fill('#search-desktop', 'gold');
    await Promise.all([page.waitForURL(/\/search\?query=gold$/), page.press('#search-desktop', 'Enter')]);
    expect(await page.textContent('.search-count')).toMatch(/^Found \d+ products matching your search$/);
    expect(await page.getAttribute('#search-desktop', 'role')).toBeNull();
    await close();
  });
});

describe('no-match page: Back to Previous', () => {
  it('goes back in the browser history', async () => {
    const { page, close, problems } = await open(browser, '/?from=home');
    await page.fill('#search-desktop', 'zzzz');
    await Promise.all([page.waitForURL(/query=zzzz/), page.press('#search-desktop', 'Enter')]);
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.textContent('h1')).toBe('No Products Found');
    expect(problems).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.pathname === '/' && url.search === '?from=home'), page.click('text=Back to Previous')]);
    await close();
  });

  it('leads to the product list when the tab has nothing to go back to', async () => {
    const { page, close } = await open(browser, '/search?query=zzzz');
    await Promise.all([page.waitForURL((url) => url.pathname === '/ourproducts'), page.click('text=Back to Previous')]);
    await close();
  });

  it('without JavaScript links to the page the visitor came from', async () => {
    const { page, close } = await open(browser, '/?from=home', { ...DESKTOP, javaScriptEnabled: false });
    await page.fill('#search-desktop', 'zzzz');
    await Promise.all([page.waitForURL(/query=zzzz/), page.press('#search-desktop', 'Enter')]);
    expect(await page.getAttribute('text=Back to Previous', 'href')).toBe('/?from=home');
    expect(await page.getAttribute('text=Browse All Products', 'href')).toBe('/ourproducts');
    await close();
  });
});

describe('results page', () => {
  it('loads without console errors or requests to other hosts, and its search box suggests too', async () => {
    const { page, close, problems, foreign } = await open(browser, '/search?query=kraft');
    expect(await page.textContent('.search-count')).toMatch(/^Found \d+ products matching your search$/);
    const list = await suggest(page, 'search-page', 'gold');
    expect(await list.count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('has no WCAG A/AA violations: results, no match, and the open suggestion list', { timeout: 90_000 }, async () => {
    for (const [path, options] of [
      ['/search?query=kraft', DESKTOP],
      ['/search?query=kraft', PHONE],
      ['/search?query=zzzz', DESKTOP],
    ] as const) {
      const { page, close } = await open(browser, path, options);
      expect(await axeViolations(page), path).toEqual([]);
      await close();
    }
    const { page, close } = await open(browser, '/search?query=zipper');
    await suggest(page, 'search-desktop', 'kraft');
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('does not shift layout after paint', async () => {
    const { page, close } = await open(browser, '/search?query=kraft', PHONE);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await close();
  });
});

describe("search that reads typos and buyers' words", () => {
  it('suggests for a typo with the reading shown, and the results page offers the text as typed', async () => {
    const { page, close, problems } = await open(browser, '/', DESKTOP);
    const found = await suggest(page, 'search-desktop', 'transparant');
    expect(await found.first().getAttribute('href')).toBe('/products/transparent-zipper');
    expect(await page.locator('.search-desktop .suggest-note').innerText()).toBe('Showing results for transparent');
    await Promise.all([page.waitForURL('**/search?query=transparant'), page.keyboard.press('Enter')]);
    expect(await page.locator('.search-corrected').innerText()).toContain('Showing results for transparent.');
    await Promise.all([page.waitForURL('**/search?query=transparant&typed=1'), page.getByRole('link', { name: 'Search for transparant as typed' }).click()]);
    expect(await page.locator('h1').innerText()).toBe('No Products Found');
    expect(await page.getByRole('link', { name: 'size finder' }).getAttribute('href')).toBe('/size-finder');
    expect(problems).toEqual([]);
    await close();
  });

  it('has no WCAG A/AA violations on a corrected results page and a no-match page with nearest names', { timeout: 90_000 }, async () => {
    for (const path of ['/search?query=kraft%20windw', '/search?query=trnsprnt']) {
      const { page, close } = await open(browser, path, PHONE);
      expect(await axeViolations(page), path).toEqual([]);
      await close();
    }
  });
});
