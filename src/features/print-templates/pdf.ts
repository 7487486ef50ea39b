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
import { isCmykOutputProfile, type PressCondition } from './press';
import {
  DASH_MM,
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
 * The print template as a PDF a prepress department takes: page 1 the overview sheet (not for
 * print: everything on it is on layers that are off), then the front, back and gusset each at 1:1
 * with its TrimBox and BleedBox (and a slug for crop marks and notes in the MediaBox). Everything
 * the template draws is in technical spot colours ("Dieline" for what the converter cuts, folds
 * and seals, "Guides" for guides and notes) on optional content layers (OCGs) that carry their
 * ISO 19593-1 processing step and are OFF in the default configuration, which is what a RIP
 * prints (PDF/X-4 forbids the /AS that would switch them by event); on a film that takes white
 * ink, the default white underlay, in the spot "White", overprinting and ON, is the top layer that
 * prints (only the technical layers, off, lie over it), so artwork placed below it cannot knock it out.
 * Words are outlines of Noto Sans (lettering.ts), each glyph a form XObject, with the words as
 * /ActualText, so the file has no font at all. With the press's output condition supplied
 * (press.ts) its profile is the PDF/X-4 output intent; without it the file claims none.
 * Written with pdf-lib's low-level objects, which is why it never runs in the worker (pdf-lib
 * would not fit its size budget): stock sizes' templates are made at build time (vite.config.ts),
 * a custom size's in the buyer's browser (src/features/print-templates/template-pdf.ts).
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

/** The press's output condition and its ICC profile's bytes, when the owner has supplied them (press.ts). */
export interface Press {
  condition: PressCondition;
  profile: Uint8Array;
}

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
/** The form XObject of a character's outline in a weight. */
const glyphName = (ch: string, weight: Weight): string => `G${weight === 'bold' ? 'b' : 'r'}${ch.codePointAt(0)!.toString(16)}`;
/** A PDF text string as UTF-16BE hex, for /ActualText. */
const hexText = (text: string): string =>
  `<FEFF${[...text]
    .flatMap((ch) => {
      const c = ch.codePointAt(0)!;
      return c > 0xffff ? [0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff)] : [c];
    })
    .map((u) => u.toString(16).toUpperCase().padStart(4, '0'))
    .join('')}>`;
