import { assertUnique } from '@platform/content/blocks';
import { dayRange, facts, inr } from '@platform/content/facts';
import { formatWeight, groupIndian } from '@platform/i18n/format';
import { finishesIn, listIn, materialsIn } from '@platform/content/words';
import { ordering, sizes, stockSizeName, stockSizes } from '@features/catalogue';
import { riceHeld, usableVolumeMl } from '@features/size-finder';
import type { Locale } from '@platform/i18n/locales';
import type { Content, FaqItem } from './faq.schema';

export type { FaqItem } from './faq.schema';

/** "50gm, 100gm, … and 3 Kg": the catalogue's stock sizes, as the size finder offers them. */
const sizesIn = (locale: Locale): string =>
  listIn(
    stockSizes.map((s) => stockSizeName(s, locale)),
    locale,
  );

/** How much rice the 1 Kg pouch holds, by the size finder's model: "900 g", "900 ग्राम". */
const kiloRice = (locale: Locale): string => formatWeight(riceHeld({ usableMl: usableVolumeMl['1kg'], grams: sizes['1kg'].grams }), locale);

const [standardFrom, standardTo] = facts.standardDeliveryDays;
const [refundFrom, refundTo] = facts.refundDays;
const express = dayRange(facts.expressDeliveryDays);

/** What a price in the tables is for, in Hindi and Tamil (the English is `facts.priceIncludes`). */
const priceIncludes = {
  en: facts.priceIncludes,
  hi: 'हर कीमत एक तैयार पाउच की है, आपके डिज़ाइन के साथ फ़ुल कलर में डिजिटल प्रिंट (कोई प्लेट या सेटअप चार्ज नहीं), टैक्स सहित; शिपिंग अलग लग सकती है।',
  ta: 'ஒவ்வொரு விலையும் ஒரு முழுமையான பவுச்சுக்கானது — உங்கள் டிசைனுடன் முழு வண்ணத்தில் டிஜிட்டல் பிரிண்ட் (பிளேட் அல்லது செட்அப் கட்டணம் இல்லை), வரிகள் உட்பட; ஷிப்பிங் தனியாக இருக்கலாம்.',
};

/** The one minimum order, and the lowest price band's start that the 1,000 pieces quoted elsewhere is (decision 075). */
const minimum = groupIndian(facts.trialPouches, 0);
const lowestBand = groupIndian(ordering.lowestPriceFromUnits, 0);

