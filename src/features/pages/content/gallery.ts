import { assertUnique } from '@platform/content/blocks';
import { facts } from '@platform/content/facts';
import type { Text } from '@platform/i18n/text';
import type { Locale } from '@platform/i18n/locales';
import type { Content, GalleryItem } from './gallery.schema';

export type { GalleryItem } from './gallery.schema';

import type { GalleryCategory } from './categories';

export { galleryCategories, type GalleryCategory } from './categories';
/** The filter buttons' words; the category itself stays the filter's key. */
export const galleryCategoryNames: Readonly<Record<GalleryCategory, Text>> = {
  Standup: { en: 'Standup', hi: 'स्टैंड-अप', ta: 'ஸ்டாண்ட்-அப்' },
  Label: { en: 'Label', hi: 'लेबल', ta: 'லேபிள்' },
  Package: { en: 'Package', hi: 'पैकेज', ta: 'பேக்கேஜ்' },
  'Zip Pouch': { en: 'Zip Pouch', hi: 'ज़िप पाउच', ta: 'ஜிப் பவுச்' },
};

/** Ten mock-ups of pouches printed for client brands (10 gallery items). */
export const gallery: readonly GalleryItem[] = [
  {
    id: 1,
    category: 'Standup',
    brand: 'Amma Podi House',
    subject: { en: 'idli podi range', hi: 'इडली पोडी रेंज', ta: 'இட்லி பொடி வகைகள்' },
    description: {
      en: 'Matt kraft window stand-up pouch with a red label band; the window shows the podi.',
      hi: 'लाल लेबल बैंड वाला मैट क्राफ्ट विंडो स्टैंड-अप पाउच; विंडो से पोडी दिखती है।',
      ta: 'சிவப்பு லேபிள் பட்டையுடன் மேட் க்ராஃப்ட் விண்டோ ஸ்டாண்ட்-அப் பவுச்; விண்டோ வழியே பொடி தெரியும்.',
    },
    alt: {
      en: 'Kraft stand-up pouch with a clear window, printed with the Amma Podi brand in red',
      hi: 'ट्रांसपेरेंट विंडो वाला क्राफ्ट स्टैंड-अप पाउच, जिस पर लाल रंग में Amma Podi ब्रांड प्रिंट है',
      ta: 'தெளிவான விண்டோவுடன் க்ராஃப்ட் ஸ்டாண்ட்-அப் பவுச், சிவப்பில் Amma Podi பிராண்ட் பிரிண்ட்',
    },
    scene: {
      layout: 'single',
      background: ['#fff1e6', '#ffc078'],
      garnish: 'spice',
      pouches: [{ brand: 'Amma Podi', line: 'Idli podi · 250 g', art: { material: 'kraft', finish: 'matte', window: true, zipper: false, colour: '#c92a2a' } }],
    },
  },
  {
    id: 2,
    category: 'Zip Pouch',
    brand: 'Hill Bean Coffee',
    subject: { en: 'single-origin beans', hi: 'सिंगल-ओरिजिन बीन्स', ta: 'சிங்கிள்-ஒரிஜின் கொட்டைகள்' },
    description: {
      en: 'Inner foiled kraft zipper pouches keep roasted beans fresh; a green band per origin.',
      hi: 'अंदर फ़ॉइल वाले क्राफ्ट ज़िपर पाउच रोस्टेड बीन्स को ताज़ा रखते हैं; हर ओरिजिन के लिए एक हरा बैंड।',
      ta: 'உள்ளே ஃபாயில் உள்ள க்ராஃப்ட் ஜிப்பர் பவுச்கள் வறுத்த கொட்டைகளைப் புதிதாக வைக்கும்; ஒவ்வொரு ஒரிஜினுக்கும் ஒரு பச்சைப் பட்டை.',
    },
    alt: {
      en: 'Two matt kraft zipper pouches for Hill Bean Coffee with dark green label bands, coffee beans in front',
      hi: 'Hill Bean Coffee के दो मैट क्राफ्ट ज़िपर पाउच, गहरे हरे लेबल बैंड के साथ, आगे कॉफ़ी बीन्स',
      ta: 'அடர் பச்சை லேபிள் பட்டைகளுடன் Hill Bean Coffee-க்கான இரண்டு மேட் க்ராஃப்ட் ஜிப்பர் பவுச்கள், முன்னே காபி கொட்டைகள்',
    },
    scene: {
      layout: 'pair',
      background: ['#e6fcf5', '#63e6be'],
      garnish: 'beans',
      pouches: [
        { brand: 'Hill Bean', line: 'Coffee · 500 g', art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#0b7285' } },
        { brand: 'Hill Bean', line: 'Coffee · 250 g', art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#2b8a3e' } },
      ],
    },
  },
  {
    id: 3,
    category: 'Package',
    brand: 'Green Fields Organics',
    subject: { en: 'millet family', hi: 'मिलेट रेंज', ta: 'சிறுதானியப் பவுச் வரிசை' },
    description: {
      en: 'Three sizes of one design for a millet range, from 250 g to 1 kg, in natural kraft.',
      hi: 'मिलेट रेंज के लिए एक ही डिज़ाइन के तीन साइज़, 250 ग्राम से 1 किलो तक, नेचुरल क्राफ्ट में।',
      ta: 'சிறுதானிய வகைகளுக்கு ஒரே டிசைனில் மூன்று அளவுகள், 250 கிராம் முதல் 1 கிலோ வரை, இயற்கை க்ராஃப்டில்.',
    },
    alt: {
      en: 'A family of three kraft window pouches in different sizes for Green Fields Organics millets',
      hi: 'Green Fields Organics मिलेट के लिए अलग-अलग साइज़ के तीन क्राफ्ट विंडो पाउच',
      ta: 'Green Fields Organics சிறுதானியங்களுக்கு வெவ்வேறு அளவுகளில் மூன்று க்ராஃப்ட் விண்டோ பவுச்கள்',
    },
    scene: {
      layout: 'trio',
      background: ['#f4fce3', '#a9e34b'],
      garnish: 'grain',
      pouches: [
        { brand: 'Green Fields', line: 'Millet · 1 kg', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#2b8a3e' } },
        { brand: 'Green Fields', line: 'Ragi · 250 g', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#5c940d' } },
        { brand: 'Green Fields', line: 'Foxtail · 500 g', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#087f5b' } },
      ],
    },
  },
  {
    id: 4,
    category: 'Label',
    brand: 'Zaika Dry Fruits',
    subject: { en: 'gift labels', hi: 'गिफ़्ट लेबल', ta: 'பரிசு லேபிள்கள்' },
    description: {
      en: 'Round printed labels on clear pouches let one stock pouch carry many products.',
      hi: 'ट्रांसपेरेंट पाउच पर गोल प्रिंटेड लेबल, जिससे एक ही स्टॉक पाउच कई प्रोडक्ट के काम आता है।',
      ta: 'தெளிவான பவுச்களில் வட்ட வடிவ பிரிண்ட் லேபிள்கள் — ஒரே ஸ்டாக் பவுச் பல பொருட்களுக்குப் பயன்படும்.',
    },
    alt: {
      en: 'Clear stand-up pouch of cashews with a round Zaika label, beside a sheet of matching labels',
      hi: 'गोल Zaika लेबल वाला काजू का ट्रांसपेरेंट स्टैंड-अप पाउच, साथ में मिलते-जुलते लेबलों की शीट',
      ta: 'வட்ட Zaika லேபிளுடன் முந்திரி நிறைந்த தெளிவான ஸ்டாண்ட்-அப் பவுச், அருகே அதே லேபிள்களின் தாள்',
    },
    scene: {
      layout: 'label',
      background: ['#fff9db', '#ffd43b'],
      garnish: 'nuts',
      pouches: [{ brand: 'Zaika', line: 'Premium cashews', art: { material: 'clear', finish: 'glossy', window: false, zipper: true, colour: '#862e9c' } }],
    },
  },
  {
    id: 5,
    category: 'Standup',
    brand: 'Crunchy Trails',
    subject: { en: 'masala peanuts', hi: 'मसाला मूँगफली', ta: 'மசாலா வேர்க்கடலை' },
    description: {
      en: 'Glossy coloured stand-up pouch with inner metallization for crisp snacks.',
      hi: 'कुरकुरे स्नैक्स के लिए अंदर मेटलाइज़ेशन वाला ग्लॉसी रंगीन स्टैंड-अप पाउच।',
      ta: 'மொறுமொறுப்பான ஸ்நாக்ஸுக்கு, உள்ளே மெட்டலைஸ் செய்த கிளாஸி வண்ண ஸ்டாண்ட்-அப் பவுச்.',
    },
    alt: {
      en: 'Glossy orange stand-up snack pouch printed for Crunchy Trails masala peanuts',
      hi: 'Crunchy Trails मसाला मूँगफली के लिए प्रिंट किया ग्लॉसी नारंगी स्टैंड-अप स्नैक पाउच',
      ta: 'Crunchy Trails மசாலா வேர்க்கடலைக்கு பிரிண்ட் செய்த கிளாஸி ஆரஞ்சு ஸ்டாண்ட்-அப் ஸ்நாக் பவுச்',
    },
    scene: {
      layout: 'single',
      background: ['#fff4e6', '#ffa94d'],
      garnish: 'nuts',
      pouches: [
        { brand: 'Crunchy Trails', line: 'Masala peanuts', art: { material: 'colour', finish: 'glossy', window: false, zipper: false, colour: '#e8590c' } },
      ],
    },
  },
  {
    id: 6,
    category: 'Zip Pouch',
    brand: 'FitFuel',
    subject: { en: 'whey protein refill', hi: 'व्हे प्रोटीन रिफ़िल', ta: 'வே புரோட்டீன் ரீஃபில்' },
    description: {
      en: 'Two-sided silver zipper pouch in 1 kg for protein powder, resealed after every scoop.',
      hi: 'प्रोटीन पाउडर के लिए 1 किलो का टू-साइडेड सिल्वर ज़िपर पाउच, हर स्कूप के बाद दोबारा बंद।',
      ta: 'புரோட்டீன் பவுடருக்கு 1 கிலோ இருபக்க சில்வர் ஜிப்பர் பவுச், ஒவ்வொரு ஸ்கூப்புக்குப் பிறகும் மீண்டும் மூடலாம்.',
    },
    alt: {
      en: 'Silver stand-up zipper pouches for FitFuel whey protein with indigo label bands',
      hi: 'FitFuel व्हे प्रोटीन के लिए नील रंग के लेबल बैंड वाले सिल्वर स्टैंड-अप ज़िपर पाउच',
      ta: 'இண்டிகோ லேபிள் பட்டைகளுடன் FitFuel வே புரோட்டீனுக்கான சில்வர் ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்கள்',
    },
    scene: {
      layout: 'pair',
      background: ['#edf2ff', '#91a7ff'],
      garnish: 'none',
      pouches: [
        { brand: 'FitFuel', line: 'Whey · 1 kg', art: { material: 'silver', finish: 'metallic', window: false, zipper: true, colour: '#364fc7' } },
        { brand: 'FitFuel', line: 'Whey · 500 g', art: { material: 'silver', finish: 'metallic', window: false, zipper: true, colour: '#1864ab' } },
      ],
    },
  },
  {
    id: 7,
    category: 'Package',
    brand: 'Royal Chai',
    subject: { en: 'festive tea collection', hi: 'त्योहारी चाय कलेक्शन', ta: 'பண்டிகை டீ தொகுப்பு' },
    description: {
      en: 'Gold metallic pouches in three sizes for a Diwali gift collection of leaf teas.',
      hi: 'पत्ती वाली चाय के दिवाली गिफ़्ट कलेक्शन के लिए तीन साइज़ में गोल्ड मेटैलिक पाउच।',
      ta: 'இலை டீயின் தீபாவளிப் பரிசுத் தொகுப்புக்கு மூன்று அளவுகளில் கோல்டு மெட்டாலிக் பவுச்கள்.',
    },
    alt: {
      en: 'Three gold metallic tea pouches of different sizes for the Royal Chai gift collection',
      hi: 'Royal Chai गिफ़्ट कलेक्शन के लिए अलग-अलग साइज़ के तीन गोल्ड मेटैलिक चाय पाउच',
      ta: 'Royal Chai பரிசுத் தொகுப்புக்கு வெவ்வேறு அளவுகளில் மூன்று கோல்டு மெட்டாலிக் டீ பவுச்கள்',
    },
    scene: {
      layout: 'trio',
      background: ['#fff0f6', '#f783ac'],
      garnish: 'leaves',
      pouches: [
        { brand: 'Royal Chai', line: 'Masala chai', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#a61e4d' } },
        { brand: 'Royal Chai', line: 'Assam · 100 g', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#862e9c' } },
        { brand: 'Royal Chai', line: 'Green · 250 g', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#2b8a3e' } },
      ],
    },
  },
  {
    id: 8,
    category: 'Label',
    brand: 'Nandini Foods',
    subject: { en: 'batter labels', hi: 'बैटर लेबल', ta: 'மாவு லேபிள்கள்' },
    description: {
      en: 'Milky stand-up pouches with dated labels for fresh idli and dosa batter.',
      hi: 'ताज़े इडली-डोसा बैटर के लिए तारीख़ वाले लेबल के साथ दूधिया स्टैंड-अप पाउच।',
      ta: 'புதிய இட்லி, தோசை மாவுக்குத் தேதியிட்ட லேபிள்களுடன் பால் வெள்ளை ஸ்டாண்ட்-அப் பவுச்கள்.',
    },
    alt: {
      en: 'Milky white batter pouch with a round blue Nandini label, beside a sheet of labels',
      hi: 'गोल नीले Nandini लेबल वाला दूधिया सफ़ेद बैटर पाउच, साथ में लेबलों की शीट',
      ta: 'வட்ட நீல Nandini லேபிளுடன் பால் வெள்ளை மாவு பவுச், அருகே லேபிள் தாள்',
    },
    scene: {
      layout: 'label',
      background: ['#e7f5ff', '#74c0fc'],
      garnish: 'grain',
      pouches: [{ brand: 'Nandini', line: 'Idli & dosa batter', art: { material: 'milky', finish: 'glossy', window: false, zipper: true, colour: '#1971c2' } }],
    },
  },
  {
    id: 9,
    category: 'Standup',
    brand: 'Kaveri Masala',
    subject: { en: 'sambar powder', hi: 'सांभर पाउडर', ta: 'சாம்பார் பவுடர்' },
    description: {
      en: 'One-sided silver stand-up pouch with a window, printed in deep red for a spice brand.',
      hi: 'एक मसाला ब्रांड के लिए गहरे लाल रंग में प्रिंट किया गया, विंडो वाला एक तरफ़ सिल्वर स्टैंड-अप पाउच।',
      ta: 'ஒரு மசாலா பிராண்டுக்காக அடர் சிவப்பில் பிரிண்ட் செய்த, விண்டோவுடன் ஒருபக்க சில்வர் ஸ்டாண்ட்-அப் பவுச்.',
    },
    alt: {
      en: 'Silver stand-up pouch with a window, printed in deep red for Kaveri sambar powder',
      hi: 'Kaveri सांभर पाउडर के लिए गहरे लाल रंग में प्रिंट, विंडो वाला सिल्वर स्टैंड-अप पाउच',
      ta: 'Kaveri சாம்பார் பவுடருக்கு அடர் சிவப்பில் பிரிண்ட் செய்த, விண்டோவுடன் சில்வர் ஸ்டாண்ட்-அப் பவுச்',
    },
    scene: {
      layout: 'single',
      background: ['#fff5f5', '#ff8787'],
      garnish: 'spice',
      pouches: [{ brand: 'Kaveri', line: 'Sambar powder', art: { material: 'silver', finish: 'metallic', window: true, zipper: false, colour: '#a51111' } }],
    },
  },
  {
    id: 10,
    category: 'Zip Pouch',
    brand: 'Paws & Treats',
    subject: { en: 'chicken jerky', hi: 'चिकन जर्की', ta: 'சிக்கன் ஜெர்கி' },
    description: {
      en: 'Coloured window zipper pouches show the treats and reseal to keep them crunchy.',
      hi: 'रंगीन विंडो ज़िपर पाउच ट्रीट दिखाते हैं और दोबारा बंद होकर उन्हें कुरकुरा रखते हैं।',
      ta: 'வண்ண விண்டோ ஜிப்பர் பவுச்கள் ட்ரீட்களைக் காட்டி, மீண்டும் மூடி அவற்றை மொறுமொறுப்பாக வைக்கும்.',
    },
    alt: {
      en: 'Two purple window zipper pouches for Paws and Treats chicken jerky dog treats',
      hi: 'Paws and Treats चिकन जर्की डॉग ट्रीट के लिए दो बैंगनी विंडो ज़िपर पाउच',
      ta: 'Paws and Treats சிக்கன் ஜெர்கி நாய் உணவுக்கான இரண்டு ஊதா விண்டோ ஜிப்பர் பவுச்கள்',
    },
    scene: {
      layout: 'pair',
      background: ['#f3f0ff', '#b197fc'],
      garnish: 'none',
      pouches: [
        { brand: 'Paws & Treats', line: 'Chicken jerky', art: { material: 'colour', finish: 'glossy', window: true, zipper: true, colour: '#6741d9' } },
        { brand: 'Paws & Treats', line: 'Fish bites', art: { material: 'colour', finish: 'glossy', window: true, zipper: true, colour: '#0c8599' } },
      ],
    },
  },
];

/** "Amma Podi House: idli podi range": the picture's title in a language. */
export const galleryTitle = (item: Pick<GalleryItem, 'brand' | 'subject'>, locale: Locale): string => `${item.brand}: ${item.subject[locale]}`;

export const galleryImage = (item: Pick<GalleryItem, 'id'>): string => `/img/portfolio/${item.id}.svg`;

export const portfolioPage: Content['portfolioPage'] = {
  seo: {
    title: { en: 'Portfolio: Custom Printed Pouches We Made', hi: 'पोर्टफ़ोलियो: हमारे बनाए कस्टम प्रिंटेड पाउच', ta: 'எங்கள் படைப்புகள்: கஸ்டம் பிரிண்ட் பவுச்கள்' },
    description: {
      en: 'See stand-up, zipper and labelled pouches we printed for spice, coffee, snack, tea and pet-food brands across India. Filter by style and open any design.',
      hi: 'पूरे भारत के मसाला, कॉफ़ी, स्नैक, चाय और पेट-फ़ूड ब्रांडों के लिए प्रिंट किए स्टैंड-अप, ज़िपर और लेबल वाले पाउच। स्टाइल से छाँटें, कोई भी डिज़ाइन खोलें।',
      ta: 'இந்திய மசாலா, காபி, ஸ்நாக்ஸ், டீ, பெட் ஃபுட் பிராண்டுகளுக்கு நாங்கள் பிரிண்ட் செய்த ஸ்டாண்ட்-அப், ஜிப்பர், லேபிள் பவுச்கள். வகைப்படி வடிகட்டி டிசைனைத் திறங்கள்.',
    },
    keywords: ['pouch printing portfolio', 'custom pouch designs', 'printed stand-up pouch examples', 'zipper pouch designs', 'pouch labels'],
  },
  eyebrow: { en: 'Portfolio', hi: 'पोर्टफ़ोलियो', ta: 'போர்ட்ஃபோலியோ' },
  heading: { en: 'Our Portfolio', hi: 'हमारा पोर्टफ़ोलियो', ta: 'எங்கள் படைப்புகள்' },
  lead: {
    en: 'Pouches we have printed for brands like yours. Filter by style and open any design to see it large.',
    hi: 'आप जैसे ब्रांडों के लिए हमारे प्रिंट किए पाउच। स्टाइल के हिसाब से छाँटें और कोई भी डिज़ाइन बड़ा करके देखें।',
    ta: 'உங்களைப் போன்ற பிராண்டுகளுக்கு நாங்கள் பிரிண்ட் செய்த பவுச்கள். வகைப்படி வடிகட்டி, எந்த டிசைனையும் பெரிதாகத் திறந்து பாருங்கள்.',
  },
  /** Shown in place of the filter buttons, which need JavaScript. */
  withoutScript: {
    en: 'Ten designs, from stand-up and zipper pouches to labels and product families. Open any picture to see it full size.',
    hi: 'दस डिज़ाइन, स्टैंड-अप और ज़िपर पाउच से लेकर लेबल और प्रोडक्ट फ़ैमिली तक। पूरे साइज़ में देखने के लिए कोई भी तस्वीर खोलें।',
    ta: 'ஸ்டாண்ட்-அப், ஜிப்பர் பவுச்கள் முதல் லேபிள்கள், பொருள் குடும்பங்கள் வரை பத்து டிசைன்கள். முழு அளவில் பார்க்க படத்தைத் திறங்கள்.',
  },
  cta: {
    title: { en: 'Want your brand in our portfolio?', hi: 'अपना ब्रांड हमारे पोर्टफ़ोलियो में चाहते हैं?', ta: 'உங்கள் பிராண்டும் எங்கள் படைப்புகளில் இடம்பெற வேண்டுமா?' },
    text: {
      en: `Send us your product and artwork idea; we reply within ${facts.replyWithinHours} hours with pouch options and a price.`,
      hi: `हमें अपना प्रोडक्ट और आर्टवर्क का आइडिया भेजिए; हम ${facts.replyWithinHours} घंटे के अंदर पाउच के विकल्प और कीमत के साथ जवाब देंगे।`,
      ta: `உங்கள் பொருளையும் ஆர்ட்வொர்க் யோசனையையும் அனுப்புங்கள்; ${facts.replyWithinHours} மணி நேரத்துக்குள் பவுச் விருப்பங்களுடனும் விலையுடனும் பதில் அளிப்போம்.`,
    },
    button: { en: 'Contact Us', hi: 'संपर्क करें', ta: 'தொடர்புகொள்ளுங்கள்' },
    href: '/contactus',
  },
};

assertUnique(gallery, (g) => String(g.id), 'gallery id');
assertUnique(gallery, (g) => galleryTitle(g, 'en'), 'gallery title');
