import regeneratorRuntime from 'regenerator-runtime';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  PDFHexString,
  PDFOperator,
  PDFOperatorNames,
  appendBezierCurve,
  clip,
  clipEvenOdd,
  closePath,
  endPath,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  degrees,
  setFillingRgbColor,
  type PDFFont,
  type PDFPage,
  type Color,
} from 'pdf-lib';
import notoLatin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import notoLatinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import notoLatinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import notoLatinExtBold from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import notoDevanagari from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url';
import notoTamil from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff?url';
import { PRESS_CONDITION, STYLES, WHITE_WINDOW_CLEARANCE, type Rect, type Shape } from '@features/print-templates';
import { filmColour, filmOf, pieceShapes, roundedRect, svgPathOf, type PathStep } from './pouch-shape';
import { bareWords, ppi, sideLabel } from './placement';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { formatDimensions } from '@features/catalogue';
import { WINDOW_SEEN } from '@features/catalogue';
import type { Placed, ProofInput } from './model';
import { standingJpeg } from './standing';
import { sfntOfWoff } from './woff';
import { fetchOnce, provide } from './tools';

/**
 * The proof: a PDF made in the browser with pdf-lib (imported only when a proof is asked for).
 * Page 1 is the print template at 1:1 with the designs where the buyer placed them: a raster
 * design embedded at its own resolution, a PDF design as its own vectors (a form XObject of its
 * first page), an SVG at 300 ppi of its printed size; nothing printed in the window, which is
 * drawn with its rounded corners. Page 2 is the sign-off sheet: the title "Digital proof — for
 * approval, not for print", the approval block, the pouch standing, the specification (material,
 * finish, inks, what the back and the gusset carry) and every warning. Every word is set in Noto
 * Sans subsets embedded in the file (Latin, Devanagari, Tamil), fetched with this tool only, and
 * written in the page's language (`input.locale`).
 */

// fontkit's Indic shaper (Devanagari, Tamil) is compiled to generator code that expects this global.
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= regeneratorRuntime;

/** The proof's title in `locale`. */
export const proofTitle = (locale: Locale): string => m.mockup_proof_title({}, { locale });
export const PROOF_TITLE = proofTitle(baseLocale);
/** Points per millimetre: a PDF measures in 1/72 inch. */
const PT = 72 / 25.4;
/** An SVG design is drawn into the proof at this resolution of its printed size, at most SVG_MOST_PX a side. */
const SVG_PPI = 300;
const SVG_MOST_PX = 6000;
const A4 = { width: 210, height: 297 };
const INK = '#111827';

const colour = (hex: string): Color => {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** Six capital letters, the tag a font subset's name begins with. */
const subsetTag = (): string => String.fromCharCode(...crypto.getRandomValues(new Uint8Array(6)).map((b) => 65 + (b % 26)));

const unwrapped = new Map<string, Promise<Uint8Array>>();
/**
 * A font's bytes (as an sfnt), fetched once while the page lives: the mock-up may have asked for
 * them beside this module (`ahead`), or a warm-up already.
 */
function fontBytes(url: string): Promise<Uint8Array> {
  let bytes = unwrapped.get(url);
  if (!bytes) {
    bytes = fetchOnce(url).then((woff) => sfntOfWoff(new Uint8Array(woff)));
    // A fetch that failed is tried again by the next proof.
    bytes.catch(() => unwrapped.delete(url));
    unwrapped.set(url, bytes);
  }
  return bytes;
}

/**
 * Fetches the fonts a proof in `locale` writes with (Latin, regular and bold, and the language's
 * own script), once; resolves when they are here. Called as a design is first shown, when the
 * browser is idle, so that a proof asked for later has its tools and fonts at hand.
 */
export async function warm(locale: Locale): Promise<void> {
  const own = locale === 'hi' ? [notoDevanagari] : locale === 'ta' ? [notoTamil] : [];
  await Promise.all([notoLatin, notoLatinBold, ...own].map(fontBytes));
}

/** What of a fontkit font the proof's shaping touches. */
interface Shaper {
  layout(text: string, features?: unknown): { glyphs: unknown[] };
  _layoutEngine: { position(run: { glyphs: { advanceWidth: number }[]; positions?: unknown[]; direction?: string }): unknown };
}

/**
 * A font that lays each text out (shapes it) once and leaves out the positioning: pdf-lib asks
 * fontkit for a text's layout twice, to measure it (the glyphs' advance widths added up) and to
 * write it (the glyphs' ids), and uses only the glyphs either time. The glyphs come from the
 * substitution (the conjuncts and the vowel signs of Devanagari and Tamil); the GPOS positioning
 * that follows it, a third of the shaping, moves marks and kerns pairs, which the PDF, drawn with
 * each glyph's own width, never reads. So the glyphs, the widths and the file are the same.
 */
function shapeOnce(font: Shaper): void {
  const engine = font._layoutEngine;
  // Each glyph at its own advance, as fontkit starts them before GPOS; right-to-left runs reversed as it does.
  engine.position = (run) => {
    run.positions = run.glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    if (run.direction === 'rtl') {
      run.glyphs.reverse();
      run.positions.reverse();
    }
    return undefined;
  };
  const layout = font.layout.bind(font);
  const laid = new Map<string, ReturnType<Shaper['layout']>>();
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    let run = laid.get(text);
    if (!run) laid.set(text, (run = layout(text)));
    return run;
  };
}

