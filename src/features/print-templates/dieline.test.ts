import { beforeAll, describe, expect, it } from 'vitest';
import { allVariants, findVariant } from '@features/catalogue/catalogue';
import { sizes } from '@features/catalogue/sizes';
import { dielineLayout, measureText, STYLES, type DielineLayout, type Point, type Shape } from './layout';
import { BLEED_MM, POSITION_TOLERANCE_MM, SAFE_MARGIN_MM, SIDE_SEAL_MM, ZIPPER_FROM_TOP_MM, TEAR_NOTCH_FROM_TOP_MM } from '@features/catalogue/pouch-measures';
import { betweenSeals, BOTTOM_SEAL_MM, BOTTOM_SEAL_SOURCES, bottomSeal } from './bottom-seal';
import type { PathStep } from './lettering';
import { ZIPPER_BAND_MM } from '@features/catalogue/pouch-measures';
import { needsWhite, WHITE_WINDOW_CLEARANCE, whiteInk } from './white';
import { textOutline } from './lettering';
import { dielineSvg } from './svg';
import { cmyk, dielinePdf } from './pdf';
import { dielineCaption, dielineFileName, dielinePath, dielinePdfAsset, dielineTitle, variantDieline } from './template-files';
import { LAYER_OF, LAYER_SPECS, MAX_STROKE_PT, MIN_STROKE_PT, POINTS_PER_MM, SLUG_MM, STROKE_PT, templateSheets } from './sheets';
import { readTemplate, type Box, type Template } from '@tests/support/pdf-template';
import { standInPress, templateProfile } from '@tests/support/profile.mjs';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFString, decodePDFRawStream } from 'pdf-lib';

const options = { zipper: true, window: true, productName: 'Kraft Stand-Up Pouch', sizeLabel: '500gm', brand: 'PrintPouch' };
const rects = (layout: DielineLayout, role: Shape['role']) =>
  layout.shapes.filter((s): s is Extract<Shape, { kind: 'rect' }> => s.kind === 'rect' && s.role === role);
const ofRole = (layout: DielineLayout, role: Shape['role']) => layout.shapes.filter((s) => s.role === role);
const texts = (layout: DielineLayout) => layout.labels.map((l) => l.text);
const within = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
/** The curved seals (the Doyen bottom seal's bands) of a layout. */
const curvedSeals = (layout: { shapes: readonly Shape[] }) =>
  layout.shapes.filter((s): s is Extract<Shape, { kind: 'path' }> => s.kind === 'path' && s.role === 'seal');
const near = (a: Point, b: Point, by = 0.02) => Math.abs(a.x - b.x) <= by && Math.abs(a.y - b.y) <= by;
/** A band's two edges, each as points along its curves: the outline runs the outer edge side seal to side seal, then the inner edge back. */
function bandEdges(steps: readonly PathStep[]) {
  let at: Point = { x: NaN, y: NaN };
  const curves: Point[][] = [];
  for (const s of steps) {
    if (s.op === 'C') {
      const [p0, p1, p2, p3] = [at, { x: s.x1, y: s.y1 }, { x: s.x2, y: s.y2 }, { x: s.x, y: s.y }];
      curves.push(
        Array.from({ length: 201 }, (_, i) => {
          const t = i / 200;
          const u = 1 - t;
          return {
            x: u ** 3 * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t ** 3 * p3.x,
            y: u ** 3 * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t ** 3 * p3.y,
          };
        }),
      );
    }
    if (s.op !== 'Z') at = s;
  }
  expect(curves).toHaveLength(4);
  return { outer: [...curves[0]!, ...curves[1]!], inner: [...curves[2]!, ...curves[3]!] };
}
/**
 * The band's width: the nearest and farthest any point of its outer edge is from its inner edge
 * (that way round, as the side seals cut the band's ends upright, not square to the curve).
 */
function bandWidth(steps: readonly PathStep[]): [number, number] {
  const { outer, inner } = bandEdges(steps);
  const gaps = outer.map((p) => Math.min(...inner.map((q) => Math.hypot(p.x - q.x, p.y - q.y))));
  return [Math.min(...gaps), Math.max(...gaps)];
}

