import { describe, expect, it } from 'vitest';
import { dielineLayout } from '@features/print-templates/layout';
import { BLEED_MM, TOP_SEAL_MM, SIDE_SEAL_MM, ZIPPER_FROM_TOP_MM, TEAR_NOTCH_FROM_TOP_MM } from '@features/catalogue/pouch-measures';
import { sizes } from '@features/catalogue/sizes';
import { bottomSeal, pathPoints } from '@features/print-templates/bottom-seal';
import { pieceShapes } from './pouch-shape';
import {
  assess,
  bandsCrossed,
  cropShare,
  edgeShare,
  fill,
  fit,
  move,
  panelOf,
  ppi,
  scale,
  whiteEdges,
  NOTCH_BAND_MM,
  FOLD_BAND_MM,
  WARN_PPI,
  SOFT_PPI,
  actual,
  madeToTemplate,
  firstPlacement,
  whiteBorder,
  type Lightness,
  type Placement,
} from './placement';
import { ZIPPER_BAND_MM } from '@features/catalogue/pouch-measures';

const options = { zipper: true, window: true, productName: 'Kraft Stand-Up Pouch', sizeLabel: '500gm', brand: 'PrintPouch' };
// 500gm: 150 x 220 + 40 mm
const layout = dielineLayout(sizes['500gm'].dimensions, options);
const front = panelOf(layout, 'front');
const back = panelOf(layout, 'back');
const square = { width: 2000, height: 2000, vector: false };
const within = (r: { x: number; y: number; width: number; height: number }, outer: typeof r) =>
  r.x >= outer.x && r.y >= outer.y && r.x + r.width <= outer.x + outer.width && r.y + r.height <= outer.y + outer.height;

describe('panelOf', () => {
  it('reads the front panel, its bleed, safe zone, window and every band off the layout', () => {
    const piece = layout.pieces.find((p) => p.name === 'front')!;
    expect(front.trim).toEqual(piece.trim);
    expect(front.bleed).toEqual(piece.bleed);
    expect(front.window).toMatchObject({ width: 60, height: 74.8 });
    expect(back.window).toBeUndefined();
    const { x, y } = front.trim;
    const band = (name: string) => front.bands.find((b) => b.name === name)?.rect;
    expect(band('the top seal')).toEqual({ x, y, width: 150, height: TOP_SEAL_MM });
    expect(band('the left side seal')).toMatchObject({ x, width: SIDE_SEAL_MM });
    expect(band('the right side seal')).toMatchObject({ x: x + 150 - SIDE_SEAL_MM, width: SIDE_SEAL_MM });
    expect(band('the zipper band')).toEqual({ x, y: y + ZIPPER_FROM_TOP_MM - ZIPPER_BAND_MM / 2, width: 150, height: ZIPPER_BAND_MM });
    expect(band('the tear notch line')).toEqual({ x, y: y + TEAR_NOTCH_FROM_TOP_MM - NOTCH_BAND_MM / 2, width: 150, height: NOTCH_BAND_MM });
    expect(band('the gusset fold')).toEqual({ x, y: y + 220 - 20 - FOLD_BAND_MM / 2, width: 150, height: FOLD_BAND_MM });
    // The G/2 under the fold turns under into the base: from the fold band's lower edge to the trim.
    expect(band('the bottom 20 mm that folds under into the base')).toEqual({
      x,
      y: y + 220 - 20 + FOLD_BAND_MM / 2,
      width: 150,
      height: 20 - FOLD_BAND_MM / 2,
    });
    expect(front.bands).toHaveLength(7);
  });

  it('reads no band off the curved bottom seal: it lies inside the gusset fold and base bands, whose warnings cover it, and the flat view draws it', () => {
    const { x, y, width, height } = front.trim;
    const seal = bottomSeal(x + SIDE_SEAL_MM, x + width - SIDE_SEAL_MM, y + height - 20, y + height);
    // The template draws the very band the shared geometry (bottom-seal.ts) gives.
    const drawn = layout.shapes.find(
      (s): s is Extract<typeof s, { kind: 'path' }> => s.kind === 'path' && s.role === 'seal' && within(seal.bounds, front.trim),
    )!;
    const points = pathPoints(drawn.steps);
    expect([
      Math.min(...points.map((p) => p.x)),
      Math.min(...points.map((p) => p.y)),
      Math.max(...points.map((p) => p.x)),
      Math.max(...points.map((p) => p.y)),
    ]).toEqual([seal.bounds.x, seal.bounds.y, seal.bounds.x + seal.bounds.width, seal.bounds.y + seal.bounds.height].map((n) => expect.closeTo(n, 2)));
    expect(front.bands.filter((b) => b.kind === 'seal').map((b) => b.name)).toEqual(['the top seal', 'the left side seal', 'the right side seal']);
    // The fold band and the base band under it cover the seal from its top (the fold) to the trim.
    const fold = front.bands.find((b) => b.kind === 'fold')!.rect;
    const base = front.bands.find((b) => b.kind === 'base')!.rect;
    expect(fold.y + fold.height).toBeCloseTo(base.y, 5);
    expect(seal.bounds.y).toBeGreaterThanOrEqual(fold.y);
    expect(seal.bounds.y + seal.bounds.height).toBeLessThanOrEqual(base.y + base.height + 0.01);
    expect(seal.bounds.x >= base.x && seal.bounds.x + seal.bounds.width <= base.x + base.width).toBe(true);
    // The mock-up's flat view shows the template's shapes in the pieces: the bottom seal's four bands among them.
    expect(pieceShapes(layout).filter((s) => s.kind === 'path' && s.role === 'seal')).toHaveLength(4);
  });

  it('has no zipper band on a pouch without a zipper', () => {
    const plain = panelOf(dielineLayout(sizes['500gm'].dimensions, { ...options, zipper: false }), 'front');
    expect(plain.bands.map((b) => b.kind)).not.toContain('zipper');
  });
});

