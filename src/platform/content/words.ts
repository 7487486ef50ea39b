import type { Locale } from '@platform/i18n/locales';
import type { Text } from '@platform/i18n/text';
import { facts } from './facts';

/**
 * The business facts (src/platform/content/facts.ts) in each language's words, for the content pages'
 * sentences: lists joined as each language joins them, and the materials and finishes by the trade words buyers use.
 */

/** The word before a list's last item. */
export const listAnd: Record<Locale, string> = { en: 'and', hi: 'और', ta: 'மற்றும்' };

/** "matte, glossy, metallic and kraft" / "…, मेटैलिक और क्राफ्ट" / "…, மெட்டாலிக் மற்றும் க்ராஃப்ட்". */
export const listIn = (items: readonly string[], locale: Locale): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${listAnd[locale]} ${items.at(-1)}`;

export const materialWords: Readonly<Record<string, Text>> = {
  PET: { en: 'PET', hi: 'PET', ta: 'PET' },
  Kraft: { en: 'Kraft', hi: 'क्राफ्ट', ta: 'க்ராஃப்ட்' },
  'Metallized Foil': { en: 'Metallized Foil', hi: 'मेटलाइज़्ड फ़ॉइल', ta: 'மெட்டலைஸ்டு ஃபாயில்' },
};

export const finishWords: Readonly<Record<string, Text>> = {
  matte: { en: 'matte', hi: 'मैट', ta: 'மேட்' },
  glossy: { en: 'glossy', hi: 'ग्लॉसी', ta: 'கிளாஸி' },
  metallic: { en: 'metallic', hi: 'मेटैलिक', ta: 'மெட்டாலிக்' },
  kraft: { en: 'kraft', hi: 'क्राफ्ट', ta: 'க்ராஃப்ட்' },
};

const wordsOf = (table: Readonly<Record<string, Text>>, items: readonly string[], locale: Locale) =>
  items.map((item) => {
    const text = table[item];
    if (!text) throw new Error(`no words for ${item}`);
    return text[locale];
  });

/** "PET, Kraft and Metallized Foil", in each language. */
export const materialsIn = (locale: Locale): string => listIn(wordsOf(materialWords, facts.materials, locale), locale);
/** "matte, glossy, metallic and kraft", in each language. */
export const finishesIn = (locale: Locale): string => listIn(wordsOf(finishWords, facts.finishes, locale), locale);

/** A `Text` from a function of the language: for sentences built from the facts. */
export const each = (write: (locale: Locale) => string): Text => ({ en: write('en'), hi: write('hi'), ta: write('ta') });
