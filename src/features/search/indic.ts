/**
 * Hindi (Devanagari), Tamil and romanised words for search: a normaliser for each script, and one
 * coarse Latin skeleton of any word (the phonetic key), in which "कॉफ़ी", "कॉफी" and "kofi" meet,
 * as do "चाय" and "chai", "காபி" and "kaapi". The key reads a word as its normaliser would, so the
 * worker carries the key alone; it only decides which glossary term a word is (across-scripts.ts)
 * and is never shown. Every pattern is fixed (two are assembled from one constant character
 * class) and runs in linear time; nothing is compiled from what a visitor types.
 */

const JOINERS = /[\u200c\u200d]/g;

/** Devanagari and Tamil letters and signs (not their digits and punctuation), as a character class. */
const INDIC = '\\u0900-\\u0963\\u0970-\\u097f\\u0b80-\\u0be5\\u0bf0-\\u0bff';
const INDIC_LETTER = new RegExp(`[${INDIC}]`);

// --- Devanagari -------------------------------------------------------------------------------
// The rules of Lucene's HindiNormalizer (after Pingali & Varma, "Word normalization in Indian
// languages", with Larkey et al.'s additions), written anew, and widened where noted.

/** Letters NFC keeps precomposed with a nukta (ऩ ऱ ऴ); क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ NFC itself decomposes. */
const DEV_NUKTA_LETTERS = /* @__PURE__ */ charTable('\u0929\u0931\u0934', '\u0928\u0930\u0933');
const DEV_NUKTA_LETTER = /[\u0929\u0931\u0934]/g;
const DEV_NUKTA = /\u093c/g;
const DEV_CHANDRABINDU = /\u0901/g;
const DEV_VISARGA = /\u0903/g;
const DEV_VIRAMA = /\u094d/g;
/** A nasal consonant (ङ ञ ण न म) with a virama, before a consonant: the anusvara spelling of the same sound. */
const DEV_DEAD_NASAL = /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939\u0958-\u095f])/g;
const anusvara = (dead: string, at: number, all: string) => (all[at + 2] === dead[0] ? dead : '\u0902');
/** A table of single characters from two strings of equal length: the i-th of `from` → the i-th of `to`. */
function charTable(from: string, to: string): Readonly<Record<string, string>> {
  const source = [...from];
  const target = [...to];
  if (source.length !== target.length) throw new Error(`charTable: ${source.length} characters to ${target.length}`);
  const out: Record<string, string> = {};
  source.forEach((c, i) => (out[c] = target[i]!));
  return out;
}

/**
 * Long and short, chandra and plain vowels written one way, signs and letters: ी ू ॄ ॣ → ि ु ृ ॢ,
 * ै ौ → े ो, ॅ ॆ ॉ ॊ → े े ो ो, आ ई ऊ ॠ ॡ → अ इ उ ऋ ऌ, ऐ औ → ए ओ, ऍ ऎ ऑ ऒ ॲ → ए ए ओ ओ अ.
 */
const DEV_VOWEL_FOLDS = /* @__PURE__ */ charTable(
  '\u0940\u0942\u0944\u0963\u0948\u094c\u0945\u0946\u0949\u094a\u0906\u0908\u090a\u0960\u0961\u0910\u0914\u090d\u090e\u0911\u0912\u0972',
  '\u093f\u0941\u0943\u0962\u0947\u094b\u0947\u0947\u094b\u094b\u0905\u0907\u0909\u090b\u090c\u090f\u0913\u090f\u090f\u0913\u0913\u0905',
);
const DEV_VOWEL_FOLD =
  /[\u0940\u0942\u0944\u0963\u0948\u094c\u0945\u0946\u0949\u094a\u0906\u0908\u090a\u0960\u0961\u0910\u0914\u090d\u090e\u0911\u0912\u0972]/g;