describe('dielineLayout', () => {
  const layout = dielineLayout(sizes['500gm'].dimensions, options);
  const piece = (name: string) => layout.pieces.find((p) => p.name === name)!;

  it('lays the 500gm pouch flat: front and back 150 x 220 mm, the gusset 150 x 40 mm, each inside a 3 mm bleed', () => {
    expect(piece('front').trim).toMatchObject({ width: 150, height: 220 });
    expect(piece('back').trim).toMatchObject({ width: 150, height: 220 });
    expect(piece('gusset').trim).toMatchObject({ width: 150, height: 40 });
    for (const p of layout.pieces) {
      expect(p.bleed).toEqual({ x: p.trim.x - BLEED_MM, y: p.trim.y - BLEED_MM, width: p.trim.width + 2 * BLEED_MM, height: p.trim.height + 2 * BLEED_MM });
      expect(within(p.bleed, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);
    }
    expect(rects(layout, 'trim').map((r) => [r.width, r.height])).toEqual([
      [150, 220],
      [150, 220],
      [150, 40],
    ]);
    expect(rects(layout, 'bleed').map((r) => [r.width, r.height])).toEqual([
      [156, 226],
      [156, 226],
      [156, 46],
      [10, 4],
    ]); // the last is the legend's sample
  });

  it('sums every size: the pieces add up to two panels of width x length and a gusset of width x gusset', () => {
    for (const size of Object.values(sizes)) {
      const { width, length, gusset } = size.dimensions;
      const l = dielineLayout(size.dimensions, options);
      const area = l.pieces.reduce((sum, p) => sum + p.trim.width * p.trim.height, 0);
      expect(area).toBe(2 * width * length + width * gusset);
      // No two pieces overlap, bleed included.
      const [a, b, c] = l.pieces.map((p) => p.bleed);
      const apart = (p: typeof a, q: typeof a) => p!.x + p!.width <= q!.x || q!.x + q!.width <= p!.x || p!.y + p!.height <= q!.y || q!.y + q!.height <= p!.y;
      expect(apart(a, b) && apart(a, c) && apart(b, c)).toBe(true);
    }
  });

  it('draws the zipper as its 10 mm band (ZIPPER_BAND_MM) centred 30 mm below the top trim, only on zipper pouches', () => {
    const zipper = rects(layout, 'zipper');
    expect(zipper).toHaveLength(3); // front, back and the legend's sample
    const front = piece('front').trim;
    expect(zipper[0]).toMatchObject({ x: front.x, y: front.y + ZIPPER_FROM_TOP_MM - ZIPPER_BAND_MM / 2, width: 150, height: ZIPPER_BAND_MM });
    expect(texts(layout)).toContain('Zipper band 10 mm, centred 30 mm from top');
    const plain = dielineLayout(sizes['500gm'].dimensions, { ...options, zipper: false });
    expect(ofRole(plain, 'zipper')).toEqual([]);
    expect(texts(plain).join(' ')).not.toMatch(/zipper band/i);
  });

  it('puts the tear notches above the zipper, on both sides of both panels', () => {
    const notches = ofRole(layout, 'notch').filter((s) => s.kind === 'polygon');
    expect(notches).toHaveLength(5); // four on the panels, one in the legend
    const front = piece('front').trim;
    const tip = (s: Shape) => (s.kind === 'polygon' ? s.points[1]!.y : NaN);
    expect(tip(notches[0]!)).toBe(front.y + TEAR_NOTCH_FROM_TOP_MM);
    expect(TEAR_NOTCH_FROM_TOP_MM).toBeLessThan(ZIPPER_FROM_TOP_MM);
  });

  it('cuts a window only on window pouches, inside the front panel', () => {
    const windows = rects(layout, 'window').filter((r) => r.radius);
    expect(windows).toHaveLength(1);
    expect(within(windows[0]!, piece('front').trim)).toBe(true);
    expect(within(windows[0]!, piece('back').trim)).toBe(false);
    const plain = dielineLayout(sizes['500gm'].dimensions, { ...options, window: false });
    expect(ofRole(plain, 'window')).toEqual([]);
    expect(texts(plain).join(' ')).not.toMatch(/window/i);
  });

  it('keeps the safe zone inside the seals and below the zipper, and labels each line with its measure', () => {
    const [front, back] = rects(layout, 'safe');
    expect(front!.y).toBeGreaterThan(piece('front').trim.y + ZIPPER_FROM_TOP_MM);
    expect(within(front!, piece('front').trim) && within(back!, piece('back').trim)).toBe(true);
    const all = texts(layout);
    for (const label of [
      'Trim 150 mm',
      'Trim 220 mm',
      'Trim 40 mm',
      'Bleed 3 mm',
      'Top seal 10 mm',
      'Side seal 8 mm',
      'Tear notch 20 mm from top',
      'Gusset fold at 20 mm',
      `Safe zone ${front!.width} mm x ${front!.height} mm`,
      'Window cut-out',
      '60 mm x 74.8 mm',
    ]) {
      expect(all).toContain(label);
    }
    expect(layout.legend.map((e) => e.role)).toEqual(['trim', 'bleed', 'safe', 'seal', 'zipper', 'notch', 'fold', 'window']);
    expect(new Set(layout.legend.map((e) => STYLES[e.role].stroke ?? STYLES[e.role].fill)).size).toBe(layout.legend.length);
  });

  it('names the product, size, flat dimensions and artwork rules in the title block, every line inside the drawing', () => {
    const all = texts(layout).join(' ');
    expect(all).toContain('Kraft Stand-Up Pouch');
    expect(all).toContain('Size 500gm, 150 x 220 + 40 mm');
    // "+ 40" read as the size finder and the size pages read it: the whole gusset, folded 20 + 20.
    expect(all).toContain('(+ 40: the bottom gusset, 40 mm in all, folded 20 + 20)');
    expect(layout.legend.find((e) => e.role === 'fold')?.text).toBe('Gusset fold: + 40 is the whole gusset, 20 mm up each panel');
    for (const rule of ['CMYK', '300 dpi at print size', 'text outlined', 'keep text and logos inside the safe zone']) expect(all).toContain(rule);
    for (const l of layout.labels.filter((x) => !x.vertical && x.anchor === 'start')) {
      expect(l.x + measureText(l.text, l.size, l.weight)).toBeLessThanOrEqual(layout.width);
    }
  });

  it("seals the gusset: the side seals run down both its ends, its safe zone between the bottom seal's bands, and the notes name the bottom seal and the position tolerance", () => {
    const g = piece('gusset').trim;
    const seals = rects(layout, 'seal').filter((r) => within(r, g));
    expect(seals.map((r) => [r.x - g.x, r.width, r.height])).toEqual([
      [0, SIDE_SEAL_MM, 40],
      [150 - SIDE_SEAL_MM, SIDE_SEAL_MM, 40],
    ]);
    // The safe zone keeps the safe margin from the side seals and from both bands, on the base between them.
    const safe = rects(layout, 'safe').find((r) => within(r, g))!;
    const band = bottomSeal(g.x + SIDE_SEAL_MM, g.x + 150 - SIDE_SEAL_MM, g.y + 20, g.y + 40);
    const expected = betweenSeals(band, SAFE_MARGIN_MM)!;
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(safe[k]).toBeCloseTo(expected[k], 2);
    expect(safe.y + safe.height / 2).toBeCloseTo(g.y + 20, 2); // centred on the fold
    for (const corner of [
      { x: safe.x, y: safe.y },
      { x: safe.x + safe.width, y: safe.y + safe.height },
    ]) {
      // From each band's circle (the one mirrored above the fold too), the corner is the margin inside the inner edge.
      const mirrored = { x: band.centre.x, y: 2 * (g.y + 20) - band.centre.y };
      for (const centre of [band.centre, mirrored])
        expect(Math.hypot(corner.x - centre.x, corner.y - centre.y)).toBeLessThanOrEqual(band.inner - SAFE_MARGIN_MM + 0.02);
      expect(corner.x - (g.x + SIDE_SEAL_MM)).toBeGreaterThanOrEqual(SAFE_MARGIN_MM);
    }
    const all = texts(layout).join(' ');
    expect(all).toContain('Bottom seal: plain stand-up (Doyen) bottom, no K-seal');
    expect(all).toContain(
      `Position tolerance: print to cut, seal and zipper lines may land up to ± ${POSITION_TOLERANCE_MM} mm apart (our own working figure, not a published standard)`,
    );
  });

  it('draws the Doyen bottom seal on each panel: a curved band from the side seals at the fold down to the bottom edge half-way across, 6 mm wide, for every size', () => {
    expect(BOTTOM_SEAL_MM).toBeGreaterThanOrEqual(5);
    expect(BOTTOM_SEAL_MM).toBeLessThanOrEqual(8);
    for (const v of allVariants) {
      const l = variantDieline(v);
      const { width: w, gusset: g } = v.dimensions;
      for (const name of ['front', 'back'] as const) {
        const trim = l.pieces.find((p) => p.name === name)!.trim;
        const [seal, ...more] = curvedSeals(l).filter((s) =>
          s.steps.every((step) => step.op === 'Z' || within({ x: step.x, y: step.y, width: 0, height: 0 }, trim)),
        );
        expect([v.link, name, more.length]).toEqual([v.link, name, 0]);
        const fold = trim.y + trim.height - g / 2;
        const bottom = trim.y + trim.height;
        const [left, right] = [trim.x + SIDE_SEAL_MM, trim.x + w - SIDE_SEAL_MM];
        const { outer, inner } = bandEdges(seal!.steps);
        // The inner edge meets the side seals at the fold; the outer edge meets them lower down, and
        // its lowest point is on the bottom edge, half-way across.
        expect([v.link, near(inner[0]!, { x: right, y: fold }), near(inner.at(-1)!, { x: left, y: fold })]).toEqual([v.link, true, true]);
        expect([outer[0]!.x, outer.at(-1)!.x]).toEqual([left, right]);
        const lowest = outer.reduce((a, b) => (b.y > a.y ? b : a));
        expect([v.link, near(lowest, { x: trim.x + w / 2, y: bottom })]).toEqual([v.link, true]);
        expect(near(inner[200]!, { x: trim.x + w / 2, y: bottom - BOTTOM_SEAL_MM })).toBe(true);
        // The corners higher than the middle, the band never above the fold nor outside the side seals.
        expect(outer[0]!.y).toBeLessThan(bottom - BOTTOM_SEAL_MM);
        for (const p of [...outer, ...inner]) expect(p.y >= fold - 0.02 && p.y <= bottom + 0.02 && p.x >= left - 0.02 && p.x <= right + 0.02).toBe(true);
        // BOTTOM_SEAL_MM wide all along, square to the curve.
        const [least, most] = bandWidth(seal!.steps);
        expect([v.link, least]).toEqual([v.link, expect.closeTo(BOTTOM_SEAL_MM, 1)]);
        expect(most).toBeCloseTo(BOTTOM_SEAL_MM, 1);
      }
    }
    const front = piece('front').trim;
    expect(layout.labels.find((x) => x.text === 'Bottom seal 6 mm, curved (Doyen)')).toMatchObject({ role: 'seal', x: front.x + 75 });
    expect(layout.legend.find((e) => e.role === 'seal')?.text).toBe('Seals: top 10 mm, sides 8 mm, curved bottom 6 mm');
  });

  it('draws the matching bands on the gusset: each half sealed to its panel, both meeting the side seals at the fold', () => {
    const g = piece('gusset').trim;
    const fold = g.y + 20;
    const seals = curvedSeals(layout).filter((s) => s.steps.every((step) => step.op === 'Z' || within({ x: step.x, y: step.y, width: 0, height: 0 }, g)));
    expect(seals).toHaveLength(2);
    const edges = seals.map((s) => bandEdges(s.steps));
    for (const { inner } of edges) {
      expect(near(inner[0]!, { x: g.x + 150 - SIDE_SEAL_MM, y: fold })).toBe(true);
      expect(near(inner.at(-1)!, { x: g.x + SIDE_SEAL_MM, y: fold })).toBe(true);
    }
    // One reaches the gusset's top edge half-way across, the other its bottom edge: the panel's band, and its mirror.
    expect(edges.map(({ outer }) => outer[200]!).sort((a, b) => a.y - b.y)).toEqual(
      [
        { x: g.x + 75, y: g.y },
        { x: g.x + 75, y: g.y + 40 },
      ].map((p) => ({ x: expect.closeTo(p.x, 2), y: expect.closeTo(p.y, 2) })),
    );
    for (const s of seals) expect(bandWidth(s.steps).map((n) => Math.round(n * 10) / 10)).toEqual([BOTTOM_SEAL_MM, BOTTOM_SEAL_MM]);
    const panel = curvedSeals(layout).find((s) =>
      within({ x: (s.steps[0] as Point).x, y: (s.steps[0] as Point).y, width: 0, height: 0 }, piece('front').trim),
    )!;
    const below = seals.find((s) => bandEdges(s.steps).outer[200]!.y > fold)!;
    // The same band as the front's, moved onto the gusset: fold to fold, bottom edge to free edge.
    const dy = g.y + 40 - (piece('front').trim.y + 220);
    const dx = g.x - piece('front').trim.x;
    expect(below.steps).toEqual(
      panel.steps.map((s) =>
        s.op === 'Z'
          ? s
          : s.op === 'C'
            ? {
                ...s,
                x1: expect.closeTo(s.x1 + dx, 1),
                y1: expect.closeTo(s.y1 + dy, 1),
                x2: expect.closeTo(s.x2 + dx, 1),
                y2: expect.closeTo(s.y2 + dy, 1),
                x: expect.closeTo(s.x + dx, 1),
                y: expect.closeTo(s.y + dy, 1),
              }
            : { ...s, x: expect.closeTo(s.x + dx, 1), y: expect.closeTo(s.y + dy, 1) },
      ),
    );
  });

  it("cites where the bottom seal's shape comes from, and says on the template that it is drawn, indicative and the converter's drawing governs", () => {
    for (const source of Object.values(BOTTOM_SEAL_SOURCES)) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.reading.length).toBeGreaterThan(20);
    }
    const all = texts(layout).join(' ');
    expect(all).toContain(
      `sealed to its panel in the curved band drawn on the Seals layer, ${BOTTOM_SEAL_MM} mm wide, from the side seals at the fold down to the bottom edge half-way across`,
    );
    expect(all).toContain(`indicative to ± ${POSITION_TOLERANCE_MM} mm like every line: the converter's own drawing of its sealing tool governs`);
  });
});

