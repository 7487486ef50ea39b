/**
 * Text handling shared by the search index and its queries. Every pattern here is a fixed
 * literal that runs in linear time; nothing is ever compiled from what a visitor types.
 */

/** Longest query, in characters (code points), that is matched; longer ones are cut. */
export const MAX_QUERY_LENGTH = 100;

const UNIT_SPELLINGS: Record<string, string> = {
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  g: 'gm',
  gm: 'gm',
  gms: 'gm',
  gram: 'gm',
  grams: 'gm',
  gsm: 'gsm',
  cm: 'cm',
  cms: 'cm',
  mm: 'mm',
  ml: 'ml',
  l: 'l',
  ltr: 'l',
  ltrs: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  pc: 'pcs',
  pcs: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
};
const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const NOT_WORD_ASCII = /[^a-z0-9]+/g;
// A number, an optional space, and a unit that is a whole word ('3 gold' is not '3g' + 'old').
const NUMBER_UNIT = /(\d) ?(kilograms?|kilos?|kgs?|grams?|gsm|gms?|g|cms?|mm|ml|litres?|liters?|ltrs?|l|pieces?|pcs?)(?![\p{L}\p{N}])/gu;
const NUMBER_UNIT_ASCII = /(\d) ?(kilograms?|kilos?|kgs?|grams?|gsm|gms?|g|cms?|mm|ml|litres?|liters?|ltrs?|l|pieces?|pcs?)(?![a-z0-9])/g;
const DIMENSION = /(\d) ?x ?(?=\d)/g;
const ASCII = /^[\x00-\x7f]*$/;
const unitSpelling = (_: string, digit: string, unit: string) => digit + UNIT_SPELLINGS[unit];

/**
 * The spelling both names and queries are compared in: lower case, accents and compatibility
 * forms folded (full-width letters, ligatures), '&' read as 'and', '×' as 'x', every run of
 * other punctuation and space as one space, and a number joined to its unit in one spelling.
 * The result holds only letters, digits and single spaces.
 * @example normalizeForSearch('Idly & Dosa 1 Kg (15 × 22 cm)') // 'idly and dosa 1kg 15x22cm'
 */
export function normalizeForSearch(text: string): string {
  // Plain ASCII (nearly every name and query) takes the same steps with cheaper patterns.
  const ascii = ASCII.test(text);
  const folded = ascii ? text.toLowerCase() : text.normalize('NFKD').toLowerCase().replace(MARKS, '').replaceAll('×', 'x');
  return folded
    .replaceAll('&', ' and ')
    .replace(ascii ? NOT_WORD_ASCII : NOT_WORD, ' ')
    .replace(ascii ? NUMBER_UNIT_ASCII : NUMBER_UNIT, unitSpelling)
    .replace(DIMENSION, '$1x')
    .trim();
}

const NAME_PUNCTUATION = new Set([...',-.()&/']);
/**
 * A 31-bit summary of which characters a text contains: one bit per letter a–z, two for digits,
 * one for the punctuation names use (, - . ( ) & /), one for other ASCII and one for anything
 * beyond ASCII (spaces and NUL are left out). If a query has a bit a name lacks, the query cannot
 * occur in that name, and the name is passed over without a string search.
 */
export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) mask |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) mask |= 1 << (c <= 52 ? 26 : 27);
    else if (c > 127) mask |= 1 << 30;
    else if (c !== 32 && c !== 0) mask |= 1 << (NAME_PUNCTUATION.has(text[i]!) ? 28 : 29);
  }
  return mask;
}

/** Cuts text to at most `max` characters without splitting a character in two. */
export function cutQuery(text: string, max = MAX_QUERY_LENGTH): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count++ === max) break;
    out += ch;
  }
  return out;
}

/** Length in characters (code points), as `cutQuery` counts. */
export const queryLength = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
