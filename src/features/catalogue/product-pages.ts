import { formatDimensions, formatInches, sizes } from './sizes';
import { gussetReading } from './gusset';
import type { Text } from '@platform/i18n/text';
import { facts } from '@platform/content/facts';
import type { ProductPage } from './product-pages.schema';

export type { BannerSlide, UseCase, ProductPage } from './product-pages.schema';

const t = (en: string, hi: string, ta: string): Text => ({ en, hi, ta });
const size = (slug: keyof typeof sizes) => formatDimensions(sizes[slug].dimensions);
const gusset250 = sizes['250gm'].dimensions.gusset;
const inches50 = sizes['50gm'].inches!;

/** The three banner buttons every product shares, in each language. */
const b = {
  quote: t('Get a Quote', 'कोटेशन पाएँ', 'விலைப்புள்ளி பெறுங்கள்'),
  sizes: t('See Sizes', 'साइज़ देखें', 'அளவுகளைப் பாருங்கள்'),
  size: t('See Size', 'साइज़ देखें', 'அளவைப் பாருங்கள்'),
  viewSize: t('View Size', 'साइज़ देखें', 'அளவைப் பாருங்கள்'),
  samples: t('Ask for Samples', 'सैंपल मँगाएँ', 'சாம்பிள் கேளுங்கள்'),
  compare: t('Compare Sizes', 'साइज़ की तुलना करें', 'அளவுகளை ஒப்பிடுங்கள்'),
  pricing: t('Request Pricing', 'कीमत पूछें', 'விலை கேளுங்கள்'),
  tables: t('View Price Tables', 'कीमत सूची देखें', 'விலைகளைப் பாருங்கள்'),
};

/** Use cases named alike on several products. */
const u = {
  petTreats: t('Pet treats', 'पेट ट्रीट्स', 'பெட் ட்ரீட்ஸ்'),
  petFood: t('Pet food', 'पेट फ़ूड', 'பெட் ஃபுட்'),
  dryFruitsNuts: t('Dry fruits and nuts', 'ड्राई फ़्रूट्स और नट्स', 'உலர் பழங்கள், நட்ஸ்'),
  dryFruits: t('Dry fruits', 'ड्राई फ़्रूट्स', 'உலர் பழங்கள்'),
  spicesMasala: t('Spices and masala', 'मसाले और मसाला पाउडर', 'மசாலா, மசாலாப் பொடி'),
  chipsNamkeen: t('Chips and namkeen', 'चिप्स और नमकीन', 'சிப்ஸ், மிக்சர்'),
  chocolates: t('Chocolates', 'चॉकलेट', 'சாக்லேட்'),
};

/** The answer to "Which sizes are available?" where it lists them. */
const whichSizes = t('Which sizes are available?', 'कौन-कौन से साइज़ मिलते हैं?', 'எந்த அளவுகள் கிடைக்கும்?');
const whichSize = t('Which size is available?', 'कौन-सा साइज़ मिलता है?', 'எந்த அளவு கிடைக்கும்?');
const hasZipper = t('Does this pouch have a zipper?', 'क्या इस पाउच में ज़िपर है?', 'இந்த பவுச்சில் ஜிப்பர் உள்ளதா?');
/** A list of sizes as each language writes it: "100gm, 250gm and 1 Kg"; "100 ग्राम, 250 ग्राम और 1 किलो". */
const sizeList = (en: string, hi: string, ta: string) => t(en, hi, ta);

/** Reasons that hold for every product; each page adds its own first. */
const sharedReasons = [
  {
    title: t('Low minimum order', 'कम से कम ऑर्डर भी कम', 'குறைந்த குறைந்தபட்ச ஆர்டர்'),
    description: t(
      `Start from ${facts.trialPouches} pouches per design on our size pages, so a new product can launch without a warehouse of stock.`,
      `हमारे साइज़ पेजों पर हर डिज़ाइन के सिर्फ़ ${facts.trialPouches} पाउच से शुरुआत करें, ताकि नया प्रोडक्ट गोदाम भर स्टॉक के बिना लॉन्च हो सके।`,
      `எங்கள் அளவுப் பக்கங்களில் ஒவ்வொரு டிசைனுக்கும் ${facts.trialPouches} பவுச்களிலிருந்தே தொடங்கலாம்; கிடங்கு நிறைய ஸ்டாக் இல்லாமலே புதிய பொருளை அறிமுகப்படுத்தலாம்.`,
    ),
  },
  {
    title: t('Dedicated support', 'आपके लिए एक तय व्यक्ति', 'உங்களுக்கென ஒரு தனி உதவியாளர்'),
    description: t(
      'One person follows your order from artwork check to dispatch and answers within 24 hours.',
      'आर्टवर्क जाँच से डिस्पैच तक एक ही व्यक्ति आपका ऑर्डर देखता है और 24 घंटे के अंदर जवाब देता है।',
      'ஆர்ட்வொர்க் சரிபார்ப்பு முதல் அனுப்புதல் வரை ஒருவரே உங்கள் ஆர்டரைக் கவனித்து 24 மணி நேரத்துக்குள் பதில் தருவார்.',
    ),
  },
];

