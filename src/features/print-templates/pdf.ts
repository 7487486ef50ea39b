import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFOperator, PDFString, type PDFObject, type PDFOperatorNames, type PDFPage, type PDFRef } from 'pdf-lib';
import type { Dimensions } from '@features/catalogue';
import {
  dielineLayout,
  measureText as measure,
  type DielineLayout,
  type DielineOptions,
  type Label,
  type Point,
  type Rect,
  type Role,
  type Shape,
} from './layout';
import { outlineWidth, textOutline, type Weight } from './lettering';
import { OUTLINE_CHARSET } from './outlines';
import {
  DASH_MM,
  DIELINE_FILL_TINT,
  DIELINE_SPOT,
  GUIDES_SPOT,
  LAYER_OF,
  LAYER_SPECS,
  LAYERS,
  POINTS_PER_MM,
  STROKE_PT,
  templateSheets,
  WHITE_INK,
  type Layer,
  type Sheet,
} from './sheets';

export { POINTS_PER_MM };

/**
 * The print template as a PDF/X-4 file a prepress department takes: page 1 the overview sheet,
 * then the front, back and gusset each at 1:1 with its TrimBox and BleedBox (and a slug for crop
 * marks and notes in the MediaBox). Everything the template draws is in technical spot colours
 * ("Dieline" for what the converter cuts, folds and seals, "Guides" for guides and notes) on
 * optional content layers (OCGs) whose print state is OFF and which carry their ISO 19593-1
 * processing step, so nothing of it prints; on a film that takes white ink, the default white
 * underlay is on a layer of its own in the spot "White", which prints. Words are set in two
 * embedded Type 3 fonts whose glyphs are the Noto Sans outlines (lettering.ts), so the file needs
 * no font from outside and its words can still be searched and read; the output intent is a CMYK printing condition with its ICC profile
 * embedded, and the XMP metadata says PDF/X-4. Written with pdf-lib's low-level objects, which is
 * why it never runs in the worker (pdf-lib would not fit its size budget): stock sizes' templates
 * are made at build time (vite.config.ts), a custom size's in the buyer's browser
 * (src/features/print-templates/template-pdf.ts).
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

/**
 * The CMYK printing condition of the output intent, and its ICC profile (src/features/print-templates/icc/,
 * read by the build and fetched by the browser, passed in as bytes): Ghostscript's
 * "Artifex CMYK SWOP Profile", which characterises SWOP, i.e. web offset on coated paper as
 * registered with the ICC as CGATS TR 001. Our digital press has no registered condition of its
 * own; the intent states what the CMYK numbers of artwork placed with the template mean.
 */
export const OUTPUT_INTENT = {
  identifier: 'CGATS TR 001',
  registry: 'http://www.color.org',
  condition: 'SWOP (web offset, coated paper), CGATS TR 001',
  info: 'Artifex CMYK SWOP Profile',
} as const;

/**
 * The date the template drawing was last revised, written as the PDF's creation and modification
 * dates: a fixed date, not the clock, so that the same size always makes the same bytes.
 */
export const TEMPLATE_REVISED = '2026-11-28T00:00:00Z';

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

/** Resource names on every page. */
const OVERPRINT = 'GSOverprint';
const FONT: Readonly<Record<Weight, string>> = { normal: 'T1', bold: 'T2' };
/** The font's code of each character: printable ASCII as itself, the few others from 128 on. */
const CODES: ReadonlyMap<string, number> = new Map([...OUTLINE_CHARSET].map((ch, i) => [ch, i < 95 ? ch.charCodeAt(0) : 128 + i - 95]));
/** The character of a code of the outline fonts (their ToUnicode says the same), for reading a template back. */
export const charOfCode = (code: number): string => [...CODES].find(([, c]) => c === code)?.[0] ?? String.fromCharCode(code);
/** A character the fonts lack (never one the layout writes) is set as a question mark. */
const codeOf = (ch: string): number => CODES.get(ch) ?? 63;
/** A PDF literal string of the font's codes, escaped. */
const encoded = (text: string): PDFString =>
  PDFString.of(
    [...text]
      .map((ch) => {
        const c = codeOf(ch);
        return c > 126 ? `\\${c.toString(8)}` : /[\\()]/.test(ch) ? `\\${ch}` : ch;
      })
      .join(''),
  );
