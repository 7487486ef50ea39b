import { facts } from '@platform/content/facts';

/**
 * How long personal fields of an enquiry are kept. The scheduled sweep erases them after these
 * periods, and the privacy policy (src/features/pages/content/policies.ts) states them from the same facts, so the
 * promise and the practice cannot drift apart. A period is changed in src/platform/content/facts.ts, and the
 * published policy changes with it.
 */
export const retention = {
  /** Days after delivery to the mail script. */
  deliveredDays: facts.keepEnquiryDays,
  /** Days after arrival for an enquiry held as spam: time enough for the daily digest to be read and acted on. */
  heldDays: facts.keepHeldEnquiryDays,
} as const;

export const DAY_MS = 24 * 60 * 60_000;
