/**
 * What "+ 40" in a pouch size means, said the same way wherever a size is shown (size pages, the
 * size finder, the print template's legend): the bottom gusset, given whole and folded in half
 * into the pouch, G/2 up the front panel and G/2 up the back. Pure and import-free, so the
 * size finder's island can say it without the catalogue.
 */

import type { Locale } from '@platform/i18n/locales';

const readings: Record<Locale, (gusset: number, half: number) => string> = {
  en: (g, h) => `+ ${g}: the bottom gusset, ${g} mm in all, folded ${h} + ${h}`,
  hi: (g, h) => `+ ${g}: नीचे का गसेट, कुल ${g} mm, ${h} + ${h} मोड़कर`,
  ta: (g, h) => `+ ${g}: அடிப்பகுதி கஸெட், மொத்தம் ${g} mm, ${h} + ${h} ஆக மடித்தது`,
};

/** @example gussetReading(40) // "+ 40: the bottom gusset, 40 mm in all, folded 20 + 20" */
export const gussetReading = (gusset: number, locale: Locale = 'en'): string => readings[locale](gusset, gusset / 2);

/** Said once under a list of sizes, where each shows its own "+ gusset". */
export const GUSSET_NOTE = 'The + figure is the whole bottom gusset, folded in half into the pouch: + 40 is 20 mm up the front and 20 mm up the back.';
