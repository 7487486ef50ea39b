/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { glossary, type GlossaryEntry } from '@features/search/glossary';
import { normalizeDevanagari, normalizeTamil } from '@features/search/indic';

/**
 * The glossary is used everywhere: a Hindi or Tamil text whose English says a trade term says it
 * with the glossary's word for it, or one of the entry's other spellings and words (`hiAlt`,
 * `taAlt`), as the language inflects it (फ़ाइलें, ஃபைலை, கஸெட்டுக்கான). Where the site's texts
 * had settled on a word the glossary lacked, the glossary gained it (search reads the site's own
 * words then too); a stray word was changed to the glossary's.
 */

type Locale = 'hi' | 'ta';
interface Text {
  id: string;
  en: string;
  hi: string;
  ta: string;
}

/**
 * Every message (each feature's messages/{en,hi,ta}.json, its area the folder holding it, or the
 * feature's where that is `messages`) and every { en, hi, ta } in the typed content (the modules
 * scripts/i18n-review.mjs lists as CONTENT).
 */
function siteTexts(): Text[] {
  const texts: Text[] = [];
  const files = import.meta.glob<Record<string, unknown>>('/src/features/**/messages/**/*.json', { eager: true, import: 'default' });
  const areaOf = (file: string) => {
    const [parent, grandparent] = file.split('/').slice(-3, -1).reverse();
    return parent === 'messages' ? grandparent! : parent!;
  };
  const byArea = new Map<string, string>(Object.keys(files).map((f) => [areaOf(f), f.slice(0, f.lastIndexOf('/'))]));
  // A message with variants (a plural) is read as all of its variants' words.
  const words = (m: unknown): string => (typeof m === 'string' ? m : JSON.stringify(m));
  for (const [area, folder] of byArea) {
    const [en, hi, ta] = (['en', 'hi', 'ta'] as const).map((l) => files[`${folder}/${l}.json`]!);
    for (const key of Object.keys(en!))
      if (key !== '$schema') texts.push({ id: `${area}:${key}`, en: words(en![key]), hi: words(hi![key]), ta: words(ta![key]) });
  }
  const modules = import.meta.glob<Record<string, unknown>>(
    [
      '/src/platform/content/*.ts',
      '/src/features/pages/content/*.ts',
      '/src/features/catalogue/{catalogue,ordering,product-pages,products,sizes}.ts',
      '/src/features/enquiry/intake/contact-content.ts',
      '/src/features/print-templates/guide.ts',
      '/src/features/search/{popular,suggestions}.ts',
      '/src/features/shell/nav.ts',
      '/src/features/size-finder/{density-figures,fill,pouch-charts}.ts',
    ],
    { eager: true },
  );
  const isText = (v: unknown): v is Text =>
    !!v && typeof v === 'object' && ['en', 'hi', 'ta'].every((l) => typeof (v as Record<string, unknown>)[l] === 'string');
  // An object exported by two modules (a product, and the catalogue's sorted list of products) is read once.
  const seen = new Set<object>();
  for (const [path, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.split('/').at(-1)!;
    const walk = (value: unknown, at: string): void => {
      if (!value || typeof value !== 'object' || seen.has(value)) return;
      if (isText(value)) {
        texts.push({ id: `${file}:${at}`, en: value.en, hi: value.hi, ta: value.ta });
        return;
      }
      seen.add(value);
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, at ? `${at}.${k}` : k);
    };
    for (const [name, value] of Object.entries(module)) walk(value, name);
  }
  return texts;
}

/**
 * How an English text says an entry's term, where that is not the term as a word (plural allowed,
 * words apart by a space or hyphen, any case): PET the film, pet the animal.
 */
const englishPattern: Record<string, RegExp> = {
  pet: /\bPET\b/,
  'pet-animal': /\b[Pp]ets?\b(?! ?film)/,
};

