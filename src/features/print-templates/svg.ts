import { measureText, STYLES, type DielineLayout, type Label, type Rect, type Shape } from './layout';
import { outlineWidth, textOutline, type PathStep, type Weight } from './lettering';
import { DASH_MM, LAYER_OF, LAYER_SPECS, LAYERS, POINTS_PER_MM, STROKE_PT, type Layer } from './sheets';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (n: number): string => String(Math.round(n * 1000) / 1000);

/** Areas are see-through, so artwork under the template still shows. */
const AREA_OPACITY = 0.35;
/** The white underlay's on-screen stand-in: a light grey, see-through (white on white would not show). */
const WHITE_SHOWN = '#9ca3af';

/** The layer's id: Illustrator names a layer by its top-level group's id. */
export const layerId = (layer: Layer): string => layer.replace(/ /g, '_');

function stroke(s: Shape): string {
  const style = STYLES[s.role];
  const pt = STROKE_PT[s.role];
  if (!style.stroke || !pt) return '';
  const dash = DASH_MM[s.role];
  return ` stroke="${style.stroke}" stroke-width="${num(pt / POINTS_PER_MM)}"${dash ? ` stroke-dasharray="${dash.join(' ')}"` : ''}`;
}

const rectPath = (r: Rect & { radius?: number }): string => {
  const rad = Math.min(r.radius ?? 0, r.width / 2, r.height / 2);
  if (!rad) return `M${num(r.x)} ${num(r.y)}h${num(r.width)}v${num(r.height)}h${num(-r.width)}z`;
  return `M${num(r.x + rad)} ${num(r.y)}H${num(r.x + r.width - rad)}A${num(rad)} ${num(rad)} 0 0 1 ${num(r.x + r.width)} ${num(r.y + rad)}V${num(r.y + r.height - rad)}A${num(rad)} ${num(rad)} 0 0 1 ${num(r.x + r.width - rad)} ${num(r.y + r.height)}H${num(r.x + rad)}A${num(rad)} ${num(rad)} 0 0 1 ${num(r.x)} ${num(r.y + r.height - rad)}V${num(r.y + rad)}A${num(rad)} ${num(rad)} 0 0 1 ${num(r.x + rad)} ${num(r.y)}z`;
};

function shape(s: Shape, layout: DielineLayout): string {
  const style = STYLES[s.role];
  const points = (s.kind === 'rect' || s.kind === 'path' ? [] : s.points).map((p) => `${p.x},${p.y}`).join(' ');
  switch (s.kind) {
    case 'rect': {
      // The bleed is shown as the band between bleed and trim; other areas see-through; the trim an outline.
      const trim =
        s.role === 'bleed'
          ? layout.pieces.find((p) => p.bleed.x === s.x && p.bleed.y === s.y && p.bleed.width === s.width && p.bleed.height === s.height)?.trim
          : undefined;
      const fill =
        style.fill && s.role !== 'trim' ? ` fill="${style.fill}" fill-opacity="${AREA_OPACITY}"${trim ? ' fill-rule="evenodd"' : ''}` : ' fill="none"';
      return `<path class="${s.role}" d="${rectPath(s)}${trim ? rectPath(trim) : ''}"${fill}${stroke(s)}/>`;
    }
    case 'path':
      // A curved area (the bottom seal): see-through, outlined, as the seals' rectangles are.
      return `<path class="${s.role}" d="${stepsPath(s.steps)}"${style.fill ? ` fill="${style.fill}" fill-opacity="${AREA_OPACITY}"` : ' fill="none"'}${stroke(s)}/>`;
    case 'line':
      return `<polyline class="${s.role}" points="${points}" fill="none"${stroke(s)}/>`;
    case 'polygon':
      return `<polygon class="${s.role}" points="${points}" fill="${style.fill ?? style.stroke}"/>`;
  }
}

const stepsPath = (steps: readonly PathStep[]): string =>
  steps
    .map((s) =>
      s.op === 'Z' ? 'Z' : s.op === 'C' ? `C${num(s.x1)} ${num(s.y1)} ${num(s.x2)} ${num(s.y2)} ${num(s.x)} ${num(s.y)}` : `${s.op}${num(s.x)} ${num(s.y)}`,
    )
    .join('');

