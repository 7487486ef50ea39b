import { assertUnique } from '@platform/content/blocks';
import { dayRange, facts } from '@platform/content/facts';
import { site } from '@platform/content/site';
import type { Content } from './home.schema';

export type { ContentIcon } from './home.schema';

/** The home page's title and description, in its head (the title also as its hidden heading). */
export const homeSeo: Content['homeSeo'] = {
  title: {
    en: `${site.name} — Custom Printed Stand-Up & Zipper Pouches in India`,
    hi: `${site.name} — भारत में कस्टम प्रिंटेड स्टैंड-अप और ज़िपर पाउच`,
    ta: `${site.name} — இந்தியாவில் கஸ்டம் பிரிண்ட் ஸ்டாண்ட்-அப் & ஜிப்பர் பவுச்கள்`,
  },
  description: {
    en: `Custom digitally printed stand-up and zipper pouches for food and FMCG brands across India. Kraft, PET and metallized foil, matte or glossy, from ${facts.trialPouches} pouches, delivered fast.`,
    hi: `पूरे भारत के फ़ूड और FMCG ब्रांडों के लिए कस्टम डिजिटल प्रिंटेड स्टैंड-अप और ज़िपर पाउच। क्राफ्ट, PET और मेटलाइज़्ड फ़ॉइल, मैट या ग्लॉसी, ${facts.trialPouches} पाउच से, तेज़ डिलीवरी।`,
    ta: `இந்தியா முழுவதும் உணவு, FMCG பிராண்டுகளுக்கு கஸ்டம் டிஜிட்டல் பிரிண்ட் ஸ்டாண்ட்-அப், ஜிப்பர் பவுச்கள். க்ராஃப்ட், PET, மெட்டலைஸ்டு ஃபாயில், மேட் அல்லது கிளாஸி, ${facts.trialPouches} பவுச்களிலிருந்து, விரைவு டெலிவரி.`,
  },
};

/** Mission and vision, shown on the home page and on /aboutus. */
export const missionVision: Content['missionVision'] = [
  {
    icon: 'target',
    title: { en: 'Our Mission', hi: 'हमारा मिशन', ta: 'எங்கள் நோக்கம்' },
    description: {
      en: 'To give every brand, from a home kitchen to a national FMCG label, affordable, creative, functional and sustainable packaging solutions that protect the product and sell it on the shelf.',
      hi: 'घर की रसोई से लेकर नेशनल FMCG ब्रांड तक, हर ब्रांड को किफ़ायती, क्रिएटिव, काम की और टिकाऊ पैकेजिंग देना, जो प्रोडक्ट को सुरक्षित रखे और शेल्फ़ पर उसे बिकवाए।',
      ta: 'வீட்டுச் சமையலறை முதல் தேசிய FMCG பிராண்ட் வரை, ஒவ்வொரு பிராண்டுக்கும் குறைந்த செலவில், புதுமையான, பயனுள்ள, நீடித்த பேக்கேஜிங்கை வழங்குவது — பொருளைப் பாதுகாத்து, அலமாரியில் விற்கும் பேக்கேஜிங்.',
    },
    gradient: ['#e8590c', '#f2b630'],
  },
  {
    icon: 'eye',
    title: { en: 'Our Vision', hi: 'हमारा विज़न', ta: 'எங்கள் தொலைநோக்கு' },
    description: {
      en: "To be India's most trusted brand in digital packaging manufacturing: known for honest advice, colours that match the proof, and pouches that arrive on time.",
      hi: 'डिजिटल पैकेजिंग मैन्युफ़ैक्चरिंग में भारत का सबसे भरोसेमंद ब्रांड बनना: ईमानदार सलाह, प्रूफ़ से मेल खाते रंगों और समय पर पहुँचने वाले पाउच के लिए जाना जाने वाला।',
      ta: 'டிஜிட்டல் பேக்கேஜிங் உற்பத்தியில் இந்தியாவின் மிக நம்பகமான பிராண்டாக இருப்பது: நேர்மையான ஆலோசனை, ப்ரூஃபுடன் பொருந்தும் வண்ணங்கள், சரியான நேரத்தில் வரும் பவுச்கள் — இவற்றுக்காக அறியப்படுவது.',
    },
    gradient: ['#1f6f5c', '#0f3d2e'],
  },
];
export const MISSION_STAGGER_MS = 300;

