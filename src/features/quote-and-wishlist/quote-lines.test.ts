import { describe, expect, it } from 'vitest';
import { clampQuantity, putLine, quoteLimits, type QuoteLine } from './quote-lines';
import { estimateKeptLine, estimateLine, quoteTotal } from './quote-estimate';
import { itemsText, priceItems } from '@features/enquiry/intake/items';
import { invalidMessage } from '@features/enquiry/intake/fields';
import { allVariants, findVariant } from '@features/catalogue/catalogue';
import { indicativeTiersOfLine } from '@features/catalogue/indicative-price';
import { parseQuote, QUOTE_CHANGE, QUOTE_KEY } from './quote-store';
import * as keys from '@client/lib/stored-list';
import { enquiryRules } from '@features/enquiry/intake/enquiry.rules';

const { parseEnquiry } = await enquiryRules();

const tiers = [
  { minUnits: 100, maxUnits: 400, unitPrice: 4.3 },
  { minUnits: 500, maxUnits: 900, unitPrice: 4.1 },
  { minUnits: 1000, maxUnits: 5000, unitPrice: 3.99 },
];
const person = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'A quote for these, please.' };
const line = (product: string, size: string, quantity: number | string, note = '') => ({ product, size, quantity, note });
const priced = allVariants.filter((v) => v.tiers?.length);
const onRequest = allVariants.filter((v) => !v.tiers?.length);

describe('a line and its estimate', () => {
  it('prices a quantity at its band, in paise', () => {
    expect(estimateLine(tiers, 250)).toEqual({ kind: 'priced', unitPrice: 4.3, total: 1075, indicative: false });
    expect(estimateLine(tiers, 999)).toEqual({ kind: 'priced', unitPrice: 4.1, total: 4095.9, indicative: false });
    expect(estimateLine(tiers, 3)).toEqual({ kind: 'priced', unitPrice: 4.3, total: 12.9, indicative: false });
  });

  it('is on request where the size has no tiers, or past the last band', () => {
    expect(estimateLine(undefined, 500)).toEqual({ kind: 'on-request', reason: 'no-tiers' });
    expect(estimateLine([], 500)).toEqual({ kind: 'on-request', reason: 'no-tiers' });
    expect(estimateLine(tiers, 5001)).toEqual({ kind: 'on-request', reason: 'bulk' });
  });

  it('totals the priced lines without floating-point dust and counts the others', () => {
    const estimates = [estimateLine(tiers, 101), estimateLine(tiers, 101), estimateLine(tiers, 101), estimateLine(undefined, 100)];
    expect(quoteTotal(estimates)).toEqual({ total: 1302.9, onRequest: 1, indicative: 0 });
    expect(quoteTotal([])).toEqual({ total: 0, onRequest: 0, indicative: 0 });
  });

  it('prices a kept custom line at its indicative price, whatever was stored with it, and counts it in the total as indicative', () => {
    const custom = { product: 'kraft-with-window', size: 'custom-158x231x40', quantity: 500, tiers: [] };
    const unit = indicativeTiersOfLine(custom.product, custom.size)![1]!.unitPrice;
    expect(estimateKeptLine(custom)).toEqual({ kind: 'priced', unitPrice: unit, total: (Math.round(unit * 100) * 500) / 100, indicative: true });
    expect(estimateKeptLine({ ...custom, product: 'gold-zipper', tiers })).toEqual({ kind: 'on-request', reason: 'no-tiers' });
    expect(estimateKeptLine({ product: 'kraft-with-window', size: '500gm', quantity: 250, tiers })).toEqual(estimateLine(tiers, 250));
    expect(quoteTotal([estimateKeptLine(custom), estimateLine(tiers, 250), estimateLine(undefined, 100)])).toEqual({
      total: (Math.round(unit * 100) * 500 + 107500) / 100,
      onRequest: 1,
      indicative: 1,
    });
  });

  it('keeps one line per product and size, at most 20', () => {
    const a: QuoteLine = { product: 'gold-zipper', size: '500gm', quantity: 200, note: 'gloss' };
    let lines = putLine([], a);
    lines = putLine(lines, { ...a, quantity: 900, note: '' });
    expect(lines).toEqual([{ ...a, quantity: 900, note: 'gloss' }]);
    lines = putLine(lines, { ...a, size: '1kg' });
    expect(lines.map((l) => l.size)).toEqual(['500gm', '1kg']);
    let full: QuoteLine[] = [];
    for (let i = 0; i < 25; i++) full = putLine(full, { ...a, size: `s${i}` });
    expect(full).toHaveLength(quoteLimits.lines);
    expect(putLine(full, { ...a, size: 's3', quantity: 777 }).find((l) => l.size === 's3')?.quantity).toBe(777);
  });

  it('brings a quantity within 100 to 100,000', () => {
    expect([clampQuantity(5), clampQuantity(100), clampQuantity(2500.4), clampQuantity(1e9), clampQuantity(Number.NaN)]).toEqual([
      100, 100, 2500, 100_000, 100,
    ]);
  });
});