/** The 15 questions of /faq, answered from the facts the site promises. */
export const faqs: readonly FaqItem[] = [
  {
    id: 'minimum-order',
    question: { en: 'What is the minimum order quantity?', hi: 'कम से कम कितना ऑर्डर देना होता है?', ta: 'குறைந்தபட்ச ஆர்டர் எண்ணிக்கை என்ன?' },
    answer: {
      en: `${minimum} pouches per design, in any of our sizes, stock or custom: every price table starts there. You may have seen ${lowestBand} pieces quoted: that is where our lowest price band begins, not our minimum, and larger runs bring the price per pouch down. Digital printing has no plates to pay for, so a first run can be small. ${priceIncludes.en}`,
      hi: `हर डिज़ाइन के ${minimum} पाउच, हमारे किसी भी साइज़ में, स्टॉक हो या कस्टम: हर कीमत सूची यहीं से शुरू होती है। आपने कहीं ${lowestBand} पीस का आंकड़ा देखा होगा: वह हमारा कम से कम ऑर्डर नहीं, हमारी सबसे कम कीमत वाली रेंज की शुरुआत है; जितनी बड़ी मात्रा, प्रति पाउच कीमत उतनी कम। डिजिटल प्रिंटिंग में प्लेट का ख़र्च नहीं निकालना पड़ता, इसलिए पहला ऑर्डर छोटा रखा जा सकता है। ${priceIncludes.hi}`,
      ta: `ஒரு டிசைனுக்கு ${minimum} பவுச்கள், ஸ்டாக் அளவோ கஸ்டம் அளவோ: ஒவ்வொரு விலைப் பட்டியலும் அங்கிருந்தே தொடங்குகிறது. ${lowestBand} பீஸ் என்ற எண்ணை எங்காவது பார்த்திருக்கலாம்: அது எங்கள் குறைந்தபட்ச ஆர்டர் அல்ல, மிகக் குறைந்த விலை வரம்பு தொடங்கும் இடம். டிஜிட்டல் பிரிண்டிங்கில் பிளேட் செலவு இல்லை, அதனால் முதல் ஆர்டர் சிறியதாக இருக்கலாம். ${priceIncludes.ta}`,
    },
  },
  {
    id: 'delivery-time',
    question: { en: 'How long does delivery take?', hi: 'डिलीवरी में कितना समय लगता है?', ta: 'டெலிவரிக்கு எவ்வளவு நாள் ஆகும்?' },
    answer: {
      en: `Most custom orders are printed and delivered within ${standardFrom}–${standardTo} business days after you approve the final proof. We confirm the dispatch date with your quote, so you can plan your launch around it.`,
      hi: `फ़ाइनल प्रूफ़ अप्रूव करने के बाद ज़्यादातर कस्टम ऑर्डर ${standardFrom}–${standardTo} कार्य-दिवसों में प्रिंट होकर डिलीवर हो जाते हैं। डिस्पैच की तारीख़ हम कोटेशन के साथ ही पक्की कर देते हैं, ताकि आप अपना लॉन्च उसी हिसाब से प्लान कर सकें।`,
      ta: `இறுதி ப்ரூஃபுக்கு நீங்கள் ஒப்புதல் தந்த பிறகு, பெரும்பாலான கஸ்டம் ஆர்டர்கள் ${standardFrom}–${standardTo} வேலை நாட்களுக்குள் பிரிண்ட் செய்யப்பட்டு டெலிவரி ஆகும். டிஸ்பாட்ச் தேதியை விலைப்புள்ளியுடனே உறுதிசெய்கிறோம்; அதைக் கொண்டு உங்கள் அறிமுகத்தைத் திட்டமிடலாம்.`,
    },
  },
  {
    id: 'express-delivery',
    question: { en: 'Can I get my pouches faster?', hi: 'क्या पाउच और जल्दी मिल सकते हैं?', ta: 'பவுச்களை இன்னும் விரைவாகப் பெற முடியுமா?' },
    answer: {
      en: `Yes. Express delivery brings your order in ${express} business days. Tell us your deadline when you enquire and we check the production slot before you confirm.`,
      hi: `हाँ। एक्सप्रेस डिलीवरी से आपका ऑर्डर ${express} कार्य-दिवसों में पहुँचता है। इन्क्वायरी करते समय अपनी डेडलाइन बताइए; आपके कन्फ़र्म करने से पहले हम प्रोडक्शन स्लॉट जाँच लेते हैं।`,
      ta: `ஆம். விரைவு டெலிவரியில் உங்கள் ஆர்டர் ${express} வேலை நாட்களில் வரும். விசாரிக்கும்போதே உங்கள் கடைசி தேதியைச் சொல்லுங்கள்; நீங்கள் உறுதிசெய்வதற்கு முன் உற்பத்தி நேரத்தைச் சரிபார்க்கிறோம்.`,
    },
  },
  {
    id: 'shipping-area',
    question: { en: 'Do you deliver across India?', hi: 'क्या आप पूरे भारत में डिलीवरी करते हैं?', ta: 'இந்தியா முழுவதும் டெலிவரி செய்கிறீர்களா?' },
    answer: {
      en: `Yes, we ship to every state through reliable nationwide courier partners, with tracking on every consignment. Delivery is free on orders above ${inr(facts.freeDeliveryAboveInr)}; below that, shipping is added at cost.`,
      hi: `हाँ, हम भरोसेमंद नेशनल कूरियर पार्टनरों के ज़रिए हर राज्य में भेजते हैं, हर कंसाइनमेंट की ट्रैकिंग के साथ। ${inr(facts.freeDeliveryAboveInr)} से ऊपर के ऑर्डर पर डिलीवरी फ़्री है; उससे कम पर शिपिंग का असल ख़र्च जुड़ता है।`,
      ta: `ஆம், நம்பகமான தேசிய கூரியர் கூட்டாளர்கள் மூலம் ஒவ்வொரு மாநிலத்துக்கும் அனுப்புகிறோம், ஒவ்வொரு பார்சலுக்கும் டிராக்கிங் உண்டு. ${inr(facts.freeDeliveryAboveInr)}-க்கு மேற்பட்ட ஆர்டர்களுக்கு டெலிவரி இலவசம்; அதற்குக் குறைவெனில் ஷிப்பிங் உண்மைச் செலவில் சேர்க்கப்படும்.`,
    },
  },
  {
    id: 'materials',
    question: { en: 'Which materials are your pouches made of?', hi: 'आपके पाउच किस मटीरियल से बनते हैं?', ta: 'உங்கள் பவுச்கள் எந்த மெட்டீரியலால் ஆனவை?' },
    answer: {
      en: `We laminate ${materialsIn('en')} films in ${facts.laminationLayers} layers: a printed outer layer, a barrier layer against moisture, light and air, and a food-contact inner layer that seals. Kraft gives a natural paper look; clear PET shows the product; metallized foil gives the strongest barrier.`,
      hi: `हम ${materialsIn('hi')} फ़िल्मों को ${facts.laminationLayers} लेयर में लैमिनेट करते हैं: बाहर प्रिंट वाली लेयर, बीच में नमी, रोशनी और हवा रोकने वाली बैरियर लेयर, और अंदर फ़ूड के संपर्क वाली लेयर जो सील होती है। क्राफ्ट पेपर जैसा नेचुरल लुक देता है; ट्रांसपेरेंट PET प्रोडक्ट दिखाता है; मेटलाइज़्ड फ़ॉइल सबसे मज़बूत बैरियर देती है।`,
      ta: `${materialsIn('ta')} ஃபிலிம்களை ${facts.laminationLayers} லேயர்களாக லேமினேட் செய்கிறோம்: பிரிண்ட் உள்ள வெளி லேயர், ஈரப்பதம், ஒளி, காற்றைத் தடுக்கும் பேரியர் லேயர், உள்ளே, உணவைத் தொடும், சீல் ஆகும் லேயர். க்ராஃப்ட் இயற்கையான பேப்பர் தோற்றம் தரும்; தெளிவான PET பொருளைக் காட்டும்; மெட்டலைஸ்டு ஃபாயில் மிக வலுவான பாதுகாப்பு தரும்.`,
    },
  },
  {
    id: 'finishes',
    question: { en: 'Which finishes can I choose?', hi: 'कौन-कौन सी फ़िनिश चुन सकते हैं?', ta: 'எந்த ஃபினிஷ்களைத் தேர்வு செய்யலாம்?' },
    answer: {
      en: `Four: ${finishesIn('en')}. Matte feels soft and premium, glossy makes colours pop, metallic adds a gold or silver shine, and kraft keeps the natural brown paper look. Windows can be added to most styles.`,
      hi: `चार: ${finishesIn('hi')}। मैट मुलायम और प्रीमियम लगती है, ग्लॉसी से रंग खिल उठते हैं, मेटैलिक गोल्ड या सिल्वर चमक देती है, और क्राफ्ट भूरे पेपर का नेचुरल लुक बनाए रखती है। ज़्यादातर स्टाइल में विंडो भी लग सकती है।`,
      ta: `நான்கு: ${finishesIn('ta')}. மேட் மென்மையாகவும் பிரீமியமாகவும் இருக்கும், கிளாஸி வண்ணங்களைப் பளிச்சிட வைக்கும், மெட்டாலிக் கோல்டு அல்லது சில்வர் மினுமினுப்பைத் தரும், க்ராஃப்ட் இயற்கையான பழுப்புப் பேப்பர் தோற்றத்தைத் தக்கவைக்கும். பெரும்பாலான வகைகளில் விண்டோவும் சேர்க்கலாம்.`,
    },
  },
  {
    id: 'food-safety',
    question: { en: 'Are the pouches safe for food?', hi: 'क्या पाउच फ़ूड के लिए सुरक्षित हैं?', ta: 'பவுச்கள் உணவுக்குப் பாதுகாப்பானவையா?' },
    answer: {
      en: 'Yes. The inner layer that touches your product is food-grade and free of odour, and the laminate keeps out moisture and oxygen. Spices, snacks, dry fruits, coffee, tea, batter and powders are packed in our pouches every day.',
      hi: 'हाँ। आपके प्रोडक्ट को छूने वाली अंदर की लेयर फ़ूड-ग्रेड और गंधरहित है, और लैमिनेट नमी और ऑक्सीजन को बाहर रखता है। मसाले, स्नैक्स, ड्राई फ़्रूट्स, कॉफ़ी, चाय, बैटर और पाउडर रोज़ हमारे पाउच में पैक होते हैं।',
      ta: 'ஆம். உள்ளே உங்கள் பொருளைத் தொடும் லேயர் உணவுத் தரமானது, வாசனையற்றது; லேமினேட் ஈரப்பதத்தையும் ஆக்ஸிஜனையும் தடுக்கிறது. மசாலா, ஸ்நாக்ஸ், உலர் பழங்கள், காபி, டீ, மாவு, பவுடர்கள் தினமும் எங்கள் பவுச்களில் பேக் செய்யப்படுகின்றன.',
    },
  },
  {
    id: 'sizes',
    question: { en: 'What sizes are available?', hi: 'कौन-कौन से साइज़ मिलते हैं?', ta: 'என்னென்ன அளவுகள் கிடைக்கும்?' },
    answer: {
      en: `Stock sizes are ${sizesIn('en')}. The 250gm pouch, for example, is 140 x 200 mm with a 40 mm bottom gusset (folded 20 + 20), and the 50gm 3.94 x 5.91 inch with a 1.18 inch gusset. A size's name is the trade's, and its weight limit, the most we fill it with, not what it holds: the 1 Kg holds about ${kiloRice('en')} of rice, and a lighter product such as tea needs a pouch named for more. The size finder works out which, and a size can be made for your product.`,
      hi: `स्टॉक साइज़ हैं ${sizesIn('hi')}। जैसे, 250 ग्राम का पाउच 140 x 200 mm का है, नीचे 40 mm के गसेट के साथ (20 + 20 मुड़ा हुआ), और 50 ग्राम का पाउच 3.94 x 5.91 इंच, 1.18 इंच के गसेट के साथ। साइज़ का नाम ट्रेड का नाम और उसके वज़न की सीमा है, यह नहीं कि उसमें कितना आता है: 1 किलो वाले में लगभग ${kiloRice('hi')} चावल आता है, और चाय जैसे हल्के प्रोडक्ट को बड़े नाम का पाउच चाहिए। कौन-सा, यह साइज़ फ़ाइंडर निकालता है; आपके प्रोडक्ट के लिए साइज़ भी बन सकता है।`,
      ta: `வழக்கமான அளவுகள்: ${sizesIn('ta')}. உதாரணமாக, 250 கிராம் பவுச் 140 x 200 mm, அடியில் 40 mm கஸெட்டுடன் (20 + 20 ஆக மடித்து); 50 கிராம் பவுச் 3.94 x 5.91 இன்ச், 1.18 இன்ச் கஸெட்டுடன். அளவின் பெயர் வணிகப் பெயர், அதன் எடை வரம்பு, கொள்ளளவு அல்ல: 1 கிலோ பவுச்சில் சுமார் ${kiloRice('ta')} அரிசி கொள்ளும்; டீ போன்ற லேசான பொருளுக்குப் பெரிய பெயருள்ள பவுச் தேவை. அதை அளவு கண்டுபிடிப்பான் கணக்கிடும்; உங்கள் பொருளுக்கென்றே ஒரு அளவும் செய்யலாம்.`,
    },
  },
  {
    id: 'zipper',
    question: {
      en: 'Do you make pouches with and without zippers?',
      hi: 'क्या आप ज़िपर वाले और बिना ज़िपर वाले, दोनों पाउच बनाते हैं?',
      ta: 'ஜிப்பருடனும் ஜிப்பர் இல்லாமலும் பவுச்கள் செய்கிறீர்களா?',
    },
    answer: {
      en: 'Both. Zipper pouches reseal after opening and suit products used over several days; pouches without a zipper are heat-sealed once and cost a little less. Every style stands up on its own bottom gusset.',
      hi: 'दोनों। ज़िपर पाउच खोलने के बाद दोबारा बंद हो जाते हैं और कई दिनों तक इस्तेमाल होने वाले प्रोडक्ट के लिए ठीक हैं; बिना ज़िपर वाले पाउच एक बार हीट-सील होते हैं और थोड़े सस्ते पड़ते हैं। हर स्टाइल अपने निचले गसेट पर खड़ा रहता है।',
      ta: 'இரண்டும். ஜிப்பர் பவுச்கள் திறந்த பிறகு மீண்டும் மூடக்கூடியவை, பல நாட்கள் பயன்படுத்தும் பொருட்களுக்கு ஏற்றவை; ஜிப்பர் இல்லாத பவுச்கள் ஒருமுறை ஹீட்-சீல் செய்யப்படும், சற்று விலை குறைவு. ஒவ்வொரு வகையும் தன் அடிக் கஸெட்டில் நிமிர்ந்து நிற்கும்.',
    },
  },
  {
    id: 'window',
    question: { en: 'Can my pouch have a clear window?', hi: 'क्या मेरे पाउच में ट्रांसपेरेंट विंडो हो सकती है?', ta: 'என் பவுச்சில் தெளிவான விண்டோ வைக்க முடியுமா?' },
    answer: {
      en: 'Yes. Kraft and coloured pouches are available with a clear window so buyers can see the product, while the rest of the pouch carries your print. Fully transparent pouches are available too.',
      hi: 'हाँ। क्राफ्ट और रंगीन पाउच ट्रांसपेरेंट विंडो के साथ मिलते हैं, ताकि ख़रीदार प्रोडक्ट देख सकें, और बाक़ी पाउच पर आपका प्रिंट रहता है। पूरी तरह ट्रांसपेरेंट पाउच भी मिलते हैं।',
      ta: 'ஆம். க்ராஃப்ட் மற்றும் வண்ண பவுச்கள் தெளிவான விண்டோவுடன் கிடைக்கும் — வாங்குபவர்கள் பொருளைப் பார்க்கலாம், பவுச்சின் மற்ற பகுதியில் உங்கள் பிரிண்ட் இருக்கும். முழுவதும் டிரான்ஸ்பரன்ட் பவுச்களும் கிடைக்கும்.',
    },
  },
  {
    id: 'artwork',
    question: { en: 'What artwork do you need from me?', hi: 'आपको मुझसे कैसा आर्टवर्क चाहिए?', ta: 'உங்களுக்கு என்னிடமிருந்து எப்படிப்பட்ட ஆர்ட்வொர்க் தேவை?' },
    answer: {
      en: 'A print-ready PDF or Adobe Illustrator file in CMYK with fonts outlined and images at 300 dpi works best. If you only have a logo and an idea, our design support team can prepare the layout for you.',
      hi: 'CMYK में प्रिंट-रेडी PDF या Adobe Illustrator फ़ाइल, फ़ॉन्ट आउटलाइन किए हुए और इमेज 300 dpi पर, सबसे अच्छी रहती है। अगर आपके पास सिर्फ़ लोगो और एक आइडिया है, तो हमारी डिज़ाइन सपोर्ट टीम आपके लिए लेआउट तैयार कर सकती है।',
      ta: 'CMYK-இல், ஃபான்ட்கள் அவுட்லைன் செய்யப்பட்டு, படங்கள் 300 dpi-இல் உள்ள பிரிண்ட்-ரெடி PDF அல்லது Adobe Illustrator ஃபைல் சிறந்தது. உங்களிடம் லோகோவும் ஒரு யோசனையும் மட்டும் இருந்தால், எங்கள் டிசைன் உதவிக் குழு லேஅவுட்டைத் தயாரித்துத் தரும்.',
    },
  },
  {
    id: 'proof',
    question: { en: 'Will I see a proof before printing?', hi: 'क्या प्रिंटिंग से पहले मुझे प्रूफ़ दिखेगा?', ta: 'பிரிண்ட் செய்வதற்கு முன் ப்ரூஃப் பார்க்க முடியுமா?' },
    answer: {
      en: 'Always. We send a digital proof showing the print on the exact pouch size, and nothing is printed until you approve it in writing. Changes before approval are free.',
      hi: 'हमेशा। हम एक डिजिटल प्रूफ़ भेजते हैं जिसमें प्रिंट बिल्कुल आपके पाउच साइज़ पर दिखता है, और जब तक आप लिखित में अप्रूवल न दें, कुछ भी प्रिंट नहीं होता। अप्रूवल से पहले बदलाव मुफ़्त हैं।',
      ta: 'எப்போதும். சரியான பவுச் அளவில் பிரிண்டைக் காட்டும் டிஜிட்டல் ப்ரூஃபை அனுப்புவோம்; நீங்கள் எழுத்துமூலம் ஒப்புதல் தரும் வரை எதுவும் பிரிண்ட் செய்யப்படாது. ஒப்புதலுக்கு முன் செய்யும் மாற்றங்கள் இலவசம்.',
    },
  },
  {
    id: 'multiple-designs',
    question: {
      en: 'Can I print different designs in one order?',
      hi: 'क्या एक ऑर्डर में अलग-अलग डिज़ाइन प्रिंट हो सकते हैं?',
      ta: 'ஒரே ஆர்டரில் வெவ்வேறு டிசைன்களை பிரிண்ட் செய்யலாமா?',
    },
    answer: {
      en: 'Yes. Digital printing needs no plates, so several flavours or variants can share one order. Tell us how many pieces you need of each design and we quote them together.',
      hi: 'हाँ। डिजिटल प्रिंटिंग में प्लेट नहीं लगती, इसलिए कई फ़्लेवर या वैरिएंट एक ही ऑर्डर में आ सकते हैं। हर डिज़ाइन के कितने पीस चाहिए, बताइए; हम सबका कोटेशन एक साथ देंगे।',
      ta: 'ஆம். டிஜிட்டல் பிரிண்டிங்கிற்கு பிளேட் தேவையில்லை; அதனால் பல சுவைகள் அல்லது வகைகள் ஒரே ஆர்டரில் வரலாம். ஒவ்வொரு டிசைனுக்கும் எத்தனை பீஸ் வேண்டும் என்று சொல்லுங்கள்; அனைத்துக்கும் சேர்த்து விலைப்புள்ளி தருவோம்.',
    },
  },
  {
    id: 'returns',
    question: { en: 'Can I return or cancel an order?', hi: 'क्या मैं ऑर्डर लौटा या कैंसल कर सकता हूँ?', ta: 'ஆர்டரைத் திருப்பி அனுப்பலாமா அல்லது ரத்து செய்யலாமா?' },
    answer: {
      en: `Custom-printed items are made for you and cannot be returned, and an order cannot be cancelled once it is printed or dispatched. If pouches arrive damaged or defective, tell us within ${facts.claimWithinHours} hours of delivery with photo or video proof and we replace them or refund you within ${refundFrom}–${refundTo} business days.`,
      hi: `कस्टम-प्रिंटेड सामान ख़ास आपके लिए बनता है, इसलिए लौटाया नहीं जा सकता, और प्रिंट या डिस्पैच हो जाने के बाद ऑर्डर कैंसल नहीं होता। अगर पाउच ख़राब या टूटे-फूटे पहुँचें, तो डिलीवरी के ${facts.claimWithinHours} घंटे के अंदर फ़ोटो या वीडियो सबूत के साथ बताइए; हम उन्हें बदल देंगे या ${refundFrom}–${refundTo} कार्य-दिवसों में रिफ़ंड कर देंगे।`,
      ta: `கஸ்டம் பிரிண்ட் பொருட்கள் உங்களுக்காகவே செய்யப்படுவதால் திருப்பி அனுப்ப முடியாது; பிரிண்ட் அல்லது டிஸ்பாட்ச் ஆன பிறகு ஆர்டரை ரத்து செய்ய முடியாது. பவுச்கள் சேதமடைந்தோ குறைபாட்டுடனோ வந்தால், டெலிவரி ஆன ${facts.claimWithinHours} மணி நேரத்துக்குள் புகைப்படம் அல்லது வீடியோ ஆதாரத்துடன் தெரிவியுங்கள்; மாற்றித் தருவோம் அல்லது ${refundFrom}–${refundTo} வேலை நாட்களில் பணத்தைத் திருப்பித் தருவோம்.`,
    },
  },
  {
    id: 'quote',
    question: { en: 'How do I get a price for my order?', hi: 'अपने ऑर्डर की कीमत कैसे पता करूँ?', ta: 'என் ஆர்டருக்கான விலையை எப்படிப் பெறுவது?' },
    answer: {
      en: `Send us the pouch type, size, quantity and your delivery PIN code through the contact form. We reply within ${facts.replyWithinHours} hours. Prices include taxes unless stated otherwise, and your first custom order gets ${facts.firstOrderDiscountPercent}% off.`,
      hi: `संपर्क फ़ॉर्म से हमें पाउच का प्रकार, साइज़, मात्रा और डिलीवरी का पिन कोड भेजिए। हम ${facts.replyWithinHours} घंटे के अंदर जवाब देते हैं। जब तक अलग से न लिखा हो, कीमतों में टैक्स शामिल है, और आपके पहले कस्टम ऑर्डर पर ${facts.firstOrderDiscountPercent}% की छूट मिलती है।`,
      ta: `பவுச் வகை, அளவு, எண்ணிக்கை, டெலிவரி PIN கோடு ஆகியவற்றைத் தொடர்புப் படிவம் மூலம் அனுப்புங்கள். ${facts.replyWithinHours} மணி நேரத்துக்குள் பதில் அளிப்போம். தனியாகக் குறிப்பிடாவிட்டால் விலைகளில் வரிகள் அடங்கும்; உங்கள் முதல் கஸ்டம் ஆர்டருக்கு ${facts.firstOrderDiscountPercent}% தள்ளுபடி.`,
    },
  },
];

