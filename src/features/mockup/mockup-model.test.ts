import { describe, expect, it } from 'vitest';
import { products } from '@features/catalogue/products';
import { BARE, filmOf, inkLook, insideRounded, markSpots, needsWhiteInk, roundedRect, svgPathOf } from './pouch-shape';
import { whiteInk } from '@features/print-templates/white';
import { jpegDensity, pngDensity, pointsMm, rasterSizeMm, svgSizeMm } from '@features/print-templates/design-size';

describe('the film and its white ink', () => {
  it('needs white ink on every film but a white one, and reads a clear front from the label', () => {
    expect(needsWhiteInk({ art: { material: 'kraft' } })).toBe(true);
    expect(needsWhiteInk({ art: { material: 'clear' } })).toBe(true);
    expect(needsWhiteInk({ art: { material: 'gold' } })).toBe(true);
    expect(needsWhiteInk({ art: { material: 'milky' } })).toBe(false);
    expect(filmOf({ art: { material: 'silver' }, materialLabel: 'Clear Front, Silver Back' })).toBe('clear');
    expect(filmOf({ art: { material: 'silver' }, materialLabel: 'Silver Metallised' })).toBe('metallised');
    // Every product of the catalogue has a film the mock-up can draw, and the mock-up puts white
    // under the design by default exactly where the print template has a White separation.
    for (const product of Object.values(products)) {
      // The mock-up reads the English label, as the size's facts carry it (src/features/mockup/facts.server.ts).
      const p = { ...product, materialLabel: product.materialLabel.en };
      expect(Object.keys(BARE)).toContain(filmOf(p));
      expect(needsWhiteInk(p), p.slug).toBe(whiteInk(p.art) !== null);
      expect(filmOf(p) === 'white', p.slug).toBe(!needsWhiteInk(p));
    }
  });

  it('lays ink without white as it prints: multiplied over kraft and foil, see-through on clear film; over white as drawn', () => {
    expect(inkLook('kraft', false)).toEqual({ blend: 'multiply', alpha: 1 });
    expect(inkLook('metallised', false)).toEqual({ blend: 'multiply', alpha: 1 });
    expect(inkLook('clear', false).blend).toBe('source-over');
    expect(inkLook('clear', false).alpha).toBeLessThan(1);
    for (const film of ['kraft', 'clear', 'metallised', 'white'] as const) expect(inkLook(film, true)).toEqual({ blend: 'source-over', alpha: 1 });
  });
});

describe("the window's shape", () => {
  const window = { x: 10, y: 20, width: 60, height: 74.8, radius: 12 };

  it('is a rounded rectangle: four quarter-circle curves, each ending where the next straight side starts', () => {
    const steps = roundedRect(window);
    expect(steps.filter((s) => s.op === 'C')).toHaveLength(4);
    expect(steps[0]).toEqual({ op: 'M', x: 22, y: 20 });
    expect(steps[2]).toMatchObject({ op: 'C', x: 70, y: 32 });
    expect(svgPathOf(steps, 2)).toMatch(/^M44 40 L116 40 C/);
    // Without a radius it is four straight sides.
    expect(roundedRect({ ...window, radius: 0 }).some((s) => s.op === 'C')).toBe(false);
  });

  it('leaves out the corners the radius cuts off', () => {
    expect(insideRounded(window, 11, 21)).toBe(false);
    expect(insideRounded(window, 22, 21)).toBe(true);
    expect(insideRounded(window, 13, 23)).toBe(false);
    expect(insideRounded(window, 15, 25)).toBe(true);
    expect(insideRounded(window, 40, 60)).toBe(true);
    expect(insideRounded(window, 9, 60)).toBe(false);
  });
});

describe('the warning markers', () => {
  const bounds = { x: 0, y: 0, width: 300, height: 300 };

  it('puts each disc on the middle of the detail at fault, and moves apart discs that would overlap', () => {
    const detail = { x: 100, y: 50, width: 40, height: 6 };
    const spots = markSpots(
      [
        { n: 1, at: detail },
        { n: 2, at: detail },
        { n: 3, at: { x: 101, y: 51, width: 40, height: 6 } },
      ],
      4,
      bounds,
    );
    expect(spots[0]).toMatchObject({ n: 1, x: 120, y: 53 });
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) expect(Math.hypot(spots[i]!.x - spots[j]!.x, spots[i]!.y - spots[j]!.y)).toBeGreaterThanOrEqual(8.8 - 1e-9);
    }
  });

  it('marks a warning about a whole design inside its top left corner, not over its middle', () => {
    const [spot] = markSpots([{ n: 1, at: { x: 20, y: 30, width: 156, height: 226 } }], 4, bounds);
    expect(spot).toMatchObject({ x: 28, y: 38 });
  });

  it('keeps a disc inside the view', () => {
    const [spot] = markSpots([{ n: 1, at: { x: -20, y: 290, width: 10, height: 30 } }], 4, bounds);
    expect(spot).toMatchObject({ x: 4, y: 296 });
  });
});

describe("a design file's own printed size", () => {
  it("reads an SVG's width and height in mm, cm or inches, or one of them with the viewBox; px says nothing", () => {
    expect(svgSizeMm('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="300mm" viewBox="0 0 200 300">')).toEqual({
      width: 200,
      height: 300,
    });
    expect(svgSizeMm('<svg width=\'15.6cm\' height="22.6cm">')).toEqual({ width: 156, height: 226 });
    expect(svgSizeMm('<svg width="2in" viewBox="0 0 100 50">')).toEqual({ width: 50.8, height: 25.4 });
    expect(svgSizeMm('<svg width="800" height="600">')).toBeNull();
    expect(svgSizeMm('<svg width="800px" height="600px" viewBox="0 0 800 600">')).toBeNull();
    expect(svgSizeMm('not an svg')).toBeNull();
  });

  it("turns a PDF page's points into mm", () => {
    const { width, height } = pointsMm(442.2, 640.6);
    expect(width).toBeCloseTo(156, 1);
    expect(height).toBeCloseTo(226, 1);
  });

  it("reads a PNG's pHYs density and a JPEG's JFIF density; 72 and 96 (a screen's) say nothing of print", () => {
    const chunk = (type: string, data: number[]) => {
      const length = [0, 0, 0, data.length];
      return [...length, ...[...type].map((c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0];
    };
    const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    // 11811 px a metre: 300 ppi.
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...chunk('IHDR', Array(13).fill(0)),
      ...chunk('pHYs', [...be32(11811), ...be32(11811), 1]),
      ...chunk('IDAT', []),
    ]);
    const density = pngDensity(png)!;
    expect(density.x).toBeCloseTo(300, 0);
    const size = rasterSizeMm({ width: 1843, height: 2669 }, density)!;
    expect(size.width).toBeCloseTo(156, 0);
    expect(size.height).toBeCloseTo(226, 0);
    const jfif = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1, 0x01, 0x2c, 0x01, 0x2c, 0, 0, 0xff, 0xda]);
    expect(jpegDensity(jfif)).toEqual({ x: 300, y: 300 });
    const screen = new Uint8Array(jfif);
    screen[14] = 0;
    screen[15] = 72;
    screen[16] = 0;
    screen[17] = 72;
    expect(rasterSizeMm({ width: 100, height: 100 }, jpegDensity(screen))).toBeNull();
    // Units 0: only the pixels' shape.
    const aspect = new Uint8Array(jfif);
    aspect[13] = 0;
    expect(jpegDensity(aspect)).toBeNull();
    expect(pngDensity(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
