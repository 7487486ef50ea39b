import { describe, expect, it } from 'vitest';
import { pouchSvg } from './pouch';
import { products } from '../products';

describe('pouch drawings', () => {
  it('draw a window only when the product has one', () => {
    const base = { material: 'kraft', finish: 'matte', zipper: true, colour: '#14532d' } as const;
    expect(pouchSvg({ ...base, window: true })).toContain('rx="34"');
    expect(pouchSvg({ ...base, window: false })).not.toContain('rx="34"');
  });

  it('draw a zipper track only on zipper pouches', () => {
    const base = { material: 'gold', finish: 'metallic', window: false, colour: '#111827' } as const;
    expect(pouchSvg({ ...base, zipper: true })).toContain('stroke-dasharray="4 2"');
    expect(pouchSvg({ ...base, zipper: false })).not.toContain('stroke-dasharray');
  });

  it('add a shine for glossy and metallic finishes but not matte', () => {
    const base = { material: 'silver', window: false, zipper: true, colour: '#4338ca' } as const;
    expect(pouchSvg({ ...base, finish: 'matte' }, 'a')).not.toContain('url(#a-s)"');
    expect(pouchSvg({ ...base, finish: 'glossy' }, 'a')).toContain('fill="url(#a-s)"');
  });

  it('prefix ids so drawings can share a page', () => {
    const svg = pouchSvg(products[0]!.art, 'one');
    expect(svg).toContain('id="one-b"');
    expect(svg).not.toContain('id="p-b"');
  });

  it('gives every product type a distinct drawing', () => {
    const drawings = new Set(products.map((p) => pouchSvg(p.art, 'x')));
    expect(drawings.size).toBe(products.length);
  });
});
