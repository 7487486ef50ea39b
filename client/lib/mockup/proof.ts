import {
  PDFDocument, StandardFonts, clip, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, degrees,
  type PDFFont, type PDFPage, type Color,
} from 'pdf-lib';
import { STYLES, wrapText, type DielineLayout, type Rect, type Shape } from '../../../src/dieline/layout';
import type { Panel, Warning } from '../../../src/dieline/placement';
import { formatDimensions } from '../../../src/content/sizes';
import type { PouchFacts } from './mockup';
import { filmColour, pieceShapes, type Placed, type Side, type WindowSeen } from './flat';
import { drawStanding, printedPanel } from './standing';
import { provide } from './tools';

/**
 * The proof: a PDF made in the browser with pdf-lib (imported only when a proof is asked for).
 * Page 1 is the print template at 1:1 with the designs where the buyer placed them: a raster
 * design embedded at its own resolution, a PDF design as its own vectors (a form XObject of its
 * first page), an SVG at 300 ppi of its printed size. Page 2 shows the pouch standing, the
 * warnings, the size, material and finish under the title "Digital proof — for approval, not for print".
 */

export const PROOF_TITLE = 'Digital proof — for approval, not for print';
/** Points per millimetre: a PDF measures in 1/72 inch. */
const PT = 72 / 25.4;
/** An SVG design is drawn into the proof at this resolution of its printed size, at most SVG_MOST_PX a side. */
const SVG_PPI = 300;
const SVG_MOST_PX = 6000;
const A4 = { width: 210, height: 297 };

export interface ProofInput extends PouchFacts {
  layout: DielineLayout;
  panels: Record<Side, Panel>;
  placed: Partial<Record<Side, Placed>>;
  warnings: readonly (Warning & { n: number })[];
  windowSeen: WindowSeen;
}

