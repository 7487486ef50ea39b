import { z } from 'zod';
import { findLineSize } from '../catalogue/custom-variant';
import { fitModes, panels, placementLimits, readPlacement, type FileLine, type LinePlacement } from './line-placement';
import type { ArtworkRow } from './store';

const { coordinateMm, minSideMm, maxSideMm } = placementLimits;
const number = (what: string, min: number, max: number) =>
  z.number({ error: `Placement: give the ${what} in mm as a number.` }).finite(`Placement: give the ${what} in mm as a number.`)
    .min(min, `Placement: the ${what} must be from ${min} to ${max} mm.`).max(max, `Placement: the ${what} must be from ${min} to ${max} mm.`);

/** A design's placement as the worker takes it: plain numbers in range, a panel and fit mode we know. */
export const placementSchema = z.strictObject({
  panel: z.enum(panels, { error: 'Placement: the panel is front or back.' }),
  x: number('left edge (x)', -coordinateMm, coordinateMm),
  y: number('top edge (y)', -coordinateMm, coordinateMm),
  width: number('width', minSideMm, maxSideMm),
  height: number('height', minSideMm, maxSideMm),
  fit: z.enum(fitModes, { error: `Placement: the fit is one of ${fitModes.join(', ')}.` }),
  underlay: z.boolean({ error: 'Placement: say whether white underlay is on (true or false).' }),
}, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? 'Placement: it holds only panel, x, y, width, height, fit and underlay.' : 'Placement: send it as { panel, x, y, width, height, fit, underlay }.'),
});

/** The quote line a file is for: a product and size we sell (a catalogue size or a custom one). */
export const fileLineSchema = z
  .object({ product: z.string().trim().max(80), size: z.string().trim().max(20) }, { error: 'Line: name the quote line by its product and size.' })
  .refine((l) => Boolean(findLineSize(l.product, l.size)), 'Line: the quote line names a product or size we do not make.');

/** What the upload's completion may say besides the sizes: the line the file is for, and the design's placement on it. */
export const lineOfFileSchema = z
  .object({ line: fileLineSchema.optional(), placement: placementSchema.optional() })
  .refine((v) => !v.placement || v.line, { message: 'Placement: a placement belongs to a quote line; name the line too.', path: ['placement'] });

/** Records the line (and placement) a file is for. */
export async function setFileLine(db: D1Database, id: string, line: FileLine, placement: LinePlacement | null): Promise<void> {
  await db.prepare('UPDATE artwork_files SET line_product = ?2, line_size = ?3, placement = ?4 WHERE id = ?1')
    .bind(id, line.product, line.size, placement ? JSON.stringify(placement) : null).run();
}

/** A row's line and placement; a stored placement that no longer reads (an older row) is left out, never thrown. */
export function lineOfRow(row: Pick<ArtworkRow, 'line_product' | 'line_size' | 'placement'>): { line?: FileLine; placement?: LinePlacement } {
  if (!row.line_product || !row.line_size) return {};
  let placement: LinePlacement | null = null;
  try {
    placement = row.placement ? readPlacement(JSON.parse(row.placement)) : null;
  } catch { /* unreadable: the file is still listed under its line */ }
  return { line: { product: row.line_product, size: row.line_size }, ...(placement ? { placement } : {}) };
}
