/**
 * The size finder's model: which pouch size holds a weight of a product. Pure, and free of imports
 * with code but the words it answers in (the finder's messages, in each language) and the way the
 * site writes numbers (src/platform/i18n/format.ts); the tables come
 * in as arguments, so the /size-finder page answers on the server and the `size-finder` island runs
 * the very same function as the visitor types.
 *
 * The rule: the smallest size that takes the weight (a size is made for at most the weight it
 * is named for: film, gusset and seals are chosen for it) and whose usable volume the product
 * fills to at most the fill limit (85 %: headroom for settling, the zipper and clean seals).
 * An answer within 10 % of the limit is "snug": it fits, and the next size up is offered as well.
 */
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import type { Locale } from '@platform/i18n/locales';
import { groupIndian } from '@platform/i18n/format';

/** A size as the finder sees it: its name, the weight it is made for and its usable volume. */
export interface FinderSize {
  slug: string;
  /** "500gm", "1 Kg" */
  label: string;
  /** The weight the size is named and made for. */
  grams: number;
  /** Room below the zipper, filled and standing. */
  usableMl: number;
  /** Flat size in mm, for the drawing: width x length + gusset. */
  width: number;
  length: number;
  gusset: number;
}

export interface FitInput {
  /** Bulk density, g/ml. */
  density: number;
  grams: number;
}

export type Fit =
  | {
      kind: 'fits';
      size: FinderSize;
      /** The room the product takes, ml. */
      volumeMl: number;
      /** volumeMl / size.usableMl: how full the pouch is, 0 to the fill limit. */
      share: number;
      /** Within SNUG_MARGIN of the fill limit: it fits, but the next size up is worth a look. */
      snug: boolean;
      /** The next size up, the roomier choice; none after the largest. */
      next?: FinderSize;
      /** The next size down and why it is not the answer: too small a rating or too little room. */
      smaller?: { size: FinderSize; reason: 'weight' | 'volume' };
    }
  | { kind: 'too-big'; largest: FinderSize; volumeMl: number; reason: 'weight' | 'volume' };

export const DEFAULT_FILL_LIMIT = 0.85;

/** An answer filled to within this share of the fill limit (10 %: 76.5 % or more of 85 %) is snug. */
export const SNUG_MARGIN = 0.1;

/** Why `size` does not take the product, or null when it does. */
export function refusal(size: FinderSize, input: FitInput, limit = DEFAULT_FILL_LIMIT): 'weight' | 'volume' | null {
  if (input.grams > size.grams) return 'weight';
  if (input.grams / input.density > size.usableMl * limit) return 'volume';
  return null;
}

/**
 * The smallest of `sizes` (any order) that holds `input`, with the next size up, or why even
 * the largest does not.
 * @example fit({ density: 0.42, grams: 750 }, sizes) // { kind: 'fits', size: 2 Kg, share: 0.9, snug: true, next: 3 Kg, … }
 */
export function fit(input: FitInput, sizes: readonly FinderSize[], limit = DEFAULT_FILL_LIMIT): Fit {
  const ordered = [...sizes].sort((a, b) => a.grams - b.grams);
  const volumeMl = input.grams / input.density;
  const i = ordered.findIndex((s) => refusal(s, input, limit) === null);
  if (i < 0) {
    const largest = ordered[ordered.length - 1]!;
    return { kind: 'too-big', largest, volumeMl, reason: refusal(largest, input, limit)! };
  }
  const size = ordered[i]!;
  const below = ordered[i - 1];
  return {
    kind: 'fits',
    size,
    volumeMl,
    share: volumeMl / size.usableMl,
    snug: volumeMl / size.usableMl >= limit * (1 - SNUG_MARGIN),
    ...(ordered[i + 1] ? { next: ordered[i + 1] } : {}),
    ...(below ? { smaller: { size: below, reason: refusal(below, input, limit)! } } : {}),
  };
}

/**
 * A number as the finder writes it: in English as JavaScript writes it (the words the finder has
 * always shown); in Hindi and Tamil with Latin digits and the Indian grouping, to three decimals.
 */
const num = (n: number, locale: Locale): string => (locale === 'en' ? `${n}` : groupIndian(n, 3));

