/**
 * How long personal fields of an enquiry are kept. The scheduled sweep erases them after these
 * periods and the privacy policy (src/content/policies.ts) states them from these same numbers,
 * so the promise and the practice cannot drift apart. Changing a period is a code change, reviewed
 * together with the policy text it changes.
 */
export const retention = {
  /** Days after delivery to the mail script: long enough to answer and quote, as the policy says. */
  deliveredDays: 180,
  /** Days after arrival for an enquiry held as spam: long enough for the daily digest to be read and acted on. */
  heldDays: 30,
} as const;

export const DAY_MS = 24 * 60 * 60_000;