const from = dayRange(facts.standardDeliveryDays);

export const aboutBlock: Content['aboutBlock'] = {
  head: {
    eyebrow: { en: 'About Us', hi: 'हमारे बारे में', ta: 'எங்களைப் பற்றி' },
    title: { en: 'Packaging that works as hard as your brand', hi: 'ऐसी पैकेजिंग, जो आपके ब्रांड जितनी ही मेहनत करे', ta: 'உங்கள் பிராண்டைப் போலவே உழைக்கும் பேக்கேஜிங்' },
  },
  paragraph: {
    en: 'We are a Tamil Nadu manufacturer of custom digitally printed stand-up and zipper pouches. Digital printing needs no plates or cylinders, so a small brand can order short runs in full colour and a growing brand can change designs without paying for new tooling.',
    hi: 'हम तमिलनाडु में कस्टम डिजिटल प्रिंटेड स्टैंड-अप और ज़िपर पाउच बनाते हैं। डिजिटल प्रिंटिंग में न प्लेट लगती है, न सिलेंडर, इसलिए छोटा ब्रांड भी फ़ुल कलर में कम मात्रा का ऑर्डर दे सकता है और बढ़ता ब्रांड नई टूलिंग का ख़र्च उठाए बिना डिज़ाइन बदल सकता है।',
    ta: 'நாங்கள் தமிழ்நாட்டில் கஸ்டம் டிஜிட்டல் பிரிண்ட் ஸ்டாண்ட்-அப் மற்றும் ஜிப்பர் பவுச்களைத் தயாரிக்கிறோம். டிஜிட்டல் பிரிண்டிங்கிற்கு பிளேட்டோ சிலிண்டரோ தேவையில்லை; அதனால் சிறிய பிராண்டும் முழு வண்ணத்தில் குறைந்த அளவில் ஆர்டர் செய்யலாம், வளரும் பிராண்டும் புதிய டூலிங் செலவின்றி டிசைனை மாற்றலாம்.',
  },
  highlights: [
    {
      en: `Orders from ${facts.trialPouches} printed pouches per design`,
      hi: `हर डिज़ाइन के ${facts.trialPouches} प्रिंटेड पाउच से ऑर्डर`,
      ta: `ஒரு டிசைனுக்கு ${facts.trialPouches} பிரிண்ட் பவுச்களிலிருந்து ஆர்டர்`,
    },
    {
      en: `${facts.laminationLayers}-layer laminated, food-grade materials`,
      hi: `${facts.laminationLayers}-लेयर लैमिनेटेड, फ़ूड-ग्रेड मटीरियल`,
      ta: `${facts.laminationLayers}-லேயர் லேமினேட், உணவுத் தர மெட்டீரியல்`,
    },
    { en: `Delivered across India in ${from} business days`, hi: `${from} कार्य-दिवसों में पूरे भारत में डिलीवरी`, ta: `${from} வேலை நாட்களில் இந்தியா முழுவதும் டெலிவரி` },
  ],
  button: { en: 'More About Us', hi: 'हमारे बारे में और जानें', ta: 'எங்களைப் பற்றி மேலும்' },
};

