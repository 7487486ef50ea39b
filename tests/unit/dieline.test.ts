import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, PDFArray, PDFDict, decodePDFRawStream } from 'pdf-lib';
import { allVariants, findVariant } from '../../src/content/catalogue';
import { sizes } from '../../src/content/sizes';
import { BLEED_MM, dielineLayout, STYLES, ZIPPER_FROM_TOP_MM, TEAR_NOTCH_FROM_TOP_MM, type DielineLayout, type Shape } from '../../src/dieline/layout';
import { dielineSvg } from '../../src/dieline/svg';
import { dielinePdf, POINTS_PER_MM } from '../../src/dieline/pdf';
import { dielineFileName, dielinePath, variantDieline } from '../../src/dieline/route';
import { textWidth } from '../../src/dieline/helvetica';

const options = { zipper: true, window: true, productName: 'Kraft Stand-Up Pouch', sizeLabel: '500gm', brand: 'PrintPouch' };
const rects = (layout: DielineLayout, role: Shape['role']) => layout.shapes.filter((s): s is Extract<Shape, { kind: 'rect' }> => s.kind === 'rect' && s.role === role);
const ofRole = (layout: DielineLayout, role: Shape['role']) => layout.shapes.filter((s) => s.role === role);
const texts = (layout: DielineLayout) => layout.labels.map((l) => l.text);
const within = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

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
    expect(rects(layout, 'trim').map((r) => [r.width, r.height])).toEqual([[150, 220], [150, 220], [150, 40]]);
    expect(rects(layout, 'bleed').map((r) => [r.width, r.height])).toEqual([[156, 226], [156, 226], [156, 46], [10, 4]]); // the last is the legend's sample
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

  it('draws the zipper line only on zipper pouches, 30 mm below the top trim', () => {
    const zipper = ofRole(layout, 'zipper').filter((s) => s.kind === 'line');
    expect(zipper).toHaveLength(3); // front, back and the legend's sample
    const front = piece('front').trim;
    expect(zipper[0]).toMatchObject({ points: [{ x: front.x, y: front.y + ZIPPER_FROM_TOP_MM }, { x: front.x + 150, y: front.y + ZIPPER_FROM_TOP_MM }] });
    expect(texts(layout)).toContain('Zipper 30 mm from top');
    const plain = dielineLayout(sizes['500gm'].dimensions, { ...options, zipper: false });
    expect(ofRole(plain, 'zipper')).toEqual([]);
    expect(texts(plain).join(' ')).not.toMatch(/zipper/i);
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
    for (const label of ['Trim 150 mm', 'Trim 220 mm', 'Trim 40 mm', 'Bleed 3 mm', 'Top seal 10 mm', 'Side seal 8 mm', 'Tear notch 20 mm from top', 'Gusset fold at 20 mm', `Safe zone ${front!.width} mm x ${front!.height} mm`, 'Window cut-out', '60 mm x 74.8 mm']) {
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
      expect(l.x + textWidth(l.text, l.size, l.weight)).toBeLessThanOrEqual(layout.width);
    }
  });
});

/** The SVG's root attributes and its rectangles of one class, read back from the file. */
function readSvg(svg: string) {
  const root = /<svg [^>]*>/.exec(svg)![0];
  const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  const rectsOf = (cls: string) => [...svg.matchAll(new RegExp(`<rect class="${cls}"[^>]*>`, 'g'))].map((m) => [Number(attr(m[0], 'width')), Number(attr(m[0], 'height'))]);
  return { width: attr(root, 'width'), height: attr(root, 'height'), viewBox: attr(root, 'viewBox'), rectsOf };
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

  it('carries the catalogue\'s flat layout: 500gm panels 150 x 220 mm and gusset 150 x 40 mm, plus 3 mm bleed', () => {
    const { width, length, gusset } = variant.dimensions;
    expect([width, length, gusset]).toEqual([150, 220, 40]);
    expect(svg.rectsOf('trim')).toEqual([[width, length], [width, length], [width, gusset]]);
    expect(svg.rectsOf('bleed').slice(0, 3)).toEqual([[width + 6, length + 6], [width + 6, length + 6], [width + 6, gusset + 6]]);
    // The drawing holds both panels side by side and the gusset below them.
    expect(layout.width).toBeGreaterThan(2 * (width + 6));
    expect(layout.height).toBeGreaterThan(length + gusset + 12);
  });
});

