import { site } from '@platform/content/site';
import { dayRange, facts } from '@platform/content/facts';
import type { Text } from '@platform/i18n/text';
import type { Locale } from '@platform/i18n/locales';
import type { ContactContent } from './contact-content.schema';

export type { ContactContent } from './contact-content.schema';

/**
 * The numbers the reply comes from: the phone, and the WhatsApp number when it is another one.
 * Only the company inbox gets the enquiry by e-mail (the mail script and its fallback), so the
 * confirmation says that no copy reaches the buyer.
 */
const whatsappDisplay = `+${site.whatsapp.slice(0, 2)} ${site.whatsapp.slice(2, 7)} ${site.whatsapp.slice(7)}`;
const sameNumber = site.whatsapp === site.phone.e164.slice(1);
const replyFrom = {
  en: sameNumber ? `by a call or WhatsApp from ${site.phone.display}` : `by a call from ${site.phone.display} or WhatsApp from ${whatsappDisplay}`,
  hi: sameNumber ? `${site.phone.display} से कॉल या WhatsApp पर` : `${site.phone.display} से कॉल पर या ${whatsappDisplay} से WhatsApp पर`,
  ta: sameNumber
    ? `${site.phone.display} எண்ணிலிருந்து அழைப்பு அல்லது WhatsApp மூலம்`
    : `${site.phone.display} எண்ணிலிருந்து அழைப்பு மூலம் அல்லது ${whatsappDisplay} எண்ணிலிருந்து WhatsApp மூலம்`,
};
const replyHours = facts.replyWithinHours;
const standardDays = dayRange(facts.standardDeliveryDays);
const expressDays = dayRange(facts.expressDeliveryDays);

