import { STYLES, type DielineLayout, type Label, type Point, type Shape, type Style } from './layout';
import { textWidth } from './helvetica';

/** PostScript points per millimetre: a PDF measures in points of 1/72 inch. */
export const POINTS_PER_MM = 72 / 25.4;

const num = (n: number): string => String(Math.round(n * 1000) / 1000);

function rgb(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return [v >> 16, (v >> 8) & 255, v & 255].map((c) => num(c / 255)).join(' ');
}

/** A PDF literal string of printable ASCII; anything else (never used by the layout) becomes "?". */
const literal = (text: string): string => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * The template as a one-page PDF 1.4, the page exactly the drawing's size (mm x 72 / 25.4
 * points). Vector paths in RGB and text in the standard Helvetica fonts, which every reader has,
 * so nothing is embedded and the file stays a few kilobytes.
 */
export function dielinePdf(layout: DielineLayout, title: string): Uint8Array<ArrayBuffer> {
  const k = POINTS_PER_MM;
  const X = (x: number): number => x * k;
  const Y = (y: number): number => (layout.height - y) * k;
  const ops: string[] = ['1 J 1 j', '1 1 1 rg', `0 0 ${num(X(layout.width))} ${num(layout.height * k)} re f`];

  const stroke = (style: Style): boolean => {
    if (!style.stroke || !style.width) return false;
    ops.push(`${rgb(style.stroke)} RG ${num(style.width * k)} w [${(style.dash ?? []).map((d) => num(d * k)).join(' ')}] 0 d`);
    return true;
  };
  const path = (points: readonly Point[]): string =>
    points.map((p, i) => `${num(X(p.x))} ${num(Y(p.y))} ${i === 0 ? 'm' : 'l'}`).join(' ');

  const roundedRect = (s: Extract<Shape, { kind: 'rect' }>): string => {
    const r = Math.min(s.radius ?? 0, s.width / 2, s.height / 2);
    const c = r * 0.5523; // control point distance for a quarter circle by one cubic Bézier
    const [x0, y0, x1, y1] = [s.x, s.y, s.x + s.width, s.y + s.height];
    const P = (x: number, y: number): string => `${num(X(x))} ${num(Y(y))}`;
    return [
      `${P(x0 + r, y0)} m`, `${P(x1 - r, y0)} l`, `${P(x1 - r + c, y0)} ${P(x1, y0 + r - c)} ${P(x1, y0 + r)} c`,
      `${P(x1, y1 - r)} l`, `${P(x1, y1 - r + c)} ${P(x1 - r + c, y1)} ${P(x1 - r, y1)} c`,
      `${P(x0 + r, y1)} l`, `${P(x0 + r - c, y1)} ${P(x0, y1 - r + c)} ${P(x0, y1 - r)} c`,
      `${P(x0, y0 + r)} l`, `${P(x0, y0 + r - c)} ${P(x0 + r - c, y0)} ${P(x0 + r, y0)} c h`,
    ].join(' ');
  };

  for (const s of layout.shapes) {
    const style = STYLES[s.role];
    if (s.kind === 'rect') {
      const outline = s.radius ? roundedRect(s) : `${num(X(s.x))} ${num(Y(s.y + s.height))} ${num(s.width * k)} ${num(s.height * k)} re`;
      if (style.fill) ops.push(`${rgb(style.fill)} rg ${outline} f`);
      if (stroke(style)) ops.push(`${outline} S`);
    } else if (s.kind === 'line') {
      if (stroke(style)) ops.push(`${path(s.points)} S`);
    } else {
      ops.push(`${rgb(style.fill ?? style.stroke ?? '#000000')} rg ${path(s.points)} h f`);
    }
  }

  const text = (l: Label): string => {
    const width = textWidth(l.text, l.size, l.weight);
    const shift = l.anchor === 'start' ? 0 : l.anchor === 'middle' ? width / 2 : width;
    const [x, y] = [X(l.x), Y(l.y)];
    const matrix = l.vertical ? `0 1 -1 0 ${num(x)} ${num(y - shift * k)}` : `1 0 0 1 ${num(x - shift * k)} ${num(y)}`;
    return `BT /${l.weight === 'bold' ? 'F2' : 'F1'} ${num(l.size * k)} Tf ${rgb(STYLES[l.role].text)} rg ${matrix} Tm ${literal(l.text)} Tj ET`;
  };
  ops.push(...layout.labels.map(text));

  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(layout.width * k)} ${num(layout.height * k)}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(title)} >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (Latin-1): offsets above counted characters, which are bytes here.
  const bytes = new Uint8Array(body.length);
  for (let i = 0; i < body.length; i++) bytes[i] = body.charCodeAt(i);
  return bytes;
}
