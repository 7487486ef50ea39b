/**
 * The trade glossary: words of the pouch trade and of what buyers pack, in English, Hindi and
 * Tamil, as buyers write them. Search reads a Hindi, Tamil or romanised query through it
 * (src/features/search/across-scripts.ts); the /hi/ and /ta/ pages may use it for their words.
 *
 * DRAFT: every Hindi and Tamil entry awaits a native speaker's review (`reviewState`). A reviewer
 * corrects the words in place and marks the entry in `reviewed` below.
 *
 * How the words are chosen:
 * - `hi` is the word Hindi-speaking buyers use, most often the English loanword in Devanagari
 *   (पाउच, ज़िपर, क्राफ्ट); a native word stands first only where it is the one in use (चाय, मसाला),
 *   and native words in real use are kept as alternatives (`hiAlt`), with other spellings
 *   (ज़िपर / जिपर, कॉफ़ी / कॉफी);
 * - `ta` likewise for Tamil buyers (பவுச், ஜிப்பர், காபி), `taAlt` the other spellings and words;
 * - `hiLatn` and `taLatn` are the words as buyers type them in Latin letters ("chai patti",
 *   "zipar", "kaapi", "tea thool"), the most common first;
 * - `en` is how the English search reads the term: a word the catalogue holds where one fits
 *   (lower case, words apart: "stand up", "dry fruits"); `en` "bag", "price", "print" … are
 *   words the English search leaves out, so their Hindi and Tamil are left out with them;
 * - `source` names where a spelling was seen in use (a page title and its address); entries
 *   without one await it.
 * src/features/search/glossary.test.ts validates every entry with `glossaryEntrySchema`.
 */
import { z } from 'zod';

export const glossaryCategories = ['product', 'material', 'finish', 'size', 'print', 'prepress', 'food', 'business'] as const;

/** Words of one script, apart by a space, hyphen or dot (कि.ग्रा, ஜி.எஸ்.டி), or a number and a word. */
const devanagari = z.string().regex(/^[\u0900-\u0963\u0966-\u097f]+(?:[ .-][\u0900-\u0963\u0966-\u097f]+)*\.?$|^[0-9]+ [\u0900-\u097f]+$/, 'Devanagari words');
const tamil = z.string().regex(/^[\u0b80-\u0bff]+(?:[ .-][\u0b80-\u0bff]+)*\.?$|^[0-9]+ [\u0b80-\u0bff]+$/, 'Tamil words');
const latin = z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'lower-case Latin words');
const nonEmpty = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1);