/** "85 %" in English, "85%" in Hindi and Tamil. */
export const formatPercent = (share: number, locale: Locale = 'en'): string => m.finder_percent({ n: Math.round(share * 100) }, { locale });

/** "570 ml", "1.8 litres" (570 ml, 1.8 लीटर; 570 ml, 1.8 லிட்டர்: ml as the site writes g/ml): about how a buyer would say it. */
export function formatVolume(ml: number, locale: Locale = 'en'): string {
  if (ml < 995) return m.finder_ml({ n: num(Math.max(10, Math.round(ml / 10) * 10), locale) }, { locale });
  const litres = Math.round(ml / 100) / 10;
  return m.finder_litres({ n: locale === 'en' ? litres : num(litres, locale) }, { locale });
}

/**
 * "750 g", "1.5 kg", "5.001 kg" (750 ग्राम, 1.5 किलो; 750 கிராம், 1.5 கிலோ): as exact as the weight
 * read (a gram in kilos, a tenth below), never rounded into another answer.
 */
export function formatWeight(grams: number, locale: Locale = 'en'): string {
  return grams >= 1000
    ? m.finder_kg({ n: num(Math.round(grams) / 1000, locale) }, { locale })
    : m.finder_g({ n: num(Math.round(grams * 10) / 10, locale) }, { locale });
}

/** "0.42 g/ml" */
const formatDensity = (density: number, locale: Locale): string => `${num(Math.round(density * 1000) / 1000, locale)} g/ml`;

/**
 * A size by its name as a buyer says it: the trade's "500gm", "1 Kg" in English; its weight in
 * words in Hindi and Tamil ("500 ग्राम", "1 கிலோ"), where "gm" and "Kg" are not how buyers write.
 */
export const sizeName = (size: Pick<FinderSize, 'label' | 'grams'>, locale: Locale = 'en'): string =>
  locale === 'en' ? size.label : formatWeight(size.grams, locale);

/** Devanagari and Tamil digits as Latin ones: "७५०" → "750". */
const latinDigits = (text: string): string =>
  text.replace(/[\u0966-\u096F\u0BE6-\u0BEF]/g, (d) => String(d.charCodeAt(0) - (d.charCodeAt(0) >= 0x0be6 ? 0x0be6 : 0x0966)));

/** The words for kilos buyers write in Hindi and Tamil (किलो, किग्रा, கிலோ, கி.கி.). */
const KILO_WORDS = ['किलो', 'किलोग्राम', 'किग्रा', 'कि.ग्रा', 'கிலோ', 'கிலோகிராம்', 'கி.கி'];
/** And for grams (ग्राम, ग्रा, கிராம், கி). */
const GRAM_WORDS = ['ग्राम', 'ग्रा', 'கிராம்', 'கி'];

/** Fractions as typed: the vulgar-fraction characters. */
const FRACTION_GLYPHS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };
/**
 * And as said before a unit: आधा किलो (half), पाव किलो (a quarter), डेढ़ किलो (one and a half), ढाई
 * किलो (two and a half); அரை கிலோ (half), கால் கிலோ (a quarter), முக்கால் கிலோ (three quarters),
 * ஒன்றரை கிலோ (one and a half).
 */
const FRACTION_WORDS: Readonly<Record<string, number>> = {
  आधा: 0.5,
  आधी: 0.5,
  पाव: 0.25,
  डेढ़: 1.5,
  डेढ: 1.5,
  ढाई: 2.5,
  அரை: 0.5,
  கால்: 0.25,
  முக்கால்: 0.75,
  ஒன்றரை: 1.5,
};
const decimal = (n: number): string => String(Math.round(n * 1000) / 1000);

/** "1½ kg", "1 1/2 kg", "½ kg", "आधा किलो", "அரை கிலோ" → "1.5 kg", "0.5 kg", "0.5 किलो", "0.5 கிலோ". */
function fractionsAsDecimals(text: string): string {
  const glyphs = Object.keys(FRACTION_GLYPHS).join('');
  return text
    .replace(new RegExp(`^(\\d{1,6})? ?([${glyphs}])`, 'u'), (_, whole: string | undefined, glyph: string) =>
      decimal(Number(whole ?? 0) + FRACTION_GLYPHS[glyph]!),
    )
    .replace(/^(?:(\d{1,6}) )?(\d{1,3})\/(\d{1,3})(?=$| )/, (all, whole: string | undefined, top: string, bottom: string) =>
      Number(bottom) > 0 ? decimal(Number(whole ?? 0) + Number(top) / Number(bottom)) : all,
    )
    .replace(/^(\S+)(?= )/u, (word) => (word in FRACTION_WORDS ? decimal(FRACTION_WORDS[word]!) : word));
}

