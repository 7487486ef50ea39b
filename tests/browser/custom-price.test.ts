import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, baseUrl, launch, open, textOf, visitorOf } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';
import { indicativeTiers } from '@features/catalogue/indicative-price';
import { formatInr } from '@features/catalogue/price';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('8');
const storedLines = (page: Awaited<ReturnType<typeof open>>['page']) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('quote') ?? '[]') as unknown[]).length);

describe("a custom size's indicative price in the quote", () => {
  // 158 x 231 + 40 mm, made for 250 g of CTC tea: within the film of the published sizes.
  const tiers = indicativeTiers('kraft-with-window', { width: 158, length: 231, gusset: 40 })!;
  const unit = tiers[1]!.unitPrice;
  const line = (Math.round(unit * 100) * 500) / 100;
  const stock = (Math.round(findVariant('kraft-with-window', '500gm')!.tiers![1]!.unitPrice * 100) * 500) / 100;

  it('is added from its page, shown per pouch and for the line marked indicative, counted in the total, and carried to the enquiry form', async () => {
    const { page, close, problems } = await open(browser, '/products/kraft-with-window/custom?w=158&l=231&g=40', asVisitor(PHONE));
    expect(await textOf(page, '[data-indicative] caption')).toBe('Indicative price per pouch for 158 x 231 + 40 mm, by quantity (INR, taxes included)');
    await page.fill('#quantity', '500');
    await page.locator('[data-add-quote]').click();
    await expect.poll(() => storedLines(page)).toBe(1);
    // A stock line beside it, priced from its table.
    await page.goto(new URL('/products/kraft-with-window/500gm', baseUrl()).href);
    await page.fill('#quantity', '500');
    await page.locator('[data-add-quote]').click();
    await expect.poll(() => storedLines(page)).toBe(2);

    await page.goto(new URL('/quote', baseUrl()).href);
    await expect.poll(() => textOf(page, '[data-quote-indicative]')).toBe(`${formatInr(unit)} a pouch, indicative`);
    expect(await textOf(page, '[data-quote-total]')).toBe(`${formatInr(line + stock)} including 1 indicative price for a custom size`);
    expect(await textOf(page, 'main')).toContain('An indicative price comes from a model fitted to our price tables');
    // On a phone the total's note wraps under the amount, inside the card.
    const [total, card] = await Promise.all([page.locator('[data-quote-total]').boundingBox(), page.locator('.quote-table tfoot tr').boundingBox()]);
    expect(total!.x + total!.width).toBeLessThanOrEqual(card!.x + card!.width + 0.5);

    await page.goto(new URL('/contactus', baseUrl()).href);
    await expect.poll(() => textOf(page, '.quote-summary')).toContain(`500 pouches · indicative estimate ${formatInr(line)}`);
    expect(await textOf(page, '.quote-summary-total')).toBe(`Estimated total: ${formatInr(line + stock)} (1 indicative), taxes included`);
    expect(problems).toEqual([]);
    await close();
  }, 90_000);

  it('is "price on request" for a custom size of a product without tables, and a quote of such lines alone says so on a phone, with no total', async () => {
    const { page, close, problems } = await open(browser, '/products/gold-zipper/custom?w=158&l=231&g=40', asVisitor(PHONE));
    expect(await page.locator('[data-indicative]').count()).toBe(0);
    expect(await textOf(page, '#prices')).toContain('Price on request.');
    await page.fill('#quantity', '500');
    await page.locator('[data-add-quote]').click();
    await expect.poll(() => storedLines(page)).toBe(1);

    await page.goto(new URL('/quote', baseUrl()).href);
    const none = page.locator('[data-quote-no-total]');
    await expect.poll(() => none.isVisible()).toBe(true);
    expect(await textOf(page, '[data-quote-no-total]')).toBe('This line is priced on request: our reply quotes it.');
    expect(await page.locator('[data-quote-total]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
