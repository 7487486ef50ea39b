import { describe, expect, it } from 'vitest';
import { placementText, readPlacement } from './line-placement';
import { uploadRules } from '@features/enquiry/files/upload.rules';

const { placementSchema } = await uploadRules();

const placed = { panel: 'front', x: 3, y: 3, width: 156, height: 226, fit: 'actual', underlay: false } as const;

describe('a design’s placement on its quote line', () => {
  it('reads as the staff read it', () => {
    expect(placementText(placed)).toBe('front, placed 1:1 at x 3 mm, y 3 mm, 156 × 226 mm');
    expect(placementText({ ...placed, panel: 'back', fit: 'fill', x: -3.04, y: 12.25, width: 162.06, underlay: true })).toBe(
      'back, filling the bleed at x -3 mm, y 12.3 mm, 162.1 × 226 mm, white underlay',
    );
    expect(placementText({ ...placed, fit: 'fit' })).toMatch(/^front, fitted inside the bleed at /);
    expect(placementText({ ...placed, fit: 'free' })).toMatch(/^front, placed by hand at /);
  });

  it('is read back only whole and in range, in the browser as in the worker', () => {
    const bad = [
      null,
      'front',
      { ...placed, panel: 'side' },
      { ...placed, x: '3' },
      { ...placed, x: Number.NaN },
      { ...placed, y: Infinity },
      { ...placed, width: 0 },
      { ...placed, height: 1001 },
      { ...placed, x: -1001 },
      { ...placed, fit: 'stretch' },
      { ...placed, underlay: 1 },
      (({ underlay: _, ...rest }) => rest)(placed),
    ];
    for (const value of bad) {
      expect(readPlacement(value), JSON.stringify(value)).toBeNull();
      expect(placementSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(readPlacement({ ...placed, extra: 'dropped' })).toEqual(placed);
    expect(placementSchema.safeParse(placed).success).toBe(true);
  });
});