/**
 * Reads a weight as buyers type it: "750", "750 g", "750gm", "1.5 kg", "1 kilo", "1,500 g", "½ kg",
 * "1 1/2 kg", and in Hindi and Tamil "750 ग्राम", "1.5 किलो", "आधा किलो", "750 கிராம்", "1.5 கிலோ",
 * "அரை கிலோ" (Devanagari or Tamil digits too). Grams unless a unit says kilos; returns null for
 * anything else (letters, signs, empty).
 */
export function parseWeight(raw: string | null | undefined): number | null {
  const text = fractionsAsDecimals(latinDigits((raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ')));
  const m =
    /^(\d{1,6}(?:,\d{3})*|\d*)(?:[.,](\d{1,3}))? ?(g|gm|gms|gr|gram|grams|grammes?|k|kg|kgs|kilo|kilos|kilogram|kilograms|kilogrammes?|[\u0900-\u097F\u0B80-\u0BFF.]+)?\.?$/.exec(
      text,
    );
  if (!m || (!m[1] && !m[2])) return null;
  const unit = m[3]?.replace(/\.$/, '');
  if (unit && /[^a-z]/.test(unit) && !KILO_WORDS.includes(unit) && !GRAM_WORDS.includes(unit)) return null;
  const value = Number(`${(m[1] || '0').replace(/,/g, '')}.${m[2] ?? '0'}`);
  const grams = unit && (unit.startsWith('k') || KILO_WORDS.includes(unit)) ? value * 1000 : value;
  return Number.isFinite(grams) && grams >= 0 ? Math.round(grams * 10) / 10 : null;
}

/** Reads a bulk density in g/ml ("0.6", ".6", "0,6"); null for anything else. */
export function parseDensity(raw: string | null | undefined): number | null {
  const text = latinDigits((raw ?? '').trim()).replace(/\s*(g\/ml|g\/cm3|g\/cc)$/i, '');
  if (!/^\d{0,2}(?:[.,]\d{1,3})?$/.test(text) || !/\d/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * The plain-words reason behind an answer, with every number it used: the weight and bulk density,
 * the room the product takes, the pouch's room below the zipper and the fill limit; for a snug
 * answer, the next size up and how full that would be. `noun` is the product in `locale`'s words.
 * @example reasoning(fit({ density: 0.42, grams: 750 }, sizes), 750, 'coffee beans')
 * // "750 g of coffee beans at 0.42 g/ml takes about 1.8 litres (750 ÷ 0.42). The 2 Kg pouch holds about 2 litres below its zipper, …"
 */
export function reasoning(result: Fit, grams: number, noun: string, limit = DEFAULT_FILL_LIMIT, locale: Locale = 'en'): string {
  const o = { locale };
  const density = grams / result.volumeMl;
  const weight = formatWeight(grams, locale);
  const what = m.finder_why_what(
    {
      weight,
      noun,
      density: formatDensity(density, locale),
      volume: formatVolume(result.volumeMl, locale),
      grams: num(Math.round(grams * 10) / 10, locale),
      perMl: num(Math.round(density * 1000) / 1000, locale),
    },
    o,
  );
  const percent = formatPercent(limit, locale);
  const room = (s: FinderSize) => ({ room: formatVolume(s.usableMl, locale), filled: formatVolume(s.usableMl * limit, locale), limit: percent });
  const name = (s: FinderSize) => sizeName(s, locale);
  if (result.kind === 'too-big') {
    const l = result.largest;
    return result.reason === 'weight'
      ? m.finder_why_largest_weight({ what, size: name(l), max: formatWeight(l.grams, locale) }, o)
      : m.finder_why_largest_volume({ what, size: name(l), ...room(l) }, o);
  }
  const { size, smaller, next } = result;
  const parts = [m.finder_why_fits({ what, size: name(size), ...room(size), share: formatPercent(result.share, locale) }, o)];
  if (smaller) {
    parts.push(
      smaller.reason === 'weight'
        ? m.finder_why_smaller_weight({ size: name(smaller.size), max: formatWeight(smaller.size.grams, locale) }, o)
        : m.finder_why_smaller_volume({ size: name(smaller.size), filled: formatVolume(smaller.size.usableMl * limit, locale) }, o),
    );
  }
  if (result.snug) {
    const margin = formatPercent(SNUG_MARGIN, locale);
    parts.push(
      next
        ? m.finder_why_snug_next(
            { margin, next: name(next), room: formatVolume(next.usableMl, locale), share: formatPercent(result.volumeMl / next.usableMl, locale) },
            o,
          )
        : m.finder_why_snug_last({ margin }, o),
    );
  }
  return parts.join(' ');
}

/**
 * Why the answer is a pouch named for more than is packed, in one line, where the size named for
 * the weight has too little room: a size's name is its weight limit, not what it holds, and the
 * size named for the weight holds only so much of this product (its room filled to the limit,
 * rounded down to 10 g): because the product is lighter than rice, by which the trade names its
 * sizes, or, for rice itself and anything as heavy, because of the fill limit. Null where the name
 * is no surprise. `riceDensity` is the finder's rice.
 * @example nameWhy(fit({ density: 0.35, grams: 250 }, sizes), 250, 'CTC tea', 0.8, sizes) // "Why a pouch named 1 Kg: a size's name is its weight limit, … The 250gm pouch holds only about 160 g of CTC tea, …"
 */
export function nameWhy(
  result: Fit,
  grams: number,
  noun: string,
  riceDensity: number,
  sizes: readonly FinderSize[],
  locale: Locale = 'en',
  limit = DEFAULT_FILL_LIMIT,
): string | null {
  if (result.kind !== 'fits' || result.smaller?.reason !== 'volume' || result.size.grams <= grams) return null;
  // The smallest size whose weight limit takes the weight: the one a buyer expects from its name.
  const named = [...sizes].sort((a, b) => a.grams - b.grams).find((s) => s.grams >= grams);
  if (!named || named.slug === result.size.slug) return null;
  const productDensity = grams / result.volumeMl;
  const held = Math.min(named.grams, Math.floor((named.usableMl * limit * productDensity) / 10) * 10);
  const density = (d: number) => num(Math.round(d * 100) / 100, locale);
  const words = {
    size: sizeName(result.size, locale),
    named: sizeName(named, locale),
    held: formatWeight(held, locale),
    noun,
    weight: formatWeight(grams, locale),
    density: density(productDensity),
  };
  // Lighter than rice, the trade's measure: that is why. As heavy or heavier (rice itself, sugar): the fill limit is.
  return productDensity < riceDensity
    ? m.finder_name_why({ ...words, rice: density(riceDensity) }, { locale })
    : m.finder_name_why_limit({ ...words, limit: formatPercent(limit, locale) }, { locale });
}

/** The answer in one line, as a screen reader announces it: "2 Kg pouch, about 90 % full: fits, but snugly; or the 3 Kg pouch." */
export function answerLine(result: Fit, grams: number, noun: string, locale: Locale = 'en'): string {
  const o = { locale };
  const weight = formatWeight(grams, locale);
  if (result.kind === 'too-big') return m.finder_line_too_big({ weight, noun, size: sizeName(result.largest, locale) }, o);
  const full = { size: sizeName(result.size, locale), weight, noun, share: formatPercent(result.share, locale) };
  if (!result.snug) return m.finder_line_fits(full, o);
  return result.next ? m.finder_line_snug_next({ ...full, next: sizeName(result.next, locale) }, o) : m.finder_line_snug(full, o);
}

/** A kind of product as the finder's list offers it (src/features/size-finder/fill.ts). */
export interface FinderKind {
  slug: string;
  label: string;
  noun: string;
  density: number;
  /** The broad kind this is one form of: the list offers the broad kind, then asks which form. */
  group?: string;
}

/** A broad kind whose forms differ too much to answer for at once: "Tea leaves", then "Which tea?". */
export interface FinderGroup {
  slug: string;
  label: string;
  question: string;
  /** Its forms' slugs, lightest first. */
  kinds: string[];
}

/** The form's fields as typed, all untrusted text. */
export interface FinderValues {
  fill: string;
  /** Which form of a broad kind (`fill`), when the list's choice is one. */
  variety: string;
  grams: string;
  density: string;
  /** The pouch style (a product's slug) the answer's cards show; the first in the size where empty. */
  pouch?: string;
}

export interface FinderLimits {
  weight: { min: number; max: number };
  density: { min: number; max: number };
  /** The list's value for "something else", which reads `density`. */
  other: string;
}

export type FinderRead =
  | { state: 'empty' }
  | { state: 'invalid'; errors: Partial<Record<keyof FinderValues, string>> }
  /** A broad kind is chosen and the weight is good: which form of it? */
  | { state: 'ask'; group: FinderGroup }
  | { state: 'ok'; input: FitInput; noun: string };

/** What the status line says while the finder waits for the form of a broad kind (its words in `locale`). */
export const askLine = (group: FinderGroup, locale: Locale = 'en'): string => m.finder_ask({ question: group.question, label: group.label }, { locale });

/**
 * Reads the form. `empty` while nothing is asked yet (no weight typed and `submitted` false);
 * `invalid` with one message per field at fault; `ask` when a broad kind (`groups`) is chosen
 * without its form; otherwise the question for `fit`. Messages and the noun are in `locale`, as
 * are `kinds` and `groups` (their words as the page shows them).
 */
export function readFinder(
  values: FinderValues,
  kinds: readonly FinderKind[],
  limits: FinderLimits,
  submitted = false,
  groups: readonly FinderGroup[] = [],
  locale: Locale = 'en',
): FinderRead {
  const o = { locale };
  const errors: Partial<Record<keyof FinderValues, string>> = {};
  const fill = values.fill.trim();
  const gramsText = values.grams.trim();
  if (!gramsText && !submitted) return { state: 'empty' };
  const range = { min: formatWeight(limits.weight.min, locale), max: formatWeight(limits.weight.max, locale) };
  const grams = parseWeight(gramsText);
  if (!gramsText) errors.grams = m.finder_error_grams_empty(range, o);
  else if (grams === null) errors.grams = m.finder_error_grams_nan({ typed: gramsText.slice(0, 20) }, o);
  else if (grams < limits.weight.min) errors.grams = m.finder_error_grams_low({ weight: formatWeight(grams, locale), ...range }, o);
  else if (grams > limits.weight.max) errors.grams = m.finder_error_grams_high({ weight: formatWeight(grams, locale), ...range }, o);
  const group = groups.find((g) => g.slug === fill);
  const variety = values.variety.trim();
  // A broad kind reads its form from `variety`; a form may also be named directly in `fill`.
  const kind = group ? kinds.find((k) => k.slug === variety && k.group === group.slug) : kinds.find((k) => k.slug === fill);
  let density = kind?.density ?? null;
  let noun = kind?.noun ?? m.finder_noun_default({}, o);
  if (fill === limits.other) {
    density = parseDensity(values.density);
    const span = { min: num(limits.density.min, locale), max: num(limits.density.max, locale) };
    if (!values.density.trim()) errors.density = m.finder_error_density_empty(span, o);
    else if (density === null || density < limits.density.min || density > limits.density.max) {
      errors.density = m.finder_error_density_bad({ ...span, typed: values.density.trim().slice(0, 12) }, o);
    }
  } else if (group && !kind) {
    if (variety) errors.variety = m.finder_error_variety({ question: group.question, count: group.kinds.length }, o);
    else if (Object.keys(errors).length === 0) return { state: 'ask', group };
  } else if (!kind) {
    errors.fill = fill ? m.finder_error_fill_unknown({}, o) : m.finder_error_fill_empty({}, o);
  }
  if (Object.keys(errors).length || grams === null || density === null) return { state: 'invalid', errors };
  if (fill === limits.other) noun = m.finder_noun_other({ density: num(density, locale) }, o);
  return { state: 'ok', input: { density, grams }, noun };
}