export const contactContent: ContactContent = {
  seo: {
    title: {
      en: 'Contact Us — Get a Quote for Custom Printed Pouches',
      hi: 'संपर्क करें — कस्टम प्रिंटेड पाउच का कोटेशन पाएँ',
      ta: 'தொடர்புகொள்ளுங்கள் — கஸ்டம் பிரிண்ட் பவுச்களுக்கு விலைப்புள்ளி பெறுங்கள்',
    },
    description: {
      en: `Ask ${site.name} for a quote on custom printed stand-up and zipper pouches: send an enquiry, e-mail or WhatsApp us. We reply within 24 hours.`,
      hi: `कस्टम प्रिंटेड स्टैंड-अप और ज़िपर पाउच का कोटेशन ${site.name} से माँगें: इन्क्वायरी भेजें, ई-मेल करें या WhatsApp करें। हम 24 घंटे के अंदर जवाब देते हैं।`,
      ta: `கஸ்டம் பிரிண்ட் ஸ்டாண்ட்-அப், ஜிப்பர் பவுச்களுக்கு ${site.name}-இடம் விலைப்புள்ளி கேளுங்கள்: விசாரணை அனுப்புங்கள், இ-மெயில் அல்லது WhatsApp செய்யுங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.`,
    },
    keywords: {
      en: ['contact', 'pouch quote', 'custom pouch enquiry', 'printed pouch price', 'packaging manufacturer Tamil Nadu'],
      hi: ['संपर्क', 'पाउच कोटेशन', 'कस्टम पाउच इन्क्वायरी', 'प्रिंटेड पाउच की कीमत', 'तमिलनाडु पैकेजिंग निर्माता'],
      ta: ['தொடர்பு', 'பவுச் விலைப்புள்ளி', 'கஸ்டம் பவுச் விசாரணை', 'அச்சிட்ட பவுச் விலை', 'தமிழ்நாடு பேக்கேஜிங் உற்பத்தியாளர்'],
    },
  },
  eyebrow: { en: 'Contact Us', hi: 'संपर्क करें', ta: 'தொடர்புகொள்ளுங்கள்' },
  title: { en: "Let's Make Your Pouches Together", hi: 'आइए, मिलकर आपके पाउच बनाएँ', ta: 'உங்கள் பவுச்களை இணைந்து உருவாக்குவோம்' },
  intro: {
    en: 'Tell us what you pack, the pouch size and how many you need. We answer every enquiry with prices, material options and delivery time.',
    hi: 'हमें बताइए कि आप क्या पैक करते हैं, पाउच का साइज़ क्या है और कितने पाउच चाहिए। हर इन्क्वायरी का जवाब हम कीमत, मटीरियल के विकल्प और डिलीवरी के समय के साथ देते हैं।',
    ta: 'நீங்கள் எதைப் பேக் செய்கிறீர்கள், பவுச்சின் அளவு, எத்தனை தேவை என்று சொல்லுங்கள். ஒவ்வொரு விசாரணைக்கும் விலை, மெட்டீரியல் தேர்வுகள், டெலிவரி நேரத்துடன் பதில் அளிக்கிறோம்.',
  },
  replyPromise: { en: 'We reply within 24 hours', hi: 'हम 24 घंटे के अंदर जवाब देते हैं', ta: '24 மணி நேரத்துக்குள் பதில்' },
  formTitle: { en: 'Send Us a Message', hi: 'हमें मैसेज भेजें', ta: 'எங்களுக்குச் செய்தி அனுப்புங்கள்' },
  formIntro: {
    en: 'Ask for a quote, a sample or advice on materials and finishes. Fields marked * are required; artwork files are welcome.',
    hi: 'कोटेशन, सैंपल या मटीरियल और फ़िनिश पर सलाह माँगें। * वाले फ़ील्ड भरना ज़रूरी है; आर्टवर्क फ़ाइलें भी भेज सकते हैं।',
    ta: 'விலைப்புள்ளி, சாம்பிள், அல்லது மெட்டீரியல், ஃபினிஷ் பற்றிய ஆலோசனை கேளுங்கள். * குறியிட்ட பகுதிகள் கட்டாயம்; ஆர்ட்வொர்க் ஃபைல்களையும் அனுப்பலாம்.',
  },
  prefillNote: {
    en: 'We have started your message with the products you chose. Add your details and anything else we should know.',
    hi: 'आपके चुने हुए प्रोडक्ट से हमने आपका मैसेज शुरू कर दिया है। अपनी जानकारी और जो कुछ भी हमें जानना चाहिए, वह जोड़ें।',
    ta: 'நீங்கள் தேர்ந்தெடுத்த பொருட்களைக் கொண்டு உங்கள் செய்தியைத் தொடங்கியுள்ளோம். உங்கள் விவரங்களையும் நாங்கள் தெரிந்துகொள்ள வேண்டிய மற்றவற்றையும் சேருங்கள்.',
  },
  lineNote: {
    en: 'The size you chose is in your quote below, ready to send. Add your details and anything else we should know.',
    hi: 'आपका चुना हुआ साइज़ नीचे आपके कोटेशन में है, भेजने के लिए तैयार। अपनी जानकारी और जो कुछ भी हमें जानना चाहिए, वह जोड़ें।',
    ta: 'நீங்கள் தேர்ந்தெடுத்த அளவு கீழே உங்கள் விலைப்புள்ளியில் அனுப்பத் தயாராக உள்ளது. உங்கள் விவரங்களையும் நாங்கள் தெரிந்துகொள்ள வேண்டிய மற்றவற்றையும் சேருங்கள்.',
  },
  submitLabel: { en: 'Send Message', hi: 'मैसेज भेजें', ta: 'செய்தியை அனுப்பு' },
  sendingLabel: { en: 'Sending...', hi: 'भेजा जा रहा है...', ta: 'அனுப்பப்படுகிறது...' },
  privacyNote: {
    en: 'We use your details only to answer your enquiry.',
    hi: 'आपकी जानकारी का इस्तेमाल हम सिर्फ़ आपकी इन्क्वायरी का जवाब देने के लिए करते हैं।',
    ta: 'உங்கள் விவரங்களை உங்கள் விசாரணைக்குப் பதில் அளிக்க மட்டுமே பயன்படுத்துகிறோம்.',
  },
  touchTitle: { en: 'Get in Touch', hi: 'हमसे बात करें', ta: 'எங்களை அணுகுங்கள்' },
  whatsappGreeting: {
    en: `Hello ${site.name}, I would like to know more about your custom printed pouches.`,
    hi: `नमस्ते ${site.name}, मुझे आपके कस्टम प्रिंटेड पाउच के बारे में और जानकारी चाहिए।`,
    ta: `வணக்கம் ${site.name}, உங்கள் கஸ்டம் பிரிண்ட் பவுச்கள் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்.`,
  },
  tips: {
    title: { en: 'For the Quickest Quote', hi: 'सबसे जल्दी कोटेशन के लिए', ta: 'விரைவான விலைப்புள்ளிக்கு' },
    items: [
      { en: 'The product you pack and its weight per pouch', hi: 'आप क्या पैक करते हैं और हर पाउच में उसका वज़न', ta: 'நீங்கள் பேக் செய்யும் பொருள், ஒரு பவுச்சுக்கான அதன் எடை' },
      {
        en: 'Pouch type and size, with or without zipper and window',
        hi: 'पाउच का प्रकार और साइज़, ज़िपर और विंडो के साथ या बिना',
        ta: 'பவுச் வகை, அளவு; ஜிப்பர், விண்டோ வேண்டுமா இல்லையா',
      },
      { en: 'How many pouches you need', hi: 'आपको कितने पाउच चाहिए', ta: 'உங்களுக்கு எத்தனை பவுச்கள் தேவை' },
      { en: 'Finish: matte, glossy, metallic or kraft', hi: 'फ़िनिश: मैट, ग्लॉसी, मेटैलिक या क्राफ्ट', ta: 'ஃபினிஷ்: மேட், கிளாஸி, மெட்டாலிக் அல்லது க்ராஃப்ட்' },
      { en: 'When you need them delivered', hi: 'डिलीवरी कब तक चाहिए', ta: 'எப்போது டெலிவரி தேவை' },
    ],
  },
  reasonsTitle: { en: 'Why Reach Out', hi: 'हमसे संपर्क क्यों करें', ta: 'ஏன் எங்களை அணுக வேண்டும்' },
  reasonsIntro: {
    en: 'One message starts it all: here is what you get when you write to us.',
    hi: 'एक मैसेज से सब शुरू होता है: हमें लिखने पर आपको यह मिलता है।',
    ta: 'ஒரு செய்தியில் எல்லாம் தொடங்குகிறது: எங்களுக்கு எழுதும்போது உங்களுக்குக் கிடைப்பவை இவை.',
  },
  reasons: [
    {
      title: { en: 'A quote within 24 hours', hi: '24 घंटे के अंदर कोटेशन', ta: '24 மணி நேரத்துக்குள் விலைப்புள்ளி' },
      text: {
        en: 'Clear per-pouch prices for your size and quantity, with every option spelled out.',
        hi: 'आपके साइज़ और मात्रा के लिए हर पाउच की साफ़ कीमत, हर विकल्प के पूरे ब्योरे के साथ।',
        ta: 'உங்கள் அளவுக்கும் எண்ணிக்கைக்கும் ஒரு பவுச்சுக்கான தெளிவான விலை, ஒவ்வொரு தேர்வும் விளக்கமாக.',
      },
    },
    {
      title: { en: 'Free packaging advice', hi: 'पैकेजिंग पर मुफ़्त सलाह', ta: 'இலவச பேக்கேஜிங் ஆலோசனை' },
      text: {
        en: 'PET, kraft or metallized foil; matte, glossy or kraft finish; zipper and window: we help you choose.',
        hi: 'PET, क्राफ्ट या मेटलाइज़्ड फ़ॉइल; मैट, ग्लॉसी या क्राफ्ट फ़िनिश; ज़िपर और विंडो: चुनने में हम आपकी मदद करते हैं।',
        ta: 'PET, க்ராஃப்ட் அல்லது மெட்டலைஸ்டு ஃபாயில்; மேட், கிளாஸி அல்லது க்ராஃப்ட் ஃபினிஷ்; ஜிப்பர், விண்டோ: தேர்வு செய்ய உதவுகிறோம்.',
      },
    },
    {
      title: { en: 'Low minimum orders', hi: 'कम से कम ऑर्डर भी छोटा', ta: 'குறைந்த குறைந்தபட்ச ஆர்டர்' },
      text: {
        en: 'Start with a small run to test your market, then scale up as your brand grows.',
        hi: 'बाज़ार परखने के लिए छोटे ऑर्डर से शुरू करें, फिर ब्रांड बढ़ने के साथ ऑर्डर बढ़ाएँ।',
        ta: 'சந்தையைச் சோதிக்கச் சிறிய ஆர்டருடன் தொடங்குங்கள், உங்கள் பிராண்ட் வளர வளர அளவை அதிகரியுங்கள்.',
      },
    },
    {
      title: { en: 'Design help included', hi: 'डिज़ाइन में मदद शामिल', ta: 'டிசைன் உதவியும் சேர்த்து' },
      text: {
        en: 'Send us your artwork or an idea; we check it for print and prepare it for high-definition digital printing.',
        hi: 'अपना आर्टवर्क या आइडिया भेजें; हम उसे प्रिंट के लिए जाँचते हैं और हाई-डेफ़िनिशन डिजिटल प्रिंटिंग के लिए तैयार करते हैं।',
        ta: 'உங்கள் ஆர்ட்வொர்க் அல்லது யோசனையை அனுப்புங்கள்; பிரிண்டுக்காக அதைச் சரிபார்த்து, ஹை-டெஃபினிஷன் டிஜிட்டல் பிரிண்டிங்குக்குத் தயார் செய்கிறோம்.',
      },
    },
    {
      title: { en: 'Delivery across India', hi: 'पूरे भारत में डिलीवरी', ta: 'இந்தியா முழுவதும் டெலிவரி' },
      text: {
        en: 'Fast, reliable shipping nationwide, with tracking from our press to your door.',
        hi: 'पूरे देश में तेज़ और भरोसेमंद शिपिंग, हमारी प्रेस से आपके दरवाज़े तक ट्रैकिंग के साथ।',
        ta: 'நாடு முழுவதும் விரைவான, நம்பகமான ஷிப்பிங்; எங்கள் அச்சகத்திலிருந்து உங்கள் வாசல் வரை டிராக்கிங்குடன்.',
      },
    },
  ],
  afterSending: {
    title: { en: 'What happens next', hi: 'आगे क्या होगा', ta: 'அடுத்து என்ன நடக்கும்' },
    steps: [
      {
        en: `Within ${replyHours} hours one person from our team replies, and then follows your order through to dispatch: ${replyFrom.en}, or by e-mail from ${site.email}.`,
        hi: `${replyHours} घंटे के अंदर हमारी टीम का एक व्यक्ति जवाब देगा और डिस्पैच तक आपका ऑर्डर वही देखेगा: ${replyFrom.hi}, या ${site.email} से ई-मेल पर।`,
        ta: `${replyHours} மணி நேரத்துக்குள் எங்கள் குழுவில் ஒருவர் பதில் அளிப்பார்; டிஸ்பாட்ச் வரை உங்கள் ஆர்டரை அவரே கவனிப்பார்: ${replyFrom.ta}, அல்லது ${site.email} முகவரியிலிருந்து இ-மெயில் மூலம்.`,
      },
      {
        en: 'No copy of this enquiry is e-mailed to you: note the reference above, or keep this page (a screenshot or a print), and quote it when you call or write.',
        hi: 'इस इन्क्वायरी की कोई कॉपी आपको ई-मेल नहीं की जाती: ऊपर दिया रेफ़रेंस नंबर नोट कर लें या यह पेज रख लें (स्क्रीनशॉट या प्रिंट), और कॉल करते या लिखते समय वही नंबर बताएँ।',
        ta: 'இந்த விசாரணையின் நகல் உங்களுக்கு இ-மெயிலில் அனுப்பப்படாது: மேலே உள்ள குறிப்பு எண்ணைக் குறித்துக்கொள்ளுங்கள் அல்லது இந்தப் பக்கத்தை வைத்துக்கொள்ளுங்கள் (ஸ்கிரீன்ஷாட் அல்லது பிரிண்ட்); எங்களை அழைக்கும்போதோ எழுதும்போதோ அந்த எண்ணைக் குறிப்பிடுங்கள்.',
      },
      {
        en: 'We send a digital proof of each design on your exact pouch size. Nothing is printed until you approve it in writing, and changes before approval are free.',
        hi: 'हर डिज़ाइन का डिजिटल प्रूफ़ हम बिल्कुल आपके पाउच साइज़ पर भेजते हैं। जब तक आप लिखित में अप्रूवल न दें, कुछ भी प्रिंट नहीं होता, और अप्रूवल से पहले बदलाव मुफ़्त हैं।',
        ta: 'ஒவ்வொரு டிசைனுக்கும் உங்கள் சரியான பவுச் அளவில் டிஜிட்டல் ப்ரூஃப் அனுப்புவோம். நீங்கள் எழுத்துமூலம் ஒப்புதல் தரும் வரை எதுவும் பிரிண்ட் செய்யப்படாது; ஒப்புதலுக்கு முன் செய்யும் மாற்றங்கள் இலவசம்.',
      },
      {
        en: `Your order is confirmed when you approve the final proof and, where your quote asks for one, pay the advance it states. Printing and delivery then take ${standardDays} business days (express: ${expressDays}).`,
        hi: `ऑर्डर तब कन्फ़र्म होता है जब आप फ़ाइनल प्रूफ़ अप्रूव करते हैं और, अगर आपके कोटेशन में एडवांस लिखा हो, तो उसका भुगतान करते हैं। उसके बाद प्रिंटिंग और डिलीवरी में ${standardDays} कार्य-दिवस लगते हैं (एक्सप्रेस: ${expressDays})।`,
        ta: `இறுதி ப்ரூஃபுக்கு நீங்கள் ஒப்புதல் தந்து, உங்கள் விலைப்புள்ளி அட்வான்ஸ் கேட்டிருந்தால் அதைச் செலுத்தியதும் ஆர்டர் உறுதியாகும். அதன் பிறகு பிரிண்டிங்கும் டெலிவரியும் ${standardDays} வேலை நாட்களில் முடியும் (எக்ஸ்பிரஸ்: ${expressDays}).`,
      },
    ],
  },
};

/** The WhatsApp chat link for the company's number, opening with the greeting (in the page's language). */
export const whatsappUrl = (greeting: string | Text = contactContent.whatsappGreeting, locale: Locale = 'en'): string =>
  `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(typeof greeting === 'string' ? greeting : greeting[locale])}`;