const colour = (hex: string): Color => {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

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
  new Uint8Array(await (await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'))).arrayBuffer());

/** Page 1: the template at 1:1, the designs clipped to their bleed boxes, the template's lines over them. */
async function templatePage(pdf: PDFDocument, input: ProofInput, font: PDFFont): Promise<void> {
  const { layout } = input;
  const page = pdf.addPage([layout.width * PT, layout.height * PT]);
  const y = (mm: number) => (layout.height - mm) * PT;
  const box = (r: Rect) => ({ x: r.x * PT, y: y(r.y + r.height), width: r.width * PT, height: r.height * PT });
  for (const piece of layout.pieces) page.drawRectangle({ ...box(piece.bleed), color: colour(filmColour(input.art)) });
  for (const side of ['front', 'back'] as const) {
    const placed = input.placed[side];
    if (!placed) continue;
    const { design, placement } = placed;
    const bleed = box(input.panels[side].bleed);
    page.pushOperators(pushGraphicsState(), rectangle(bleed.x, bleed.y, bleed.width, bleed.height), clip(), endPath());
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
    const width = font.widthOfTextAtSize(l.text, size);
    const shift = l.anchor === 'middle' ? width / 2 : l.anchor === 'end' ? width : 0;
    page.drawText(l.text, l.vertical
      ? { x: l.x * PT, y: y(l.y) - shift, size, font, color: colour(STYLES[l.role].text), rotate: degrees(90) }
      : { x: l.x * PT - shift, y: y(l.y), size, font, color: colour(STYLES[l.role].text) });
  }
  page.drawText(`${PROOF_TITLE}. ${input.brand}, ${input.productName} ${input.sizeLabel}: drawn at 1:1 in millimetres.`, { x: 12 * PT, y: y(8), size: 4 * PT, font, color: colour('#111827') });
}

function drawShape(page: PDFPage, s: Shape, y: (mm: number) => number): void {
  const style = STYLES[s.role];
  const stroke = style.stroke ? { borderColor: colour(style.stroke), borderWidth: (style.width ?? 0.25) * PT, borderDashArray: style.dash?.map((d) => d * PT) } : {};
  if (s.kind === 'rect') {
    const fill = s.role === 'seal' ? { color: colour(style.fill!), opacity: 0.3 } : {};
    page.drawRectangle({ x: s.x * PT, y: y(s.y + s.height), width: s.width * PT, height: s.height * PT, ...fill, ...stroke, borderOpacity: 1 });
    return;
  }
  const path = s.points.map((p, i) => `${i ? 'L' : 'M'}${p.x * PT} ${p.y * PT}`).join(' ') + (s.kind === 'polygon' ? ' Z' : '');
  // drawSvgPath measures y downwards from the point it is given: the page's top left corner.
  if (s.kind === 'polygon') page.drawSvgPath(path, { x: 0, y: y(0), color: colour(style.fill ?? style.stroke!) });
  else page.drawSvgPath(path, { x: 0, y: y(0), borderColor: colour(style.stroke!), borderWidth: (style.width ?? 0.25) * PT, borderDashArray: style.dash?.map((d) => d * PT) });
}

/** Page 2 (A4): the title block, the pouch standing, what it is, and every warning with its fix. */
async function summaryPage(pdf: PDFDocument, input: ProofInput, font: PDFFont, bold: PDFFont): Promise<void> {
  const page = pdf.addPage([A4.width * PT, A4.height * PT]);
  const left = 15;
  const width = A4.width - 2 * left;
  let at = 20;
  const line = (text: string, size: number, face = font, gap = 1.45) => {
    for (const t of wrapText(text, width, size, face === bold ? 'bold' : 'normal')) {
      at += size * gap;
      page.drawText(t, { x: left * PT, y: (A4.height - at) * PT, size: size * PT, font: face, color: colour('#111827') });
    }
  };
  page.drawRectangle({ x: (left - 4) * PT, y: (A4.height - 38) * PT, width: (width + 8) * PT, height: 26 * PT, borderColor: colour('#111827'), borderWidth: 0.4 * PT });
  at = 12;
  line(PROOF_TITLE, 6, bold);
  line(`${input.brand} · ${input.productName}, ${input.sizeLabel} · made ${new Date().toISOString().slice(0, 10)}`, 3.4);
  at = 42;
  const canvas = document.createElement('canvas');
  canvas.width = 1400;
  canvas.height = 1260;
  drawStanding(canvas, input.dimensions, input.art, printedPanel(input.panels.front, input.placed.front, input.art, input.windowSeen));
  const image = await pdf.embedPng(await pngOf(canvas));
  const shown = { width: 120, height: 108 };
  page.drawImage(image, { x: ((A4.width - shown.width) / 2) * PT, y: (A4.height - at - shown.height) * PT, width: shown.width * PT, height: shown.height * PT });
  at += shown.height + 4;
  const { art } = input;
  line(`Size ${input.sizeLabel}: ${formatDimensions(input.dimensions)} (width x length + gusset).`, 3.4);
  line(`Material ${input.materialLabel}; finish ${art.finish}; ${art.window ? `window (showing ${input.windowSeen === 'clear' ? 'the product through clear film' : input.windowSeen})` : 'no window'}; ${art.zipper ? 'resealable zipper' : 'no zipper'}.`, 3.4);
  for (const side of ['front', 'back'] as const) {
    const p = input.placed[side];
    if (!p) continue;
    const trim = input.panels[side].trim;
    const r = (n: number) => Math.round(n * 10) / 10;
    line(`${side === 'front' ? 'Front' : 'Back'}: ${p.design.file.name}, placed ${r(p.placement.width)} x ${r(p.placement.height)} mm, its top left corner ${r(p.placement.x - trim.x)} mm across and ${r(p.placement.y - trim.y)} mm down from the trim's.`, 3.4);
  }
  at += 3;
  line('Prepress check', 4.2, bold);
  for (const w of input.warnings) line(`${w.n}. ${w.text}`, 3.2);
  at += 3;
  line('Please check spelling, colours and placement. This proof shows placement and fit; colours on screen and in this file are not a colour match. Approve it in writing, or tell us what to change.', 3, font);
}

/** The proof as a PDF file, named after the pouch. */
export async function makeProof(input: ProofInput): Promise<File> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${PROOF_TITLE}: ${input.productName}, ${input.sizeLabel}`);
  pdf.setAuthor(input.brand);
  pdf.setCreator(input.brand);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  await templatePage(pdf, input, font);
  await summaryPage(pdf, input, font, bold);
  // Without object streams, so that the page size stands in plain text where the upload's check reads it.
  const bytes = await pdf.save({ useObjectStreams: false });
  const name = `${input.brand}-${input.productName}-${input.sizeLabel}-proof.pdf`.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  return new File([bytes as BlobPart], name, { type: 'application/pdf' });
}

provide('proof', { makeProof });
