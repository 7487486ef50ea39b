import { dayRange, facts } from '@platform/content/facts';
import { PRICE_BANDS } from './products';
import type { Content } from './ordering.schema';

const days = dayRange(facts.standardDeliveryDays);

export const ordering: Content['ordering'] = {
  minimumUnits: facts.trialPouches,
  tableMaximumUnits: facts.bulkDiscountAboveUnits,
  lowestPriceFromUnits: PRICE_BANDS.at(-1)![0],
  leadDays: days,
  taxNote: {
    en: facts.priceIncludes,
    hi: 'हर कीमत एक तैयार पाउच की है, आपके डिज़ाइन के साथ फ़ुल कलर में डिजिटल प्रिंट (कोई प्लेट या सेटअप चार्ज नहीं), टैक्स सहित; शिपिंग का ख़र्च अलग लग सकता है।',
    ta: 'ஒவ்வொரு விலையும் ஒரு முழுமையான பவுச்சுக்கானது, உங்கள் டிசைனுடன் முழு வண்ணத்தில் டிஜிட்டல் பிரிண்ட் (பிளேட் அல்லது செட்அப் கட்டணம் இல்லை), வரிகள் உட்பட; ஷிப்பிங் கட்டணம் தனியாக இருக்கலாம்.',
  },
  betweenBandsNote: {
    en: 'A quantity between two bands is priced at the lower band until it reaches the next band.',
    hi: 'दो रेंज के बीच की मात्रा की कीमत, अगली रेंज तक पहुँचने तक, निचली रेंज के हिसाब से लगती है।',
    ta: 'இரண்டு வரம்புகளுக்கு இடைப்பட்ட எண்ணிக்கைக்கு, அடுத்த வரம்பை எட்டும் வரை கீழ் வரம்பின் விலையே.',
  },
  tolerances: [
    {
      title: { en: 'Dimensions', hi: 'साइज़', ta: 'அளவுகள்' },
      detail: {
        en: 'Width and length within ±2 mm, bottom gusset within ±2 mm of the figures above.',
        hi: 'चौड़ाई और लंबाई ऊपर दिए आंकड़ों से ±2 mm के अंदर, नीचे का गसेट ±2 mm के अंदर।',
        ta: 'அகலமும் நீளமும் மேலே உள்ள அளவுகளிலிருந்து ±2 mm-க்குள், அடிப்பகுதி கஸெட் ±2 mm-க்குள்.',
      },
    },
    {
      title: { en: 'Fill weight', hi: 'भराई का वज़न', ta: 'நிரப்பும் எடை' },
      detail: {
        en: 'A size\'s name ("500gm", "1 Kg") is the trade\'s name for it and its weight limit, the most we fill it with, not a promise of what it holds: what fits depends on how much room your product takes. 100 g of masala fills a third of the room 100 g of chips needs; the size finder works it out.',
        hi: 'साइज़ का नाम ("500 ग्राम", "1 किलो") बाज़ार में चलने वाला नाम और उसके वज़न की सीमा है, यानी उसमें ज़्यादा से ज़्यादा इतना भरा जाता है, यह वादा नहीं कि इतना आएगा: कितना आएगा, यह इस पर निर्भर है कि आपका प्रोडक्ट कितनी जगह लेता है। 100 ग्राम मसाला उतनी जगह का एक-तिहाई भरता है जितनी 100 ग्राम चिप्स को चाहिए; साइज़ फ़ाइंडर हिसाब लगा देता है।',
        ta: 'ஒரு அளவின் பெயர் ("500 கிராம்", "1 கிலோ") வணிகத்தில் வழங்கும் பெயர், அதன் எடை வரம்பு: அதிகபட்சம் அவ்வளவுதான் நிரப்புவோம்; அவ்வளவு கொள்ளும் என்ற உறுதிமொழி அல்ல: எவ்வளவு கொள்ளும் என்பது உங்கள் பொருள் எடுக்கும் இடத்தைப் பொறுத்தது. 100 கிராம் சிப்ஸுக்குத் தேவையான இடத்தில் மூன்றில் ஒரு பங்கையே 100 கிராம் மசாலா நிரப்பும்; அளவு கண்டுபிடிப்பான் கணக்கிடும்.',
      },
    },
    {
      title: { en: 'Print colour', hi: 'प्रिंट का रंग', ta: 'பிரிண்ட் வண்ணம்' },
      detail: {
        en: 'Digital print matches your artwork closely; colours on screen and on kraft paper can differ slightly, so ask for a printed proof when colour is critical.',
        hi: 'डिजिटल प्रिंट आपके आर्टवर्क से काफ़ी मेल खाता है; स्क्रीन और क्राफ्ट पेपर पर रंग थोड़े अलग दिख सकते हैं, इसलिए जब रंग बहुत अहम हो, तो प्रिंटेड प्रूफ़ माँगें।',
        ta: 'டிஜிட்டல் பிரிண்ட் உங்கள் ஆர்ட்வொர்க்குடன் நெருக்கமாகப் பொருந்தும்; திரையிலும் க்ராஃப்ட் பேப்பரிலும் வண்ணங்கள் சற்று மாறலாம், எனவே வண்ணம் முக்கியமானபோது பிரிண்ட் செய்த ப்ரூஃப் கேளுங்கள்.',
      },
    },
    {
      title: { en: 'Quantity', hi: 'मात्रा', ta: 'எண்ணிக்கை' },
      detail: {
        en: 'Printed runs are delivered within ±5% of the quantity ordered, as is usual in flexible packaging.',
        hi: 'फ़्लेक्सिबल पैकेजिंग में आम चलन की तरह, प्रिंट किया गया माल ऑर्डर की गई मात्रा के ±5% के अंदर डिलीवर होता है।',
        ta: 'ஃப்ளெக்சிபிள் பேக்கேஜிங்கில் வழக்கம் போல, அச்சிட்டவை ஆர்டர் செய்த எண்ணிக்கையின் ±5%-க்குள் டெலிவரி செய்யப்படும்.',
      },
    },
  ],
};