const PROPERTY: Readonly<Record<Layer, string>> = {
  White: 'White',
  Bleed: 'Bleed',
  'Safe zone': 'SafeZone',
  Seals: 'Seals',
  Fold: 'Fold',
  Cut: 'Cut',
  Notes: 'Notes',
};
/** Crop marks: hairlines. */
const MARK_PT = 0.25;

/** The operators that draw one sheet, layer by layer, each layer in its marked-content section. */
function sheetOperators(sheet: Sheet): PDFOperator[] {
  const k = POINTS_PER_MM;
  const ops: PDFOperator[] = [];
  const op = (name: string, ...args: (string | number | PDFString)[]): void => {
    ops.push(
      PDFOperator.of(
        name as PDFOperatorNames,
        args.map((a) => (typeof a === 'number' ? num(a) : a)),
      ),
    );
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
    else if (s.kind === 'path') {
      for (const step of s.steps) {
        if (step.op === 'M') moveTo(step);
        else if (step.op === 'L') op('l', X(step.x), Y(step.y));
        else if (step.op === 'C') op('c', X(step.x1), Y(step.y1), X(step.x2), Y(step.y2), X(step.x), Y(step.y));
        else op('h');
      }
    } else {
      path(s.points);
      if (s.kind === 'polygon') op('h');
    }
  };
  /** A hairline in points, solid unless the role is a dashed guide. */
  const lineStyle = (role: Role): void => {
    op('w', STROKE_PT[role] ?? MARK_PT);
    op('d', `[${(DASH_MM[role] ?? []).map((d) => num(d * k)).join(' ')}]`, 0);
  };
  const same = (a: Rect, b: Rect): boolean => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) + Math.abs(a.width - b.width) + Math.abs(a.height - b.height) < 0.01;

  /** A shape in its layer's spot: areas at their tint (the overview's bleed band too), lines solid. */
  const technical = (s: Shape): void => {
    const tint = s.kind === 'polygon' ? 1 : DIELINE_FILL_TINT[s.role];
    if (tint !== undefined && s.kind !== 'line') {
      op('scn', tint);
      shapePath(s);
      op('f');
    }
    if (s.role === 'bleed' && sheet.fills && s.kind === 'rect') {
      const trim = sheet.pieces.find((p) => same(p.bleed, s))?.trim;
      op('scn', 0.15);
      rectPath(s);
      if (trim) rectPath(trim);
      op(trim ? 'f*' : 'f');
    }
    if (STROKE_PT[s.role] && s.kind !== 'polygon') {
      op('SCN', 1);
      lineStyle(s.role);
      shapePath(s);
      op('S');
    }
  };

  /** A label in the outline fonts, filled in the spot of its layer. */
  const text = (l: Label): void => {
    const width = outlineAdvance(l);
    const shift = l.anchor === 'start' ? 0 : l.anchor === 'middle' ? width / 2 : width;
    const [x, y] = [X(l.x), Y(l.y)];
    op('BT');
    op('Tf', `/${FONT[l.weight]}`, l.size * k);
    if (l.vertical) op('Tm', 0, 1, -1, 0, x, y - shift * k);
    else op('Tm', 1, 0, 0, 1, x - shift * k, y);
    op('Tj', encoded(l.text));
    op('ET');
  };

  op('J', 0);
  op('j', 0);
  for (const layer of LAYERS) {
    const shapes = sheet.shapes.filter((s) => LAYER_OF[s.role] === layer);
    const notes = layer === 'Notes';
    const white = layer === 'White' ? sheet.white : [];
    if (!shapes.length && !white.length && !(notes && (sheet.labels.length || sheet.marks.length))) continue;
    op('BDC', '/OC', `/${PROPERTY[layer]}`);
    op('q');
    // Overprint: a technical colour (and the white under the print) never knocks a hole in the artwork.
    op('gs', `/${OVERPRINT}`);
    op('CS', `/${LAYER_SPECS[layer].spot}`);
    op('cs', `/${LAYER_SPECS[layer].spot}`);
    for (const area of white) {
      // The underlay with its clear areas knocked out: even-odd, so each window is a hole.
      op('scn', 1);
      rectPath(area.rect);
      area.clear.forEach(rectPath);
      op(area.clear.length ? 'f*' : 'f');
    }
    shapes.forEach(technical);
    if (notes) {
      if (sheet.marks.length) {
        op('SCN', 1);
        op('w', MARK_PT);
        op('d', '[]', 0);
        for (const mark of sheet.marks) {
          path(mark);
          op('S');
        }
      }
      op('scn', 1);
      sheet.labels.forEach(text);
    }
    op('Q');
    op('EMC');
  }
  return ops;
}

