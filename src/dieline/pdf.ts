import { PDFDocument, PDFName, PDFOperator, PDFString, type PDFObject, type PDFOperatorNames, type PDFPage, type PDFRef } from 'pdf-lib';
import type { Dimensions } from '../content/sizes';
import { dielineLayout, STYLES, type DielineLayout, type DielineOptions, type Label, type Point, type Rect, type Shape, type Style } from './layout';
import { textWidth } from './helvetica';
import { DIELINE_FILL_TINT, DIELINE_SPOT, LAYER_OF, LAYERS, POINTS_PER_MM, templateSheets, type Layer, type Sheet } from './sheets';

export { POINTS_PER_MM };

/**
 * The print template as a PDF a prepress department takes: page 1 the overview sheet, then the
 * front, back and gusset each at 1:1 with its TrimBox and BleedBox (and a slug for crop marks and
 * notes in the MediaBox). Every line the converter works to is in the spot colour "Dieline"
 * (a Separation, alternate process magenta), overprinting; dieline, bleed, safe zone and notes
 * are optional content layers (OCGs) of those names. Colours are CMYK, text is the standard
 * Helvetica (named, not embedded). Written with pdf-lib's low-level objects, which is why it never
 * runs in the worker (pdf-lib would not fit its size budget): stock sizes' templates are made at
 * build time (vite.config.ts), a custom size's in the buyer's browser (client/lib/template-pdf.ts).
 */

export interface TemplateMeta {
  /** The document's title. */
  title: string;
  /** What the template is for, on each piece page: "Kraft Stand-Up Pouch, 500gm". */
  caption: string;
  /** The company, as the document's author. */
  author: string;
}

/**
 * What a print template is made from: the size, how its layout is drawn and the PDF's title.
 * Plain data, so that the build and the browser (as an island's props) make the same file.
 */
export interface TemplateSpec {
  dimensions: Dimensions;
  options: DielineOptions;
  meta: TemplateMeta;
}

const num = (n: number): string => String(Math.round(n * 1000) / 1000);

/**
 * A screen colour as CMYK for print: near-greys as black ink only, other colours by the usual
 * naive split (a template's guides need to be recognisable, not colour-managed).
 */
export function cmyk(hex: string): [number, number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [v >> 16, (v >> 8) & 255, v & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  if (max - Math.min(r, g, b) < 0.1) return [0, 0, 0, 1 - (r + g + b) / 3];
  const k = 1 - max;
  return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k];
}