describe("the templates' lettering", () => {
  const bounds = (steps: ReturnType<typeof textOutline>) => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const s of steps)
      if (s.op !== 'Z') {
        xs.push(s.x);
        ys.push(s.y);
      }
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  };

  it('draws words as Noto Sans outlines on the baseline, as wide as they are measured, and turned a quarter for vertical labels', () => {
    const b = bounds(textOutline('FRONT', 10, 20, 10, 'bold'));
    expect(b.left).toBeGreaterThan(10);
    expect(b.left).toBeLessThan(11);
    expect(b.right).toBeLessThanOrEqual(10 + measureText('FRONT', 10, 'bold'));
    expect(b.right).toBeGreaterThan(10 + measureText('FRONT', 10, 'bold') - 1);
    expect(b.bottom - 20).toBeGreaterThanOrEqual(0); // capitals sit on the baseline (the O a little below)
    expect(b.bottom - 20).toBeLessThan(0.2);
    expect(20 - b.top).toBeGreaterThan(6.5); // cap height of Noto Sans: about 0.71 em
    expect(20 - b.top).toBeLessThan(7.5);
    const v = bounds(textOutline('FRONT', 10, 20, 10, 'bold', true));
    expect(v.right - 10).toBeGreaterThanOrEqual(0); // the baseline is now the vertical through x
    expect(v.right - 10).toBeLessThan(0.2);
    expect(20 - v.top).toBeGreaterThan(measureText('FRONT', 10, 'bold') - 1); // reads bottom to top
    expect(textOutline(' ', 0, 0, 10, 'normal')).toEqual([]);
    expect(textOutline('é', 0, 0, 10, 'normal')).toEqual(textOutline('?', 0, 0, 10, 'normal')); // outside the outlines: a question mark
  });
});

