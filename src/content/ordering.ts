import { z } from 'zod';
import { dayRange, facts } from './facts';

/**
 * Facts about ordering that every size page states: the minimum order on the size pages (spec §9:
 * 100 pouches; the general 1000-piece claim belongs to the FAQ and home page), the largest quantity
 * the price tables cover, lead times, the tax note of the price policy, and manufacturing
 * tolerances. The tolerance figures are usual values for digitally printed laminated pouches;
 * the spec is silent on them.
 */
export const orderingSchema = z.object({
  minimumUnits: z.number().int().positive(),
  /** Above this quantity the tables stop and a bulk quote is offered. */
  tableMaximumUnits: z.number().int().positive(),
  leadTime: z.string(),
  taxNote: z.string().min(10),
  betweenBandsNote: z.string().min(10),
  tolerances: z.array(z.object({ title: z.string().min(3), detail: z.string().min(10) })).min(3),
});

export const ordering = orderingSchema.parse({
  minimumUnits: facts.trialPouches,
  tableMaximumUnits: facts.bulkDiscountAboveUnits,
  leadTime: `${dayRange(facts.standardDeliveryDays)} business days`,
  taxNote: 'Prices are per pouch and inclusive of taxes; shipping may apply.',
  betweenBandsNote: 'A quantity between two bands is priced at the lower band until it reaches the next band.',
  tolerances: [
    { title: 'Dimensions', detail: 'Width and length within ±2 mm, bottom gusset within ±2 mm of the figures above.' },
    { title: 'Fill weight', detail: 'The size is named for a typical dry product. What fits depends on how dense your product is: 100gm of powder takes less room than 100gm of chips.' },
    { title: 'Print colour', detail: 'Digital print matches your artwork closely; colours on screen and on kraft paper can differ slightly, so ask for a printed proof when colour is critical.' },
    { title: 'Quantity', detail: 'Printed runs are delivered within ±5% of the quantity ordered, as is usual in flexible packaging.' },
  ],
});
