import { z } from 'zod';
import { dayRange, facts } from './facts';

/**
 * Facts about ordering that every size page states: the minimum order on the size pages (one
 * minimum everywhere: facts.trialPouches), the largest quantity
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
  taxNote: facts.priceIncludes,
  betweenBandsNote: 'A quantity between two bands is priced at the lower band until it reaches the next band.',
  tolerances: [
    { title: 'Dimensions', detail: 'Width and length within ±2 mm, bottom gusset within ±2 mm of the figures above.' },
    { title: 'Fill weight', detail: 'A size\'s name ("500gm", "1 Kg") is the trade\'s name for it and the most it is made to carry, not a promise for every product: what fits depends on how much room your product takes. 100 g of masala fills a third of the room 100 g of chips needs; the size finder works it out.' },
    { title: 'Print colour', detail: 'Digital print matches your artwork closely; colours on screen and on kraft paper can differ slightly, so ask for a printed proof when colour is critical.' },
    { title: 'Quantity', detail: 'Printed runs are delivered within ±5% of the quantity ordered, as is usual in flexible packaging.' },
  ],
});