export const glossaryEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).describe('Stable name of the entry'),
  en: latin.describe('The term as the English search reads it'),
  hi: devanagari.describe('The Hindi word buyers use'),
  hiAlt: nonEmpty(devanagari).optional().describe('Other Hindi spellings and words'),
  hiLatn: nonEmpty(latin).describe('Romanised Hindi as buyers type it, most common first'),
  ta: tamil.describe('The Tamil word buyers use'),
  taAlt: nonEmpty(tamil).optional().describe('Other Tamil spellings and words'),
  taLatn: nonEmpty(latin).describe('Romanised Tamil as buyers type it, most common first'),
  category: z.enum(glossaryCategories),
  source: nonEmpty(z.object({ title: z.string().min(3).max(160), url: z.url({ protocol: /^https?$/ }) })).optional(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** Pages the spellings were seen on. */
const seen = {
  tv9Coffee: { title: 'कॉफी को हिन्दी में क्या कहते हैं (TV9 Hindi web story, 13 Nov 2024)', url: 'https://tv9hindi.com/webstories/knowledge/coffee-meaning-in-hindi-and-its-history' },
  tamilCoffee: { title: 'காபி என்பதா, காப்பி என்பதா, காஃபி என்பதா (my-tamil.blogspot.com, 2009)', url: 'http://my-tamil.blogspot.com/2009/02/blog-post_16.html' },
  gntDryFruits: { title: 'दिल्ली में दिवाली पर यहां से खरीदें सस्ते ड्राई फ्रूट्स (GNTTV)', url: 'https://www.gnttv.com/visualstories/food/buy-cheap-dry-fruits-from-here-on-diwali-in-delhi-75632-11-11-2023' },
  haryanaMeve: { title: 'Dry Fruits: दिल्ली के इस जगह कौड़ियों के दाम मिलते हैं काजू और बादाम (Times Haryana)', url: 'https://timesharyana.com/breaking-news/dry-fruits-cashew-nuts-and-almonds-are-available-at-the/cid13603473.htm' },
  blitzNamkeen: { title: 'देश में पहली बार 10 रुपये की पैकिंग में लाए नमकीन (Blitz India)', url: 'https://blitzindiamedia.com/hindi-edition/for-the-first-time-in-the-country-snacks-were-brought-in-packing-worth-rs-10/' },
  jagranMithai: { title: 'मिठाई में बढ़ी गिफ्ट पैक की डिमांड (Dainik Jagran, 2014)', url: 'https://www.jagran.com/lite/uttar-pradesh/bareilly-city-increase-the-gift-pack-demand-of-sweet-11716689.html' },
  masalaFair: { title: 'जयपुर में राष्ट्रीय सहकार मसाला फेयर: मसाले, ड्राई फ्रूट्स, स्नैक्स, अचार (Nirala Samaj)', url: 'https://niralasamaj.com/dry-fruit-traders-come-to-jaipur-from-afghanistan-there-is-huge-demand-for-these-dry-fruits-from-afghanistan-in-jaipur' },
  chai: { title: '10 तरह की स्वादिष्ट चाय कैसे बनायें (Hamara Sansar)', url: 'https://hamarasansar.com/life/how-to-prepare-tea-10-ways/' },
  gstHindi: { title: 'हेयर ऑयल, साबुन पर 18 प्रतिशत जीएसटी (News Nation)', url: 'https://www.newsnationtv.com/photos/news/18-percent-gst-on-hair-oil-soap-and-ice-cream-328.html' },
  labelHindi: { title: 'पैकेज्ड फूड के नए नियम: लेबल पर नमक-चीनी और फैट की मात्रा (UP Jagran)', url: 'https://upjagran.com/tag/sugar-and-fat-in-bold-and-capital-letters' },
  fssaiLanguage: { title: 'FSS (Packaging and Labelling) Regulations 2011: labels in English or Hindi in Devanagari (Consumer Voice)', url: 'https://www.pressreader.com/india/consumer-voice/20150601/281741268089587' },
  printingPress: { title: 'प्रिंटिंग प्रेस क्या है: डिज़ाइन, लेबल और स्टिकर्स, पैकेजिंग मैटेरियल (Jamil Enterprise)', url: 'https://jamilenterprise.in/%e0%a4%aa%e0%a5%8d%e0%a4%b0%e0%a4%bf%e0%a4%82%e0%a4%9f%e0%a4%bf%e0%a4%82%e0%a4%97-%e0%a4%aa%e0%a5%8d%e0%a4%b0%e0%a5%87%e0%a4%b8-%e0%a4%95%e0%a5%8d%e0%a4%af%e0%a4%be-%e0%a4%b9%e0%a5%88-%e0%a4%94' },
  chhapai: { title: 'जहां छपाई होती है उसे क्या कहते हैं (Gyaan Granth)', url: 'https://www.gyaangranth.com/jaha-chhapai-hoti-hai/' },
  digitalPrinting: { title: 'अब नवीन तकनीक के साथ आगे बढेगा प्रिन्टिंग कारोबार: डिजिटल प्रिन्टिंग (Udaipur Times, 2020)', url: 'https://udaipurtimes.com/amp/business-udaipur/now-the-printing-business-will-move-ahead-with-new/c74416-w2859-cid586472-s10709.htm' },
  kagaz: { title: 'लॉकडाउन में प्रिंटिंग कारोबारी: कागज के कार्ड (ETV Bharat)', url: 'https://etvbharat.com/amp/hindi/chhattisgarh/videos/state/printing-business-of-chhattisgarh-is-facing-great-loss-due-to-lockdown-in-corona-era/ct20210514230807022' },
  khadyaPackaging: { title: 'खाद्य पैकेजिंग: प्लास्टिक, कागज (void.ai wiki)', url: 'https://void.ai/wiki/%E0%A4%96%E0%A4%BE%E0%A4%A6%E0%A5%8D%E0%A4%AF+%E0%A4%AA%E0%A5%88%E0%A4%95%E0%A5%87%E0%A4%9C%E0%A4%BF%E0%A4%82%E0%A4%97' },
  jip: { title: 'அன்றாட வாழ்வில் அறிவியல்: ஜிப் வேலை செய்வது எப்படி (Dinamani, 2010)', url: 'https://www.dinamani.com/amp/story/weekly-supplements/siruvarmani/2010/Sep/25/%E0%AE%85%E0%AE%A9%E0%AF%8D%E0%AE%B1%E0%AE%BE%E0%AE%9F-%E0%AE%B5%E0%AE%BE%E0%AE%B4%E0%AF%8D%E0%AE%B5%E0%AE%BF%E0%AE%B2%E0%AF%8D-%E0%AE%85%E0%AE%B1%E0%AE%BF%E0%AE%B5%E0%AE%BF%E0%AE%AF%E0%AE%B2%E0%AF%8D-%E0%AE%9C%E0%AE%BF%E0%AE%AA%E0%AF%8D-%E0%AE%B5%E0%AF%87%E0%AE%B2%E0%AF%88-%E0%AE%9A%E0%AF%86%E0%AE%AF%E0%AF%8D%E0%AE%B5%E0%AE%A4%E0%AF%81-%E0%AE%8E%E0%AE%AA%E0%AF%8D%E0%AE%AA%E0%AE%9F%E0%AE%BF-246609.html' },
  teaThool: { title: 'ஒரு கிலோ டீ தூள் விலை ரூ.75,000 (IndiaGlitz Tamil, 2020)', url: 'https://indiaglitz.com/rare-assam-tea-sells-for-record-price-of-rs-75000-per-kg-tamil-_amp-news-272971' },
  theneer: { title: 'ஒரு லட்ச ரூபாய்க்கு ஏலம்போன ஒரு கிலோ தேயிலை (Sathiyam TV)', url: 'https://sathiyam.tv/a-kilo-of-tea-auctioned-for-one-lakh-rupees/' },
  gram: { title: 'ரேஷன் கடைகளில் 100 கிராம் டீ தூள் (Dinasuvadu)', url: 'https://dinasuvadu.com/news/tamilnadu/a-happy-message-to-the-public-164663' },
  arisi: { title: 'பாரத் அரிசி: 1 கிலோ அரிசி, 5 மற்றும் 10 கிலோ பைகளில் (Vellore City)', url: 'https://vellorecity.com/?p=8351' },
  gstTamil: { title: 'பொதுவான பொருட்கள் மற்றும் சேவைகளுக்கான ஜிஎஸ்டி விகிதங்கள் (porul.in)', url: 'https://porul.in/tamilnadu-gst-rates' },
  gstBbcTamil: { title: 'ஜி.எஸ்.டி - என்னென்ன பொருட்களுக்கு எவ்வளவு வரி? (BBC Tamil via Webdunia, 2017)', url: 'http://tamil.webdunia.com/article/bbc-tamil-news/gst-details-on-things-people-using-117070100039_1.html' },
  then: { title: 'ஜி.எஸ்.டி: இயற்கை தேன், மாவு (TN Socialpedia, 2017)', url: 'https://tnsocialpedia.com/2017/06/goods-service-tax.html' },
  mundhiri: { title: 'ஜி.எஸ்.டி.யில் எந்தெந்த பொருட்களுக்கு எவ்வளவு வரி: பால் பவுடர், முந்திரி பருப்பு (Amuthasurabhi, 2017)', url: 'http://amuthasurabhii.blogspot.com/2017/07/blog-post.html' },
  thratchai: { title: 'உலர் திராட்சை எப்படி தயார் செய்கிறார்கள் (Samayam Tamil, 2025)', url: 'https://tamil.samayam.com/lifestyle/home-decor/hpw-to-identify-original-raisins-from-adulteration-raisins-in-the-market/articleshow/124850702.cms' },
  paruppu: { title: 'பருப்பு: பொருள் (Solalvallan)', url: 'https://solalvallan.com/%E0%AE%AA%E0%AE%B0%E0%AF%81%E0%AE%AA%E0%AF%8D%E0%AE%AA%E0%AF%81' },
} as const;

export const glossary: readonly GlossaryEntry[] = [
  // --- Pouches and their parts -----------------------------------------------------------------
  { id: 'pouch', en: 'pouch', hi: 'पाउच', hiAlt: ['पौच', 'पाऊच'], hiLatn: ['pouch', 'pauch', 'powch'], ta: 'பவுச்', taAlt: ['பௌச்', 'பவுச்சு'], taLatn: ['pouch', 'pavuch'], category: 'product' },
  { id: 'bag', en: 'bag', hi: 'थैली', hiAlt: ['बैग'], hiLatn: ['thaili', 'thaily'], ta: 'பை', taAlt: ['பேக்'], taLatn: ['pai'], category: 'product', source: [seen.jip] },
  { id: 'packet', en: 'packet', hi: 'पैकेट', hiAlt: ['पैकिट'], hiLatn: ['packet', 'paket'], ta: 'பாக்கெட்', taAlt: ['பொட்டலம்'], taLatn: ['packet', 'pottalam'], category: 'product' },
  { id: 'packaging', en: 'packaging', hi: 'पैकेजिंग', hiAlt: ['पैकिंग'], hiLatn: ['packaging', 'packing', 'paking'], ta: 'பேக்கேஜிங்', taAlt: ['பேக்கிங்'], taLatn: ['packaging', 'packing'], category: 'product', source: [seen.blitzNamkeen] },
  { id: 'stand-up', en: 'stand up', hi: 'स्टैंड-अप', hiAlt: ['स्टैंड अप', 'स्टैंडअप', 'स्टैण्ड अप'], hiLatn: ['stand up', 'standup'], ta: 'ஸ்டாண்ட் அப்', taAlt: ['ஸ்டாண்டப்', 'நிற்கும்'], taLatn: ['stand up', 'nirkum'], category: 'product' },
  { id: 'standy', en: 'standy', hi: 'स्टैंडी', hiLatn: ['standy', 'standee'], ta: 'ஸ்டாண்டி', taLatn: ['standy'], category: 'product' },
  { id: 'zipper', en: 'zipper', hi: 'ज़िपर', hiAlt: ['जिपर', 'ज़िप्पर', 'जिप्पर', 'चेन'], hiLatn: ['zipper', 'zipar', 'jipar'], ta: 'ஜிப்பர்', taAlt: ['ஜிப்', 'சிப்பர்'], taLatn: ['zipper', 'jipper', 'zip'], category: 'product', source: [seen.blitzNamkeen, seen.jip] },
  { id: 'zip-lock', en: 'zip lock', hi: 'ज़िप लॉक', hiAlt: ['जिप लॉक', 'ज़िपलॉक', 'जिपलॉक'], hiLatn: ['zip lock', 'zip lok'], ta: 'ஜிப் லாக்', taAlt: ['ஜிப்லாக்'], taLatn: ['zip lock', 'jip lock'], category: 'product' },
  { id: 'window', en: 'window', hi: 'विंडो', hiAlt: ['खिड़की'], hiLatn: ['window', 'vindo', 'windo', 'khidki'], ta: 'விண்டோ', taAlt: ['ஜன்னல்'], taLatn: ['window', 'jannal'], category: 'product' },
  { id: 'without', en: 'without', hi: 'बिना', hiLatn: ['bina', 'bagair'], ta: 'இல்லாத', taAlt: ['இல்லாமல்'], taLatn: ['illatha', 'illama'], category: 'product' },
  { id: 'flat-bottom', en: 'flat bottom', hi: 'फ्लैट बॉटम', hiAlt: ['फ़्लैट बॉटम'], hiLatn: ['flat bottom'], ta: 'பிளாட் பாட்டம்', taLatn: ['flat bottom'], category: 'product' },
  { id: 'gusset', en: 'gusset', hi: 'गसेट', hiAlt: ['गस्सेट'], hiLatn: ['gusset', 'gaset'], ta: 'கஸெட்', taAlt: ['கஸ்ஸெட்', 'கசெட்'], taLatn: ['gusset'], category: 'product' },
  { id: 'tear-notch', en: 'tear notch', hi: 'टियर नॉच', hiAlt: ['टीयर नॉच'], hiLatn: ['tear notch'], ta: 'டியர் நாட்ச்', taLatn: ['tear notch'], category: 'product' },
  { id: 'hang-hole', en: 'hang hole', hi: 'हैंग होल', hiAlt: ['टांगने का छेद'], hiLatn: ['hang hole'], ta: 'ஹேங் ஹோல்', taAlt: ['தொங்கவிடும் துளை'], taLatn: ['hang hole'], category: 'product' },
  { id: 'seal', en: 'seal', hi: 'सील', hiLatn: ['seal', 'sil'], ta: 'சீல்', taLatn: ['seal', 'seel'], category: 'product' },
  { id: 'heat-seal', en: 'heat sealed', hi: 'हीट सील', hiAlt: ['हीट सीलिंग'], hiLatn: ['heat seal'], ta: 'ஹீட் சீல்', taLatn: ['heat seal'], category: 'product' },
  { id: 'resealable', en: 'resealable', hi: 'री-सीलेबल', hiAlt: ['रीसीलेबल', 'दोबारा बंद होने वाला'], hiLatn: ['resealable', 'reseal'], ta: 'ரீசீலபிள்', taAlt: ['மீண்டும் மூடக்கூடிய'], taLatn: ['resealable', 'reseal'], category: 'product' },
  { id: 'spout', en: 'spout', hi: 'स्पाउट', hiAlt: ['टोंटी'], hiLatn: ['spout'], ta: 'ஸ்பவுட்', taLatn: ['spout'], category: 'product' },
  { id: 'label', en: 'label', hi: 'लेबल', hiLatn: ['label', 'lebal'], ta: 'லேபிள்', taAlt: ['லேபில்'], taLatn: ['label', 'lebil'], category: 'product', source: [seen.labelHindi, seen.printingPress] },
  { id: 'sticker', en: 'sticker', hi: 'स्टिकर', hiLatn: ['sticker', 'stikar'], ta: 'ஸ்டிக்கர்', taLatn: ['sticker'], category: 'product', source: [seen.printingPress] },
  { id: 'box', en: 'box', hi: 'डिब्बा', hiAlt: ['बॉक्स', 'डब्बा'], hiLatn: ['dibba', 'dabba'], ta: 'பெட்டி', taAlt: ['பாக்ஸ்'], taLatn: ['petti'], category: 'product' },
  { id: 'sachet', en: 'sachet', hi: 'सैशे', hiLatn: ['sachet'], ta: 'சாஷே', taLatn: ['sachet'], category: 'product' },
  { id: 'front', en: 'front', hi: 'फ्रंट', hiAlt: ['सामने', 'आगे'], hiLatn: ['front', 'saamne', 'aage'], ta: 'முன்பக்கம்', taAlt: ['ஃப்ரண்ட்', 'முன்புறம்', 'முன்'], taLatn: ['front', 'munpakkam'], category: 'product' },
  { id: 'back', en: 'back', hi: 'बैक', hiAlt: ['पीछे'], hiLatn: ['back', 'peeche'], ta: 'பின்பக்கம்', taAlt: ['பின்புறம்', 'பின்'], taLatn: ['pinpakkam'], category: 'product' },
  { id: 'one-side', en: 'one side', hi: 'एक तरफ़', hiAlt: ['एक तरफ', 'एक साइड', 'वन साइड'], hiLatn: ['ek taraf', 'ek side', 'one side'], ta: 'ஒரு பக்கம்', taAlt: ['ஒரு பக்க', 'ஒருபுறம்'], taLatn: ['oru pakkam', 'oru pakka'], category: 'product' },
  { id: 'both-sides', en: 'both side', hi: 'दोनों तरफ़', hiAlt: ['दोनों तरफ', 'दोनों साइड', 'डबल साइड'], hiLatn: ['dono taraf', 'donon taraf', 'dono side'], ta: 'இரு பக்கம்', taAlt: ['இரண்டு பக்கம்', 'இரு பக்க', 'இரு பக்கமும்', 'இரண்டு பக்கமும்', 'இருபுறமும்', 'இருபுறம்'], taLatn: ['iru pakkam', 'rendu pakkam', 'iru pakka'], category: 'product' },
  { id: 'layer', en: 'layer', hi: 'लेयर', hiAlt: ['परत'], hiLatn: ['layer', 'parat'], ta: 'லேயர்', taAlt: ['அடுக்கு'], taLatn: ['layer', 'adukku'], category: 'product' },
  { id: 'three-layer', en: '3 layer', hi: 'तीन लेयर', hiAlt: ['थ्री लेयर', 'तीन परत'], hiLatn: ['teen layer', 'three layer'], ta: 'மூன்று லேயர்', taAlt: ['மூன்று அடுக்கு'], taLatn: ['moonu layer', 'moondru layer'], category: 'product' },
  { id: 'inner', en: 'inner', hi: 'अंदरूनी', hiAlt: ['इनर', 'अंदर'], hiLatn: ['andar', 'androoni', 'inner'], ta: 'உட்புற', taAlt: ['இன்னர்', 'உள்ளே', 'உள் அடுக்கு'], taLatn: ['utpura', 'inner'], category: 'product' },
  { id: 'barrier', en: 'barrier', hi: 'बैरियर', hiLatn: ['barrier'], ta: 'பேரியர்', taAlt: ['பாதுகாப்பு அடுக்கு'], taLatn: ['barrier'], category: 'product' },
  { id: 'airtight', en: 'airtight', hi: 'एयरटाइट', hiAlt: ['हवाबंद'], hiLatn: ['airtight', 'hawaband'], ta: 'காற்றுப்புகாத', taLatn: ['kaatru pugatha'], category: 'product' },
  { id: 'moisture', en: 'moisture', hi: 'नमी', hiLatn: ['nami'], ta: 'ஈரப்பதம்', taLatn: ['eerappatham'], category: 'product' },
  { id: 'moisture-proof', en: 'moisture proof', hi: 'नमी प्रूफ', hiAlt: ['नमीरोधी', 'नमी रोधी'], hiLatn: ['nami proof', 'namirodhi'], ta: 'ஈரப்பதம் புகாத', taAlt: ['ஈரம் புகாத', 'மாய்ஸ்ச்சர் ப்ரூஃப்'], taLatn: ['eeram pugatha', 'eerappatham pugatha'], category: 'product' },
  { id: 'food-grade', en: 'food grade', hi: 'फ़ूड ग्रेड', hiAlt: ['फूड ग्रेड'], hiLatn: ['food grade'], ta: 'ஃபுட் கிரேடு', taAlt: ['உணவு தர'], taLatn: ['food grade'], category: 'product' },

  // --- Materials and colours -------------------------------------------------------------------
  { id: 'kraft', en: 'kraft', hi: 'क्राफ्ट', hiAlt: ['क्राफ़्ट', 'क्रॉफ्ट'], hiLatn: ['kraft', 'craft'], ta: 'க்ராஃப்ட்', taAlt: ['கிராஃப்ட்', 'கிராப்ட்', 'க்ராப்ட்'], taLatn: ['kraft', 'kiraft'], category: 'material' },
  { id: 'paper', en: 'paper', hi: 'काग़ज़', hiAlt: ['कागज', 'कागज़', 'पेपर'], hiLatn: ['kagaz', 'kagaj', 'kaagaz'], ta: 'காகிதம்', taAlt: ['பேப்பர்', 'தாள்'], taLatn: ['kaagitham', 'kagitham'], category: 'material', source: [seen.kagaz, seen.khadyaPackaging] },
  { id: 'plastic', en: 'plastic', hi: 'प्लास्टिक', hiLatn: ['plastic', 'plastik'], ta: 'பிளாஸ்டிக்', taAlt: ['ப்ளாஸ்டிக்', 'நெகிழி'], taLatn: ['plastic', 'negizhi'], category: 'material', source: [seen.khadyaPackaging, seen.jip] },
  { id: 'polythene', en: 'polythene', hi: 'पॉलीथीन', hiAlt: ['पॉलिथीन', 'पन्नी'], hiLatn: ['polythene', 'polithin', 'panni'], ta: 'பாலிதீன்', taAlt: ['பாலித்தீன்'], taLatn: ['polythene'], category: 'material' },
  { id: 'ldpe', en: 'ldpe', hi: 'एलडीपीई', hiLatn: ['ldpe'], ta: 'எல்டிபிஇ', taLatn: ['ldpe'], category: 'material' },
  { id: 'pet', en: 'pet', hi: 'पीईटी', hiAlt: ['पेट फिल्म'], hiLatn: ['pet film'], ta: 'பெட்', taAlt: ['பிஇடி', 'பெட் ஃபிலிம்'], taLatn: ['pet film'], category: 'material' },
  { id: 'film', en: 'film', hi: 'फ़िल्म', hiAlt: ['फिल्म'], hiLatn: ['film'], ta: 'ஃபிலிம்', taAlt: ['பிலிம்'], taLatn: ['film'], category: 'material' },
  { id: 'aluminium', en: 'aluminium', hi: 'एल्युमिनियम', hiAlt: ['एल्यूमीनियम', 'एल्युमीनियम', 'अल्युमिनियम'], hiLatn: ['aluminium', 'aluminum', 'elyuminiyam'], ta: 'அலுமினியம்', taAlt: ['அலுமினிய'], taLatn: ['aluminium', 'aluminiyam'], category: 'material' },
  { id: 'foil', en: 'foil', hi: 'फॉयल', hiAlt: ['फ़ॉयल', 'फॉइल', 'फ़ॉइल'], hiLatn: ['foil', 'foyal'], ta: 'ஃபாயில்', taAlt: ['பாயில்', 'ஃபோயில்'], taLatn: ['foil', 'fayil'], category: 'material' },
  { id: 'metallised', en: 'metallised', hi: 'मेटालाइज़्ड', hiAlt: ['मेटलाइज्ड', 'मेटालाइज्ड', 'मेटैलिक', 'मेटालिक'], hiLatn: ['metallised', 'metalized', 'metalaizd', 'metallic'], ta: 'மெட்டலைஸ்டு', taAlt: ['மெட்டாலிக்', 'மெட்டலைஸ்ட்'], taLatn: ['metallised', 'metalized', 'metallic'], category: 'material' },
  { id: 'transparent', en: 'transparent', hi: 'ट्रांसपेरेंट', hiAlt: ['ट्रांसपैरेंट', 'ट्रान्सपेरेन्ट', 'पारदर्शी'], hiLatn: ['transparent', 'paardarshi', 'pardarshi'], ta: 'டிரான்ஸ்பரன்ட்', taAlt: ['ட்ரான்ஸ்பரண்ட்', 'ஒளிபுகும்'], taLatn: ['transparent', 'olipugum'], category: 'material' },
  { id: 'clear', en: 'clear', hi: 'क्लियर', hiAlt: ['साफ़', 'साफ'], hiLatn: ['clear', 'saaf', 'saf'], ta: 'கிளியர்', taAlt: ['க்ளியர்', 'தெளிவான', 'தெளிவு'], taLatn: ['clear', 'thelivana'], category: 'material' },
  { id: 'milky', en: 'milky', hi: 'मिल्की', hiAlt: ['दूधिया', 'मिल्की व्हाइट'], hiLatn: ['milky', 'doodhiya', 'dudhiya'], ta: 'பால் வெள்ளை', taAlt: ['மில்க்கி வைட்'], taLatn: ['paal vellai', 'milky white'], category: 'material' },
  { id: 'silver', en: 'silver', hi: 'सिल्वर', hiAlt: ['चांदी', 'चाँदी', 'चांदी रंग'], hiLatn: ['silver', 'chandi', 'chaandi'], ta: 'சில்வர்', taAlt: ['வெள்ளி'], taLatn: ['silver', 'velli'], category: 'material' },
  { id: 'gold', en: 'gold', hi: 'गोल्ड', hiAlt: ['गोल्डन', 'सुनहरा', 'सुनहरी', 'सुनहरे'], hiLatn: ['gold', 'golden', 'sunehra', 'sunehri'], ta: 'கோல்டு', taAlt: ['கோல்ட்', 'கோல்டன்', 'தங்க', 'தங்கம்', 'தங்க நிற'], taLatn: ['gold', 'thanga', 'thangam'], category: 'material' },
  { id: 'black', en: 'black', hi: 'काला', hiAlt: ['काली', 'काले', 'ब्लैक'], hiLatn: ['kala', 'kaala', 'kaali'], ta: 'கருப்பு', taAlt: ['கறுப்பு', 'கருப்பு நிற', 'பிளாக்'], taLatn: ['karuppu', 'karupu'], category: 'material' },
  { id: 'white', en: 'white', hi: 'सफ़ेद', hiAlt: ['सफेद', 'व्हाइट'], hiLatn: ['safed', 'safaid'], ta: 'வெள்ளை', taAlt: ['வைட்', 'வெள்ளை நிற'], taLatn: ['vellai', 'vella'], category: 'material' },
  { id: 'red', en: 'red', hi: 'लाल', hiLatn: ['laal', 'lal'], ta: 'சிவப்பு', taAlt: ['சிகப்பு'], taLatn: ['sivappu', 'sigappu'], category: 'material' },
  { id: 'green', en: 'green', hi: 'हरा', hiAlt: ['हरी', 'हरे', 'ग्रीन'], hiLatn: ['hara', 'hari'], ta: 'பச்சை', taAlt: ['கிரீன்'], taLatn: ['pachai', 'pacha'], category: 'material' },
  { id: 'blue', en: 'blue', hi: 'नीला', hiAlt: ['नीली', 'नीले', 'ब्लू'], hiLatn: ['neela', 'nila'], ta: 'நீலம்', taAlt: ['நீல', 'நீல நிற', 'ப்ளூ'], taLatn: ['neelam', 'neela'], category: 'material' },
  { id: 'brown', en: 'brown', hi: 'भूरा', hiAlt: ['भूरी', 'ब्राउन'], hiLatn: ['bhura', 'bhoora'], ta: 'பழுப்பு', taAlt: ['பிரவுன்'], taLatn: ['pazhuppu', 'brown'], category: 'material' },
  { id: 'coloured', en: 'coloured', hi: 'रंगीन', hiAlt: ['कलर्ड', 'रंग-बिरंगा', 'कलरफुल'], hiLatn: ['rangeen', 'rangin', 'colourful'], ta: 'வண்ண', taAlt: ['வண்ணமயமான', 'கலர்ஃபுல்'], taLatn: ['vanna', 'vannamayamana'], category: 'material' },
  { id: 'eco-friendly', en: 'eco', hi: 'इको फ्रेंडली', hiAlt: ['पर्यावरण अनुकूल', 'इको'], hiLatn: ['eco friendly'], ta: 'சுற்றுச்சூழலுக்கு உகந்த', taAlt: ['இகோ ஃப்ரெண்ட்லி', 'சூழல் நட்பு', 'இகோ'], taLatn: ['eco friendly'], category: 'material' },
  { id: 'biodegradable', en: 'biodegradable', hi: 'बायोडिग्रेडेबल', hiAlt: ['जैव निम्नीकरणीय'], hiLatn: ['biodegradable'], ta: 'மக்கும்', taAlt: ['மக்கக்கூடிய'], taLatn: ['makkum'], category: 'material' },
  { id: 'thickness', en: 'thickness', hi: 'मोटाई', hiLatn: ['motai', 'motaai'], ta: 'தடிமன்', taLatn: ['thadiman'], category: 'material' },
  { id: 'gsm', en: 'gsm', hi: 'जीएसएम', hiLatn: ['gsm'], ta: 'ஜிஎஸ்எம்', taLatn: ['gsm'], category: 'material' },
  { id: 'micron', en: 'micron', hi: 'माइक्रोन', hiAlt: ['माइक्रॉन'], hiLatn: ['micron', 'maikron'], ta: 'மைக்ரான்', taLatn: ['micron'], category: 'material' },

  // --- Finishes ---------------------------------------------------------------------------------
  { id: 'matte', en: 'matte', hi: 'मैट', hiAlt: ['मैट्ट', 'मेट'], hiLatn: ['matte', 'matt', 'mat'], ta: 'மேட்', taAlt: ['மேட்டு', 'மாட்'], taLatn: ['matte', 'mat'], category: 'finish' },
  { id: 'gloss', en: 'gloss', hi: 'ग्लॉसी', hiAlt: ['ग्लॉस', 'चमकदार', 'चमकीला', 'चमकीली', 'शाइनी'], hiLatn: ['glossy', 'gloss', 'chamakdar'], ta: 'கிளாஸி', taAlt: ['பளபளப்பான', 'கிளாஸ்', 'பளபளப்பு'], taLatn: ['glossy', 'palapalappu'], category: 'finish' },
  { id: 'spot-uv', en: 'spot uv', hi: 'स्पॉट यूवी', hiLatn: ['spot uv'], ta: 'ஸ்பாட் யூவி', taLatn: ['spot uv'], category: 'finish' },
  { id: 'soft-touch', en: 'soft touch', hi: 'सॉफ्ट टच', hiLatn: ['soft touch'], ta: 'சாஃப்ட் டச்', taLatn: ['soft touch'], category: 'finish' },
  { id: 'holographic', en: 'holographic', hi: 'होलोग्राफिक', hiAlt: ['होलोग्राम'], hiLatn: ['holographic', 'hologram'], ta: 'ஹோலோகிராபிக்', taAlt: ['ஹோலோகிராம்'], taLatn: ['holographic'], category: 'finish' },
  { id: 'embossed', en: 'embossed', hi: 'एम्बॉस्ड', hiAlt: ['एम्बॉसिंग', 'उभरा हुआ'], hiLatn: ['embossed', 'embossing'], ta: 'எம்பாஸ்டு', taAlt: ['எம்பாசிங்'], taLatn: ['embossed'], category: 'finish' },
  { id: 'finish', en: 'finish', hi: 'फ़िनिश', hiAlt: ['फिनिश'], hiLatn: ['finish', 'finis'], ta: 'ஃபினிஷ்', taAlt: ['பினிஷ்'], taLatn: ['finish'], category: 'finish' },
  { id: 'varnish', en: 'varnish', hi: 'वार्निश', hiLatn: ['varnish'], ta: 'வார்னிஷ்', taLatn: ['varnish'], category: 'finish' },
  { id: 'lamination', en: 'lamination', hi: 'लैमिनेशन', hiAlt: ['लेमिनेशन', 'लैमिनेटेड', 'लेमिनेटेड'], hiLatn: ['lamination', 'laminated'], ta: 'லேமினேஷன்', taAlt: ['லேமினேட்'], taLatn: ['lamination'], category: 'finish' },

  // --- Sizes and weights -----------------------------------------------------------------------
  { id: 'gram', en: 'gm', hi: 'ग्राम', hiAlt: ['ग्रा', 'ग्राम्स'], hiLatn: ['gram', 'graam', 'gm'], ta: 'கிராம்', taLatn: ['gram', 'kiram', 'giram'], category: 'size', source: [seen.gram] },
  { id: 'kilogram', en: 'kg', hi: 'किलो', hiAlt: ['किलोग्राम', 'कि.ग्रा', 'केजी'], hiLatn: ['kilo', 'kg', 'kilogram'], ta: 'கிலோ', taAlt: ['கிலோகிராம்', 'கி.கி'], taLatn: ['kilo', 'kg'], category: 'size', source: [seen.arisi, seen.teaThool] },
  { id: 'half-kilo', en: '500 gm', hi: 'आधा किलो', hiAlt: ['आधे किलो'], hiLatn: ['aadha kilo', 'adha kilo', 'aadhe kilo'], ta: 'அரை கிலோ', taLatn: ['arai kilo', 'ara kilo'], category: 'size' },
  { id: 'quarter-kilo', en: '250 gm', hi: 'पाव किलो', hiAlt: ['पाव भर'], hiLatn: ['paav kilo', 'pav kilo'], ta: 'கால் கிலோ', taLatn: ['kaal kilo', 'kal kilo'], category: 'size' },
  { id: 'one-kilo', en: '1 kg', hi: 'एक किलो', hiLatn: ['ek kilo', 'ek kg'], ta: 'ஒரு கிலோ', taLatn: ['oru kilo', 'oru kg'], category: 'size' },
  { id: 'two-kilo', en: '2 kg', hi: 'दो किलो', hiLatn: ['do kilo', 'do kg'], ta: 'இரண்டு கிலோ', taAlt: ['ரெண்டு கிலோ'], taLatn: ['rendu kilo', 'irandu kilo'], category: 'size' },
  { id: '50-g', en: '50 gm', hi: '50 ग्राम', hiAlt: ['पचास ग्राम'], hiLatn: ['pachas gram'], ta: '50 கிராம்', taAlt: ['ஐம்பது கிராம்'], taLatn: ['aimbathu gram'], category: 'size' },
  { id: '100-g', en: '100 gm', hi: '100 ग्राम', hiAlt: ['सौ ग्राम'], hiLatn: ['sau gram', 'so gram'], ta: '100 கிராம்', taAlt: ['நூறு கிராம்'], taLatn: ['nooru gram', 'nuru gram'], category: 'size', source: [seen.gram] },
  { id: '250-g', en: '250 gm', hi: '250 ग्राम', hiAlt: ['ढाई सौ ग्राम'], hiLatn: ['dhai sau gram'], ta: '250 கிராம்', taAlt: ['இருநூற்றைம்பது கிராம்'], taLatn: ['irunootraimbathu gram'], category: 'size' },
  { id: '500-g', en: '500 gm', hi: '500 ग्राम', hiAlt: ['पांच सौ ग्राम', 'पाँच सौ ग्राम'], hiLatn: ['paanch sau gram'], ta: '500 கிராம்', taAlt: ['ஐநூறு கிராம்'], taLatn: ['ainooru gram'], category: 'size' },
  { id: 'three', en: '3', hi: 'तीन', hiLatn: ['teen'], ta: 'மூன்று', taAlt: ['மூணு'], taLatn: ['moonu', 'moondru'], category: 'size' },
  { id: 'five', en: '5', hi: 'पांच', hiAlt: ['पाँच'], hiLatn: ['paanch', 'panch'], ta: 'ஐந்து', taAlt: ['அஞ்சு'], taLatn: ['ainthu', 'anju'], category: 'size' },
  { id: 'ten', en: '10', hi: 'दस', hiLatn: ['das'], ta: 'பத்து', taLatn: ['pathu', 'paththu'], category: 'size' },
  { id: 'hundred', en: '100', hi: 'सौ', hiLatn: ['sau'], ta: 'நூறு', taLatn: ['nooru', 'nuru'], category: 'size' },
  { id: 'thousand', en: '1000', hi: 'हज़ार', hiAlt: ['हजार'], hiLatn: ['hazaar', 'hajar', 'hazar'], ta: 'ஆயிரம்', taLatn: ['aayiram', 'ayiram'], category: 'size' },
  { id: 'ml', en: 'ml', hi: 'मिलीलीटर', hiAlt: ['एमएल', 'मि.ली'], hiLatn: ['ml', 'mililitar'], ta: 'மில்லி', taAlt: ['மில்லிலிட்டர்', 'மி.லி'], taLatn: ['milli', 'ml'], category: 'size' },
  { id: 'litre', en: 'litre', hi: 'लीटर', hiAlt: ['लिटर'], hiLatn: ['litre', 'liter', 'leetar'], ta: 'லிட்டர்', taLatn: ['litre', 'littar'], category: 'size' },
  { id: 'size', en: 'size', hi: 'साइज़', hiAlt: ['साइज', 'आकार', 'नाप'], hiLatn: ['size', 'saiz', 'aakar'], ta: 'சைஸ்', taAlt: ['அளவு'], taLatn: ['size', 'alavu'], category: 'size' },
  { id: 'small', en: 'small', hi: 'छोटा', hiAlt: ['छोटी', 'छोटे'], hiLatn: ['chota', 'chhota', 'choti'], ta: 'சிறிய', taAlt: ['சின்ன'], taLatn: ['siriya', 'chinna'], category: 'size' },
  { id: 'large', en: 'large', hi: 'बड़ा', hiAlt: ['बड़ी', 'बड़े', 'बडा'], hiLatn: ['bada', 'badi', 'bade'], ta: 'பெரிய', taLatn: ['periya', 'peria'], category: 'size' },
  { id: 'medium', en: 'medium', hi: 'मीडियम', hiAlt: ['मध्यम'], hiLatn: ['medium', 'madhyam'], ta: 'நடுத்தர', taAlt: ['மீடியம்'], taLatn: ['naduthara', 'medium'], category: 'size' },
  { id: 'width', en: 'width', hi: 'चौड़ाई', hiAlt: ['चौडाई'], hiLatn: ['chaudai', 'chodai'], ta: 'அகலம்', taLatn: ['agalam', 'akalam'], category: 'size' },
  { id: 'height', en: 'height', hi: 'ऊंचाई', hiAlt: ['ऊँचाई'], hiLatn: ['unchai', 'oonchai'], ta: 'உயரம்', taLatn: ['uyaram', 'uyram'], category: 'size' },
  { id: 'cm', en: 'cm', hi: 'सेमी', hiAlt: ['सेंटीमीटर', 'से.मी'], hiLatn: ['cm', 'centimetre'], ta: 'செ.மீ', taAlt: ['சென்டிமீட்டர்', 'செமீ'], taLatn: ['cm'], category: 'size' },
  { id: 'inch', en: 'inch', hi: 'इंच', hiLatn: ['inch', 'inchi'], ta: 'இன்ச்', taAlt: ['அங்குலம்'], taLatn: ['inch', 'angulam'], category: 'size' },
  { id: 'weight', en: 'weight', hi: 'वज़न', hiAlt: ['वजन'], hiLatn: ['vajan', 'wazan', 'vazan'], ta: 'எடை', taLatn: ['edai', 'yedai'], category: 'size' },
  { id: 'capacity', en: 'capacity', hi: 'क्षमता', hiAlt: ['कैपेसिटी'], hiLatn: ['kshamta', 'capacity'], ta: 'கொள்ளளவு', taLatn: ['kollalavu'], category: 'size' },
  { id: 'piece', en: 'pcs', hi: 'पीस', hiAlt: ['नग'], hiLatn: ['piece', 'pis'], ta: 'பீஸ்', taAlt: ['எண்ணம்', 'எண்ணிக்கை'], taLatn: ['piece', 'ennam'], category: 'size' },

  // --- Printing ---------------------------------------------------------------------------------
  { id: 'print', en: 'print', hi: 'प्रिंट', hiAlt: ['प्रिंटेड', 'प्रिंटिंग', 'छपाई', 'छपा हुआ'], hiLatn: ['print', 'printed', 'chhapai', 'chapai'], ta: 'பிரிண்ட்', taAlt: ['பிரிண்டிங்', 'பிரிண்டட்', 'அச்சு', 'அச்சிடப்பட்ட'], taLatn: ['print', 'printing', 'achu', 'achchu'], category: 'print', source: [seen.printingPress, seen.chhapai] },
  { id: 'digital-printing', en: 'digital', hi: 'डिजिटल', hiAlt: ['डिजिटल प्रिंटिंग', 'डिजिटल प्रिन्टिंग', 'डिजिटल प्रिंट'], hiLatn: ['digital', 'dijital'], ta: 'டிஜிட்டல்', taAlt: ['டிஜிட்டல் பிரிண்டிங்', 'டிஜிட்டல் அச்சு'], taLatn: ['digital', 'dijittal'], category: 'print', source: [seen.digitalPrinting] },
  { id: 'cmyk', en: 'cmyk', hi: 'सीएमवाईके', hiLatn: ['cmyk'], ta: 'சிஎம்ஒய்கே', taLatn: ['cmyk'], category: 'print' },
  { id: 'pantone', en: 'pantone', hi: 'पैनटोन', hiAlt: ['पेंटोन'], hiLatn: ['pantone', 'pantone colour'], ta: 'பான்டோன்', taLatn: ['pantone'], category: 'print' },
  { id: 'white-ink', en: 'white ink', hi: 'व्हाइट इंक', hiAlt: ['सफ़ेद स्याही', 'सफेद स्याही'], hiLatn: ['white ink', 'safed syahi'], ta: 'வெள்ளை மை', taAlt: ['வைட் இங்க்'], taLatn: ['vellai mai', 'white ink'], category: 'print' },
  { id: 'ink', en: 'ink', hi: 'इंक', hiAlt: ['स्याही'], hiLatn: ['ink', 'syahi'], ta: 'மை', taAlt: ['இங்க்'], taLatn: ['mai', 'ink'], category: 'print' },
  { id: 'colour', en: 'colour', hi: 'रंग', hiAlt: ['कलर'], hiLatn: ['rang', 'colour', 'color'], ta: 'நிறம்', taAlt: ['கலர்', 'வண்ணம்'], taLatn: ['niram', 'colour', 'vannam'], category: 'print' },
  { id: 'full-colour', en: 'full colour', hi: 'फुल कलर', hiAlt: ['फ़ुल कलर', 'पूरा रंगीन'], hiLatn: ['full colour', 'full color'], ta: 'ஃபுல் கலர்', taAlt: ['முழு வண்ண'], taLatn: ['full colour', 'muzhu vanna'], category: 'print' },
  { id: 'logo', en: 'logo', hi: 'लोगो', hiLatn: ['logo'], ta: 'லோகோ', taAlt: ['சின்னம்'], taLatn: ['logo', 'chinnam'], category: 'print' },
  { id: 'design', en: 'design', hi: 'डिज़ाइन', hiAlt: ['डिजाइन', 'डिज़ाइनिंग'], hiLatn: ['design', 'dizain', 'dijain'], ta: 'டிசைன்', taAlt: ['வடிவமைப்பு', 'டிசைனிங்'], taLatn: ['design', 'vadivamaippu'], category: 'print', source: [seen.printingPress] },
  { id: 'brand', en: 'brand', hi: 'ब्रांड', hiAlt: ['ब्रैंड'], hiLatn: ['brand', 'braand'], ta: 'பிராண்ட்', taAlt: ['பிராண்டு'], taLatn: ['brand'], category: 'print' },
  { id: 'plate', en: 'plate', hi: 'प्लेट', hiLatn: ['plate', 'plet'], ta: 'பிளேட்', taAlt: ['ப்ளேட்'], taLatn: ['plate'], category: 'print' },
  { id: 'cylinder', en: 'cylinder', hi: 'सिलेंडर', hiAlt: ['सिलिंडर'], hiLatn: ['cylinder', 'silendar'], ta: 'சிலிண்டர்', taLatn: ['cylinder', 'silindar'], category: 'print' },
  { id: 'rotogravure', en: 'rotogravure', hi: 'रोटोग्रेव्योर', hiAlt: ['रोटो'], hiLatn: ['rotogravure', 'roto'], ta: 'ரோட்டோகிராவியர்', taAlt: ['ரோட்டோ'], taLatn: ['rotogravure'], category: 'print' },
  { id: 'flexo', en: 'flexo', hi: 'फ्लेक्सो', hiAlt: ['फ्लेक्सोग्राफी'], hiLatn: ['flexo'], ta: 'ஃப்ளெக்ஸோ', taLatn: ['flexo'], category: 'print' },
  { id: 'offset', en: 'offset', hi: 'ऑफसेट', hiAlt: ['ऑफ़सेट'], hiLatn: ['offset'], ta: 'ஆஃப்செட்', taLatn: ['offset'], category: 'print' },
  { id: 'printing-press', en: 'printing press', hi: 'प्रिंटिंग प्रेस', hiAlt: ['छापाखाना', 'छापा खाना'], hiLatn: ['printing press', 'chhapakhana'], ta: 'அச்சகம்', taLatn: ['achagam', 'achchagam'], category: 'print', source: [seen.chhapai] },
  { id: 'barcode', en: 'barcode', hi: 'बारकोड', hiLatn: ['barcode'], ta: 'பார்கோடு', taAlt: ['பார்கோட்'], taLatn: ['barcode'], category: 'print' },
  { id: 'mrp', en: 'mrp', hi: 'एमआरपी', hiLatn: ['mrp'], ta: 'எம்ஆர்பி', taLatn: ['mrp'], category: 'print' },
  { id: 'expiry-date', en: 'expiry date', hi: 'एक्सपायरी डेट', hiAlt: ['समाप्ति तिथि'], hiLatn: ['expiry date'], ta: 'காலாவதி தேதி', taLatn: ['kaalavathi thethi'], category: 'print' },
  { id: 'nutrition', en: 'nutrition', hi: 'पोषण', hiAlt: ['पोषण जानकारी', 'न्यूट्रिशन'], hiLatn: ['poshan', 'nutrition'], ta: 'ஊட்டச்சத்து', taLatn: ['oottachathu'], category: 'print' },
  { id: 'fssai', en: 'fssai', hi: 'एफएसएसएआई', hiLatn: ['fssai'], ta: 'எஃப்எஸ்எஸ்ஏஐ', taLatn: ['fssai'], category: 'print', source: [seen.fssaiLanguage] },
  { id: 'veg-mark', en: 'veg', hi: 'शाकाहारी', hiAlt: ['वेज'], hiLatn: ['shakahari', 'veg'], ta: 'சைவ', taAlt: ['சைவம்'], taLatn: ['saiva', 'saivam'], category: 'print' },

  // --- Prepress ---------------------------------------------------------------------------------
  { id: 'artwork', en: 'artwork', hi: 'आर्टवर्क', hiAlt: ['आर्ट वर्क'], hiLatn: ['artwork', 'art work'], ta: 'ஆர்ட்வொர்க்', taAlt: ['ஆர்ட் வொர்க்'], taLatn: ['artwork'], category: 'prepress' },
  { id: 'dieline', en: 'dieline', hi: 'डाईलाइन', hiAlt: ['डाई लाइन'], hiLatn: ['dieline', 'die line'], ta: 'டைலைன்', taAlt: ['டை லைன்'], taLatn: ['dieline'], category: 'prepress' },
  { id: 'die-cut', en: 'die cut', hi: 'डाई-कट', hiAlt: ['डाई कट', 'डाईकट'], hiLatn: ['die cut', 'diecut'], ta: 'டை கட்', taAlt: ['டைகட்'], taLatn: ['die cut'], category: 'prepress' },
  { id: 'bleed', en: 'bleed', hi: 'ब्लीड', hiLatn: ['bleed', 'blid'], ta: 'ப்ளீட்', taAlt: ['பிளீட்'], taLatn: ['bleed'], category: 'prepress' },
  { id: 'proof', en: 'proof', hi: 'प्रूफ़', hiAlt: ['प्रूफ'], hiLatn: ['proof', 'pruf'], ta: 'ப்ரூஃப்', taAlt: ['புரூஃப்', 'சரிபார்ப்பு'], taLatn: ['proof', 'saripaarppu'], category: 'prepress' },
  { id: 'resolution', en: 'resolution', hi: 'रेज़ोल्यूशन', hiAlt: ['रिज़ॉल्यूशन', 'रेजोल्यूशन'], hiLatn: ['resolution', 'rezolution'], ta: 'ரெசல்யூஷன்', taAlt: ['தெளிவுத்திறன்'], taLatn: ['resolution', 'thelivuthiran'], category: 'prepress' },
  { id: 'ppi', en: 'ppi', hi: 'पीपीआई', hiLatn: ['ppi'], ta: 'பிபிஐ', taLatn: ['ppi'], category: 'prepress' },
  { id: 'dpi', en: 'dpi', hi: 'डीपीआई', hiLatn: ['dpi'], ta: 'டிபிஐ', taLatn: ['dpi'], category: 'prepress' },
  { id: 'vector', en: 'vector', hi: 'वेक्टर', hiLatn: ['vector', 'vektar'], ta: 'வெக்டர்', taLatn: ['vector'], category: 'prepress' },
  { id: 'pdf', en: 'pdf', hi: 'पीडीएफ', hiLatn: ['pdf'], ta: 'பிடிஎஃப்', taLatn: ['pdf'], category: 'prepress' },
  { id: 'file', en: 'file', hi: 'फ़ाइल', hiAlt: ['फाइल'], hiLatn: ['file'], ta: 'ஃபைல்', taAlt: ['கோப்பு'], taLatn: ['file', 'koppu'], category: 'prepress' },
  { id: 'template', en: 'template', hi: 'टेम्पलेट', hiAlt: ['टेम्प्लेट'], hiLatn: ['template', 'templet'], ta: 'டெம்ப்ளேட்', taLatn: ['template'], category: 'prepress' },
  { id: 'mockup', en: 'mockup', hi: 'मॉकअप', hiAlt: ['मॉक अप'], hiLatn: ['mockup', 'mock up'], ta: 'மாக்கப்', taAlt: ['மாக் அப்'], taLatn: ['mockup'], category: 'prepress' },
  { id: 'font', en: 'font', hi: 'फ़ॉन्ट', hiAlt: ['फॉन्ट', 'फोंट'], hiLatn: ['font'], ta: 'எழுத்துரு', taAlt: ['ஃபான்ட்'], taLatn: ['ezhuthuru', 'font'], category: 'prepress' },
  { id: 'trim', en: 'trim', hi: 'ट्रिम', hiLatn: ['trim'], ta: 'டிரிம்', taAlt: ['ட்ரிம்'], taLatn: ['trim'], category: 'prepress' },
  { id: 'approval', en: 'approval', hi: 'अप्रूवल', hiAlt: ['मंज़ूरी', 'मंजूरी', 'अप्रूव'], hiLatn: ['approval', 'manzoori'], ta: 'ஒப்புதல்', taAlt: ['அப்ரூவல்', 'அங்கீகாரம்'], taLatn: ['opputhal', 'approval'], category: 'prepress' },
  { id: 'outline', en: 'outline', hi: 'आउटलाइन', hiLatn: ['outline'], ta: 'அவுட்லைன்', taLatn: ['outline'], category: 'prepress' },
  { id: 'spot-colour', en: 'spot colour', hi: 'स्पॉट कलर', hiLatn: ['spot colour', 'spot color'], ta: 'ஸ்பாட் கலர்', taLatn: ['spot colour'], category: 'prepress' },
  { id: 'preview', en: 'preview', hi: 'प्रीव्यू', hiAlt: ['पूर्वावलोकन'], hiLatn: ['preview'], ta: 'முன்னோட்டம்', taAlt: ['ப்ரிவியூ'], taLatn: ['munnottam', 'preview'], category: 'prepress' },

  // --- What buyers pack ------------------------------------------------------------------------
  { id: 'coffee', en: 'coffee', hi: 'कॉफ़ी', hiAlt: ['कॉफी', 'काफी', 'कहवा'], hiLatn: ['coffee', 'kofi', 'kaafi'], ta: 'காபி', taAlt: ['காப்பி', 'காஃபி', 'குளம்பி'], taLatn: ['kaapi', 'kapi', 'kaappi'], category: 'food', source: [seen.tv9Coffee, seen.tamilCoffee] },
  { id: 'filter-coffee', en: 'filter coffee', hi: 'फ़िल्टर कॉफ़ी', hiAlt: ['फिल्टर कॉफी'], hiLatn: ['filter coffee'], ta: 'ஃபில்டர் காபி', taAlt: ['பில்டர் காபி'], taLatn: ['filter kaapi', 'filter coffee'], category: 'food' },
  { id: 'coffee-beans', en: 'coffee beans', hi: 'कॉफ़ी बीन्स', hiAlt: ['कॉफी बीन्स', 'कॉफ़ी के बीज'], hiLatn: ['coffee beans'], ta: 'காபி கொட்டை', taAlt: ['காபிக் கொட்டை', 'காபி பீன்ஸ்'], taLatn: ['kaapi kottai'], category: 'food' },
  { id: 'tea', en: 'tea', hi: 'चाय', hiAlt: ['चाय पत्ती', 'चायपत्ती', 'टी'], hiLatn: ['chai', 'chay', 'chai patti', 'chaay'], ta: 'தேநீர்', taAlt: ['டீ', 'தேயிலை', 'டீ தூள்', 'டீத்தூள்', 'சாய்'], taLatn: ['theneer', 'tea thool', 'teethool', 'theyilai'], category: 'food', source: [seen.chai, seen.teaThool, seen.theneer] },
  { id: 'green-tea', en: 'green tea', hi: 'ग्रीन टी', hiAlt: ['हरी चाय'], hiLatn: ['green tea'], ta: 'கிரீன் டீ', taAlt: ['பச்சை தேநீர்'], taLatn: ['green tea'], category: 'food' },
  { id: 'spices', en: 'spices', hi: 'मसाला', hiAlt: ['मसाले', 'मसालें'], hiLatn: ['masala', 'masale'], ta: 'மசாலா', taAlt: ['மசாலாப் பொருட்கள்', 'நறுமணப் பொருட்கள்', 'மசாலா பொருட்கள்'], taLatn: ['masala', 'masaala'], category: 'food', source: [seen.masalaFair] },
  { id: 'turmeric', en: 'turmeric', hi: 'हल्दी', hiLatn: ['haldi'], ta: 'மஞ்சள்', taLatn: ['manjal'], category: 'food' },
  { id: 'chilli', en: 'chilli', hi: 'मिर्च', hiAlt: ['मिर्ची', 'लाल मिर्च'], hiLatn: ['mirch', 'mirchi'], ta: 'மிளகாய்', taLatn: ['milagai', 'milakai'], category: 'food' },
  { id: 'pepper', en: 'pepper', hi: 'काली मिर्च', hiLatn: ['kali mirch'], ta: 'மிளகு', taLatn: ['milagu'], category: 'food' },
  { id: 'cardamom', en: 'cardamom', hi: 'इलायची', hiLatn: ['elaichi', 'ilaychi'], ta: 'ஏலக்காய்', taLatn: ['elakkai', 'yelakkai'], category: 'food' },
  { id: 'rice', en: 'rice', hi: 'चावल', hiAlt: ['चाँवल'], hiLatn: ['chawal', 'chaval'], ta: 'அரிசி', taLatn: ['arisi', 'arishi'], category: 'food', source: [seen.arisi, seen.gstTamil] },
  { id: 'atta', en: 'atta', hi: 'आटा', hiAlt: ['गेहूं का आटा'], hiLatn: ['atta', 'aata'], ta: 'ஆட்டா', taAlt: ['கோதுமை மாவு'], taLatn: ['atta', 'godhumai maavu'], category: 'food' },
  { id: 'flour', en: 'flour', hi: 'पिसा आटा', hiAlt: ['मैदा'], hiLatn: ['maida'], ta: 'மாவு', taLatn: ['maavu', 'mavu'], category: 'food', source: [seen.then] },
  { id: 'wheat', en: 'wheat', hi: 'गेहूं', hiAlt: ['गेहूँ'], hiLatn: ['gehun', 'gehu'], ta: 'கோதுமை', taLatn: ['godhumai', 'kothumai'], category: 'food' },
  { id: 'dal', en: 'dal', hi: 'दाल', hiAlt: ['दालें'], hiLatn: ['dal', 'daal'], ta: 'பருப்பு', taAlt: ['பருப்பு வகைகள்'], taLatn: ['paruppu', 'parupu'], category: 'food', source: [seen.paruppu, seen.gstTamil] },
  { id: 'pulses', en: 'pulses', hi: 'दलहन', hiLatn: ['dalhan'], ta: 'பயறு', taAlt: ['பயறு வகைகள்'], taLatn: ['payaru'], category: 'food' },
  { id: 'grains', en: 'grains', hi: 'अनाज', hiLatn: ['anaj', 'anaaj'], ta: 'தானியம்', taAlt: ['தானியங்கள்'], taLatn: ['thaniyam', 'dhaniyam'], category: 'food' },
  { id: 'millets', en: 'millets', hi: 'मोटा अनाज', hiAlt: ['मिलेट्स', 'श्री अन्न', 'मिलेट'], hiLatn: ['mota anaj', 'millets'], ta: 'சிறுதானியம்', taAlt: ['சிறுதானியங்கள்', 'சிறு தானியம்'], taLatn: ['siruthaniyam'], category: 'food' },
  { id: 'ragi', en: 'ragi', hi: 'रागी', hiAlt: ['मंडुआ'], hiLatn: ['ragi', 'mandua'], ta: 'கேழ்வரகு', taAlt: ['ராகி'], taLatn: ['kezhvaragu', 'ragi'], category: 'food' },
  { id: 'bajra', en: 'bajra', hi: 'बाजरा', hiLatn: ['bajra', 'baajra'], ta: 'கம்பு', taLatn: ['kambu'], category: 'food' },
  { id: 'poha', en: 'poha', hi: 'पोहा', hiLatn: ['poha'], ta: 'அவல்', taLatn: ['aval'], category: 'food' },
  { id: 'namkeen', en: 'namkeen', hi: 'नमकीन', hiLatn: ['namkeen', 'namkin'], ta: 'மிக்சர்', taAlt: ['காரம்', 'கார வகை', 'மிக்ஸர்'], taLatn: ['mixture', 'kaaram'], category: 'food', source: [seen.blitzNamkeen] },
  { id: 'snacks', en: 'snacks', hi: 'स्नैक्स', hiAlt: ['नाश्ता'], hiLatn: ['snacks', 'nashta', 'naashta'], ta: 'ஸ்நாக்ஸ்', taAlt: ['நொறுக்குத் தீனி', 'சிற்றுண்டி', 'தின்பண்டம்', 'நொறுக்குத்தீனி'], taLatn: ['snacks', 'norukku theeni', 'thinpandam'], category: 'food', source: [seen.masalaFair] },
  { id: 'chips', en: 'chips', hi: 'चिप्स', hiLatn: ['chips'], ta: 'சிப்ஸ்', taLatn: ['chips'], category: 'food' },
  { id: 'dry-fruits', en: 'dry fruits', hi: 'सूखे मेवे', hiAlt: ['ड्राई फ्रूट्स', 'ड्राई फ्रूट', 'ड्राईफ्रूट्स', 'मेवे', 'मेवा'], hiLatn: ['sukhe meve', 'mewa', 'meva', 'meve'], ta: 'உலர் பழங்கள்', taAlt: ['உலர்ந்த பழங்கள்', 'உலர் பழம்', 'டிரை ஃப்ரூட்ஸ்', 'ட்ரை ஃப்ரூட்ஸ்'], taLatn: ['ular pazhangal', 'ular palangal'], category: 'food', source: [seen.gntDryFruits, seen.haryanaMeve, seen.gstTamil] },
  { id: 'nuts', en: 'nuts', hi: 'नट्स', hiLatn: ['nuts'], ta: 'கொட்டைகள்', taAlt: ['நட்ஸ்'], taLatn: ['kottaigal'], category: 'food' },
  { id: 'cashew', en: 'cashew', hi: 'काजू', hiLatn: ['kaju', 'kaaju'], ta: 'முந்திரி', taAlt: ['முந்திரி பருப்பு'], taLatn: ['mundhiri', 'munthiri'], category: 'food', source: [seen.gntDryFruits, seen.mundhiri] },
  { id: 'almond', en: 'almond', hi: 'बादाम', hiLatn: ['badam', 'baadam'], ta: 'பாதாம்', taLatn: ['badam', 'paadham'], category: 'food', source: [seen.gntDryFruits, seen.gstTamil] },
  { id: 'raisins', en: 'raisins', hi: 'किशमिश', hiAlt: ['किसमिस', 'मुनक्का'], hiLatn: ['kishmish', 'kismis'], ta: 'உலர் திராட்சை', taAlt: ['கிஸ்மிஸ்', 'திராட்சை'], taLatn: ['ular thratchai', 'kismis'], category: 'food', source: [seen.gntDryFruits, seen.thratchai] },
  { id: 'dates', en: 'dates', hi: 'खजूर', hiLatn: ['khajur', 'khajoor'], ta: 'பேரீச்சம்பழம்', taAlt: ['பேரிச்சம்பழம்', 'பேரீச்சை'], taLatn: ['pericham pazham', 'peritchai'], category: 'food' },
  { id: 'pistachio', en: 'pistachio', hi: 'पिस्ता', hiLatn: ['pista'], ta: 'பிஸ்தா', taLatn: ['pista'], category: 'food', source: [seen.gntDryFruits] },
  { id: 'makhana', en: 'makhana', hi: 'मखाना', hiLatn: ['makhana', 'makhane'], ta: 'மக்கானா', taAlt: ['தாமரை விதை'], taLatn: ['makhana', 'thamarai vithai'], category: 'food' },
  { id: 'sweets', en: 'sweets', hi: 'मिठाई', hiAlt: ['मिठाइयां', 'मिठाइयाँ', 'मिष्ठान'], hiLatn: ['mithaai', 'mithayi'], ta: 'இனிப்பு', taAlt: ['இனிப்புகள்', 'ஸ்வீட்', 'ஸ்வீட்ஸ்', 'பலகாரம்'], taLatn: ['inippu', 'inipu', 'palagaram'], category: 'food', source: [seen.jagranMithai] },
  { id: 'chocolate', en: 'chocolate', hi: 'चॉकलेट', hiLatn: ['chocolate', 'choklet'], ta: 'சாக்லேட்', taAlt: ['சாக்லெட்'], taLatn: ['chocolate', 'chaaklet'], category: 'food' },
  { id: 'candy', en: 'candy', hi: 'टॉफ़ी', hiAlt: ['टॉफी', 'कैंडी'], hiLatn: ['toffee', 'tofi'], ta: 'மிட்டாய்', taLatn: ['mittai'], category: 'food' },
  { id: 'biscuits', en: 'biscuits', hi: 'बिस्किट', hiAlt: ['बिस्कुट', 'कुकीज़'], hiLatn: ['biscuit', 'biskut', 'biskit'], ta: 'பிஸ்கட்', taAlt: ['பிஸ்கெட்', 'குக்கீஸ்'], taLatn: ['biscuit', 'biskat'], category: 'food' },
  { id: 'honey', en: 'honey', hi: 'शहद', hiAlt: ['मधु', 'हनी'], hiLatn: ['shahad', 'shehad', 'madhu'], ta: 'தேன்', taLatn: ['thaen', 'then'], category: 'food', source: [seen.then] },
  { id: 'soap', en: 'soap', hi: 'साबुन', hiAlt: ['सोप'], hiLatn: ['sabun', 'saabun'], ta: 'சோப்பு', taAlt: ['சோப்'], taLatn: ['soppu', 'sopu'], category: 'food', source: [seen.gstHindi] },
  { id: 'pet-food', en: 'pet food', hi: 'पेट फ़ूड', hiAlt: ['पेट फूड', 'पालतू जानवरों का खाना', 'पेट ट्रीट'], hiLatn: ['pet food', 'paltu janwar khana'], ta: 'செல்லப்பிராணி உணவு', taAlt: ['பெட் ஃபுட்', 'செல்லப் பிராணி உணவு', 'பெட் ட்ரீட்'], taLatn: ['pet food', 'sellapirani unavu'], category: 'food' },
  { id: 'pet-animal', en: 'pet', hi: 'पालतू', hiAlt: ['पालतू जानवर'], hiLatn: ['paltu', 'paaltu'], ta: 'செல்லப்பிராணி', taAlt: ['செல்லப் பிராணி'], taLatn: ['sellapirani', 'chellapirani'], category: 'food' },
  { id: 'treats', en: 'treats', hi: 'ट्रीट्स', hiAlt: ['ट्रीट'], hiLatn: ['treats'], ta: 'ட்ரீட்ஸ்', taAlt: ['ட்ரீட்'], taLatn: ['treats'], category: 'food' },
  { id: 'dog', en: 'dog', hi: 'कुत्ता', hiAlt: ['कुत्ते', 'डॉग'], hiLatn: ['kutta', 'kutte'], ta: 'நாய்', taAlt: ['டாக்'], taLatn: ['naai', 'nai'], category: 'food' },
  { id: 'ghee', en: 'ghee', hi: 'घी', hiLatn: ['ghee', 'ghi'], ta: 'நெய்', taLatn: ['nei', 'ney'], category: 'food' },
  { id: 'oil', en: 'oil', hi: 'तेल', hiLatn: ['tel', 'tael'], ta: 'எண்ணெய்', taLatn: ['ennai', 'ennei'], category: 'food' },
  { id: 'sugar', en: 'sugar', hi: 'चीनी', hiAlt: ['शक्कर'], hiLatn: ['cheeni', 'chini', 'shakkar'], ta: 'சர்க்கரை', taAlt: ['சக்கரை', 'சீனி'], taLatn: ['sarkarai', 'sakkarai', 'seeni'], category: 'food', source: [seen.labelHindi] },
  { id: 'jaggery', en: 'jaggery', hi: 'गुड़', hiAlt: ['गुड'], hiLatn: ['gud', 'gur'], ta: 'வெல்லம்', taLatn: ['vellam'], category: 'food' },
  { id: 'salt', en: 'salt', hi: 'नमक', hiLatn: ['namak'], ta: 'உப்பு', taLatn: ['uppu'], category: 'food', source: [seen.labelHindi] },
  { id: 'pickle', en: 'pickle', hi: 'अचार', hiLatn: ['achar', 'achaar'], ta: 'ஊறுகாய்', taLatn: ['oorugai', 'urugai'], category: 'food', source: [seen.masalaFair] },
  { id: 'papad', en: 'papad', hi: 'पापड़', hiAlt: ['पापड'], hiLatn: ['papad', 'papar'], ta: 'அப்பளம்', taLatn: ['appalam'], category: 'food' },
  { id: 'idli', en: 'idli', hi: 'इडली', hiAlt: ['इडली डोसा'], hiLatn: ['idly'], ta: 'இட்லி', taLatn: ['idli', 'itli'], category: 'food' },
  { id: 'dosa', en: 'dosa', hi: 'डोसा', hiAlt: ['दोसा'], hiLatn: ['dosa', 'dosai'], ta: 'தோசை', taLatn: ['dosai', 'thosai'], category: 'food' },
  { id: 'batter', en: 'batter', hi: 'बैटर', hiAlt: ['घोल'], hiLatn: ['batter', 'ghol'], ta: 'பேட்டர்', taAlt: ['மாவு கலவை'], taLatn: ['batter'], category: 'food' },
  { id: 'idli-batter', en: 'idli batter', hi: 'इडली बैटर', hiAlt: ['इडली का घोल'], hiLatn: ['idli ghol'], ta: 'இட்லி மாவு', taAlt: ['இட்லி மாவ்'], taLatn: ['idli maavu', 'idli mavu'], category: 'food' },
  { id: 'dosa-batter', en: 'dosa batter', hi: 'डोसा बैटर', hiAlt: ['डोसा का घोल'], hiLatn: ['dosa ghol'], ta: 'தோசை மாவு', taLatn: ['dosai maavu', 'dosa maavu'], category: 'food' },
  { id: 'protein', en: 'protein', hi: 'प्रोटीन', hiLatn: ['protein', 'protin'], ta: 'புரோட்டீன்', taAlt: ['புரதம்'], taLatn: ['protein', 'puratham'], category: 'food' },
  { id: 'powder', en: 'powder', hi: 'पाउडर', hiAlt: ['चूर्ण', 'पिसा हुआ'], hiLatn: ['powder', 'paudar', 'churna'], ta: 'பவுடர்', taAlt: ['தூள்', 'பொடி'], taLatn: ['powder', 'thool', 'podi'], category: 'food', source: [seen.teaThool, seen.mundhiri] },
  { id: 'milk', en: 'milk', hi: 'दूध', hiLatn: ['doodh', 'dudh'], ta: 'பால்', taLatn: ['paal', 'pal'], category: 'food', source: [seen.mundhiri] },
  { id: 'herbal', en: 'herbal', hi: 'हर्बल', hiAlt: ['जड़ी-बूटी', 'जड़ी बूटी'], hiLatn: ['herbal', 'jadi buti'], ta: 'மூலிகை', taAlt: ['ஹெர்பல்'], taLatn: ['mooligai', 'muligai'], category: 'food' },
  { id: 'ayurvedic', en: 'ayurvedic', hi: 'आयुर्वेदिक', hiLatn: ['ayurvedic', 'ayurvedik'], ta: 'ஆயுர்வேத', taAlt: ['ஆயுர்வேதம்'], taLatn: ['ayurvedha'], category: 'food' },
  { id: 'incense', en: 'incense', hi: 'अगरबत्ती', hiAlt: ['धूप', 'धूपबत्ती'], hiLatn: ['agarbatti', 'dhoop'], ta: 'ஊதுபத்தி', taAlt: ['சாம்பிராணி', 'அகர்பத்தி'], taLatn: ['oodhupathi', 'sambrani'], category: 'food' },
  { id: 'seeds', en: 'seeds', hi: 'बीज', hiLatn: ['beej', 'bij'], ta: 'விதைகள்', taAlt: ['விதை'], taLatn: ['vithai', 'vidhai'], category: 'food' },
  { id: 'jewellery', en: 'jewellery', hi: 'ज्वेलरी', hiAlt: ['गहने', 'आभूषण', 'ज्वैलरी'], hiLatn: ['jewellery', 'gehne', 'gahne'], ta: 'நகை', taAlt: ['நகைகள்', 'ஜுவல்லரி'], taLatn: ['nagai', 'nagaigal'], category: 'food' },
  { id: 'gift', en: 'gift', hi: 'गिफ्ट', hiAlt: ['गिफ़्ट', 'उपहार', 'तोहफ़ा', 'तोहफा'], hiLatn: ['gift', 'uphaar', 'tohfa'], ta: 'பரிசு', taAlt: ['கிஃப்ட்', 'அன்பளிப்பு'], taLatn: ['parisu', 'anbalippu'], category: 'food', source: [seen.jagranMithai] },
  { id: 'return-gift', en: 'return gifts', hi: 'रिटर्न गिफ्ट', hiAlt: ['रिटर्न गिफ़्ट'], hiLatn: ['return gift'], ta: 'ரிட்டர்ன் கிஃப்ட்', taAlt: ['ரிட்டர்ன் கிப்ட்'], taLatn: ['return gift'], category: 'food' },
  { id: 'food', en: 'food', hi: 'खाना', hiAlt: ['खाद्य', 'फ़ूड', 'फूड'], hiLatn: ['khana', 'khadya'], ta: 'உணவு', taAlt: ['ஃபுட்'], taLatn: ['unavu', 'unavugal'], category: 'food', source: [seen.khadyaPackaging] },
  { id: 'detergent', en: 'detergent', hi: 'डिटर्जेंट', hiAlt: ['सर्फ़', 'सर्फ'], hiLatn: ['detergent', 'surf'], ta: 'சலவைத் தூள்', taAlt: ['டிடர்ஜென்ட்', 'சலவை தூள்'], taLatn: ['salavai thool', 'detergent'], category: 'food' },
  { id: 'fertiliser', en: 'fertiliser', hi: 'खाद', hiAlt: ['उर्वरक'], hiLatn: ['khaad', 'khad'], ta: 'உரம்', taLatn: ['uram'], category: 'food' },

  // --- Ordering and paying ---------------------------------------------------------------------
  { id: 'quotation', en: 'quotation', hi: 'कोटेशन', hiAlt: ['कोटेशन रेट', 'भाव'], hiLatn: ['quotation', 'kotation', 'bhav'], ta: 'விலைப்புள்ளி', taAlt: ['கொட்டேஷன்', 'குவோட்டேஷன்', 'விலை மதிப்பீடு'], taLatn: ['vilaipulli', 'quotation'], category: 'business' },
  { id: 'price', en: 'price', hi: 'दाम', hiAlt: ['कीमत', 'क़ीमत', 'मूल्य', 'रेट', 'प्राइस'], hiLatn: ['daam', 'keemat', 'kimat', 'rate'], ta: 'விலை', taAlt: ['ரேட்'], taLatn: ['vilai', 'vila'], category: 'business' },
  { id: 'price-per-piece', en: 'price per piece', hi: 'प्रति पीस दाम', hiAlt: ['एक पीस का दाम', 'पर पीस रेट'], hiLatn: ['per piece rate', 'ek piece ka daam'], ta: 'ஒரு பீஸ் விலை', taAlt: ['ஒன்றின் விலை'], taLatn: ['oru piece vilai'], category: 'business' },
  { id: 'minimum-order', en: 'minimum order', hi: 'न्यूनतम ऑर्डर', hiAlt: ['मिनिमम ऑर्डर', 'कम से कम ऑर्डर'], hiLatn: ['minimum order', 'kam se kam order'], ta: 'குறைந்தபட்ச ஆர்டர்', taAlt: ['மினிமம் ஆர்டர்'], taLatn: ['kuraindhapatcha order', 'minimum order'], category: 'business' },
  { id: 'moq', en: 'moq', hi: 'एमओक्यू', hiLatn: ['moq'], ta: 'எம்ஓக்யூ', taLatn: ['moq'], category: 'business' },
  { id: 'order', en: 'order', hi: 'ऑर्डर', hiAlt: ['आर्डर', 'ऑडर'], hiLatn: ['order', 'ordar'], ta: 'ஆர்டர்', taLatn: ['order', 'aarder'], category: 'business' },
  { id: 'bulk', en: 'bulk', hi: 'थोक', hiAlt: ['बल्क', 'होलसेल'], hiLatn: ['thok', 'wholesale', 'holsel'], ta: 'மொத்த', taAlt: ['மொத்தம்', 'மொத்த விற்பனை', 'ஹோல்சேல்'], taLatn: ['motha', 'mottham'], category: 'business', source: [seen.haryanaMeve] },
  { id: 'retail', en: 'retail', hi: 'खुदरा', hiAlt: ['रिटेल'], hiLatn: ['khudra', 'retail'], ta: 'சில்லறை', taLatn: ['chillarai', 'sillarai'], category: 'business' },
  { id: 'gst', en: 'gst', hi: 'जीएसटी', hiAlt: ['जी.एस.टी', 'वस्तु एवं सेवा कर'], hiLatn: ['gst'], ta: 'ஜிஎஸ்டி', taAlt: ['ஜி.எஸ்.டி', 'சரக்கு மற்றும் சேவை வரி'], taLatn: ['gst'], category: 'business', source: [seen.gstHindi, seen.gstTamil, seen.gstBbcTamil] },
  { id: 'invoice', en: 'invoice', hi: 'बिल', hiAlt: ['इनवॉइस', 'चालान'], hiLatn: ['bill', 'invoice'], ta: 'விலைப்பட்டியல்', taAlt: ['இன்வாய்ஸ்'], taLatn: ['vilaipattiyal', 'invoice'], category: 'business' },
  { id: 'delivery', en: 'delivery', hi: 'डिलीवरी', hiAlt: ['डिलिवरी'], hiLatn: ['delivery', 'dilivari'], ta: 'டெலிவரி', taLatn: ['delivery'], category: 'business' },
  { id: 'courier', en: 'courier', hi: 'कूरियर', hiAlt: ['कुरियर'], hiLatn: ['courier', 'kuriyar'], ta: 'கூரியர்', taLatn: ['courier'], category: 'business' },
  { id: 'shipping', en: 'shipping', hi: 'शिपिंग', hiLatn: ['shipping'], ta: 'ஷிப்பிங்', taLatn: ['shipping'], category: 'business' },
  { id: 'sample', en: 'sample', hi: 'सैंपल', hiAlt: ['सैम्पल', 'नमूना'], hiLatn: ['sample', 'sampal', 'namuna'], ta: 'மாதிரி', taAlt: ['சாம்பிள்'], taLatn: ['mathiri', 'maadhiri'], category: 'business' },
  { id: 'payment', en: 'payment', hi: 'भुगतान', hiAlt: ['पेमेंट'], hiLatn: ['bhugtan', 'payment'], ta: 'கட்டணம்', taAlt: ['பேமெண்ட்'], taLatn: ['kattanam', 'payment'], category: 'business' },
  { id: 'advance', en: 'advance', hi: 'एडवांस', hiAlt: ['अग्रिम'], hiLatn: ['advance', 'edvans'], ta: 'முன்பணம்', taAlt: ['அட்வான்ஸ்'], taLatn: ['munpanam', 'advance'], category: 'business' },
  { id: 'discount', en: 'discount', hi: 'छूट', hiAlt: ['डिस्काउंट'], hiLatn: ['chhoot', 'discount'], ta: 'தள்ளுபடி', taLatn: ['thallupadi', 'discount'], category: 'business' },
  { id: 'offer', en: 'offer', hi: 'ऑफ़र', hiAlt: ['ऑफर'], hiLatn: ['offer', 'ofar'], ta: 'ஆஃபர்', taAlt: ['சலுகை'], taLatn: ['offer', 'salugai'], category: 'business' },
  { id: 'enquiry', en: 'enquiry', hi: 'पूछताछ', hiAlt: ['इंक्वायरी', 'इन्क्वायरी'], hiLatn: ['puchtach', 'enquiry', 'inquiry'], ta: 'விசாரணை', taAlt: ['என்கொயரி'], taLatn: ['visaranai', 'enquiry'], category: 'business' },
  { id: 'contact', en: 'contact', hi: 'संपर्क', hiAlt: ['कॉन्टैक्ट'], hiLatn: ['sampark', 'contact'], ta: 'தொடர்பு', taLatn: ['thodarbu', 'contact'], category: 'business' },
  { id: 'manufacturer', en: 'manufacturer', hi: 'निर्माता', hiAlt: ['मैन्युफैक्चरर', 'बनाने वाला'], hiLatn: ['nirmata', 'manufacturer'], ta: 'உற்பத்தியாளர்', taAlt: ['தயாரிப்பாளர்'], taLatn: ['urpathiyalar', 'thayarippalar'], category: 'business' },
  { id: 'supplier', en: 'supplier', hi: 'सप्लायर', hiLatn: ['supplier', 'saplayar'], ta: 'சப்ளையர்', taAlt: ['விநியோகஸ்தர்'], taLatn: ['supplier'], category: 'business' },
  { id: 'business', en: 'business', hi: 'बिज़नेस', hiAlt: ['बिजनेस', 'व्यापार', 'धंधा', 'कारोबार'], hiLatn: ['business', 'vyapar', 'dhandha'], ta: 'தொழில்', taAlt: ['பிசினஸ்', 'வியாபாரம்'], taLatn: ['thozhil', 'vyabaram'], category: 'business' },
  { id: 'free', en: 'free', hi: 'मुफ़्त', hiAlt: ['मुफ्त', 'फ्री'], hiLatn: ['muft', 'free'], ta: 'இலவசம்', taAlt: ['இலவச', 'ஃப்ரீ'], taLatn: ['ilavasam', 'free'], category: 'business' },
  { id: 'urgent', en: 'urgent', hi: 'अर्जेंट', hiAlt: ['जल्दी', 'तुरंत'], hiLatn: ['urgent', 'jaldi', 'turant'], ta: 'அவசரம்', taAlt: ['அவசர'], taLatn: ['avasaram', 'urgent'], category: 'business' },
  { id: 'cheap', en: 'cheap', hi: 'सस्ता', hiAlt: ['सस्ती', 'सस्ते'], hiLatn: ['sasta', 'sasti', 'saste'], ta: 'மலிவான', taAlt: ['மலிவு', 'குறைந்த விலை'], taLatn: ['malivana', 'malivu'], category: 'business' },
  { id: 'custom', en: 'custom', hi: 'कस्टम', hiAlt: ['कस्टमाइज़्ड', 'अपने नाम का'], hiLatn: ['custom', 'customised'], ta: 'கஸ்டம்', taAlt: ['தனிப்பயன்'], taLatn: ['custom', 'thanippayan'], category: 'business' },
];

/**
 * Hindi and Tamil words (in their scripts and romanised) that say nothing about which pouch is
 * meant, like the English `searchFillerWords` (src/features/search/suggestions.ts): "के लिए" (for), "वाला"
 * (having), "உடன்" (with), "வேண்டும்" (needed) … A query typed in Hindi or Tamil is read without
 * them (src/features/search/across-scripts.ts); a romanised one only where the English search does not read
 * the word itself. Drafts, like the entries.
 */
export const glossaryFillers: readonly string[] = [
  // Hindi
  'के', 'की', 'का', 'को', 'में', 'मे', 'से', 'पर', 'और', 'एक', 'लिए', 'लिये', 'हेतु', 'वाला', 'वाली', 'वाले', 'साथ', 'चाहिए',
  'चाहिये', 'है', 'हैं', 'मुझे', 'हमें', 'मेरे', 'भी', 'जो', 'सा', 'सी', 'हुआ', 'हुई', 'वास्ते', 'कोई', 'अच्छा', 'अच्छी',
  'ke', 'ki', 'ka', 'ko', 'mein', 'mei', 'se', 'aur', 'ek', 'liye', 'liya', 'lie', 'hetu', 'wala', 'wali', 'wale', 'vala', 'vali',
  'vale', 'sath', 'saath', 'chahiye', 'chaiye', 'chahie', 'hai', 'hain', 'mujhe', 'hame', 'hamein', 'mere', 'bhi', 'koi', 'accha', 'achha',
  // Tamil
  'ஒரு', 'உடன்', 'மற்றும்', 'வேண்டும்', 'வேணும்', 'உள்ள', 'கொண்ட', 'கூடிய', 'எனக்கு', 'தேவை', 'போன்ற', 'க்கு', 'கான', 'க்கான',
  'நல்ல', 'இருக்கும்', 'ஆன', 'அல்லது',
  'oru', 'ku', 'udan', 'matrum', 'mattrum', 'vendum', 'venum', 'ulla', 'konda', 'koodiya', 'kudiya', 'enakku', 'thevai', 'ponra', 'kku', 'ukku',
  'nalla', 'irukkum', 'allathu',
];

export const glossaryFillerSchema = z.string().regex(/^(?:[\u0900-\u097f]+|[\u0b80-\u0bff]+|[a-z]+)$/, 'one word, in one script');

/** Ids of entries a native speaker has reviewed, by language: none yet. */
const reviewed: Readonly<Record<'hi' | 'ta', readonly string[]>> = { hi: [], ta: [] };

export type ReviewState = 'draft' | 'reviewed';

/** Each entry's review, per language: 'draft' until a native speaker has checked it. */
export const reviewState: Readonly<Record<string, { readonly hi: ReviewState; readonly ta: ReviewState }>> = /* @__PURE__ */ Object.fromEntries(
  glossary.map(({ id }) => [id, { hi: reviewed.hi.includes(id) ? 'reviewed' : 'draft', ta: reviewed.ta.includes(id) ? 'reviewed' : 'draft' }]),
);