/**
 * Devanagari in one spelling: NFC; zero-width joiners dropped; nukta dropped (क़ → क, ज़ → ज,
 * फ़ → फ, ऩ → न …); chandrabindu read as anusvara; a nasal consonant with a virama before another
 * consonant read as anusvara (हिन्दी = हिंदी; Lucene does this for न alone, here for ङ ञ ण न म, not
 * before itself: चम्मच keeps its double म); visarga dropped; long vowels folded to short
 * (ी → ि, ू → ु, ई → इ, ऊ → उ, आ → अ, ै → े, ौ → ो), chandra vowels to plain (ॉ → ो, ॅ → े); then
 * the virama dropped. Text in other scripts passes through (but for NFC and joiners).
 * @example normalizeDevanagari('कॉफ़ी') === normalizeDevanagari('कोफी') // both 'कोफि'
 */
export function normalizeDevanagari(text: string): string {
  return text
    .normalize('NFC')
    .replace(JOINERS, '')
    .replace(DEV_NUKTA_LETTER, (c) => DEV_NUKTA_LETTERS[c]!)
    .replace(DEV_NUKTA, '')
    .replace(DEV_CHANDRABINDU, '\u0902')
    .replace(DEV_DEAD_NASAL, anusvara)
    .replace(DEV_VISARGA, '')
    .replace(DEV_VOWEL_FOLD, (c) => DEV_VOWEL_FOLDS[c]!)
    .replace(DEV_VIRAMA, '');
}

// --- Tamil ------------------------------------------------------------------------------------

/** ீ ூ ே ோ → ி ு ெ ொ, ஈ ஊ ஏ ஓ → இ உ எ ஒ. */
const TA_VOWEL_FOLDS = /* @__PURE__ */ charTable('\u0bc0\u0bc2\u0bc7\u0bcb\u0b88\u0b8a\u0b8f\u0b93', '\u0bbf\u0bc1\u0bc6\u0bca\u0b87\u0b89\u0b8e\u0b92');
const TA_VOWEL_FOLD = /[\u0bc0\u0bc2\u0bc7\u0bcb\u0b88\u0b8a\u0b8f\u0b93]/g;
/** Grantha letters, for the key, as the nearest Tamil letter: ஜ ஷ ஸ ஶ → ச, ஹ → க. */
const TA_GRANTHA = /* @__PURE__ */ charTable('\u0b9c\u0bb7\u0bb8\u0bb6\u0bb9', '\u0b9a\u0b9a\u0b9a\u0b9a\u0b95');
const TA_GRANTHA_LETTER = /[\u0b9c\u0bb7\u0bb8\u0bb6\u0bb9]/g;
/** A pulli not on a consonant (a slip of the keyboard), or a second one on the same consonant. */
const TA_STRAY_PULLI = /(?<![\u0b95-\u0bb9])\u0bcd|(?<=\u0bcd)\u0bcd+/g;

/**
 * Tamil in one spelling: NFC (so ொ ோ ௌ are one sign each); zero-width joiners dropped; long vowels
 * folded to short (ீ → ி, ூ → ு, ே → ெ, ோ → ொ, ஈ → இ, ஊ → உ, ஏ → எ, ஓ → ஒ; ா stays: it is the
 * only mark of a long a); grantha letters as the nearest Tamil letter (ஜ ஷ ஸ → ச, ஹ → க); the pulli
 * kept on consonants (it tells a bare consonant from one with its vowel, and the key writes no
 * vowel for it) but a stray one, on no consonant or repeated, dropped.
 * @example normalizeTamil('ஜிப்பர்') // 'சிப்பர்'
 */
export function normalizeTamil(text: string): string {
  return text
    .normalize('NFC')
    .replace(JOINERS, '')
    .replace(TA_GRANTHA_LETTER, (c) => TA_GRANTHA[c]!)
    .replace(TA_VOWEL_FOLD, (c) => TA_VOWEL_FOLDS[c]!)
    .replace(TA_STRAY_PULLI, '');
}

// --- The phonetic key -------------------------------------------------------------------------

