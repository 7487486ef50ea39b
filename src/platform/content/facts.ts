import { z } from 'zod';
import { groupIndian } from '@platform/i18n/format';
import { checked } from '@platform/content/checked';

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

export const facts = checked(factsSchema, {
  trialPouches: 100,
  priceIncludes:
    'Each price is for one finished pouch, digitally printed in full colour with your design (no plate or setup charge), taxes included; shipping may apply.',
  standardDeliveryDays: [7, 10],
  expressDeliveryDays: [3, 5],
  freeDeliveryAboveInr: 1500,
  firstOrderDiscountPercent: 10,
  bulkDiscountPercent: 15,
  bulkDiscountAboveUnits: 5000,
  replyWithinHours: 24,
  claimWithinHours: 48,
  keepEnquiryDays: 180,
  keepHeldEnquiryDays: 30,
  refundDays: [7, 10],
  replacementReturnDays: 7,
  laminationLayers: 3,
  materials: ['PET', 'Kraft', 'Metallized Foil'],
  finishes: ['matte', 'glossy', 'metallic', 'kraft'],
  policyEffective: { label: 'October 2025', iso: '2025-10-01' },
});

/** Indian digit grouping, as buyers read amounts: 1500 → "1,500", 150000 → "1,50,000". */
export const inr = (amount: number): string => `₹${groupIndian(amount, 3)}`;
export const units = (n: number): string => groupIndian(n, 3);
/** A range of days as the site prints it: "7–10". */
export const dayRange = ([from, to]: readonly [number, number]): string => `${from}–${to}`;
/** "matte, glossy, metallic and kraft". */
export const listJoin = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