describe('white ink', () => {
  it('is due on clear and metallised films and on kraft, and not on an opaque white film', () => {
    expect((['clear', 'gold', 'silver', 'colour', 'kraft', 'milky'] as const).map((material) => whiteInk({ material })?.film ?? null)).toEqual([
      'clear',
      'metallised',
      'metallised',
      'metallised',
      'kraft',
      null,
    ]);
    expect(allVariants.every((v) => needsWhite(v.product.art))).toBe(true); // every pouch in the catalogue is film or kraft
    expect(whiteInk({ material: 'clear' })!.note).toMatch(/colours print translucent/);
    expect(whiteInk({ material: 'gold' })!.note).toMatch(/looks metallic/);
    expect(whiteInk({ material: 'kraft' })!.note).toMatch(/dull and brownish/);
  });

  it('is laid under each whole piece with the window knocked out, pulled back by the sourced clearance, and its notes (what it does, how to keep it) are on the template', () => {
    const white = whiteInk({ material: 'kraft' });
    const l = dielineLayout(sizes['500gm'].dimensions, { ...options, white });
    expect(l.white!.areas.map((a) => [a.piece, a.rect])).toEqual(l.pieces.map((p) => [p.name, p.bleed]));
    const window = rects(l, 'window').find((r) => r.radius)!;
    expect(l.white!.areas.map((a) => a.clear.length)).toEqual([1, 0, 0]);
    // The hole is the window grown by the clearance on every side (1.6 mm: a converter's ±1/16 in image location tolerance).
    const c = WHITE_WINDOW_CLEARANCE.mm;
    expect(c).toBe(1.6);
    expect(WHITE_WINDOW_CLEARANCE.source).toMatch(/1\/16 in/);
    const hole = l.white!.areas[0]!.clear[0]!;
    for (const [got, want] of [
      [hole.x, window.x - c],
      [hole.y, window.y - c],
      [hole.width, window.width + 2 * c],
      [hole.height, window.height + 2 * c],
      [hole.radius, window.radius! + c],
    ])
      expect(got).toBeCloseTo(want!, 1);
    const said = texts(l).join(' ');
    expect(said).toContain('colours print dull and brownish');
    expect(said).toContain('Keep the White layer above your artwork');
    expect(said).toContain('the white stops 1.6 mm short of the window');
    expect(dielineLayout(sizes['500gm'].dimensions, options).white).toBeNull(); // no white asked for
    // The same sheet with or without white, as the mock-up (which lays it out without) draws it.
    for (const film of ['clear', 'gold', 'kraft'] as const) {
      const withWhite = dielineLayout(sizes['500gm'].dimensions, { ...options, white: whiteInk({ material: film }) });
      const without = dielineLayout(sizes['500gm'].dimensions, options);
      expect([withWhite.width, withWhite.height, withWhite.shapes]).toEqual([without.width, without.height, without.shapes]);
    }
  });
});

/** The SVG's root attributes and the rectangles (the first of each path's outlines) of one class, read back from the file. */
function readSvg(svg: string) {
  const root = /<svg [^>]*>/.exec(svg)![0];
  const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  const rectsOf = (cls: string) =>
    [...svg.matchAll(new RegExp(`<path class="${cls}"[^>]*>`, 'g'))].map((m) => {
      const [, , , w, h] = /^M([-\d.]+) ([-\d.]+)h([-\d.]+)v([-\d.]+)/.exec(attr(m[0], 'd')!)!.map(Number);
      return [w, h];
    });
  // The top-level groups: the layers Illustrator and Inkscape open.
  const body = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1);
  const layers: { id: string; label: string | undefined; mode: string | undefined }[] = [];
  let depth = 0;
  for (const m of body.matchAll(/<(\/?)(g|defs)\b([^>]*?)(\/?)>/g)) {
    if (m[4]) continue;
    if (m[1]) {
      depth--;
      continue;
    }
    if (depth === 0 && m[2] === 'g') layers.push({ id: attr(m[0], 'id')!, label: attr(m[0], 'inkscape:label'), mode: attr(m[0], 'inkscape:groupmode') });
    depth++;
  }
  return { width: attr(root, 'width'), height: attr(root, 'height'), viewBox: attr(root, 'viewBox'), rectsOf, layers };
}

