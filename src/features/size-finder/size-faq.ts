import { sizeLabel, type Variant } from '@features/catalogue';
import type { ProductPage } from '@features/catalogue';
import { formatDimensions, formatInches, sizes } from '@features/catalogue';
import { gussetReading } from '@features/catalogue';
import { FILL_LIMIT, fillKinds, riceHeld, usableVolumeMl, type FillSlug } from './fill';
import { formatVolume } from './model';
import { bandLabel, formatInr } from '@features/catalogue';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { formatWeight } from '@platform/i18n/format';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The ordering facts a size page's answers quote; passed in so the answers follow ordering.ts. */
export interface SizeFaqTerms {
  minimumUnits: number;
  tableMaximumUnits: number;
  replyWithinHours: number;
}

/** A volume as each language writes it, as the size finder does: "480 ml", "1.2 litres"; "480 ml", "1.2 लीटर", "1.2 லிட்டர்". */
export const volumeIn = (ml: number, locale: Locale): string => formatVolume(ml, locale);

/** A weight in grams: "500 g", "1.3 kg" in English as the answers always said it; ग्राम / கிராம் in Hindi and Tamil. */
const weightIn = (grams: number, locale: Locale): string =>
  locale === 'en' ? (grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`) : formatWeight(grams, locale);

/** The products a size page's answer weighs out, from dense to bulky. */
const SHOWN_FILLS: readonly FillSlug[] = ['rice', 'atta-flour', 'coffee-light-roast', 'puffed-snacks'];

/** What those products are called in each language (the English are the size finder's nouns). */
const FILL_NOUNS: Record<Locale, Partial<Record<FillSlug, string>>> = {
  en: { rice: 'rice', 'atta-flour': 'atta', 'coffee-light-roast': 'light or medium roast coffee', 'puffed-snacks': 'puffed snacks' },
  hi: { rice: 'चावल', 'atta-flour': 'आटा', 'coffee-light-roast': 'लाइट/मीडियम रोस्ट कॉफ़ी', 'puffed-snacks': 'पफ़्ड स्नैक्स' },
  ta: { rice: 'அரிசி', 'atta-flour': 'ஆட்டா', 'coffee-light-roast': 'லைட்/மீடியம் ரோஸ்ட் காபி', 'puffed-snacks': 'பஃப்டு ஸ்நாக்ஸ்' },
};

/** The words around the figures of every size answer, in each language. */
const words: Record<
  Locale,
  {
    held: (weight: string, noun: string) => string;
    or: string;
    named: (label: string, holdsName: boolean, rice: string) => string;
    bands: (price: string, band: string, first: boolean) => string;
    and: string;
    dimensionsQ: (w: string) => string;
    dimensionsA: (name: string, mm: string, gusset: string, inches?: string) => string;
    holdQ: (w: string) => string;
    holdA: (named: string, room: string, percent: number, held: string, fill: string) => string;
    minimumQ: (w: string) => string;
    minimumA: (t: SizeFaqTerms, packOf: number) => string;
    costQ: (w: string) => string;
    pricedA: (bands: string) => string;
    onRequestA: (hours: number) => string;
    customQ: (w: string) => string;
    customA: (hours: number) => string;
  }
> = {
  en: {
    held: (weight, noun) => `${weight} of ${noun}`,
    or: ' or ',
    named: (label, holdsName, rice) =>
      `“${label}” is the trade's name for this size and its weight limit, the most we fill it with, not what it holds: ${holdsName ? 'it holds its name in rice, and less of anything lighter.' : `even of rice it holds about ${rice}.`}`,
    bands: (price, band, first) => `${price}${first ? ' per pouch' : ''} for ${band}${first ? ' pouches' : ''}`,
    and: ' and ',
    dimensionsQ: (w) => `What are the dimensions of the ${w} pouch?`,
    dimensionsA: (name, mm, gusset, inches) =>
      inches ? `The ${name} is ${inches}, which is ${mm} (width x length ${gusset}).` : `The ${name} measures ${mm} (width x length ${gusset}).`,
    holdQ: (w) => `How much does the ${w} pouch hold?`,
    holdA: (named, room, percent, held, fill) =>
      `${named} It has about ${room} of room below the zipper; filled to ${percent} % of that, it holds about ${held}. Buyers typically pack ${fill} in it. For anything else, the size finder works it out from its bulk density.`,
    minimumQ: (w) => `What is the minimum order for the ${w} pouch?`,
    minimumA: (t, packOf) =>
      `${t.minimumUnits} pouches per design, and the pouches come in packs of ${packOf}. Above ${t.tableMaximumUnits} pouches we quote bulk prices.`,
    costQ: (w) => `How much does the ${w} pouch cost?`,
    pricedA: (bands) => `${bands}, taxes included. The more you order, the less each pouch costs.`,
    onRequestA: (h) => `Price on request: this size has no published price table. Tell us the quantity and we quote within ${h} hours.`,
    customQ: (w) => `Can I order a custom size instead of ${w}?`,
    customA: (h) =>
      `Yes. Send an enquiry with the width, length and gusset you need, or the product and weight you want to fill, and we reply within ${h} hours with the size we suggest and its price.`,
  },
  hi: {
    held: (weight, noun) => `${weight} ${noun}`,
    or: ' या ',
    named: (label, holdsName, rice) =>
      `“${label}” इस साइज़ का बाज़ार में चलने वाला नाम और इसके वज़न की सीमा है, यानी इसमें ज़्यादा से ज़्यादा इतना भरा जाता है, यह नहीं कि इसमें इतना आता है: ${holdsName ? 'चावल इसमें नाम जितना आता है, और उससे हल्की हर चीज़ कम।' : `चावल भी इसमें लगभग ${rice} ही आता है।`}`,
    bands: (price, band, first) => `${band}${first ? ' पाउच' : ''} के लिए ${price}${first ? ' प्रति पाउच' : ''}`,
    and: ' और ',
    dimensionsQ: (w) => `${w} पाउच का साइज़ क्या है?`,
    dimensionsA: (name, mm, gusset, inches) =>
      inches ? `${name} ${inches} का है, यानी ${mm} (चौड़ाई x लंबाई ${gusset})।` : `${name} का साइज़ ${mm} है (चौड़ाई x लंबाई ${gusset})।`,
    holdQ: (w) => `${w} पाउच में कितना आता है?`,
    holdA: (named, room, percent, held, fill) =>
      `${named} इसमें ज़िपर के नीचे लगभग ${room} जगह है; उसका ${percent} % भरने पर इसमें लगभग ${held} आता है। ख़रीदार आम तौर पर इसमें ${fill} पैक करते हैं। किसी और चीज़ के लिए साइज़ फ़ाइंडर उसकी बल्क डेंसिटी से हिसाब लगा देता है।`,
    minimumQ: (w) => `${w} पाउच का कम से कम ऑर्डर कितना है?`,
    minimumA: (t, packOf) => `हर डिज़ाइन के ${t.minimumUnits} पाउच, और पाउच ${packOf} के पैक में आते हैं। ${t.tableMaximumUnits} से ज़्यादा पाउच पर हम बल्क कीमत बताते हैं।`,
    costQ: (w) => `${w} पाउच की कीमत क्या है?`,
    pricedA: (bands) => `${bands}, टैक्स सहित। जितना ज़्यादा ऑर्डर, हर पाउच उतना सस्ता।`,
    onRequestA: (h) => `कीमत के लिए संपर्क करें: इस साइज़ की कोई कीमत सूची प्रकाशित नहीं है। मात्रा बताइए, हम ${h} घंटे के अंदर कोटेशन भेजेंगे।`,
    customQ: (w) => `क्या ${w} की जगह कस्टम साइज़ ऑर्डर कर सकते हैं?`,
    customA: (h) =>
      `हाँ। अपनी ज़रूरत की चौड़ाई, लंबाई और गसेट, या जो प्रोडक्ट और जितना वज़न भरना है, वह लिखकर इन्क्वायरी भेजें; हम ${h} घंटे के अंदर सुझाया गया साइज़ और उसकी कीमत बताएँगे।`,
  },
  ta: {
    held: (weight, noun) => `${weight} ${noun}`,
    or: ' அல்லது ',
    named: (label, holdsName, rice) =>
      `“${label}” என்பது இந்த அளவுக்கு வணிகத்தில் வழங்கும் பெயர், அதன் எடை வரம்பு: அதிகபட்சம் அவ்வளவுதான் நிரப்புவோம், அவ்வளவு கொள்ளும் என்பதல்ல: ${holdsName ? 'அரிசியில் இது தன் பெயரளவு கொள்ளும், அதைவிட லேசான எதுவும் குறைவாகவே கொள்ளும்.' : `அரிசியே சுமார் ${rice} தான் கொள்ளும்.`}`,
    bands: (price, band, first) => `${band}${first ? ' பவுச்களுக்கு ஒரு பவுச்' : '-க்கு'} ${price}`,
    and: ', ',
    dimensionsQ: (w) => `${w} பவுச்சின் அளவுகள் என்ன?`,
    dimensionsA: (name, mm, gusset, inches) =>
      inches ? `${name} ${inches}, அதாவது ${mm} (அகலம் x நீளம் ${gusset}).` : `${name} அளவு ${mm} (அகலம் x நீளம் ${gusset}).`,
    holdQ: (w) => `${w} பவுச்சில் எவ்வளவு கொள்ளும்?`,
    holdA: (named, room, percent, held, fill) =>
      `${named} இதில் ஜிப்பருக்குக் கீழே சுமார் ${room} இடம் உள்ளது; அதில் ${percent} % நிரப்பினால் சுமார் ${held} கொள்ளும். வாங்குபவர்கள் பொதுவாக இதில் ${fill} பேக் செய்கிறார்கள். வேறு எந்தப் பொருளுக்கும், அதன் பல்க் டென்சிட்டியிலிருந்து அளவு கண்டுபிடிப்பான் கணக்கிடும்.`,
    minimumQ: (w) => `${w} பவுச்சுக்கான குறைந்தபட்ச ஆர்டர் எவ்வளவு?`,
    minimumA: (t, packOf) =>
      `ஒரு டிசைனுக்கு ${t.minimumUnits} பவுச்கள்; பவுச்கள் ${packOf} பீஸ் பேக்குகளில் வரும். ${t.tableMaximumUnits} பவுச்களுக்கு மேல் மொத்த (பல்க்) விலை தருகிறோம்.`,
    costQ: (w) => `${w} பவுச்சின் விலை என்ன?`,
    pricedA: (bands) => `${bands}, வரிகள் உட்பட. அதிகமாக ஆர்டர் செய்தால் ஒவ்வொரு பவுச்சின் விலையும் குறையும்.`,
    onRequestA: (h) => `விலைக்கு எங்களைக் கேளுங்கள்: இந்த அளவுக்கு வெளியிடப்பட்ட விலைப் பட்டியல் இல்லை. எண்ணிக்கையைச் சொல்லுங்கள், ${h} மணி நேரத்துக்குள் விலைப்புள்ளி தருவோம்.`,
    customQ: (w) => `${w} அளவுக்குப் பதில் கஸ்டம் அளவு ஆர்டர் செய்யலாமா?`,
    customA: (h) =>
      `ஆம். உங்களுக்குத் தேவையான அகலம், நீளம், கஸெட் அல்லது நிரப்ப விரும்பும் பொருளும் எடையும் குறிப்பிட்டு விசாரணை அனுப்புங்கள்; ${h} மணி நேரத்துக்குள் நாங்கள் பரிந்துரைக்கும் அளவையும் அதன் விலையையும் சொல்வோம்.`,
  },
};

