/** The names of the size finder's kinds of product and broad kinds, as addresses carry them (fill.ts holds what each is). */

/** Link-safe name of a kind of product, as `/size-finder?fill=` (or `&variety=`) carries it. */
export const FILL_SLUGS = [
  'coffee-light-roast',
  'coffee-dark-roast',
  'ground-coffee',
  'tea-ctc',
  'tea-orthodox',
  'tea-green-herbal',
  'rice',
  'atta-flour',
  'sugar',
  'spice-powder',
  'whole-spices',
  'dry-fruits-nuts',
  'bhujia-sev',
  'potato-chips',
  'puffed-snacks',
  'granola-muesli',
  'protein-powder',
  'millets-pulses',
  'pet-food',
  'idli-dosa-batter',
] as const;
export type FillSlug = (typeof FILL_SLUGS)[number];

/**
 * Broad kinds whose forms differ by more than about 30 % in published bulk density: the list
 * offers the broad kind, and the finder then asks which form (a second question), since the
 * answer moves by two or three sizes with it.
 */
export const FILL_GROUP_SLUGS = ['coffee-beans', 'tea-leaves', 'namkeen-snacks'] as const;
export type FillGroupSlug = (typeof FILL_GROUP_SLUGS)[number];

/** The choice for anything not in the table: the buyer gives its bulk density. */
export const OTHER_FILL = 'something-else';
