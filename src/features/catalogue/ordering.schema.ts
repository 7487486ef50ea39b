import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';

/**
 * Facts about ordering that every size page states: the minimum order on the size pages (one
 * minimum everywhere: facts.trialPouches), the largest quantity
 * the price tables cover, lead times, the tax note of the price policy, and manufacturing
 * tolerances. The tolerance figures are usual values for digitally printed laminated pouches;
 * the spec is silent on them. Words in English, Hindi and Tamil.
 */
export const orderingSchema = z.object({
  minimumUnits: z.number().int().positive(),
  /** Above this quantity the tables stop and a bulk quote is offered. */
  tableMaximumUnits: z.number().int().positive(),
  /** Where the lowest price band starts (1,000): the figure other printers quote as a minimum, which the FAQ explains. */
  lowestPriceFromUnits: z.number().int().positive(),
  /** The working days most custom orders take after artwork approval ("7–10"): each language's message says the days whole. */
  leadDays: z.string().regex(/^\d+(?:–\d+)?$/),
  taxNote: textSchema(z.string().min(10)),
  betweenBandsNote: textSchema(z.string().min(10)),
  tolerances: z.array(z.object({ title: textSchema(z.string().min(3)), detail: textSchema(z.string().min(10)) })).min(3),
});

/** The schema of each content export of ordering.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  ordering: orderingSchema,
};
/** The types ordering.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
