import { z } from 'zod';
import { pouchArtSchema } from './art/pouch';
import { SIZE_SLUGS, sizeSlugSchema } from './sizes';
import { textSchema } from '@platform/i18n/text';
import { checked } from '@platform/content/checked';

/**
 * The ten pouch types the company makes, in the order the menu and grid show them, each with
 * its catalogue entry and that entry's size variants.
 *
 * Mapping decision (docs/decisions/011): the site's 10 products are the 10 product types of the
 * header and grid; their slugs are the canonical /products/<slug> addresses. The spec's catalogue
 * list (ids 101–109 and 1010, names, variant counts, legacy /zippouch/<slug> and
 * /<legacy-variant-slug>/<size> links) names the same ten pouches in a different order and with
 * trade names, so each catalogue entry is attached to the type whose material fits best:
 *   101 Standing Kraft With Window Zip Lock (7)  → kraft-with-window       (fixed by the spec's size pages)
 *   102 Standing Kraft Zip Lock (5)              → kraft-inner-foiled      (kraft, no window; the spec's 50g mention)
 *   103 Standing Zip Lock Without Window (1)     → coloured-zipper         (opaque printed body, no window)
 *   104 Zip Lock With Window Stand Up (1)        → coloured-window-zipper  (printed body with a window)
 *   105 Clear Kraft Standy Zipper (4)            → gold-standup            (clear front over a kraft-toned metallised back)
 *   106 Clear Silver Standy Zipper (4)           → silver-one-side-zipper  (clear front, silver back)
 *   107 Clear Standy Zipper (6)                  → transparent-zipper      (clear both sides, zipper)
 *   108 Idly & Dosa Batter Standy Zipper (1)     → transparent-standup     (clear so the batter shows; packs of 50)
 *   109 Milky Standy Zipper (4)                  → silver-two-side-zipper  (opaque light body both sides)
 *   1010 Printed Dry Fruit Zip Lock (4)          → gold-zipper             (printed metallic, the dry-fruit classic)
 * Two product types have no zipper while every catalogue name says "zip"; there the type's own
 * name and attributes win on the page, and the catalogue name stays as the "also listed as" name
 * that old links and search still find.
 *
 * Prices: the spec gives per-pouch tiers only for the kraft-with-window sizes 50gm, 100gm, 500gm,
 * 1kg and 2kg (§9). No price is invented for any other variant: those pages say "price on
 * request" and lead to the enquiry form. SKU codes likewise exist only where the spec gives them.
 */

