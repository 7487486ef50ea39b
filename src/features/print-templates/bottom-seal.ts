import type { ChartSource } from '@features/size-finder';
import type { Point, Rect } from './geometry';
import type { PathStep } from './lettering';

/**
 * The bottom seal of a Doyen (round-bottom) stand-up pouch: where each half of the folded bottom
 * gusset is heat-sealed to its panel. One geometry, drawn by the template (layout.ts: on the
 * front, the back and, mirrored, the gusset) and shown by the mock-up from the same shapes.
 *
 * What the sources say is the shape, not its measures: a U-shaped seal round the bottom gusset,
 * the side seals running on down past it. No source found gives the band's width or the curve's
 * rise, so the figures here are our own working ones, and the template says the shape is
 * indicative: the converter's drawing of its sealing tool governs.
 */
export const BOTTOM_SEAL_SOURCES = {
  glossary: {
    publisher: 'C-P Flexible Packaging',
    title: 'Pouch Glossary',
    url: 'https://www.cpflexpack.com/glossary/pouch/',
    reading:
      'Its entry for the Doyen seal: a U-shaped, bottom-gusset seal, the one stand-up pouches called Doyen pouches or Doypacks have. The shape only; no measures.',
  },
  terminology: {
    publisher: 'Associated Labels and Packaging',
    title: 'Pouches: Terminology Guide (15 January 2020)',
    url: 'https://associatedlp.com/news/2020/pouches-terminology-guide',
    reading:
      "A Doyen-style gusset pouch is sealed down both sides and round the bottom gusset; a plough bottom, by contrast, has no seal at the gusset. We read it as the side seals running on down the gusset's ends and the gusset sealed to the panels round its edge.",
  },
} as const satisfies Record<string, ChartSource>;

/**
 * How wide the curved band is, mm, measured square to the curve: our own working figure for a
 * heat-seal jaw (within the 5–8 mm of pouch seals generally; our side seals are 8 mm), not a
 * published one. Drawn indicative, like every line, to ± POSITION_TOLERANCE_MM.
 */
export const BOTTOM_SEAL_MM = 6;

/** A quarter turn and less of a circle as one cubic Bézier: the controls this far along the tangents (of the radius). */
const arcHandle = (turn: number): number => (4 / 3) * Math.tan(turn / 4);

/** One curved seal band on a piece laid flat, in mm (y down). */
export interface BottomSeal {
  /** The circle both edges are arcs of: the band is the ring between `outer` and `inner`. */
  centre: Point;
  outer: number;
  inner: number;
  /** Where its inner edge meets the side seals: the gusset's fold, at each side seal's inner edge. */
  ends: readonly [Point, Point];
  /** Where its outer edge meets the side seals, a little further from the fold. */
  outerEnds: readonly [Point, Point];
  /** The outer edge's middle: on the pouch's bottom edge, half-way across. */
  edge: Point;
  /** The inner edge's middle, BOTTOM_SEAL_MM in from the bottom edge. */
  innerEdge: Point;
  /** The band's outline, closed: the outer arc side seal to side seal, up the side seal, the inner arc back. */
  steps: PathStep[];
  bounds: Rect;
}

/**
 * The band between the side seals' inner edges `left` and `right`: its outer edge touches the
 * pouch's bottom edge (y `edge`) half-way across, its inner edge meets both side seals at the
 * gusset's fold (y `fold`), and it is `band` mm wide all along (the two edges are arcs of one
 * circle), so the corners sit higher than the middle, the side seals run on down past it, and it
 * never reaches above the fold, where there is no gusset to seal to. `edge` above `fold` draws it
 * the other way up, as on the gusset's half that faces the other panel. Drawn for a pouch at
 * least as wide between its side seals as its gusset is deep, as every size the machine makes
 * is (the arc is then less than a half circle).
 *
 * @example bottomSeal(33, 167, 227, 247) // a 150 mm wide panel, 8 mm side seals, 40 mm gusset: the fold 20 mm up
 */
