import type { Locale } from './locales';
import type { Text } from './text';

/**
 * Numbers, prices and weights as Indian buyers write them, in each language.
 *
 * What Intl gives for hi-IN and ta-IN (checked inside workerd, tests/worker/i18n.test.ts): the
 * Indian grouping (12,34,567) with Latin digits, ₹ before the amount, and plural categories. What
 * it lacks, written here: lakh and crore in words in Tamil (Intl's compact form says "1.5மி", a
 * million), and the weight words buyers use (Intl's "250 ग्रा॰" and "250 கி." are abbreviations a
 * buyer would not write; "ग्राम", "किलो", "கிராம்", "கிலோ" are).
 */

/**
 * The locale numbers are written in: the language as written in India (localeTag in ./locales.ts,
 * spelled out here so that the browser's build does not carry that table for it) with Latin digits.
 */
const numberTag = (locale: Locale) => `${locale}-IN-u-nu-latn`;

const grouping = new Map<Locale, Intl.NumberFormat>();
const group = (locale: Locale) => {
  let f = grouping.get(locale);
  if (!f) grouping.set(locale, (f = new Intl.NumberFormat(numberTag(locale), { maximumFractionDigits: 2 })));
  return f;
};

/** A number in the Indian system with Latin digits: 1,00,000. */
export const formatNumber = (n: number, locale: Locale): string => group(locale).format(n);

/** Rupees with two decimals: ₹1,23,456.00. */
export const formatRupees = (amount: number, locale: Locale): string =>
  `₹${new Intl.NumberFormat(numberTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const words: Record<'lakh' | 'crore', Text> = {
  lakh: { en: 'lakh', hi: 'लाख', ta: 'லட்சம்' },
  crore: { en: 'crore', hi: 'करोड़', ta: 'கோடி' },
};

/** A large number in words of the Indian system: 1.5 lakh, 2 करोड़, 15 லட்சம்; below a lakh, grouped digits. */
export function formatInWords(n: number, locale: Locale): string {
  const [unit, size] = n >= CRORE ? (['crore', CRORE] as const) : n >= LAKH ? (['lakh', LAKH] as const) : [null, 1];
  if (!unit) return formatNumber(n, locale);
  return `${formatNumber(Math.round((n / size) * 100) / 100, locale)} ${words[unit][locale]}`;
}

// Each word a Text, so that a page's build carries its own language's (scripts/one-language.mjs).
const weightWords: Record<'g' | 'kg', Text> = {
  g: { en: 'g', hi: 'ग्राम', ta: 'கிராம்' },
  kg: { en: 'kg', hi: 'किलो', ta: 'கிலோ' },
};

/** A weight in grams, as buyers write it: 250 g / 250 ग्राम / 250 கிராம்; 1 kg and above in kilograms. */
export function formatWeight(grams: number, locale: Locale): string {
  return grams >= 1000 ? `${formatNumber(grams / 1000, locale)} ${weightWords.kg[locale]}` : `${formatNumber(grams, locale)} ${weightWords.g[locale]}`;
}