/**
 * The key's letter for each code point of the Devanagari (U+0900–U+097F) and Tamil (U+0B80–U+0BFF)
 * blocks, 16 to a row: '.' writes nothing, 'A' writes a only as a word's first letter, 'R' and 'L'
 * write ri and li. Read straight from the text (NFC), the tables fold what the normalisers fold:
 * nukta letters as their base (क़ at U+0958 is k), chandrabindu as anusvara (n), long vowels as
 * short, chandra vowels as plain, grantha as Tamil (ஜ ஷ ஸ are c, ஹ is k); nukta, virama, pulli,
 * visarga and ा write nothing. So a word and its normalised spelling have one key
 * (src/features/search/indic.test.ts holds them to it), and the worker needs no normaliser.
 * A consonant carries no vowel of its own: the inherent a is never written, as short a is never
 * written in romanised words (below), so "namkeen", नमकीन (na-ma-kī-na) and their schwa-less
 * speech agree. Aspiration is dropped (ख = क = k), and so is length. Tamil ai is e, as Hindi ै and
 * romanised "ai" are; au is u, as "ou" is.
 */
const DEVANAGARI_KEYS =
  '.nn.AAAiiuuRLeee' + // U+0900 ँ ं ः अ आ इ ई उ ऊ ऋ ऌ ऍ ऎ ए
  'eooookkggnccjjnt' + // U+0910 ऐ ऑ ऒ ओ औ क ख ग घ ङ च छ ज झ ञ ट
  'tddnttddnnppbbmi' + // U+0920 ठ ड ढ ण त थ द ध न ऩ प फ ब भ म य
  'rrlllvsssh.....i' + // U+0930 र ऱ ल ळ ऴ व श ष स ह … ़ ऽ ा ि
  'iuuRReeeeoooo...' + // U+0940 ी ु ू ृ ॄ ॅ ॆ े ै ॉ ॊ ो ौ ्
  '........kkgjddpi' + // U+0950 ॐ … क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़
  'RLLL..0123456789' + // U+0960 ॠ ॡ ॢ ॣ । ॥ ० … ९
  '..A.............'; //  U+0970 ॲ
const TAMIL_KEYS =
  '.....AAiiuu...ee' + // U+0B80 அ ஆ இ ஈ உ ஊ எ ஏ
  'e.oouk...nc.c.nt' + // U+0B90 ஐ ஒ ஓ ஔ க ங ச ஜ ஞ ட
  '...nt...nnp...mi' + // U+0BA0 ண த ந ன ப ம ய
  'rrlllvccck.....i' + // U+0BB0 ர ற ல ள ழ வ ஶ ஷ ஸ ஹ … ா ி
  'iuu...eee.oou...' + // U+0BC0 ீ ு ூ ெ ே ை ொ ோ ௌ ்
  '................' + // U+0BD0
  '......0123456789' + // U+0BE0 ௦ … ௯
  '................'; //  U+0BF0
const TWO_LETTERS: Readonly<Record<string, string>> = { R: 'ri', L: 'li' };

const LATIN_MARKS = /\p{M}+/gu;
/** Romanised spellings, two or three letters read as one key letter, tried longest first. */
const LATIN_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['chh', 'c'],
  ['ch', 'c'],
  ['sh', 's'],
  ['kh', 'k'],
  ['gh', 'g'],
  ['th', 't'],
  ['dh', 'd'],
  ['ph', 'p'],
  ['bh', 'b'],
  ['jh', 'j'],
  ['zh', 'l'],
  ['ck', 'k'],
  ['qu', 'k'],
  ['ee', 'i'],
  ['ii', 'i'],
  ['oo', 'u'],
  ['uu', 'u'],
  ['ou', 'u'],
  ['ai', 'e'],
];
const LATIN_LETTERS: Readonly<Record<string, string>> = { q: 'k', x: 'ks', f: 'p', w: 'v', z: 'j', y: 'i' };
const DOUBLED = /([a-z])\1+/g;

