/** Named Cache-Control presets, so every response says its policy in one word. */
export const cachePolicy = {
  /** Pages that carry nothing per visitor: browsers revalidate after a minute, the edge keeps them 5 minutes. */
  page: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  /** Answers that must never be stored (form results, enquiry API). */
  none: 'no-store',
  /** Generated images and text files that change only with a deploy. */
  day: 'public, max-age=86400, stale-while-revalidate=604800',
  /** Files generated from the catalogue (print templates): a day in browsers and at the edge. */
  file: 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800',
} as const;
