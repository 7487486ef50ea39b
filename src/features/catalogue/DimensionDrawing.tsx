import type { Dimensions } from './sizes';
import { WINDOW } from '@features/print-templates';
import { ZIPPER_FROM_TOP_MM } from './pouch-measures';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * A technical drawing of the pouch from its dimensions: the flat front view with width and length,
 * and the side view opened at the base with the bottom gusset, each dimension labelled in mm.
 * Both views share one scale, fitted to the drawing box, so proportions are true.
 */
export function DimensionDrawing({ dimensions, zipper, window: hasWindow, id }: { dimensions: Dimensions; zipper: boolean; window: boolean; id: string }) {
  const locale = useLocale();
  const opts = { locale };
  const { width, length, gusset } = dimensions;
  const scale = Math.min(230 / length, 190 / width);
  const w = width * scale;
  const l = length * scale;
  const g = gusset * scale;
  const x0 = 40;
  const y0 = 24;
  const fold = y0 + l - g / 2;
  const sideX = x0 + w + 70 + g / 2;
  const r = (n: number) => Math.round(n * 10) / 10;
  const viewW = r(sideX + g / 2 + 30);
  const viewH = r(y0 + l + 56);
  const label = m.catalogue_drawing_label({ width, length, gusset }, opts);
  return (
    <figure className="dim-figure">
      <svg className="dim-drawing" viewBox={`0 0 ${viewW} ${viewH}`} width={viewW} height={viewH} role="img" aria-labelledby={`${id}-t`}>
        <title id={`${id}-t`}>{label}</title>
        <defs>
          <marker id={`${id}-a`} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 1 L10 5 L0 9 z" fill="currentColor" />
          </marker>
        </defs>
        {/* Front view */}
        <rect x={x0} y={y0} width={r(w)} height={r(l)} rx="4" className="dim-body" />
        {zipper && <line x1={x0} x2={r(x0 + w)} y1={r(y0 + ZIPPER_FROM_TOP_MM * scale)} y2={r(y0 + ZIPPER_FROM_TOP_MM * scale)} className="dim-zip" />}
        {hasWindow && (
          <rect
            x={r(x0 + w * WINDOW.x)}
            y={r(y0 + l * WINDOW.y)}
            width={r(w * WINDOW.width)}
            height={r(l * WINDOW.height)}
            rx={r(w * WINDOW.radius)}
            className="dim-window"
          />
        )}
        <line x1={x0} x2={r(x0 + w)} y1={r(fold)} y2={r(fold)} className="dim-fold" />
        {/* Width, below the front view */}
        <line x1={x0} x2={r(x0 + w)} y1={r(y0 + l + 22)} y2={r(y0 + l + 22)} className="dim-line" markerStart={`url(#${id}-a)`} markerEnd={`url(#${id}-a)`} />
        <text x={r(x0 + w / 2)} y={r(y0 + l + 42)} textAnchor="middle" className="dim-text">{`${m.catalogue_drawing_w({}, opts)} ${width} mm`}</text>
        {/* Length, left of the front view */}
        <line x1={x0 - 18} x2={x0 - 18} y1={y0} y2={r(y0 + l)} className="dim-line" markerStart={`url(#${id}-a)`} markerEnd={`url(#${id}-a)`} />
        <text
          x={x0 - 24}
          y={r(y0 + l / 2)}
          textAnchor="middle"
          className="dim-text"
          transform={`rotate(-90 ${x0 - 24} ${r(y0 + l / 2)})`}
        >{`${m.catalogue_drawing_l({}, opts)} ${length} mm`}</text>
        {/* Side view: sealed at the top, opened by the gusset at the base */}
        <path
          d={`M${r(sideX)} ${y0} C ${r(sideX + g * 0.3)} ${r(y0 + l * 0.45)}, ${r(sideX + g / 2)} ${r(y0 + l * 0.8)}, ${r(sideX + g / 2)} ${r(y0 + l)} L ${r(sideX - g / 2)} ${r(y0 + l)} C ${r(sideX - g / 2)} ${r(y0 + l * 0.8)}, ${r(sideX - g * 0.3)} ${r(y0 + l * 0.45)}, ${r(sideX)} ${y0} Z`}
          className="dim-body"
        />
        <line
          x1={r(sideX - g / 2)}
          x2={r(sideX + g / 2)}
          y1={r(y0 + l + 22)}
          y2={r(y0 + l + 22)}
          className="dim-line"
          markerStart={`url(#${id}-a)`}
          markerEnd={`url(#${id}-a)`}
        />
        <text x={r(sideX)} y={r(y0 + l + 42)} textAnchor="middle" className="dim-text">{`${m.catalogue_drawing_g({}, opts)} ${gusset} mm`}</text>
        <text x={r(x0 + w / 2)} y="16" textAnchor="middle" className="dim-caption">
          {m.catalogue_drawing_front({}, opts)}
        </text>
        <text x={r(sideX)} y="16" textAnchor="middle" className="dim-caption">
          {m.catalogue_drawing_side({}, opts)}
        </text>
      </svg>
      <figcaption>{(zipper ? m.catalogue_drawing_caption_zipper : m.catalogue_drawing_caption)({ width, length, gusset, half: gusset / 2 }, opts)}</figcaption>
    </figure>
  );
}
