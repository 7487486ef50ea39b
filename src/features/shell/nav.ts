import { dayRange, facts, inr, units } from '@platform/content/facts';
import type { Content } from './nav.schema';

export type { HeroSlide } from './nav.schema';

/**
 * Main navigation, in the header's order. `megaMenu` marks the entry that opens the products menu;
 * `sections` are other path prefixes whose pages belong to the entry (marked current there too).
 * Paths are English; each page's language is added where they are shown.
 */
export const mainNav: Content['mainNav'] = [
  { label: { en: 'Home', hi: 'होम', ta: 'முகப்பு' }, href: '/' },
  { label: { en: 'About Us', hi: 'हमारे बारे में', ta: 'எங்களைப் பற்றி' }, href: '/aboutus' },
  { label: { en: 'Our Products', hi: 'हमारे प्रोडक्ट', ta: 'எங்கள் பொருட்கள்' }, href: '/ourproducts', megaMenu: true, sections: ['/products'] },
  { label: { en: 'Portfolio', hi: 'पोर्टफ़ोलियो', ta: 'எங்கள் படைப்புகள்' }, href: '/portfolio' },
  { label: { en: 'Contact', hi: 'संपर्क', ta: 'தொடர்புக்கு' }, href: '/contactus' },
];

export const footerQuickLinks: Content['footerQuickLinks'] = [
  { label: { en: 'Home', hi: 'होम', ta: 'முகப்பு' }, href: '/' },
  { label: { en: 'About Us', hi: 'हमारे बारे में', ta: 'எங்களைப் பற்றி' }, href: '/aboutus' },
  { label: { en: 'Our Products', hi: 'हमारे प्रोडक्ट', ta: 'எங்கள் பொருட்கள்' }, href: '/ourproducts' },
  { label: { en: 'Faq', hi: 'सवाल-जवाब', ta: 'கேள்வி-பதில்' }, href: '/faq' },
  { label: { en: 'Portfolio', hi: 'पोर्टफ़ोलियो', ta: 'எங்கள் படைப்புகள்' }, href: '/portfolio' },
  { label: { en: 'Contact Us', hi: 'हमसे संपर्क करें', ta: 'எங்களைத் தொடர்புகொள்ள' }, href: '/contactus' },
];