/** A PDF literal string of printable ASCII; anything else (never used by the layout) becomes "?". */
const literal = (text: string): PDFString => PDFString.of(text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`));

/** Resource names on every page. */
const FONT = { normal: 'F1', bold: 'F2' } as const;
const SPOT = DIELINE_SPOT.name;
const REGISTRATION = 'All';
const OVERPRINT = 'GSOverprint';
const PROPERTY: Readonly<Record<Layer, string>> = { Bleed: 'Bleed', 'Safe zone': 'SafeZone', Dieline: 'Dieline', Notes: 'Notes' };

/** The operators that draw one sheet, layer by layer, each layer in its marked-content section. */
function sheetOperators(sheet: Sheet): PDFOperator[] {
  const k = POINTS_PER_MM;
  const ops: PDFOperator[] = [];
  const op = (name: string, ...args: (string | number | PDFString)[]): void => {
    ops.push(PDFOperator.of(name as PDFOperatorNames, args.map((a) => (typeof a === 'number' ? num(a) : a))));
  };
  const X = (x: number): number => x * k;
  const Y = (y: number): number => (sheet.height - y) * k;

  const moveTo = (p: Point): void => op('m', X(p.x), Y(p.y));
  const path = (points: readonly Point[]): void => points.forEach((p, i) => (i === 0 ? moveTo(p) : op('l', X(p.x), Y(p.y))));
  const rectPath = (s: Rect & { radius?: number }): void => {
    const r = Math.min(s.radius ?? 0, s.width / 2, s.height / 2);
    if (!r) {
      op('re', X(s.x), Y(s.y + s.height), s.width * k, s.height * k);
      return;
    }
    const c = r * 0.5523; // control point distance for a quarter circle by one cubic Bézier
    const [x0, y0, x1, y1] = [s.x, s.y, s.x + s.width, s.y + s.height];
    const curve = (a: Point, b: Point, to: Point): void => op('c', X(a.x), Y(a.y), X(b.x), Y(b.y), X(to.x), Y(to.y));
    moveTo({ x: x0 + r, y: y0 });
    op('l', X(x1 - r), Y(y0));
    curve({ x: x1 - r + c, y: y0 }, { x: x1, y: y0 + r - c }, { x: x1, y: y0 + r });
    op('l', X(x1), Y(y1 - r));
    curve({ x: x1, y: y1 - r + c }, { x: x1 - r + c, y: y1 }, { x: x1 - r, y: y1 });
    op('l', X(x0 + r), Y(y1));
    curve({ x: x0 + r - c, y: y1 }, { x: x0, y: y1 - r + c }, { x: x0, y: y1 - r });
    op('l', X(x0), Y(y0 + r));
    curve({ x: x0, y: y0 + r - c }, { x: x0 + r - c, y: y0 }, { x: x0 + r, y: y0 });
    op('h');
  };
  const shapePath = (s: Shape): void => {
    if (s.kind === 'rect') rectPath(s);
    else {
      path(s.points);
      if (s.kind === 'polygon') op('h');
    }
  };
  const lineStyle = (style: Style): void => {
    op('w', (style.width ?? 0.25) * k);
    op('d', `[${(style.dash ?? []).map((d) => num(d * k)).join(' ')}]`, 0);
  };
  const strokeCmyk = (hex: string): void => op('K', ...cmyk(hex));
  const fillCmyk = (hex: string): void => op('k', ...cmyk(hex));
  const same = (a: Rect, b: Rect): boolean => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) + Math.abs(a.width - b.width) + Math.abs(a.height - b.height) < 0.01;

  /** A guide in process colours: the bleed (on the overview, the band between bleed and trim) and the safe zone. */
  const guide = (s: Shape): void => {
    const style = STYLES[s.role];
    if (sheet.fills && style.fill && s.kind === 'rect') {
      fillCmyk(style.fill);
      rectPath(s);
      const trim = sheet.pieces.find((p) => same(p.bleed, s))?.trim;
      if (trim) rectPath(trim);
      op(trim ? 'f*' : 'f');
    }
    if (style.stroke && style.width) {
      strokeCmyk(style.stroke);
      lineStyle(style);
      shapePath(s);
      op('S');
    }
  };

  /** A dieline shape in the spot colour: areas at their tint, lines and notches solid. */
  const dieline = (s: Shape): void => {
    const style = STYLES[s.role];
    const tint = DIELINE_FILL_TINT[s.role];
    if (tint !== undefined && (s.kind !== 'line')) {
      op('scn', tint);
      shapePath(s);
      op('f');
    }
    if (style.stroke && style.width && s.kind !== 'polygon') {
      op('SCN', 1);
      lineStyle(style);
      shapePath(s);
      op('S');
    }
  };

  const note = (s: Shape): void => {
    const style = STYLES[s.role];
    if (s.kind === 'polygon') {
      fillCmyk(style.fill ?? style.stroke ?? '#000000');
      shapePath(s);
      op('f');
    } else if (style.stroke && style.width) {
      strokeCmyk(style.stroke);
      lineStyle(style);
      shapePath(s);
      op('S');
    }
  };

  const text = (l: Label): void => {
    const width = textWidth(l.text, l.size, l.weight);
    const shift = l.anchor === 'start' ? 0 : l.anchor === 'middle' ? width / 2 : width;
    const [x, y] = [X(l.x), Y(l.y)];
    op('BT');
    op('Tf', `/${FONT[l.weight]}`, l.size * k);
    fillCmyk(STYLES[l.role].text);
    if (l.vertical) op('Tm', 0, 1, -1, 0, x, y - shift * k);
    else op('Tm', 1, 0, 0, 1, x - shift * k, y);
    op('Tj', literal(l.text));
    op('ET');
  };

  op('J', 1);
  op('j', 1);
  for (const layer of LAYERS) {
    const shapes = sheet.shapes.filter((s) => LAYER_OF[s.role] === layer);
    const notes = layer === 'Notes';
    if (!shapes.length && !(notes && (sheet.labels.length || sheet.marks.length))) continue;
    op('BDC', '/OC', `/${PROPERTY[layer]}`);
    op('q');
    if (layer === 'Dieline') {
      // Overprint: the dieline never knocks a hole in the artwork under it.
      op('gs', `/${OVERPRINT}`);
      op('CS', `/${SPOT}`);
      op('cs', `/${SPOT}`);
      shapes.forEach(dieline);
    } else if (notes) {
      shapes.forEach(note);
      if (sheet.marks.length) {
        op('CS', `/${REGISTRATION}`);
        op('SCN', 1);
        op('w', 0.1 * k);
        op('d', '[]', 0);
        for (const mark of sheet.marks) {
          path(mark);
          op('S');
        }
      }
      sheet.labels.forEach(text);
    } else shapes.forEach(guide);
    op('Q');
    op('EMC');
  }
  return ops;
}

/** The page boxes of a sheet's piece, in points from the bottom left. */
function box(sheet: Sheet, r: Rect): [number, number, number, number] {
  const k = POINTS_PER_MM;
  return [r.x * k, (sheet.height - r.y - r.height) * k, r.width * k, r.height * k];
}

/**
 * The template of one layout as PDF bytes.
 *
 * @example await dielinePdf(variantDieline(variant), { title: 'PrintPouch print template: …', caption: 'Kraft Stand-Up Pouch, 500gm', author: 'PrintPouch' })
 */
export async function dielinePdf(layout: DielineLayout, meta: TemplateMeta): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.caption);
  doc.setCreator(meta.author);
  const context = doc.context;
  const ref = (value: PDFObject): PDFRef => context.register(value);

  const font = (base: string): PDFRef => ref(context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: base, Encoding: 'WinAnsiEncoding' }));
  const fonts = { [FONT.normal]: font('Helvetica'), [FONT.bold]: font('Helvetica-Bold') };
  /** A spot colour: 0 is no ink, 1 is full ink, shown as `full` CMYK where the spot is not printed. */
  const separation = (name: string, full: readonly number[]): PDFRef =>
    ref(context.obj(['Separation', PDFName.of(name), 'DeviceCMYK', ref(context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [...full], N: 1 }))]));
  const colourSpaces = context.obj({ [SPOT]: separation(SPOT, DIELINE_SPOT.alternateCmyk), [REGISTRATION]: separation(REGISTRATION, [1, 1, 1, 1]) });
  const overprint = ref(context.obj({ Type: 'ExtGState', OP: true, op: true, OPM: 1 }));

  const layers = Object.fromEntries(LAYERS.map((name) => [name, ref(context.obj({ Type: 'OCG', Name: PDFString.of(name) }))])) as Record<Layer, PDFRef>;
  // Listed top first, as a layers panel shows them; all visible and printed.
  const order = [...LAYERS].reverse().map((name) => layers[name]);
  doc.catalog.set(PDFName.of('OCProperties'), context.obj({
    OCGs: order,
    D: { Name: PDFString.of('Layers'), Order: order, ON: order, OFF: [], BaseState: 'ON' },
  }));
  const properties = context.obj(Object.fromEntries(LAYERS.map((name) => [PROPERTY[name], layers[name]])));

  const sheets = templateSheets(layout, meta.caption);
  const pageLabel = (sheet: Sheet): string => (sheet.name === 'overview' ? 'Overview' : sheet.name[0]!.toUpperCase() + sheet.name.slice(1));
  doc.catalog.set(PDFName.of('PageLabels'), context.obj({ Nums: sheets.flatMap((s, i) => [i, { P: PDFString.of(pageLabel(s)) }]) }));

  for (const sheet of sheets) {
    const page: PDFPage = doc.addPage([sheet.width * POINTS_PER_MM, sheet.height * POINTS_PER_MM]);
    if (sheet.trim && sheet.bleed) {
      page.setBleedBox(...box(sheet, sheet.bleed));
      page.setTrimBox(...box(sheet, sheet.trim));
    }
    for (const [name, fontRef] of Object.entries(fonts)) page.node.setFontDictionary(PDFName.of(name), fontRef);
    page.node.setExtGState(PDFName.of(OVERPRINT), overprint);
    const resources = page.node.Resources()!;
    resources.set(PDFName.of('ColorSpace'), colourSpaces);
    resources.set(PDFName.of('Properties'), properties);
    page.pushOperators(...sheetOperators(sheet));
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * The PDF template of a size: the very layout its SVG draws, rendered as PDF.
 *
 * @example await templatePdf(templateSpec(variant)) // as the build makes a stock size's
 */
export const templatePdf = (spec: TemplateSpec): Promise<Uint8Array> => dielinePdf(dielineLayout(spec.dimensions, spec.options), spec.meta);
