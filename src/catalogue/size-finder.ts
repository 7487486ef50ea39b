/**
 * The size finder's model: which pouch size holds a weight of a product. Pure and free of
 * imports with code (the tables come in as arguments), so the /size-finder page answers on the
 * server and the `size-finder` island runs the very same function as the visitor types.
 *
 * The rule: the smallest size that takes the weight (a size is made for at most the weight it
 * is named for: film, gusset and seals are chosen for it) and whose usable volume the product
 * fills to at most the fill limit (85 %: headroom for settling, the zipper and clean seals).
 * An answer within 10 % of the limit is "snug": it fits, and the next size up is offered as well.
 */

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

/** "570 ml", "1.8 litres": about how a buyer would say it. */
export function formatVolume(ml: number): string {
  if (ml < 995) return `${Math.max(10, Math.round(ml / 10) * 10)} ml`;
  const litres = Math.round(ml / 100) / 10;
  return `${litres} ${litres === 1 ? 'litre' : 'litres'}`;
}

/** "750 g", "1.5 kg", "5.001 kg": as exact as the weight read (a gram in kilos, a tenth below), never rounded into another answer. */
export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${Math.round(grams) / 1000} kg` : `${Math.round(grams * 10) / 10} g`;
}

/** "0.42 g/ml" */
const formatDensity = (density: number): string => `${Math.round(density * 1000) / 1000} g/ml`;

/**
 * Reads a weight as buyers type it: "750", "750 g", "750gm", "1.5 kg", "1 kilo", "1,500 g".
 * Grams unless a unit says kilos; returns null for anything else (letters, signs, empty).
 */
export function parseWeight(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const m = /^(\d{1,6}(?:,\d{3})*|\d*)(?:[.,](\d{1,3}))? ?(g|gm|gms|gr|gram|grams|grammes?|k|kg|kgs|kilo|kilos|kilogram|kilograms|kilogrammes?)?\.?$/.exec(text);
  if (!m || (!m[1] && !m[2])) return null;
  const value = Number(`${(m[1] || '0').replace(/,/g, '')}.${m[2] ?? '0'}`);
  const grams = m[3]?.startsWith('k') ? value * 1000 : value;
  return Number.isFinite(grams) && grams >= 0 ? Math.round(grams * 10) / 10 : null;
}

/** Reads a bulk density in g/ml ("0.6", ".6", "0,6"); null for anything else. */
export function parseDensity(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim().replace(/\s*(g\/ml|g\/cm3|g\/cc)$/i, '');
  if (!/^\d{0,2}(?:[.,]\d{1,3})?$/.test(text) || !/\d/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * The plain-words reason behind an answer, with every number it used: the weight and bulk density,
 * the room the product takes, the pouch's room below the zipper and the fill limit; for a snug
 * answer, the next size up and how full that would be.
 * @example reasoning(fit({ density: 0.42, grams: 750 }, sizes), 750, 'coffee beans')
 * // "750 g of coffee beans at 0.42 g/ml takes about 1.8 litres (750 ÷ 0.42). The 2 Kg pouch holds about 2 litres below its zipper, …"
 */
export function reasoning(result: Fit, grams: number, noun: string, limit = DEFAULT_FILL_LIMIT): string {
  const density = grams / result.volumeMl;
  const what = `${formatWeight(grams)} of ${noun} at ${formatDensity(density)} takes about ${formatVolume(result.volumeMl)} (${Math.round(grams * 10) / 10} ÷ ${Math.round(density * 1000) / 1000})`;
  const percent = Math.round(limit * 100);
  const upTo = (s: FinderSize) => `${formatVolume(s.usableMl)} below its zipper, ${formatVolume(s.usableMl * limit)} filled to our limit of ${percent} %`;
  if (result.kind === 'too-big') {
    const l = result.largest;
    return result.reason === 'weight'
      ? `${what}. Our largest pouch, ${l.label}, is made for up to ${formatWeight(l.grams)}.`
      : `${what}. Our largest pouch, ${l.label}, holds about ${upTo(l)}.`;
  }
  const { size, smaller, next } = result;
  const parts = [`${what}. The ${size.label} pouch holds about ${upTo(size)}, so it is about ${Math.round(result.share * 100)} % full.`];
  if (smaller) {
    parts.push(
      smaller.reason === 'weight'
        ? `The ${smaller.size.label} pouch is made for up to ${formatWeight(smaller.size.grams)}.`
        : `The ${smaller.size.label} pouch, at ${formatVolume(smaller.size.usableMl * limit)} filled to our limit, is too small.`,
    );
  }
  if (result.snug) {
    parts.push(
      next
        ? `That is within ${Math.round(SNUG_MARGIN * 100)} % of our limit: it fits, but snugly. The ${next.label} pouch (${formatVolume(next.usableMl)}) would be about ${Math.round((result.volumeMl / next.usableMl) * 100)} % full.`
        : `That is within ${Math.round(SNUG_MARGIN * 100)} % of our limit: it fits, but snugly, and it is our largest pouch.`,
    );
  }
  return parts.join(' ');
}

/** The answer in one line, as a screen reader announces it: "2 Kg pouch, about 90 % full: fits, but snugly; or the 3 Kg pouch." */
export function answerLine(result: Fit, grams: number, noun: string): string {
  if (result.kind === 'too-big') return `${formatWeight(grams)} of ${noun} is more than our largest pouch, ${result.largest.label}, holds.`;
  const full = `${result.size.label} pouch for ${formatWeight(grams)} of ${noun}, about ${Math.round(result.share * 100)} % full`;
  if (!result.snug) return `${full}.`;
  return result.next ? `${full}: fits, but snugly; or the roomier ${result.next.label} pouch.` : `${full}: fits, but snugly.`;
}

/** A kind of product as the finder's list offers it (src/content/fill.ts). */
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

/** What the status line says while the finder waits for the form of a broad kind. */
export const askLine = (group: FinderGroup): string =>
  `${group.question} ${group.label} differ so much in how much room they take that the answer depends on it: choose one above.`;

/**
 * Reads the form. `empty` while nothing is asked yet (no weight typed and `submitted` false);
 * `invalid` with one message per field at fault; `ask` when a broad kind (`groups`) is chosen
 * without its form; otherwise the question for `fit`.
 */
export function readFinder(values: FinderValues, kinds: readonly FinderKind[], limits: FinderLimits, submitted = false, groups: readonly FinderGroup[] = []): FinderRead {
  const errors: Partial<Record<keyof FinderValues, string>> = {};
  const fill = values.fill.trim();
  const gramsText = values.grams.trim();
  if (!gramsText && !submitted) return { state: 'empty' };
  const range = `from ${formatWeight(limits.weight.min)} to ${formatWeight(limits.weight.max)}`;
  const grams = parseWeight(gramsText);
  if (!gramsText) errors.grams = `Enter the weight of one pouch's contents, ${range}: for example 750 g or 1.5 kg.`;
  else if (grams === null) errors.grams = `"${gramsText.slice(0, 20)}" is not a weight. Enter grams or kilos, for example 750 g or 1.5 kg.`;
  else if (grams < limits.weight.min) errors.grams = `${formatWeight(grams)} is too little to answer for: enter a weight ${range}.`;
  else if (grams > limits.weight.max) errors.grams = `${formatWeight(grams)} is more than one pouch takes: enter a weight ${range}. For more per pack, see bulk orders.`;
  const group = groups.find((g) => g.slug === fill);
  const variety = values.variety.trim();
  // A broad kind reads its form from `variety`; a form may also be named directly in `fill`.
  const kind = group ? kinds.find((k) => k.slug === variety && k.group === group.slug) : kinds.find((k) => k.slug === fill);
  let density = kind?.density ?? null;
  let noun = kind?.noun ?? 'your product';
  if (fill === limits.other) {
    density = parseDensity(values.density);
    const span = `between ${limits.density.min} and ${limits.density.max} g/ml`;
    if (!values.density.trim()) errors.density = `For something else, enter its bulk density ${span} (rice is about 0.8, namkeen about 0.3).`;
    else if (density === null || density < limits.density.min || density > limits.density.max) {
      errors.density = `Enter a bulk density ${span}: "${values.density.trim().slice(0, 12)}" is not one (water is 1.0, rice about 0.8, namkeen about 0.3).`;
    }
  } else if (group && !kind) {
    if (variety) errors.variety = `${group.question} Choose one of the ${group.kinds.length} listed.`;
    else if (Object.keys(errors).length === 0) return { state: 'ask', group };
  } else if (!kind) {
    errors.fill = fill ? 'We do not know that product: choose one from the list, or "Something else" with its bulk density.' : 'Choose what you pack from the list, or "Something else" with its bulk density.';
  }
  if (Object.keys(errors).length || grams === null || density === null) return { state: 'invalid', errors };
  if (fill === limits.other) noun = `product at ${density} g/ml`;
  return { state: 'ok', input: { density, grams }, noun };
}