export const footerImportantLinks: Content['footerImportantLinks'] = [
  { label: { en: 'Terms and Conditions', hi: 'नियम और शर्तें', ta: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' }, href: '/terms-and-conditions' },
  { label: { en: 'Privacy Policy', hi: 'प्राइवेसी पॉलिसी', ta: 'தனியுரிமைக் கொள்கை' }, href: '/privacy-policy' },
  { label: { en: 'Refund & Cancellation Policy', hi: 'रिफ़ंड और कैंसलेशन पॉलिसी', ta: 'பணத்திருப்பம் மற்றும் ரத்துக் கொள்கை' }, href: '/refund-and-cancellation' },
  { label: { en: 'Return Policy', hi: 'रिटर्न पॉलिसी', ta: 'திருப்பி அனுப்பும் கொள்கை' }, href: '/return-policy' },
];

export const footerAbout: Content['footerAbout'] = {
  en: `We design and digitally print custom stand-up and zipper pouches for food and FMCG brands across India — from ${facts.trialPouches}-piece trial runs to full production, in kraft, PET and metallized foil.`,
  hi: `हम पूरे भारत के फ़ूड और FMCG ब्रांडों के लिए कस्टम स्टैंड-अप और ज़िपर पाउच डिज़ाइन करते हैं और डिजिटल प्रिंट करते हैं — ${facts.trialPouches} पीस के ट्रायल से लेकर पूरे प्रोडक्शन तक, क्राफ्ट, PET और मेटलाइज़्ड फ़ॉइल में।`,
  ta: `இந்தியா முழுவதும் உள்ள உணவு மற்றும் FMCG பிராண்டுகளுக்காக, கஸ்டம் ஸ்டாண்ட்-அப் மற்றும் ஜிப்பர் பவுச்களை டிசைன் செய்து டிஜிட்டல் முறையில் பிரிண்ட் செய்கிறோம் — ${facts.trialPouches} பீஸ் சோதனை ஓட்டம் முதல் முழு உற்பத்தி வரை, க்ராஃப்ட், PET மற்றும் மெட்டலைஸ்டு ஃபாயிலில்.`,
};

/** Amounts as the FAQ and the offers write them, from the facts: "₹1,500", "5,000", "3–5". */
const freeAbove = inr(facts.freeDeliveryAboveInr);
const bulkAbove = units(facts.bulkDiscountAboveUnits);
const express = dayRange(facts.expressDeliveryDays);

/** The promotional ticker: offers and service promises, each linking to the page that explains it. */
export const tickerItems: Content['tickerItems'] = [
  {
    icon: 'truck',
    label: {
      en: `Free delivery on orders above ${freeAbove}`,
      hi: `${freeAbove} से ऊपर के ऑर्डर पर फ़्री डिलीवरी`,
      ta: `${freeAbove}-க்கு மேற்பட்ட ஆர்டர்களுக்கு இலவச டெலிவரி`,
    },
    href: '/shipping',
  },
  {
    icon: 'tag',
    label: { en: '10% off your first custom packaging order', hi: 'कस्टम पैकेजिंग के पहले ऑर्डर पर 10% छूट', ta: 'முதல் கஸ்டம் பேக்கேஜிங் ஆர்டருக்கு 10% தள்ளுபடி' },
    href: '/offers',
  },
  {
    icon: 'box',
    label: {
      en: `Extra ${facts.bulkDiscountPercent}% off on orders above ${bulkAbove} units`,
      hi: `${bulkAbove} से ज़्यादा पीस के ऑर्डर पर ${facts.bulkDiscountPercent}% अतिरिक्त छूट`,
      ta: `${bulkAbove} பீஸுக்கு மேற்பட்ட ஆர்டர்களுக்குக் கூடுதல் ${facts.bulkDiscountPercent}% தள்ளுபடி`,
    },
    href: '/bulk-orders',
  },
  {
    icon: 'bolt',
    label: { en: `Express delivery in ${express} business days`, hi: `${express} कार्य-दिवसों में एक्सप्रेस डिलीवरी`, ta: `${express} வேலை நாட்களில் விரைவு டெலிவரி` },
    href: '/ourproducts',
  },
];

export const heroSlides: Content['heroSlides'] = [
  {
    title: {
      en: 'Stand Out on the Shelf with Custom Printed Pouches',
      hi: 'कस्टम प्रिंटेड पाउच से शेल्फ़ पर सबसे अलग दिखें',
      ta: 'கஸ்டம் பிரிண்ட் பவுச்களால் அலமாரியில் தனித்துத் தெரியுங்கள்',
    },
    points: [
      { en: 'Full-colour HD digital printing', hi: 'फ़ुल-कलर HD डिजिटल प्रिंटिंग', ta: 'முழு வண்ண HD டிஜிட்டல் அச்சு' },
      { en: `Orders from just ${facts.trialPouches} pouches`, hi: `सिर्फ़ ${facts.trialPouches} पाउच से ऑर्डर`, ta: `${facts.trialPouches} பவுச்களிலிருந்தே ஆர்டர்` },
      { en: 'Stand-up and zipper styles', hi: 'स्टैंड-अप और ज़िपर स्टाइल', ta: 'ஸ்டாண்ட்-அப் மற்றும் ஜிப்பர் வகைகள்' },
      { en: 'Food-grade, 3-layer laminated', hi: 'फ़ूड-ग्रेड, 3-लेयर लैमिनेटेड', ta: 'உணவுத் தர, 3-லேயர் லேமினேட்' },
    ],
    buttonText: { en: 'Explore Products', hi: 'प्रोडक्ट देखें', ta: 'பொருட்களைப் பாருங்கள்' },
    href: '/ourproducts',
    gradient: ['#0f3d2e', '#1f6f5c'],
    productSlug: 'kraft-with-window',
  },
  {
    title: { en: 'Turn Your Packaging into a Brand Statement', hi: 'अपनी पैकेजिंग को अपने ब्रांड की पहचान बनाइए', ta: 'உங்கள் பேக்கேஜிங்கை உங்கள் பிராண்டின் அடையாளமாக்குங்கள்' },
    points: [
      { en: 'Your artwork, your colours', hi: 'आपका आर्टवर्क, आपके रंग', ta: 'உங்கள் ஆர்ட்வொர்க், உங்கள் வண்ணங்கள்' },
      { en: 'Matte, glossy and kraft finishes', hi: 'मैट, ग्लॉसी और क्राफ्ट फ़िनिश', ta: 'மேட், கிளாஸி மற்றும் க்ராஃப்ட் ஃபினிஷ்' },
      { en: 'Custom sizes from 50 g to 2 kg', hi: '50 ग्राम से 2 किलो तक कस्टम साइज़', ta: '50 கிராம் முதல் 2 கிலோ வரை கஸ்டம் அளவுகள்' },
      { en: 'Design support from our team', hi: 'हमारी टीम से डिज़ाइन में मदद', ta: 'எங்கள் குழுவின் டிசைன் உதவி' },
    ],
    buttonText: { en: 'Get a Free Quote', hi: 'मुफ़्त कोटेशन पाएँ', ta: 'இலவச விலைப்புள்ளி பெறுங்கள்' },
    href: '/contactus',
    gradient: ['#4a1d0f', '#9a3412'],
    productSlug: 'coloured-zipper',
  },
  {
    title: {
      en: 'Window and Metallic Foil Finishes that Sell',
      hi: 'विंडो और मेटैलिक फ़ॉइल फ़िनिश, जो बिक्री बढ़ाएँ',
      ta: 'விற்பனையைக் கூட்டும் விண்டோ மற்றும் மெட்டாலிக் ஃபாயில் ஃபினிஷ்',
    },
    points: [
      { en: 'Clear windows show your product', hi: 'ट्रांसपेरेंट विंडो से प्रोडक्ट दिखता है', ta: 'தெளிவான விண்டோ உங்கள் பொருளைக் காட்டும்' },
      { en: 'Gold and silver metallized foil', hi: 'गोल्ड और सिल्वर मेटलाइज़्ड फ़ॉइल', ta: 'கோல்டு, சில்வர் மெட்டலைஸ்டு ஃபாயில்' },
      { en: 'Barrier layers keep food fresh', hi: 'बैरियर लेयर फ़ूड को ताज़ा रखती हैं', ta: 'பேரியர் லேயர்கள் உணவைப் புதிதாக வைக்கும்' },
      { en: 'Resealable zipper on every size', hi: 'हर साइज़ में दोबारा बंद होने वाला ज़िपर', ta: 'எல்லா அளவிலும் மீண்டும் மூடக்கூடிய ஜிப்பர்' },
    ],
    buttonText: { en: 'See Finishes', hi: 'फ़िनिश देखें', ta: 'ஃபினிஷ்களைப் பாருங்கள்' },
    href: '/products/kraft-inner-foiled',
    gradient: ['#1e1b4b', '#4338ca'],
    productSlug: 'gold-zipper',
  },
];

export const heroBadges = [
  { en: 'Premium Quality', hi: 'बेहतरीन क्वालिटी', ta: 'உயர்ந்த தரம்' },
  { en: 'Fast Delivery', hi: 'तेज़ डिलीवरी', ta: 'விரைவு டெலிவரி' },
  { en: 'Custom Solutions', hi: 'आपकी ज़रूरत के हिसाब से', ta: 'உங்கள் தேவைக்கேற்ற தீர்வுகள்' },
] as const;
