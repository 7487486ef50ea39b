import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launch, open } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NARROW: BrowserContextOptions = { viewport: { width: 320, height: 640 }, hasTouch: true };
const SIZE_PAGE = '/products/kraft-with-window/500gm';

/** How far the page reaches sideways: the viewport's width when nothing sticks out. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether two boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  return !!x && !!y && x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Whether an element's text fits its box (nothing clipped or cut with an ellipsis). */
const fits = (l: Locator) => l.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

describe('the size page estimator on a phone', () => {
  for (const viewport of [NARROW, PHONE]) {
    it(`keeps a priced total and its button on the screen at ${viewport.viewport!.width} px`, async () => {
      const { page, close } = await open(browser, SIZE_PAGE, viewport);
      await page.fill('#quantity', '5000');
      await page.waitForSelector('[data-q-state="priced"]');
      expect(await pageWidth(page)).toBe(viewport.viewport!.width);
      for (const figure of await page.locator('.estimator-figures > div').all()) expect(await fits(figure)).toBe(true);
      const total = page.locator('[data-q-total]');
      const box = (await total.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.viewport!.width);
      const button = page.locator('[data-q-enquire]');
      expect(await button.textContent()).toBe('Request a quote for 5000 pouches');
      const b = (await button.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.viewport!.width);
      await close();
    });
  }

  it('shows the whole hint "100 to 5000" at 320 px, and nothing moves when the estimator starts', async () => {
    const context = await browser.newContext(NARROW);
    const page = await context.newPage();
    await page.goto(new URL(SIZE_PAGE, baseUrl()).href);
    const input = page.locator('#quantity');
    const place = () =>
      input.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return [r.left, r.top + scrollY, r.width, r.height];
      });
    const before = await place();
    // It starts when the visitor gets to it.
    await input.focus();
    await page.locator('site-island[data-island="quote-estimator"][data-live]').waitFor({ state: 'attached' });
    expect(await place()).toEqual(before);
    expect(await input.getAttribute('placeholder')).toBe('100 to 5000');
    // The hint's text fits the box's inner width.
    const room = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ctx.measureText(el.placeholder).width;
    });
    expect(room).toBeGreaterThan(0);
    await context.close();
  });

  it("lets the back-to-top button cover neither the quote button nor the footer's last line", async () => {
    for (const viewport of [NARROW, PHONE]) {
      const { page, close } = await open(browser, SIZE_PAGE, viewport);
      await page.fill('#quantity', '5000');
      const quote = page.locator('[data-q-enquire]');
      // The quote button at the foot of the screen, where the floating button sits.
      await quote.evaluate((el) => {
        const box = el.getBoundingClientRect();
        scrollBy({ top: box.bottom - innerHeight + 8, behavior: 'instant' });
      });
      const toTop = page.locator('.to-top');
      await expect.poll(() => toTop.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await overlap(toTop, quote)).toBe(false);
      // At the very foot, however the page's height settles meanwhile (scrolled again, at once, each time it is asked).
      await expect
        .poll(() =>
          page.evaluate(() => {
            scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
            return Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
          }),
        )
        .toBe(true);
      const copyright = page.locator('.copyright');
      const text = await copyright.evaluate((el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        const b = r.getBoundingClientRect();
        return { x: b.x, y: b.y, width: b.width, height: b.height };
      });
      const button = (await toTop.boundingBox())!;
      const apart =
        button.y >= text.y + text.height || text.y >= button.y + button.height || button.x >= text.x + text.width || text.x >= button.x + button.width;
      expect(apart).toBe(true);
      await close();
    }
  });
});

describe("the enquiry form's phone box", () => {
  it('takes a number as people write it, and the server accepts what it took', async () => {
    const { page, close } = await open(browser, '/contactus', PHONE);
    const phone = page.locator('#enquiry-phone');
    for (const written of ['98765 43210', '+91 98765 43210', '(+91) 98765-43210']) {
      await phone.fill('');
      await phone.pressSequentially(written);
      expect(await phone.inputValue()).toBe(written);
    }
    expect(await phone.getAttribute('autocomplete')).toBe('tel');
    // What the box took is what the server accepts (src/features/enquiry/enquiry.test.ts pins the formats).
    const sent = await page.evaluate(
      async (value) =>
        (
          await fetch('/api/enquiry', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Asha Raman', email: 'asha@example.com', phone: value, message: 'We need 2000 kraft pouches.' }),
          })
        ).status,
      await phone.inputValue(),
    );
    expect(sent).toBeLessThan(300);
    await close();
  });
});