/** "₹6.06 per pouch for 100–400 pouches, ₹5.88 for 500–900 and ₹5.76 for 1000–5000" */
function priceBands(tiers: NonNullable<Variant['tiers']>, locale: Locale): string {
  const w = words[locale];
  const parts = tiers.map((t, i) => w.bands(formatInr(t.unitPrice), bandLabel(t), i === 0));
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')}${w.and}${parts.at(-1)}`;
}

/**
 * What a size holds filled to the fill limit, by the volume model, in the products buyers ask
 * about most: "500 g of rice, 350 g of atta, 260 g of coffee beans or 190 g of namkeen". Never more
 * than the weight the size is made for; rounded down to 10 g.
 */
export function heldLine(slug: keyof typeof sizes, locale: Locale = baseLocale): string {
  const room = usableVolumeMl[slug] * FILL_LIMIT;
  const parts = SHOWN_FILLS.map((f) => {
    const kind = fillKinds.find((k) => k.slug === f)!;
    const grams = Math.min(sizes[slug].grams, Math.floor((room * kind.density) / 10) * 10);
    return words[locale].held(weightIn(grams, locale), FILL_NOUNS[locale][f]!);
  });
  return `${parts.slice(0, -1).join(', ')}${words[locale].or}${parts.at(-1)}`;
}

