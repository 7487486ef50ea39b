import { z } from 'zod';
import { MATERIALS } from './pouch-palette';

/** What a pouch looks like, in the terms a buyer uses: enough to draw it. */
export const pouchArtSchema = z.object({
  material: z.enum(MATERIALS),
  finish: z.enum(['matte', 'glossy', 'metallic']),
  window: z.boolean(),
  zipper: z.boolean(),
  /** Brand colour printed on the pouch (label band, or the whole body for 'colour'). */
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type PouchArt = z.infer<typeof pouchArtSchema>;
