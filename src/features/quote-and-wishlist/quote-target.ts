import type { Variant } from '@features/catalogue';
import type { QuoteTarget } from './add-to-quote';

/** A size as a line of the visitor's quote list: what the list shows and prices it with. */
export const quoteTarget = (v: Pick<Variant, 'product' | 'weight' | 'link' | 'tiers'> & { size: string }): QuoteTarget => ({
  product: v.product.slug,
  size: v.size,
  name: v.product.name.en,
  weight: v.weight,
  link: v.link,
  tiers: (v.tiers ?? []).map(({ minUnits, maxUnits, unitPrice }) => ({ minUnits, maxUnits, unitPrice })),
});