describe('placement in mm', () => {
  it('fills the bleed box by default: a square design covers 156 x 226 mm, centred', () => {
    const p = fill(front.bleed, square);
    expect(p.width).toBeCloseTo(226);
    expect(p.height).toBeCloseTo(226);
    expect(p.x + p.width / 2).toBeCloseTo(front.bleed.x + front.bleed.width / 2);
    expect(p.y).toBeCloseTo(front.bleed.y);
    expect(whiteEdges(p, front.bleed)).toEqual([]);
  });

  it('fits the whole design inside the bleed box', () => {
    const p = fit(front.bleed, square);
    expect(p).toEqual({ x: front.bleed.x, y: front.bleed.y + (226 - 156) / 2, width: 156, height: 156 });
    expect(cropShare(p, front.trim)).toBeCloseTo(1 - (150 * 156) / (156 * 156));
  });

  it('moves by millimetres and scales about the centre, keeping proportions', () => {
    const p: Placement = { x: 10, y: 20, width: 100, height: 50 };
    expect(move(p, 1, -10)).toEqual({ x: 11, y: 10, width: 100, height: 50 });
    const bigger = scale(p, 1.1);
    for (const [k, v] of Object.entries({ x: 5, y: 17.5, width: 110, height: 55 })) expect(bigger[k as keyof Placement]).toBeCloseTo(v);
    expect(scale(p, 2, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, width: 200, height: 100 });
  });

  it('gives the effective resolution at print size: 2000 px across 169.33 mm is 300 ppi; a vector design has none', () => {
    expect(ppi(square, { x: 0, y: 0, width: 169.3333, height: 169.3333 })).toBeCloseTo(300, 1);
    expect(ppi({ width: 600, height: 900, vector: false }, { x: 0, y: 0, width: 101.6, height: 152.4 })).toBeCloseTo(150);
    expect(ppi({ width: 600, height: 900, vector: true }, { x: 0, y: 0, width: 101.6, height: 152.4 })).toBeNull();
  });

  it('measures the share the trim crops and the bare strips of bleed', () => {
    const p = { x: front.trim.x, y: front.trim.y, width: 150, height: 220 };
    expect(cropShare(p, front.trim)).toBeCloseTo(0);
    expect(cropShare(move(p, 75, 0), front.trim)).toBeCloseTo(0.5);
    const edges = whiteEdges(p, front.bleed);
    expect(edges.map((e) => [e.side, e.mm])).toEqual([
      ['top', BLEED_MM],
      ['right', BLEED_MM],
      ['bottom', BLEED_MM],
      ['left', BLEED_MM],
    ]);
    expect(whiteEdges(move(fill(front.bleed, square), 0, 12), front.bleed).map((e) => e.side)).toEqual(['top']);
  });

  it('names the bands a design reaches into', () => {
    const low = { x: front.safe.x, y: front.safe.y, width: front.safe.width, height: 40 };
    expect(bandsCrossed(low, front.bands)).toEqual([]);
    expect(bandsCrossed(fill(front.bleed, square), front.bands)).toHaveLength(7);
  });
});