/** The advance of a label's words, mm. */
function outlineAdvance(l: Label): number {
  return measure(l.text, l.size, l.weight);
}

/**
 * One weight of the outline font as a Type 3 font: each glyph a procedure that fills its Noto Sans
 * outline (glyph space 1000 units to the em, y up), uncoloured (d0), so it takes the spot it is set in.
 */
function outlineFont(doc: PDFDocument, weight: Weight): PDFRef {
  const context = doc.context;
  const names = [...OUTLINE_CHARSET].map((ch) => `u${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  const charProcs: Record<string, PDFRef> = {};
  [...OUTLINE_CHARSET].forEach((ch, i) => {
    const ops: string[] = [`${outlineWidth(ch, 1000, weight)} 0 d0`];
    for (const step of textOutline(ch, 0, 0, 1000, weight)) {
      if (step.op === 'M') ops.push(`${num(step.x)} ${num(-step.y)} m`);
      else if (step.op === 'L') ops.push(`${num(step.x)} ${num(-step.y)} l`);
      else if (step.op === 'C') ops.push(`${num(step.x1)} ${num(-step.y1)} ${num(step.x2)} ${num(-step.y2)} ${num(step.x)} ${num(-step.y)} c`);
      else ops.push('h');
    }
    if (ops.length > 1) ops.push('f');
    charProcs[names[i]!] = context.register(context.flateStream(ops.join('\n')));
  });
  const codes = [...OUTLINE_CHARSET].map(codeOf);
  const first = Math.min(...codes);
  const last = Math.max(...codes);
  const widths = Array.from({ length: last - first + 1 }, (_, i) => {
    const at = codes.indexOf(first + i);
    return at < 0 ? 0 : outlineWidth(OUTLINE_CHARSET[at]!, 1000, weight);
  });
  // Unicode for each code, so that the words can be searched and copied.
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${codes.length} beginbfchar`,
    ...[...OUTLINE_CHARSET].map((ch, i) => `<${codes[i]!.toString(16).padStart(2, '0')}> <${ch.codePointAt(0)!.toString(16).padStart(4, '0')}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type3',
      Name: FONT[weight],
      FontBBox: [-200, -300, 1300, 1100],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: context.obj(charProcs),
      Encoding: context.obj({ Type: 'Encoding', Differences: codes.flatMap((c, i) => [c, PDFName.of(names[i]!)]) }),
      FirstChar: first,
      LastChar: last,
      Widths: widths,
      Resources: context.obj({}),
      ToUnicode: context.register(context.flateStream(toUnicode)),
    }),
  );
}

/** A page box of a sheet, in points from the bottom left. */
function box(sheet: Sheet, r: Rect): [number, number, number, number] {
  const k = POINTS_PER_MM;
  return [r.x * k, (sheet.height - r.y - r.height) * k, r.width * k, r.height * k];
}

/** 16 bytes from text (FNV-1a in four lanes), as hex: the file's /ID and XMP document ID, the same for the same template. */
export function fingerprint(text: string): string {
  const lanes = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995, 0x9e3779b9, 0x85ebca6b];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    for (let j = 0; j < lanes.length; j++) lanes[j] = Math.imul((lanes[j]! ^ c) >>> 0, 0x01000193 + 2 * j) >>> 0;
  }
  return lanes.map((n) => n.toString(16).padStart(8, '0')).join('');
}

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The XMP metadata packet PDF/X-4 asks for, agreeing with the document information dictionary. */
function xmp(meta: TemplateMeta, id: string, producer: string): string {
  const uuid = `uuid:${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20, 32)}`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    ' xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"',
    ' xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(meta.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${xml(meta.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xml(meta.caption)}</rdf:li></rdf:Alt></dc:description>`,
    `<xmp:CreateDate>${TEMPLATE_REVISED}</xmp:CreateDate>`,
    `<xmp:ModifyDate>${TEMPLATE_REVISED}</xmp:ModifyDate>`,
    `<xmp:MetadataDate>${TEMPLATE_REVISED}</xmp:MetadataDate>`,
    `<xmp:CreatorTool>${xml(meta.author)}</xmp:CreatorTool>`,
    `<pdf:Producer>${xml(producer)}</pdf:Producer>`,
    '<pdf:Trapped>False</pdf:Trapped>',
    `<xmpMM:DocumentID>${uuid}</xmpMM:DocumentID>`,
    `<xmpMM:InstanceID>${uuid}</xmpMM:InstanceID>`,
    '<xmpMM:VersionID>1</xmpMM:VersionID>',
    '<xmpMM:RenditionClass>default</xmpMM:RenditionClass>',
    '<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * The template of one layout as PDF bytes, with `profile` (the output intent's CMYK ICC profile,
 * OUTPUT_INTENT) embedded.
 *
 * @example await dielinePdf(variantDieline(variant), { title: 'PrintPouch print template: …', caption: 'Kraft Stand-Up Pouch, 500gm', author: 'PrintPouch' }, profile)
 */
export async function dielinePdf(layout: DielineLayout, meta: TemplateMeta, profile: Uint8Array): Promise<Uint8Array> {
  if (!(profile instanceof Uint8Array) || profile.length < 132 || String.fromCharCode(...profile.subarray(16, 20)) !== 'CMYK') {
    throw new Error('The print template needs a CMYK ICC profile for its output intent: the bytes given are not one.');
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  const context = doc.context;
  const ref = (value: PDFObject): PDFRef => context.register(value);
  const producer = `${meta.author} print templates (pdf-lib)`;
  const id = fingerprint(JSON.stringify([layout, meta]));
  const date = new Date(TEMPLATE_REVISED);

  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.caption);
  doc.setCreator(meta.author);
  doc.setProducer(producer);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Trapped'), PDFName.of('False'));
  info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of('PDF/X-4'));
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);

  doc.catalog.set(PDFName.of('Metadata'), ref(context.stream(new TextEncoder().encode(xmp(meta, id, producer)), { Type: 'Metadata', Subtype: 'XML' })));
  doc.catalog.set(
    PDFName.of('OutputIntents'),
    context.obj([
      {
        Type: 'OutputIntent',
        S: 'GTS_PDFX',
        OutputConditionIdentifier: PDFString.of(OUTPUT_INTENT.identifier),
        OutputCondition: PDFString.of(OUTPUT_INTENT.condition),
        RegistryName: PDFString.of(OUTPUT_INTENT.registry),
        Info: PDFString.of(OUTPUT_INTENT.info),
        DestOutputProfile: ref(context.flateStream(profile, { N: 4 })),
      },
    ]),
  );

  /** A spot colour: 0 is no ink, 1 is full ink, shown as `full` CMYK where the spot is not printed. */
  const separation = (name: string, full: readonly number[]): PDFRef =>
    ref(
      context.obj(['Separation', PDFName.of(name), 'DeviceCMYK', ref(context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [...full], N: 1 }))]),
    );
  const spots = [DIELINE_SPOT, GUIDES_SPOT, ...(layout.white ? [WHITE_INK] : [])];
  const colourSpaces = context.obj(Object.fromEntries(spots.map((s) => [s.name, separation(s.name, s.alternateCmyk)])));
  const overprint = ref(context.obj({ Type: 'ExtGState', OP: true, op: true, OPM: 1 }));
  const fonts = context.obj({ [FONT.normal]: outlineFont(doc, 'normal'), [FONT.bold]: outlineFont(doc, 'bold') });

  // The layers this template has: White only where the film takes white.
  const present = LAYERS.filter((name) => name !== 'White' || layout.white);
  const layers = Object.fromEntries(
    present.map((name) => {
      const spec = LAYER_SPECS[name];
      const state = spec.prints ? 'ON' : 'OFF';
      return [
        name,
        ref(
          context.obj({
            Type: 'OCG',
            Name: PDFString.of(name),
            Intent: 'View',
            Usage: { Print: { Subtype: 'Print', PrintState: state }, Export: { ExportState: state }, View: { ViewState: 'ON' } },
            GTS_Metadata: { GTS_ProcStepsGroup: spec.group, ...(spec.type ? { GTS_ProcStepsType: spec.type } : {}) },
          }),
        ),
      ];
    }),
  ) as Partial<Record<Layer, PDFRef>>;
  // Listed top first, as a layers panel shows them; all seen on screen, each printed by its usage.
  const order = [...present].reverse().map((name) => layers[name]!);
  doc.catalog.set(
    PDFName.of('OCProperties'),
    context.obj({
      OCGs: order,
      D: {
        Name: PDFString.of('Layers'),
        Order: order,
        ON: order,
        OFF: [],
        BaseState: 'ON',
        AS: [
          { Event: 'Print', Category: ['Print'], OCGs: order },
          { Event: 'View', Category: ['View'], OCGs: order },
          { Event: 'Export', Category: ['Export'], OCGs: order },
        ],
      },
    }),
  );
  const properties = context.obj(Object.fromEntries(present.map((name) => [PROPERTY[name], layers[name]!])));

  const sheets = templateSheets(layout, meta.caption);
  const pageLabel = (sheet: Sheet): string => (sheet.name === 'overview' ? 'Overview' : sheet.name[0]!.toUpperCase() + sheet.name.slice(1));
  doc.catalog.set(PDFName.of('PageLabels'), context.obj({ Nums: sheets.flatMap((s, i) => [i, { P: PDFString.of(pageLabel(s)) }]) }));

  for (const sheet of sheets) {
    const page: PDFPage = doc.addPage([sheet.width * POINTS_PER_MM, sheet.height * POINTS_PER_MM]);
    page.setBleedBox(...box(sheet, sheet.bleed));
    page.setTrimBox(...box(sheet, sheet.trim));
    page.node.setExtGState(PDFName.of(OVERPRINT), overprint);
    const resources = page.node.Resources()!;
    resources.set(PDFName.of('ColorSpace'), colourSpaces);
    resources.set(PDFName.of('Properties'), properties);
    resources.set(PDFName.of('Font'), fonts);
    page.pushOperators(...sheetOperators(sheet));
  }
  const bytes = await doc.save({ useObjectStreams: false });
  // PDF/X-4 is PDF 1.6, and nothing here needs more; pdf-lib always writes "%PDF-1.7", so the
  // header's last digit is set in place (the same length: no offset moves).
  if (String.fromCharCode(...bytes.subarray(0, 8)) !== '%PDF-1.7') throw new Error('Unexpected PDF header from pdf-lib');
  bytes[7] = 0x36;
  return bytes;
}

/**
 * The PDF template of a size: the very layout its SVG draws, rendered as PDF.
 *
 * @example await templatePdf(templateSpec(variant), profile) // as the build makes a stock size's
 */
export const templatePdf = (spec: TemplateSpec, profile: Uint8Array): Promise<Uint8Array> =>
  dielinePdf(dielineLayout(spec.dimensions, spec.options), spec.meta, profile);