export const featuredProducts: Content['featuredProducts'] = {
  head: {
    eyebrow: { en: 'Our Products', hi: 'हमारे प्रोडक्ट', ta: 'எங்கள் பொருட்கள்' },
    title: { en: 'Our Digital Packaging Products', hi: 'हमारे डिजिटल पैकेजिंग प्रोडक्ट', ta: 'எங்கள் டிஜிட்டல் பேக்கேஜிங் பொருட்கள்' },
    lead: {
      en: 'Ten pouch types in kraft, clear PET and metallized foil, each in sizes from 50 g to 2 kg and printed with your design.',
      hi: 'क्राफ्ट, ट्रांसपेरेंट PET और मेटलाइज़्ड फ़ॉइल में दस तरह के पाउच, हर एक 50 ग्राम से 2 किलो तक के साइज़ में, आपके डिज़ाइन के साथ प्रिंट किया हुआ।',
      ta: 'க்ராஃப்ட், தெளிவான PET, மெட்டலைஸ்டு ஃபாயிலில் பத்து வகை பவுச்கள் — ஒவ்வொன்றும் 50 கிராம் முதல் 2 கிலோ வரையிலான அளவுகளில், உங்கள் டிசைனுடன் பிரிண்ட் செய்யப்பட்டவை.',
    },
  },
  slugs: ['kraft-with-window', 'gold-zipper', 'coloured-window-zipper', 'transparent-zipper'],
  button: { en: 'View All Products', hi: 'सभी प्रोडक्ट देखें', ta: 'எல்லாப் பொருட்களையும் பாருங்கள்' },
};