/** A white design of w x h px with black blocks drawn in (px rectangles). */
function picture(w: number, h: number, blocks: { x: number; y: number; width: number; height: number }[] = []): Lightness {
  const data = new Uint8Array(w * h).fill(255);
  for (const b of blocks) for (let y = b.y; y < b.y + b.height; y++) for (let x = b.x; x < b.x + b.width; x++) data[y * w + x] = 0;
  return { width: w, height: h, data };
}
/** Lines of "text": strokes 2 px wide and 8 px tall, 2 px apart, along a row. */
function text(x: number, y: number, letters: number) {
  return Array.from({ length: letters }, (_, i) => ({ x: x + i * 4, y, width: 2, height: 8 }));
}

describe('detail in the bands, measured on the image', () => {
  // The design covers the front panel's trim exactly at 2 px per mm: 300 x 440 px.
  const p = { ...front.trim };
  const band = (name: string) => front.bands.find((b) => b.name === name)!;

  it('finds text in the top seal', () => {
    const image = picture(300, 440, text(40, 6, 30));
    expect(edgeShare(image, p, band('the top seal').rect)).toBeGreaterThan(0.05);
    const warnings = assess(front, { width: 300, height: 440, vector: false }, p, image);
    expect(warnings.filter((w) => w.kind === 'detail').map((w) => w.text)).toEqual([
      'Front: text or fine detail in the top seal. Fix: keep text and logos inside the safe zone; let only the background run into the seal.',
    ]);
  });

  it('finds nothing in a clean margin, a flat colour or a soft gradient', () => {
    const clean = picture(300, 440, text(60, 200, 40));
    for (const b of front.bands) expect(edgeShare(clean, p, b.rect)).toBe(0);
    const gradient = picture(300, 440);
    for (let i = 0; i < gradient.data.length; i++) gradient.data[i] = Math.floor((i % 300) * 0.8);
    expect(assess(front, { width: 300, height: 440, vector: false }, p, gradient).filter((w) => w.kind === 'detail')).toEqual([]);
  });

  it('counts no detail on the design’s own edge: a dark page whose last column and row are only partly drawn has empty seals', () => {
    // pdf.js draws a 156 × 226 mm page 1104.5 px wide on a 1105 px canvas: its last column is half page, half nothing (white).
    const page = picture(300, 440);
    page.data.fill(40);
    for (let y = 0; y < 440; y++) page.data[y * 300 + 299] = 150;
    for (let x = 0; x < 300; x++) page.data[439 * 300 + x] = 150;
    expect(edgeShare(page, p, band('the right side seal').rect)).toBe(0);
    expect(assess(front, { width: 300, height: 440, vector: true }, p, page).filter((w) => w.kind === 'detail')).toEqual([]);
    // Text one pixel in from that edge is still found.
    const texted = picture(300, 440);
    texted.data.fill(40);
    for (const b of Array.from({ length: 6 }, (_, i) => ({ x: 292, y: 300 + i * 12, width: 6, height: 2 })))
      for (let y = b.y; y < b.y + b.height; y++) for (let x = b.x; x < b.x + b.width; x++) texted.data[y * 300 + x] = 255;
    expect(
      assess(front, { width: 300, height: 440, vector: true }, p, texted)
        .filter((w) => w.kind === 'detail')
        .map((w) => w.text.split('.')[0]),
    ).toEqual(['Front: text or fine detail in the right side seal']);
  });

  it('finds text on the zipper band and in a side seal, and places each warning where it is', () => {
    const zipperY = ZIPPER_FROM_TOP_MM * 2;
    const image = picture(300, 440, [...text(100, zipperY - 4, 20), { x: 2, y: 300, width: 6, height: 2 }, { x: 2, y: 310, width: 6, height: 2 }]);
    const detail = assess(front, { width: 300, height: 440, vector: false }, p, image).filter((w) => w.kind === 'detail');
    expect(detail.map((w) => w.text.split('.')[0])).toEqual([
      'Front: text or fine detail in the left side seal',
      'Front: text or fine detail in the zipper band',
    ]);
    // The marker goes on the detail found: the box round the text's edges, inside the band.
    const at = detail[1]!.at!;
    const zipper = band('the zipper band').rect;
    // The strokes run from 50 mm to 89 mm across (px 100 to 178 at 2 px a mm), within a pixel.
    expect(Math.abs(at.x - (p.x + 50))).toBeLessThanOrEqual(0.5);
    expect(Math.abs(at.x + at.width - (p.x + 89))).toBeLessThanOrEqual(0.5);
    expect(at.y).toBeGreaterThanOrEqual(zipper.y);
    expect(at.y + at.height).toBeLessThanOrEqual(zipper.y + zipper.height);
    expect(at.width).toBeLessThan(zipper.width / 3);
  });
});

