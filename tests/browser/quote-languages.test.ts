import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, axeViolations, baseUrl, launch, open, textOf, visitorOf } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('q');
const storedQuote = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('quote') ?? '[]') as Array<Record<string, unknown>>);

/** Lines stored on an English page: English names, slugs and the catalogue's size words. */
const englishLines = [
  {
    product: 'kraft-with-window',
    size: '500gm',
    name: 'Matt Kraft With Window Stand-Up Zipper Pouch',
    weight: '500gm',
    link: '/products/kraft-with-window/500gm',
    quantity: 300,
    note: '',
    tiers: [{ minUnits: 100, maxUnits: 5000, unitPrice: 5 }],
  },
  {
    product: 'gold-zipper',
    size: 'custom-160x240x40',
    name: 'Gold Standy Zipper Pouch',
    weight: 'Custom 160 x 240 + 40 mm',
    link: '/products/gold-zipper/custom?w=160&l=240&g=40',
    quantity: 500,
    note: '',
    tiers: [],
  },
];

describe('the quote list and the wishlist in Hindi and Tamil', () => {
  it('shows lines stored in English in Hindi, says what is wrong in Hindi, and sends to the Hindi enquiry form', async () => {
    const { page, close, problems } = await open(browser, '/', asVisitor(PHONE));
    await page.evaluate((lines) => localStorage.setItem('quote', JSON.stringify(lines)), englishLines);
    await page.goto(new URL('/hi/quote', baseUrl()).href);
    await page.locator('.quote-table tbody tr').nth(1).waitFor();
    expect(await textOf(page, 'h1')).toBe('आपका कोटेशन');
    const first = page.locator('.quote-table tbody tr').first();
    expect(await textOf(page, '.quote-table tbody tr:first-child .quote-size')).toBe('500 ग्राम');
    expect(await textOf(page, '.quote-table tbody tr:nth-child(2) .quote-size')).toBe('कस्टम 160 x 240 + 40 mm');
    expect(await first.locator('th a').getAttribute('href')).toBe('/hi/products/kraft-with-window/500gm');
    expect(await textOf(page, '.quote-table tbody tr:nth-child(2) .quote-estimate')).toBe('कीमत के लिए संपर्क करें');
    expect(await textOf(page, '.quote-table tfoot th')).toBe('कुल अनुमानित कीमत, 1 लाइन की कीमत अनुरोध पर');
    expect(await page.locator('[data-quote-send]').getAttribute('href')).toBe('/hi/contactus?quote#enquiry-form');

    const qty = first.locator('.quote-qty');
    await qty.fill('50');
    expect(await page.locator(`#${await qty.getAttribute('aria-describedby')}`).innerText()).toBe(
      '“50” पाउच की सही संख्या नहीं है: 100 से 1,00,000 तक की पूरी संख्या लिखें। जब तक आप सही संख्या नहीं लिखते, यह लाइन 300 पाउच पर ही रहेगी, और इसकी अनुमानित कीमत भी।',
    );
    // What is kept stays as stored: English words and slugs.
    expect((await storedQuote(page))[0]).toMatchObject({ name: 'Matt Kraft With Window Stand-Up Zipper Pouch', weight: '500gm', quantity: 300 });
    await qty.fill('400');
    await page.locator('.quote-remove').nth(1).click();
    await expect.poll(() => page.locator('.quote-table tbody tr').count()).toBe(1);
    expect(await page.locator('[data-quote-said]').innerText()).toMatch(/^गोल्ड स्टैंडी ज़िपर पाउच, कस्टम 160 x 240 \+ 40 mm हटा दिया गया।$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows saved items in Tamil and adds one to the quote with a Tamil answer', async () => {
    const { page, close, problems } = await open(browser, '/', asVisitor());
    await page.evaluate(() =>
      localStorage.setItem(
        'wishlist',
        JSON.stringify([
          {
            id: '104',
            name: 'Gold Standy Zipper Pouch',
            text: 'Zip Pouch · 4 sizes · Pack of 100',
            image: '/img/pouch/gold-zipper.svg',
            link: '/products/gold-zipper',
          },
        ]),
      ),
    );
    await page.goto(new URL('/ta/wishlist', baseUrl()).href);
    const row = page.locator('.wishlist-table tbody tr').first();
    await row.waitFor();
    expect(await textOf(page, 'h1')).toBe('என் விருப்பப் பட்டியல்');
    expect(await textOf(page, '.wishlist-text')).toBe('4 அளவுகள் · 100 பவுச் கொண்ட பேக்');
    expect(await row.locator('.wishlist-name').getAttribute('href')).toBe('/ta/products/gold-zipper');
    await row.locator('select').selectOption({ label: '250 கிராம்' });
    await row.locator('[data-add-quote]').click();
    await expect
      .poll(() => textOf(page, '.add-to-quote-said'))
      .toBe('சேர்க்கப்பட்டது: 250 கிராம் அளவில் 100 பவுச்கள். உங்கள் விலைப்புள்ளியில் 1 உருப்படி உள்ளது. உங்கள் விலைப்புள்ளியைப் பாருங்கள்');
    expect(await page.locator('.add-to-quote-said a').getAttribute('href')).toBe('/ta/quote');
    expect((await storedQuote(page))[0]).toMatchObject({ product: 'gold-zipper', size: '250gm', weight: '250gm' });
    expect(await page.locator('[data-wish-quote]').getAttribute('href')).toBe('/ta/contactus?wishlist=104');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
