import type { PouchDrawing } from './finder-types';
import { formatPercent, sizeName } from './model';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { useLocale } from '@platform/i18n/locale';

/**
 * The answered pouch as it stands on a shelf, to scale: the front panel bulging a little as it
 * fills, the opened gusset as its base, the zipper, and the product up to its level.
 */
export const PouchFill: PouchDrawing = function PouchFill({ size, share, id }) {
  const locale = useLocale();
  const { width: w, length: l, gusset: g } = size;
  const zipper = 30;
  const bulge = Math.min(10, w * 0.05);
  const base = Math.min(g / 2, 18); // how much of the opened base shows below the front
  const bottom = l - base / 2;
  const level = bottom - share * (bottom - zipper);
  const outline = `M0 0 H${w} L${w + bulge} ${bottom - base} Q${w + bulge} ${bottom} ${w / 2} ${bottom + base / 2} Q${-bulge} ${bottom} ${-bulge} ${bottom - base} Z`;
  return (
    <svg
      className="finder-pouch"
      viewBox={`${-bulge - 4} -4 ${w + 2 * bulge + 8} ${l + base + 8}`}
      width="150"
      height="210"
      preserveAspectRatio="xMidYMax meet"
      role="img"
      aria-labelledby={`${id}-pouch`}
    >
      <title id={`${id}-pouch`}>
        {m.finder_pouch_title({ size: sizeName(size, locale), width: w, length: l, gusset: g, share: formatPercent(share, locale) }, { locale })}
      </title>
      <defs>
        <clipPath id={`${id}-clip`}>
          <path d={outline} />
        </clipPath>
      </defs>
      <ellipse className="finder-pouch-shadow" cx={w / 2} cy={bottom + base / 2} rx={w / 2 + bulge} ry={Math.max(3, base / 2)} />
      <path className="finder-pouch-body" d={outline} />
      <rect className="finder-pouch-fill" x={-bulge} y={level} width={w + 2 * bulge} height={l + base - level} clipPath={`url(#${id}-clip)`} />
      <rect className="finder-pouch-seal" x="0" y="0" width={w} height="10" />
      <line className="finder-pouch-zipper" x1="4" x2={w - 4} y1={zipper} y2={zipper} />
      <line className="finder-pouch-level" x1={-bulge} x2={w + bulge} y1={level} y2={level} />
      <path className="finder-pouch-gusset" d={`M${-bulge} ${bottom - base} Q${w / 2} ${bottom - base * 1.6} ${w + bulge} ${bottom - base}`} />
    </svg>
  );
};
