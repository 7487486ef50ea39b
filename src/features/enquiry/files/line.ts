import { z } from 'zod';
import { findLineSize } from '@features/catalogue';
import { fitModes, panels, placementLimits, readPlacement, type FileLine, type LinePlacement } from '@features/quote-and-wishlist';
import type { ArtworkRow } from './store';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { m } from '@platform/i18n/paraglide/messages.js';

const { coordinateMm, minSideMm, maxSideMm } = placementLimits;

/** What the upload's completion may say besides the sizes, its refusals in `locale`: the line the file is for, and the design's placement on it. */
export function lineOfFileSchemaIn(locale: Locale) {
  const l = { locale };
  const number = (what: string, min: number, max: number) => {
    const asNumber = m.artwork_placement_number({ what }, l);
    const range = m.artwork_placement_range({ what, min, max }, l);
    return z.number({ error: asNumber }).finite(asNumber).min(min, range).max(max, range);
  };
  /** A design's placement as the worker takes it: plain numbers in range, a panel and fit mode we know. */
  const placement = z.strictObject(
    {
      panel: z.enum(panels, { error: m.artwork_placement_panel({}, l) }),
      x: number(m.artwork_placement_left({}, l), -coordinateMm, coordinateMm),
      y: number(m.artwork_placement_top({}, l), -coordinateMm, coordinateMm),
      width: number(m.artwork_placement_width({}, l), minSideMm, maxSideMm),
      height: number(m.artwork_placement_height({}, l), minSideMm, maxSideMm),
      fit: z.enum(fitModes, { error: m.artwork_placement_fit({ modes: fitModes.join(', ') }, l) }),
      underlay: z.boolean({ error: m.artwork_placement_underlay({}, l) }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? m.artwork_placement_keys({}, l)
          : m.artwork_placement_shape({ shape: '{ panel, x, y, width, height, fit, underlay }' }, l),
    },
  );
  /** The quote line a file is for: a product and size we sell (a catalogue size or a custom one). */
  const line = z
    .object({ product: z.string().trim().max(80), size: z.string().trim().max(20) }, { error: m.artwork_line_name({}, l) })
    .refine((o) => Boolean(findLineSize(o.product, o.size)), m.artwork_line_unknown({}, l));
  return {
    placement,
    line,
    of: z
      .object({ line: line.optional(), placement: placement.optional() })
      .refine((v) => !v.placement || v.line, { message: m.artwork_placement_needs_line({}, l), path: ['placement'] }),
  };
}

const english = lineOfFileSchemaIn(baseLocale);
/** A design's placement as the worker takes it (refusals in English). */
export const placementSchema = english.placement;
/** The quote line a file is for (refusals in English). */
export const fileLineSchema = english.line;
/** The line and placement an upload's completion may name (refusals in English). */
export const lineOfFileSchema = english.of;

/** A row's line and placement; a stored placement that no longer reads (an older row) is left out, never thrown. */
export function lineOfRow(row: Pick<ArtworkRow, 'line_product' | 'line_size' | 'placement'>): { line?: FileLine; placement?: LinePlacement } {
  if (!row.line_product || !row.line_size) return {};
  let placement: LinePlacement | null = null;
  try {
    placement = row.placement ? readPlacement(JSON.parse(row.placement)) : null;
  } catch {
    /* unreadable: the file is still listed under its line */
  }
  return { line: { product: row.line_product, size: row.line_size }, ...(placement ? { placement } : {}) };
}
