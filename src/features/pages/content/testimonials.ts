import { assertUnique } from '@platform/content/blocks';
import type { Testimonial } from './testimonials.schema';

export type { Testimonial } from './testimonials.schema';

/** Six client quotes for the home page carousel. */
export const testimonials: readonly Testimonial[] = [
  {
    quote: {
      en: 'Our masala pouches finally look as good as the product inside. The colours matched the proof exactly, and the zipper keeps the aroma in long after opening.',
      hi: 'आख़िरकार हमारे मसाला पाउच अंदर के प्रोडक्ट जितने ही अच्छे दिखते हैं। रंग प्रूफ़ से हूबहू मिले, और ज़िपर खोलने के बहुत बाद तक ख़ुशबू बनाए रखता है।',
      ta: 'எங்கள் மசாலா பவுச்கள் இப்போதுதான் உள்ளே இருக்கும் பொருளைப் போலவே அழகாகத் தெரிகின்றன. வண்ணங்கள் ப்ரூஃபுடன் அப்படியே பொருந்தின; திறந்து நீண்ட நாள் ஆனாலும் ஜிப்பர் மணத்தைக் காக்கிறது.',
    },
    author: { en: 'Lakshmi Narayanan', hi: 'लक्ष्मी नारायणन', ta: 'லட்சுமி நாராயணன்' },
    role: { en: 'Founder', hi: 'संस्थापक', ta: 'நிறுவனர்' },
    company: 'Amma Podi House',
    city: { en: 'Madurai', hi: 'मदुरै', ta: 'மதுரை' },
  },
  {
    quote: {
      en: 'We started with a small trial for two flavours, sold out at the first exhibition and reordered five designs the next month. No plate charges made that possible.',
      hi: 'हमने दो फ़्लेवर के छोटे ट्रायल से शुरुआत की, पहली ही प्रदर्शनी में सब बिक गया और अगले महीने पाँच डिज़ाइन दोबारा ऑर्डर किए। प्लेट का कोई ख़र्च न होने से ही यह मुमकिन हुआ।',
      ta: 'இரண்டு சுவைகளுக்குச் சிறிய சோதனை ஆர்டருடன் தொடங்கினோம்; முதல் கண்காட்சியிலேயே எல்லாம் விற்றுத் தீர்ந்தது, அடுத்த மாதம் ஐந்து டிசைன்களை மீண்டும் ஆர்டர் செய்தோம். பிளேட் கட்டணம் இல்லாததால்தான் இது சாத்தியமானது.',
    },
    author: { en: 'Arjun Mehta', hi: 'अर्जुन मेहता', ta: 'அர்ஜுன் மேத்தா' },
    role: { en: 'Co-founder', hi: 'सह-संस्थापक', ta: 'இணை நிறுவனர்' },
    company: 'Crunchy Trails Snacks',
    city: { en: 'Pune', hi: 'पुणे', ta: 'புனே' },
  },
  {
    quote: {
      en: 'The kraft window pouches are perfect for our millet range. Buyers see the grain, the print looks natural, and delivery to Coimbatore took eight working days.',
      hi: 'क्राफ्ट विंडो पाउच हमारी मिलेट रेंज के लिए एकदम सही हैं। ख़रीदार अनाज देख पाते हैं, प्रिंट नेचुरल दिखता है, और कोयंबटूर तक डिलीवरी में आठ कार्य-दिवस लगे।',
      ta: 'க்ராஃப்ட் விண்டோ பவுச்கள் எங்கள் சிறுதானிய வகைகளுக்கு மிகச் சரியானவை. வாங்குபவர்கள் தானியத்தைப் பார்க்கிறார்கள், பிரிண்ட் இயற்கையாகத் தெரிகிறது; கோயம்புத்தூருக்கு டெலிவரி எட்டு வேலை நாட்களில் வந்தது.',
    },
    author: { en: 'Meena Sundaram', hi: 'मीना सुंदरम', ta: 'மீனா சுந்தரம்' },
    role: { en: 'Director', hi: 'डायरेक्टर', ta: 'இயக்குநர்' },
    company: 'Green Fields Organics',
    city: { en: 'Coimbatore', hi: 'कोयंबटूर', ta: 'கோயம்புத்தூர்' },
  },
  {
    quote: {
      en: 'Our coffee needs a real barrier. The inner foiled pouches keep the beans fresh for weeks and the matte finish feels premium on the shelf.',
      hi: 'हमारी कॉफ़ी को असली बैरियर चाहिए। अंदर फ़ॉइल वाले पाउच बीन्स को हफ़्तों तक ताज़ा रखते हैं और मैट फ़िनिश शेल्फ़ पर प्रीमियम लगती है।',
      ta: 'எங்கள் காபிக்கு உண்மையான பேரியர் தேவை. உள்ளே ஃபாயில் உள்ள பவுச்கள் கொட்டைகளை வாரக்கணக்கில் புதிதாக வைக்கின்றன; மேட் ஃபினிஷ் அலமாரியில் பிரீமியமாகத் தெரிகிறது.',
    },
    author: { en: 'Rahul Krishnan', hi: 'राहुल कृष्णन', ta: 'ராகுல் கிருஷ்ணன்' },
    role: { en: 'Roaster', hi: 'रोस्टर', ta: 'ரோஸ்டர்' },
    company: 'Hill Bean Coffee Co.',
    city: { en: 'Chikmagalur', hi: 'चिकमगलूर', ta: 'சிக்மகளூர்' },
  },
  {
    quote: {
      en: 'The team helped us fix our artwork for the gusset and sent a proof the same day. Clear communication from enquiry to dispatch.',
      hi: 'टीम ने गसेट के लिए हमारा आर्टवर्क ठीक करने में मदद की और उसी दिन प्रूफ़ भेज दिया। इन्क्वायरी से डिस्पैच तक साफ़ और सीधी बात।',
      ta: 'கஸெட்டுக்கான எங்கள் ஆர்ட்வொர்க்கைச் சரிசெய்ய குழு உதவியது, அதே நாளில் ப்ரூஃப் அனுப்பியது. விசாரணை முதல் டிஸ்பாட்ச் வரை தெளிவான தொடர்பு.',
    },
    author: { en: 'Fathima Begum', hi: 'फ़ातिमा बेगम', ta: 'பாத்திமா பேகம்' },
    role: { en: 'Owner', hi: 'मालिक', ta: 'உரிமையாளர்' },
    company: 'Zaika Dry Fruits',
    city: { en: 'Hyderabad', hi: 'हैदराबाद', ta: 'ஹைதராபாத்' },
  },
  {
    quote: {
      en: 'We moved our protein powder from plastic jars to stand-up pouches and cut shipping costs. The 1 kg pouches are sturdy and reseal well every time.',
      hi: 'हमने अपना प्रोटीन पाउडर प्लास्टिक जार से स्टैंड-अप पाउच में बदला और शिपिंग का ख़र्च घटाया। 1 किलो के पाउच मज़बूत हैं और हर बार अच्छी तरह दोबारा बंद होते हैं।',
      ta: 'எங்கள் புரோட்டீன் பவுடரை பிளாஸ்டிக் ஜாடிகளிலிருந்து ஸ்டாண்ட்-அப் பவுச்களுக்கு மாற்றி, ஷிப்பிங் செலவைக் குறைத்தோம். 1 கிலோ பவுச்கள் உறுதியானவை, ஒவ்வொரு முறையும் நன்றாக மூடுகின்றன.',
    },
    author: { en: 'Vikram Singh', hi: 'विक्रम सिंह', ta: 'விக்ரம் சிங்' },
    role: { en: 'Founder', hi: 'संस्थापक', ta: 'நிறுவனர்' },
    company: 'FitFuel Nutrition',
    city: { en: 'Jaipur', hi: 'जयपुर', ta: 'ஜெய்ப்பூர்' },
  },
];

assertUnique(testimonials, (t) => t.author.en, 'testimonial author');
