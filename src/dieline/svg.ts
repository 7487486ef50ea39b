import { STYLES, type DielineLayout, type Label, type Shape, type Style } from './layout';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function paint(style: Style, filled: boolean): string {
  const fill = filled ? style.fill ?? 'none' : 'none';
  const stroke = style.stroke && style.width ? ` stroke="${style.stroke}" stroke-width="${style.width}"${style.dash ? ` stroke-dasharray="${style.dash.join(' ')}"` : ''}` : '';
  return `fill="${fill}"${stroke}`;
}

function shape(s: Shape): string {
  const style = STYLES[s.role];
  const points = (s.kind === 'rect' ? [] : s.points).map((p) => `${p.x},${p.y}`).join(' ');
  switch (s.kind) {
    case 'rect':
      return `<rect class="${s.role}" x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}"${s.radius ? ` rx="${s.radius}"` : ''} ${paint(style, true)}/>`;
    case 'line':
      return `<polyline class="${s.role}" points="${points}" ${paint(style, false)}/>`;
    case 'polygon':
      return `<polygon class="${s.role}" points="${points}" fill="${style.fill ?? style.stroke}"/>`;
  }
}

function text(l: Label): string {
  const anchor = l.anchor === 'start' ? '' : ` text-anchor="${l.anchor}"`;
  const weight = l.weight === 'bold' ? ' font-weight="bold"' : '';
  const turn = l.vertical ? ` transform="rotate(-90 ${l.x} ${l.y})"` : '';
  return `<text x="${l.x}" y="${l.y}" font-size="${l.size}" fill="${STYLES[l.role].text}"${anchor}${weight}${turn}>${escape(l.text)}</text>`;
}

/**
 * The template as an SVG document at 1:1: width and height in mm, and a viewBox in mm, so one
 * user unit is one millimetre wherever it is opened or placed (Illustrator, Inkscape, a browser).
 */
export function dielineSvg(layout: DielineLayout, title: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}mm" height="${layout.height}mm" viewBox="0 0 ${layout.width} ${layout.height}">`,
    `<title>${escape(title)}</title>`,
    `<rect width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`,
    '<g stroke-linejoin="round">',
    ...layout.shapes.map(shape),
    '</g>',
    '<g font-family="Helvetica, Arial, sans-serif">',
    ...layout.labels.map(text),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