/**
 * The fonts, in the order they are tried for each character: Noto Sans (Latin, then Latin
 * extended), Noto Sans Devanagari and Noto Sans Tamil. A run of text goes in the first font that
 * has its first character and stays in it while the font has the next.
 */
class Faces {
  private constructor(private readonly faces: { font: PDFFont; has: Set<number> }[]) {}

  /** The fonts at `urls`, each fetched and embedded once in `pdf` (as a subset: only the glyphs written). */
  static async embed(pdf: PDFDocument, urls: readonly string[], embedded: Map<string, Promise<{ font: PDFFont; has: Set<number> }>>): Promise<Faces> {
    const one = (url: string) => {
      let face = embedded.get(url);
      if (!face) {
        face = (async () => {
          const bytes = await fontBytes(url);
          // Named as a subset is: a six-letter tag, a plus, the font's PostScript name (ISO 32000-1, 9.6.4).
          const customName = `${subsetTag()}+${fontkit.create(bytes).postscriptName}`;
          const font = await pdf.embedFont(bytes, { subset: true, customName });
          shapeOnce((font as unknown as { embedder: { font: Shaper } }).embedder.font);
          return { font, has: new Set(font.getCharacterSet()) };
        })();
        embedded.set(url, face);
      }
      return face;
    };
    return new Faces(await Promise.all(urls.map(one)));
  }

  /** Widths already measured, by font, size and text: fontkit lays the text out (shapes it) to measure it. */
  private readonly measured = new Map<PDFFont, Map<string, number>>();
  private widthIn(font: PDFFont, text: string, size: number): number {
    let widths = this.measured.get(font);
    if (!widths) this.measured.set(font, (widths = new Map()));
    const key = `${size} ${text}`;
    let w = widths.get(key);
    if (w === undefined) widths.set(key, (w = font.widthOfTextAtSize(text, size)));
    return w;
  }

