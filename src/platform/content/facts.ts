import { groupIndian } from '@platform/i18n/format';
import type { Facts } from './facts.schema';

export type { Facts } from './facts.schema';

/**
 * The business promises the content pages quote: minimum orders, delivery
 * times, offers and policy terms. Each number lives here once; FAQ answers, policies, the offer
 * pages and the home page build their sentences from these values. Their rules: facts.schema.ts.
 */
export const facts: Facts = {
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
};

/** Indian digit grouping, as buyers read amounts: 1500 → "1,500", 150000 → "1,50,000". */
export const inr = (amount: number): string => `₹${groupIndian(amount, 3)}`;
export const units = (n: number): string => groupIndian(n, 3);
/** A range of days as the site prints it: "7–10". */
export const dayRange = ([from, to]: readonly [number, number]): string => `${from}–${to}`;
/** "matte, glossy, metallic and kraft". */
export const listJoin = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
