/**
 * What "+ 40" in a pouch size means, said the same way wherever a size is shown (size pages, the
 * size finder, the print template's legend): the bottom gusset, given whole and folded in half
 * into the pouch, G/2 up the front panel and G/2 up the back. Its words are a message
 * (`catalogue_gusset_reading`), so the review record lists them; the size finder's island says
 * the same with `finder_gusset`.
 */

import type { Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** @example gussetReading(40) // "+ 40: the bottom gusset, 40 mm in all, folded 20 + 20" */
export const gussetReading = (gusset: number, locale: Locale = 'en'): string => m.catalogue_gusset_reading({ gusset, half: gusset / 2 }, { locale });

/** Said once under a list of sizes, where each shows its own "+ gusset". */
export const GUSSET_NOTE = 'The + figure is the whole bottom gusset, folded in half into the pouch: + 40 is 20 mm up the front and 20 mm up the back.';