describe('assess', () => {
  it('warns of soft print with the figure and the fix: below 200 ppi "may", below 150 "will"; 200 ppi and more is left alone', () => {
    const p = fill(front.bleed, { width: 1200, height: 1200, vector: false });
    const [soft] = assess(front, { width: 1200, height: 1200, vector: false }, p, null);
    expect(soft!.text).toBe(
      'Front: 135 ppi at print size will print soft (300 ppi prints sharp). Fix: use an image of at least 2670 pixels across, or place this one smaller.',
    );
    // 226 mm at 175 ppi: 1557 px.
    const [may] = assess(front, { width: 1557, height: 1557, vector: false }, p, null);
    expect(may!.text).toMatch(/^Front: 175 ppi at print size may print soft/);
    expect(WARN_PPI).toBe(200);
    expect(SOFT_PPI).toBe(150);
    // 299 ppi, and 201, are what a printer would print without a word.
    for (const px of [2661, 1790]) expect(assess(front, { width: px, height: px, vector: false }, p, null).filter((w) => w.kind === 'resolution')).toEqual([]);
  });

  it('measures the pictures inside a PDF: 1,500 px stretched over 306 mm is 125 ppi, and warns as for a PNG', () => {
    // A page of 306 x 306 mm (867.4 pt) with one 1,500 px picture across all of it: 1.729 px a point.
    const pt = (306 / 25.4) * 72;
    const pdf = { width: pt, height: pt, vector: true, pixelsPerUnit: 1500 / pt };
    const at = { x: front.bleed.x, y: front.bleed.y, width: 306, height: 306 };
    expect(ppi(pdf, at)).toBeCloseTo(124.5, 1);
    const [warning] = assess(front, pdf, at, null).filter((w) => w.kind === 'resolution');
    expect(warning!.text).toBe(
      'Front: a picture in your PDF is 125 ppi at print size and will print soft (300 ppi prints sharp). Fix: replace it with one of at least 2.5 times the pixels across, or place the design smaller.',
    );
    // The same page without pictures is vector only: no resolution.
    expect(ppi({ width: pt, height: pt, vector: true }, at)).toBeNull();
  });

  it('warns of what the trim crops and of white edges, each naming the fix', () => {
    const wide = { width: 4000, height: 1000, vector: true };
    const warnings = assess(front, wide, fill(front.bleed, wide), null);
    expect(warnings.map((w) => w.kind)).toEqual(['crop']);
    expect(warnings[0]!.text).toMatch(/the trim cuts away 84 % of the design\. Fix: choose "Fit"/);
    const edges = assess(front, wide, fit(front.bleed, wide), null).filter((w) => w.kind === 'white-edge');
    expect(edges.map((w) => w.text)).toEqual([
      'Front: a white edge of 93.5 mm at the top: the design stops short of the bleed. Fix: choose "Fill", or extend the background 93.5 mm further.',
      'Front: a white edge of 93.5 mm at the bottom: the design stops short of the bleed. Fix: choose "Fill", or extend the background 93.5 mm further.',
    ]);
  });
});