export const whoWeServe: Content['whoWeServe'] = {
  head: {
    eyebrow: { en: 'Who We Serve', hi: 'हम किनके लिए काम करते हैं', ta: 'எங்கள் வாடிக்கையாளர்கள்' },
    title: { en: 'Pouches for every kind of maker', hi: 'हर तरह के कारोबार के लिए पाउच', ta: 'ஒவ்வொரு தயாரிப்பாளருக்கும் ஏற்ற பவுச்கள்' },
    lead: {
      en: 'From a first batch of home-made podi to a national snack brand: the same printing quality at the quantity you need.',
      hi: 'घर में बनी पोडी के पहले बैच से लेकर नेशनल स्नैक ब्रांड तक: आपको जितनी मात्रा चाहिए, उसमें वही प्रिंटिंग क्वालिटी।',
      ta: 'வீட்டில் தயாரித்த பொடியின் முதல் பேட்ச் முதல் தேசிய ஸ்நாக்ஸ் பிராண்ட் வரை: உங்களுக்குத் தேவையான எண்ணிக்கையில், அதே பிரிண்டிங் தரம்.',
    },
  },
  cards: [
    {
      id: '01',
      icon: 'store',
      gradient: ['#e8590c', '#f59f00'],
      title: { en: 'Food & FMCG Brands', hi: 'फ़ूड और FMCG ब्रांड', ta: 'உணவு & FMCG பிராண்டுகள்' },
      description: {
        en: 'Shelf-ready pouches with barrier layers and consistent colour across every reorder and every SKU.',
        hi: 'बैरियर लेयर वाले शेल्फ़-रेडी पाउच, हर री-ऑर्डर और हर SKU में एक जैसे रंग के साथ।',
        ta: 'பேரியர் லேயர்களுடன் அலமாரிக்குத் தயாரான பவுச்கள்; ஒவ்வொரு மறு ஆர்டரிலும் ஒவ்வொரு SKU-விலும் ஒரே வண்ணம்.',
      },
    },
    {
      id: '02',
      icon: 'home',
      gradient: ['#c2255c', '#f06595'],
      title: { en: 'Home Food Makers & Women Entrepreneurs', hi: 'होम फ़ूड मेकर और महिला उद्यमी', ta: 'வீட்டு உணவு & பெண் தொழில்முனைவோர்' },
      description: {
        en: 'Start small with trial quantities and packaging that looks as good as the big brands beside you.',
        hi: 'ट्रायल मात्रा से छोटी शुरुआत करें, ऐसी पैकेजिंग के साथ जो बगल में रखे बड़े ब्रांडों जितनी अच्छी दिखे।',
        ta: 'சோதனை எண்ணிக்கையில் சிறிதாகத் தொடங்குங்கள் — அருகிலுள்ள பெரிய பிராண்டுகளுக்கு இணையாகத் தெரியும் பேக்கேஜிங்குடன்.',
      },
    },
    {
      id: '03',
      icon: 'jar',
      gradient: ['#b42318', '#f76707'],
      title: { en: 'Spice & Masala Sellers', hi: 'मसाला विक्रेता', ta: 'மசாலா விற்பனையாளர்கள்' },
      description: {
        en: 'Aroma-locking metallized pouches with zippers that keep masalas and podis fresh after opening.',
        hi: 'ख़ुशबू बंद रखने वाले मेटलाइज़्ड पाउच, जिनका ज़िपर खोलने के बाद भी मसालों और पोडी को ताज़ा रखता है।',
        ta: 'மணத்தைப் பூட்டி வைக்கும் மெட்டலைஸ்டு பவுச்கள்; திறந்த பிறகும் மசாலாவையும் பொடியையும் ஜிப்பர் புதிதாக வைக்கும்.',
      },
    },
    {
      id: '04',
      icon: 'nut',
      gradient: ['#9a3412', '#d97706'],
      title: { en: 'Dry Fruit & Snack Makers', hi: 'ड्राई फ्रूट और स्नैक मेकर', ta: 'உலர் பழம் & ஸ்நாக்ஸ் தயாரிப்பாளர்கள்' },
      description: {
        en: 'Window pouches that show off cashews, almonds and namkeen while keeping out moisture.',
        hi: 'विंडो पाउच, जो काजू, बादाम और नमकीन को दिखाते हैं और नमी को बाहर रखते हैं।',
        ta: 'முந்திரி, பாதாம், மிக்சரை அழகாகக் காட்டி, ஈரப்பதத்தைத் தடுக்கும் விண்டோ பவுச்கள்.',
      },
    },
    {
      id: '05',
      icon: 'cup',
      gradient: ['#5c3d2e', '#a0785a'],
      title: { en: 'Coffee, Tea & Protein Powder', hi: 'कॉफ़ी, चाय और प्रोटीन पाउडर', ta: 'காபி, டீ & புரோட்டீன் பவுடர்' },
      description: {
        en: 'Foil-lined stand-up pouches for coffee beans, leaf tea and supplement powders, in the size the size finder works out for your weight.',
        hi: 'कॉफ़ी बीन्स, पत्ती वाली चाय और सप्लीमेंट पाउडर के लिए फ़ॉइल वाले स्टैंड-अप पाउच, उस साइज़ में जो साइज़ फ़ाइंडर आपके वज़न के लिए बताए।',
        ta: 'காபி கொட்டை, இலை டீ, சப்ளிமென்ட் பவுடருக்கு ஃபாயில் உள்ள ஸ்டாண்ட்-அப் பவுச்கள் — உங்கள் எடைக்கு அளவு கண்டுபிடிப்பான் கணக்கிடும் அளவில்.',
      },
    },
    {
      id: '06',
      icon: 'leaf',
      gradient: ['#2b8a3e', '#74b816'],
      title: { en: 'Farmers & Organic Brands', hi: 'किसान और ऑर्गेनिक ब्रांड', ta: 'விவசாயிகள் & ஆர்கானிக் பிராண்டுகள்' },
      description: {
        en: 'Natural kraft finishes that tell an honest, earthy story for millets, jaggery, honey and grains.',
        hi: 'नेचुरल क्राफ्ट फ़िनिश, जो मिलेट, गुड़, शहद और अनाज की सच्ची, मिट्टी से जुड़ी कहानी कहती है।',
        ta: 'சிறுதானியம், வெல்லம், தேன், தானியங்களின் நேர்மையான, மண் சார்ந்த கதையைச் சொல்லும் இயற்கை க்ராஃப்ட் ஃபினிஷ்.',
      },
    },
    {
      id: '07',
      icon: 'cake',
      gradient: ['#1971c2', '#4dabf7'],
      title: { en: 'Bakeries, Pet & Nutraceutical Brands', hi: 'बेकरी, पेट फ़ूड और हेल्थ ब्रांड', ta: 'பேக்கரி, பெட் ஃபுட் & ஹெல்த் பிராண்டுகள்' },
      description: {
        en: 'Resealable pouches for cookies, pet treats and health mixes, printed with the details buyers look for.',
        hi: 'कुकीज़, पेट ट्रीट और हेल्थ मिक्स के लिए दोबारा बंद होने वाले पाउच, उन जानकारियों के साथ जो ख़रीदार ढूँढते हैं।',
        ta: 'குக்கீஸ், பெட் ட்ரீட், ஹெல்த் மிக்ஸுக்கு மீண்டும் மூடக்கூடிய பவுச்கள் — வாங்குபவர்கள் தேடும் விவரங்களுடன்.',
      },
    },
    {
      id: '08',
      icon: 'rocket',
      gradient: ['#5f3dc4', '#9775fa'],
      title: { en: 'Eco-friendly Makers & Startups', hi: 'इको-फ़्रेंडली मेकर और स्टार्टअप', ta: 'இகோ பிராண்டுகள் & ஸ்டார்ட்அப்கள்' },
      description: {
        en: 'Handmade and small-batch businesses get professional packaging without a large first order.',
        hi: 'हाथ से बने और छोटे बैच वाले बिज़नेस को बड़े पहले ऑर्डर के बिना प्रोफ़ेशनल पैकेजिंग मिलती है।',
        ta: 'கைவினை மற்றும் சிறு பேட்ச் தொழில்களுக்கு, பெரிய முதல் ஆர்டர் இல்லாமலே தொழில்முறை பேக்கேஜிங்.',
      },
    },
  ],
};