describe('the enquiry takes the quote lines, checked against the catalogue', () => {
  const [v1, v2] = priced;
  const free = onRequest[0]!;

  it('accepts lines of sizes we sell, as numbers or grouped digits, and prices them itself', () => {
    const parsed = parseEnquiry({
      ...person,
      items: [line(v1!.product.slug, v1!.size, '1,000', ' matt,  3 designs '), line(free.product.slug, free.size, 250)],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.items).toEqual([line(v1!.product.slug, v1!.size, 1000, 'matt, 3 designs'), line(free.product.slug, free.size, 250)]);
    const quote = priceItems(parsed.data.items!);
    const expected = estimateLine(v1!.tiers, 1000);
    expect(expected.kind).toBe('priced');
    expect(quote.items[0]).toMatchObject({
      name: v1!.product.name.en,
      weight: v1!.weight,
      quantity: 1000,
      unitPrice: expected.kind === 'priced' ? expected.unitPrice : -1,
    });
    expect(quote.items[1]).toMatchObject({ name: free.product.name.en, unitPrice: null, estimate: null });
    expect(quote).toMatchObject({ total: quote.items[0]!.estimate, onRequest: 1 });
  });

  it('prices the 500gm kraft pouch from the catalogue, whatever price the browser sends', () => {
    const parsed = parseEnquiry({ ...person, items: [{ ...line('kraft-with-window', '500gm', 500), unitPrice: 0.01, estimate: 5, total: 5 }] });
    if (!parsed.ok) throw new Error('refused');
    const quote = priceItems(parsed.data.items!);
    expect(quote.items[0]).toMatchObject({ unitPrice: 5.88, estimate: 2940 });
    expect(quote.total).toBe(2940);
    expect(itemsText(quote)).toEqual([
      'Quote (1 line):',
      '1. Matt Kraft With Window Stand-Up Zipper Pouch, 500gm, 500 pouches: ₹2,940.00 (₹5.88 a pouch)',
      'Estimated total of the priced lines: ₹2,940.00 (taxes included).',
    ]);
  });

  it.each([
    ['an unknown product', [line('gift-box', '500gm', 500)], 'Line 1: we make no product called “gift-box”.'],
    [
      'a size the product is not made in',
      [line(v1!.product.slug, v1!.size, 500), line(v1!.product.slug, '9kg', 500)],
      `Line 2: ${v1!.product.name.en} comes in`,
    ],
    ['99 pouches', [line(v1!.product.slug, v1!.size, 99)], 'Line 1: the quantity must be a whole number of pouches from 100 to 1,00,000.'],
    ['100,001 pouches', [line(v1!.product.slug, v1!.size, 100_001)], 'from 100 to 1,00,000'],
    ['a fraction', [line(v1!.product.slug, v1!.size, 150.5)], 'Line 1: the quantity'],
    ['letters', [line(v1!.product.slug, v1!.size, 'lots')], 'Line 1: give the product, the size and a whole number of pouches.'],
    ['a line that is not an object', ['kraft'], 'Line 1: give the product'],
    ['the same size twice', [line(v1!.product.slug, v1!.size, 500), line(v1!.product.slug, v1!.size, 900)], 'Line 2: '],
    ['a note of 201 characters', [line(v1!.product.slug, v1!.size, 500, 'x'.repeat(201))], 'Line 1: the note is too long: at most 200 characters.'],
    ['a note of 5,000 characters', [line(v1!.product.slug, v1!.size, 500, 'x'.repeat(5000))], 'Line 1: the note is too long: at most 200 characters.'],
    ['21 lines', Array.from({ length: 21 }, () => line(v1!.product.slug, v1!.size, 500)), 'at most 20 lines'],
    ['lines that are not a list', 'kraft 500', 'The quote lines could not be read.'],
    ['markup in a product', [line('<script>alert(1)</script>', '500gm', 500)], 'Line 1: we make no product called “<script>alert(1)</script>”.'],
  ])('refuses %s with a message naming the line', (_what, items, message) => {
    const parsed = parseEnquiry({ ...person, items });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.items).toContain(message);
    expect(Object.keys(parsed.errors)).toEqual(['items']);
    expect(invalidMessage(parsed.errors)).toBe('Please check this field: Quote lines.');
  });

  it('takes an enquiry without lines as before', () => {
    expect(parseEnquiry(person).ok).toBe(true);
    expect(parseEnquiry({ ...person, items: [] }).ok).toBe(true);
    expect(v2).toBeDefined();
  });
});

