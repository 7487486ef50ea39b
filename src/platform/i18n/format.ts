import type { Locale } from './locales';
import type { Text } from './text';

/**
 * Numbers, prices and weights as Indian buyers write them, in each language.
 *
 * What Intl gives for hi-IN and ta-IN with Latin digits (checked inside workerd,
 * tests/worker/i18n.test.ts): the Indian grouping (12,34,567), alike in the three languages, and ₹
 * before the amount; groupIndian writes the same without Intl's start-up cost. What Intl lacks,
 * written here: lakh and crore in words in Tamil (Intl's compact form says "1.5மி", a
 * million), and the weight words buyers use (Intl's "250 ग्रा॰" and "250 கி." are abbreviations a
 * buyer would not write; "ग्राम", "किलो", "கிராம்", "கிலோ" are).
 */

/**
 * A number grouped the Indian way with Latin digits, `fraction` decimals at most (`exact`: always
 * that many): 12,34,567.5. It is what Intl.NumberFormat gives for en-IN, hi-IN and ta-IN with Latin
 * digits (tests/worker/i18n.test.ts holds it to workerd's Intl for every language), written
 * out because the first Intl number formatter an isolate makes costs it about 20 ms of CPU (ICU's
 * data), which a cold worker would pay before its first page and a phone before its first answer.
 * It rounds as Intl does: the shortest decimal that reads back as the number (1.005, not the
 * binary 1.00499…), half away from zero.
 */
export function groupIndian(n: number, fraction: number, exact = false): string {
  const size = Math.abs(n);
  if (!(size < 1e21))
    return new Intl.NumberFormat('en-IN-u-nu-latn', { minimumFractionDigits: exact ? fraction : 0, maximumFractionDigits: fraction }).format(n);
  // The shortest decimal (String) as digits and a point, rounded on those digits: 1.005 stays 1.005.
  const [mantissa = '', power = '0'] = String(size).split('e');
  const [whole = '', part = ''] = mantissa.split('.');
  const point = whole.length + Number(power);
  const all = '0'.repeat(Math.max(0, -point)) + whole + part;
  const keep = Math.max(point, 0) + fraction;
  let kept = all.padEnd(keep, '0').slice(0, keep);
  if ((all[keep] ?? '0') >= '5') kept = (BigInt(kept || '0') + 1n).toString().padStart(keep, '0');
  const integer = kept.slice(0, kept.length - fraction).replace(/^0+(?=\d)/, '') || '0';
  const decimals = exact ? kept.slice(kept.length - fraction) : kept.slice(kept.length - fraction).replace(/0+$/, '');
  const grouped = integer.length > 3 ? `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${integer.slice(-3)}` : integer;
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** A number in the Indian system with Latin digits: 1,00,000 (written alike in the three languages). */
export const formatNumber = (n: number, _locale: Locale): string => groupIndian(n, 2);

/** Rupees with two decimals: ₹1,23,456.00. */
export const formatRupees = (amount: number, _locale: Locale): string => `₹${groupIndian(amount, 2, true)}`;

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
/** Exported, as every word a buyer reads is, for the review record (scripts/i18n-review.mjs). */
export const numberWords: Record<'lakh' | 'crore', Text> = {
  lakh: { en: 'lakh', hi: 'लाख', ta: 'லட்சம்' },
  crore: { en: 'crore', hi: 'करोड़', ta: 'கோடி' },
};

/** A large number in words of the Indian system: 1.5 lakh, 2 करोड़, 15 லட்சம்; below a lakh, grouped digits. */
export function formatInWords(n: number, locale: Locale): string {
  const [unit, size] = n >= CRORE ? (['crore', CRORE] as const) : n >= LAKH ? (['lakh', LAKH] as const) : [null, 1];
  if (!unit) return formatNumber(n, locale);
  return `${formatNumber(Math.round((n / size) * 100) / 100, locale)} ${numberWords[unit][locale]}`;
}

// Each word a Text, so that a page's build carries its own language's (scripts/one-language.mjs).
export const weightWords: Record<'g' | 'kg', Text> = {
  g: { en: 'g', hi: 'ग्राम', ta: 'கிராம்' },
  kg: { en: 'kg', hi: 'किलो', ta: 'கிலோ' },
};

/** A weight in grams, as buyers write it: 250 g / 250 ग्राम / 250 கிராம்; 1 kg and above in kilograms. */
export function formatWeight(grams: number, locale: Locale): string {
  return grams >= 1000 ? `${formatNumber(grams / 1000, locale)} ${weightWords.kg[locale]}` : `${formatNumber(grams, locale)} ${weightWords.g[locale]}`;
}