export const getInTouch: Content['getInTouch'] = {
  eyebrow: { en: 'Get in Touch', hi: 'हमसे जुड़ें', ta: 'எங்களுடன் பேசுங்கள்' },
  title: {
    en: 'Ready to create packaging your customers remember?',
    hi: 'ऐसी पैकेजिंग बनाने के लिए तैयार, जो ग्राहकों को याद रहे?',
    ta: 'வாடிக்கையாளர்கள் நினைவில் வைக்கும் பேக்கேஜிங்கை உருவாக்கத் தயாரா?',
  },
  text: {
    en: `Tell us your product, pouch size and quantity. Our team replies within ${facts.replyWithinHours} hours with options, a price and a delivery date.`,
    hi: `हमें अपना प्रोडक्ट, पाउच साइज़ और मात्रा बताइए। हमारी टीम ${facts.replyWithinHours} घंटे के अंदर विकल्प, कीमत और डिलीवरी की तारीख़ के साथ जवाब देती है।`,
    ta: `உங்கள் பொருள், பவுச் அளவு, எண்ணிக்கையைச் சொல்லுங்கள். எங்கள் குழு ${facts.replyWithinHours} மணி நேரத்துக்குள் விருப்பங்கள், விலை, டெலிவரி தேதியுடன் பதில் அளிக்கும்.`,
  },
  button: { en: 'Contact Us', hi: 'संपर्क करें', ta: 'தொடர்புகொள்ளுங்கள்' },
  href: '/contactus',
};

