import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimateQuote, formatInr, type Tier } from '@features/catalogue/price';
import { parseQuantity } from '@features/catalogue/quantity';
import { groupIndian } from '@platform/i18n/format';
import { findVariant } from '@features/catalogue/catalogue';

const tiers: Tier[] = [
  { minUnits: 100, maxUnits: 400, unitPrice: 4.3 },
  { minUnits: 500, maxUnits: 900, unitPrice: 4.16 },
  { minUnits: 1000, maxUnits: 5000, unitPrice: 4.08 },
];

describe('formatInr', () => {
  it.each([
    [0, '₹0.00'],
    [4.3, '₹4.30'],
    [999.5, '₹999.50'],
    [1000, '₹1,000.00'],
    [123456, '₹1,23,456.00'],
    [1234567.891, '₹12,34,567.89'],
    [100000000, '₹10,00,00,000.00'],
  ])('formats %s as %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it('groups digits three then two at a time, whatever the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        const grouped = groupIndian(n, 0);
        expect(grouped.replace(/,/g, '')).toBe(String(n));
        const groups = grouped.split(',');
        expect(groups.at(-1)!.length).toBe(Math.min(3, String(n).length));
        for (const g of groups.slice(1, -1)) expect(g).toHaveLength(2);
      }),
    );
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers, with or without grouping', () => {
    expect(parseQuantity('500')).toBe(500);
    expect(parseQuantity(' 1,000 ')).toBe(1000);
    expect(parseQuantity('1 000')).toBe(1000);
  });

  it.each(['', 'abc', '-5', '2.5', '0', '1e3', '99999999999', null, undefined])('rejects %s', (raw) => {
    expect(parseQuantity(raw)).toBeNull();
  });
});

describe('estimateQuote', () => {
  it('prices each band from the table', () => {
    expect(estimateQuote(tiers, 100)).toMatchObject({ kind: 'priced', tierIndex: 0, unitPrice: 4.3, total: 430 });
    expect(estimateQuote(tiers, 400)).toMatchObject({ tierIndex: 0, total: 1720 });
    expect(estimateQuote(tiers, 500)).toMatchObject({ tierIndex: 1, unitPrice: 4.16, total: 2080 });
    expect(estimateQuote(tiers, 1000)).toMatchObject({ tierIndex: 2, unitPrice: 4.08, total: 4080 });
    expect(estimateQuote(tiers, 5000)).toMatchObject({ tierIndex: 2, total: 20400 });
  });

  it('keeps the lower band between two bands', () => {
    expect(estimateQuote(tiers, 450)).toMatchObject({ tierIndex: 0, unitPrice: 4.3 });
    expect(estimateQuote(tiers, 999)).toMatchObject({ tierIndex: 1, unitPrice: 4.16 });
  });

  it('explains the minimum under 100 and invites a bulk quote over 5000', () => {
    expect(estimateQuote(tiers, 99)).toEqual({ kind: 'below-minimum', minimum: 100 });
    expect(estimateQuote(tiers, 1)).toEqual({ kind: 'below-minimum', minimum: 100 });
    expect(estimateQuote(tiers, 5001)).toEqual({ kind: 'bulk', maximum: 5000 });
  });

  it('refuses nonsense rather than pricing it', () => {
    expect(estimateQuote(tiers, null)).toEqual({ kind: 'invalid' });
    expect(estimateQuote(tiers, 2.5)).toEqual({ kind: 'invalid' });
    expect(estimateQuote(tiers, -100)).toEqual({ kind: 'invalid' });
    expect(estimateQuote([], 500)).toEqual({ kind: 'invalid' });
  });

  it('gives totals exact to the paisa and never a higher unit price for more pouches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 4999 }), (q) => {
        const a = estimateQuote(tiers, q);
        const b = estimateQuote(tiers, q + 1);
        if (a.kind !== 'priced' || b.kind !== 'priced') throw new Error('expected prices');
        expect(Math.round(a.total * 100)).toBe(Math.round(a.unitPrice * 100) * q);
        expect(b.unitPrice).toBeLessThanOrEqual(a.unitPrice);
      }),
    );
  });

  it('prices the catalogue tiers of the 1kg kraft window pouch', () => {
    const kg = findVariant('kraft-with-window', '1kg')!;
    const q = estimateQuote(kg.tiers!, 2500);
    expect(q.kind === 'priced' && formatInr(q.total)).toBe('₹17,675.00');
  });
});