export const productPageList: readonly ProductPage[] = [
  {
    slug: 'kraft-with-window',
    overview: [
      t(
        'Our matt kraft stand-up pouch with a clear window is the pack that says natural at first sight. The outer kraft paper gives a warm, handmade feel; the window shows the product itself; and the resealable zip lock keeps it fresh after every opening.',
        'ट्रांसपेरेंट विंडो वाला हमारा मैट क्राफ्ट स्टैंड-अप पाउच पहली नज़र में ही नैचुरल लगता है। बाहर का क्राफ्ट पेपर गर्माहट भरा, हाथ से बना-सा एहसास देता है; विंडो से प्रोडक्ट ख़ुद दिखता है; और दोबारा बंद होने वाला ज़िप लॉक हर बार खोलने के बाद उसे ताज़ा रखता है।',
        'தெளிவான விண்டோவுடன் கூடிய எங்கள் மேட் க்ராஃப்ட் ஸ்டாண்ட்-அப் பவுச் முதல் பார்வையிலேயே இயற்கையான பேக் என்று சொல்லும். வெளிப்புற க்ராஃப்ட் பேப்பர் கைவினைப் பொருள் போன்ற இதமான உணர்வு தரும்; விண்டோ பொருளையே காட்டும்; மீண்டும் மூடக்கூடிய ஜிப் லாக் ஒவ்வொரு முறை திறந்த பிறகும் அதை ஃப்ரெஷ்ஷாக வைக்கும்.',
      ),
      t(
        `Behind the paper sit three laminated layers: kraft outside, a barrier film in the middle and a food-grade inner layer that seals cleanly. We digitally print your brand straight onto the kraft, in any quantity from ${facts.trialPouches} pouches, in seven sizes from 50gm to 3 Kg.`,
        `पेपर के पीछे तीन लैमिनेटेड लेयर हैं: बाहर क्राफ्ट, बीच में बैरियर फ़िल्म और अंदर फ़ूड-ग्रेड लेयर, जो साफ़ सील होती है। हम आपका ब्रांड सीधे क्राफ्ट पर डिजिटल प्रिंट करते हैं, ${facts.trialPouches} पाउच से लेकर कितनी भी मात्रा में, 50 ग्राम से 3 किलो तक सात साइज़ में।`,
        `பேப்பருக்குப் பின்னால் மூன்று லேமினேட் லேயர்கள் உள்ளன: வெளியே க்ராஃப்ட், நடுவில் பேரியர் ஃபிலிம், உள்ளே சுத்தமாக சீல் ஆகும் உணவுத் தர லேயர். உங்கள் பிராண்டை நேரடியாக க்ராஃப்ட் மீது டிஜிட்டல் பிரிண்ட் செய்கிறோம், ${facts.trialPouches} பவுச்களிலிருந்து எந்த எண்ணிக்கையிலும், 50 கிராம் முதல் 3 கிலோ வரை ஏழு அளவுகளில்.`,
      ),
    ],
    banner: [
      {
        title: t(
          'Kraft Pouches with a Window onto Your Product',
          'आपके प्रोडक्ट को दिखाने वाली विंडो के साथ क्राफ्ट पाउच',
          'உங்கள் பொருளைக் காட்டும் விண்டோவுடன் க்ராஃப்ட் பவுச்கள்',
        ),
        desc: t(
          `Natural matt kraft, a clear window and a resealable zip lock, printed with your brand from ${facts.trialPouches} pouches.`,
          `नैचुरल मैट क्राफ्ट, ट्रांसपेरेंट विंडो और दोबारा बंद होने वाला ज़िप लॉक, ${facts.trialPouches} पाउच से आपके ब्रांड के प्रिंट के साथ।`,
          `இயற்கையான மேட் க்ராஃப்ட், தெளிவான விண்டோ, மீண்டும் மூடக்கூடிய ஜிப் லாக்; ${facts.trialPouches} பவுச்களிலிருந்தே உங்கள் பிராண்ட் பிரிண்டுடன்.`,
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t('Eco Look, Food-Grade Protection', 'इको लुक, फ़ूड-ग्रेड सुरक्षा', 'இகோ தோற்றம், உணவுத் தரப் பாதுகாப்பு'),
        desc: t(
          '3-layer laminated kraft keeps coffee, tea, millets and dry fruits fresh while looking handmade.',
          '3-लेयर लैमिनेटेड क्राफ्ट कॉफ़ी, चाय, मिलेट्स और ड्राई फ़्रूट्स को ताज़ा रखता है, और दिखता हाथ से बना-सा है।',
          '3-லேயர் லேமினேட் க்ராஃப்ட் காபி, டீ, சிறுதானியங்கள், உலர் பழங்களை ஃப்ரெஷ்ஷாக வைக்கும்; தோற்றம் கைவினைப் பொருள் போல.',
        ),
        buttonText1: b.samples,
        buttonText2: b.compare,
      },
      {
        title: t('Seven Sizes from 50gm to 3 Kg', '50 ग्राम से 3 किलो तक सात साइज़', '50 கிராம் முதல் 3 கிலோ வரை ஏழு அளவுகள்'),
        desc: t(
          'Transparent per-pouch pricing on every size page, with an instant quote for your quantity.',
          'हर साइज़ पेज पर प्रति पाउच की साफ़ कीमतें, और आपकी मात्रा के लिए तुरंत कोटेशन।',
          'ஒவ்வொரு அளவுப் பக்கத்திலும் ஒரு பவுச்சுக்கான வெளிப்படையான விலை, உங்கள் எண்ணிக்கைக்கு உடனடி விலைப்புள்ளியுடன்.',
        ),
        buttonText1: b.pricing,
        buttonText2: b.tables,
      },
    ],
    features: [
      {
        title: t('Matt kraft outer layer', 'बाहर मैट क्राफ्ट लेयर', 'வெளியே மேட் க்ராஃப்ட் லேயர்'),
        why: t(
          'Reads as natural and premium on the shelf, and takes digital print with a soft, earthy tone.',
          'शेल्फ़ पर नैचुरल और प्रीमियम दिखती है, और डिजिटल प्रिंट को हल्के, मिट्टी जैसे रंग में उभारती है।',
          'அலமாரியில் இயற்கையாகவும் பிரீமியமாகவும் தெரியும்; டிஜிட்டல் பிரிண்ட் மென்மையான மண் வண்ணத்தில் வரும்.',
        ),
      },
      {
        title: t('Clear window', 'ट्रांसपेरेंट विंडो', 'தெளிவான விண்டோ'),
        why: t(
          'Buyers see the real product before they buy, which builds trust for food sold by look and colour.',
          'ग्राहक ख़रीदने से पहले असली प्रोडक्ट देखते हैं, जिससे रंग-रूप देखकर बिकने वाले फ़ूड प्रोडक्ट पर भरोसा बनता है।',
          'வாங்கும் முன்பே உண்மையான பொருளை வாடிக்கையாளர் பார்க்கிறார்; தோற்றத்தையும் வண்ணத்தையும் பார்த்து விற்கும் உணவுக்கு இது நம்பிக்கை தரும்.',
        ),
      },
      {
        title: t('Resealable zip lock', 'दोबारा बंद होने वाला ज़िप लॉक', 'மீண்டும் மூடக்கூடிய ஜிப் லாக்'),
        why: t(
          'Customers close the pack after each use, so the product stays fresh until the last spoon.',
          'ग्राहक हर इस्तेमाल के बाद पैक बंद कर देते हैं, इसलिए प्रोडक्ट आख़िरी चम्मच तक ताज़ा रहता है।',
          'ஒவ்வொரு பயன்பாட்டுக்குப் பிறகும் வாடிக்கையாளர் பேக்கை மூடுவதால், கடைசி ஸ்பூன் வரை பொருள் ஃப்ரெஷ்ஷாக இருக்கும்.',
        ),
      },
      {
        title: t('3-layer lamination', '3-लेयर लैमिनेशन', '3-லேயர் லேமினேஷன்'),
        why: t(
          'A barrier film between paper and food keeps out moisture and air and stops grease from showing through.',
          'पेपर और फ़ूड के बीच की बैरियर फ़िल्म नमी और हवा को बाहर रखती है और चिकनाई के दाग़ बाहर नहीं आने देती।',
          'பேப்பருக்கும் உணவுக்கும் இடையிலான பேரியர் ஃபிலிம் ஈரப்பதத்தையும் காற்றையும் தடுக்கும்; எண்ணெய்க் கறை வெளியே தெரியாது.',
        ),
      },
      {
        title: t('Bottom gusset', 'नीचे गसेट', 'அடிப்பகுதி கஸெட்'),
        why: t(
          'The pouch stands upright on a shelf or counter and opens into a wide base that holds more.',
          'पाउच शेल्फ़ या काउंटर पर सीधा खड़ा रहता है और नीचे से चौड़ा खुलता है, जिससे उसमें ज़्यादा आता है।',
          'பவுச் அலமாரியிலோ கவுன்ட்டரிலோ நிமிர்ந்து நிற்கும்; அகலமான அடிப்பகுதியாக விரிந்து அதிகம் கொள்ளும்.',
        ),
      },
      {
        title: t('Tear notches', 'टियर नॉच', 'டியர் நாட்ச்'),
        why: t(
          'The first opening is clean and easy, without scissors.',
          'पहली बार खोलना साफ़ और आसान, बिना कैंची के।',
          'முதல் முறை திறப்பது சுத்தமாகவும் எளிதாகவும் இருக்கும், கத்தரிக்கோல் இல்லாமல்.',
        ),
      },
    ],
    useCases: [
      { name: t('Coffee beans and powder', 'कॉफ़ी बीन्स और पाउडर', 'காபி கொட்டை, காபி பவுடர்'), kind: 'food' },
      { name: t('Tea and herbal infusions', 'चाय और हर्बल काढ़े', 'டீ, மூலிகை டீ'), kind: 'food' },
      { name: u.dryFruitsNuts, kind: 'food' },
      { name: t('Millets and grains', 'मिलेट्स और अनाज', 'சிறுதானியங்கள், தானியங்கள்'), kind: 'food' },
      { name: t('Cookies and snacks', 'कुकीज़ और स्नैक्स', 'குக்கீஸ், ஸ்நாக்ஸ்'), kind: 'food' },
      { name: u.spicesMasala, kind: 'food' },
      { name: u.petTreats, kind: 'non-food' },
      { name: t('Bath salts and herbal powders', 'बाथ सॉल्ट और हर्बल पाउडर', 'பாத் சால்ட், மூலிகைப் பவுடர்கள்'), kind: 'non-food' },
      { name: t('Seeds for gardening', 'बाग़वानी के बीज', 'தோட்ட விதைகள்'), kind: 'non-food' },
      { name: t('Handmade soaps', 'हैंडमेड साबुन', 'கைத்தயாரிப்பு சோப்புகள்'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Printed straight on kraft', 'सीधे क्राफ्ट पर प्रिंट', 'நேரடியாக க்ராஃப்ட் மீது பிரிண்ட்'),
        description: t(
          'High-definition digital print with lasting colours, no plates and no labels to apply by hand.',
          'टिकाऊ रंगों वाली हाई-डेफ़िनिशन डिजिटल प्रिंटिंग, न प्लेट, न हाथ से लगाने वाले लेबल।',
          'நீடித்த வண்ணங்களுடன் ஹை-டெஃபினிஷன் டிஜிட்டல் பிரிண்ட்; பிளேட்டும் இல்லை, கையால் ஒட்டும் லேபிளும் இல்லை.',
        ),
      },
      {
        title: t('Prices you can see', 'कीमतें जो साफ़ दिखती हैं', 'கண்ணுக்குத் தெரியும் விலைகள்'),
        description: t(
          'Per-pouch prices for every band from 100 to 5000 units, on each size page.',
          'हर साइज़ पेज पर 100 से 5000 पीस तक हर रेंज के लिए प्रति पाउच कीमत।',
          'ஒவ்வொரு அளவுப் பக்கத்திலும், 100 முதல் 5000 பீஸ் வரை ஒவ்வொரு வரம்புக்கும் ஒரு பவுச் விலை.',
        ),
      },
      {
        title: t('Food-grade materials', 'फ़ूड-ग्रेड मटीरियल', 'உணவுத் தர மெட்டீரியல்'),
        description: t(
          'Inner layers suitable for direct contact with dry food.',
          'अंदर की लेयर ड्राई फ़ूड के सीधे संपर्क के लिए सही।',
          'உள்ளே உள்ள லேயர்கள் உலர் உணவுடன் நேரடித் தொடர்புக்கு ஏற்றவை.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: t('What are the dimensions of the 250gm pouch?', '250 ग्राम पाउच का साइज़ क्या है?', '250 கிராம் பவுச்சின் அளவுகள் என்ன?'),
        answer: t(
          `The 250gm kraft window pouch measures ${size('250gm')} (width x length ${gussetReading(gusset250)}).`,
          `250 ग्राम के क्राफ्ट विंडो पाउच का साइज़ ${size('250gm')} है (चौड़ाई x लंबाई ${gussetReading(gusset250, 'hi')})।`,
          `250 கிராம் க்ராஃப்ட் விண்டோ பவுச்சின் அளவு ${size('250gm')} (அகலம் x நீளம் ${gussetReading(gusset250, 'ta')}).`,
        ),
        perSize: 'dimensions',
      },
      {
        question: t('How big is the 50gm pouch?', '50 ग्राम पाउच कितना बड़ा है?', '50 கிராம் பவுச் எவ்வளவு பெரியது?'),
        answer: t(
          `The 50gm pouch is ${formatInches(inches50)}, which is ${size('50gm')}: right for ${sizes['50gm'].typicalFill.en}.`,
          `50 ग्राम पाउच ${formatInches(inches50, 'hi')} का है, यानी ${size('50gm')}: ${sizes['50gm'].typicalFill.hi} के लिए सही।`,
          `50 கிராம் பவுச் ${formatInches(inches50, 'ta')}, அதாவது ${size('50gm')}: ${sizes['50gm'].typicalFill.ta} ஆகியவற்றுக்கு ஏற்றது.`,
        ),
        perSize: 'dimensions',
      },
      {
        question: t('What is the minimum order?', 'कम से कम कितना ऑर्डर करना होगा?', 'குறைந்தபட்ச ஆர்டர் எவ்வளவு?'),
        answer: t(
          `Our size pages start at ${facts.trialPouches} pouches per design. Larger runs bring the price per pouch down; see the price table on each size page.`,
          `हमारे साइज़ पेज हर डिज़ाइन के ${facts.trialPouches} पाउच से शुरू होते हैं। ज़्यादा मात्रा पर प्रति पाउच कीमत कम होती है; हर साइज़ पेज पर कीमत सूची देखें।`,
          `எங்கள் அளவுப் பக்கங்கள் ஒரு டிசைனுக்கு ${facts.trialPouches} பவுச்களில் தொடங்குகின்றன. அதிக அளவில் ஆர்டர் செய்தால் ஒரு பவுச் விலை குறையும்; ஒவ்வொரு அளவுப் பக்கத்திலும் விலைப் பட்டியலைப் பாருங்கள்.`,
        ),
        perSize: 'minimum-order',
      },
      {
        question: t('Is the window material food-safe?', 'क्या विंडो का मटीरियल फ़ूड-सेफ़ है?', 'விண்டோ மெட்டீரியல் உணவுக்குப் பாதுகாப்பானதா?'),
        answer: t(
          'Yes. The window is part of the food-grade laminate, sealed to the kraft, with no glue near the product.',
          'हाँ। विंडो फ़ूड-ग्रेड लैमिनेट का ही हिस्सा है, क्राफ्ट से सील की हुई, और प्रोडक्ट के पास कोई गोंद नहीं।',
          'ஆம். விண்டோ உணவுத் தர லேமினேட்டின் ஒரு பகுதி, க்ராஃப்ட்டுடன் சீல் செய்யப்பட்டது; பொருளுக்கு அருகில் பசை எதுவும் இல்லை.',
        ),
      },
      {
        question: t('Can the pouch be heat sealed after filling?', 'क्या भरने के बाद पाउच को हीट सील किया जा सकता है?', 'நிரப்பிய பிறகு பவுச்சை ஹீட் சீல் செய்யலாமா?'),
        answer: t(
          'Yes. Fill through the top, close the zip lock and heat seal above it for a tamper-evident pack; the tear notches open it again.',
          'हाँ। ऊपर से भरें, ज़िप लॉक बंद करें और उसके ऊपर हीट सील करें, ताकि छेड़छाड़ हो तो पता चले; टियर नॉच से पैक फिर खुल जाता है।',
          'ஆம். மேலே வழியாக நிரப்பி, ஜிப் லாக்கை மூடி, அதற்கு மேலே ஹீட் சீல் செய்தால் திறந்தது தெரியும் பேக் ஆகும்; டியர் நாட்ச் மூலம் மீண்டும் திறக்கலாம்.',
        ),
      },
    ],
  },
  {
    slug: 'kraft-inner-foiled',
    overview: [
      t(
        'Matt kraft on the outside and aluminium foil on the inside: this pouch looks natural and protects like metal. The foil layer blocks light, moisture and oxygen, which keeps aroma in and crispness up for products that spoil easily.',
        'बाहर मैट क्राफ्ट और अंदर एल्युमिनियम फ़ॉइल: यह पाउच दिखता नैचुरल है और बचाता धातु की तरह है। फ़ॉइल लेयर रोशनी, नमी और ऑक्सीजन को रोकती है, जिससे जल्दी ख़राब होने वाले प्रोडक्ट की ख़ुशबू और कुरकुरापन बना रहता है।',
        'வெளியே மேட் க்ராஃப்ட், உள்ளே அலுமினியம் ஃபாயில்: இந்த பவுச் இயற்கையாகத் தெரியும், உலோகம் போலப் பாதுகாக்கும். ஃபாயில் லேயர் ஒளி, ஈரப்பதம், ஆக்சிஜனைத் தடுப்பதால், எளிதில் கெடும் பொருட்களின் மணமும் மொறுமொறுப்பும் நிலைக்கும்.',
      ),
      t(
        `It comes in five sizes from 50g to 1 Kg, each with a resealable zip lock and a bottom gusset that makes it stand. We print your design digitally onto the kraft, from ${facts.trialPouches} pouches.`,
        `यह 50 ग्राम से 1 किलो तक पाँच साइज़ में आता है, हर एक में दोबारा बंद होने वाला ज़िप लॉक और नीचे गसेट, जिससे पाउच खड़ा रहता है। हम आपका डिज़ाइन ${facts.trialPouches} पाउच से क्राफ्ट पर डिजिटल प्रिंट करते हैं।`,
        `50 கிராம் முதல் 1 கிலோ வரை ஐந்து அளவுகளில் கிடைக்கும்; ஒவ்வொன்றிலும் மீண்டும் மூடக்கூடிய ஜிப் லாக், நிற்க வைக்கும் அடிப்பகுதி கஸெட். ${facts.trialPouches} பவுச்களிலிருந்தே உங்கள் டிசைனை க்ராஃப்ட் மீது டிஜிட்டல் பிரிண்ட் செய்கிறோம்.`,
      ),
    ],
    banner: [
      {
        title: t('Kraft Outside, Foil Inside', 'बाहर क्राफ्ट, अंदर फ़ॉइल', 'வெளியே க்ராஃப்ட், உள்ளே ஃபாயில்'),
        desc: t(
          'The natural kraft look with an aluminium foil barrier that keeps coffee, tea and spices fresh for longer.',
          'क्राफ्ट का नैचुरल लुक, एल्युमिनियम फ़ॉइल बैरियर के साथ जो कॉफ़ी, चाय और मसालों को ज़्यादा समय तक ताज़ा रखता है।',
          'க்ராஃப்ட்டின் இயற்கைத் தோற்றம், காபி, டீ, மசாலாவை நீண்ட நாள் ஃப்ரெஷ்ஷாக வைக்கும் அலுமினியம் ஃபாயில் பேரியருடன்.',
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t('Aroma Stays In, Moisture Stays Out', 'ख़ुशबू अंदर, नमी बाहर', 'மணம் உள்ளே, ஈரப்பதம் வெளியே'),
        desc: t(
          'Inner foil lamination for products that lose flavour to light and air, resealable after every use.',
          'रोशनी और हवा से स्वाद खोने वाले प्रोडक्ट के लिए अंदर फ़ॉइल लैमिनेशन, हर इस्तेमाल के बाद दोबारा बंद होने वाला।',
          'ஒளியாலும் காற்றாலும் சுவை இழக்கும் பொருட்களுக்கு உள்ளே ஃபாயில் லேமினேஷன்; ஒவ்வொரு பயன்பாட்டுக்குப் பிறகும் மீண்டும் மூடக்கூடியது.',
        ),
        buttonText1: b.samples,
        buttonText2: b.compare,
      },
    ],
    features: [
      {
        title: t('Inner aluminium foil', 'अंदर एल्युमिनियम फ़ॉइल', 'உள்ளே அலுமினியம் ஃபாயில்'),
        why: t(
          'The strongest barrier against light, moisture and oxygen, so flavour and crunch last longer.',
          'रोशनी, नमी और ऑक्सीजन के ख़िलाफ़ सबसे मज़बूत बैरियर, ताकि स्वाद और कुरकुरापन ज़्यादा देर टिके।',
          'ஒளி, ஈரப்பதம், ஆக்சிஜனுக்கு எதிரான வலுவான பேரியர்; சுவையும் மொறுமொறுப்பும் நீண்ட நாள் நிலைக்கும்.',
        ),
      },
      {
        title: t('Matt kraft outer layer', 'बाहर मैट क्राफ्ट लेयर', 'வெளியே மேட் க்ராஃப்ட் லேயர்'),
        why: t(
          'A natural, handmade look that suits organic, artisanal and eco-minded brands.',
          'नैचुरल, हाथ से बना-सा लुक, जो ऑर्गेनिक, आर्टिसनल और इको-फ़्रेंडली ब्रांडों पर जँचता है।',
          'ஆர்கானிக், கைவினை, சுற்றுச்சூழல் அக்கறை கொண்ட பிராண்டுகளுக்குப் பொருந்தும் இயற்கையான, கைவினைத் தோற்றம்.',
        ),
      },
      {
        title: t('Resealable zip lock', 'दोबारा बंद होने वाला ज़िप लॉक', 'மீண்டும் மூடக்கூடிய ஜிப் லாக்'),
        why: t(
          'Customers reclose the pack and keep the contents protected after the first opening.',
          'ग्राहक पैक फिर से बंद कर सकते हैं, पहली बार खुलने के बाद भी अंदर का सामान सुरक्षित रहता है।',
          'வாடிக்கையாளர் பேக்கை மீண்டும் மூடலாம்; முதல் முறை திறந்த பிறகும் உள்ளே இருப்பது பாதுகாப்பாக இருக்கும்.',
        ),
      },
      {
        title: t('Opaque body', 'अपारदर्शी बॉडी', 'ஒளி ஊடுருவாத உடல்'),
        why: t(
          'No light reaches the product, which matters for coffee, tea and spice oils.',
          'प्रोडक्ट तक रोशनी नहीं पहुँचती, जो कॉफ़ी, चाय और मसालों के तेल के लिए ज़रूरी है।',
          'பொருளுக்கு ஒளி எட்டாது; காபி, டீ, மசாலா எண்ணெய்களுக்கு இது முக்கியம்.',
        ),
      },
      {
        title: t('Stand-up bottom gusset', 'स्टैंड-अप बॉटम गसेट', 'ஸ்டாண்ட் அப் அடிப்பகுதி கஸெட்'),
        why: t(
          'Stands on the shelf with your front panel facing the buyer.',
          'शेल्फ़ पर खड़ा रहता है, आपका फ्रंट पैनल ग्राहक की ओर।',
          'உங்கள் முன்பக்க பேனல் வாங்குபவரைப் பார்த்தபடி அலமாரியில் நிற்கும்.',
        ),
      },
    ],
    useCases: [
      { name: t('Coffee beans and ground coffee', 'कॉफ़ी बीन्स और पिसी कॉफ़ी', 'காபி கொட்டை, அரைத்த காபி'), kind: 'food' },
      { name: t('Tea leaves', 'चाय पत्ती', 'டீ இலைகள்'), kind: 'food' },
      { name: t('Masala and spice blends', 'मसाला और मसाला मिक्स', 'மசாலா, மசாலா கலவைகள்'), kind: 'food' },
      { name: t('Protein powder', 'प्रोटीन पाउडर', 'புரோட்டீன் பவுடர்'), kind: 'food' },
      { name: u.chipsNamkeen, kind: 'food' },
      { name: u.chocolates, kind: 'food' },
      { name: t('Nutraceutical powders', 'न्यूट्रास्यूटिकल पाउडर', 'நியூட்ராசூட்டிகல் பவுடர்கள்'), kind: 'non-food' },
      { name: t('Herbal and ayurvedic powders', 'हर्बल और आयुर्वेदिक पाउडर', 'மூலிகை, ஆயுர்வேதப் பவுடர்கள்'), kind: 'non-food' },
      { name: u.petFood, kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Barrier you can trust', 'भरोसेमंद बैरियर', 'நம்பகமான பேரியர்'),
        description: t(
          'Three laminated layers with foil inside, made with food-grade materials.',
          'अंदर फ़ॉइल वाली तीन लैमिनेटेड लेयर, फ़ूड-ग्रेड मटीरियल से बनी।',
          'உள்ளே ஃபாயிலுடன் மூன்று லேமினேட் லேயர்கள், உணவுத் தர மெட்டீரியலால் ஆனவை.',
        ),
      },
      {
        title: t('Natural look, full colour', 'नैचुरल लुक, फ़ुल कलर', 'இயற்கைத் தோற்றம், முழு வண்ணம்'),
        description: t(
          'Digital printing puts photos and fine text onto kraft without plates.',
          'डिजिटल प्रिंटिंग बिना प्लेट के फ़ोटो और बारीक अक्षर भी क्राफ्ट पर छाप देती है।',
          'டிஜிட்டல் பிரிண்டிங் பிளேட் இல்லாமலே புகைப்படங்களையும் நுண்ணிய எழுத்துகளையும் க்ராஃப்ட் மீது அச்சிடும்.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: whichSizes,
        answer: t(
          'Five sizes: 50g, 100gm, 250gm, 500gm and 1 Kg, each with its own page of dimensions.',
          'पाँच साइज़: 50 ग्राम, 100 ग्राम, 250 ग्राम, 500 ग्राम और 1 किलो, हर एक का अपना पेज, साइज़ की पूरी जानकारी के साथ।',
          'ஐந்து அளவுகள்: 50 கிராம், 100 கிராம், 250 கிராம், 500 கிராம், 1 கிலோ; ஒவ்வொன்றுக்கும் அளவுகளுடன் தனிப் பக்கம்.',
        ),
      },
      {
        question: t('Why choose foil inside instead of a window?', 'विंडो की जगह अंदर फ़ॉइल क्यों चुनें?', 'விண்டோவுக்குப் பதில் உள்ளே ஃபாயில் ஏன்?'),
        answer: t(
          'Foil blocks light completely. For coffee, tea and spices that lose aroma in light, it keeps them fresh longer than a window pouch.',
          'फ़ॉइल रोशनी को पूरी तरह रोकती है। रोशनी में ख़ुशबू खोने वाली कॉफ़ी, चाय और मसालों को यह विंडो पाउच से ज़्यादा समय तक ताज़ा रखती है।',
          'ஃபாயில் ஒளியை முழுமையாகத் தடுக்கும். ஒளியில் மணம் இழக்கும் காபி, டீ, மசாலாவை விண்டோ பவுச்சை விட நீண்ட நாள் ஃப்ரெஷ்ஷாக வைக்கும்.',
        ),
      },
      {
        question: t('Is the foil in contact with the food?', 'क्या फ़ॉइल फ़ूड को छूती है?', 'ஃபாயில் உணவைத் தொடுமா?'),
        answer: t(
          'The inner surface is a food-grade sealing layer laminated over the foil, so the food touches only food-safe film.',
          'अंदर की सतह फ़ॉइल के ऊपर लैमिनेट की गई फ़ूड-ग्रेड सीलिंग लेयर है, इसलिए फ़ूड सिर्फ़ फ़ूड-सेफ़ फ़िल्म को छूता है।',
          'உள்ளே உள்ள மேற்பரப்பு ஃபாயில் மீது லேமினேட் செய்த உணவுத் தர சீலிங் லேயர்; எனவே உணவு, உணவுக்குப் பாதுகாப்பான ஃபிலிமை மட்டுமே தொடும்.',
        ),
      },
      {
        question: t('Can I add a one-way degassing valve for coffee?', 'क्या कॉफ़ी के लिए वन-वे डीगैसिंग वाल्व लग सकता है?', 'காபிக்கு ஒன்-வே டீகேசிங் வால்வ் சேர்க்கலாமா?'),
        answer: t(
          'Tell us in your enquiry: valves can be fitted on larger runs, and we will confirm the price with your quote.',
          'अपनी इन्क्वायरी में बताएँ: बड़े ऑर्डर पर वाल्व लगाए जा सकते हैं, और हम कोटेशन के साथ उसकी कीमत बता देंगे।',
          'உங்கள் விசாரணையில் சொல்லுங்கள்: பெரிய ஆர்டர்களில் வால்வ் பொருத்தலாம்; விலையை உங்கள் விலைப்புள்ளியுடன் உறுதிசெய்வோம்.',
        ),
      },
    ],
  },
  {
    slug: 'transparent-standup',
    overview: [
      t(
        'Fully transparent on both sides, this stand-up pouch lets the product do the selling. It is the pouch our idly and dosa batter makers use: the fresh batter is visible, and a printed brand band tells buyers whose it is.',
        'दोनों तरफ़ से पूरी तरह ट्रांसपेरेंट यह स्टैंड-अप पाउच प्रोडक्ट को ख़ुद बिकने देता है। इडली और डोसा बैटर बनाने वाले हमारे ग्राहक यही पाउच लेते हैं: ताज़ा बैटर दिखता है, और प्रिंट की हुई ब्रांड पट्टी बताती है कि वह किसका है।',
        'இரு பக்கமும் முழுவதும் டிரான்ஸ்பரன்ட்டான இந்த ஸ்டாண்ட்-அப் பவுச்சில் பொருளே விற்பனை செய்யும். எங்கள் இட்லி, தோசை மாவு தயாரிப்பாளர்கள் பயன்படுத்தும் பவுச் இதுதான்: ஃப்ரெஷ் மாவு தெரியும், பிரிண்ட் செய்த பிராண்ட் பட்டை அது யாருடையது என்று சொல்லும்.',
      ),
      t(
        'It has no zipper: fill it, heat seal the top and it is ready for the shelf. It comes in packs of 50.',
        'इसमें ज़िपर नहीं है: भरें, ऊपर हीट सील करें और यह शेल्फ़ के लिए तैयार। यह 50 के पैक में आता है।',
        'இதில் ஜிப்பர் இல்லை: நிரப்பி, மேலே ஹீட் சீல் செய்தால் அலமாரிக்குத் தயார். 50 பீஸ் பேக்குகளில் கிடைக்கும்.',
      ),
    ],
    banner: [
      {
        title: t('Let Your Product Be Seen', 'अपने प्रोडक्ट को दिखने दें', 'உங்கள் பொருள் கண்ணில் படட்டும்'),
        desc: t(
          'Crystal-clear on both sides with your brand printed on: ideal for fresh batter, grains and sweets.',
          'दोनों तरफ़ पूरी तरह ट्रांसपेरेंट, ऊपर आपका ब्रांड प्रिंट: ताज़ा बैटर, अनाज और मिठाई के लिए बढ़िया।',
          'இரு பக்கமும் கண்ணாடி போல் தெளிவு, மேலே உங்கள் பிராண்ட் பிரிண்ட்: ஃப்ரெஷ் மாவு, தானியங்கள், இனிப்புகளுக்கு ஏற்றது.',
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t('Made for Idly and Dosa Batter', 'इडली और डोसा बैटर के लिए बना', 'இட்லி, தோசை மாவுக்காகவே'),
        desc: t(
          'A 1 Kg clear stand-up pouch in packs of 50, heat-sealed for freshness.',
          '1 किलो का ट्रांसपेरेंट स्टैंड-अप पाउच, 50 के पैक में, ताज़गी के लिए हीट सील।',
          '50 பீஸ் பேக்கில் 1 கிலோ டிரான்ஸ்பரன்ட் ஸ்டாண்ட்-அப் பவுச், ஃப்ரெஷ்ஷாக இருக்க ஹீட் சீல்.',
        ),
        buttonText1: b.samples,
        buttonText2: b.viewSize,
      },
    ],
    features: [
      {
        title: t('Transparent both sides', 'दोनों तरफ़ ट्रांसपेरेंट', 'இரு பக்கமும் டிரான்ஸ்பரன்ட்'),
        why: t(
          'Shoppers judge freshness and quality at a glance, front and back.',
          'ग्राहक फ्रंट और बैक पर एक नज़र में ताज़गी और क्वालिटी परख लेते हैं।',
          'முன்பக்கமும் பின்பக்கமும் ஒரே பார்வையில் ஃப்ரெஷ்னஸையும் தரத்தையும் வாடிக்கையாளர் மதிப்பிடலாம்.',
        ),
      },
      {
        title: t('Heat-sealed top', 'हीट-सील्ड टॉप', 'மேலே ஹீட் சீல்'),
        why: t(
          'A firm, tamper-evident seal for products sold in a single use.',
          'एक बार में इस्तेमाल होने वाले प्रोडक्ट के लिए मज़बूत सील, जिसमें छेड़छाड़ हो तो पता चले।',
          'ஒருமுறை பயன்பாட்டுப் பொருட்களுக்கு உறுதியான, திறந்தால் தெரியும் சீல்.',
        ),
      },
      {
        title: t('Printed brand band', 'प्रिंटेड ब्रांड पट्टी', 'பிரிண்ட் செய்த பிராண்ட் பட்டை'),
        why: t(
          'Your name, logo and details without hiding the product.',
          'आपका नाम, लोगो और जानकारी, प्रोडक्ट को छिपाए बिना।',
          'பொருளை மறைக்காமல் உங்கள் பெயர், லோகோ, விவரங்கள்.',
        ),
      },
      {
        title: t('Stand-up gusset', 'स्टैंड-अप गसेट', 'ஸ்டாண்ட்-அப் கஸெட்'),
        why: t(
          'Stands in a chiller or on a counter instead of lying flat.',
          'चिलर में या काउंटर पर लेटने के बजाय खड़ा रहता है।',
          'சில்லரிலோ கவுன்ட்டரிலோ படுக்காமல் நிமிர்ந்து நிற்கும்.',
        ),
      },
    ],
    useCases: [
      { name: t('Idly and dosa batter', 'इडली और डोसा बैटर', 'இட்லி, தோசை மாவு'), kind: 'food' },
      { name: t('Rice and grains', 'चावल और अनाज', 'அரிசி, தானியங்கள்'), kind: 'food' },
      { name: t('Sweets and candy', 'मिठाई और कैंडी', 'இனிப்புகள், மிட்டாய்'), kind: 'food' },
      { name: t('Pulses and dals', 'दालें', 'பருப்பு வகைகள்'), kind: 'food' },
      { name: t('Puffed rice and snacks', 'मुरमुरे और स्नैक्स', 'பொரி, ஸ்நாக்ஸ்'), kind: 'food' },
      { name: t('Hardware and small parts', 'हार्डवेयर और छोटे पुर्ज़े', 'ஹார்டுவேர், சிறிய உதிரிபாகங்கள்'), kind: 'non-food' },
      { name: t('Craft supplies', 'क्राफ़्ट का सामान', 'கைவினைப் பொருட்கள்'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Clarity that sells', 'ऐसी पारदर्शिता जो बेचती है', 'விற்பனையைக் கூட்டும் தெளிவு'),
        description: t(
          'High-clarity film that keeps its shine on the shelf.',
          'हाई-क्लैरिटी फ़िल्म, जिसकी चमक शेल्फ़ पर बनी रहती है।',
          'அலமாரியிலும் பளபளப்பு குறையாத ஹை-கிளாரிட்டி ஃபிலிம்.',
        ),
      },
      {
        title: t('Packs of 50', '50 के पैक', '50 பீஸ் பேக்குகள்'),
        description: t(
          'Smaller packs for daily-fresh products, so stock never sits for long.',
          'रोज़ ताज़ा बनने वाले प्रोडक्ट के लिए छोटे पैक, ताकि स्टॉक लंबे समय तक पड़ा न रहे।',
          'தினமும் ஃப்ரெஷ்ஷாகத் தயாராகும் பொருட்களுக்குச் சிறிய பேக்குகள்; ஸ்டாக் நீண்ட நாள் தேங்காது.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: hasZipper,
        answer: t(
          'No. It is sealed with heat after filling, which suits products used at once, like fresh batter.',
          'नहीं। भरने के बाद इसे हीट से सील किया जाता है, जो ताज़ा बैटर जैसे तुरंत इस्तेमाल होने वाले प्रोडक्ट के लिए ठीक है।',
          'இல்லை. நிரப்பிய பிறகு ஹீட் சீல் செய்யப்படும்; ஃப்ரெஷ் மாவு போல உடனே பயன்படுத்தும் பொருட்களுக்கு இது ஏற்றது.',
        ),
      },
      {
        question: t('How many pouches come in a pack?', 'एक पैक में कितने पाउच आते हैं?', 'ஒரு பேக்கில் எத்தனை பவுச்கள்?'),
        answer: t('Packs of 50 pouches.', 'एक पैक में 50 पाउच आते हैं।', 'ஒரு பேக்கில் 50 பவுச்கள் இருக்கும்.'),
      },
      {
        question: t('Can it go in the refrigerator?', 'क्या इसे फ़्रिज में रख सकते हैं?', 'இதை ஃப்ரிட்ஜில் வைக்கலாமா?'),
        answer: t(
          'Yes. The film stays clear and flexible at chiller temperatures, which is why batter makers use it.',
          'हाँ। चिलर के तापमान पर भी फ़िल्म ट्रांसपेरेंट और लचीली रहती है, इसीलिए बैटर बनाने वाले इसे लेते हैं।',
          'ஆம். சில்லர் வெப்பநிலையிலும் ஃபிலிம் தெளிவாகவும் வளைந்துகொடுப்பதாகவும் இருக்கும்; அதனால்தான் மாவு தயாரிப்பாளர்கள் இதைப் பயன்படுத்துகிறார்கள்.',
        ),
      },
    ],
  },
  {
    slug: 'transparent-zipper',
    overview: [
      t(
        'A clear stand-up pouch with a resealable zipper, in six sizes from 50gm to 2 Kg. Everything inside is on show, and the zipper keeps it fresh at home.',
        'दोबारा बंद होने वाले ज़िपर के साथ ट्रांसपेरेंट स्टैंड-अप पाउच, 50 ग्राम से 2 किलो तक छह साइज़ में। अंदर का सब कुछ दिखता है, और ज़िपर घर पर उसे ताज़ा रखता है।',
        'மீண்டும் மூடக்கூடிய ஜிப்பருடன் டிரான்ஸ்பரன்ட் ஸ்டாண்ட்-அப் பவுச், 50 கிராம் முதல் 2 கிலோ வரை ஆறு அளவுகளில். உள்ளே உள்ள அனைத்தும் தெரியும்; வீட்டில் ஜிப்பர் அதை ஃப்ரெஷ்ஷாக வைக்கும்.',
      ),
      t(
        `Print your brand as a label band or a full design with clear areas: digital printing means no plates and runs from ${facts.trialPouches} pouches.`,
        `अपना ब्रांड लेबल पट्टी के रूप में या ट्रांसपेरेंट हिस्सों वाले पूरे डिज़ाइन के रूप में प्रिंट कराएँ: डिजिटल प्रिंटिंग में न प्लेट लगती है, और ऑर्डर ${facts.trialPouches} पाउच से शुरू।`,
        `உங்கள் பிராண்டை லேபிள் பட்டையாகவோ, தெளிவான பகுதிகளுடன் முழு டிசைனாகவோ பிரிண்ட் செய்யலாம்: டிஜிட்டல் பிரிண்டிங்கில் பிளேட் தேவையில்லை, ${facts.trialPouches} பவுச்களிலிருந்தே ஆர்டர்.`,
      ),
    ],
    banner: [
      {
        title: t('Clear Zipper Pouches in Six Sizes', 'छह साइज़ में ट्रांसपेरेंट ज़िपर पाउच', 'ஆறு அளவுகளில் டிரான்ஸ்பரன்ட் ஜிப்பர் பவுச்கள்'),
        desc: t(
          'From 50gm samples to 2 Kg family packs, resealable and fully transparent.',
          '50 ग्राम के सैंपल से 2 किलो के फ़ैमिली पैक तक, दोबारा बंद होने वाले और पूरी तरह ट्रांसपेरेंट।',
          '50 கிராம் சாம்பிள் முதல் 2 கிலோ குடும்ப பேக் வரை; மீண்டும் மூடக்கூடியது, முழுவதும் டிரான்ஸ்பரன்ட்.',
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t('Show It, Seal It, Reseal It', 'दिखाएँ, सील करें, फिर बंद करें', 'காட்டுங்கள், சீல் செய்யுங்கள், மீண்டும் மூடுங்கள்'),
        desc: t(
          'Transparent film, a strong zipper and your brand printed in full colour.',
          'ट्रांसपेरेंट फ़िल्म, मज़बूत ज़िपर और फ़ुल कलर में प्रिंट आपका ब्रांड।',
          'டிரான்ஸ்பரன்ட் ஃபிலிம், வலுவான ஜிப்பர், முழு வண்ணத்தில் உங்கள் பிராண்ட்.',
        ),
        buttonText1: b.samples,
        buttonText2: b.compare,
      },
    ],
    features: [
      {
        title: t('Transparent both sides', 'दोनों तरफ़ ट्रांसपेरेंट', 'இரு பக்கமும் டிரான்ஸ்பரன்ட்'),
        why: t(
          'The product is the picture: no photo can sell a colourful snack better.',
          'प्रोडक्ट ही तस्वीर है: रंग-बिरंगे स्नैक को इससे बेहतर कोई फ़ोटो नहीं बेच सकती।',
          'பொருளே படம்: வண்ணமயமான ஸ்நாக்கை இதைவிட நன்றாக எந்தப் புகைப்படமும் விற்காது.',
        ),
      },
      {
        title: t('Resealable zipper', 'दोबारा बंद होने वाला ज़िपर', 'மீண்டும் மூடக்கூடிய ஜிப்பர்'),
        why: t(
          'Customers use the pack again and again, and your brand stays in their kitchen.',
          'ग्राहक पैक बार-बार इस्तेमाल करते हैं, और आपका ब्रांड उनकी रसोई में बना रहता है।',
          'வாடிக்கையாளர் பேக்கை மீண்டும் மீண்டும் பயன்படுத்துவார்; உங்கள் பிராண்ட் அவர் சமையலறையிலேயே இருக்கும்.',
        ),
      },
      {
        title: t('Six sizes', 'छह साइज़', 'ஆறு அளவுகள்'),
        why: t(
          'One look for samples, retail and family packs of the same product.',
          'एक ही प्रोडक्ट के सैंपल, खुदरा और फ़ैमिली पैक के लिए एक जैसा लुक।',
          'ஒரே பொருளின் சாம்பிள், சில்லறை, குடும்ப பேக்குகளுக்கு ஒரே தோற்றம்.',
        ),
      },
      {
        title: t('Food-grade film', 'फ़ूड-ग्रेड फ़िल्म', 'உணவுத் தர ஃபிலிம்'),
        why: t('Safe for direct contact with dry food.', 'ड्राई फ़ूड के सीधे संपर्क के लिए सुरक्षित।', 'உலர் உணவுடன் நேரடித் தொடர்புக்குப் பாதுகாப்பானது.'),
      },
    ],
    useCases: [
      { name: u.dryFruitsNuts, kind: 'food' },
      { name: t('Candy and chocolates', 'कैंडी और चॉकलेट', 'மிட்டாய், சாக்லேட்'), kind: 'food' },
      { name: t('Cookies and rusks', 'कुकीज़ और रस्क', 'குக்கீஸ், ரஸ்க்'), kind: 'food' },
      { name: t('Makhana and snacks', 'मखाना और स्नैक्स', 'மக்கானா, ஸ்நாக்ஸ்'), kind: 'food' },
      { name: t('Pasta and grains', 'पास्ता और अनाज', 'பாஸ்தா, தானியங்கள்'), kind: 'food' },
      { name: t('Bath bombs and soaps', 'बाथ बॉम्ब और साबुन', 'பாத் பாம், சோப்புகள்'), kind: 'non-food' },
      { name: t('Stationery and beads', 'स्टेशनरी और मोती', 'ஸ்டேஷனரி, மணிகள்'), kind: 'non-food' },
      { name: u.petTreats, kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Crisp, clear film', 'ट्रांसपेरेंट, चमकदार फ़िल्म', 'தெளிவான, பளிச் ஃபிலிம்'),
        description: t(
          'High-clarity laminate with a glossy finish that makes colours pop.',
          'ग्लॉसी फ़िनिश वाला हाई-क्लैरिटी लैमिनेट, जिससे रंग खिल उठते हैं।',
          'வண்ணங்களைப் பளிச்சிட வைக்கும் கிளாஸி ஃபினிஷுடன் ஹை-கிளாரிட்டி லேமினேட்.',
        ),
      },
      {
        title: t('Every size, one look', 'हर साइज़, एक जैसा लुक', 'எல்லா அளவுக்கும் ஒரே தோற்றம்'),
        description: t(
          'Six sizes printed to the same design so a range looks like a family.',
          'छह साइज़ एक ही डिज़ाइन में प्रिंट, ताकि पूरी रेंज एक परिवार जैसी दिखे।',
          'ஆறு அளவுகளும் ஒரே டிசைனில் பிரிண்ட்; உங்கள் வரிசை முழுவதும் ஒரு குடும்பம் போலத் தெரியும்.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: whichSizes,
        answer: sizeList(
          '50gm, 100gm, 250gm, 500gm, 1 Kg and 2 Kg.',
          '50 ग्राम, 100 ग्राम, 250 ग्राम, 500 ग्राम, 1 किलो और 2 किलो।',
          '50 கிராம், 100 கிராம், 250 கிராம், 500 கிராம், 1 கிலோ, 2 கிலோ.',
        ),
      },
      {
        question: t('Will printing cover the product?', 'क्या प्रिंट से प्रोडक्ट ढक जाएगा?', 'பிரிண்ட் பொருளை மறைக்குமா?'),
        answer: t(
          'Only where you want it to. Leave clear areas in your artwork and we print around them.',
          'सिर्फ़ वहीं, जहाँ आप चाहें। अपने आर्टवर्क में ट्रांसपेरेंट हिस्से छोड़ दें, हम उनके आसपास प्रिंट करेंगे।',
          'நீங்கள் விரும்பும் இடத்தில் மட்டுமே. உங்கள் ஆர்ட்வொர்க்கில் தெளிவான பகுதிகளை விட்டுவிடுங்கள், அவற்றைச் சுற்றி பிரிண்ட் செய்வோம்.',
        ),
      },
      {
        question: t('Is the zipper strong enough for the 2 Kg size?', 'क्या 2 किलो साइज़ के लिए ज़िपर काफ़ी मज़बूत है?', '2 கிலோ அளவுக்கு ஜிப்பர் போதுமான வலுவானதா?'),
        answer: t(
          "Yes. Larger sizes use a heavier zipper track and thicker film, made for the weight in the size's name: its weight limit. How much of your product fits is a matter of room, not strength: the 2 Kg pouch holds about 1.3 kg of rice; the size finder works it out for yours.",
          'हाँ। बड़े साइज़ में भारी ज़िपर ट्रैक और मोटी फ़िल्म लगती है, जो साइज़ के नाम वाले वज़न के लिए बनी है: यही उसके वज़न की सीमा है। आपका प्रोडक्ट कितना आएगा, यह जगह की बात है, मज़बूती की नहीं: 2 किलो पाउच में लगभग 1.3 किलो चावल आता है; आपके प्रोडक्ट के लिए साइज़ फ़ाइंडर हिसाब लगा देता है।',
          'ஆம். பெரிய அளவுகளில் கனமான ஜிப்பர் டிராக்கும் தடிமனான ஃபிலிமும் உண்டு; அளவின் பெயரில் உள்ள எடையைத் தாங்கும்படி செய்யப்பட்டவை: அதுவே அதன் எடை வரம்பு. உங்கள் பொருள் எவ்வளவு கொள்ளும் என்பது இடத்தைப் பொறுத்தது, வலிமையை அல்ல: 2 கிலோ பவுச்சில் சுமார் 1.3 கிலோ அரிசி கொள்ளும்; உங்கள் பொருளுக்கு அளவு கண்டுபிடிப்பான் கணக்கிட்டுச் சொல்லும்.',
        ),
      },
    ],
  },
  {
    slug: 'gold-standup',
    overview: [
      t(
        'A gold metallised stand-up pouch with a clear front panel: the warmth of gold for festive and premium ranges, with a window that shows the product. The metallised layers give a good barrier against light and moisture.',
        'ट्रांसपेरेंट फ्रंट पैनल वाला गोल्ड मेटलाइज़्ड स्टैंड-अप पाउच: त्योहारों और प्रीमियम रेंज के लिए सोने जैसी रौनक, और विंडो जो प्रोडक्ट दिखाती है। मेटलाइज़्ड लेयर रोशनी और नमी के ख़िलाफ़ अच्छा बैरियर देती हैं।',
        'முன்பக்கம் டிரான்ஸ்பரன்ட் பேனலுடன் கோல்டு மெட்டலைஸ்டு ஸ்டாண்ட்-அப் பவுச்: பண்டிகை, பிரீமியம் வரிசைகளுக்குத் கோல்டின் பொலிவு, பொருளைக் காட்டும் விண்டோவுடன். மெட்டலைஸ்டு லேயர்கள் ஒளி, ஈரப்பதத்துக்கு எதிராக நல்ல பேரியர் தரும்.',
      ),
      t(
        'It has no zipper, so it is sealed by heat after filling, the classic choice for sweets and gift packs. Four sizes from 100gm to 1 Kg.',
        'इसमें ज़िपर नहीं है, इसलिए भरने के बाद हीट से सील किया जाता है, मिठाई और गिफ़्ट पैक के लिए पारंपरिक पसंद। 100 ग्राम से 1 किलो तक चार साइज़।',
        'இதில் ஜிப்பர் இல்லை, எனவே நிரப்பிய பிறகு ஹீட் சீல் செய்யப்படும்; இனிப்புகள், பரிசுப் பேக்குகளுக்கான பாரம்பரியத் தேர்வு. 100 கிராம் முதல் 1 கிலோ வரை நான்கு அளவுகள்.',
      ),
    ],
    banner: [
      {
        title: t('Gold That Makes It a Gift', 'गोल्ड, जो हर पैक को गिफ़्ट बना दे', 'ஒவ்வொரு பேக்கையும் பரிசாக்கும் கோல்டு'),
        desc: t(
          'A gold metallised stand-up pouch with a clear panel, for sweets, spices and festive ranges.',
          'ट्रांसपेरेंट पैनल वाला गोल्ड मेटलाइज़्ड स्टैंड-अप पाउच, मिठाई, मसालों और त्योहारों की रेंज के लिए।',
          'தெளிவான பேனலுடன் கோல்டு மெட்டலைஸ்டு ஸ்டாண்ட்-அப் பவுச், இனிப்புகள், மசாலா, பண்டிகை வரிசைகளுக்கு.',
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t(
          `Premium Look from ${facts.trialPouches} Pouches`,
          `${facts.trialPouches} पाउच से ही प्रीमियम लुक`,
          `${facts.trialPouches} பவுச்களிலிருந்தே பிரீமியம் தோற்றம்`,
        ),
        desc: t(
          'Digitally printed gold pouches without the minimums of plate printing.',
          'डिजिटल प्रिंट वाले गोल्ड पाउच, प्लेट प्रिंटिंग के बड़े मिनिमम ऑर्डर के बिना।',
          'பிளேட் பிரிண்டிங்கின் பெரிய குறைந்தபட்ச ஆர்டர் இல்லாமல், டிஜிட்டல் பிரிண்ட் செய்த கோல்டு பவுச்கள்.',
        ),
        buttonText1: b.samples,
        buttonText2: b.compare,
      },
    ],
    features: [
      {
        title: t('Gold metallised body', 'गोल्ड मेटलाइज़्ड बॉडी', 'கோல்டு மெட்டலைஸ்டு உடல்'),
        why: t(
          'Signals a premium or festive product before the buyer reads a word.',
          'ग्राहक के एक शब्द पढ़ने से पहले ही बता देती है कि प्रोडक्ट प्रीमियम या त्योहारी है।',
          'வாங்குபவர் ஒரு வார்த்தை படிக்கும் முன்பே பிரீமியம் அல்லது பண்டிகைப் பொருள் என்று உணர்த்தும்.',
        ),
      },
      {
        title: t('Clear front panel', 'ट्रांसपेरेंट फ्रंट पैनल', 'முன்பக்கம் தெளிவான பேனல்'),
        why: t(
          'Shows the sweets or spices inside, so the pack is both rich and honest.',
          'अंदर की मिठाई या मसाले दिखाता है, ताकि पैक शानदार भी लगे और भरोसेमंद भी।',
          'உள்ளே உள்ள இனிப்புகளையோ மசாலாவையோ காட்டும்; பேக் செழுமையாகவும் நேர்மையாகவும் இருக்கும்.',
        ),
      },
      {
        title: t('Heat-sealed top', 'हीट-सील्ड टॉप', 'மேலே ஹீட் சீல்'),
        why: t(
          'Tamper-evident and airtight, right for gifts and single-use packs.',
          'छेड़छाड़ हो तो पता चले और पैक एयरटाइट रहे; गिफ़्ट और एक बार के पैक के लिए सही।',
          'திறந்தால் தெரியும், காற்றுப்புகாத சீல்; பரிசுகளுக்கும் ஒருமுறை பயன்பாட்டு பேக்குகளுக்கும் ஏற்றது.',
        ),
      },
      {
        title: t('Metallised barrier', 'मेटलाइज़्ड बैरियर', 'மெட்டலைஸ்டு பேரியர்'),
        why: t(
          'Keeps light and moisture away from sensitive products.',
          'नाज़ुक प्रोडक्ट को रोशनी और नमी से दूर रखता है।',
          'எளிதில் பாதிக்கப்படும் பொருட்களை ஒளி, ஈரப்பதத்திலிருந்து காக்கும்.',
        ),
      },
    ],
    useCases: [
      { name: t('Sweets and mithai', 'मिठाई और स्वीट्स', 'இனிப்புகள், மிட்டாய் வகைகள்'), kind: 'food' },
      { name: t('Festive dry fruit gifts', 'त्योहारी ड्राई फ़्रूट गिफ़्ट', 'பண்டிகை உலர் பழப் பரிசுகள்'), kind: 'food' },
      { name: t('Spices', 'मसाले', 'மசாலாப் பொருட்கள்'), kind: 'food' },
      { name: t('Tea', 'चाय', 'டீ வகைகள்'), kind: 'food' },
      { name: t('Incense and dhoop', 'अगरबत्ती और धूप', 'ஊதுபத்தி, சாம்பிராணி'), kind: 'non-food' },
      { name: t('Return gifts', 'रिटर्न गिफ्ट', 'ரிட்டர்ன் கிஃப்ட்'), kind: 'non-food' },
      { name: t('Jewellery packaging', 'ज्वेलरी पैकेजिंग', 'நகை பேக்கேஜிங்'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Festive finish', 'त्योहारी फ़िनिश', 'பண்டிகை ஃபினிஷ்'),
        description: t(
          'Rich gold that photographs well and stands out in a gift hamper.',
          'गहरा गोल्ड, जो फ़ोटो में अच्छा आता है और गिफ़्ट हैम्पर में अलग दिखता है।',
          'புகைப்படத்தில் அழகாகத் தெரியும், பரிசுக் கூடையில் தனித்துத் தெரியும் செழுமையான கோல்டு.',
        ),
      },
      {
        title: t('Short runs for seasons', 'सीज़न के हिसाब से छोटे ऑर्डर', 'சீசனுக்கேற்ற சிறிய ஆர்டர்கள்'),
        description: t(
          'Print a Diwali or wedding design in small quantities, then change it.',
          'दिवाली या शादी का डिज़ाइन कम मात्रा में प्रिंट करवाएँ, फिर बदल दें।',
          'தீபாவளி அல்லது திருமண டிசைனைக் குறைந்த எண்ணிக்கையில் பிரிண்ட் செய்து, பிறகு மாற்றலாம்.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: hasZipper,
        answer: t(
          'No. For a resealable gold pouch, see our Gold Standy Zipper Pouch.',
          'नहीं। दोबारा बंद होने वाले गोल्ड पाउच के लिए हमारा गोल्ड स्टैंडी ज़िपर पाउच देखें।',
          'இல்லை. மீண்டும் மூடக்கூடிய கோல்டு பவுச்சுக்கு எங்கள் கோல்டு ஸ்டாண்டி ஜிப்பர் பவுச்சைப் பாருங்கள்.',
        ),
      },
      {
        question: whichSizes,
        answer: sizeList('100gm, 200gm, 500gm and 1 Kg.', '100 ग्राम, 200 ग्राम, 500 ग्राम और 1 किलो।', '100 கிராம், 200 கிராம், 500 கிராம், 1 கிலோ.'),
      },
      {
        question: t(
          'Can I print a different design for each festival?',
          'क्या हर त्योहार के लिए अलग डिज़ाइन प्रिंट करा सकते हैं?',
          'ஒவ்வொரு பண்டிகைக்கும் வேறு டிசைன் பிரிண்ட் செய்யலாமா?',
        ),
        answer: t(
          'Yes. Digital printing needs no plates, so each design can be a short run.',
          'हाँ। डिजिटल प्रिंटिंग में प्लेट नहीं लगती, इसलिए हर डिज़ाइन कम मात्रा में छप सकता है।',
          'ஆம். டிஜிட்டல் பிரிண்டிங்கில் பிளேட் தேவையில்லை, எனவே ஒவ்வொரு டிசைனையும் குறைந்த அளவில் அச்சிடலாம்.',
        ),
      },
    ],
  },
  {
    slug: 'gold-zipper',
    overview: [
      t(
        'The gold zipper pouch is the classic pack for dry fruits and nuts: metallised gold, printed edge to edge with your design, with a resealable zip lock that keeps cashews crisp and raisins soft.',
        'गोल्ड ज़िपर पाउच ड्राई फ़्रूट्स और नट्स का जाना-पहचाना पैक है: मेटलाइज़्ड गोल्ड, किनारे से किनारे तक आपके डिज़ाइन का प्रिंट, और दोबारा बंद होने वाला ज़िप लॉक, जो काजू को कुरकुरा और किशमिश को नरम रखता है।',
        'கோல்டு ஜிப்பர் பவுச் உலர் பழங்கள், நட்ஸுக்கான கிளாஸிக் பேக்: மெட்டலைஸ்டு கோல்டு, ஓரம் முதல் ஓரம் வரை உங்கள் டிசைன் பிரிண்ட், முந்திரியை மொறுமொறுப்பாகவும் உலர் திராட்சையை மென்மையாகவும் வைக்கும் மீண்டும் மூடக்கூடிய ஜிப் லாக்.',
      ),
      t(
        'Opaque and light-proof, it protects oils in nuts from going stale. Four sizes from 100gm to 500gm.',
        'अपारदर्शी और रोशनी-रोधी, यह नट्स के तेल को बासी होने से बचाता है। 100 ग्राम से 500 ग्राम तक चार साइज़।',
        'ஒளி ஊடுருவாதது, நட்ஸில் உள்ள எண்ணெய் பழையதாகாமல் காக்கும். 100 கிராம் முதல் 500 கிராம் வரை நான்கு அளவுகள்.',
      ),
    ],
    banner: [
      {
        title: t('The Dry Fruit Pouch, Printed for You', 'ड्राई फ़्रूट पाउच, आपके लिए प्रिंट किया हुआ', 'உங்களுக்காக பிரிண்ட் செய்த உலர் பழ பவுச்'),
        desc: t(
          'Gold metallised, resealable and printed edge to edge with your brand.',
          'गोल्ड मेटलाइज़्ड, दोबारा बंद होने वाला, और किनारे से किनारे तक आपके ब्रांड का प्रिंट।',
          'கோல்டு மெட்டலைஸ்டு, மீண்டும் மூடக்கூடியது, ஓரம் முதல் ஓரம் வரை உங்கள் பிராண்ட் பிரிண்ட்.',
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t('Keeps Nuts Crisp, Looks Like a Gift', 'नट्स कुरकुरे रखे, दिखे गिफ़्ट जैसा', 'நட்ஸை மொறுமொறுப்பாக வைக்கும், பரிசு போலத் தெரியும்'),
        desc: t(
          `Light-proof metallised layers and a strong zip lock, from ${facts.trialPouches} pouches.`,
          `रोशनी-रोधी मेटलाइज़्ड लेयर और मज़बूत ज़िप लॉक, ${facts.trialPouches} पाउच से।`,
          `ஒளி புகாத மெட்டலைஸ்டு லேயர்கள், வலுவான ஜிப் லாக்; ${facts.trialPouches} பவுச்களிலிருந்தே.`,
        ),
        buttonText1: b.samples,
        buttonText2: b.compare,
      },
    ],
    features: [
      {
        title: t('Gold metallised layers', 'गोल्ड मेटलाइज़्ड लेयर', 'கோல்டு மெட்டலைஸ்டு லேயர்கள்'),
        why: t(
          'Block light that turns nut oils stale, and look rich on the shelf.',
          'नट्स के तेल को बासी करने वाली रोशनी रोकती हैं, और शेल्फ़ पर शानदार दिखती हैं।',
          'நட்ஸ் எண்ணெயைப் பழையதாக்கும் ஒளியைத் தடுக்கும்; அலமாரியில் செழுமையாகத் தெரியும்.',
        ),
      },
      {
        title: t('Resealable zip lock', 'दोबारा बंद होने वाला ज़िप लॉक', 'மீண்டும் மூடக்கூடிய ஜிப் லாக்'),
        why: t(
          'Dry fruits are eaten over weeks; the pack keeps them fresh between servings.',
          'ड्राई फ़्रूट्स हफ़्तों तक खाए जाते हैं; पैक हर बार के बीच उन्हें ताज़ा रखता है।',
          'உலர் பழங்கள் வாரக்கணக்கில் சாப்பிடப்படும்; ஒவ்வொரு முறை எடுத்த பிறகும் பேக் அவற்றை ஃப்ரெஷ்ஷாக வைத்திருக்கும்.',
        ),
      },
      {
        title: t('Edge-to-edge print', 'किनारे से किनारे तक प्रिंट', 'ஓரம் முதல் ஓரம் வரை பிரிண்ட்'),
        why: t('Your design covers the whole pouch, front and back.', 'आपका डिज़ाइन पूरे पाउच पर, फ्रंट और बैक।', 'உங்கள் டிசைன் பவுச் முழுவதும், முன்பக்கமும் பின்பக்கமும்.'),
      },
      {
        title: t('Stand-up gusset', 'स्टैंड-अप गसेट', 'ஸ்டாண்ட்-அப் கஸெட்'),
        why: t('Stands upright in a display or a gift tray.', 'डिस्प्ले या गिफ़्ट ट्रे में सीधा खड़ा रहता है।', 'டிஸ்ப்ளேவிலோ பரிசுத் தட்டிலோ நிமிர்ந்து நிற்கும்.'),
      },
    ],
    useCases: [
      { name: t('Cashews and almonds', 'काजू और बादाम', 'முந்திரி, பாதாம்'), kind: 'food' },
      { name: t('Raisins and dates', 'किशमिश और खजूर', 'உலர் திராட்சை, பேரீச்சம்பழம்'), kind: 'food' },
      { name: t('Mixed dry fruits', 'मिक्स ड्राई फ़्रूट्स', 'கலப்பு உலர் பழங்கள்'), kind: 'food' },
      { name: t('Trail mix and seeds', 'ट्रेल मिक्स और बीज', 'டிரெயில் மிக்ஸ், விதைகள்'), kind: 'food' },
      { name: t('Premium tea', 'प्रीमियम चाय', 'பிரீமியம் டீ'), kind: 'food' },
      { name: t('Corporate gifting', 'कॉरपोरेट गिफ़्टिंग', 'கார்ப்பரேட் பரிசுகள்'), kind: 'non-food' },
      { name: t('Wedding favours', 'शादी के तोहफ़े', 'திருமணப் பரிசுகள்'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Made for dry fruits', 'ड्राई फ़्रूट्स के लिए बना', 'உலர் பழங்களுக்காகவே'),
        description: t(
          'A barrier and a zipper chosen for oil-rich, high-value products.',
          'तेल वाले, क़ीमती प्रोडक्ट के लिए चुना गया बैरियर और ज़िपर।',
          'எண்ணெய் நிறைந்த, மதிப்புமிக்க பொருட்களுக்காகத் தேர்ந்தெடுத்த பேரியரும் ஜிப்பரும்.',
        ),
      },
      {
        title: t('Gift-ready', 'गिफ़्ट के लिए तैयार', 'பரிசுக்குத் தயார்'),
        description: t(
          'A finish that needs no box to feel like a present.',
          'ऐसी फ़िनिश कि तोहफ़े जैसा लगने के लिए बॉक्स की ज़रूरत नहीं।',
          'பரிசு போல உணர பெட்டியே தேவையில்லாத ஃபினிஷ்.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: whichSizes,
        answer: sizeList('100gm, 250gm, 350gm and 500gm.', '100 ग्राम, 250 ग्राम, 350 ग्राम और 500 ग्राम।', '100 கிராம், 250 கிராம், 350 கிராம், 500 கிராம்.'),
      },
      {
        question: t('Can I print on the gold?', 'क्या गोल्ड पर प्रिंट हो सकता है?', 'கோல்டு மீது பிரிண்ட் செய்யலாமா?'),
        answer: t(
          'Yes. Inks sit on the metallised film; white under-printing makes colours bright where you need them.',
          'हाँ। स्याही मेटलाइज़्ड फ़िल्म पर बैठती है; जहाँ ज़रूरत हो, नीचे सफ़ेद प्रिंट से रंग चमकदार बनते हैं।',
          'ஆம். மை மெட்டலைஸ்டு ஃபிலிம் மீது அமரும்; தேவையான இடங்களில் அடியில் வெள்ளை பிரிண்ட் வண்ணங்களைப் பளிச்சிட வைக்கும்.',
        ),
      },
      {
        question: t('Will the zipper hold after many openings?', 'क्या कई बार खोलने के बाद भी ज़िपर टिकेगा?', 'பலமுறை திறந்த பிறகும் ஜிப்பர் தாங்குமா?'),
        answer: t(
          'Yes. The zip lock is tested for repeated opening and closing over the life of the pack.',
          'हाँ। ज़िप लॉक को पैक के पूरे इस्तेमाल के दौरान बार-बार खोलने-बंद करने के लिए टेस्ट किया गया है।',
          'ஆம். பேக்கின் பயன்பாட்டுக் காலம் முழுவதும் மீண்டும் மீண்டும் திறந்து மூட ஜிப் லாக் சோதிக்கப்பட்டது.',
        ),
      },
    ],
  },
  {
    slug: 'silver-one-side-zipper',
    overview: [
      t(
        'Clear on the front, silver metallised on the back: buyers see the product, while the foil back blocks light and reflects it through the contents to make colours shine. A resealable zipper keeps it fresh.',
        'फ्रंट ट्रांसपेरेंट, बैक सिल्वर मेटलाइज़्ड: ग्राहक प्रोडक्ट देखते हैं, जबकि फ़ॉइल वाला बैक रोशनी रोकता है और उसे अंदर के सामान से वापस चमकाता है, जिससे रंग खिल उठते हैं। दोबारा बंद होने वाला ज़िपर उसे ताज़ा रखता है।',
        'முன்பக்கம் தெளிவு, பின்பக்கம் சில்வர் மெட்டலைஸ்டு: வாங்குபவர் பொருளைப் பார்க்கிறார்; ஃபாயில் பின்பக்கம் ஒளியைத் தடுத்து, உள்ளே உள்ளவற்றின் வழியே பிரதிபலித்து வண்ணங்களைப் பளிச்சிட வைக்கும். மீண்டும் மூடக்கூடிய ஜிப்பர் ஃப்ரெஷ்ஷாக வைக்கும்.',
      ),
      t(
        'A favourite for snacks, spices and dry fruits. Four sizes from 100gm to 1 Kg.',
        'स्नैक्स, मसालों और ड्राई फ़्रूट्स के लिए सबकी पसंद। 100 ग्राम से 1 किलो तक चार साइज़।',
        'ஸ்நாக்ஸ், மசாலா, உலர் பழங்களுக்குப் பிடித்த தேர்வு. 100 கிராம் முதல் 1 கிலோ வரை நான்கு அளவுகள்.',
      ),
    ],
    banner: [
      {
        title: t('Clear in Front, Silver Behind', 'फ्रंट ट्रांसपेरेंट, बैक सिल्वर', 'முன்பக்கம் தெளிவு, பின்பக்கம் சில்வர்'),
        desc: t(
          'See the product, protect it with foil: a resealable pouch that makes colours shine.',
          'प्रोडक्ट दिखाएँ, फ़ॉइल से बचाएँ: दोबारा बंद होने वाला पाउच, जो रंगों को चमका दे।',
          'பொருளைக் காட்டுங்கள், ஃபாயிலால் காத்திடுங்கள்: வண்ணங்களைப் பளிச்சிட வைக்கும் மீண்டும் மூடக்கூடிய பவுச்.',
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t('Snacks That Look as Good as They Taste', 'स्नैक्स, जो दिखें भी उतने ही अच्छे जितने स्वादिष्ट', 'சுவை போலவே தோற்றத்திலும் அசத்தும் ஸ்நாக்ஸ்'),
        desc: t(
          'The silver back lights up the product through the clear front.',
          'सिल्वर बैक ट्रांसपेरेंट फ्रंट से प्रोडक्ट को रोशन कर देता है।',
          'சில்வர் பின்பக்கம், தெளிவான முன்பக்கம் வழியே பொருளை ஒளிரச் செய்யும்.',
        ),
        buttonText1: b.samples,
        buttonText2: b.compare,
      },
    ],
    features: [
      {
        title: t('Clear front', 'ट्रांसपेरेंट फ्रंट', 'தெளிவான முன்பக்கம்'),
        why: t(
          'The product is on show; buyers trust what they can see.',
          'प्रोडक्ट सामने दिखता है; ग्राहक उसी पर भरोसा करते हैं जो वे देख सकें।',
          'பொருள் கண்ணுக்குத் தெரியும்; பார்ப்பதையே வாங்குபவர் நம்புவார்.',
        ),
      },
      {
        title: t('Silver metallised back', 'सिल्वर मेटलाइज़्ड बैक', 'சில்வர் மெட்டலைஸ்டு பின்பக்கம்'),
        why: t(
          'Blocks light from behind and reflects it forward, so the contents look brighter.',
          'पीछे से रोशनी रोकता है और उसे आगे की ओर लौटाता है, जिससे अंदर का सामान ज़्यादा चमकदार दिखता है।',
          'பின்னாலிருந்து வரும் ஒளியைத் தடுத்து முன்னோக்கிப் பிரதிபலிக்கும்; உள்ளே உள்ளவை இன்னும் பளிச்சென்று தெரியும்.',
        ),
      },
      {
        title: t('Resealable zipper', 'दोबारा बंद होने वाला ज़िपर', 'மீண்டும் மூடக்கூடிய ஜிப்பர்'),
        why: t('Keeps snacks crisp after opening.', 'खोलने के बाद भी स्नैक्स कुरकुरे रखता है।', 'திறந்த பிறகும் ஸ்நாக்ஸை மொறுமொறுப்பாக வைக்கும்.'),
      },
      {
        title: t('Printable front and back', 'फ्रंट और बैक, दोनों तरफ़ प्रिंट', 'முன்பக்கமும் பின்பக்கமும் பிரிண்ட் செய்யலாம்'),
        why: t(
          'Your brand on the front, ingredients and story on the silver back.',
          'फ्रंट पर आपका ब्रांड, सिल्वर बैक पर सामग्री और आपकी कहानी।',
          'முன்பக்கத்தில் உங்கள் பிராண்ட், சில்வர் பின்பக்கத்தில் மூலப்பொருட்களும் உங்கள் கதையும்.',
        ),
      },
    ],
    useCases: [
      { name: u.chipsNamkeen, kind: 'food' },
      { name: u.spicesMasala, kind: 'food' },
      { name: u.dryFruits, kind: 'food' },
      { name: t('Candy', 'कैंडी', 'மிட்டாய்'), kind: 'food' },
      { name: u.petTreats, kind: 'non-food' },
      { name: t('Bath salts', 'बाथ सॉल्ट', 'பாத் சால்ட்'), kind: 'non-food' },
      { name: t('Seeds and saplings kits', 'बीज और पौध किट', 'விதைகள், நாற்று கிட்கள்'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Best of both', 'दोनों का फ़ायदा', 'இரண்டின் சிறப்பும்'),
        description: t(
          'Visibility of a clear pouch and part of the protection of a foil one.',
          'ट्रांसपेरेंट पाउच जैसी दृश्यता और फ़ॉइल पाउच जैसी कुछ सुरक्षा।',
          'தெளிவான பவுச்சின் பார்வையும், ஃபாயில் பவுச்சின் பாதுகாப்பில் ஒரு பகுதியும்.',
        ),
      },
      {
        title: t('Striking on the shelf', 'शेल्फ़ पर सबसे अलग', 'அலமாரியில் கண்ணைக் கவரும்'),
        description: t(
          'The silver back makes colourful products glow.',
          'सिल्वर पिछला हिस्सा रंग-बिरंगे प्रोडक्ट को चमका देता है।',
          'சில்வர் பின்பக்கம் வண்ணமயமான பொருட்களை ஒளிரச் செய்யும்.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: whichSizes,
        answer: sizeList('100gm, 250gm, 500gm and 1 Kg.', '100 ग्राम, 250 ग्राम, 500 ग्राम और 1 किलो।', '100 கிராம், 250 கிராம், 500 கிராம், 1 கிலோ.'),
      },
      {
        question: t(
          'How does it compare with the two-sided silver pouch?',
          'दोनों तरफ़ सिल्वर वाले पाउच से यह कैसे अलग है?',
          'இரு பக்கமும் சில்வர் பவுச்சுடன் ஒப்பிட்டால் இது எப்படி?',
        ),
        answer: t(
          'The two-sided pouch is fully opaque and protects best; this one trades a little protection for a clear view of the product.',
          'दोनों तरफ़ सिल्वर वाला पाउच पूरी तरह अपारदर्शी है और सबसे अच्छा बचाव देता है; यह पाउच थोड़ी सुरक्षा छोड़कर प्रोडक्ट को साफ़ दिखाता है।',
          'இரு பக்கமும் சில்வர் பவுச் முழுவதும் ஒளி ஊடுருவாதது, சிறந்த பாதுகாப்பு தரும்; இது சிறிது பாதுகாப்பை விட்டுக்கொடுத்து பொருளைத் தெளிவாகக் காட்டும்.',
        ),
      },
      {
        question: t('Can I print on the clear side?', 'क्या ट्रांसपेरेंट तरफ़ प्रिंट हो सकता है?', 'தெளிவான பக்கத்தில் பிரிண்ட் செய்யலாமா?'),
        answer: t(
          'Yes. Print your design with clear areas left open, so the product shows through.',
          'हाँ। डिज़ाइन में कुछ हिस्से ट्रांसपेरेंट छोड़कर प्रिंट कराएँ, ताकि प्रोडक्ट दिखता रहे।',
          'ஆம். பொருள் தெரியும்படி சில பகுதிகளைத் தெளிவாக விட்டு உங்கள் டிசைனை பிரிண்ட் செய்யுங்கள்.',
        ),
      },
    ],
  },
  {
    slug: 'silver-two-side-zipper',
    overview: [
      t(
        'Silver metallised on both sides, this zipper pouch shuts out light, air and moisture. It is the safe choice for coffee, masala, protein powder and anything that must stay dry and aromatic.',
        'दोनों तरफ़ सिल्वर मेटलाइज़्ड यह ज़िपर पाउच रोशनी, हवा और नमी को बाहर रखता है। कॉफ़ी, मसाला, प्रोटीन पाउडर और हर उस चीज़ के लिए भरोसेमंद, जिसे सूखा और ख़ुशबूदार रहना है।',
        'இரு பக்கமும் சில்வர் மெட்டலைஸ்டு இந்த ஜிப்பர் பவுச் ஒளி, காற்று, ஈரப்பதத்தைத் தடுக்கும். காபி, மசாலா, புரோட்டீன் பவுடர், உலர்வாகவும் மணமாகவும் இருக்க வேண்டிய எதற்கும் பாதுகாப்பான தேர்வு.',
      ),
      t(
        'The bright, opaque body takes your printed design on both faces. Four sizes from 100gm to 1 Kg.',
        'चमकदार, अपारदर्शी बॉडी पर दोनों तरफ़ आपका डिज़ाइन प्रिंट होता है। 100 ग्राम से 1 किलो तक चार साइज़।',
        'பளபளப்பான, ஒளி ஊடுருவாத உடலின் இருபக்கங்களிலும் உங்கள் டிசைன் பிரிண்ட் ஆகும். 100 கிராம் முதல் 1 கிலோ வரை நான்கு அளவுகள்.',
      ),
    ],
    banner: [
      {
        title: t('Full Protection, Both Sides', 'दोनों तरफ़ पूरी सुरक्षा', 'இரு பக்கமும் முழுப் பாதுகாப்பு'),
        desc: t(
          'An opaque metallised zipper pouch that keeps powders dry and flavours locked in.',
          'अपारदर्शी मेटलाइज़्ड ज़िपर पाउच, जो पाउडर को सूखा और स्वाद को अंदर बंद रखता है।',
          'பவுடர்களை உலர்வாகவும் சுவையை உள்ளேயும் வைக்கும் ஒளி ஊடுருவாத மெட்டலைஸ்டு ஜிப்பர் பவுச்.',
        ),
        buttonText1: b.quote,
        buttonText2: b.sizes,
      },
      {
        title: t('For Powders, Coffee and Masala', 'पाउडर, कॉफ़ी और मसाले के लिए', 'பவுடர், காபி, மசாலாவுக்கு'),
        desc: t(
          `A strong barrier and a resealable zipper, printed with your brand from ${facts.trialPouches} pouches.`,
          `मज़बूत बैरियर और दोबारा बंद होने वाला ज़िपर, ${facts.trialPouches} पाउच से आपके ब्रांड के प्रिंट के साथ।`,
          `வலுவான பேரியர், மீண்டும் மூடக்கூடிய ஜிப்பர்; ${facts.trialPouches} பவுச்களிலிருந்தே உங்கள் பிராண்ட் பிரிண்டுடன்.`,
        ),
        buttonText1: b.samples,
        buttonText2: b.compare,
      },
    ],
    features: [
      {
        title: t('Metallised both sides', 'दोनों तरफ़ मेटलाइज़्ड', 'இரு பக்கமும் மெட்டலைஸ்டு'),
        why: t(
          'No light gets in, which protects colour, aroma and nutrients.',
          'रोशनी अंदर नहीं जाती, जिससे रंग, ख़ुशबू और पोषण बचे रहते हैं।',
          'ஒளி உள்ளே நுழையாது; வண்ணம், மணம், சத்துகள் காக்கப்படும்.',
        ),
      },
      {
        title: t('Moisture barrier', 'नमी का बैरियर', 'ஈரப்பதப் பேரியர்'),
        why: t(
          'Keeps powders free-flowing and snacks crisp, even in humid weather.',
          'उमस भरे मौसम में भी पाउडर को भुरभुरा और स्नैक्स को कुरकुरा रखता है।',
          'ஈரமான காலநிலையிலும் பவுடர்களைக் கட்டியாகாமலும் ஸ்நாக்ஸை மொறுமொறுப்பாகவும் வைக்கும்.',
        ),
      },
      {
        title: t('Resealable zipper', 'दोबारा बंद होने वाला ज़िपर', 'மீண்டும் மூடக்கூடிய ஜிப்பர்'),
        why: t('The protection continues after the pack is opened.', 'पैक खुलने के बाद भी सुरक्षा बनी रहती है।', 'பேக்கைத் திறந்த பிறகும் பாதுகாப்பு தொடரும்.'),
      },
      {
        title: t('Two print faces', 'प्रिंट के लिए दो तरफ़', 'பிரிண்டுக்கு இரண்டு பக்கங்கள்'),
        why: t(
          'Room for your brand on the front and full product information on the back.',
          'फ्रंट पर आपके ब्रांड के लिए जगह और बैक पर प्रोडक्ट की पूरी जानकारी के लिए।',
          'முன்பக்கத்தில் உங்கள் பிராண்டுக்கும், பின்பக்கத்தில் முழுப் பொருள் விவரங்களுக்கும் இடம்.',
        ),
      },
    ],
    useCases: [
      { name: t('Coffee and tea', 'कॉफ़ी और चाय', 'காபி, டீ'), kind: 'food' },
      { name: t('Masala and spice powders', 'मसाले और मसाला पाउडर', 'மசாலா, மசாலா பவுடர்கள்'), kind: 'food' },
      { name: t('Protein and health powders', 'प्रोटीन और हेल्थ पाउडर', 'புரோட்டீன், ஹெல்த் பவுடர்கள்'), kind: 'food' },
      { name: t('Milk powder', 'दूध पाउडर', 'பால் பவுடர்'), kind: 'food' },
      { name: t('Ayurvedic churna', 'आयुर्वेदिक चूर्ण', 'ஆயுர்வேத சூரணம்'), kind: 'non-food' },
      { name: t('Nutraceuticals', 'न्यूट्रास्यूटिकल्स', 'நியூட்ராசூட்டிகல்ஸ்'), kind: 'non-food' },
      { name: u.petFood, kind: 'non-food' },
      { name: t('Fertiliser and plant food', 'खाद और पौधों का पोषण', 'உரம், செடி ஊட்டச்சத்து'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Maximum shelf life', 'सबसे लंबी शेल्फ़ लाइफ़', 'அதிகபட்ச அலமாரி லைஃப்'),
        description: t(
          'Our most protective zipper pouch for sensitive products.',
          'नाज़ुक प्रोडक्ट के लिए हमारा सबसे ज़्यादा सुरक्षा देने वाला ज़िपर पाउच।',
          'எளிதில் பாதிக்கப்படும் பொருட்களுக்கு எங்கள் மிகவும் பாதுகாப்பான ஜிப்பர் பவுச்.',
        ),
      },
      {
        title: t('Clean, modern look', 'साफ़, मॉडर्न लुक', 'நேர்த்தியான, நவீனத் தோற்றம்'),
        description: t(
          'A bright metallised finish that makes printed colours sharp.',
          'चमकदार मेटलाइज़्ड फ़िनिश, जिससे प्रिंट के रंग तीखे दिखते हैं।',
          'பிரிண்ட் வண்ணங்களைக் கூர்மையாக்கும் பளபளப்பான மெட்டலைஸ்டு ஃபினிஷ்.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: whichSizes,
        answer: sizeList('100gm, 250gm, 500gm and 1 Kg.', '100 ग्राम, 250 ग्राम, 500 ग्राम और 1 किलो।', '100 கிராம், 250 கிராம், 500 கிராம், 1 கிலோ.'),
      },
      {
        question: t('Is it suitable for protein powder?', 'क्या यह प्रोटीन पाउडर के लिए ठीक है?', 'புரோட்டீன் பவுடருக்கு இது ஏற்றதா?'),
        answer: t(
          'Yes. The opaque barrier keeps moisture and light out, and the zipper makes daily scoops easy.',
          'हाँ। अपारदर्शी बैरियर नमी और रोशनी को बाहर रखता है, और ज़िपर से रोज़ स्कूप निकालना आसान रहता है।',
          'ஆம். ஒளி ஊடுருவாத பேரியர் ஈரப்பதத்தையும் ஒளியையும் தடுக்கும்; ஜிப்பர் தினமும் ஸ்கூப் எடுப்பதை எளிதாக்கும்.',
        ),
      },
      {
        question: t('Can customers see the product?', 'क्या ग्राहक प्रोडक्ट देख सकते हैं?', 'வாடிக்கையாளர் பொருளைப் பார்க்க முடியுமா?'),
        answer: t(
          'No, both sides are opaque. For a view of the product, choose the one-sided silver pouch.',
          'नहीं, दोनों तरफ़ अपारदर्शी हैं। प्रोडक्ट दिखाना हो तो एक तरफ़ सिल्वर वाला पाउच चुनें।',
          'இல்லை, இரு பக்கமும் ஒளி ஊடுருவாதவை. பொருள் தெரிய வேண்டுமென்றால் ஒருபுறம் சில்வர் பவுச்சைத் தேர்ந்தெடுங்கள்.',
        ),
      },
    ],
  },
  {
    slug: 'coloured-window-zipper',
    overview: [
      t(
        'A fully printed pouch in your colours, with a clear window and an inner metallised layer. Three laminated layers combine shelf impact, a peek at the product and real protection.',
        'आपके रंगों में पूरी तरह प्रिंटेड पाउच, ट्रांसपेरेंट विंडो और अंदर मेटलाइज़्ड लेयर के साथ। तीन लैमिनेटेड लेयर शेल्फ़ पर असर, प्रोडक्ट की झलक और असली सुरक्षा, तीनों एक साथ देती हैं।',
        'உங்கள் வண்ணங்களில் முழுவதும் பிரிண்ட் செய்த பவுச், தெளிவான விண்டோ, உள்ளே மெட்டலைஸ்டு லேயருடன். மூன்று லேமினேட் லேயர்கள் அலமாரியில் கவனம், பொருளின் ஒரு பார்வை, உண்மையான பாதுகாப்பு மூன்றையும் சேர்த்துத் தரும்.',
      ),
      t(
        `Offered in the 250gm size with a resealable zipper, digitally printed to your artwork from ${facts.trialPouches} pouches.`,
        `250 ग्राम साइज़ में, दोबारा बंद होने वाले ज़िपर के साथ, ${facts.trialPouches} पाउच से आपके आर्टवर्क पर डिजिटल प्रिंट।`,
        `250 கிராம் அளவில், மீண்டும் மூடக்கூடிய ஜிப்பருடன், ${facts.trialPouches} பவுச்களிலிருந்தே உங்கள் ஆர்ட்வொர்க்கின்படி டிஜிட்டல் பிரிண்ட்.`,
      ),
    ],
    banner: [
      {
        title: t('Your Colours, with a Window', 'आपके रंग, विंडो के साथ', 'உங்கள் வண்ணங்கள், விண்டோவுடன்'),
        desc: t(
          'A full-colour, inner-metallised 3-layer zipper pouch with a clear window.',
          'ट्रांसपेरेंट विंडो वाला फ़ुल-कलर, अंदर मेटलाइज़्ड 3-लेयर ज़िपर पाउच।',
          'தெளிவான விண்டோவுடன் முழு வண்ண, உள்ளே மெட்டலைஸ்டு 3-லேயர் ஜிப்பர் பவுச்.',
        ),
        buttonText1: b.quote,
        buttonText2: b.size,
      },
    ],
    features: [
      {
        title: t('Full-colour body', 'फ़ुल-कलर बॉडी', 'முழு வண்ண உடல்'),
        why: t('Every part of the pouch carries your brand colours.', 'पाउच के हर हिस्से पर आपके ब्रांड के रंग।', 'பவுச்சின் ஒவ்வொரு பகுதியிலும் உங்கள் பிராண்ட் வண்ணங்கள்.'),
      },
      {
        title: t('Clear window', 'ट्रांसपेरेंट विंडो', 'தெளிவான விண்டோ'),
        why: t(
          'Lets the buyer see the product while the print does the branding.',
          'ग्राहक प्रोडक्ट देख पाते हैं, और ब्रांडिंग का काम प्रिंट करता है।',
          'வாங்குபவர் பொருளைப் பார்க்கலாம், பிராண்டிங்கை பிரிண்ட் பார்த்துக்கொள்ளும்.',
        ),
      },
      {
        title: t('Inner metallised layer', 'अंदर मेटलाइज़्ड लेयर', 'உள்ளே மெட்டலைஸ்டு லேயர்'),
        why: t(
          'Adds a barrier against light and moisture behind the print.',
          'प्रिंट के पीछे रोशनी और नमी से बचाने वाली बैरियर परत जोड़ती है।',
          'பிரிண்டுக்குப் பின்னால் ஒளி, ஈரப்பதத்துக்கு எதிரான பேரியரைச் சேர்க்கும்.',
        ),
      },
      {
        title: t('3-layer lamination', '3-लेयर लैमिनेशन', '3-லேயர் லேமினேஷன்'),
        why: t(
          'Strength, barrier and a food-grade inner surface in one film.',
          'एक ही फ़िल्म में मज़बूती, बैरियर और अंदर फ़ूड-ग्रेड सतह।',
          'ஒரே ஃபிலிமில் வலிமை, பேரியர், உள்ளே உணவுத் தர மேற்பரப்பு.',
        ),
      },
      {
        title: t('Resealable zipper', 'दोबारा बंद होने वाला ज़िपर', 'மீண்டும் மூடக்கூடிய ஜிப்பர்'),
        why: t('Fresh after every opening.', 'हर बार खोलने के बाद भी ताज़ा।', 'ஒவ்வொரு முறை திறந்த பிறகும் ஃப்ரெஷ்.'),
      },
    ],
    useCases: [
      { name: t('Snacks and namkeen', 'स्नैक्स और नमकीन', 'ஸ்நாக்ஸ், மிக்சர்'), kind: 'food' },
      { name: t('Granola and cereals', 'ग्रैनोला और सीरियल', 'கிரானோலா, சீரியல்'), kind: 'food' },
      { name: t('Coffee', 'कॉफ़ी', 'காபி'), kind: 'food' },
      { name: u.dryFruits, kind: 'food' },
      { name: u.petTreats, kind: 'non-food' },
      { name: t('Cosmetic powders', 'कॉस्मेटिक पाउडर', 'அழகுசாதனப் பவுடர்கள்'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Brand and product together', 'ब्रांड और प्रोडक्ट साथ-साथ', 'பிராண்டும் பொருளும் ஒன்றாக'),
        description: t(
          'Bold colour for recognition, a window for trust.',
          'पहचान के लिए गहरे रंग, भरोसे के लिए विंडो।',
          'அடையாளத்துக்கு அழுத்தமான வண்ணம், நம்பிக்கைக்கு விண்டோ.',
        ),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: whichSize,
        answer: t(`The 250gm size, ${size('250gm')}.`, `250 ग्राम साइज़, ${size('250gm')}।`, `250 கிராம் அளவு, ${size('250gm')}.`),
        perSize: 'dimensions',
      },
      {
        question: t('Can the window have a custom shape?', 'क्या विंडो का आकार कस्टम हो सकता है?', 'விண்டோவை கஸ்டம் வடிவில் செய்யலாமா?'),
        answer: t(
          'Ask us in your enquiry: window shapes beyond the standard are possible on larger runs.',
          'अपनी इन्क्वायरी में बताएँ: बड़े ऑर्डर पर स्टैंडर्ड से अलग आकार की विंडो बन सकती है।',
          'உங்கள் விசாரணையில் கேளுங்கள்: பெரிய ஆர்டர்களில் வழக்கமானதைத் தாண்டிய விண்டோ வடிவங்கள் சாத்தியம்.',
        ),
      },
      {
        question: t('What does inner metallized mean?', 'अंदर मेटलाइज़्ड का मतलब क्या है?', 'உள்ளே மெட்டலைஸ்டு என்றால் என்ன?'),
        answer: t(
          'A thin metallised film sits inside the laminate, behind your print, adding protection against light and moisture.',
          'लैमिनेट के अंदर, आपके प्रिंट के पीछे, एक पतली मेटलाइज़्ड फ़िल्म होती है, जो रोशनी और नमी से अतिरिक्त बचाव देती है।',
          'லேமினேட்டுக்குள், உங்கள் பிரிண்டுக்குப் பின்னால் ஒரு மெல்லிய மெட்டலைஸ்டு ஃபிலிம் இருக்கும்; அது ஒளி, ஈரப்பதத்துக்கு எதிராகக் கூடுதல் பாதுகாப்பு தரும்.',
        ),
      },
    ],
  },
  {
    slug: 'coloured-zipper',
    overview: [
      t(
        'Your colours on every millimetre: a fully printed, inner-metallised 3-layer zipper pouch without a window, for brands that want a bold, opaque pack with a strong barrier.',
        'हर मिलीमीटर पर आपके रंग: पूरी तरह प्रिंटेड, अंदर मेटलाइज़्ड 3-लेयर ज़िपर पाउच, बिना विंडो, उन ब्रांडों के लिए जिन्हें मज़बूत बैरियर वाला बोल्ड, अपारदर्शी पैक चाहिए।',
        'ஒவ்வொரு மில்லிமீட்டரிலும் உங்கள் வண்ணங்கள்: விண்டோ இல்லாத, முழுவதும் பிரிண்ட் செய்த, உள்ளே மெட்டலைஸ்டு 3-லேயர் ஜிப்பர் பவுச்; வலுவான பேரியருடன் அழுத்தமான, ஒளி ஊடுருவாத பேக் வேண்டும் பிராண்டுகளுக்கு.',
      ),
      t(
        `Offered in the 100gm size with a resealable zipper, digitally printed to your artwork from ${facts.trialPouches} pouches.`,
        `100 ग्राम साइज़ में, दोबारा बंद होने वाले ज़िपर के साथ, ${facts.trialPouches} पाउच से आपके आर्टवर्क पर डिजिटल प्रिंट।`,
        `100 கிராம் அளவில், மீண்டும் மூடக்கூடிய ஜிப்பருடன், ${facts.trialPouches} பவுச்களிலிருந்தே உங்கள் ஆர்ட்வொர்க்கின்படி டிஜிட்டல் பிரிண்ட்.`,
      ),
    ],
    banner: [
      {
        title: t('Bold, Opaque, All Yours', 'बोल्ड, अपारदर्शी, पूरी तरह आपका', 'அழுத்தமானது, ஒளி ஊடுருவாதது, முழுக்க உங்களுடையது'),
        desc: t(
          'A fully printed 3-layer zipper pouch with an inner metallised barrier.',
          'अंदर मेटलाइज़्ड बैरियर वाला, पूरी तरह प्रिंटेड 3-लेयर ज़िपर पाउच।',
          'உள்ளே மெட்டலைஸ்டு பேரியருடன் முழுவதும் பிரிண்ட் செய்த 3-லேயர் ஜிப்பர் பவுச்.',
        ),
        buttonText1: b.quote,
        buttonText2: b.size,
      },
    ],
    features: [
      {
        title: t('Printed all over', 'पूरे पाउच पर प्रिंट', 'முழுவதும் பிரிண்ட்'),
        why: t(
          'The whole pouch is your canvas, front, back and gusset.',
          'पूरा पाउच आपका कैनवास है: फ्रंट, बैक और गसेट भी।',
          'பவுச் முழுவதும் உங்கள் கேன்வாஸ்: முன்பக்கம், பின்பக்கம், கஸெட்.',
        ),
      },
      {
        title: t('No window', 'विंडो नहीं', 'விண்டோ இல்லை'),
        why: t(
          'Complete light protection and a clean, graphic look.',
          'रोशनी से पूरा बचाव और साफ़, ग्राफ़िक लुक।',
          'ஒளியிலிருந்து முழுப் பாதுகாப்பு, நேர்த்தியான கிராஃபிக் தோற்றம்.',
        ),
      },
      {
        title: t('Inner metallised layer', 'अंदर मेटलाइज़्ड लेयर', 'உள்ளே மெட்டலைஸ்டு லேயர்'),
        why: t(
          'Keeps out light and moisture for a longer shelf life.',
          'रोशनी और नमी को बाहर रखती है, जिससे शेल्फ़ लाइफ़ बढ़ती है।',
          'ஒளியையும் ஈரப்பதத்தையும் தடுத்து அலமாரி லைஃபை நீட்டிக்கும்.',
        ),
      },
      {
        title: t('Resealable zipper', 'दोबारा बंद होने वाला ज़िपर', 'மீண்டும் மூடக்கூடிய ஜிப்பர்'),
        why: t('Customers keep the product fresh after opening.', 'खोलने के बाद भी ग्राहक प्रोडक्ट ताज़ा रख पाते हैं।', 'திறந்த பிறகும் வாடிக்கையாளர் பொருளை ஃப்ரெஷ்ஷாக வைக்கலாம்.'),
      },
    ],
    useCases: [
      { name: t('Spice blends', 'मसाला मिक्स', 'மசாலா கலவைகள்'), kind: 'food' },
      { name: t('Tea and coffee', 'चाय और कॉफ़ी', 'டீ, காபி'), kind: 'food' },
      { name: t('Health mixes', 'हेल्थ मिक्स', 'ஹெல்த் மிக்ஸ்'), kind: 'food' },
      { name: u.chocolates, kind: 'food' },
      { name: t('Ayurvedic powders', 'आयुर्वेदिक पाउडर', 'ஆயுர்வேதப் பவுடர்கள்'), kind: 'non-food' },
      { name: t('Detergent and cleaning powders', 'डिटर्जेंट और सफ़ाई पाउडर', 'சலவைத் தூள், சுத்தம் செய்யும் பவுடர்கள்'), kind: 'non-food' },
    ],
    whyChoose: [
      {
        title: t('Maximum brand space', 'ब्रांड के लिए सबसे ज़्यादा जगह', 'பிராண்டுக்கு அதிகபட்ச இடம்'),
        description: t('No window means every face carries your design.', 'विंडो नहीं, यानी हर तरफ़ आपका डिज़ाइन।', 'விண்டோ இல்லாததால் ஒவ்வொரு பக்கத்திலும் உங்கள் டிசைன்.'),
      },
      ...sharedReasons,
    ],
    faq: [
      {
        question: whichSize,
        answer: t(`The 100gm size, ${size('100gm')}.`, `100 ग्राम साइज़, ${size('100gm')}।`, `100 கிராம் அளவு, ${size('100gm')}.`),
        perSize: 'dimensions',
      },
      {
        question: t('Can I choose any colour?', 'क्या कोई भी रंग चुन सकते हैं?', 'எந்த வண்ணத்தையும் தேர்வு செய்யலாமா?'),
        answer: t(
          'Yes. Digital printing reproduces your brand colours; send your colour codes with your artwork.',
          'हाँ। डिजिटल प्रिंटिंग आपके ब्रांड के रंग हूबहू छापती है; आर्टवर्क के साथ अपने रंगों के कोड भेजें।',
          'ஆம். டிஜிட்டல் பிரிண்டிங் உங்கள் பிராண்ட் வண்ணங்களை அப்படியே அச்சிடும்; ஆர்ட்வொர்க்குடன் உங்கள் வண்ணக் குறியீடுகளை அனுப்புங்கள்.',
        ),
      },
      {
        question: t('Matte or glossy?', 'मैट या ग्लॉसी?', 'மேட்டா, கிளாஸியா?'),
        answer: t(
          'This pouch is printed with a matte finish as standard; ask for glossy in your enquiry.',
          'यह पाउच आम तौर पर मैट फ़िनिश में प्रिंट होता है; ग्लॉसी चाहिए तो इन्क्वायरी में बताएँ।',
          'இந்த பவுச் வழக்கமாக மேட் ஃபினிஷில் பிரிண்ட் செய்யப்படும்; கிளாஸி வேண்டுமென்றால் விசாரணையில் கேளுங்கள்.',
        ),
      },
    ],
  },
];

export const productPages: ReadonlyMap<string, ProductPage> = new Map(productPageList.map((p) => [p.slug, p]));