/** The id of a character's outline in the document's <defs>. */
const glyphId = (ch: string, weight: Weight): string => `${weight === 'bold' ? 'b' : 'r'}${ch.codePointAt(0)!.toString(16)}`;

/**
 * A label as its characters' outlines, each a <use> of the outline in <defs> (1000 units to the
 * em, placed and scaled by the group), with the words kept as its aria-label.
 */
function text(l: Label, used: Set<string>): string {
  if (!l.text.trim()) return '';
  const width = measureText(l.text, l.size, l.weight);
  const shift = l.anchor === 'start' ? 0 : l.anchor === 'middle' ? width / 2 : width;
  const [x, y] = l.vertical ? [l.x, l.y + shift] : [l.x - shift, l.y];
  const uses: string[] = [];
  let pen = 0;
  for (const ch of l.text) {
    if (ch.trim()) {
      const id = glyphId(ch, l.weight);
      used.add(`${l.weight}:${ch}`);
      uses.push(`<use xlink:href="#${id}"${pen ? ` x="${pen}"` : ''}/>`);
    }
    pen += outlineWidth(ch, 1000, l.weight);
  }
  const turn = l.vertical ? ' rotate(-90)' : '';
  return `<g aria-label="${escapeXml(l.text)}" fill="${STYLES[l.role].text}" transform="translate(${num(x)} ${num(y)})${turn} scale(${num(l.size / 1000)})">${uses.join('')}</g>`;
}

/** The outlines of the characters the labels use, once each. */
function glyphDefs(used: ReadonlySet<string>): string {
  const paths = [...used].sort().map((key) => {
    const weight = key.slice(0, key.indexOf(':')) as Weight;
    const ch = key.slice(key.indexOf(':') + 1);
    return `<path id="${glyphId(ch, weight)}" d="${stepsPath(textOutline(ch, 0, 0, 1000, weight))}"/>`;
  });
  return `<defs>\n${paths.join('\n')}\n</defs>`;
}

/**
 * The template as an SVG document at 1:1: width and height in mm, and a viewBox in mm, so one
 * user unit is one millimetre wherever it is opened or placed (Illustrator, Inkscape, a browser).
 * Each layer of the PDF template is a top-level group that Inkscape (groupmode "layer") and
 * Illustrator (the group's id) open as a layer; words are outlines, so no font is needed; nothing
 * covers the page, so artwork placed under the template shows through it.
 */
export function dielineSvg(layout: DielineLayout, title: string): string {
  const present = LAYERS.filter((layer) => layer !== 'White' || layout.white);
  const content = Object.fromEntries(LAYERS.map((layer) => [layer, [] as string[]])) as Record<Layer, string[]>;
  for (const area of layout.white?.areas ?? []) {
    content.White.push(
      `<path class="white" d="${rectPath(area.rect)}${area.clear.map(rectPath).join('')}" fill="${WHITE_SHOWN}" fill-opacity="0.25" fill-rule="evenodd"/>`,
    );
  }
  for (const s of layout.shapes) content[LAYER_OF[s.role]].push(shape(s, layout));
  const used = new Set<string>();
  for (const l of layout.labels) content[LAYER_OF[l.role] === 'Dimensions' ? 'Dimensions' : 'Notes'].push(text(l, used));
  const spots = present
    .map((layer) => `${layer}: spot ${LAYER_SPECS[layer].spot}, ${LAYER_SPECS[layer].prints ? 'prints, above your artwork' : 'off, not printed'}`)
    .join('; ');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${layout.width}mm" height="${layout.height}mm" viewBox="0 0 ${layout.width} ${layout.height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>Print template at 1:1 in millimetres. The colours here are RGB, for the screen only: each layer stands for a spot colour of the PDF template (${escapeXml(spots)}). Words are outlines. Place your artwork on a layer of its own, below White; for print, the PDF template's spot colours and layers are what count.</desc>`,
    glyphDefs(used),
    ...present.map((layer) =>
      [
        `<g id="${layerId(layer)}" inkscape:groupmode="layer" inkscape:label="${layer}" stroke-linejoin="miter">`,
        ...content[layer].filter(Boolean),
        '</g>',
      ].join('\n'),
    ),
    '</svg>',
    '',
  ].join('\n');
}
