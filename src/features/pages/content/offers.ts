import { assertUnique } from '@platform/content/blocks';
import { dayRange, facts, inr, units } from '@platform/content/facts';
import type { Text } from '@platform/i18n/text';
import type { InfoPage } from './offers.schema';

export type { InfoPage } from './offers.schema';

const t = (en: string, hi: string, ta: string): Text => ({ en, hi, ta });
const same = (value: string): Text => t(value, value, value);

const [standard, express] = [facts.standardDeliveryDays, facts.expressDeliveryDays].map(dayRange) as [string, string];
const bulkAbove = units(facts.bulkDiscountAboveUnits);
const freeAbove = inr(facts.freeDeliveryAboveInr);
const pct = facts.firstOrderDiscountPercent;
const bulk = facts.bulkDiscountPercent;
const hours = facts.replyWithinHours;
const claim = facts.claimWithinHours;
const free = t('Free', 'फ़्री', 'இலவசம்');
const freeDeliveryTitle = t(`Delivery on orders above ${freeAbove}`, `${freeAbove} से ऊपर के ऑर्डर पर डिलीवरी`, `${freeAbove}-க்கு மேற்பட்ட ஆர்டர்களுக்கு டெலிவரி`);

export const infoPages: readonly InfoPage[] = [
  {
    slug: 'offers',
    name: t('Offers', 'ऑफ़र', 'சலுகைகள்'),
    seo: {
      title: t('Offers on Custom Printed Pouches', 'कस्टम प्रिंटेड पाउच पर ऑफ़र', 'கஸ்டம் பிரிண்ட் பவுச்களுக்குச் சலுகைகள்'),
      description: t(
        `${pct}% off your first custom order, free delivery above ${freeAbove} and an extra ${bulk}% off above ${bulkAbove} units. How to claim each offer.`,
        `पहले कस्टम ऑर्डर पर ${pct}% छूट, ${freeAbove} से ऊपर फ़्री डिलीवरी और ${bulkAbove} से ज़्यादा पीस पर ${bulk}% अतिरिक्त छूट। हर ऑफ़र कैसे पाएँ।`,
        `முதல் கஸ்டம் ஆர்டருக்கு ${pct}% தள்ளுபடி, ${freeAbove}-க்கு மேல் இலவச டெலிவரி, ${bulkAbove} பீஸுக்கு மேல் கூடுதல் ${bulk}% தள்ளுபடி. ஒவ்வொரு சலுகையையும் பெறும் வழி.`,
      ),
      keywords: ['pouch printing offers', 'packaging discount', 'free delivery packaging', 'first order discount'],
    },
    eyebrow: t('Current Offers', 'मौजूदा ऑफ़र', 'தற்போதைய சலுகைகள்'),
    heading: t('Save on your custom packaging', 'अपनी कस्टम पैकेजिंग पर बचत करें', 'உங்கள் கஸ்டம் பேக்கேஜிங்கில் சேமியுங்கள்'),
    lead: t(
      'Three standing offers for every buyer, from the first small run to a full production order. Mention them in your enquiry and we apply them to your quote.',
      'हर ख़रीदार के लिए तीन स्थायी ऑफ़र, पहले छोटे ऑर्डर से लेकर पूरे प्रोडक्शन ऑर्डर तक। इन्क्वायरी में इनका ज़िक्र करें, हम इन्हें आपके कोटेशन में जोड़ देंगे।',
      'முதல் சிறிய ஆர்டர் முதல் முழு உற்பத்தி ஆர்டர் வரை, ஒவ்வொரு வாங்குபவருக்கும் மூன்று நிலையான சலுகைகள். விசாரணையில் குறிப்பிடுங்கள்; உங்கள் விலைப்புள்ளியில் சேர்ப்போம்.',
    ),
    cards: [
      {
        icon: 'tag',
        figure: same(`${pct}%`),
        title: t('Off your first custom packaging order', 'पहले कस्टम पैकेजिंग ऑर्डर पर छूट', 'முதல் கஸ்டம் பேக்கேஜிங் ஆர்டருக்குத் தள்ளுபடி'),
        text: t(
          'New to us? Your first order of custom printed pouches is discounted, whatever the pouch type or size.',
          'हमारे साथ पहली बार? कस्टम प्रिंटेड पाउच के आपके पहले ऑर्डर पर छूट मिलती है, पाउच का प्रकार या साइज़ कोई भी हो।',
          'எங்களிடம் முதல் முறையா? பவுச் வகை, அளவு எதுவானாலும், உங்கள் முதல் கஸ்டம் பிரிண்ட் பவுச் ஆர்டருக்குத் தள்ளுபடி உண்டு.',
        ),
        terms: [
          t('One first order per business', 'हर कारोबार का एक ही पहला ऑर्डर', 'ஒரு நிறுவனத்துக்கு ஒரு முதல் ஆர்டர் மட்டும்'),
          t('Applies to printed pouches, not to shipping', 'प्रिंटेड पाउच पर लागू, शिपिंग पर नहीं', 'பிரிண்ட் பவுச்களுக்கு மட்டும், ஷிப்பிங்குக்கு அல்ல'),
        ],
      },
      {
        icon: 'truck',
        figure: free,
        title: freeDeliveryTitle,
        text: t(
          'We ship free to any address in India when your order value passes the threshold, with tracking on every consignment.',
          'ऑर्डर की रक़म इस सीमा से ऊपर होने पर हम भारत में किसी भी पते पर फ़्री भेजते हैं, हर कंसाइनमेंट की ट्रैकिंग के साथ।',
          'ஆர்டர் மதிப்பு இந்த வரம்பைத் தாண்டினால், இந்தியாவில் எந்த முகவரிக்கும் இலவசமாக அனுப்புவோம், ஒவ்வொரு பார்சலுக்கும் டிராக்கிங்குடன்.',
        ),
        terms: [
          t(`Order value above ${freeAbove}, including taxes`, `ऑर्डर की रक़म ${freeAbove} से ऊपर, टैक्स सहित`, `வரிகள் உட்பட ஆர்டர் மதிப்பு ${freeAbove}-க்கு மேல்`),
          t(`Standard delivery in ${standard} business days`, `स्टैंडर्ड डिलीवरी ${standard} कार्य-दिवसों में`, `வழக்கமான டெலிவரி ${standard} வேலை நாட்களில்`),
        ],
      },
      {
        icon: 'box',
        figure: same(`+${bulk}%`),
        title: t(
          `Extra off on orders above ${bulkAbove} units`,
          `${bulkAbove} से ज़्यादा पीस के ऑर्डर पर अतिरिक्त छूट`,
          `${bulkAbove} பீஸுக்கு மேற்பட்ட ஆர்டர்களுக்குக் கூடுதல் தள்ளுபடி`,
        ),
        text: t(
          'Large runs cost less to set up per pouch. We pass the saving on as an extra discount on the whole order.',
          'बड़ी मात्रा में प्रति पाउच सेटअप का ख़र्च कम आता है। यह बचत हम पूरे ऑर्डर पर अतिरिक्त छूट के रूप में आपको देते हैं।',
          'பெரிய ஆர்டர்களில் ஒரு பவுச்சுக்கான செட்அப் செலவு குறைவு. அந்தச் சேமிப்பை முழு ஆர்டருக்கும் கூடுதல் தள்ளுபடியாக உங்களுக்கே தருகிறோம்.',
        ),
        terms: [
          t(`More than ${bulkAbove} pouches in one order`, `एक ऑर्डर में ${bulkAbove} से ज़्यादा पाउच`, `ஒரே ஆர்டரில் ${bulkAbove}-க்கு மேற்பட்ட பவுச்கள்`),
          t('Designs of the same size can be combined', 'एक ही साइज़ के डिज़ाइन जोड़े जा सकते हैं', 'ஒரே அளவிலான டிசைன்களைச் சேர்த்துக் கணக்கிடலாம்'),
        ],
      },
    ],
    sections: [
      {
        id: 'how-to-claim',
        title: t('How to claim an offer', 'ऑफ़र कैसे पाएँ', 'சலுகையைப் பெறுவது எப்படி'),
        steps: [
          {
            title: t('Enquire', 'इन्क्वायरी करें', 'விசாரியுங்கள்'),
            text: t(
              'Tell us the pouch type, size, quantity and delivery PIN code, and name the offer you want.',
              'पाउच का प्रकार, साइज़, मात्रा और डिलीवरी का पिन कोड बताइए, और जो ऑफ़र चाहिए उसका नाम लिखिए।',
              'பவுச் வகை, அளவு, எண்ணிக்கை, டெலிவரி PIN கோடு ஆகியவற்றைச் சொல்லி, உங்களுக்கு வேண்டிய சலுகையைக் குறிப்பிடுங்கள்.',
            ),
          },
          {
            title: t('Get your quote', 'कोटेशन पाएँ', 'விலைப்புள்ளி பெறுங்கள்'),
            text: t(
              `We reply within ${hours} hours with a quote that shows the discount and delivery charges.`,
              `हम ${hours} घंटे के अंदर कोटेशन भेजते हैं, जिसमें छूट और डिलीवरी चार्ज दिखते हैं।`,
              `${hours} மணி நேரத்துக்குள், தள்ளுபடியும் டெலிவரி கட்டணமும் காட்டும் விலைப்புள்ளியை அனுப்புவோம்.`,
            ),
          },
          {
            title: t('Approve and print', 'अप्रूव करें और प्रिंट', 'ஒப்புதலும் பிரிண்டிங்கும்'),
            text: t(
              'Approve the proof, and we print and ship your order at the quoted price.',
              'प्रूफ़ अप्रूव कीजिए, हम कोटेशन वाली कीमत पर आपका ऑर्डर प्रिंट करके भेज देंगे।',
              'ப்ரூஃபை அங்கீகரியுங்கள்; விலைப்புள்ளி விலையிலேயே உங்கள் ஆர்டரை பிரிண்ட் செய்து அனுப்புவோம்.',
            ),
          },
        ],
      },
      {
        id: 'fine-print',
        title: t('The fine print', 'शर्तें', 'நிபந்தனைகள்'),
        list: [
          t(
            'Offers apply to quotes issued while they are shown on this page.',
            'ऑफ़र उन्हीं कोटेशन पर लागू हैं जो इस पेज पर ऑफ़र दिखने के दौरान जारी हुए हों।',
            'இந்தப் பக்கத்தில் சலுகைகள் காட்டப்படும் காலத்தில் வழங்கிய விலைப்புள்ளிகளுக்கு மட்டும் பொருந்தும்.',
          ),
          t(
            `The first-order discount and the bulk discount above ${bulkAbove} units can be combined on one order.`,
            `पहले ऑर्डर की छूट और ${bulkAbove} से ज़्यादा पीस पर बल्क छूट, दोनों एक ही ऑर्डर पर मिल सकती हैं।`,
            `முதல் ஆர்டர் தள்ளுபடியையும் ${bulkAbove} பீஸுக்கு மேற்பட்ட மொத்தத் தள்ளுபடியையும் ஒரே ஆர்டரில் சேர்த்துப் பெறலாம்.`,
          ),
          t(
            'Prices are inclusive of taxes unless stated otherwise; shipping may apply below the free delivery threshold.',
            'जब तक अलग से न लिखा हो, कीमतों में टैक्स शामिल है; फ़्री डिलीवरी की सीमा से कम पर शिपिंग लग सकती है।',
            'தனியாகக் குறிப்பிடாவிட்டால் விலைகளில் வரிகள் அடங்கும்; இலவச டெலிவரி வரம்புக்குக் கீழ் ஷிப்பிங் கட்டணம் இருக்கலாம்.',
          ),
          t(
            'Offers cannot be exchanged for cash or applied to orders already invoiced.',
            'ऑफ़र के बदले नक़द नहीं मिलता, और जिन ऑर्डर का इनवॉइस बन चुका है उन पर ये लागू नहीं होते।',
            'சலுகைகளைப் பணமாக மாற்ற முடியாது; ஏற்கெனவே இன்வாய்ஸ் செய்த ஆர்டர்களுக்குப் பொருந்தாது.',
          ),
        ],
      },
    ],
    cta: {
      title: t('Claim your offer today', 'आज ही अपना ऑफ़र पाएँ', 'இன்றே உங்கள் சலுகையைப் பெறுங்கள்'),
      text: t(
        `Send us your requirement and get a quote with your discount within ${hours} hours.`,
        `अपनी ज़रूरत भेजिए और ${hours} घंटे के अंदर छूट के साथ कोटेशन पाइए।`,
        `உங்கள் தேவையை அனுப்புங்கள்; ${hours} மணி நேரத்துக்குள் தள்ளுபடியுடன் விலைப்புள்ளி பெறுங்கள்.`,
      ),
      button: t('Enquire Now', 'अभी इन्क्वायरी करें', 'இப்போதே விசாரியுங்கள்'),
      href: '/contactus',
    },
  },
  {
    slug: 'bulk-orders',
    name: t('Bulk Orders', 'बल्क ऑर्डर', 'மொத்த ஆர்டர்கள்'),
    seo: {
      title: t(
        `Bulk Orders: Extra ${bulk}% Off Above ${bulkAbove} Units`,
        `बल्क ऑर्डर: ${bulkAbove}+ पीस पर ${bulk}% ज़्यादा छूट`,
        `மொத்த ஆர்டர்: ${bulkAbove}+ பீஸுக்கு ${bulk}% சலுகை`,
      ),
      description: t(
        `Printing more than ${bulkAbove} pouches? Get an extra ${bulk}% off, one point of contact, consistent colour across reorders and scheduled dispatches.`,
        `${bulkAbove} से ज़्यादा पाउच प्रिंट करवा रहे हैं? ${bulk}% अतिरिक्त छूट, एक ही संपर्क व्यक्ति, हर री-ऑर्डर में एक जैसा रंग और तय समय पर डिस्पैच।`,
        `${bulkAbove}-க்கு மேற்பட்ட பவுச்களா? கூடுதல் ${bulk}% தள்ளுபடி, ஒரே தொடர்பாளர், மறு ஆர்டர்களில் ஒரே வண்ணம், திட்டமிட்ட டிஸ்பாட்ச்.`,
      ),
      keywords: ['bulk pouch order', 'wholesale stand-up pouches', 'bulk packaging discount', 'large order pouches'],
    },
    eyebrow: t('Bulk Orders', 'बल्क ऑर्डर', 'மொத்த ஆர்டர்கள்'),
    heading: t(
      `Extra ${bulk}% off on orders above ${bulkAbove} units`,
      `${bulkAbove} से ज़्यादा पीस के ऑर्डर पर ${bulk}% अतिरिक्त छूट`,
      `${bulkAbove} பீஸுக்கு மேற்பட்ட ஆர்டர்களுக்குக் கூடுதல் ${bulk}% தள்ளுபடி`,
    ),
    lead: t(
      'For brands that pack at scale: lower prices, the same colour on every reorder, and deliveries planned around your production.',
      'बड़े पैमाने पर पैक करने वाले ब्रांडों के लिए: कम कीमतें, हर री-ऑर्डर में वही रंग, और आपके प्रोडक्शन के हिसाब से प्लान की गई डिलीवरी।',
      'பெரிய அளவில் பேக் செய்யும் பிராண்டுகளுக்கு: குறைந்த விலை, ஒவ்வொரு மறு ஆர்டரிலும் அதே வண்ணம், உங்கள் உற்பத்திக்கு ஏற்பத் திட்டமிட்ட டெலிவரி.',
    ),
    cards: [
      {
        icon: 'tag',
        figure: same(`+${bulk}%`),
        title: t('Extra bulk discount', 'अतिरिक्त बल्क छूट', 'கூடுதல் மொத்தத் தள்ளுபடி'),
        text: t(
          `On top of our quantity pricing, every order above ${bulkAbove} units gets an extra ${bulk}% off.`,
          `मात्रा के हिसाब से तय कीमतों के अलावा, ${bulkAbove} से ज़्यादा पीस के हर ऑर्डर पर ${bulk}% की अतिरिक्त छूट।`,
          `எண்ணிக்கைக்கேற்ற விலைக்கு மேலாக, ${bulkAbove} பீஸுக்கு மேற்பட்ட ஒவ்வொரு ஆர்டருக்கும் கூடுதல் ${bulk}% தள்ளுபடி.`,
        ),
        terms: [],
      },
      {
        icon: 'palette',
        figure: t('1 proof', '1 प्रूफ़', '1 ப்ரூஃப்'),
        title: t('Consistent colour on reorders', 'री-ऑर्डर में एक जैसा रंग', 'மறு ஆர்டர்களில் ஒரே வண்ணம்'),
        text: t(
          'We keep your approved proof and colour settings, so the next batch matches the last one.',
          'हम आपका अप्रूव किया प्रूफ़ और रंगों की सेटिंग सँभालकर रखते हैं, ताकि अगला बैच पिछले से मेल खाए।',
          'நீங்கள் அங்கீகரித்த ப்ரூஃபையும் வண்ண அமைப்புகளையும் வைத்திருப்போம்; அடுத்த பேட்ச் முந்தையதுடன் பொருந்தும்.',
        ),
        terms: [],
      },
      {
        icon: 'truck',
        figure: t('Split', 'किस्तों में', 'பிரித்து'),
        title: t('Scheduled or split dispatch', 'तय समय पर या किस्तों में डिस्पैच', 'திட்டமிட்ட அல்லது பிரித்த டிஸ்பாட்ச்'),
        text: t(
          'Receive a large order in planned lots to one or several addresses across India.',
          'बड़ा ऑर्डर तय खेपों में, भारत में एक या कई पतों पर पाइए।',
          'பெரிய ஆர்டரைத் திட்டமிட்ட தொகுதிகளாக, இந்தியாவில் ஒன்று அல்லது பல முகவரிகளுக்குப் பெறுங்கள்.',
        ),
        terms: [],
      },
    ],
    sections: [
      {
        id: 'how-it-works',
        title: t('How a bulk order works', 'बल्क ऑर्डर कैसे होता है', 'மொத்த ஆர்டர் எப்படி நடக்கிறது'),
        steps: [
          {
            title: t('Share your requirement', 'अपनी ज़रूरत बताइए', 'உங்கள் தேவையைப் பகிருங்கள்'),
            text: t(
              'Pouch type, sizes, quantity per design, annual volume if you know it, and delivery locations.',
              'पाउच का प्रकार, साइज़, हर डिज़ाइन की मात्रा, पता हो तो सालाना मात्रा, और डिलीवरी की जगहें।',
              'பவுச் வகை, அளவுகள், ஒவ்வொரு டிசைனின் எண்ணிக்கை, தெரிந்தால் ஆண்டு அளவு, டெலிவரி இடங்கள்.',
            ),
          },
          {
            title: t('Sample and quote', 'सैंपल और कोटेशन', 'சாம்பிளும் விலைப்புள்ளியும்'),
            text: t(
              `We recommend the material and send a quote with the bulk discount within ${hours} hours; a pre-production sample on request.`,
              `हम मटीरियल सुझाते हैं और ${hours} घंटे के अंदर बल्क छूट के साथ कोटेशन भेजते हैं; माँगने पर प्री-प्रोडक्शन सैंपल भी।`,
              `மெட்டீரியலைப் பரிந்துரைத்து, ${hours} மணி நேரத்துக்குள் மொத்தத் தள்ளுபடியுடன் விலைப்புள்ளி அனுப்புவோம்; கேட்டால் உற்பத்திக்கு முந்தைய சாம்பிளும்.`,
            ),
          },
          {
            title: t('Proof and approval', 'प्रूफ़ और अप्रूवल', 'ப்ரூஃபும் ஒப்புதலும்'),
            text: t(
              'You approve a digital proof of every design before anything is printed.',
              'कुछ भी प्रिंट होने से पहले आप हर डिज़ाइन का डिजिटल प्रूफ़ अप्रूव करते हैं।',
              'எதையும் பிரிண்ட் செய்வதற்கு முன், ஒவ்வொரு டிசைனின் டிஜிட்டல் ப்ரூஃபையும் நீங்கள் அங்கீகரிப்பீர்கள்.',
            ),
          },
          {
            title: t('Production and dispatch', 'प्रोडक्शन और डिस्पैच', 'உற்பத்தியும் டிஸ்பாட்சும்'),
            text: t(
              `Most orders are delivered in ${standard} business days; very large runs are scheduled in lots agreed with you.`,
              `ज़्यादातर ऑर्डर ${standard} कार्य-दिवसों में डिलीवर होते हैं; बहुत बड़े ऑर्डर आपसे तय की गई खेपों में भेजे जाते हैं।`,
              `பெரும்பாலான ஆர்டர்கள் ${standard} வேலை நாட்களில் டெலிவரி; மிகப் பெரிய ஆர்டர்கள் உங்களுடன் ஒப்புக்கொண்ட தொகுதிகளாக அனுப்பப்படும்.`,
            ),
          },
        ],
      },
      {
        id: 'good-to-know',
        title: t('Good to know', 'काम की बातें', 'தெரிந்துகொள்ள வேண்டியவை'),
        list: [
          t(
            `The bulk discount applies when one order exceeds ${bulkAbove} pouches; designs of the same size can be combined.`,
            `बल्क छूट तब लागू होती है जब एक ऑर्डर में ${bulkAbove} से ज़्यादा पाउच हों; एक ही साइज़ के डिज़ाइन जोड़े जा सकते हैं।`,
            `ஒரே ஆர்டரில் ${bulkAbove}-க்கு மேற்பட்ட பவுச்கள் இருந்தால் மொத்தத் தள்ளுபடி பொருந்தும்; ஒரே அளவிலான டிசைன்களைச் சேர்க்கலாம்.`,
          ),
          t(
            `The ${pct}% first-order discount can be added if this is your first order with us.`,
            `अगर यह हमारे साथ आपका पहला ऑर्डर है, तो पहले ऑर्डर की ${pct}% छूट भी जुड़ सकती है।`,
            `இது எங்களிடம் உங்கள் முதல் ஆர்டர் என்றால், ${pct}% முதல் ஆர்டர் தள்ளுபடியையும் சேர்க்கலாம்.`,
          ),
          t(
            `Damage claims follow our return policy: report within ${claim} hours of delivery with photo or video proof.`,
            `नुक़सान के दावे हमारी रिटर्न पॉलिसी के मुताबिक़: डिलीवरी के ${claim} घंटे के अंदर फ़ोटो या वीडियो सबूत के साथ बताइए।`,
            `சேதக் கோரிக்கைகள் எங்கள் திருப்பி அனுப்பும் கொள்கைப்படி: டெலிவரி ஆன ${claim} மணி நேரத்துக்குள் புகைப்படம் அல்லது வீடியோ ஆதாரத்துடன் தெரிவியுங்கள்.`,
          ),
        ],
      },
    ],
    cta: {
      title: t('Planning a large run?', 'बड़ा ऑर्डर प्लान कर रहे हैं?', 'பெரிய ஆர்டர் திட்டமிடுகிறீர்களா?'),
      text: t(
        'Tell us the quantities and sizes and we will send a bulk quote with a production plan.',
        'मात्रा और साइज़ बताइए, हम प्रोडक्शन प्लान के साथ बल्क कोटेशन भेजेंगे।',
        'எண்ணிக்கையையும் அளவுகளையும் சொல்லுங்கள்; உற்பத்தித் திட்டத்துடன் மொத்த விலைப்புள்ளி அனுப்புவோம்.',
      ),
      button: t('Request a Bulk Quote', 'बल्क कोटेशन माँगें', 'மொத்த விலைப்புள்ளி கேளுங்கள்'),
      href: '/contactus',
    },
  },
  {
    slug: 'shipping',
    name: t('Shipping', 'शिपिंग', 'ஷிப்பிங்'),
    seo: {
      title: t('Shipping & Delivery Across India', 'पूरे भारत में शिपिंग और डिलीवरी', 'இந்தியா முழுவதும் ஷிப்பிங் & டெலிவரி'),
      description: t(
        `We deliver across India: most custom orders in ${standard} business days, express in ${express} business days, and free delivery on orders above ${freeAbove}.`,
        `पूरे भारत में डिलीवरी: ज़्यादातर कस्टम ऑर्डर ${standard} कार्य-दिवसों में, एक्सप्रेस ${express} कार्य-दिवसों में, और ${freeAbove} से ऊपर के ऑर्डर पर फ़्री डिलीवरी।`,
        `இந்தியா முழுவதும் டெலிவரி: பெரும்பாலான கஸ்டம் ஆர்டர்கள் ${standard} வேலை நாட்களில், விரைவு ${express} நாட்களில், ${freeAbove}-க்கு மேல் இலவசம்.`,
      ),
      keywords: ['pouch delivery India', 'packaging shipping', 'express delivery pouches', 'free delivery packaging'],
    },
    eyebrow: t('Shipping & Delivery', 'शिपिंग और डिलीवरी', 'ஷிப்பிங் & டெலிவரி'),
    heading: t('Fast, reliable delivery across India', 'पूरे भारत में तेज़, भरोसेमंद डिलीवरी', 'இந்தியா முழுவதும் விரைவான, நம்பகமான டெலிவரி'),
    lead: t(
      'From Tamil Nadu to every state: tracked courier shipping, realistic dates you can plan a launch around, and free delivery on larger orders.',
      'तमिलनाडु से हर राज्य तक: ट्रैकिंग वाली कूरियर शिपिंग, भरोसे लायक़ तारीख़ें जिन पर आप लॉन्च प्लान कर सकें, और बड़े ऑर्डर पर फ़्री डिलीवरी।',
      'தமிழ்நாட்டிலிருந்து ஒவ்வொரு மாநிலத்துக்கும்: டிராக்கிங்குடன் கூரியர் ஷிப்பிங், அறிமுகத்தைத் திட்டமிடக்கூடிய நம்பகமான தேதிகள், பெரிய ஆர்டர்களுக்கு இலவச டெலிவரி.',
    ),
    cards: [
      {
        icon: 'clock',
        figure: same(standard),
        title: t('Business days for most custom orders', 'कार्य-दिवस, ज़्यादातर कस्टम ऑर्डर के लिए', 'வேலை நாட்கள், பெரும்பாலான கஸ்டம் ஆர்டர்களுக்கு'),
        text: t(
          'Counted from your proof approval to delivery at your door, printing included.',
          'प्रूफ़ अप्रूवल से आपके दरवाज़े पर डिलीवरी तक गिने जाते हैं, प्रिंटिंग समेत।',
          'ப்ரூஃப் ஒப்புதல் முதல் உங்கள் வாசலில் டெலிவரி வரை, பிரிண்டிங் உட்பட, கணக்கிடப்படும்.',
        ),
        terms: [],
      },
      {
        icon: 'bolt',
        figure: same(express),
        title: t('Business days with express delivery', 'कार्य-दिवस, एक्सप्रेस डिलीवरी के साथ', 'வேலை நாட்கள், விரைவு டெலிவரியில்'),
        text: t(
          'For launches and exhibitions: priority production and express courier.',
          'लॉन्च और प्रदर्शनियों के लिए: प्राथमिकता पर प्रोडक्शन और एक्सप्रेस कूरियर।',
          'அறிமுகங்களுக்கும் கண்காட்சிகளுக்கும்: முன்னுரிமை உற்பத்தி, விரைவு கூரியர்.',
        ),
        terms: [],
      },
      {
        icon: 'truck',
        figure: free,
        title: freeDeliveryTitle,
        text: t(
          'Below that, shipping is charged at cost and shown in your quote before you confirm.',
          'उससे कम पर शिपिंग असल ख़र्च पर लगती है और कन्फ़र्म करने से पहले आपके कोटेशन में दिखती है।',
          'அதற்குக் குறைவெனில் ஷிப்பிங் உண்மைச் செலவில் வசூலிக்கப்படும்; நீங்கள் உறுதிசெய்யும் முன் விலைப்புள்ளியில் காட்டப்படும்.',
        ),
        terms: [],
      },
    ],
    sections: [
      {
        id: 'timelines',
        title: t('Delivery timelines', 'डिलीवरी का समय', 'டெலிவரி கால அளவுகள்'),
        text: t(
          'Business days exclude Sundays and public holidays. The clock starts when you approve the final proof.',
          'कार्य-दिवसों में रविवार और सरकारी छुट्टियाँ नहीं गिनी जातीं। गिनती फ़ाइनल प्रूफ़ अप्रूव करने से शुरू होती है।',
          'வேலை நாட்களில் ஞாயிறுகளும் அரசு விடுமுறைகளும் சேராது. இறுதி ப்ரூஃபை அங்கீகரித்ததிலிருந்து கணக்கு தொடங்கும்.',
        ),
        table: {
          caption: t('Delivery options and times', 'डिलीवरी के विकल्प और समय', 'டெலிவரி வகைகளும் நேரமும்'),
          head: [t('Service', 'सेवा', 'சேவை'), t('Delivery time', 'डिलीवरी का समय', 'டெலிவரி நேரம்'), t('Shipping charge', 'शिपिंग चार्ज', 'ஷிப்பிங் கட்டணம்')],
          rows: [
            [
              t('Standard (most custom orders)', 'स्टैंडर्ड (ज़्यादातर कस्टम ऑर्डर)', 'வழக்கமானது (பெரும்பாலான கஸ்டம் ஆர்டர்கள்)'),
              t(`${standard} business days`, `${standard} कार्य-दिवस`, `${standard} வேலை நாட்கள்`),
              t(`Free above ${freeAbove}, else at cost`, `${freeAbove} से ऊपर फ़्री, वरना असल ख़र्च`, `${freeAbove}-க்கு மேல் இலவசம், இல்லையெனில் உண்மைச் செலவு`),
            ],
            [
              t('Express', 'एक्सप्रेस', 'விரைவு'),
              t(`${express} business days`, `${express} कार्य-दिवस`, `${express} வேலை நாட்கள்`),
              t('Quoted with your order', 'ऑर्डर के कोटेशन में', 'ஆர்டருடன் தெரிவிப்போம்'),
            ],
            [
              t('Bulk orders in lots', 'खेपों में बल्क ऑर्डर', 'தொகுதிகளாக மொத்த ஆர்டர்'),
              t('Scheduled with you', 'आपसे तय करके', 'உங்களுடன் திட்டமிட்டு'),
              t(`Free above ${freeAbove}`, `${freeAbove} से ऊपर फ़्री`, `${freeAbove}-க்கு மேல் இலவசம்`),
            ],
          ],
        },
      },
      {
        id: 'tracking',
        title: t('Tracking and receiving your order', 'ट्रैकिंग और ऑर्डर की डिलीवरी लेना', 'டிராக்கிங்கும் ஆர்டரைப் பெறுவதும்'),
        list: [
          t(
            'You receive the courier name and tracking number by e-mail or WhatsApp on dispatch.',
            'डिस्पैच होते ही आपको ई-मेल या WhatsApp पर कूरियर का नाम और ट्रैकिंग नंबर मिलता है।',
            'டிஸ்பாட்ச் ஆனதும் கூரியர் பெயரும் டிராக்கிங் எண்ணும் மின்னஞ்சல் அல்லது WhatsApp மூலம் வரும்.',
          ),
          t(
            'Cartons are sealed and labelled with your order number and the design inside.',
            'कार्टन सील किए जाते हैं और उन पर आपका ऑर्डर नंबर और अंदर का डिज़ाइन लिखा होता है।',
            'அட்டைப்பெட்டிகள் சீல் செய்யப்பட்டு, உங்கள் ஆர்டர் எண்ணும் உள்ளே உள்ள டிசைனும் லேபிளில் இருக்கும்.',
          ),
          t(
            `Check the cartons on delivery, and report any damage within ${claim} hours with photo or video proof.`,
            `डिलीवरी पर कार्टन जाँच लीजिए, और कोई नुक़सान हो तो ${claim} घंटे के अंदर फ़ोटो या वीडियो सबूत के साथ बताइए।`,
            `டெலிவரியின்போது அட்டைப்பெட்டிகளைச் சரிபாருங்கள்; சேதம் இருந்தால் ${claim} மணி நேரத்துக்குள் புகைப்படம் அல்லது வீடியோ ஆதாரத்துடன் தெரிவியுங்கள்.`,
          ),
        ],
      },
    ],
    cta: {
      title: t('Need pouches by a certain date?', 'किसी तय तारीख़ तक पाउच चाहिए?', 'குறிப்பிட்ட தேதிக்குள் பவுச்கள் வேண்டுமா?'),
      text: t(
        'Tell us your deadline and delivery PIN code; we confirm the dispatch date with your quote.',
        'अपनी डेडलाइन और डिलीवरी का पिन कोड बताइए; हम कोटेशन के साथ डिस्पैच की तारीख़ पक्की करते हैं।',
        'உங்கள் கடைசி தேதியையும் டெலிவரி PIN கோடையும் சொல்லுங்கள்; விலைப்புள்ளியுடன் டிஸ்பாட்ச் தேதியை உறுதிசெய்வோம்.',
      ),
      button: t('Ask About Delivery', 'डिलीवरी के बारे में पूछें', 'டெலிவரி பற்றிக் கேளுங்கள்'),
      href: '/contactus',
    },
  },
];

export const infoPagePath = (p: Pick<InfoPage, 'slug'>): string => `/${p.slug}`;

assertUnique(infoPages, (p) => p.slug, 'info page slug');
for (const p of infoPages) assertUnique(p.sections, (s) => s.id, `section id in ${p.slug}`);