describe('the SVG template', () => {
  const variant = findVariant('kraft-with-window', '500gm')!;
  const layout = variantDieline(variant);
  const svg = readSvg(dielineSvg(layout, 'Template'));

  it('is drawn at 1:1: width and height in mm, the viewBox in mm', () => {
    expect(svg.width).toBe(`${layout.width}mm`);
    expect(svg.height).toBe(`${layout.height}mm`);
    expect(svg.viewBox).toBe(`0 0 ${layout.width} ${layout.height}`);
  });

  it("carries the catalogue's flat layout: 500gm panels 150 x 220 mm and gusset 150 x 40 mm, plus 3 mm bleed", () => {
    const { width, length, gusset } = variant.dimensions;
    expect([width, length, gusset]).toEqual([150, 220, 40]);
    expect(svg.rectsOf('trim')).toEqual([
      [width, length],
      [width, length],
      [width, gusset],
    ]);
    expect(svg.rectsOf('bleed').slice(0, 3)).toEqual([
      [width + 6, length + 6],
      [width + 6, length + 6],
      [width + 6, gusset + 6],
    ]);
    // The drawing holds both panels side by side and the gusset below them.
    expect(layout.width).toBeGreaterThan(2 * (width + 6));
    expect(layout.height).toBeGreaterThan(length + gusset + 12);
  });

  it('opens as named layers in Inkscape and Illustrator, the words as outlines, nothing covering the page, and says its colours are RGB for the screen', () => {
    const text = dielineSvg(layout, 'Template');
    expect(svg.layers).toEqual(
      ['White', 'Bleed', 'Safe zone', 'Seals', 'Fold', 'Cut', 'Dimensions', 'Notes'].map((name) => ({
        id: name.replace(' ', '_'),
        label: name,
        mode: 'layer',
      })),
    );
    expect(text).not.toMatch(/<text\b|font-family/);
    expect(text).not.toMatch(/<rect\b/); // no page-sized (or any) rectangle that hides artwork under the template
    expect(text).not.toMatch(/fill="#(fff|ffffff)"/i);
    const desc = /<desc>([^<]*)<\/desc>/.exec(text)![1]!;
    for (const said of [
      'colours here are RGB, for the screen only',
      'White: spot White, prints, above your artwork',
      'Cut: spot Dieline, off, not printed',
      'Notes: spot Guides, off, not printed',
      'below White',
    ])
      expect(desc).toContain(said);
    // Every label is drawn, as outlines, with its words kept for search and screen readers.
    for (const l of layout.labels) expect(text).toContain(`aria-label="${l.text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
    expect(text).toMatch(/<use xlink:href="#r46"/); // "F" from the outlines' <defs>
  });

  it("draws the curved bottom seal on the Seals layer, see-through and outlined in a hairline like the other seals, four bands: the panels' and the gusset's two", () => {
    const text = dielineSvg(layout, 'Template');
    const start = text.indexOf('<g id="Seals"');
    const seals = text.slice(start, text.indexOf('</g>', start));
    const curved = [...seals.matchAll(/<path class="seal" d="([^"]*C[^"]*)"([^>]*)\/>/g)];
    expect(curved).toHaveLength(4);
    expect(text.slice(0, start)).not.toMatch(/<path class="seal" d="[^"]*C/); // on no other layer
    const hairline = (STROKE_PT.seal! / POINTS_PER_MM).toFixed(3).replace(/0+$/, '');
    for (const [, , attrs] of curved)
      expect(attrs).toBe(` fill="${STYLES.seal.fill}" fill-opacity="0.35" stroke="${STYLES.seal.stroke}" stroke-width="${hairline}"`);
    // Drawn where the layout has it: the front's band starts at its left side seal, reaches the
    // bottom trim half-way across, and its inner edge meets the side seals at the fold.
    const front = layout.pieces[0]!.trim;
    const numbers = curved[0]![1]!.match(/-?[\d.]+/g)!.map(Number);
    const ends = [numbers.slice(0, 2), numbers.slice(6, 8), numbers.slice(12, 14), numbers.slice(14, 16), numbers.slice(26, 28)];
    expect(ends).toEqual([
      [front.x + SIDE_SEAL_MM, expect.any(Number)],
      [front.x + 75, front.y + 220],
      [front.x + 150 - SIDE_SEAL_MM, expect.any(Number)],
      [front.x + 150 - SIDE_SEAL_MM, front.y + 200],
      [front.x + SIDE_SEAL_MM, front.y + 200],
    ]);
  });

  it('has no White layer where the film needs none', () => {
    const plain = dielineSvg(dielineLayout(sizes['500gm'].dimensions, options), 'Template');
    expect(readSvg(plain).layers.map((l) => l.label)).toEqual(['Bleed', 'Safe zone', 'Seals', 'Fold', 'Cut', 'Dimensions', 'Notes']);
  });
});

const meta = (variant: NonNullable<ReturnType<typeof findVariant>>) => ({
  title: dielineTitle(variant),
  caption: dielineCaption(variant),
  author: 'PrintPouch',
});
const close = (a: number, b: number) => Math.abs(a - b) <= 0.01;
/** A box as the PDF reads it (mm from the bottom left) of a rectangle of a sheet (mm from the top left). */
const fromTop = (r: { x: number; y: number; width: number; height: number }, pageHeight: number) => ({
  x: r.x,
  y: pageHeight - r.y - r.height,
  width: r.width,
  height: r.height,
});
const sameBox = (a: Box, b: Box) => close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height);
const inBox = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.width <= outer.x + outer.width + 0.01 &&
  inner.y + inner.height <= outer.y + outer.height + 0.01;

describe("the template's sheets", () => {
  it("are the overview, then the front, back and gusset each in its bleed plus a slug, with the piece's own lines", () => {
    const layout = variantDieline(findVariant('kraft-with-window', '500gm')!);
    const sheets = templateSheets(layout, 'Pouch, 500gm');
    expect(sheets.map((s) => s.name)).toEqual(['overview', 'front', 'back', 'gusset']);
    expect(sheets[0]).toMatchObject({ width: layout.width, height: layout.height, shapes: layout.shapes, white: [] });
    // The overview says on itself that it is not for print, and prints nothing: no white on it.
    expect(sheets[0]!.labels).toEqual([...layout.labels, expect.objectContaining({ text: expect.stringMatching(/^Overview, not for print/) })]);
    // The overview's TrimBox and BleedBox are the whole sheet: a preflight finds them on every page.
    expect([sheets[0]!.trim, sheets[0]!.bleed]).toEqual([
      { x: 0, y: 0, width: layout.width, height: layout.height },
      { x: 0, y: 0, width: layout.width, height: layout.height },
    ]);
    for (const [i, piece] of layout.pieces.entries()) {
      const sheet = sheets[i + 1]!;
      expect(sheet.trim).toMatchObject({ x: SLUG_MM + BLEED_MM, y: SLUG_MM + BLEED_MM, width: piece.trim.width, height: piece.trim.height });
      expect(sheet.bleed).toMatchObject({ x: SLUG_MM, y: SLUG_MM, width: piece.bleed.width, height: piece.bleed.height });
      // The slug below the bleed holds the notes; at least as deep as the one above.
      expect(sheet.width).toBe(piece.bleed.width + 2 * SLUG_MM);
      expect(sheet.height).toBeGreaterThanOrEqual(piece.bleed.height + 2 * SLUG_MM);
      expect(sheet.white.map((a) => a.rect)).toEqual([sheet.bleed]);
      expect(sheet.marks).toHaveLength(8);
    }
    const front = sheets[1]!;
    expect(front.shapes.filter((s) => s.role === 'window')).toHaveLength(1);
    expect(front.shapes.filter((s) => s.role === 'dimension')).toEqual([]); // the measures stay on the overview
    expect(front.labels.map((l) => l.text)).toEqual(
      expect.arrayContaining(['FRONT', 'Top seal 10 mm', 'Window cut-out', 'FRONT PANEL 150 x 220 mm, bleed 3 mm, 1:1 (page 2 of 4)', 'Pouch, 500gm']),
    );
    expect(sheets[3]!.labels.map((l) => l.text)).toEqual(expect.arrayContaining(['BOTTOM GUSSET', 'Gusset fold at 20 mm']));
    expect(sheets[3]!.shapes.filter((s) => s.role === 'seal' || s.role === 'safe')).toHaveLength(5); // two side seals, the bottom seal's two bands and the safe zone
    // Each piece page carries its own bottom seal bands: one on each panel, two on the gusset.
    expect(sheets.map((s) => curvedSeals(s).length)).toEqual([4, 1, 1, 2]);
    expect(front.labels.map((l) => l.text).join(' ')).toMatch(
      /Layers: Cut, Fold and Seals \(spot Dieline\), Bleed, Safe zone, Dimensions and Notes \(spot Guides\) are off and do not print\. White \(spot White, the default white underlay, overprinting; keep your artwork below it\) is on and prints\./,
    );
    expect(front.labels.map((l) => l.text).join(' ')).toContain('Position tolerance');
  });

  it('keep every label and crop mark on the page, and the notes clear of the bleed, for every size of every product', () => {
    for (const variant of allVariants) {
      for (const sheet of templateSheets(variantDieline(variant), dielineCaption(variant))) {
        for (const l of sheet.labels.filter((x) => !x.vertical)) {
          const width = measureText(l.text, l.size, l.weight);
          const left = l.anchor === 'start' ? l.x : l.anchor === 'middle' ? l.x - width / 2 : l.x - width;
          expect([variant.link, sheet.name, l.text, left >= 0 && left + width <= sheet.width && l.y - l.size >= 0 && l.y <= sheet.height]).toEqual([
            variant.link,
            sheet.name,
            l.text,
            true,
          ]);
          if (sheet.name !== 'overview' && l.role === 'text')
            expect([l.text, l.y < sheet.bleed.y || l.y - l.size > sheet.bleed.y + sheet.bleed.height]).toEqual([l.text, true]);
        }
        for (const mark of sheet.marks) for (const p of mark) expect(p.x >= 0 && p.x <= sheet.width && p.y >= 0 && p.y <= sheet.height).toBe(true);
      }
    }
  });

  it('put each kind of line on one layer: the cut, notches and window on Cut, the fold on Fold, seals and zipper on Seals', () => {
    const on = (name: string) =>
      Object.entries(LAYER_OF)
        .filter(([, layer]) => layer === name)
        .map(([role]) => role)
        .sort();
    expect([on('Cut'), on('Fold'), on('Seals')]).toEqual([['notch', 'trim', 'window'], ['fold'], ['seal', 'zipper']]);
    expect([LAYER_OF.bleed, LAYER_OF.safe, LAYER_OF.dimension, LAYER_OF.text]).toEqual(['Bleed', 'Safe zone', 'Dimensions', 'Notes']);
    // Each layer is the ISO 19593-1 processing step it holds.
    expect(
      Object.fromEntries(Object.entries(LAYER_SPECS).map(([layer, spec]) => [layer, [spec.step.group, spec.step.type].filter(Boolean).join('/')])),
    ).toEqual({
      Bleed: 'Structural/Bleed',
      'Safe zone': 'Positions/ContentArea',
      Seals: 'Structural/Gluing',
      Fold: 'Structural/Folding',
      Cut: 'Structural/Cutting',
      Dimensions: 'Dimensions',
      Notes: 'Legend',
      White: 'White',
    });
  });
});

describe('the PDF template', () => {
  const variant = findVariant('kraft-with-window', '500gm')!;
  const layout = variantDieline(variant);
  let template: Template;
  beforeAll(async () => {
    template = await readTemplate(await dielinePdf(layout, meta(variant), templateProfile()));
  });

  it("keeps the overview sheet as page 1 (the drawing's size, every label as text) and adds one page per printed piece", () => {
    expect(template.pages.map((p) => p.label)).toEqual(['Overview (not for print)', 'Front', 'Back', 'Gusset']);
    const [overview] = template.pages;
    expect(overview!.media.width).toBeCloseTo(layout.width, 2);
    expect(overview!.media.height).toBeCloseTo(layout.height, 2);
    expect(overview!.ownBoxes).toBe(true);
    expect([overview!.trim, overview!.bleed]).toEqual([overview!.media, overview!.media]);
    expect(overview!.texts.map((t) => t.text)).toEqual(expect.arrayContaining(layout.labels.filter((l) => l.role !== 'dimension').map((l) => l.text)));
    expect(overview!.texts.filter((t) => t.layer === 'Dimensions').map((t) => t.text)).toEqual(
      layout.labels.filter((l) => l.role === 'dimension').map((l) => l.text),
    );
    expect(template.title).toBe(dielineTitle(variant));
  });

  it("sets each piece page's TrimBox and BleedBox in mm to the layout's piece (within 0.01 mm), with a slug for marks round them", () => {
    for (const [i, piece] of layout.pieces.entries()) {
      const page = template.pages[i + 1]!;
      expect(page.ownBoxes).toBe(true);
      expect([page.trim.width, page.trim.height].map((n) => Math.round(n * 100) / 100)).toEqual([piece.trim.width, piece.trim.height]);
      expect(close(page.trim.width, piece.trim.width) && close(page.trim.height, piece.trim.height)).toBe(true);
      expect(sameBox(page.bleed, { x: page.trim.x - BLEED_MM, y: page.trim.y - BLEED_MM, width: piece.bleed.width, height: piece.bleed.height })).toBe(true);
      expect(inBox(page.bleed, { x: page.media.x + 10, y: page.media.y + 10, width: page.media.width - 20, height: page.media.height - 20 })).toBe(true);
      // What is drawn agrees with the boxes: the cut line is the TrimBox, the bleed line the BleedBox.
      const stroked = (layer: string) => page.paints.filter((p) => p.layer === layer && p.op === 'S').flatMap((p) => p.rects);
      expect(stroked('Cut').some((r) => sameBox(r, page.trim))).toBe(true);
      expect(stroked('Bleed').some((r) => sameBox(r, page.bleed))).toBe(true);
    }
  });

  it('draws the cut, fold and seals in the spot Dieline (alternate magenta), guides and notes in the spot Guides, the underlay in White: all overprinting, no process ink at all', () => {
    const spotOf: Record<string, string> = {
      Cut: 'Dieline',
      Fold: 'Dieline',
      Seals: 'Dieline',
      Bleed: 'Guides',
      'Safe zone': 'Guides',
      Dimensions: 'Guides',
      Notes: 'Guides',
      White: 'White',
    };
    for (const page of template.pages) {
      expect(page.separations).toEqual(
        expect.arrayContaining([
          { name: 'Dieline', alternate: 'DeviceCMYK', full: [0, 1, 0, 0] },
          { name: 'Guides', alternate: 'DeviceCMYK', full: [0.7, 0, 0, 0] },
          { name: 'White', alternate: 'DeviceCMYK', full: [0, 0, 0, 0.12] },
        ]),
      );
      expect(page.paints.filter((p) => p.layer === 'Cut' && p.op === 'S').length).toBeGreaterThan(0);
      expect(page.paints.filter((p) => p.space !== spotOf[p.layer ?? ''] || !p.overprint)).toEqual([]);
      // The technical layers hold lines: only the measures' arrowheads are filled; the cut is strokes only.
      expect(page.paints.filter((p) => p.op !== 'S' && !['Dimensions', 'White'].includes(p.layer!))).toEqual([]);
    }
    // On the overview, every piece's cut line is a Dieline stroke.
    const overview = template.pages[0]!;
    const cuts = overview.paints.filter((p) => p.space === 'Dieline' && p.op === 'S').flatMap((p) => p.rects);
    for (const piece of layout.pieces) expect(cuts.some((r) => sameBox(r, fromTop(piece.trim, layout.height)))).toBe(true);
    // The White underlay fills each piece's bleed, and is not on the overview, which prints nothing.
    expect(overview.paints.filter((p) => p.layer === 'White')).toEqual([]);
    const white = template.pages[2]!.paints.filter((p) => p.layer === 'White');
    expect(white.map((p) => p.op)).toEqual(['f']); // the back panel: no window to knock out
    expect(sameBox(white[0]!.rects[0]!, template.pages[2]!.bleed)).toBe(true);
    expect(template.pages[1]!.paints.filter((p) => p.layer === 'White').map((p) => p.op)).toEqual(['f*']); // the front: the window knocked out, even-odd
  });

  it('puts everything on optional content layers, listed top first, White the only one on in the default configuration and the top one that prints, and used by the content', () => {
    expect(template.layers).toEqual(['Notes', 'Dimensions', 'Cut', 'Fold', 'Seals', 'Safe zone', 'Bleed', 'White']);
    expect(template.layersOn).toEqual(['White']);
    expect(template.layersOff).toEqual(template.layers.slice(0, -1));
    for (const page of template.pages) {
      expect(page.balanced).toBe(true);
      expect(page.paints.filter((p) => p.layer === undefined)).toEqual([]);
      expect(page.texts.filter((t) => t.layer !== 'Notes' && t.layer !== 'Dimensions')).toEqual([]);
      // White is painted first, under only the layers that are off: artwork placed below it cannot knock it out.
      if (!page.label?.startsWith('Overview')) expect(page.layersUsed[0]).toBe('White');
    }
    expect([...template.pages[0]!.layersUsed].sort()).toEqual(['Bleed', 'Cut', 'Dimensions', 'Fold', 'Notes', 'Safe zone', 'Seals']);
    const front = template.pages[1]!;
    expect(front.paints.filter((p) => p.layer === 'Safe zone' && p.op === 'S')).toHaveLength(1);
    expect(front.paints.filter((p) => p.layer === 'Notes' && p.space === 'Guides' && p.op === 'S')).toHaveLength(8); // crop marks in the Guides spot
  });

  it('draws the curved bottom seal on the Seals layer of each panel page, the gusset page and the overview: outlined in a hairline of Dieline, overprinting', () => {
    const curved = template.pages.map((page) => page.paints.filter((p) => p.curves > 0 && p.layer === 'Seals'));
    expect(curved.map((paints) => paints.map((p) => p.op).join(' '))).toEqual(['S S S S', 'S', 'S', 'S S']);
    for (const p of curved.flat()) {
      expect([p.space, p.overprint]).toEqual(['Dieline', true]);
      if (p.op === 'S') expect(p.width >= MIN_STROKE_PT && p.width <= MAX_STROKE_PT).toBe(true);
    }
    // No curve on any other layer but the window's: its cut, and its hole in the white.
    expect(template.pages.flatMap((page) => page.paints.filter((p) => p.curves > 0 && !['Seals', 'Cut', 'White'].includes(p.layer!) && p.op !== 'Do'))).toEqual(
      [],
    );
  });

  it('holds the drawn bottom seal to its figures on the panel pages: from the side seals at the fold height to the bottom trim half-way across, 6 mm deep there', () => {
    const g = variant.dimensions.gusset;
    for (const page of template.pages.slice(1, 3)) {
      const [band] = page.paints.filter((p) => p.curves > 0 && p.layer === 'Seals' && p.op === 'S');
      const { trim } = page;
      // y up from the page's foot: the bottom trim is trim.y, the fold g/2 above it.
      const at = (x: number, y: number) => band!.points.some((p) => near(p, { x, y }));
      expect(at(trim.x + SIDE_SEAL_MM, trim.y + g / 2)).toBe(true);
      expect(at(trim.x + trim.width - SIDE_SEAL_MM, trim.y + g / 2)).toBe(true);
      expect(at(trim.x + trim.width / 2, trim.y)).toBe(true);
      expect(at(trim.x + trim.width / 2, trim.y + BOTTOM_SEAL_MM)).toBe(true);
      expect(Math.min(...band!.points.map((p) => p.y))).toBeCloseTo(trim.y, 1);
      expect(Math.max(...band!.points.map((p) => p.y))).toBeCloseTo(trim.y + g / 2, 1);
    }
    // On the gusset page (y up), the two bands reach its top and bottom trim half-way across, and meet at the fold.
    const gusset = template.pages[3]!;
    const bands = gusset.paints.filter((p) => p.curves > 0 && p.layer === 'Seals' && p.op === 'S');
    const middle = gusset.trim.x + gusset.trim.width / 2;
    expect(bands.map((b) => b.points.some((p) => near(p, { x: middle, y: gusset.trim.y + g })))).toEqual([true, false]);
    expect(bands.map((b) => b.points.some((p) => near(p, { x: middle, y: gusset.trim.y })))).toEqual([false, true]);
    for (const b of bands) expect(b.points.some((p) => near(p, { x: gusset.trim.x + SIDE_SEAL_MM, y: gusset.trim.y + g / 2 }))).toBe(true);
  });

  it('parses for every size of every product, and a size without a zipper has no zipper label', async () => {
    for (const v of allVariants) {
      const t = await readTemplate(await dielinePdf(variantDieline(v), meta(v), templateProfile()));
      expect([v.link, t.pages.length]).toEqual([v.link, 4]);
      const texts = t.pages[0]!.texts.map((x) => x.text);
      expect(texts).toContain(`Trim ${v.dimensions.width} mm`);
      expect(texts.some((x) => x.startsWith('Zipper band'))).toBe(v.product.art.zipper);
      expect(texts.includes('Window cut-out')).toBe(v.product.art.window);
      expect(close(t.pages[3]!.trim.height, v.dimensions.gusset)).toBe(true);
    }
  }, 60_000);

  it('claims no output condition and no PDF/X version while the press has none, and embeds the press profile as a PDF/X-4 output intent once it has', async () => {
    const catalogOf = async (bytes: Uint8Array) => {
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      const xmp = new TextDecoder().decode(decodePDFRawStream(doc.context.lookup(doc.catalog.get(PDFName.of('Metadata'))) as PDFRawStream).decode());
      const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
      return { doc, xmp, info, intents: doc.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray) };
    };
    const none = await catalogOf(await dielinePdf(layout, meta(variant), null));
    expect([none.intents, none.info.get(PDFName.of('GTS_PDFXVersion')), /GTS_PDFXVersion/.test(none.xmp)]).toEqual([undefined, undefined, false]);
    expect(template.pages[1]!.texts.map((t) => t.text).join(' ')).toContain('no output condition of our press is declared yet');
    const press = standInPress();
    if (!press) return; // Ghostscript's profile is not installed here
    const given = await catalogOf(await dielinePdf(layout, meta(variant), press));
    const intent = given.doc.context.lookup(given.intents!.get(0), PDFDict);
    expect((intent.get(PDFName.of('OutputConditionIdentifier')) as PDFString).decodeText()).toBe(press.condition.identifier);
    expect(decodePDFRawStream(given.doc.context.lookup(intent.get(PDFName.of('DestOutputProfile'))) as PDFRawStream).decode()).toEqual(press.profile);
    expect(given.xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    await expect(dielinePdf(layout, meta(variant), { ...press, profile: new Uint8Array(200) })).rejects.toThrow(/not a CMYK output/);
  });

  it('escapes brackets and backslashes in text', async () => {
    const l = dielineLayout(sizes['50gm'].dimensions, { ...options, productName: 'Pouch (test) \\ back' });
    const t = await readTemplate(await dielinePdf(l, { title: 'x', caption: 'Pouch (test) \\ back, 50gm', author: 'x' }, templateProfile()));
    expect(t.pages[0]!.texts.map((x) => x.text).join(' ')).toContain('Pouch (test) \\ back');
    expect(t.pages[1]!.texts.map((x) => x.text)).toContain('Pouch (test) \\ back, 50gm');
  });

  it('turns guide colours into CMYK: greys as black ink only', () => {
    expect(cmyk('#111827')).toEqual([0, 0, 0, expect.closeTo(0.9, 2)]);
    expect(cmyk('#ffffff')).toEqual([0, 0, 0, 0]);
    const [c, m, y, k] = cmyk('#e11d48');
    expect(m).toBeGreaterThan(0.8);
    expect(c).toBe(0);
    expect(y).toBeGreaterThan(0.6);
    expect(k).toBeCloseTo(1 - 0xe1 / 255, 5);
  });
});

describe('template addresses', () => {
  it("are the size page's address plus dieline.svg or .pdf, saved as printpouch-<product>-<size>-dieline", () => {
    const variant = findVariant('kraft-with-window', '500gm')!;
    expect(dielinePath(variant, 'pdf')).toBe('/products/kraft-with-window/500gm/dieline.pdf');
    expect(dielinePath(variant, 'svg')).toBe('/products/kraft-with-window/500gm/dieline.svg');
    expect(dielineFileName(variant, 'pdf')).toBe('printpouch-kraft-with-window-500gm-dieline.pdf');
    expect(dielinePdfAsset(variant)).toBe('/build/templates/printpouch-kraft-with-window-500gm-dieline.pdf');
  });
});