export const priceTierSchema = z.object({
  minUnits: z.number().int().positive(),
  maxUnits: z.number().int().positive(),
  /** Price of one pouch in INR, taxes included (policy: prices are inclusive of taxes). */
  unitPrice: z.number().positive(),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

/** The three quantity bands of every price table: 100–400, 500–900, 1000–5000 units. */
export const PRICE_BANDS = [
  [100, 400],
  [500, 900],
  [1000, 5000],
] as const;
const tiers = (...prices: [number, number, number]): PriceTier[] =>
  PRICE_BANDS.map(([minUnits, maxUnits], i) => ({ minUnits, maxUnits, unitPrice: prices[i]! }));

export const variantSchema = z.object({
  size: sizeSlugSchema,
  sku: z
    .string()
    .regex(/^[A-Z]-[A-Z]{3}-\d+$/)
    .optional()
    .describe('SKU code, where the spec gives one'),
  capacity: textSchema(z.string().min(3).max(40)).optional().describe('What it holds, where the spec words it; otherwise the nominal fill weight is shown'),
  tiers: z
    .array(priceTierSchema)
    .min(1)
    .refine((t) => t.every((tier, i) => tier.minUnits <= tier.maxUnits && (i === 0 || tier.minUnits > t[i - 1]!.maxUnits)), 'tiers ascend without overlap')
    .optional(),
});
export type VariantRecord = z.infer<typeof variantSchema>;

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const productSchema = z.object({
  gridId: z.number().int().min(1).max(10),
  slug: slugSchema,
  name: textSchema(z.string().min(5).max(80)).describe('Name as the grid and product page show it'),
  menuLabel: textSchema(z.string().min(5).max(80)).describe('Name as the mega menu shows it'),
  art: pouchArtSchema,
  category: z.enum(['Zip Pouch', 'Stand-Up Pouch']).describe("The spec's category ('Zip Pouch'), except for pouches without a zipper"),
  catalogue: z.object({
    id: z.number().int().describe('Catalogue id: 101 to 109 and 1010'),
    order: z.number().int().min(1).max(10).describe('Position in the original catalogue list'),
    name: z.string().min(5).max(60).describe('Trade name in the catalogue list'),
    legacySlug: slugSchema.describe('Old product link /zippouch/<legacySlug>'),
    legacyVariantSlug: slugSchema.describe('Old variant links /<legacyVariantSlug>/<size>'),
  }),
  description: textSchema(z.string().min(80).max(260)).describe('Card and page summary, clamped to 3 lines on the grid'),
  /** Material or colour as a variant title words it. */
  materialLabel: textSchema(z.string().min(3).max(40)),
  gsm: z.number().int().positive().optional().describe('Paper weight, where relevant (kraft)'),
  packOf: z.union([z.literal(100), z.literal(50)]),
  variants: z
    .array(variantSchema)
    .min(1)
    .refine((v) => new Set(v.map((x) => x.size)).size === v.length, 'one variant per size')
    .refine((v) => v.every((x, i) => i === 0 || SIZE_SLUGS.indexOf(x.size) > SIZE_SLUGS.indexOf(v[i - 1]!.size)), 'variants listed smallest first'),
});
export type Product = z.infer<typeof productSchema>;

/** A product as the catalogue lists it: its badge says "Zip Pouch" exactly when it has a zipper. */
export const catalogueProductSchema = productSchema.refine((p) => (p.category === 'Zip Pouch') === p.art.zipper, {
  message: "category must be 'Zip Pouch' exactly when the pouch has a zipper",
  path: ['category'],
});

export const products: readonly Product[] = checked(z.array(catalogueProductSchema).length(10), [
  {
    gridId: 1,
    slug: 'transparent-standup',
    name: {
      en: 'Both-Side Transparent Stand-Up Pouch Without Zipper',
      hi: 'दोनों तरफ़ ट्रांसपेरेंट स्टैंड-अप पाउच, बिना ज़िपर',
      ta: 'இருபுறமும் டிரான்ஸ்பரன்ட் ஸ்டாண்ட்-அப் பவுச், ஜிப்பர் இல்லாதது',
    },
    menuLabel: { en: 'Both-Side Transparent Stand-Up Pouch', hi: 'दोनों तरफ़ ट्रांसपेरेंट स्टैंड-अप पाउच', ta: 'இருபுறமும் டிரான்ஸ்பரன்ட் ஸ்டாண்ட்-அப் பவுச்' },
    art: { material: 'clear', finish: 'glossy', window: false, zipper: false, colour: '#0f766e' },
    category: 'Stand-Up Pouch',
    catalogue: { id: 108, order: 8, name: 'Idly & Dosa Batter Standy Zipper', legacySlug: 'idly-dosa-batter', legacyVariantSlug: 'idly-dosa-batter' },
    description: {
      en: 'Crystal-clear on both sides so the product sells itself: batter, grains, sweets and snacks show their true colour, with your brand printed in full colour and a heat-sealed top.',
      hi: 'दोनों तरफ़ से एकदम साफ़ ट्रांसपेरेंट, ताकि प्रोडक्ट ख़ुद बिके: बैटर, अनाज, मिठाई और स्नैक्स अपने असली रंग में दिखते हैं, साथ में फ़ुल-कलर में प्रिंट आपका ब्रांड और हीट-सील्ड टॉप।',
      ta: 'இருபுறமும் கண்ணாடி போல் தெளிவு, பொருளே தன்னை விற்கும்: மாவு, தானியங்கள், இனிப்புகள், ஸ்நாக்ஸ் அவற்றின் உண்மையான நிறத்தில் தெரியும்; உங்கள் பிராண்ட் முழு வண்ணத்தில் பிரிண்ட், மேலே ஹீட் சீல்.',
    },
    materialLabel: { en: 'Both-Side Transparent', hi: 'दोनों तरफ़ ट्रांसपेरेंट', ta: 'இருபுறமும் டிரான்ஸ்பரன்ட்' },
    packOf: 50,
    variants: [{ size: '1kg' }],
  },
  {
    gridId: 2,
    slug: 'transparent-zipper',
    name: { en: 'Both-Side Transparent Stand-Up Zipper Pouch', hi: 'दोनों तरफ़ ट्रांसपेरेंट स्टैंड-अप ज़िपर पाउच', ta: 'இருபுறமும் டிரான்ஸ்பரன்ட் ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்' },
    menuLabel: { en: 'Both-Side Transparent Zipper Pouch', hi: 'दोनों तरफ़ ट्रांसपेरेंट ज़िपर पाउच', ta: 'இருபுறமும் டிரான்ஸ்பரன்ட் ஜிப்பர் பவுச்' },
    art: { material: 'clear', finish: 'glossy', window: false, zipper: true, colour: '#1d4ed8' },
    category: 'Zip Pouch',
    catalogue: { id: 107, order: 7, name: 'Clear Standy Zipper', legacySlug: 'clear-standy', legacyVariantSlug: 'clear-standy' },
    description: {
      en: 'A fully transparent stand-up pouch with a resealable zipper: shoppers see every almond, candy or cookie, and your printed label turns a clear bag into a branded pack.',
      hi: 'पूरी तरह ट्रांसपेरेंट स्टैंड-अप पाउच, दोबारा बंद होने वाले ज़िपर के साथ: ग्राहक हर बादाम, कैंडी या कुकी देख पाते हैं, और आपका प्रिंटेड लेबल सादे बैग को ब्रांडेड पैक बना देता है।',
      ta: 'மீண்டும் மூடக்கூடிய ஜிப்பருடன் முழுவதும் டிரான்ஸ்பரன்ட் ஸ்டாண்ட்-அப் பவுச்: ஒவ்வொரு பாதாம், மிட்டாய், குக்கீயும் வாங்குபவர் கண்ணில் படும்; உங்கள் பிரிண்ட் லேபிள் சாதாரண பையை பிராண்டு பேக்காக மாற்றும்.',
    },
    materialLabel: { en: 'Clear PET', hi: 'ट्रांसपेरेंट PET', ta: 'டிரான்ஸ்பரன்ட் PET' },
    packOf: 100,
    variants: [{ size: '50gm' }, { size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }, { size: '2kg' }],
  },
  {
    gridId: 3,
    slug: 'gold-standup',
    name: { en: 'Gold Standy Pouch', hi: 'गोल्ड स्टैंडी पाउच', ta: 'கோல்டு ஸ்டாண்டி பவுச்' },
    menuLabel: { en: 'Gold Stand-Up Pouch', hi: 'गोल्ड स्टैंड-अप पाउच', ta: 'கோல்டு ஸ்டாண்ட்-அப் பவுச்' },
    art: { material: 'gold', finish: 'metallic', window: true, zipper: false, colour: '#7c2d12' },
    category: 'Stand-Up Pouch',
    catalogue: { id: 105, order: 5, name: 'Clear Kraft Standy Zipper', legacySlug: 'clear-kraft', legacyVariantSlug: 'clear-kraft' },
    description: {
      en: 'A warm gold metallised stand-up pouch with a clear front panel: a premium look for sweets, spices and gift packs, with foil barrier layers that keep aroma in.',
      hi: 'आगे ट्रांसपेरेंट पैनल वाला गोल्ड मेटलाइज़्ड स्टैंड-अप पाउच: मिठाई, मसालों और गिफ़्ट पैक के लिए प्रीमियम लुक, और फ़ॉइल बैरियर लेयर जो ख़ुशबू अंदर बनाए रखती हैं।',
      ta: 'முன்புறம் டிரான்ஸ்பரன்ட் பேனலுடன் கோல்டு மெட்டலைஸ்டு ஸ்டாண்ட்-அப் பவுச்: இனிப்புகள், மசாலா, கிஃப்ட் பேக்குகளுக்கு பிரீமியம் தோற்றம்; ஃபாயில் பேரியர் லேயர்கள் நறுமணத்தை உள்ளேயே வைக்கும்.',
    },
    materialLabel: { en: 'Gold Metallised', hi: 'गोल्ड मेटलाइज़्ड', ta: 'கோல்டு மெட்டலைஸ்டு' },
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '200gm' }, { size: '500gm' }, { size: '1kg' }],
  },
  {
    gridId: 4,
    slug: 'gold-zipper',
    name: { en: 'Gold Standy Zipper Pouch', hi: 'गोल्ड स्टैंडी ज़िपर पाउच', ta: 'கோல்டு ஸ்டாண்டி ஜிப்பர் பவுச்' },
    menuLabel: { en: 'Gold Stand-Up Zipper Pouch', hi: 'गोल्ड स्टैंड-अप ज़िपर पाउच', ta: 'கோல்டு ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்' },
    art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#111827' },
    category: 'Zip Pouch',
    catalogue: { id: 1010, order: 10, name: 'Printed Dry Fruit Zip Lock', legacySlug: 'printed-dryfruit', legacyVariantSlug: 'printed-dryfruit' },
    description: {
      en: 'Gold metallised zipper pouch printed edge to edge, the classic pack for dry fruits, nuts and festive gifting: light-proof, moisture-proof and resealable after every use.',
      hi: 'किनारे से किनारे तक प्रिंट किया गया गोल्ड मेटलाइज़्ड ज़िपर पाउच, ड्राई फ़्रूट्स, नट्स और त्योहारों के गिफ़्ट का जाना-पहचाना पैक: रोशनी से बचाव, नमी प्रूफ, और हर इस्तेमाल के बाद दोबारा बंद होने वाला।',
      ta: 'ஓரம் முதல் ஓரம் வரை பிரிண்ட் செய்த கோல்டு மெட்டலைஸ்டு ஜிப்பர் பவுச், உலர் பழங்கள், நட்ஸ், பண்டிகைப் பரிசுகளுக்கான கிளாஸிக் பேக்: ஒளி, ஈரப்பதம் புகாது; ஒவ்வொரு முறைக்குப் பிறகும் மீண்டும் மூடக்கூடியது.',
    },
    materialLabel: { en: 'Gold Metallised', hi: 'गोल्ड मेटलाइज़्ड', ta: 'கோல்டு மெட்டலைஸ்டு' },
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '250gm' }, { size: '350gm' }, { size: '500gm' }],
  },
  {
    gridId: 5,
    slug: 'silver-one-side-zipper',
    name: { en: 'One-Sided Silver Stand-Up Zipper Pouch', hi: 'एक तरफ़ सिल्वर स्टैंड-अप ज़िपर पाउच', ta: 'ஒருபுறம் சில்வர் ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்' },
    menuLabel: { en: 'One-Sided Silver Zipper Pouch', hi: 'एक तरफ़ सिल्वर ज़िपर पाउच', ta: 'ஒருபுறம் சில்வர் ஜிப்பர் பவுச்' },
    art: { material: 'silver', finish: 'metallic', window: true, zipper: true, colour: '#be123c' },
    category: 'Zip Pouch',
    catalogue: { id: 106, order: 6, name: 'Clear Silver Standy Zipper', legacySlug: 'clear-silver', legacyVariantSlug: 'clear-silver' },
    description: {
      en: 'Clear in front, silver metallised behind: the product is on show while the foil back blocks light and moisture. A resealable zipper keeps snacks and spices fresh.',
      hi: 'आगे ट्रांसपेरेंट, पीछे सिल्वर मेटलाइज़्ड: प्रोडक्ट सामने दिखता है, जबकि फ़ॉइल वाला पिछला हिस्सा रोशनी और नमी रोकता है। दोबारा बंद होने वाला ज़िपर स्नैक्स और मसालों को ताज़ा रखता है।',
      ta: 'முன்புறம் கிளியர், பின்புறம் சில்வர் மெட்டலைஸ்டு: பொருள் கண்ணுக்குத் தெரியும், ஃபாயில் பின்புறம் ஒளியையும் ஈரப்பதத்தையும் தடுக்கும். மீண்டும் மூடக்கூடிய ஜிப்பர் ஸ்நாக்ஸ், மசாலாவை ஃப்ரெஷ்ஷாக வைக்கும்.',
    },
    materialLabel: { en: 'Clear Front, Silver Back', hi: 'आगे ट्रांसपेरेंट, पीछे सिल्वर', ta: 'முன்புறம் கிளியர், பின்புறம் சில்வர்' },
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }],
  },
  {
    gridId: 6,
    slug: 'silver-two-side-zipper',
    name: { en: 'Two-Sided Silver Stand-Up Zipper Pouch', hi: 'दोनों तरफ़ सिल्वर स्टैंड-अप ज़िपर पाउच', ta: 'இருபுறமும் சில்வர் ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்' },
    menuLabel: { en: 'Two-Sided Silver Zipper Pouch', hi: 'दोनों तरफ़ सिल्वर ज़िपर पाउच', ta: 'இருபுறமும் சில்வர் ஜிப்பர் பவுச்' },
    art: { material: 'silver', finish: 'metallic', window: false, zipper: true, colour: '#4338ca' },
    category: 'Zip Pouch',
    catalogue: { id: 109, order: 9, name: 'Milky Standy Zipper', legacySlug: 'milky-standy', legacyVariantSlug: 'milky-standy' },
    description: {
      en: 'Opaque on both sides, with a bright metallised barrier that shuts out light, air and moisture: the safe choice for coffee, masala, protein powder and anything that must stay crisp.',
      hi: 'दोनों तरफ़ से अपारदर्शी, चमकदार मेटलाइज़्ड बैरियर के साथ जो रोशनी, हवा और नमी को बाहर रखता है: कॉफ़ी, मसाला, प्रोटीन पाउडर और हर उस चीज़ के लिए भरोसेमंद, जिसे कुरकुरा रहना है।',
      ta: 'இருபுறமும் ஒளி ஊடுருவாதது, ஒளி, காற்று, ஈரப்பதத்தைத் தடுக்கும் பளபளப்பான மெட்டலைஸ்டு பேரியருடன்: காபி, மசாலா, புரோட்டீன் பவுடர், மொறுமொறுப்பாக இருக்க வேண்டிய எதற்கும் பாதுகாப்பான தேர்வு.',
    },
    materialLabel: { en: 'Silver Metallised', hi: 'सिल्वर मेटलाइज़्ड', ta: 'சில்வர் மெட்டலைஸ்டு' },
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }],
  },
  {
    gridId: 7,
    slug: 'coloured-window-zipper',
    name: {
      en: 'Coloured Window Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)',
      hi: 'रंगीन विंडो स्टैंड-अप ज़िपर पाउच (अंदर मेटलाइज़्ड, 3 लेयर)',
      ta: 'வண்ண விண்டோ ஸ்டாண்ட்-அப் ஜிப்பர் பவுச் (உள்ளே மெட்டலைஸ்டு, 3 லேயர்)',
    },
    menuLabel: { en: 'Coloured Window Zipper Pouch', hi: 'रंगीन विंडो ज़िपर पाउच', ta: 'வண்ண விண்டோ ஜிப்பர் பவுச்' },
    art: { material: 'colour', finish: 'glossy', window: true, zipper: true, colour: '#b91c1c' },
    category: 'Zip Pouch',
    catalogue: { id: 104, order: 4, name: 'Zip Lock With Window Stand Up', legacySlug: 'without-standup', legacyVariantSlug: 'without-standup' },
    description: {
      en: 'A full-colour printed body with a clear window and an inner metallised layer: three laminated layers give shelf impact, a peek at the product and real barrier protection.',
      hi: 'फ़ुल-कलर प्रिंटेड बॉडी, ट्रांसपेरेंट विंडो और अंदर मेटलाइज़्ड लेयर: तीन लैमिनेटेड लेयर शेल्फ़ पर असर, प्रोडक्ट की झलक और असली बैरियर सुरक्षा देती हैं।',
      ta: 'முழு வண்ணப் பிரிண்ட், தெளிவான விண்டோ, உள்ளே மெட்டலைஸ்டு லேயர்: மூன்று லேமினேட் லேயர்கள் அலமாரியில் கவனம், பொருளின் ஒரு பார்வை, உண்மையான பேரியர் பாதுகாப்பு தரும்.',
    },
    materialLabel: { en: 'Coloured 3-Layer Metallised', hi: 'रंगीन 3-लेयर मेटलाइज़्ड', ta: 'வண்ண 3-லேயர் மெட்டலைஸ்டு' },
    packOf: 100,
    variants: [{ size: '250gm' }],
  },
  {
    gridId: 8,
    slug: 'coloured-zipper',
    name: {
      en: 'Coloured Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)',
      hi: 'रंगीन स्टैंड-अप ज़िपर पाउच (अंदर मेटलाइज़्ड, 3 लेयर)',
      ta: 'வண்ண ஸ்டாண்ட்-அப் ஜிப்பர் பவுச் (உள்ளே மெட்டலைஸ்டு, 3 லேயர்)',
    },
    menuLabel: { en: 'Coloured Zipper Pouch', hi: 'रंगीन ज़िपर पाउच', ta: 'வண்ண ஜிப்பர் பவுச்' },
    art: { material: 'colour', finish: 'matte', window: false, zipper: true, colour: '#15803d' },
    category: 'Zip Pouch',
    catalogue: { id: 103, order: 3, name: 'Standing Zip Lock Without Window', legacySlug: 'standing-without-window', legacyVariantSlug: 'without-window' },
    description: {
      en: 'Your colours on every millimetre: a fully printed, inner-metallised 3-layer zipper pouch with no window, for brands that want a bold, opaque pack with strong barrier properties.',
      hi: 'हर मिलीमीटर पर आपके रंग: पूरी तरह प्रिंटेड, अंदर मेटलाइज़्ड 3-लेयर ज़िपर पाउच, बिना विंडो, उन ब्रांडों के लिए जिन्हें मज़बूत बैरियर वाला बोल्ड, अपारदर्शी पैक चाहिए।',
      ta: 'ஒவ்வொரு மில்லிமீட்டரிலும் உங்கள் வண்ணங்கள்: விண்டோ இல்லாத, முழுவதும் பிரிண்ட் செய்த, உள்ளே மெட்டலைஸ்டு 3-லேயர் ஜிப்பர் பவுச்; வலுவான பேரியருடன் அழுத்தமான, ஒளி ஊடுருவாத பேக் வேண்டும் பிராண்டுகளுக்கு.',
    },
    materialLabel: { en: 'Coloured 3-Layer Metallised', hi: 'रंगीन 3-लेयर मेटलाइज़्ड', ta: 'வண்ண 3-லேயர் மெட்டலைஸ்டு' },
    packOf: 100,
    variants: [{ size: '100gm' }],
  },
  {
    gridId: 9,
    slug: 'kraft-with-window',
    name: { en: 'Matt Kraft With Window Stand-Up Zipper Pouch', hi: 'मैट क्राफ्ट विंडो वाला स्टैंड-अप ज़िपर पाउच', ta: 'மேட் க்ராஃப்ட் விண்டோ ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்' },
    menuLabel: { en: 'Matt Kraft With Window Zipper Pouch', hi: 'मैट क्राफ्ट विंडो ज़िपर पाउच', ta: 'மேட் க்ராஃப்ட் விண்டோ ஜிப்பர் பவுச்' },
    art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#14532d' },
    category: 'Zip Pouch',
    catalogue: {
      id: 101,
      order: 1,
      name: 'Standing Kraft With Window Zip Lock',
      legacySlug: 'standing-kraft-with-window',
      legacyVariantSlug: 'standing-kraft-window',
    },
    description: {
      en: 'Natural matt kraft paper with a clear window and a resealable zip lock: the honest, eco look for coffee, tea, dry fruits, millets and snacks, laminated in 3 layers to keep food fresh.',
      hi: 'नैचुरल मैट क्राफ्ट पेपर, ट्रांसपेरेंट विंडो और दोबारा बंद होने वाला ज़िप लॉक: कॉफ़ी, चाय, ड्राई फ़्रूट्स, मिलेट्स और स्नैक्स के लिए सादा, इको लुक, और खाने को ताज़ा रखने के लिए 3 लेयर लैमिनेशन।',
      ta: 'இயற்கையான மேட் க்ராஃப்ட் பேப்பர், தெளிவான விண்டோ, மீண்டும் மூடக்கூடிய ஜிப் லாக்: காபி, டீ, உலர் பழங்கள், சிறுதானியங்கள், ஸ்நாக்ஸுக்கு இயல்பான இகோ தோற்றம்; உணவை ஃப்ரெஷ்ஷாக வைக்க 3 லேயர் லேமினேஷன்.',
    },
    materialLabel: { en: 'Matt Kraft', hi: 'मैट क्राफ्ट', ta: 'மேட் க்ராஃப்ட்' },
    gsm: 110,
    packOf: 100,
    variants: [
      { size: '50gm', tiers: tiers(4.3, 4.16, 4.08) },
      { size: '100gm', sku: 'M-KWZ-100', capacity: { en: '100gm powder', hi: '100 ग्राम पाउडर', ta: '100 கிராம் பவுடர்' }, tiers: tiers(4.57, 4.43, 4.34) },
      { size: '250gm' },
      { size: '500gm', sku: 'M-KWW-500', capacity: { en: '500gm', hi: '500 ग्राम', ta: '500 கிராம்' }, tiers: tiers(6.06, 5.88, 5.76) },
      { size: '1kg', sku: 'M-KWW-1000', capacity: { en: '1kg', hi: '1 किलो', ta: '1 கிலோ' }, tiers: tiers(7.44, 7.22, 7.07) },
      { size: '2kg', sku: 'M-KWW-2000', capacity: { en: '2kg', hi: '2 किलो', ta: '2 கிலோ' }, tiers: tiers(9.76, 9.47, 9.27) },
      { size: '3kg' },
    ],
  },
  {
    gridId: 10,
    slug: 'kraft-inner-foiled',
    name: { en: 'Matt Kraft Inner Foiled Stand-Up Zipper Pouch', hi: 'मैट क्राफ्ट इनर फ़ॉइल स्टैंड-अप ज़िपर पाउच', ta: 'மேட் க்ராஃப்ட் இன்னர் ஃபாயில் ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்' },
    menuLabel: { en: 'Matt Kraft Inner Foiled Zipper Pouch', hi: 'मैट क्राफ्ट इनर फ़ॉइल ज़िपर पाउच', ta: 'மேட் க்ராஃப்ட் இன்னர் ஃபாயில் ஜிப்பர் பவுச்' },
    art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#9a3412' },
    category: 'Zip Pouch',
    catalogue: { id: 102, order: 2, name: 'Standing Kraft Zip Lock', legacySlug: 'standing-kraft', legacyVariantSlug: 'standing-kraft' },
    description: {
      en: 'Matt kraft outside, aluminium foil inside: the natural paper look with a barrier that keeps coffee, tea and spices fresh, aromatic and dry for longer. Resealable zip lock on every size.',
      hi: 'बाहर मैट क्राफ्ट, अंदर एल्युमिनियम फ़ॉइल: पेपर का नैचुरल लुक, ऐसे बैरियर के साथ जो कॉफ़ी, चाय और मसालों को ज़्यादा समय तक ताज़ा, ख़ुशबूदार और सूखा रखता है। हर साइज़ में दोबारा बंद होने वाला ज़िप लॉक।',
      ta: 'வெளியே மேட் க்ராஃப்ட், உள்ளே அலுமினியம் ஃபாயில்: பேப்பரின் இயற்கைத் தோற்றம், காபி, டீ, மசாலாவை நீண்ட நாள் ஃப்ரெஷ்ஷாக, மணமாக, உலர்வாக வைக்கும் பேரியருடன். எல்லா அளவிலும் மீண்டும் மூடக்கூடிய ஜிப் லாக்.',
    },
    materialLabel: { en: 'Matt Kraft Inner Foiled', hi: 'मैट क्राफ्ट इनर फ़ॉइल', ta: 'மேட் க்ராஃப்ட் இன்னர் ஃபாயில்' },
    gsm: 110,
    packOf: 100,
    variants: [{ size: '50gm' }, { size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }],
  },
]);

export const productPath = (p: Pick<Product, 'slug'>): string => `/products/${p.slug}`;
export const productImage = (p: Pick<Product, 'slug'>): string => `/img/pouch/${p.slug}.svg`;