export function bottomSeal(left: number, right: number, fold: number, edge: number, band = BOTTOM_SEAL_MM): BottomSeal {
  const down = edge >= fold ? 1 : -1;
  const half = (right - left) / 2;
  const depth = Math.abs(edge - fold);
  const width = Math.min(band, depth / 2);
  // The circle through the bottom edge's middle whose ring `width` wide meets the side seals at the fold.
  const outer = (half * half + depth * depth - width * width) / (2 * (depth - width));
  const inner = outer - width;
  const centre = { x: left + half, y: edge - down * outer };
  const at = (radius: number, angle: number): Point => ({ x: centre.x + radius * Math.sin(angle), y: centre.y + down * radius * Math.cos(angle) });
  /** The arc of `radius` from `from` to `to` (angles from the line through the middle), as one cubic. */
  const arc = (radius: number, from: number, to: number): PathStep => {
    const k = arcHandle(to - from) * radius;
    const a = at(radius, from);
    const b = at(radius, to);
    return {
      op: 'C',
      x1: a.x + k * Math.cos(from),
      y1: a.y - down * k * Math.sin(from),
      x2: b.x - k * Math.cos(to),
      y2: b.y + down * k * Math.sin(to),
      x: b.x,
      y: b.y,
    };
  };
  const outerTurn = Math.asin(half / outer);
  const innerTurn = Math.asin(half / inner);
  const outerEnds = [at(outer, -outerTurn), at(outer, outerTurn)] as const;
  const ends = [
    { x: left, y: fold },
    { x: right, y: fold },
  ] as const;
  const steps: PathStep[] = [
    { op: 'M', ...outerEnds[0] },
    arc(outer, -outerTurn, 0),
    arc(outer, 0, outerTurn),
    { op: 'L', ...at(inner, innerTurn) },
    arc(inner, innerTurn, 0),
    arc(inner, 0, -innerTurn),
    { op: 'Z' },
  ];
  const ys = [fold, edge, outerEnds[0].y];
  return {
    centre,
    outer,
    inner,
    ends,
    outerEnds,
    edge: { x: centre.x, y: edge },
    innerEdge: { x: centre.x, y: edge - down * width },
    steps,
    bounds: { x: left, y: Math.min(...ys), width: right - left, height: Math.max(...ys) - Math.min(...ys) },
  };
}

/**
 * The largest rectangle (by area, near enough) centred on the fold between two bands `bottomSeal`
 * drew either side of it, keeping `margin` mm from both: what of the gusset's base is safe for
 * text, or null where there is no room.
 */
export function betweenSeals(seal: BottomSeal, margin: number): Rect | null {
  const fold = seal.ends[0].y;
  const depth = Math.abs(seal.innerEdge.y - fold);
  // For a shallow arc the best height is two thirds of the room at the middle.
  const halfHeight = ((depth - margin) * 2) / 3;
  if (halfHeight <= 0) return null;
  const reach = seal.inner - margin;
  const fromCentre = Math.abs(fold - seal.centre.y) + halfHeight;
  const halfWidth = Math.min(Math.sqrt(Math.max(0, reach * reach - fromCentre * fromCentre)), (seal.ends[1].x - seal.ends[0].x) / 2 - margin);
  if (halfWidth <= 0) return null;
  return { x: seal.centre.x - halfWidth, y: fold - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight };
}

/** Every point a path passes through or is pulled towards (its curves' controls too): a cubic stays inside them. */
export function pathPoints(steps: readonly PathStep[]): Point[] {
  return steps.flatMap((s): Point[] =>
    s.op === 'Z'
      ? []
      : s.op === 'C'
        ? [
            { x: s.x1, y: s.y1 },
            { x: s.x2, y: s.y2 },
            { x: s.x, y: s.y },
          ]
        : [{ x: s.x, y: s.y }],
  );
}