/** Text shown by a PDF page: the strings of its content stream's Tj operators, in order. */
function pageTexts(bytes: string): string[] {
  const out: string[] = [];
  const operands: string[] = [];
  let i = 0;
  while (i < bytes.length) {
    const ch = bytes[i]!;
    if (ch === '(') {
      let depth = 1;
      let s = '';
      i++;
      while (depth > 0) {
        const c = bytes[i++]!;
        if (c === '\\') s += bytes[i++]!;
        else if (c === '(') { depth++; s += c; } else if (c === ')') { if (--depth > 0) s += c; } else s += c;
      }
      operands.push(s);
      continue;
    }
    if (/\s/.test(ch)) { i++; continue; }
    const token = /^[^\s()\[\]<>/]+|^[\[\]<>/]/.exec(bytes.slice(i, i + 40))![0];
    i += token.length;
    if (/^[A-Za-z'"*]+$/.test(token)) {
      if (token === 'Tj') out.push(operands[operands.length - 1]!);
      operands.length = 0;
    }
  }
  return out;
}

async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const [page] = doc.getPages();
  const contents = page!.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const text = streams.map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s as PDFRawStream).decode())).join('\n');
  const fonts = page!.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const baseFonts = fonts.values().map((ref) => String((doc.context.lookup(ref) as PDFDict).get(PDFName.of('BaseFont'))));
  return { pages: doc.getPageCount(), size: page!.getSize(), texts: pageTexts(text), baseFonts, title: doc.getTitle() };
}

describe('the PDF template', () => {
  it('is one page exactly the drawing\'s size (mm x 72 / 25.4 points), with every label as text', async () => {
    const variant = findVariant('kraft-with-window', '500gm')!;
    const layout = variantDieline(variant);
    const pdf = await readPdf(dielinePdf(layout, `Template ${variant.title}`));
    expect(pdf.pages).toBe(1);
    expect(pdf.size.width).toBeCloseTo(layout.width * POINTS_PER_MM, 2);
    expect(pdf.size.height).toBeCloseTo(layout.height * POINTS_PER_MM, 2);
    expect(pdf.size.width).toBeCloseTo((layout.width * 72) / 25.4, 2);
    expect(pdf.texts).toEqual(layout.labels.map((l) => l.text));
    for (const label of ['Trim 150 mm', 'Trim 220 mm', 'Trim 40 mm', 'Bleed 3 mm', 'Zipper 30 mm from top', 'Window cut-out', 'Legend']) expect(pdf.texts).toContain(label);
    expect(pdf.baseFonts.sort()).toEqual(['/Helvetica', '/Helvetica-Bold']);
    expect(pdf.title).toBe(`Template ${variant.title}`);
  });

  it('parses for every size of every product, and a size without a zipper has no zipper label', async () => {
    for (const variant of allVariants) {
      const pdf = await readPdf(dielinePdf(variantDieline(variant), variant.title));
      expect(pdf.texts).toContain(`Trim ${variant.dimensions.width} mm`);
      expect(pdf.texts.some((t) => t.startsWith('Zipper'))).toBe(variant.product.art.zipper);
      expect(pdf.texts.includes('Window cut-out')).toBe(variant.product.art.window);
    }
  });

  it('escapes brackets and backslashes in text', async () => {
    const layout = dielineLayout(sizes['50gm'].dimensions, { ...options, productName: 'Pouch (test) \\ back' });
    expect((await readPdf(dielinePdf(layout, 'x'))).texts.join(' ')).toContain('Pouch (test) \\ back');
  });
});

describe('template addresses', () => {
  it('are the size page\'s address plus dieline.svg or .pdf, saved as printpouch-<product>-<size>-dieline', () => {
    const variant = findVariant('kraft-with-window', '500gm')!;
    expect(dielinePath(variant, 'pdf')).toBe('/products/kraft-with-window/500gm/dieline.pdf');
    expect(dielinePath(variant, 'svg')).toBe('/products/kraft-with-window/500gm/dieline.svg');
    expect(dielineFileName(variant, 'pdf')).toBe('printpouch-kraft-with-window-500gm-dieline.pdf');
  });
});