describe('the quote list in the browser', () => {
  const stored = {
    product: 'gold-zipper',
    size: '500gm',
    name: 'Gold Zipper Pouch',
    weight: '500gm',
    link: '/products/gold-zipper/500gm',
    quantity: 300,
    note: '',
    tiers,
  };

  it('reads what it stored, and nothing corrupt or foreign', () => {
    expect(parseQuote(JSON.stringify([stored]))).toEqual([stored]);
    for (const raw of [null, '', '{', '"x"', '{}', '[1, null, "a"]', JSON.stringify([{ ...stored, quantity: 'many' }])]) expect(parseQuote(raw)).toEqual([]);
  });

  it('keeps one line per size, within the limits, and only site links', () => {
    const lines = parseQuote(
      JSON.stringify([
        { ...stored, quantity: 5, link: 'javascript:alert(1)', note: 'n'.repeat(500), tiers: [{ minUnits: 'x' }, ...tiers] },
        { ...stored, quantity: 900 },
        ...Array.from({ length: 30 }, (_, i) => ({ ...stored, size: `s${i}` })),
      ]),
    );
    expect(lines).toHaveLength(20);
    expect(lines[0]).toMatchObject({ quantity: 100, link: '/ourproducts', tiers });
    expect(lines[0]!.note).toHaveLength(200);
  });

  it('uses the key and event the client entry watches', () => {
    expect([QUOTE_KEY, QUOTE_CHANGE]).toEqual([keys.QUOTE_KEY, keys.QUOTE_CHANGE]);
    // The entry waits for each list by its load mode's name and `<name>change`.
    expect([keys.QUOTE_KEY, keys.QUOTE_CHANGE, keys.WISHLIST_KEY, keys.WISHLIST_CHANGE]).toEqual(['quote', 'quotechange', 'wishlist', 'wishlistchange']);
  });
});

describe('the catalogue has both kinds of size', () => {
  it('has sizes with price tiers and sizes priced on request', () => {
    expect(priced.length).toBeGreaterThan(1);
    expect(onRequest.length).toBeGreaterThan(0);
    expect(findVariant('kraft-with-window', '500gm')?.tiers?.length).toBeGreaterThan(0);
  });
});