/** English phrases where a term's word means something else, and is translated as that. */
const otherSenses: Record<string, RegExp[]> = {
  // "7–10 business days": working days (कार्य-दिवस, வேலை நாட்கள்); "per business": per company.
  business: [/business days?/gi, /per business/gi],
  // "Back to top", "Back to Products": the way back, not the pouch's back.
  // … and pouches or goods taken back, an enquiry held back.
  back: [/\bback to\b/gi, /\bbrings? customers back\b/gi, /\btake back\b/gi, /\bgoods back\b/gi, /\bheld back\b/gi],
  // Bulk density, a measure of what is packed (बल्क डेंसिटी, பல்க் டென்சிட்டி), not bulk orders.
  bulk: [/\bbulk densit(y|ies)\b/gi],
  black: [/\bblack pepper\b/gi],
  // The factory's output, not what a pouch holds.
  capacity: [/\b(process|materials) and capacity\b/gi],
  // A person to speak to, not the contact page.
  // A person to speak to, and what touches the food: not the contact page.
  contact: [/\bdedicated contact\b/gi, /\bfood-contact\b/gi],
  // Calendar dates, not the fruit.
  dates: [/\b(realistic|delivery) dates\b/gi, /\bdates are estimates\b/gi, /\bnumber, dates\b/gi],
  // The verb: the size finder works a size out.
  design: [/\bdesigns one\b/gi],
  finish: [/\bfinish uploading\b/gi],
  free: [/\bfree (some|up)\b/gi, /\bfree of\b/gi],
  // Gram flour is besan (बेसन, கடலை மாவு), a flour of its own.
  flour: [/\bgram[ -]flour\b/gi],
  // A brand ("a national FMCG label").
  label: [/\bFMCG label\b/gi],
  large: [/\bsee it large\b/gi],
  order: [/\bin order\b/gi],
  // The way a buyer paid, where a refund goes back to.
  payment: [/\bpayment method\b/gi],
  // The window's drawn edge, not fonts turned to outlines.
  outline: [/\bwindow outline\b/gi],
  // Printed or not ("prints {plain}": stays plain); "the fine print": the terms.
  print: [/\bprints \{plain\}/gi, /\bfine print\b/gi],
  // Proof of damage, and light kept out; not the printer's proof.
  proof: [/\b(video|photo) proof\b/gi, /\b(light|moisture)-proof\b/gi],
  // Small as a measure, not the small pouch.
  small: [/\btoo small\b/gi, /\bstart small\b/gi, /\bsmall-batch\b/gi, /\bsmall brand\b/gi],
  // "with or without", "without paying": not a pouch without a zipper or window.
  without: [/\bwith or without\b/gi, /\bwithout paying\b/gi],
};

/**
 * Entries whose words may say a term: a clear pouch is a transparent one and the other way round;
 * Tamil idli batter is மாவு, as flour is; wheat flour is atta; pulses are dal; nuts with dry
 * fruits are मेवे; namkeen is one of the snacks; a pet's food and treats are pet food.
 */
const sameThing: Record<string, string[]> = {
  clear: ['transparent'],
  transparent: ['clear'],
  batter: ['flour'],
  flour: ['atta'],
  pulses: ['dal'],
  nuts: ['dry-fruits'],
  namkeen: ['snacks'],
  'pet-animal': ['pet-food'],
};

const normalize: Record<Locale, (s: string) => string> = { hi: normalizeDevanagari, ta: normalizeTamil };
const letter: Record<Locale, RegExp> = { hi: /[\u0900-\u097f]/, ta: /[\u0b80-\u0bff]/ };

/**
 * A word as it begins in every inflected form: Tamil drops a final ம் (நிறம் → நிறங்கள்,
 * நிறத்தை), a final pulli or vowel sign (கோப்பு → கோப்புகள், ஃபைல் → ஃபைலை); Hindi (normalised,
 * so with no virama) a final vowel sign or anusvara (फ़ाइल → फ़ाइलें, थैली → थैलियाँ).
 */
function stem(word: string, locale: Locale): string {
  const w = normalize[locale](word);
  const s =
    locale === 'ta'
      ? w
          .replace(/ம்$/, '')
          .replace(/்$/, '')
          .replace(/[\u0bbe-\u0bcc]$/, '')
      : w.replace(/[\u093e-\u094c\u0902]+$/, '');
  // A word of one letter and its sign (பை, a bag) stays whole: its letter alone begins too many words.
  return s.length > 1 ? s : w;
}

/** Whether `text` says `form` (each of its words, inflected), each at the start of a word. */
function says(text: string, form: string, locale: Locale): boolean {
  const t = normalize[locale](text);
  return form.split(/[ -]/).every((word) => {
    const s = stem(word, locale);
    for (let at = t.indexOf(s); at >= 0; at = t.indexOf(s, at + 1)) if (at === 0 || !letter[locale].test(t[at - 1]!)) return true;
    return false;
  });
}

