import type { Locale } from '@platform/i18n/locales';
import { SIZE_SLUGS, type SizeSlug } from './size-slugs';
import type { Dimensions, Size } from './sizes.schema';

export { SIZE_SLUGS, type SizeSlug } from './size-slugs';
export type { Dimensions, Size } from './sizes.schema';

/**
 * One pouch size per fill weight, shared by every product that offers it.
 * From the spec: 100gm 120x200+40 (M-KWZ-100), 250gm 140x200+40 (FAQ), 500gm 150x220+40,
 * 1kg 180x260+40, 2kg 200x300+40, and 50gm 3.94x5.91+1.18 inch, which is 100x150+30 mm.
 * The spec is silent on 200gm, 350gm and 3kg; each `basis` says how we chose it, so that every
 * size up holds clearly more (at least 10 % by the volume model; a unit test holds it).
 * "+ 40" is the whole bottom gusset, folded in half: 20 mm up each panel (src/features/catalogue/gusset.ts).
 */
export const sizeList: readonly Size[] = [
  {
    slug: '50gm',
    label: '50gm',
    grams: 50,
    dimensions: { width: 100, length: 150, gusset: 30 },
    source: 'spec',
    inches: { width: 3.94, length: 5.91, gusset: 1.18 },
    typicalFill: {
      en: 'samples, spices, tea and single servings',
      hi: 'सैंपल, मसाले, चाय और एक बार के इस्तेमाल वाले पैक',
      ta: 'சாம்பிள்கள், மசாலா, டீ, ஒருமுறை பயன்பாட்டு பேக்குகள்',
    },
  },
  {
    slug: '100gm',
    label: '100gm',
    grams: 100,
    dimensions: { width: 120, length: 200, gusset: 40 },
    source: 'spec',
    typicalFill: {
      en: 'tea, masala, herbal powders and trial packs',
      hi: 'चाय, मसाला, हर्बल पाउडर और ट्रायल पैक',
      ta: 'டீ, மசாலா, மூலிகைப் பவுடர்கள், டிரையல் பேக்குகள்',
    },
  },
  {
    slug: '200gm',
    label: '200gm',
    grams: 200,
    dimensions: { width: 130, length: 200, gusset: 40 },
    source: 'standard',
    basis: {
      en: 'Halfway between the 100gm and 250gm pouches the spec gives: 130 mm wide, their length and gusset. It holds about 16 % more than 100gm, and 250gm about 15 % more than it: steps like those between the sizes of published stand-up pouch charts (UPrinting).',
      hi: '100 ग्राम और 250 ग्राम पाउच के ठीक बीच का: 130 mm चौड़ा, लंबाई और गसेट उन्हीं के बराबर। इसमें 100 ग्राम से लगभग 16 % ज़्यादा आता है, और 250 ग्राम में इससे लगभग 15 % ज़्यादा: वैसे ही कदम, जैसे प्रकाशित स्टैंड-अप पाउच चार्ट (UPrinting) में साइज़ों के बीच होते हैं।',
      ta: '100 கிராம், 250 கிராம் பவுச்களுக்கு நடுவில்: 130 mm அகலம், நீளமும் கஸெட்டும் அவற்றைப் போலவே. இது 100 கிராமை விட சுமார் 16 % அதிகம் கொள்ளும், 250 கிராம் இதைவிட சுமார் 15 % அதிகம்: வெளியிடப்பட்ட ஸ்டாண்ட்-அப் பவுச் அட்டவணைகளில் (UPrinting) உள்ள அளவு இடைவெளிகளைப் போலவே.',
    },
    typicalFill: { en: 'masala, dry fruits, atta and dal', hi: 'मसाला, ड्राई फ़्रूट्स, आटा और दाल', ta: 'மசாலா, உலர் பழங்கள், ஆட்டா, பருப்பு' },
  },
  {
    slug: '250gm',
    label: '250gm',
    grams: 250,
    dimensions: { width: 140, length: 200, gusset: 40 },
    source: 'spec',
    typicalFill: { en: 'dry fruits, atta, dal and sugar', hi: 'ड्राई फ़्रूट्स, आटा, दाल और चीनी', ta: 'உலர் பழங்கள், ஆட்டா, பருப்பு, சர்க்கரை' },
  },
  {
    slug: '350gm',
    label: '350gm',
    grams: 350,
    dimensions: { width: 145, length: 210, gusset: 40 },
    source: 'standard',
    basis: {
      en: 'Halfway between the 250gm and 500gm pouches the spec gives in width and length, with their gusset. It holds about 15 % more than 250gm, and 500gm about 14 % more than it: steps like those between the sizes of published stand-up pouch charts (UPrinting).',
      hi: 'चौड़ाई और लंबाई में 250 ग्राम और 500 ग्राम पाउच के ठीक बीच का, गसेट उन्हीं के बराबर। इसमें 250 ग्राम से लगभग 15 % ज़्यादा आता है, और 500 ग्राम में इससे लगभग 14 % ज़्यादा: वैसे ही कदम, जैसे प्रकाशित स्टैंड-अप पाउच चार्ट (UPrinting) में साइज़ों के बीच होते हैं।',
      ta: 'அகலத்திலும் நீளத்திலும் 250 கிராம், 500 கிராம் பவுச்களுக்கு நடுவில், கஸெட் அவற்றைப் போலவே. இது 250 கிராமை விட சுமார் 15 % அதிகம் கொள்ளும், 500 கிராம் இதைவிட சுமார் 14 % அதிகம்: வெளியிடப்பட்ட ஸ்டாண்ட்-அப் பவுச் அட்டவணைகளில் (UPrinting) உள்ள அளவு இடைவெளிகளைப் போலவே.',
    },
    typicalFill: { en: 'rice, sugar, dal and millets', hi: 'चावल, चीनी, दाल और मिलेट्स', ta: 'அரிசி, சர்க்கரை, பருப்பு, சிறுதானியங்கள்' },
  },
  {
    slug: '500gm',
    label: '500gm',
    grams: 500,
    dimensions: { width: 150, length: 220, gusset: 40 },
    source: 'spec',
    typicalFill: { en: 'rice, sugar and idli batter', hi: 'चावल, चीनी और इडली बैटर', ta: 'அரிசி, சர்க்கரை, இட்லி மாவு' },
  },
  {
    slug: '1kg',
    label: '1 Kg',
    grams: 1000,
    dimensions: { width: 180, length: 260, gusset: 40 },
    source: 'spec',
    typicalFill: { en: 'idli and dosa batter', hi: 'इडली और डोसा बैटर', ta: 'இட்லி, தோசை மாவு' },
  },
  {
    slug: '2kg',
    label: '2 Kg',
    grams: 2000,
    dimensions: { width: 200, length: 300, gusset: 40 },
    source: 'spec',
    typicalFill: {
      en: 'larger packs of dense products, by the kilo',
      hi: 'भारी, ठोस प्रोडक्ट के बड़े पैक, किलो के हिसाब से',
      ta: 'அடர்த்தியான பொருட்களின் பெரிய பேக்குகள், கிலோ கணக்கில்',
    },
  },
  {
    slug: '3kg',
    label: '3 Kg',
    grams: 3000,
    dimensions: { width: 300, length: 345, gusset: 50 },
    source: 'standard',
    basis: {
      en: 'The published 1-gallon food-storage pouch (11 3/4 x 13 1/2 in, which holds a gallon: about 3 kg of rice), rounded to 300 x 345 mm, with a 50 mm gusset so it stands. It holds about 2.5 times the 2 Kg pouch.',
      hi: 'प्रकाशित 1-गैलन फ़ूड-स्टोरेज पाउच (11 3/4 x 13 1/2 इंच, जिसमें एक गैलन आता है: लगभग 3 किलो चावल), 300 x 345 mm पर राउंड किया गया, और खड़ा रहने के लिए 50 mm गसेट। इसमें 2 किलो पाउच से लगभग 2.5 गुना आता है।',
      ta: 'வெளியிடப்பட்ட 1-கேலன் உணவு சேமிப்பு பவுச் (11 3/4 x 13 1/2 இன்ச், ஒரு கேலன் கொள்ளும்: சுமார் 3 கிலோ அரிசி), 300 x 345 mm ஆக முழுமையாக்கப்பட்டது, நிற்க 50 mm கஸெட்டுடன். இது 2 கிலோ பவுச்சை விட சுமார் 2.5 மடங்கு கொள்ளும்.',
    },
    typicalFill: { en: 'rice, sugar, dal and millets', hi: 'चावल, चीनी, दाल और मिलेट्स', ta: 'அரிசி, சர்க்கரை, பருப்பு, சிறுதானியங்கள்' },
  },
];