function latinKey(word: string): string {
  const w = word.normalize('NFKD').replace(LATIN_MARKS, '').toLowerCase();
  let out = '';
  for (let i = 0; i < w.length; ) {
    const group = LATIN_GROUPS.find(([from]) => w.startsWith(from, i));
    if (group) {
      out += group[1];
      i += group[0].length;
      continue;
    }
    const c = w[i]!;
    if (c === 'a') {
      if (i === 0) out += 'a';
      i += w[i + 1] === 'a' ? 2 : 1;
      continue;
    }
    if (c === 'c') out += 'eiy'.includes(w[i + 1] ?? '') ? 's' : 'k';
    else out += LATIN_LETTERS[c] ?? c;
    i++;
  }
  return out;
}

function indicKey(word: string): string {
  let out = '';
  let first = true;
  // The one rule the tables cannot hold: म्प and मप are not one word, म्प and ंप are.
  for (const c of word.normalize('NFC').replace(DEV_DEAD_NASAL, anusvara)) {
    const code = c.codePointAt(0)!;
    const k =
      code >= 0x900 && code < 0x980
        ? DEVANAGARI_KEYS[code - 0x900]!
        : code >= 0xb80 && code < 0xc00
          ? TAMIL_KEYS[code - 0xb80]!
          : c >= '0' && c <= '9'
            ? c
            : '.';
    if (k === 'A') out += first ? 'a' : '';
    else if (k !== '.') out += TWO_LETTERS[k] ?? k;
    first = false;
  }
  return out;
}

/**
 * A word's phonetic key: a coarse Latin skeleton in which spellings of one word in Devanagari,
 * Tamil and Latin letters meet. Romanised words: k/kh/q → k, g/gh → g, c (before a, o, u) → k,
 * ch/chh → c, j/jh/z → j, t/th → t, d/dh → d, p/ph/f → p, b/bh → b, v/w → v, s/sh → s, x → ks,
 * y → i; ee/ii → i, oo/uu/ou → u, ai → e (as ै and ை); a is written only as the first letter
 * (aa as a), as the Indic scripts' inherent and long a are; accents dropped. Doubled letters are
 * written once (digits are not letters: 500 stays 500).
 * One word in, no spaces: several words are keyed one by one and joined.
 * @example phoneticKey('कॉफ़ी') === phoneticKey('coffee') // 'kopi'
 * @example phoneticKey('காபி') === phoneticKey('kaapi') // 'kpi'
 */
export function phoneticKey(word: string): string {
  const key = INDIC_LETTER.test(word) ? indicKey(word) : latinKey(word);
  return key.replace(DOUBLED, '$1');
}

// --- Words ------------------------------------------------------------------------------------

const DEVANAGARI_DIGIT = /[\u0966-\u096f]/g;
const TAMIL_DIGIT = /[\u0be6-\u0bef]/g;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;
/** Where Indic letters meet Latin letters or digits inside one run: "250ग्राम" is "250" and "ग्राम". */
const SCRIPT_CHANGE = new RegExp(`(?<=[${INDIC}])(?=[^${INDIC}])|(?<=[^${INDIC}])(?=[${INDIC}])`, 'u');

/**
 * The words of a text as search reads them across scripts: joiners dropped, Devanagari and
 * Tamil digits as ASCII digits, split at anything that is not a letter, mark or digit, and where
 * Indic letters meet Latin letters or digits. Latin letters and digits stay together ("250gm").
 * @example searchWords('250ग्राम कॉफ़ी-पाउच') // ['250', 'ग्राम', 'कॉफ़ी', 'पाउच']
 */
export function searchWords(text: string): string[] {
  const plain = text
    .replace(JOINERS, '')
    .replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(TAMIL_DIGIT, (d) => String(d.charCodeAt(0) - 0x0be6));
  return plain
    .split(NOT_WORD)
    .flatMap((run) => (!run ? [] : INDIC_LETTER.test(run) ? run.split(SCRIPT_CHANGE) : [run]))
    .filter(Boolean);
}