  /** The text cut into runs, each with the font that writes it; a character no font has is written "?". */
  runs(text: string): { text: string; font: PDFFont }[] {
    const out: { text: string; font: PDFFont; has: Set<number> }[] = [];
    for (const ch of text) {
      const code = ch.codePointAt(0)!;
      const last = out.at(-1);
      if (last?.has.has(code)) {
        last.text += ch;
        continue;
      }
      const face = this.faces.find((f) => f.has.has(code));
      if (face) out.push({ text: ch, font: face.font, has: face.has });
      else if (last) last.text += '?';
      else out.push({ text: '?', font: this.faces[0]!.font, has: this.faces[0]!.has });
    }
    return out;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, r) => sum + this.widthIn(r.font, r.text, size), 0);
  }

  /** Writes `text` from (x, y) in points, along the baseline, turned a quarter when `vertical`. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color; vertical?: boolean }): void {
    let { x, y } = at;
    for (const r of this.runs(text)) {
      page.drawText(r.text, { x, y, size: at.size, font: r.font, color: at.color, ...(at.vertical ? { rotate: degrees(90) } : {}) });
      const w = this.widthIn(r.font, r.text, at.size);
      if (at.vertical) y += w;
      else x += w;
    }
  }

  /** `text` broken into lines no wider than `width` points. */
  wrap(text: string, width: number, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    // A line's width is its glyphs' advances added up, so the line with one more word measures about
    // the line's width and the word's with its space; measured whole only near the limit, so
    // each line is not laid out again for every word it takes.
    let lineWidth = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      const about = line ? lineWidth + this.width(` ${word}`, size) : this.width(word, size);
      const nextWidth = Math.abs(about - width) < width * 0.02 ? this.width(next, size) : about;
      if (line && nextWidth > width) {
        lines.push(line);
        line = word;
        lineWidth = this.width(word, size);
      } else {
        line = next;
        lineWidth = nextWidth;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
}

async function svgAsPng(placed: Placed): Promise<Uint8Array> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await placed.design.file.text())}`;
  await image.decode();
  const k = Math.min(1, SVG_MOST_PX / Math.max(placed.placement.width, placed.placement.height) / (SVG_PPI / 25.4));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((placed.placement.width / 25.4) * SVG_PPI * k);
  canvas.height = Math.round((placed.placement.height / 25.4) * SVG_PPI * k);
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return pngOf(canvas);
}

const pngOf = async (canvas: HTMLCanvasElement): Promise<Uint8Array> =>
  new Uint8Array(
    await (await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'))).arrayBuffer(),
  );

/** Where a model point (mm, y down) lands on a page, in points: each coordinate's own mapping. */
interface PointMapping {
  X: (x: number) => number;
  Y: (y: number) => number;
}

/** At 1:1 on a page `height` mm tall. */
const pageMm = (height: number): PointMapping => ({ X: (x) => x * PT, Y: (y) => (height - y) * PT });

/** A model path (mm, y down) as PDF path operators, placed on the page by the mapping given. */
function pathOperators(steps: readonly PathStep[], { X, Y }: PointMapping): PDFOperator[] {
  return steps.map((s) =>
    s.op === 'M'
      ? moveTo(X(s.x), Y(s.y))
      : s.op === 'L'
        ? lineTo(X(s.x), Y(s.y))
        : s.op === 'C'
          ? appendBezierCurve(X(s.x1), Y(s.y1), X(s.x2), Y(s.y2), X(s.x), Y(s.y))
          : closePath(),
  );
}

/** The smallest rectangle holding all of `rects`. */
const union = (rects: readonly Rect[]): Rect => {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return { x, y, width: Math.max(...rects.map((r) => r.x + r.width)) - x, height: Math.max(...rects.map((r) => r.y + r.height)) - y };
};

/** Page 1: the template at 1:1, the designs clipped to their bleed boxes and kept out of the window, the template's lines over them. */
async function templatePage(pdf: PDFDocument, input: ProofInput, faces: Faces): Promise<void> {
  const { layout } = input;
  const page = pdf.addPage([layout.width * PT, layout.height * PT]);
  const y = (mm: number) => (layout.height - mm) * PT;
  const box = (r: Rect) => ({ x: r.x * PT, y: y(r.y + r.height), width: r.width * PT, height: r.height * PT });
  // The pieces as printed: the trim boxes' and bleed boxes' extent, for a preflight or an imposition.
  const trim = box(union(layout.pieces.map((p) => p.trim)));
  const bleed = box(union(layout.pieces.map((p) => p.bleed)));
  page.setTrimBox(trim.x, trim.y, trim.width, trim.height);
  page.setBleedBox(bleed.x, bleed.y, bleed.width, bleed.height);
  for (const piece of layout.pieces) page.drawRectangle({ ...box(piece.bleed), color: colour(filmColour(input.art)) });
  for (const side of ['front', 'back'] as const) {
    const placed = input.placed[side];
    if (!placed) continue;
    const { design, placement } = placed;
    const b = box(input.panels[side].bleed);
    const window = input.panels[side].window;
    // Clipped to the bleed box, less the window (even-odd): the window carries no ink.
    page.pushOperators(
      pushGraphicsState(),
      rectangle(b.x, b.y, b.width, b.height),
      ...(window ? pathOperators(roundedRect(window), pageMm(layout.height)) : []),
      window ? clipEvenOdd() : clip(),
      endPath(),
    );
    const at = box(placement);
    const bytes = new Uint8Array(await design.file.arrayBuffer());
    if (design.kind === 'pdf') {
      const [embedded] = await pdf.embedPdf(bytes, [0]);
      page.drawPage(embedded!, at);
    } else {
      const image = design.kind === 'jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(design.kind === 'png' ? bytes : await svgAsPng(placed));
      page.drawImage(image, at);
    }
    page.pushOperators(popGraphicsState());
  }
  for (const s of pieceShapes(layout)) drawShape(page, s, y);
  for (const l of layout.labels) {
    if (l.role === 'text' || l.role === 'heading') continue;
    const size = l.size * PT;
    const width = faces.width(l.text, size);
    const shift = l.anchor === 'middle' ? width / 2 : l.anchor === 'end' ? width : 0;
    const color = colour(STYLES[l.role].text);
    faces.draw(page, l.text, l.vertical ? { x: l.x * PT, y: y(l.y) - shift, size, color, vertical: true } : { x: l.x * PT - shift, y: y(l.y), size, color });
  }
  faces.draw(
    page,
    m.mockup_proof_drawn({ title: proofTitle(input.locale), brand: input.brand, product: input.productName, size: input.sizeWords }, { locale: input.locale }),
    { x: 12 * PT, y: y(8), size: 4 * PT, color: colour(INK) },
  );
}

function drawShape(page: PDFPage, s: Shape, y: (mm: number) => number): void {
  const style = STYLES[s.role];
  const stroke = style.stroke
    ? { borderColor: colour(style.stroke), borderWidth: (style.width ?? 0.25) * PT, borderDashArray: style.dash?.map((d) => d * PT) }
    : {};
  if (s.kind === 'rect' && s.role === 'window') {
    // The cut-out as it is cut: rounded corners drawn as curves, the film's backdrop inside.
    const path = svgPathOf(roundedRect(s), PT);
    page.drawSvgPath(path, { x: 0, y: y(0), color: colour(WINDOW_SEEN.backdrop), ...stroke });
    return;
  }
  if (s.kind === 'path') {
    // The curved bottom seal: see-through like the seals' rectangles, outlined.
    page.drawSvgPath(svgPathOf(s.steps, PT), {
      x: 0,
      y: y(0),
      ...(style.fill ? { color: colour(style.fill), opacity: 0.3 } : {}),
      ...stroke,
      borderOpacity: 1,
    });
    return;
  }
  if (s.kind === 'rect') {
    const fill = s.role === 'seal' ? { color: colour(style.fill!), opacity: 0.3 } : {};
    page.drawRectangle({ x: s.x * PT, y: y(s.y + s.height), width: s.width * PT, height: s.height * PT, ...fill, ...stroke, borderOpacity: 1 });
    return;
  }
  const path = s.points.map((p, i) => `${i ? 'L' : 'M'}${p.x * PT} ${p.y * PT}`).join(' ') + (s.kind === 'polygon' ? ' Z' : '');
  // drawSvgPath measures y downwards from the point it is given: the page's top left corner.
  if (s.kind === 'polygon') page.drawSvgPath(path, { x: 0, y: y(0), color: colour(style.fill ?? style.stroke!) });
  else
    page.drawSvgPath(path, {
      x: 0,
      y: y(0),
      borderColor: colour(style.stroke!),
      borderWidth: (style.width ?? 0.25) * PT,
      borderDashArray: style.dash?.map((d) => d * PT),
    });
}

/** What the proof says the pouch is: the specification the buyer signs for. */
export function specification(input: ProofInput): string[] {
  const { art, locale } = input;
  const l = { locale };
  const film = filmOf(input);
  // Lower case in an English sentence ("plain clear pet"); Hindi and Tamil keep "PET" as written.
  const plain = m.mockup_proof_plain({ material: input.locale === 'en' ? input.materialLabel.toLowerCase() : input.materialLabel }, l);
  const r = (n: number) => Math.round(n * 10) / 10;
  const side = (name: 'front' | 'back') => {
    const p = input.placed[name];
    const label = sideLabel(name, locale);
    if (!p) return m.mockup_proof_side_none({ side: label, which: (name === 'front' ? m.mockup_side_word_front : m.mockup_side_word_back)({}, l), plain }, l);
    const trim = input.panels[name].trim;
    const density = ppi(p.design.size, p.placement);
    const placed = m.mockup_proof_side(
      {
        side: label,
        file: p.design.file.name,
        width: r(p.placement.width),
        height: r(p.placement.height),
        left: r(p.placement.x - trim.x),
        top: r(p.placement.y - trim.y),
      },
      l,
    );
    // Beside each picture, its resolution at the size it is printed.
    return density === null ? m.mockup_proof_vector({ line: placed }, l) : m.mockup_proof_ppi({ line: placed, ppi: Math.round(density) }, l);
  };
  const finish = { matte: m.mockup_finish_matte, glossy: m.mockup_finish_glossy, metallic: m.mockup_finish_metallic }[art.finish]({}, l);
  const seen = { clear: m.mockup_proof_seen_clear, kraft: m.mockup_proof_seen_kraft, foil: m.mockup_proof_seen_foil }[input.windowSeen]({}, l);
  return [
    m.mockup_proof_size({ size: input.sizeWords, dimensions: formatDimensions(input.dimensions) }, l),
    m.mockup_proof_material({ material: input.materialLabel, finish }, l),
    film === 'white'
      ? m.mockup_proof_inks_white({}, l)
      : input.underlay
        ? m.mockup_proof_inks_underlay({}, l)
        : m.mockup_proof_inks_bare({ bare: bareWords(film, locale) }, l),
    art.window ? m.mockup_proof_window({ seen }, l) : m.mockup_proof_no_window({}, l),
    art.zipper ? m.mockup_proof_zipper({}, l) : m.mockup_proof_no_zipper({}, l),
    side('front'),
    side('back'),
    m.mockup_proof_gusset({ plain }, l),
    PRESS_CONDITION
      ? m.mockup_proof_condition({ identifier: PRESS_CONDITION.identifier, condition: PRESS_CONDITION.condition }, l)
      : m.mockup_proof_condition_none({}, l),
  ];
}

/**
 * The White plate of the front, drawn `width` mm wide from (left, top) mm on an A4 page: dark where
 * white ink goes (the whole bleed), the window and its clearance left open.
 */
function whitePlate(page: PDFPage, input: ProofInput, left: number, top: number, width: number): number {
  const { bleed, window } = input.panels.front;
  const k = width / bleed.width;
  const X = (x: number) => (left + (x - bleed.x) * k) * PT;
  const Y = (y: number) => (A4.height - top - (y - bleed.y) * k) * PT;
  const c = WHITE_WINDOW_CLEARANCE.mm;
  const hole = window
    ? roundedRect({ ...window, x: window.x - c, y: window.y - c, width: window.width + 2 * c, height: window.height + 2 * c, radius: window.radius + c })
    : [];
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0.25, 0.25, 0.25),
    rectangle(X(bleed.x), Y(bleed.y + bleed.height), bleed.width * k * PT, bleed.height * k * PT),
    ...pathOperators(hole, { X, Y }),
    PDFOperator.of(PDFOperatorNames.FillEvenOdd),
    popGraphicsState(),
  );
  return bleed.height * k;
}

/** Page 2 (A4, more if the notes run on): the title and approval blocks, the pouch standing, the specification and every warning. */
async function summaryPage(pdf: PDFDocument, input: ProofInput, faces: Faces, bold: Faces): Promise<void> {
  let page = pdf.addPage([A4.width * PT, A4.height * PT]);
  const left = 15;
  const width = A4.width - 2 * left;
  let at = 20;
  const line = (text: string, size: number, face = faces, gap = 1.45) => {
    for (const t of face.wrap(text, width * PT, size * PT)) {
      if (at + size * gap > A4.height - 12) {
        page = pdf.addPage([A4.width * PT, A4.height * PT]);
        at = 15;
      }
      at += size * gap;
      face.draw(page, t, { x: left * PT, y: (A4.height - at) * PT, size: size * PT, color: colour(INK) });
    }
  };
  const made = new Date().toISOString().slice(0, 10);
  const { locale } = input;
  const l = { locale };
  page.drawRectangle({
    x: (left - 4) * PT,
    y: (A4.height - 38) * PT,
    width: (width + 8) * PT,
    height: 26 * PT,
    borderColor: colour(INK),
    borderWidth: 0.4 * PT,
  });
  at = 12;
  line(proofTitle(locale), 6, bold);
  line(m.mockup_proof_head({ brand: input.brand, product: input.productName, size: input.sizeWords, version: input.version, date: made }, l), 3.4);
  // The approval block: what the buyer signs, with room to write what was left empty.
  at = 44;
  line(m.mockup_proof_approval({}, l), 4.2, bold);
  const blank = '______________________';
  const { approval } = input;
  line(m.mockup_proof_name_date({ name: approval.name || blank, blank }, l), 3.4);
  line(m.mockup_proof_reference({ reference: approval.reference || blank, quantity: approval.quantity || blank }, l), 3.4);
  line(m.mockup_proof_version({ version: input.version, date: made, blank }, l), 3.4);
  line(m.mockup_proof_approve({}, l), 3);
  at += 4;
  const image = await pdf.embedJpg(await (input.picture ?? standingJpeg(input)));
  const shown = { width: 76, height: 68.4 };
  page.drawImage(image, {
    x: ((A4.width - shown.width) / 2) * PT,
    y: (A4.height - at - shown.height) * PT,
    width: shown.width * PT,
    height: shown.height * PT,
  });
  // On a film that takes white, the White plate as the press lays it down, beside the pouch, with its caption under it.
  if (filmOf(input) !== 'white' && input.underlay) {
    const { bleed } = input.panels.front;
    // At most 34 mm wide and 46 mm tall, so that it and its caption stand beside the pouch.
    const width = Math.min(34, (46 * bleed.width) / bleed.height);
    const plate = { width, x: A4.width - left - 34 };
    let below = at + whitePlate(page, input, plate.x, at, plate.width) + 1;
    const caption = input.art.window ? m.mockup_proof_white_plate({ clearance: WHITE_WINDOW_CLEARANCE.mm }, l) : m.mockup_proof_white_plate_plain({}, l);
    for (const t of faces.wrap(caption, 34 * PT, 2.4 * PT)) {
      below += 2.4 * 1.35;
      faces.draw(page, t, { x: plate.x * PT, y: (A4.height - below) * PT, size: 2.4 * PT, color: colour(INK) });
    }
  }
  at += shown.height + 2;
  line(m.mockup_proof_spec({}, l), 4.2, bold);
  for (const s of specification(input)) line(s, 3.2);
  at += 2;
  line(m.mockup_prepress({}, l), 4.2, bold);
  for (const w of input.warnings) line(`${w.n}. ${w.text}`, 3.1);
  at += 2;
  line(m.mockup_proof_check({}, l), 3);
}

/** The proof as a PDF file, named after the pouch. */
export async function makeProof(input: ProofInput): Promise<File> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(m.mockup_proof_doc_title({ title: proofTitle(input.locale), product: input.productName, size: input.sizeWords }, { locale: input.locale }));
  pdf.setAuthor(input.brand);
  pdf.setCreator(input.brand);
  // Only the scripts the proof writes are fetched: Latin always, the others when the page's language, a name or a detail the buyer typed has them.
  const written = [
    proofTitle(input.locale),
    ...input.warnings.map((w) => w.text),
    input.brand,
    input.productName,
    input.sizeLabel,
    input.sizeWords,
    input.materialLabel,
    input.approval.name,
    input.approval.reference,
    input.approval.quantity,
    ...(['front', 'back'] as const).flatMap((side) => input.placed[side]?.design.file.name ?? []),
  ].join(' ');
  const when = (script: RegExp, url: string) => (script.test(written) ? [url] : []);
  const others = [...when(/[\u0900-\u097f]/, notoDevanagari), ...when(/[\u0b80-\u0bff]/, notoTamil)];
  const extended = /[\u0100-\u024f\u1e00-\u1eff]/.test(written);
  const embedded = new Map<string, Promise<{ font: PDFFont; has: Set<number> }>>();
  const faces = await Faces.embed(pdf, [notoLatin, ...(extended ? [notoLatinExt] : []), ...others], embedded);
  const bold = await Faces.embed(pdf, [notoLatinBold, ...(extended ? [notoLatinExtBold] : []), ...others], embedded);
  await templatePage(pdf, input, faces);
  await summaryPage(pdf, input, faces, bold);
  // Every page has its TrimBox and BleedBox (the sheets: the page itself), and the file an /ID.
  for (const page of pdf.getPages().slice(1)) {
    const { width, height } = page.getSize();
    page.setTrimBox(0, 0, width, height);
    page.setBleedBox(0, 0, width, height);
  }
  const id = PDFHexString.of([...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join(''));
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);
  // Without object streams, so that the page size stands in plain text where the upload's check reads it.
  const bytes = await pdf.save({ useObjectStreams: false });
  const name = `${input.brand}-${input.templateName}-${input.sizeLabel}-proof${input.version > 1 ? `-v${input.version}` : ''}.pdf`
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-');
  return new File([bytes as BlobPart], name, { type: 'application/pdf' });
}

provide('proof', { makeProof, warm });
