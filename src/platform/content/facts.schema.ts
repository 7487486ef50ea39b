import { z } from 'zod';

/**
 * The business promises the content pages quote: minimum orders, delivery
 * times, offers and policy terms. Each number lives here once; FAQ answers, policies, the offer
 * pages and the home page build their sentences from these values.
 */
export const factsSchema = z.object({
  /**
   * The one minimum order: pouches per design, in any size, where every price table starts and the
   * quote takes a line from. Every page that names a minimum says this number (a worker test reads them).
   */
  trialPouches: z.number().int().positive(),
  /** What a price in the tables is for, as every price table and FAQ says it. */
  priceIncludes: z.string().min(40).max(240),
  standardDeliveryDays: z.tuple([z.number().int(), z.number().int()]),
  expressDeliveryDays: z.tuple([z.number().int(), z.number().int()]),
  freeDeliveryAboveInr: z.number().int().positive(),
  firstOrderDiscountPercent: z.number().int().min(1).max(50),
  bulkDiscountPercent: z.number().int().min(1).max(50),
  bulkDiscountAboveUnits: z.number().int().positive(),
  replyWithinHours: z.number().int().positive(),
  claimWithinHours: z.number().int().positive(),
  /** Days the personal fields of an enquiry are kept after it reached the company; the sweep erases them then. */
  keepEnquiryDays: z.number().int().positive(),
  /** Days the personal fields of an enquiry held as spam are kept. */
  keepHeldEnquiryDays: z.number().int().positive(),
  refundDays: z.tuple([z.number().int(), z.number().int()]),
  replacementReturnDays: z.number().int().positive(),
  laminationLayers: z.number().int().positive(),
  materials: z.array(z.string()).min(1),
  finishes: z.array(z.string()).min(1),
  /** Effective date printed on every policy page, and its ISO month for structured data. */
  policyEffective: z.object({ label: z.string(), iso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
});

export type Facts = z.infer<typeof factsSchema>;

/** The schema of each content export of facts.ts (src/platform/content/checked.ts). */
export const contentSchemas = { facts: factsSchema };