/** Why Choose Us: the five benefits of the original site, numbered 01–05, entering 100 ms apart. */
export const whyChooseUs: Content['whyChooseUs'] = {
  head: {
    eyebrow: { en: 'Why Choose Us', hi: 'हमें क्यों चुनें', ta: 'எங்களை ஏன் தேர்வு செய்வது' },
    title: { en: 'What you get with every order', hi: 'हर ऑर्डर के साथ आपको क्या मिलता है', ta: 'ஒவ்வொரு ஆர்டரிலும் உங்களுக்குக் கிடைப்பவை' },
    lead: {
      en: 'The five promises we build every pouch around.',
      hi: 'वे पाँच वादे, जिन पर हम हर पाउच बनाते हैं।',
      ta: 'ஒவ்வொரு பவுச்சையும் நாங்கள் உருவாக்கும் ஐந்து வாக்குறுதிகள்.',
    },
  },
  cards: [
    {
      id: '01',
      delay: 0,
      icon: 'printer',
      gradient: ['#e8590c', '#f2b630'],
      title: { en: 'High-Definition Digital Printing', hi: 'हाई-डेफ़िनिशन डिजिटल प्रिंटिंग', ta: 'ஹை-டெஃபனிஷன் டிஜிட்டல் பிரிண்டிங்' },
      description: {
        en: 'Photographic detail and lasting, vibrant colours that stay true from the first pouch to the last.',
        hi: 'फ़ोटो जैसी बारीकी और टिकाऊ, चटक रंग, जो पहले पाउच से आख़िरी तक एक जैसे रहें।',
        ta: 'புகைப்படம் போன்ற நுணுக்கம், நீடித்த பளிச்சென்ற வண்ணங்கள் — முதல் பவுச் முதல் கடைசி வரை ஒரே மாதிரி.',
      },
    },
    {
      id: '02',
      delay: 100,
      icon: 'sliders',
      gradient: ['#1f6f5c', '#38a169'],
      title: { en: 'Custom Sizes, Finishes & Designs', hi: 'कस्टम साइज़, फ़िनिश और डिज़ाइन', ta: 'கஸ்டம் அளவு, ஃபினிஷ் & டிசைன்' },
      description: {
        en: 'Choose the size, shape, window, zipper and a matte, glossy, metallic or kraft finish for your product.',
        hi: 'अपने प्रोडक्ट के लिए साइज़, शेप, विंडो, ज़िपर और मैट, ग्लॉसी, मेटैलिक या क्राफ्ट फ़िनिश चुनें।',
        ta: 'உங்கள் பொருளுக்கு அளவு, வடிவம், விண்டோ, ஜிப்பர், மேட், கிளாஸி, மெட்டாலிக் அல்லது க்ராஃப்ட் ஃபினிஷைத் தேர்ந்தெடுங்கள்.',
      },
    },
    {
      id: '03',
      delay: 200,
      icon: 'shield',
      gradient: ['#1971c2', '#4dabf7'],
      title: { en: 'Durable Food-Grade Materials', hi: 'मज़बूत फ़ूड-ग्रेड मटीरियल', ta: 'உறுதியான உணவுத் தர மெட்டீரியல்' },
      description: {
        en: `Food-safe, ${facts.laminationLayers}-layer laminated films that keep out moisture, light and air.`,
        hi: `फ़ूड-सेफ़, ${facts.laminationLayers}-लेयर लैमिनेटेड फ़िल्में, जो नमी, रोशनी और हवा को बाहर रखती हैं।`,
        ta: `ஈரப்பதம், ஒளி, காற்றைத் தடுக்கும், உணவுக்குப் பாதுகாப்பான ${facts.laminationLayers}-லேயர் லேமினேட் ஃபிலிம்கள்.`,
      },
    },
    {
      id: '04',
      delay: 300,
      icon: 'clock',
      gradient: ['#c2255c', '#f06595'],
      title: { en: 'Low MOQs, Fast Turnaround', hi: 'कम MOQ, तेज़ डिलीवरी', ta: 'குறைந்த MOQ, விரைவான டெலிவரி' },
      description: {
        en: `Order from ${facts.trialPouches} pouches per design and receive most custom orders in ${from} business days.`,
        hi: `हर डिज़ाइन के ${facts.trialPouches} पाउच से ऑर्डर करें; ज़्यादातर कस्टम ऑर्डर ${from} कार्य-दिवसों में पहुँच जाते हैं।`,
        ta: `ஒரு டிசைனுக்கு ${facts.trialPouches} பவுச்களிலிருந்து ஆர்டர் செய்யுங்கள்; பெரும்பாலான கஸ்டம் ஆர்டர்கள் ${from} வேலை நாட்களில் வந்து சேரும்.`,
      },
    },
    {
      id: '05',
      delay: 400,
      icon: 'headset',
      gradient: ['#5f3dc4', '#9775fa'],
      title: { en: 'Dedicated Support Team', hi: 'आपके लिए समर्पित सपोर्ट टीम', ta: 'உங்களுக்கென ஒரு ஆதரவுக் குழு' },
      description: {
        en: 'One person follows your order from artwork check to dispatch and answers within a working day.',
        hi: 'आर्टवर्क जाँच से डिस्पैच तक एक ही व्यक्ति आपके ऑर्डर को संभालता है और एक कार्य-दिवस में जवाब देता है।',
        ta: 'ஆர்ட்வொர்க் சரிபார்ப்பு முதல் டிஸ்பாட்ச் வரை ஒருவரே உங்கள் ஆர்டரைக் கவனித்து, ஒரு வேலை நாளுக்குள் பதில் அளிப்பார்.',
      },
    },
  ],
};

