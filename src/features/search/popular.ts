import type { Locale } from '@platform/i18n/locales';
import type { Text } from '@platform/i18n/text';

/**
 * The popular searches shown on a page without results, in the words a buyer of each language
 * types (each finds what its English does: cross-script search, src/features/search/README.md). English
 * keeps its own list (src/features/search/suggestions.ts).
 */
export const popularIn: readonly Text[] = [
  { en: 'Kraft', hi: 'क्राफ्ट', ta: 'க்ராஃப்ட்' },
  { en: 'Zipper', hi: 'ज़िपर', ta: 'ஜிப்பர்' },
  { en: 'Window', hi: 'विंडो', ta: 'விண்டோ' },
  { en: 'Transparent', hi: 'ट्रांसपेरेंट', ta: 'டிரான்ஸ்பரன்ட்' },
  { en: 'Silver', hi: 'सिल्वर', ta: 'சில்வர்' },
  { en: 'Gold', hi: 'गोल्ड', ta: 'கோல்டு' },
  { en: '500gm', hi: '500 ग्राम', ta: '500 கிராம்' },
  { en: '1 Kg', hi: '1 किलो', ta: '1 கிலோ' },
];

/** The popular searches of a language; English's own list for English. */
export const popularSearchesIn = (locale: Locale, english: readonly string[]): readonly string[] =>
  locale === 'en' ? english : popularIn.map((t) => t[locale]);
