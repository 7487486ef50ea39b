import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  addToQuoteByKeyboard,
  seedQuote,
  allDone,
  axeViolations,
  baseUrl,
  launch,
  open,
  pdf,
  textOf,
  visitorOf,
  fillTimeOver,
} from '@tests/support/browser';
import { indicativeTiersOfLine } from '@features/catalogue/indicative-price';
import { formatInr } from '@features/catalogue/price';

// Several pages, a file uploaded: more than 30 s on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('e');

const storedQuote = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('quote') ?? '[]') as Array<Record<string, unknown>>);
const go = (page: Page, path: string) => page.goto(new URL(path, baseUrl()).href);

describe('every size can be quoted', () => {
  it('on a phone, a price-on-request size takes a quantity and "Add to quote", by keyboard', async () => {
    const { page, close, problems } = await open(browser, '/', asVisitor(PHONE));
    await addToQuoteByKeyboard(page, '/products/gold-zipper/250gm', '500');
    expect(await textOf(page, '.add-to-quote-said')).toBe('Added: 500 pouches of 250gm. Your quote has 1 line. View your quote');
    expect(await storedQuote(page)).toMatchObject([{ product: 'gold-zipper', size: '250gm', quantity: 500, tiers: [] }]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript, on a phone, a price-on-request size sends its quantity to the enquiry form as a line', async () => {
    const { page, close } = await open(browser, '/products/gold-zipper/250gm', { ...asVisitor(PHONE), javaScriptEnabled: false });
    expect(await page.locator('[data-add-quote]').isVisible()).toBe(false);
    await page.fill('#quantity', '300');
    await page.locator('[data-request-quote]').click();
    await page.waitForURL(/\/contactus\?product=gold-zipper&size=250gm&quantity=300/);
    expect(await textOf(page, '.quote-summary')).toBe('Gold Standy Zipper Pouch, 250gm 300 pouches · price on request Pouches');
    expect(await page.getByLabel('Pouches', { exact: true }).inputValue()).toBe('300');
    expect(await page.inputValue('#enquiry-message')).not.toContain('250gm');
    await close();
  });
});

describe('one rule for "Request a quote"', () => {
  it("on a phone, the size finder's adds its size as a line beside the stored one, in the site's words, and the message repeats no line", async () => {
    const { page, close, problems } = await open(browser, '/', asVisitor(PHONE));
    await seedQuote(page, [['kraft-with-window', '100gm', 1000]]);
    await go(page, '/size-finder?fill=rice&grams=1.1+kg');
    // With JavaScript a card's one action is "Add to quote"; its "Request a quote" link (the action
    // without JavaScript, and the compact finder's on product pages) is followed as a visitor would.
    // The answer leads with the size made for 1.1 kg of rice (the 2 Kg would be under 70 % full).
    const link = page.locator('#finder-answer a', { hasText: /^Request a quote/ }).first();
    const href = (await link.getAttribute('href'))!;
    const size = new URL(href, 'http://site').searchParams.get('size');
    expect(size).toMatch(/^custom-\d+x\d+x\d+$/);
    await go(page, href);
    await page.waitForURL(/\/contactus\?/);
    await expect.poll(() => textOf(page, '.quote-lines-title'), { timeout: 15_000 }).toBe('Your quote: 2 lines');
    const summary = await textOf(page, '.quote-summary');
    expect(summary).toContain('Matt Kraft With Window Stand-Up Zipper Pouch, 100gm 1,000 pouches');
    // Its film is within the published sizes': priced at the indicative price of the first band.
    const unit = indicativeTiersOfLine('kraft-with-window', size!)![0]!.unitPrice;
    expect(summary).toMatch(/, Custom \d+ x \d+ \+ \d+ mm 100 pouches · indicative estimate ₹[\d,.]+ · to pack 1.1 kg of rice$/);
    expect(summary).toContain(`100 pouches · indicative estimate ${formatInr((Math.round(unit * 100) * 100) / 100)} · to pack`);
    const message = await page.inputValue('#enquiry-message');
    for (const repeated of ['Custom', ' mm', '100gm', 'of rice']) expect(message).not.toContain(repeated);
    expect((await storedQuote(page)).map((l) => [l.size, l.quantity])).toEqual([
      ['100gm', 1000],
      [size, 100],
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it("the estimate's sets its quantity in the quote and shows its line, and the message does not repeat it", async () => {
    const { page, close } = await open(browser, '/', asVisitor(DESKTOP));
    await addToQuoteByKeyboard(page, '/products/kraft-with-window/500gm', '500');
    await page.fill('#quantity', '800');
    await page.locator('[data-q-enquire]').click();
    await page.waitForURL(/\/contactus\?/);
    await expect.poll(async () => (await storedQuote(page)).map((l) => l.quantity), { timeout: 15_000 }).toEqual([800]);
    await expect.poll(() => textOf(page, '.quote-summary')).toContain('500gm 800 pouches · estimate');
    expect(await page.inputValue('#enquiry-message')).not.toContain('500gm');
    await close();
  });
});

describe('the confirmation', () => {
  it('with JavaScript keeps the reference, the lines and the file, and drops the note about what the address started', async () => {
    const { page, close, problems } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [['kraft-with-window', '500gm', 500]]);
    await go(page, '/contactus?product=gold-zipper&size=250gm&quantity=300');
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    expect(await page.locator('.prefill-note').isVisible()).toBe(true);
    await page.fill('#enquiry-name', 'Asha Rao');
    await expect.poll(() => textOf(page, '.quote-lines-title'), { timeout: 15_000 }).toBe('Your quote: 2 lines');
    await page.fill('#enquiry-email', 'asha@example.com');
    await page.fill('#enquiry-phone', '98765 43210');
    await page.setInputFiles('#enquiry-artwork', [{ name: 'front.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226, 2 * 1024 * 1024) }]);
    await allDone(page, 1);
    await fillTimeOver(page);
    await page.locator('[data-submit]').click();
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 15_000 }).toBe('success');

    const reference = /ENQ-[0-9A-Z]{10}/.exec(await textOf(page, '[data-status]'))![0];
    expect(await textOf(page, '#enquiry-done')).toBe(`Sent with reference ${reference}`);
    expect(await textOf(page, '[data-sent] .quote-summary')).toBe(
      'Matt Kraft With Window Stand-Up Zipper Pouch, 500gm 500 pouches · estimate ₹2,940.00 Gold Standy Zipper Pouch, 250gm 300 pouches · price on request',
    );
    expect(await textOf(page, '[data-sent] .quote-summary-total')).toBe('Estimated total: ₹2,940.00 (1 on request), taxes included');
    expect(await textOf(page, '[data-sent] .artwork-list')).toMatch(/^front\.pdf 2\.1 MB Page 156 × 226 mm: one panel of the 500gm /);
    // The form below is a new one: nothing says it was started with the products chosen.
    expect(await page.locator('.prefill-note').count()).toBe(0);
    expect(await page.locator('.quote-lines').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await close();
  });
});