/** The sizes by their slug. */
export const sizes: Readonly<Record<SizeSlug, Size>> = Object.fromEntries(sizeList.map((s) => [s.slug, s])) as Record<SizeSlug, Size>;

/** Millimetres as centimetres for titles: 120 → "12", 145 → "14.5". */
export const cm = (mm: number): string => String(Math.round(mm) / 10);

/** "120 x 200 + 40 mm" */
export const formatDimensions = (d: Dimensions): string => `${d.width} x ${d.length} + ${d.gusset} mm`;

const inchWord: Record<Locale, string> = { en: 'inch', hi: 'इंच', ta: 'இன்ச்' };

/** "3.94 x 5.91 + 1.18 inch"; "3.94 x 5.91 + 1.18 इंच" */
export const formatInches = (d: NonNullable<Size['inches']>, locale: Locale = 'en'): string => `${d.width} x ${d.length} + ${d.gusset} ${inchWord[locale]}`;

const spans = (key: keyof Dimensions): [number, number] => {
  const all = Object.values(sizes).map((s) => s.dimensions[key]);
  return [Math.min(...all), Math.max(...all)];
};

/**
 * The flat sizes our pouch machine makes, in mm, and the most a custom pouch is made to carry. The
 * range is the span of the stock sizes above (50gm's 100 x 150 + 30 to 3 Kg's 300 x 345 + 50),
 * since those are what the line is known to make; widen it here when the machine maker's sheet
 * says more. A custom size's address outside it is redirected to the nearest size inside.
 */
export const machineRange = {
  width: spans('width'),
  length: spans('length'),
  gusset: spans('gusset'),
  maxGrams: Math.max(...Object.values(sizes).map((s) => s.grams)),
  /** Where the range comes from: the stock sizes it spans, smallest and largest (a page words it in its language). */
  span: { smallest: sizes[SIZE_SLUGS[0]], largest: sizes[SIZE_SLUGS[SIZE_SLUGS.length - 1]!] },
} as const;
export type MachineRange = typeof machineRange;
