import {
  PDFArray,
  type PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  type PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

/**
 * Reads a print template PDF back as prepress software sees it: each page's boxes in mm, its
 * colour spaces, and what its content stream paints, in which optional content layer, in which
 * colour space and whether overprinting. Used by the unit, worker and browser tests alike.
 */

const MM_PER_POINT = 25.4 / 72;

export interface Box {
  /** From the MediaBox's bottom left, in mm. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One painting operator (stroke or fill) and the state it paints in. */
export interface Paint {
  op: string;
  /** The OCG name of the innermost `/OC … BDC` section around it; undefined outside any. */
  layer: string | undefined;
  /** The colour space it strokes or fills in: a Separation's name, or DeviceCMYK / DeviceRGB / DeviceGray. */
  space: string;
  overprint: boolean;
  /** Rectangles (`re`) of the path it paints, in mm from the MediaBox's bottom left. */
  rects: Box[];
  /** The points the path's other segments (`m`, `l`, `c`) run to, in mm from the MediaBox's bottom left; a curve's controls left out. */
  points: { x: number; y: number }[];
  /** How many of its segments are cubic curves (`c`). */
  curves: number;
  /** The line width (`w`) it strokes with, in points. */
  width: number;
}

export interface Separation {
  name: string;
  alternate: string;
  /** The alternate colour of full ink (the tint transform's C1). */
  full: number[];
}

export interface TemplatePage {
  label: string | undefined;
  media: Box;
  trim: Box;
  bleed: Box;
  /** Whether the page sets its own TrimBox and BleedBox (else both are the MediaBox). */
  ownBoxes: boolean;
  separations: Separation[];
  paints: Paint[];
  texts: { text: string; layer: string | undefined }[];
  /** Layers opened and closed by `BDC`/`EMC`, in order of first use. */
  layersUsed: string[];
  /** Whether every `BDC` has its `EMC`. */
  balanced: boolean;
}

export interface Template {
  title: string | undefined;
  /** The OCGs the catalogue's /OCProperties lists, by name (layerKey), those listed ON and those OFF in the default configuration. */
  layers: string[];
  layersOn: string[];
  layersOff: string[];
  pages: TemplatePage[];
}

type Operand = string | number | Operand[] | { literal: string } | { hex: string };

/** The tokens of a content stream: operands and operators, literal strings unescaped. */
function* tokens(source: string): Generator<{ operator: string; operands: Operand[] }> {
  let operands: Operand[] = [];
  const stack: Operand[][] = [];
  let i = 0;
  const push = (o: Operand): void => {
    (stack.length ? stack[stack.length - 1]! : operands).push(o);
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(') {
      let depth = 1;
      let s = '';
      i++;
      while (depth > 0) {
        const c = source[i++]!;
        if (c === '\\') {
          const octal = /^[0-7]{1,3}/.exec(source.slice(i, i + 3))?.[0];
          if (octal) {
            s += String.fromCharCode(Number.parseInt(octal, 8));
            i += octal.length;
          } else s += source[i++]!;
        } else if (c === '(') {
          depth++;
          s += c;
        } else if (c === ')') {
          if (--depth > 0) s += c;
        } else s += c;
      }
      push({ literal: s });
      continue;
    }
    if (ch === '<') {
      // A dictionary's brackets are skipped (its keys and values are read as operands); a hex string is one operand.
      if (source[i + 1] === '<') {
        i += 2;
        continue;
      }
      const end = source.indexOf('>', i);
      push({ hex: source.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    if (ch === '>') {
      i++;
      continue;
    }
    if (ch === '[') {
      stack.push([]);
      i++;
      continue;
    }
    if (ch === ']') {
      const array = stack.pop()!;
      i++;
      push(array);
      continue;
    }
    const token = /^\/?[^\s()[\]<>/]+/.exec(source.slice(i, i + 64))![0];
    i += token.length;
    if (token.startsWith('/')) push(token);
    else if (/^[-+.\d]/.test(token)) push(Number(token));
    else {
      yield { operator: token, operands };
      operands = [];
    }
  }
}

const mm = (points: number): number => points * MM_PER_POINT;
/** A UTF-16BE hex string (with its byte-order mark) as text. */
const utf16 = (hex: string): string => {
  const units = (hex.replace(/^FEFF/i, '').match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16));
  return String.fromCharCode(...units);
};
/** A layer's name as the template's model knows it: its OCG name without what the name says of its state ("Cut (off: not printed)" is Cut). */
export const layerKey = (name: string): string => name.replace(/ \(.*\)$/, '');
const boxOf = (r: { x: number; y: number; width: number; height: number }): Box => ({ x: mm(r.x), y: mm(r.y), width: mm(r.width), height: mm(r.height) });

function contentOf(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams.map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s as PDFRawStream).decode())).join('\n');
}

const lookup = (doc: PDFDocument, o: PDFObject | undefined): PDFObject | undefined => (o instanceof PDFRef ? doc.context.lookup(o) : o);
/** A name's text without its slash: "Separation". */
const nameOf = (o: PDFObject | undefined): string => (o instanceof PDFName ? o.decodeText() : String(o)).replace(/^\//, '');
const numbers = (doc: PDFDocument, o: PDFObject | undefined): number[] =>
  (lookup(doc, o) as PDFArray).asArray().map((n) => (lookup(doc, n) as PDFNumber).asNumber());

function readPage(doc: PDFDocument, page: PDFPage, label: string | undefined): TemplatePage {
  const resources = page.node.Resources()!;
  const dict = (key: string): PDFDict | undefined => lookup(doc, resources.get(PDFName.of(key))) as PDFDict | undefined;

  const spaces = new Map<string, Separation | string>();
  for (const [key, value] of dict('ColorSpace')?.entries() ?? []) {
    const array = lookup(doc, value) as PDFArray;
    const [kind, name, alternate, fn] = array.asArray();
    if (nameOf(kind) !== 'Separation') {
      spaces.set(key.decodeText(), nameOf(kind));
      continue;
    }
    const f = lookup(doc, fn) as PDFDict;
    spaces.set(key.decodeText(), { name: nameOf(name), alternate: nameOf(alternate), full: numbers(doc, f.get(PDFName.of('C1'))) });
  }
  const overprinting = new Map<string, boolean>();
  for (const [key, value] of dict('ExtGState')?.entries() ?? []) {
    const gs = lookup(doc, value) as PDFDict;
    const flag = (k: string): boolean => String(gs.get(PDFName.of(k))) === 'true';
    const opm = (gs.get(PDFName.of('OPM')) as PDFNumber | undefined)?.asNumber();
    overprinting.set(key.decodeText(), flag('OP') && flag('op') && opm === 1);
  }
  const layerNames = new Map<string, string>();
  for (const [key, value] of dict('Properties')?.entries() ?? []) {
    const ocg = lookup(doc, value) as PDFDict;
    layerNames.set(key.decodeText(), layerKey((ocg.get(PDFName.of('Name')) as PDFString).decodeText()));
  }

  interface State {
    stroke: string;
    fill: string;
    overprint: boolean;
    width: number;
  }
  let state: State = { stroke: 'DeviceGray', fill: 'DeviceGray', overprint: false, width: 1 };
  const saved: State[] = [];
  const marked: (string | undefined)[] = [];
  let rects: Box[] = [];
  let points: { x: number; y: number }[] = [];
  let curves = 0;
  const paints: Paint[] = [];
  /** Paints the current path and starts the next. */
  const paint = (op: string, space: string): void => {
    paints.push({ op, layer: layer(), space, overprint: state.overprint, rects, points, curves, width: state.width });
    rects = [];
    points = [];
    curves = 0;
  };
  const texts: TemplatePage['texts'] = [];
  const layersUsed: string[] = [];
  let balanced = true;
  const spaceName = (key: string): string => {
    const s = spaces.get(key.slice(1));
    return typeof s === 'object' ? s.name : (s ?? key.slice(1));
  };
  const layer = (): string | undefined => [...marked].reverse().find((m) => m !== undefined);

  for (const { operator, operands } of tokens(contentOf(doc, page))) {
    const n = operands as number[];
    switch (operator) {
      case 'q':
        saved.push({ ...state });
        break;
      case 'Q':
        state = saved.pop() ?? state;
        break;
      case 'gs':
        state.overprint = overprinting.get((operands[0] as string).slice(1)) ?? state.overprint;
        break;
      case 'CS':
        state.stroke = spaceName(operands[0] as string);
        break;
      case 'cs':
        state.fill = spaceName(operands[0] as string);
        break;
      case 'K':
        state.stroke = 'DeviceCMYK';
        break;
      case 'k':
        state.fill = 'DeviceCMYK';
        break;
      case 'RG':
        state.stroke = 'DeviceRGB';
        break;
      case 'rg':
        state.fill = 'DeviceRGB';
        break;
      case 'G':
        state.stroke = 'DeviceGray';
        break;
      case 'g':
        state.fill = 'DeviceGray';
        break;
      case 're':
        rects.push(boxOf({ x: n[0]!, y: n[1]!, width: n[2]!, height: n[3]! }));
        break;
      case 'm':
      case 'l':
        points.push({ x: mm(n[0]!), y: mm(n[1]!) });
        break;
      case 'c':
        points.push({ x: mm(n[4]!), y: mm(n[5]!) });
        curves++;
        break;
      case 'w':
        state.width = n[0]!;
        break;
      case 'BDC': {
        // Words drawn as outlines say what they are in a span's /ActualText (UTF-16BE).
        const actual = operands[0] === '/Span' ? operands.find((o): o is { hex: string } => typeof o === 'object' && 'hex' in o) : undefined;
        if (actual) texts.push({ text: utf16(actual.hex), layer: layer() });
        const name = operands[0] === '/OC' ? layerNames.get((operands[1] as string).slice(1)) : undefined;
        if (name && !layersUsed.includes(name)) layersUsed.push(name);
        marked.push(name);
        break;
      }
      case 'BMC':
        marked.push(undefined);
        break;
      case 'EMC':
        if (marked.length) marked.pop();
        else balanced = false;
        break;
      case 'Tj':
        texts.push({ text: (operands[0] as { literal: string }).literal, layer: layer() });
        break;
      case 'S':
      case 's':
        paint(operator, state.stroke);
        break;
      case 'f':
      case 'F':
      case 'f*':
        paint(operator, state.fill);
        break;
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        paint(operator, `${state.fill}+${state.stroke}`);
        break;
      case 'n':
        rects = [];
        points = [];
        curves = 0;
        break;
    }
  }
  if (marked.length) balanced = false;

  const media = boxOf(page.getMediaBox());
  const trim = boxOf(page.getTrimBox());
  const bleed = boxOf(page.getBleedBox());
  return {
    label,
    media,
    trim,
    bleed,
    ownBoxes: Boolean(page.node.get(PDFName.of('TrimBox')) && page.node.get(PDFName.of('BleedBox'))),
    separations: [...spaces.values()].filter((s): s is Separation => typeof s === 'object'),
    paints,
    texts,
    layersUsed,
    balanced,
  };
}

export async function readTemplate(bytes: Uint8Array): Promise<Template> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const oc = lookup(doc, doc.catalog.get(PDFName.of('OCProperties'))) as PDFDict | undefined;
  const ocgName = (ref: PDFObject): string => layerKey(((lookup(doc, ref) as PDFDict).get(PDFName.of('Name')) as PDFString).decodeText());
  const list = (o: PDFObject | undefined): PDFObject[] => (lookup(doc, o) as PDFArray | undefined)?.asArray() ?? [];
  const config = oc && (lookup(doc, oc.get(PDFName.of('D'))) as PDFDict);

  const labels = new Map<number, string>();
  const pageLabels = lookup(doc, doc.catalog.get(PDFName.of('PageLabels'))) as PDFDict | undefined;
  const nums = list(pageLabels?.get(PDFName.of('Nums')));
  for (let i = 0; i < nums.length; i += 2) {
    const prefix = (lookup(doc, nums[i + 1]) as PDFDict).get(PDFName.of('P'));
    if (prefix instanceof PDFString) labels.set((nums[i] as PDFNumber).asNumber(), prefix.decodeText());
  }

  return {
    title: doc.getTitle(),
    layers: list(oc?.get(PDFName.of('OCGs'))).map(ocgName),
    layersOn: list(config?.get(PDFName.of('ON'))).map(ocgName),
    layersOff: list(config?.get(PDFName.of('OFF'))).map(ocgName),
    pages: doc.getPages().map((page, i) => readPage(doc, page, labels.get(i))),
  };
}