/** The questions the home page shows, in order; the rest are on /faq. */
export const homeFaqIds = ['minimum-order', 'delivery-time', 'materials', 'food-safety', 'sizes'] as const;
export const homeFaqs: readonly FaqItem[] = homeFaqIds.map((id) => {
  const found = faqs.find((f) => f.id === id);
  if (!found) throw new Error(`home FAQ names unknown question ${id}`);
  return found;
});

export const faqPage: Content['faqPage'] = {
  seo: {
    title: {
      en: 'FAQ: Custom Printed Pouches, MOQ & Delivery',
      hi: 'सवाल-जवाब: कस्टम प्रिंटेड पाउच, MOQ और डिलीवरी',
      ta: 'கேள்வி-பதில்: கஸ்டம் பவுச்கள், MOQ, டெலிவரி',
    },
    description: {
      en: `Answers on minimum order (${facts.trialPouches} pouches), delivery in ${dayRange(facts.standardDeliveryDays)} business days, materials, finishes, food safety and pouch sizes.`,
      hi: `कम से कम ऑर्डर (${facts.trialPouches} पाउच), ${dayRange(facts.standardDeliveryDays)} कार्य-दिवसों में डिलीवरी, मटीरियल, फ़िनिश, फ़ूड सेफ़्टी और पाउच साइज़ पर जवाब।`,
      ta: `குறைந்தபட்ச ஆர்டர் (${facts.trialPouches} பவுச்கள்), ${dayRange(facts.standardDeliveryDays)} வேலை நாட்களில் டெலிவரி, மெட்டீரியல், ஃபினிஷ், உணவுப் பாதுகாப்பு, பவுச் அளவுகள் பற்றிய பதில்கள்.`,
    },
    keywords: ['pouch FAQ', 'minimum order quantity pouches', 'stand-up pouch delivery time', 'food grade pouches', 'pouch sizes'],
  },
  heading: { en: 'Frequently Asked Questions', hi: 'अक्सर पूछे जाने वाले सवाल', ta: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' },
  lead: {
    en: 'Everything buyers ask before their first order: quantities, timelines, materials, finishes and what happens if something goes wrong.',
    hi: 'पहले ऑर्डर से पहले ख़रीदार जो कुछ पूछते हैं: मात्रा, समय, मटीरियल, फ़िनिश और कुछ गड़बड़ हो जाए तो क्या होता है।',
    ta: 'முதல் ஆர்டருக்கு முன் வாங்குபவர்கள் கேட்பவை அனைத்தும்: எண்ணிக்கை, கால அவகாசம், மெட்டீரியல், ஃபினிஷ், ஏதாவது தவறானால் என்ன நடக்கும் என்பது.',
  },
  asideTitle: { en: 'Still have a question?', hi: 'अब भी कोई सवाल है?', ta: 'இன்னும் கேள்வி இருக்கிறதா?' },
  asideText: {
    en: `Write to us and a packaging specialist replies within ${facts.replyWithinHours} hours.`,
    hi: `हमें लिखिए, हमारे पैकेजिंग विशेषज्ञ ${facts.replyWithinHours} घंटे के अंदर जवाब देंगे।`,
    ta: `எங்களுக்கு எழுதுங்கள்; பேக்கேஜிங் நிபுணர் ${facts.replyWithinHours} மணி நேரத்துக்குள் பதில் அளிப்பார்.`,
  },
  asideButton: { en: 'Ask Us', hi: 'हमसे पूछें', ta: 'எங்களிடம் கேளுங்கள்' },
};

assertUnique(faqs, (f) => f.id, 'FAQ id');
for (const l of ['en', 'hi', 'ta'] as const) assertUnique(faqs, (f) => f.question[l], `FAQ question (${l})`);
