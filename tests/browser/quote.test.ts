import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  PHONE,
  addToQuoteByKeyboard,
  axeViolations,
  baseUrl,
  launch,
  open,
  tabTo,
  textOf,
  visitorOf,
  fillByKeyboard,
  fillTimeOver,
} from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('c');

const storedQuote = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('quote') ?? '[]') as Array<Record<string, unknown>>);

describe('the quote list', () => {
  it('by keyboard alone: two sizes estimated and added, one changed on /quote, sent with the enquiry, then cleared', async () => {
    const { page, close, problems, foreign } = await open(browser, '/', asVisitor());
    await addToQuoteByKeyboard(page, '/products/kraft-with-window/500gm', '500');
    expect(await textOf(page, '.add-to-quote-said')).toBe('Added: 500 pouches of 500gm. Your quote has 1 line. View your quote');
    await addToQuoteByKeyboard(page, '/products/kraft-with-window/1kg', '1000');
    expect(await textOf(page, '.add-to-quote-said')).toContain('Your quote has 2 lines.');

    await tabTo(page, page.locator('.add-to-quote-said a'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/quote$/);
    await page.locator('.quote-table tbody tr').nth(1).waitFor();
    expect(await textOf(page, '[data-quote-total]')).toBe('₹10,010.00');

    // 600 of the 500gm: 600 x ₹5.88 + 1000 x ₹7.07.
    const first = page.locator('.quote-qty').first();
    await tabTo(page, first);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('600');
    await expect.poll(() => textOf(page, '[data-quote-total]')).toBe('₹10,598.00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('matt, 2 designs');
    await expect.poll(async () => (await storedQuote(page))[0]).toMatchObject({ quantity: 600, note: 'matt, 2 designs' });

    await tabTo(page, page.locator('[data-quote-send]'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/contactus/);
    await expect.poll(() => textOf(page, '.quote-lines-title')).toBe('Your quote: 2 lines');
    expect(await textOf(page, '.quote-summary-total')).toBe('Estimated total: ₹10,598.00, taxes included');
    // With JavaScript a line's quantity is the quote page's to change: no field of its own here.
    expect(await page.getByLabel('Pouches', { exact: true }).first().isVisible()).toBe(false);

    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/enquiry')) sent.push(r.postDataJSON());
    });
    await fillByKeyboard(page, 'Two sizes of our coffee pouch, please.');
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 15_000 }).toBe('success');

    expect(sent[0]).toMatchObject({
      items: [
        { product: 'kraft-with-window', size: '500gm', quantity: 600, note: 'matt, 2 designs' },
        { product: 'kraft-with-window', size: '1kg', quantity: 1000, note: '' },
      ],
    });
    // Sent once, the quote is done with: the list is empty and the form shows no lines.
    expect(await storedQuote(page)).toEqual([]);
    expect(await page.locator('.quote-lines').count()).toBe(0);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  }, 90_000); // five pages by keyboard: on a busy machine more than 30 s

  // A slow phone: the island's code is still on its way when the visitor has typed and tapped.
  for (const [path, island, weight] of [
    ['/products/kraft-with-window/500gm', 'quote-estimator', '500gm'],
    ['/products/gold-zipper/250gm', 'quote-request', '250gm'],
  ] as const) {
    it(`adds the quantity typed before the ${island} island was live, on the tap that started it (${path})`, async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { page, close, problems } = await open(browser, path, {
        ...asVisitor(PHONE),
        setUp: (context) =>
          context.route(`**/build/assets/island-${island}-*.js`, async (route) => {
            await held;
            await route.continue();
          }),
      });
      await page.locator('#quantity').click();
      await page.keyboard.type('750');
      await page.locator('[data-add-quote]').click();
      expect(await page.locator(`site-island[data-island="${island}"][data-live]`).count()).toBe(0);
      release();
      await expect.poll(() => textOf(page, '.add-to-quote-said')).toMatch(new RegExp(`^Added: 750 pouches of ${weight}\\.`));
      expect((await storedQuote(page)).map((l) => l.quantity)).toEqual([750]);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('without JavaScript: the estimate\'s "Request a quote" carries its line, its quantity is changed on the form, and the plain post sends it', async () => {
    const { page, close } = await open(browser, '/products/kraft-with-window/500gm?quantity=500', { ...asVisitor(), javaScriptEnabled: false });
    expect(await page.locator('[data-add-quote]').isVisible()).toBe(false);
    await page.locator('[data-q-enquire]').click();
    await page.waitForURL(/\/contactus\?/);
    expect(await textOf(page, '.quote-lines')).toContain('Matt Kraft With Window Stand-Up Zipper Pouch, 500gm 500 pouches · estimate ₹2,940.00');
    // The line's quantity is a field of its own here, where no quote page can change it.
    const quantity = page.getByLabel('Pouches', { exact: true });
    expect(await quantity.isVisible()).toBe(true);
    expect(await quantity.inputValue()).toBe('500');
    await page.fill('#enquiry-name', 'Asha Rao');
    await page.fill('#enquiry-email', 'asha@example.com');
    await page.fill('#enquiry-phone', '9876543210');
    await fillTimeOver(page);
    // A quantity the quote does not take is named under the lines, and the line stays, at the nearest it takes.
    await quantity.fill('50');
    await page.locator('[data-submit]').click();
    await page.waitForLoadState();
    expect(await textOf(page, '#enquiry-items-error')).toBe('Line 1: the quantity must be a whole number of pouches from 100 to 1,00,000.');
    expect(await page.getByLabel('Pouches', { exact: true }).inputValue()).toBe('100');
    await page.getByLabel('Pouches', { exact: true }).fill('700');
    let posted = '';
    page.on('request', (r) => {
      if (r.method() === 'POST') posted = r.postData() ?? '';
    });
    await page.locator('[data-submit]').click();
    await page.waitForURL(/sent=ENQ-/);
    expect(await textOf(page, '[data-status]')).toMatch(/sent successfully/);
    // The form's own encoding (multipart, for its files): each line's fields as parts.
    const field = (name: string) => new RegExp(`name="${name}"\r\n\r\n([^\r]*)\r\n`).exec(posted)?.[1];
    expect([field('item-product'), field('item-size'), field('item-quantity')]).toEqual(['kraft-with-window', '500gm', '700']);
    await close();
  });

  it('adds from a size-finder answer and from a wishlist row, where a product asks for its size', async () => {
    const { page, close, problems } = await open(browser, '/size-finder?fill=coffee-beans&variety=coffee-light-roast&grams=450', asVisitor(PHONE));
    const offer = page.locator('.finder-offers li').first();
    await offer.locator('[data-add-quote]').click();
    await expect.poll(() => offer.locator('.add-to-quote-said').innerText()).toContain('Added: 100 pouches of 1 Kg.');
    expect((await storedQuote(page))[0]).toMatchObject({ size: '1kg', quantity: 100, note: 'to pack 450 g of light or medium roast coffee' });
    // The header counts the lines, from the first one added.
    await expect.poll(() => page.locator('[data-quote-link]').getAttribute('aria-label')).toBe('Quote, 1 line');
    expect(await page.locator('[data-quote-count]').innerText()).toBe('1');

    await page.evaluate(() =>
      localStorage.setItem(
        'wishlist',
        JSON.stringify([{ id: '104', name: 'Gold Standy Zipper Pouch', text: '', image: '/img/pouch/gold-zipper.svg', link: '/products/gold-zipper' }]),
      ),
    );
    await page.goto(new URL('/wishlist', baseUrl()).href);
    const row = page.locator('.wishlist-table tbody tr').first();
    await row.locator('select').selectOption({ label: '250gm' });
    await row.locator('[data-add-quote]').click();
    await expect.poll(async () => (await storedQuote(page)).map((l) => `${l.product}/${l.size}`)).toEqual(['kraft-with-window/1kg', 'gold-zipper/250gm']);

    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('.quote-table tbody tr').nth(1).waitFor();
    // The gold pouch has no price table: its line is priced on request and left out of the total.
    expect(await textOf(page, '.quote-table tfoot')).toContain('1 line priced on request');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('refuses a quantity out of range beside its box, keeps the last good one, and removes a line with focus kept', async () => {
    const { page, close } = await open(browser, '/', asVisitor());
    await page.evaluate(() =>
      localStorage.setItem(
        'quote',
        JSON.stringify(
          ['500gm', '1kg'].map((size) => ({
            product: 'kraft-with-window',
            size,
            name: 'Matt Kraft With Window Stand-Up Zipper Pouch',
            weight: size,
            link: `/products/kraft-with-window/${size}`,
            quantity: 300,
            note: '',
            tiers: [{ minUnits: 100, maxUnits: 5000, unitPrice: 5 }],
          })),
        ),
      ),
    );
    await page.goto(new URL('/quote', baseUrl()).href);
    const qty = page.locator('.quote-qty').first();
    await qty.fill('50');
    expect(await qty.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await qty.getAttribute('aria-describedby')}`).innerText()).toBe(
      '“50” is not a whole number of pouches from 100 to 1,00,000. Until you type one, this line stays at 300 pouches, and its estimate with it.',
    );
    expect((await storedQuote(page))[0]).toMatchObject({ quantity: 300 });
    await page.locator('.quote-remove').first().click();
    await expect.poll(() => page.locator('.quote-table tbody tr').count()).toBe(1);
    // Focus follows once the line is gone from the screen.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toContain('1kg');
    expect(await page.locator('[role="status"]').last().innerText()).toContain('Removed');
    await page.locator('.quote-remove').click();
    await expect.poll(() => page.locator('.quote-empty').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quote-title');
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