describe('the window, the base fold and a white border', () => {
  const p = { ...front.trim };
  const design = { width: 300, height: 440, vector: false };
  const w = front.window!;

  it('warns of text under the window, which carries no ink, and marks it there', () => {
    // A line of "text" across the window's middle: 2 px per mm.
    const row = Math.round((w.y + w.height / 2 - p.y) * 2);
    const col = Math.round((w.x + 10 - p.x) * 2);
    const image = picture(300, 440, text(col, row, 20));
    const warnings = assess(front, design, p, image).filter((x) => x.kind === 'window');
    expect(warnings.map((x) => x.text)).toEqual([
      'Front: text or fine detail under the window cut-out. The window carries no ink, so this part of your design is not printed: the film is clear there and your product shows through. Fix: move text and logos off the window.',
    ]);
    const at = warnings[0]!.at!;
    expect(at.x).toBeGreaterThanOrEqual(w.x);
    expect(at.y).toBeGreaterThan(w.y + w.height / 3);
    expect(at.y + at.height).toBeLessThan(w.y + (2 * w.height) / 3);
  });

  it("looks only inside the window's rounded corners: detail in the corner the radius cuts off is printed, not hidden", () => {
    // Two rows of "text" in the window box's top left corner, outside its 30 mm radius.
    const x0 = Math.round((w.x - p.x) * 2);
    const y0 = Math.round((w.y - p.y) * 2);
    const corner = picture(300, 440, [...text(x0, y0 + 2, 3), ...text(x0, y0 + 12, 3)]);
    expect(assess(front, design, p, corner).filter((x) => x.kind === 'window')).toEqual([]);
    // The same text moved in to the window's middle row is under it.
    const middle = Math.round((w.y + w.height / 2 - p.y) * 2);
    const inside = picture(300, 440, [...text(x0 + 2, middle, 3), ...text(x0 + 2, middle + 10, 3)]);
    expect(assess(front, design, p, inside).filter((x) => x.kind === 'window')).toHaveLength(1);
  });

  it('warns of text in the bottom G/2 that folds under into the base', () => {
    // 8 mm above the bottom trim: below the fold band, in the base.
    const image = picture(300, 440, text(100, 440 - 16, 20));
    const detail = assess(front, design, p, image).filter((x) => x.kind === 'detail');
    expect(detail.map((x) => x.text)).toEqual([
      'Front: text or fine detail in the bottom 20 mm that folds under into the base. Fix: keep text and logos above the gusset fold; this strip turns under the pouch and is not seen on the shelf.',
    ]);
  });

  it('names a white border inside the artwork as one, not as detail in the zipper band, and says how it prints on each film', () => {
    // A dark design inside a white frame 10 mm deep (20 px at 2 px a mm), 30 mm at the top: the
    // frame's inner edge runs along the zipper line, straight across the zipper band.
    const image = picture(300, 440, [{ x: 20, y: 60, width: 260, height: 360 }]);
    const border = whiteBorder(image, p);
    expect(border).toEqual({ top: 30, right: 10, bottom: 10, left: 10 });
    const warnings = assess(front, design, p, image, { film: 'kraft', underlay: false });
    expect(warnings.filter((x) => x.kind === 'detail')).toEqual([]);
    const named = warnings.filter((x) => x.kind === 'white-border');
    expect(named.map((x) => x.text)).toEqual([
      'Front: a white border in your design, 30 mm at the top, 10 mm at the right, 10 mm at the bottom and 10 mm at the left inside the trim: no ink goes on white, so it shows as a band of bare kraft. Fix: run your background out to the bleed, or keep the border if you want a frame.',
    ]);
    expect(assess(front, design, p, image, { film: 'kraft', underlay: true }).find((x) => x.kind === 'white-border')!.text).toContain(
      'it prints as a white band in white ink',
    );
    expect(assess(front, design, p, image, { film: 'clear', underlay: false }).find((x) => x.kind === 'white-border')!.text).toContain(
      'shows as a band of clear film',
    );
    // A white background (most of the design) is no border.
    expect(whiteBorder(picture(300, 440, [{ x: 140, y: 200, width: 20, height: 20 }]), p)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });
});

describe('actual size', () => {
  it('places a design at its own printed size, centred on the trim, and knows one made to the trim or the bleed', () => {
    const made = { width: 850, height: 1260, vector: true, mm: { width: 156, height: 226 } };
    expect(actual(front, made)).toEqual({ x: front.bleed.x, y: front.bleed.y, width: 156, height: 226 });
    expect(madeToTemplate(front, made)).toBe(true);
    expect(madeToTemplate(front, { ...made, mm: { width: 151.5, height: 218.5 } })).toBe(true);
    expect(madeToTemplate(front, { ...made, mm: { width: 200, height: 300 } })).toBe(false);
    expect(madeToTemplate(front, { width: 1, height: 1, vector: false })).toBe(false);
    expect(actual(front, { width: 1, height: 1, vector: false })).toBeNull();
  });
});

describe('where a new design goes first', () => {
  it('puts a vector file at its own printed size when it fits, centred in the safe zone, not blown up to fill the bleed', () => {
    // An SVG logo of 120 × 60 mm (its width and height in mm), whose own pixels say 454 × 227.
    const logo = { width: 340, height: 170, vector: true, mm: { width: 120, height: 60 } };
    const first = firstPlacement(front, logo);
    expect(first).toMatchObject({ fit: 'actual', own: true });
    expect(first.placement).toMatchObject({ width: 120, height: 60 });
    expect(within(first.placement, front.safe)).toBe(true);
    expect(first.placement.x - front.safe.x).toBeCloseTo(front.safe.x + front.safe.width - (first.placement.x + 120), 6);
    // Made to the template: 1:1 on it, as before.
    const made = { width: 850, height: 1260, vector: true, mm: { width: 156, height: 226 } };
    expect(firstPlacement(front, made)).toEqual({ placement: actual(front, made), fit: 'actual' });
    // Larger than the trim, a raster without a size, or a raster with one: filling the bleed.
    for (const design of [
      { width: 595, height: 842, vector: true, mm: { width: 210, height: 297 } },
      { width: 800, height: 400, vector: false },
      { width: 800, height: 400, vector: false, mm: { width: 120, height: 60 } },
    ])
      expect(firstPlacement(front, design)).toEqual({ placement: fill(front.bleed, design), fit: 'fill' });
    // Inside the trim but wider than the safe zone: at its own size, centred on the trim.
    const wide = { width: 100, height: 40, vector: true, mm: { width: front.safe.width + 4, height: 40 } };
    expect(firstPlacement(front, wide)).toMatchObject({ fit: 'actual', placement: { width: front.safe.width + 4, height: 40 } });
    expect(within(firstPlacement(front, wide).placement, front.trim)).toBe(true);
  });
});
