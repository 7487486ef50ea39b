import { describe, expect, it } from 'vitest';
import { CHARSET, GLYPHS } from '@features/pages/art/glyphs';
import { LETTERING_CHARS, lettering, outline } from '@features/pages/art/lettering';

const translateOf = (svg: string) =>
  svg
    .match(/translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)/)!
    .slice(1)
    .map(Number);

describe('lettering', () => {
  it('places each letter one advance after the last, plus the spacing', () => {
    const [a, , , aBody] = GLYPHS.serif.A!;
    const [b] = GLYPHS.serif.B!;
    const ab = outline('AB', 'serif');
    expect(ab.width).toBe(a + b);
    expect(ab.d.startsWith(`M${GLYPHS.serif.A![1]} ${GLYPHS.serif.A![2]}${aBody}M${a + GLYPHS.serif.B![1]!} `)).toBe(true);
    expect(outline('AB', 'serif', 50).width).toBe(a + b + 50);
    expect(outline('A B', 'serif').width).toBe(a + GLYPHS.serif[' ']![0] + b);
    expect(outline('', 'sans')).toEqual({ d: '', width: 0 });
  });

  it('anchors the line at its start, middle or end and scales the em to the size', () => {
    const { width } = outline('Zaika', 'serif');
    const at = (anchor: 'start' | 'middle' | 'end') => translateOf(lettering('Zaika', { x: 100, y: 50, size: 20, face: 'serif', anchor }));
    expect(at('start')).toEqual([100, 50, 0.02]);
    expect(at('middle')[0]).toBeCloseTo(100 - (width * 0.02) / 2, 1);
    expect(at('end')[0]).toBeCloseTo(100 - width * 0.02, 1);
    expect(lettering('Zaika', { x: 0, y: 0, size: 10, face: 'sans', attrs: 'fill="#fff"' })).toMatch(/^<path [^>]* d="M[^"]+" fill="#fff"\/>$/);
    expect(lettering(' ', { x: 0, y: 0, size: 10, face: 'sans' })).toBe('');
  });

  it('refuses a character it has no outline for, naming it', () => {
    expect(() => outline('Chai ☕', 'serif')).toThrow('Lettering cannot draw "☕"');
    expect(LETTERING_CHARS.test("Paws & Treats · 1 kg (new) 10% off/pack! Amma's")).toBe(true);
    expect(LETTERING_CHARS.test('a<b')).toBe(false);
    expect(LETTERING_CHARS.test('a]b')).toBe(false);
  });

  it('has an outline for every character of its set in both faces', () => {
    for (const face of ['serif', 'sans'] as const) {
      for (const ch of CHARSET) {
        const glyph = GLYPHS[face][ch];
        expect(glyph?.[0], `${face} ${ch}`).toBeGreaterThan(0);
        if (ch !== ' ') expect(glyph?.[3], `${face} ${ch}`).toMatch(/^[lqcmz\d -]+$/);
      }
    }
  });
});