const byId = new Map(glossary.map((e) => [e.id, e]));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function saysTerm(entry: GlossaryEntry, text: Text, locale: Locale): boolean {
  const entries = [entry, ...(sameThing[entry.id] ?? []).map((id) => byId.get(id)!)];
  if (entries.some((e) => [e[locale], ...(e[`${locale}Alt`] ?? [])].some((form) => says(text[locale], form, locale)))) return true;
  // A term the translation keeps in Latin letters (PDF, GSM, cm) or as the same figure (500 gm → 500 ग्राम).
  const latin = new RegExp(`\\b${entry.en.split(' ').map(escape).join('[ -]?')}`, 'i');
  if (/[a-z]/i.test(entry.en) && latin.test(text[locale])) return true;
  const figure = /\d+/.exec(entry.en)?.[0];
  return figure !== undefined && text[locale].includes(figure);
}

function mentions(entry: GlossaryEntry, text: Text): boolean {
  const english = (otherSenses[entry.id] ?? []).reduce((s, re) => s.replace(re, ' '), text.en);
  const pattern = englishPattern[entry.id] ?? new RegExp(`\\b${entry.en.split(' ').map(escape).join('[ -]?')}(?:s|es)?\\b`, 'i');
  return pattern.test(english);
}

/**
 * Texts that say a term otherwise on purpose, by `entry locale text-id`: the sentence says the
 * thing without the word, or a name or figure stands in for it.
 */
const sayItOtherwise: Record<string, string> = {
  'custom hi nav.ts:heroBadges.2': '“Custom Solutions” as “made to your need” (आपकी ज़रूरत के हिसाब से), a badge’s words',
  'custom ta nav.ts:heroBadges.2': '“Custom Solutions” as “solutions to your need” (உங்கள் தேவைக்கேற்ற தீர்வுகள்), a badge’s words',
  'print ta about.ts:aboutPage.heading':
    'the heading names the pouches (“the pouches India’s growing brands are proud of”); a fifth line at 1280 px for “we print” was too many for a heading at this size',
  'manufacturer ta about.ts:aboutPage.seo.title': 'a title of at most 50 letters, which “உற்பத்தியாளர்” would pass; the page’s lead says it',
  'manufacturer hi home.ts:aboutBlock.paragraph': '“We are a … manufacturer of … pouches” as “we make … pouches” (पाउच बनाते हैं)',
  'manufacturer ta home.ts:aboutBlock.paragraph': '“We are a … manufacturer of … pouches” as “we make … pouches” (பவுச்களைத் தயாரிக்கிறோம்)',
};

describe('the glossary, used everywhere', () => {
  const texts = siteTexts();

  it('reads every message and every text of the typed content', () => {
    expect(texts.length).toBeGreaterThan(1500);
    expect(texts.find((t) => t.id === 'enquiry:enquiry_label_files')?.ta).toBe('ஆர்ட்வொர்க் ஃபைல்கள்');
    expect(texts.some((t) => t.id.startsWith('catalogue.ts:'))).toBe(true);
  });

  it('finds a word in its inflected forms, and only at the start of a word', () => {
    expect(says('ஃபைலின் பெயர்', 'ஃபைல்', 'ta')).toBe(true);
    expect(says('உங்கள் ஆர்ட்வொர்க் ஃபைல்கள்', 'ஃபைல்', 'ta')).toBe(true);
    expect(says('திரையில் உள்ளபடி நிறங்கள்', 'நிறம்', 'ta')).toBe(true);
    expect(says('कोई फाइलें नहीं', 'फ़ाइल', 'hi')).toBe(true);
    expect(says('அடிக் கஸெட்டும்', 'கஸெட்', 'ta')).toBe(true);
    expect(says('பின்னணி', 'பை', 'ta')).toBe(false);
    expect(says('ஜிப்பர் பவுச்', 'ஒரு பக்கம்', 'ta')).toBe(false);
  });

  it('says each trade term in Hindi and Tamil with the glossary’s word for it', () => {
    const strays: string[] = [];
    for (const entry of glossary) {
      for (const text of texts.filter((t) => mentions(entry, t))) {
        for (const locale of ['hi', 'ta'] as const) {
          if (saysTerm(entry, text, locale) || `${entry.id} ${locale} ${text.id}` in sayItOtherwise) continue;
          strays.push(`${entry.id} ${locale} ${text.id}: “${text.en}” → “${text[locale]}”`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('keeps no exception that is no longer needed', () => {
    const stale = Object.keys(sayItOtherwise).filter((key) => {
      const [id, locale, textId] = key.split(' ') as [string, Locale, string];
      const text = texts.find((t) => t.id === textId);
      return !text || !mentions(byId.get(id)!, text) || saysTerm(byId.get(id)!, text, locale);
    });
    expect(stale).toEqual([]);
  });
});