/**
 * What a size's name means, as every page that names a capacity says it: the trade's name and the
 * size's weight limit, not what it holds; then what it holds of rice.
 * @example namedFor('1kg') // "“1 Kg” is the trade's name for this size and its weight limit, the most we fill it with, not what it holds: even of rice it holds about 900 g."
 */
export function namedFor(slug: keyof typeof sizes, locale: Locale = baseLocale): string {
  const s = sizes[slug];
  const rice = riceHeld({ usableMl: usableVolumeMl[slug], grams: s.grams });
  return words[locale].named(sizeLabel(slug, locale), rice >= s.grams, weightIn(rice, locale));
}

/**
 * The questions a buyer asks about one size, answered from the catalogue: its dimensions (in
 * inches too where the spec gives them), what it holds, the minimum order and pack, its price
 * bands or "price on request", and how to get a custom size instead.
 * @example sizeQuestions(kraft500gm, terms)[0].answer
 * // "The 500gm Matt Kraft With Window Zipper Pouch measures 150 x 220 + 40 mm (width x length + 40: the bottom gusset, 40 mm in all, folded 20 + 20)."
 */
export function sizeQuestions(variant: Variant, terms: SizeFaqTerms, locale: Locale = baseLocale): FaqEntry[] {
  const { product } = variant;
  const w = words[locale];
  const weight = sizeLabel(variant.size, locale);
  const size = sizes[variant.size];
  const mm = formatDimensions(variant.dimensions);
  const gusset = gussetReading(variant.dimensions.gusset, locale);
  const name = `${weight} ${product.menuLabel[locale]}`;
  return [
    { question: w.dimensionsQ(weight), answer: w.dimensionsA(name, mm, gusset, size.inches && formatInches(size.inches, locale)) },
    {
      question: w.holdQ(weight),
      answer: w.holdA(
        namedFor(variant.size, locale),
        volumeIn(usableVolumeMl[variant.size], locale),
        Math.round(FILL_LIMIT * 100),
        heldLine(variant.size, locale),
        size.typicalFill[locale],
      ),
    },
    { question: w.minimumQ(weight), answer: w.minimumA(terms, variant.packOf) },
    { question: w.costQ(weight), answer: variant.tiers ? w.pricedA(priceBands(variant.tiers, locale)) : w.onRequestA(terms.replyWithinHours) },
    { question: w.customQ(weight), answer: w.customA(terms.replyWithinHours) },
  ];
}

/**
 * A size page's FAQ: the questions about this size first, then the product's general questions,
 * leaving out those every size page answers for its own size (dimensions, minimum order).
 */
export function sizePageFaq(variant: Variant, page: Pick<ProductPage, 'faq'>, terms: SizeFaqTerms, locale: Locale = baseLocale): FaqEntry[] {
  const general = page.faq.filter((f) => !f.perSize).map(({ question, answer }) => ({ question: question[locale], answer: answer[locale] }));
  return [...sizeQuestions(variant, terms, locale), ...general];
}