export const homeFaqHead: Content['homeFaqHead'] = {
  eyebrow: { en: 'FAQ', hi: 'सवाल-जवाब', ta: 'கேள்வி-பதில்' },
  title: { en: 'Questions buyers ask us first', hi: 'ख़रीदार हमसे सबसे पहले क्या पूछते हैं', ta: 'வாங்குபவர்கள் முதலில் கேட்கும் கேள்விகள்' },
  lead: {
    en: 'Short answers to the most common questions. Find all of them on our FAQ page.',
    hi: 'सबसे आम सवालों के छोटे जवाब। सारे सवाल हमारे सवाल-जवाब पेज पर देखें।',
    ta: 'அடிக்கடி கேட்கப்படும் கேள்விகளுக்குச் சுருக்கமான பதில்கள். எல்லாக் கேள்விகளையும் எங்கள் கேள்வி-பதில் பக்கத்தில் பாருங்கள்.',
  },
};

export const testimonialsHead: Content['testimonialsHead'] = {
  eyebrow: { en: 'Testimonials', hi: 'ग्राहकों की राय', ta: 'வாடிக்கையாளர் கருத்துகள்' },
  title: { en: 'What our clients say', hi: 'हमारे ग्राहक क्या कहते हैं', ta: 'எங்கள் வாடிக்கையாளர்கள் சொல்வது' },
};

export const blogHead: Content['blogHead'] = {
  eyebrow: { en: 'From the Blog', hi: 'ब्लॉग से', ta: 'வலைப்பதிவிலிருந்து' },
  title: { en: 'Ideas for better packaging', hi: 'बेहतर पैकेजिंग के आइडिया', ta: 'சிறந்த பேக்கேஜிங்குக்கான யோசனைகள்' },
  lead: {
    en: 'Practical notes on pouch design, marketing and features from the people who print them.',
    hi: 'पाउच डिज़ाइन, मार्केटिंग और फ़ीचर्स पर काम की बातें, उन्हें प्रिंट करने वाली टीम से।',
    ta: 'பவுச் டிசைன், மார்க்கெட்டிங், அம்சங்கள் பற்றி, அவற்றை பிரிண்ட் செய்யும் குழுவின் நடைமுறைக் குறிப்புகள்.',
  },
};

assertUnique(whoWeServe.cards, (c) => c.id, 'who-we-serve id');
assertUnique(whyChooseUs.cards, (c) => c.id, 'benefit id');