const PROPERTY: Readonly<Record<Layer, string>> = {
  Bleed: 'Bleed',
  'Safe zone': 'SafeZone',
  Seals: 'Seals',
  Fold: 'Fold',
  Cut: 'Cut',
  Dimensions: 'Dimensions',
  Notes: 'Notes',
  White: 'White',
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

  /**
   * A shape in its layer's spot, as lines only: a technical layer holds what its step works
   * along (a cut, a fold, a seal's edge), never a filled area; only a dimension's arrowheads are
   * filled, on the Dimensions layer. A notch is the outline of the V the converter cuts.
   */
  const technical = (s: Shape): void => {
    if (s.kind === 'polygon' && LAYER_OF[s.role] === 'Dimensions') {
      op('scn', 1);
      shapePath(s);
      op('f');
      return;
    }
    const closed = s.kind === 'polygon';
    if (!STROKE_PT[s.role] && !closed) return;
    op('SCN', 1);
    lineStyle(s.role);
    shapePath(s);
    op('S');
  };

  /** A label as its characters' outlines, each a form XObject, filled in the spot of its layer; the words as /ActualText. */
  const text = (l: Label): void => {
    const width = outlineAdvance(l);
    const shift = l.anchor === 'start' ? 0 : l.anchor === 'middle' ? width / 2 : width;
    const [x, y] = [X(l.x), Y(l.y)];
    const scale = (l.size * k) / 1000;
    op('BDC', '/Span', `<</ActualText ${hexText(l.text)} >>`);
    let pen = -shift;
    for (const ch of l.text) {
      if (ch.trim()) {
        op('q');
        if (l.vertical) op('cm', 0, scale, -scale, 0, x, y + pen * k);
        else op('cm', scale, 0, 0, scale, x + pen * k, y);
        op('Do', `/${glyphName(ch, l.weight)}`);
        op('Q');
      }
      pen += outlineWidth(ch, l.size, l.weight);
    }
    op('EMC');
  };

  op('J', 0);
  op('j', 0);
  for (const layer of LAYERS) {
    const shapes = sheet.shapes.filter((s) => LAYER_OF[s.role] === layer);
    const labels =
      layer === 'Notes' || layer === 'Dimensions' ? sheet.labels.filter((l) => (LAYER_OF[l.role] === 'Dimensions') === (layer === 'Dimensions')) : [];
    const marks = layer === 'Notes' ? sheet.marks : [];
    const white = layer === 'White' ? sheet.white : [];
    if (!shapes.length && !white.length && !labels.length && !marks.length) continue;
    op('BDC', '/OC', `/${PROPERTY[layer]}`);
    op('q');
    // Overprint: a technical colour never knocks a hole in the artwork, and the white over the
    // artwork leaves the colours under it as they are.
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
    if (marks.length) {
      op('SCN', 1);
      op('w', MARK_PT);
      op('d', '[]', 0);
      for (const mark of marks) {
        path(mark);
        op('S');
      }
    }
    if (labels.length) {
      op('scn', 1);
      labels.forEach(text);
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
 * The outline of each character the labels use, as a form XObject in glyph space (1000 units to
 * the em, y up) that fills the Noto Sans outline without setting a colour, so that it takes the
 * spot it is placed in. Outlines, not a font: nothing for a RIP's font handling to refuse.
 */
function glyphForms(doc: PDFDocument, labels: readonly Label[]): Record<string, PDFRef> {
  const context = doc.context;
  const forms: Record<string, PDFRef> = {};
  for (const l of labels) {
    for (const ch of l.text) {
      const name = glyphName(ch, l.weight);
      if (!ch.trim() || forms[name]) continue;
      const ops: string[] = [];
      for (const step of textOutline(ch, 0, 0, 1000, l.weight)) {
        if (step.op === 'M') ops.push(`${num(step.x)} ${num(-step.y)} m`);
        else if (step.op === 'L') ops.push(`${num(step.x)} ${num(-step.y)} l`);
        else if (step.op === 'C') ops.push(`${num(step.x1)} ${num(-step.y1)} ${num(step.x2)} ${num(-step.y2)} ${num(step.x)} ${num(-step.y)} c`);
        else ops.push('h');
      }
      if (ops.length) ops.push('f');
      forms[name] = context.register(
        context.flateStream(ops.join('\n'), { Type: 'XObject', Subtype: 'Form', BBox: [-200, -300, 1300, 1100], Resources: context.obj({}) }),
      );
    }
  }
  return forms;
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

/** The XMP metadata packet PDF/X-4 asks for, agreeing with the document information dictionary; the PDF/X version only when the file is one. */
function xmp(meta: TemplateMeta, id: string, producer: string, pdfx: boolean): string {
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
    ...(pdfx ? ['<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>'] : []),
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * The template of one layout as PDF bytes; with `press` (the owner's output condition and its
 * CMYK output profile, press.ts) a PDF/X-4 file with that output intent, without it a file that
 * claims no output condition and no PDF/X version.
 *
 * @example await dielinePdf(variantDieline(variant), { title: 'PrintPouch print template: …', caption: 'Kraft Stand-Up Pouch, 500gm', author: 'PrintPouch' }, null)
 */
export async function dielinePdf(layout: DielineLayout, meta: TemplateMeta, press: Press | null): Promise<Uint8Array> {
  if (press && !(press.profile instanceof Uint8Array && isCmykOutputProfile(press.profile))) {
    throw new Error(`The press's output profile (${press.condition.profile}) is not a CMYK output (prtr) ICC profile.`);
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  const context = doc.context;
  const ref = (value: PDFObject): PDFRef => context.register(value);
  const producer = `${meta.author} print templates (pdf-lib)`;
  const id = fingerprint(JSON.stringify([layout, meta, press?.condition ?? null]));
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
  if (press) info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of('PDF/X-4'));
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);

  doc.catalog.set(
    PDFName.of('Metadata'),
    ref(context.stream(new TextEncoder().encode(xmp(meta, id, producer, Boolean(press))), { Type: 'Metadata', Subtype: 'XML' })),
  );
  if (press) {
    const { condition } = press;
    doc.catalog.set(
      PDFName.of('OutputIntents'),
      context.obj([
        {
          Type: 'OutputIntent',
          S: 'GTS_PDFX',
          OutputConditionIdentifier: PDFString.of(condition.identifier),
          OutputCondition: PDFString.of(condition.condition),
          RegistryName: PDFString.of(condition.registry),
          Info: PDFString.of(condition.condition),
          DestOutputProfile: ref(context.flateStream(press.profile, { N: 4 })),
        },
      ]),
    );
  }

  /** A spot colour: 0 is no ink, 1 is full ink, shown as `full` CMYK where the spot is not printed. */
  const separation = (name: string, full: readonly number[]): PDFRef =>
    ref(
      context.obj(['Separation', PDFName.of(name), 'DeviceCMYK', ref(context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [...full], N: 1 }))]),
    );
  const spots = [DIELINE_SPOT, GUIDES_SPOT, ...(layout.white ? [WHITE_INK] : [])];
  const colourSpaces = context.obj(Object.fromEntries(spots.map((s) => [s.name, separation(s.name, s.alternateCmyk)])));
  const overprint = ref(context.obj({ Type: 'ExtGState', OP: true, op: true, OPM: 1 }));

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
            Name: PDFString.of(spec.title),
            Intent: 'View',
            Usage: { Print: { Subtype: 'Print', PrintState: state }, Export: { ExportState: state }, View: { ViewState: state } },
            GTS_Metadata: { GTS_ProcStepsGroup: spec.step.group, ...(spec.step.type ? { GTS_ProcStepsType: spec.step.type } : {}) },
          }),
        ),
      ];
    }),
  ) as Partial<Record<Layer, PDFRef>>;
  // Listed top first, as a layers panel shows them. The default configuration is what a RIP
  // prints: the technical layers OFF, White ON; no /AS (ISO 15930-7 forbids it). A second,
  // named configuration shows every layer, for a viewer that offers a choice.
  const top = [...present].reverse();
  const on = top.filter((name) => LAYER_SPECS[name].prints).map((name) => layers[name]!);
  const off = top.filter((name) => !LAYER_SPECS[name].prints).map((name) => layers[name]!);
  const order = top.map((name) => layers[name]!);
  doc.catalog.set(
    PDFName.of('OCProperties'),
    context.obj({
      OCGs: order,
      D: { Name: PDFString.of('For print: technical layers off'), BaseState: 'ON', ON: on, OFF: off, Order: order },
      Configs: [{ Name: PDFString.of('To view: every layer on (not for print)'), BaseState: 'ON', ON: order, OFF: [], Order: order }],
    }),
  );
  const properties = context.obj(Object.fromEntries(present.map((name) => [PROPERTY[name], layers[name]!])));

  const sheets = templateSheets(layout, meta.caption);
  const glyphs = context.obj(
    glyphForms(
      doc,
      sheets.flatMap((sheet) => sheet.labels),
    ),
  );
  const pageLabel = (sheet: Sheet): string => (sheet.name === 'overview' ? 'Overview (not for print)' : sheet.name[0]!.toUpperCase() + sheet.name.slice(1));
  doc.catalog.set(PDFName.of('PageLabels'), context.obj({ Nums: sheets.flatMap((s, i) => [i, { P: PDFString.of(pageLabel(s)) }]) }));

  for (const sheet of sheets) {
    const page: PDFPage = doc.addPage([sheet.width * POINTS_PER_MM, sheet.height * POINTS_PER_MM]);
    page.setBleedBox(...box(sheet, sheet.bleed));
    page.setTrimBox(...box(sheet, sheet.trim));
    page.node.setExtGState(PDFName.of(OVERPRINT), overprint);
    const resources = page.node.Resources()!;
    resources.set(PDFName.of('ColorSpace'), colourSpaces);
    resources.set(PDFName.of('Properties'), properties);
    resources.set(PDFName.of('XObject'), glyphs);
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
 * @example await templatePdf(templateSpec(variant), press) // as the build makes a stock size's
 */
export const templatePdf = (spec: TemplateSpec, press: Press | null): Promise<Uint8Array> =>
  dielinePdf(dielineLayout(spec.dimensions, spec.options), spec.meta, press);
