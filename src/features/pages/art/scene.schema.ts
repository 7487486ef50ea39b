import { z } from 'zod';
import { pouchArtSchema } from '@features/catalogue/index.schema';
import { LETTERING_CHARS, letteringRule } from './lettering';

const LETTERING_RULE = letteringRule();

/** A scene as the content writes it (scene.ts draws it). */
export const scenePouchSchema = z.object({
  art: pouchArtSchema,
  /** Brand name printed on the label band. */
  brand: z.string().min(2).max(16).regex(LETTERING_CHARS, LETTERING_RULE),
  /** Small second line under the brand, e.g. the product. */
  line: z.string().min(2).max(22).regex(LETTERING_CHARS, LETTERING_RULE),
});
export type ScenePouch = z.infer<typeof scenePouchSchema>;

export const sceneSchema = z.object({
  /** single: one large pouch; pair: two overlapping; trio: a product family; label: a pouch and its sticker sheet. */
  layout: z.enum(['single', 'pair', 'trio', 'label']),
  background: z.tuple([z.string().regex(/^#[0-9a-f]{6}$/i), z.string().regex(/^#[0-9a-f]{6}$/i)]),
  pouches: z.array(scenePouchSchema).min(1).max(3),
  garnish: z.enum(['beans', 'nuts', 'leaves', 'spice', 'grain', 'none']).default('none'),
});
export type Scene = z.input<typeof sceneSchema>;