describe('product badges and titles', () => {
  it('calls the two pouches without a zipper "Stand-Up Pouch", on their pages and in the wishlist', async () => {
    for (const slug of ['gold-standup', 'transparent-standup']) {
      const { page, close } = await open(browser, `/products/${slug}`, DESKTOP);
      expect(await page.locator('main .eyebrow').first().textContent()).toBe('Stand-Up Pouch');
      await page.locator('main .wish-btn').first().click();
      await expect.poll(() => page.locator('main .wish-btn').first().getAttribute('aria-pressed')).toBe('true');
      await page.goto(new URL('/wishlist', baseUrl()).href);
      await page.waitForSelector('.wishlist-table tbody tr');
      expect(await page.locator('.wishlist-text').first().textContent()).toMatch(/^Stand-Up Pouch · /);
      await close();
    }
  });

  it("shows every product card's whole title at 1280 px", async () => {
    const { page, close } = await open(browser, '/ourproducts', DESKTOP);
    const titles = page.locator('.product-card-title');
    expect(await titles.count()).toBe(10);
    for (const title of await titles.all()) expect(await fits(title)).toBe(true);
    expect(await page.getByText('Both-Side Transparent Stand-Up Pouch Without Zipper').isVisible()).toBe(true);
    await close();
  });
});

describe('in-page jumps', () => {
  const headerBottom = (page: Page) => page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);

  it('land with the target\'s heading below the sticky header ("See prices", the no-JS estimate)', async () => {
    const { page, close } = await open(browser, SIZE_PAGE, PHONE);
    await page.getByRole('link', { name: 'See prices' }).click();
    const id = new URL(page.url()).hash.slice(1);
    await expect.poll(async () => (await page.locator(`[id="${id}"]`).boundingBox())!.y, { timeout: 5000 }).toBeGreaterThanOrEqual(await headerBottom(page));
    await close();
    const nojs = await open(browser, SIZE_PAGE, { ...PHONE, javaScriptEnabled: false });
    await nojs.page.fill('#quantity', '1000');
    await Promise.all([nojs.page.waitForURL('**#estimate'), nojs.page.click('[data-q-submit]')]);
    expect((await nojs.page.locator('#estimate').boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(nojs.page));
    await nojs.close();
  });
});

describe('keyboard focus in the ticker', () => {
  it('brings a focused offer fully into view at 390 px', async () => {
    const { page, close } = await open(browser, '/', { ...PHONE, motion: true });
    const links = page.locator('.ticker-list:not([aria-hidden]) a');
    // Tab from the top of the page, as a keyboard user reaches them.
    await page.locator('body').focus();
    for (let i = 0; i < (await links.count()); i++) {
      for (let presses = 0; presses < 10 && !(await links.nth(i).evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
      expect(await links.nth(i).evaluate((el) => el === document.activeElement)).toBe(true);
      const box = (await links.nth(i).boundingBox())!;
      expect(box.x, `offer ${i}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `offer ${i}`).toBeLessThanOrEqual(390);
    }
    await close();
  });
});

describe('the wishlist at 320 px', () => {
  it('shows each Remove button whole', async () => {
    const { page, close } = await open(browser, '/products/gold-zipper', NARROW);
    await page.locator('main .wish-btn').first().click();
    await expect.poll(() => page.locator('main .wish-btn').first().getAttribute('aria-pressed')).toBe('true');
    await page.goto(new URL('/wishlist', baseUrl()).href);
    const remove = page.locator('.wishlist-remove').first();
    await remove.waitFor();
    // Neither the page nor the table scrolls sideways: the button is whole where it shows.
    const wrap = page.locator('.wishlist .table-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const [box, shown] = [(await remove.boundingBox())!, (await wrap.boundingBox())!];
    expect(box.x + box.width).toBeLessThanOrEqual(shown.x + shown.width);
    expect(await fits(remove)).toBe(true);
    expect(await pageWidth(page)).toBe(320);
    await close();
  });
});

describe('the phone menu without JavaScript', () => {
  it('opens on its button and closes with its Close button and with Escape', async () => {
    const { page, close } = await open(browser, '/aboutus', { ...PHONE, javaScriptEnabled: false });
    const drawer = page.locator('#drawer');
    const shown = () => drawer.evaluate((el) => el.matches(':popover-open'));
    await page.locator('.drawer-toggle').click();
    expect(await shown()).toBe(true);
    await page.locator('.drawer-close').click();
    expect(await shown()).toBe(false);
    await page.locator('.drawer-toggle').click();
    expect(await shown()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await shown()).toBe(false);
    await close();
  });
});
