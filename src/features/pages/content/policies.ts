import { assertUnique } from '@platform/content/blocks';
import { dayRange, facts, inr } from '@platform/content/facts';
import { site } from '@platform/content/site';
import { artworkLimits } from '@features/enquiry';
import { baseLocale, byLocale, localeTag, type Locale } from '@platform/i18n/locales';
import type { Text } from '@platform/i18n/text';
import type { Policy } from './policies.schema';

export type { Policy, PolicySection } from './policies.schema';

/** Keywords in every language. */
type Words = { readonly [L in Locale]: readonly string[] };

/** A section as written: each text in every language. */
interface SectionSource {
  id: string;
  title: Text;
  content: readonly Text[];
  items?: readonly Text[];
  note?: Text;
  exclusions?: readonly Text[];
  contact?: boolean;
}

/** A policy as written: each text in every language. The English is the binding text. */
interface PolicySource {
  slug: string;
  name: Text;
  seo: { title: Text; description: Text; keywords: Words };
  heading: Text;
  intro: Text;
  sections: readonly SectionSource[];
  revised?: { iso: string; label: string };
}

const claimHours = facts.claimWithinHours;
const days = dayRange(facts.refundDays);
const refund: Text = { en: `${days} business days`, hi: `${days} कार्य-दिवस`, ta: `${days} வேலை நாட்கள்` };
/** "within 7–10 business days" as Tamil writes it, the case ending in its word. */
const refundWithin = { ta: `${days} வேலை நாட்களுக்குள்` } as const;
const standard = dayRange(facts.standardDeliveryDays);
const express = dayRange(facts.expressDeliveryDays);
const contactSection = (title: Text, text: Text): SectionSource => ({ id: 'contact', title, content: [text], contact: true });

/** The four policy pages, effective October 2025, in English, Hindi and Tamil. */
export const policySources: readonly PolicySource[] = [
  {
    slug: 'terms-and-conditions',
    name: { en: 'Terms and Conditions', hi: 'नियम और शर्तें', ta: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' },
    seo: {
      title: { en: 'Terms and Conditions', hi: 'नियम और शर्तें', ta: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' },
      description: {
        en: `The terms for ordering custom printed pouches from ${site.name}: quotes, artwork approval, prices and taxes, delivery, cancellations and damage claims.`,
        hi: `${site.name} से कस्टम प्रिंटेड पाउच ऑर्डर करने की शर्तें: कोटेशन, आर्टवर्क अप्रूवल, कीमत और टैक्स, डिलीवरी, कैंसलेशन और नुकसान के क्लेम।`,
        ta: `${site.name}-இடம் கஸ்டம் பிரிண்ட் பவுச்களை ஆர்டர் செய்வதற்கான விதிமுறைகள்: விலைப்புள்ளி, ஆர்ட்வொர்க் ஒப்புதல், விலை, வரி, டெலிவரி, ரத்து, சேதக் கோரிக்கைகள்.`,
      },
      keywords: {
        en: ['terms and conditions', 'pouch order terms', 'custom packaging terms', 'printing terms India'],
        hi: ['नियम और शर्तें', 'पाउच ऑर्डर की शर्तें', 'कस्टम पैकेजिंग की शर्तें', 'प्रिंटिंग की शर्तें'],
        ta: ['விதிமுறைகள்', 'பவுச் ஆர்டர் நிபந்தனைகள்', 'கஸ்டம் பேக்கேஜிங் விதிமுறைகள்', 'பிரிண்டிங் விதிமுறைகள்'],
      },
    },
    heading: { en: 'Terms and Conditions', hi: 'नियम और शर्तें', ta: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' },
    intro: {
      en: `These terms apply to every enquiry, quote and order placed with ${site.legalName} ("we", "us") for custom printed pouches, labels and flexible packaging. By confirming an order you accept them.`,
      hi: `ये शर्तें कस्टम प्रिंटेड पाउच, लेबल और फ़्लेक्सिबल पैकेजिंग के लिए ${site.legalName} ("हम") के पास आने वाली हर इन्क्वायरी, कोटेशन और ऑर्डर पर लागू होती हैं। ऑर्डर कन्फ़र्म करने का मतलब है कि आप इन्हें स्वीकार करते हैं।`,
      ta: `கஸ்டம் பிரிண்ட் பவுச்கள், லேபிள்கள், ஃப்ளெக்சிபிள் பேக்கேஜிங் ஆகியவற்றுக்காக ${site.legalName} ("நாங்கள்") நிறுவனத்திடம் வரும் ஒவ்வொரு விசாரணை, விலைப்புள்ளி, ஆர்டருக்கும் இந்த விதிமுறைகள் பொருந்தும். ஆர்டரை உறுதிசெய்வதன் மூலம் இவற்றை ஏற்கிறீர்கள்.`,
    },
    sections: [
      {
        id: 'orders',
        title: { en: 'Quotes and Orders', hi: 'कोटेशन और ऑर्डर', ta: 'விலைப்புள்ளிகளும் ஆர்டர்களும்' },
        content: [
          {
            en: 'A quote is valid for 15 days and is based on the quantity, size, material and finish you tell us. An order is confirmed when you approve the final proof in writing and, where agreed, pay the advance.',
            hi: 'कोटेशन 15 दिन तक मान्य रहता है और आपकी बताई मात्रा, साइज़, मटीरियल और फ़िनिश पर आधारित होता है। ऑर्डर तब कन्फ़र्म होता है जब आप फ़ाइनल प्रूफ़ को लिखित में मंज़ूरी देते हैं और, जहाँ तय हुआ हो, एडवांस का भुगतान करते हैं।',
            ta: 'விலைப்புள்ளி 15 நாட்களுக்குச் செல்லுபடியாகும்; நீங்கள் தெரிவிக்கும் எண்ணிக்கை, அளவு, மெட்டீரியல், ஃபினிஷ் ஆகியவற்றின் அடிப்படையில் அமையும். இறுதி ப்ரூஃபுக்கு நீங்கள் எழுத்துமூலம் ஒப்புதல் அளித்து, அட்வான்ஸ் செலுத்த ஒப்புக்கொண்டிருந்தால் அதையும் செலுத்தியதும் ஆர்டர் உறுதியாகும்.',
          },
          {
            en: 'We may decline an order whose content is unlawful, misleading or infringes the rights of others.',
            hi: 'जिस ऑर्डर की सामग्री ग़ैरक़ानूनी, भ्रामक हो या दूसरों के अधिकारों का उल्लंघन करती हो, उसे हम मना कर सकते हैं।',
            ta: 'சட்டவிரோதமான, தவறாக வழிநடத்தும், அல்லது பிறரின் உரிமைகளை மீறும் உள்ளடக்கம் கொண்ட ஆர்டரை நாங்கள் மறுக்கலாம்.',
          },
        ],
      },
      {
        id: 'artwork',
        title: { en: 'Artwork and Proof Approval', hi: 'आर्टवर्क और प्रूफ़ अप्रूवल', ta: 'ஆர்ட்வொர்க் மற்றும் ப்ரூஃப் ஒப்புதல்' },
        content: [
          {
            en: 'You supply the artwork or approve the design we prepare. We send a digital proof of every design; printing starts only after your written approval.',
            hi: 'आर्टवर्क आप देते हैं या हमारे तैयार किए डिज़ाइन को अप्रूवल देते हैं। हर डिज़ाइन का डिजिटल प्रूफ़ हम भेजते हैं; प्रिंटिंग आपके लिखित अप्रूवल के बाद ही शुरू होती है।',
            ta: 'ஆர்ட்வொர்க்கை நீங்கள் வழங்குவீர்கள், அல்லது நாங்கள் தயாரிக்கும் டிசைனை ஒப்புக்கொள்வீர்கள். ஒவ்வொரு டிசைனுக்கும் டிஜிட்டல் ப்ரூஃப் அனுப்புவோம்; உங்கள் எழுத்துமூல ஒப்புதலுக்குப் பிறகே பிரிண்டிங் தொடங்கும்.',
          },
          {
            en: 'Please check spelling, prices, legal declarations, barcodes and colours on the proof. Errors approved on the proof are not grounds for a replacement or refund.',
            hi: 'कृपया प्रूफ़ पर स्पेलिंग, कीमतें, क़ानूनी घोषणाएँ, बारकोड और रंग जाँच लें। प्रूफ़ पर मंज़ूर की गई ग़लतियों के लिए रिप्लेसमेंट या रिफ़ंड नहीं मिलता।',
            ta: 'ப்ரூஃபில் எழுத்துப்பிழைகள், விலைகள், சட்டப்படியான அறிவிப்புகள், பார்கோடுகள், வண்ணங்கள் ஆகியவற்றைச் சரிபாருங்கள். ப்ரூஃபில் ஒப்புக்கொண்ட பிழைகளுக்கு மாற்றுப் பொருளோ பணத்திருப்பமோ கிடையாது.',
          },
        ],
        note: {
          en: 'Digital proofs on screen can differ slightly in colour from printed film. Ask for a printed sample where exact colour matters.',
          hi: 'स्क्रीन पर दिखने वाले डिजिटल प्रूफ़ का रंग प्रिंटेड फ़िल्म से थोड़ा अलग हो सकता है। जहाँ रंग बिल्कुल सही चाहिए, वहाँ प्रिंटेड सैंपल माँगें।',
          ta: 'திரையில் பார்க்கும் டிஜிட்டல் ப்ரூஃபின் வண்ணம் பிரிண்ட் செய்த ஃபிலிமிலிருந்து சற்று மாறுபடலாம். வண்ணம் மிகத் துல்லியமாக வேண்டுமெனில் பிரிண்ட் செய்த சாம்பிளைக் கேளுங்கள்.',
        },
      },
      {
        id: 'pricing',
        title: { en: 'Prices, Taxes and Payment', hi: 'कीमत, टैक्स और भुगतान', ta: 'விலை, வரி மற்றும் கட்டணம்' },
        content: [
          {
            en: 'All prices are in Indian Rupees and are inclusive of taxes unless stated otherwise. Shipping charges may apply and are shown in your quote.',
            hi: 'सभी कीमतें भारतीय रुपये में हैं और जब तक अलग से न लिखा हो, टैक्स सहित हैं। शिपिंग चार्ज लग सकता है, जो आपके कोटेशन में दिखाया जाता है।',
            ta: 'எல்லா விலைகளும் இந்திய ரூபாயில்; வேறுவிதமாகக் குறிப்பிடாவிட்டால் வரிகள் உட்பட. ஷிப்பிங் கட்டணம் பொருந்தலாம்; அது உங்கள் விலைப்புள்ளியில் காட்டப்படும்.',
          },
          {
            en: `Delivery is free on orders above ${inr(facts.freeDeliveryAboveInr)}. Payment terms are stated on the quote; production begins once the agreed payment is received.`,
            hi: `${inr(facts.freeDeliveryAboveInr)} से ऊपर के ऑर्डर पर डिलीवरी फ़्री है। भुगतान की शर्तें कोटेशन पर लिखी होती हैं; तय भुगतान मिलने के बाद प्रोडक्शन शुरू होता है।`,
            ta: `${inr(facts.freeDeliveryAboveInr)}-க்கு மேற்பட்ட ஆர்டர்களுக்கு டெலிவரி இலவசம். கட்டண நிபந்தனைகள் விலைப்புள்ளியில் குறிப்பிடப்படும்; ஒப்புக்கொண்ட தொகை கிடைத்ததும் உற்பத்தி தொடங்கும்.`,
          },
        ],
      },
      {
        id: 'delivery',
        title: { en: 'Production and Delivery', hi: 'प्रोडक्शन और डिलीवरी', ta: 'உற்பத்தி மற்றும் டெலிவரி' },
        content: [
          {
            en: `Most custom orders are delivered within ${standard} business days after proof approval; express orders within ${express} business days. Dates are estimates and can move with courier delays, holidays or events beyond our control.`,
            hi: `ज़्यादातर कस्टम ऑर्डर प्रूफ़ अप्रूवल के बाद ${standard} कार्य-दिवसों में डिलीवर होते हैं; एक्सप्रेस ऑर्डर ${express} कार्य-दिवसों में। ये तारीख़ें अनुमान हैं और कूरियर की देरी, छुट्टियों या हमारे बस से बाहर की घटनाओं से आगे-पीछे हो सकती हैं।`,
            ta: `பெரும்பாலான கஸ்டம் ஆர்டர்கள் ப்ரூஃப் ஒப்புதலுக்குப் பிறகு ${standard} வேலை நாட்களில் டெலிவரி ஆகும்; எக்ஸ்பிரஸ் ஆர்டர்கள் ${express} வேலை நாட்களில். இந்தத் தேதிகள் மதிப்பீடுகளே; கூரியர் தாமதம், விடுமுறைகள், எங்கள் கட்டுப்பாட்டுக்கு அப்பாற்பட்ட நிகழ்வுகளால் மாறலாம்.`,
          },
          {
            en: 'Printed quantities may vary by up to 5% over or under the ordered quantity, which is normal in pouch manufacturing and billed at actual.',
            hi: 'प्रिंट हुई मात्रा ऑर्डर की गई मात्रा से 5% तक कम या ज़्यादा हो सकती है, जो पाउच बनाने में सामान्य है; बिल असल मात्रा का बनता है।',
            ta: 'அச்சிடப்படும் எண்ணிக்கை ஆர்டர் செய்த எண்ணிக்கையை விட 5% வரை கூடவோ குறையவோ இருக்கலாம்; பவுச் உற்பத்தியில் இது வழக்கமானது, உண்மையான எண்ணிக்கைக்கே பில் போடப்படும்.',
          },
        ],
      },
      {
        id: 'cancellation',
        title: { en: 'Cancellation', hi: 'कैंसलेशन', ta: 'ரத்து செய்தல்' },
        content: [
          {
            en: 'You may cancel an order free of charge until it is printed. Orders cannot be cancelled once printed or dispatched, because the pouches carry your design and cannot be sold to anyone else.',
            hi: 'प्रिंट होने से पहले तक आप ऑर्डर मुफ़्त में कैंसल कर सकते हैं। प्रिंट या डिस्पैच होने के बाद ऑर्डर कैंसल नहीं हो सकता, क्योंकि पाउच पर आपका डिज़ाइन छपा होता है और उन्हें किसी और को बेचा नहीं जा सकता।',
            ta: 'அச்சிடப்படும் வரை ஆர்டரைக் கட்டணமின்றி ரத்து செய்யலாம். அச்சிட்ட பிறகோ அனுப்பிய பிறகோ ஆர்டரை ரத்து செய்ய முடியாது; பவுச்களில் உங்கள் டிசைன் இருப்பதால் அவற்றை வேறு யாருக்கும் விற்க முடியாது.',
          },
        ],
      },
      {
        id: 'claims',
        title: { en: 'Damage, Defects and Returns', hi: 'नुकसान, ख़राबी और रिटर्न', ta: 'சேதம், குறைபாடுகள் மற்றும் திருப்பி அனுப்புதல்' },
        content: [
          {
            en: `Any damage or defect must be reported within ${claimHours} hours of delivery with photo or video proof. Approved claims are settled by replacement or refund within ${refund.en}, to the original payment method.`,
            hi: `कोई भी नुकसान या ख़राबी डिलीवरी के ${claimHours} घंटे के अंदर फ़ोटो या वीडियो सबूत के साथ बतानी होगी। मंज़ूर क्लेम का निपटारा ${refund.hi} में रिप्लेसमेंट या रिफ़ंड से होता है, रिफ़ंड उसी तरीक़े से जिससे भुगतान हुआ था।`,
            ta: `எந்தச் சேதமோ குறைபாடோ டெலிவரியிலிருந்து ${claimHours} மணி நேரத்துக்குள் புகைப்படம் அல்லது வீடியோ ஆதாரத்துடன் தெரிவிக்கப்பட வேண்டும். ஒப்புக்கொள்ளப்பட்ட கோரிக்கைகள் ${refundWithin.ta} மாற்றுப் பொருள் அல்லது பணத்திருப்பம் மூலம் தீர்க்கப்படும்; பணம் செலுத்திய அதே முறைக்கே திருப்பப்படும்.`,
          },
          {
            en: 'Custom-printed items are non-returnable except for approved claims. Our Return Policy and Refund & Cancellation Policy give the details.',
            hi: 'कस्टम प्रिंटेड सामान मंज़ूर क्लेम के अलावा वापस नहीं होता। पूरी जानकारी हमारी रिटर्न पॉलिसी और रिफ़ंड और कैंसलेशन पॉलिसी में है।',
            ta: 'ஒப்புக்கொள்ளப்பட்ட கோரிக்கைகள் தவிர, கஸ்டம் பிரிண்ட் பொருட்களைத் திருப்பி அனுப்ப முடியாது. விவரங்கள் எங்கள் திருப்பி அனுப்பும் கொள்கையிலும் பணத்திருப்பம் மற்றும் ரத்துக் கொள்கையிலும் உள்ளன.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: { en: 'Your Designs and Our Rights', hi: 'आपके डिज़ाइन और हमारे अधिकार', ta: 'உங்கள் டிசைன்களும் எங்கள் உரிமைகளும்' },
        content: [
          {
            en: 'You confirm that you own or may use every logo, image and text you send us, and you remain their owner. We may show photographs of printed pouches in our portfolio unless you ask us not to.',
            hi: 'आप पुष्टि करते हैं कि हमें भेजे गए हर लोगो, इमेज और टेक्स्ट के आप मालिक हैं या उन्हें इस्तेमाल करने का हक़ रखते हैं, और उनके मालिक आप ही रहते हैं। जब तक आप मना न करें, हम प्रिंट हुए पाउच की फ़ोटो अपने पोर्टफ़ोलियो में दिखा सकते हैं।',
            ta: 'நீங்கள் அனுப்பும் ஒவ்வொரு லோகோ, படம், உரைக்கும் நீங்களே உரிமையாளர் அல்லது அவற்றைப் பயன்படுத்த உரிமை உள்ளவர் என்று உறுதிப்படுத்துகிறீர்கள்; அவற்றின் உரிமை உங்களிடமே இருக்கும். நீங்கள் வேண்டாம் என்று சொல்லாதவரை, அச்சிட்ட பவுச்களின் புகைப்படங்களை எங்கள் படைப்புகளில் காட்டலாம்.',
          },
        ],
      },
      {
        id: 'liability',
        title: { en: 'Limitation of Liability', hi: 'ज़िम्मेदारी की सीमा', ta: 'பொறுப்பின் வரம்பு' },
        content: [
          {
            en: 'Our liability for any order is limited to the value of that order. We are not liable for indirect losses such as lost sales, nor for unsuitability of a pouch for a use we were not told about. Please test a sample with your product before a large order.',
            hi: 'किसी भी ऑर्डर के लिए हमारी ज़िम्मेदारी उस ऑर्डर की क़ीमत तक सीमित है। बिक्री के नुकसान जैसे अप्रत्यक्ष नुकसान के लिए हम ज़िम्मेदार नहीं हैं, न ही किसी ऐसे इस्तेमाल के लिए पाउच के अनुपयुक्त होने पर जिसके बारे में हमें बताया नहीं गया था। बड़े ऑर्डर से पहले अपने प्रोडक्ट के साथ सैंपल ज़रूर जाँच लें।',
            ta: 'எந்த ஆர்டருக்கும் எங்கள் பொறுப்பு அந்த ஆர்டரின் மதிப்புக்கு மட்டுமே. விற்பனை இழப்பு போன்ற மறைமுக இழப்புகளுக்கும், எங்களிடம் தெரிவிக்காத பயன்பாட்டுக்கு பவுச் பொருந்தாமல் போவதற்கும் நாங்கள் பொறுப்பல்ல. பெரிய ஆர்டருக்கு முன் உங்கள் பொருளுடன் ஒரு சாம்பிளைச் சோதித்துப் பாருங்கள்.',
          },
        ],
      },
      {
        id: 'law',
        title: { en: 'Governing Law', hi: 'लागू क़ानून', ta: 'பொருந்தும் சட்டம்' },
        content: [
          {
            en: 'These terms are governed by the laws of India. Any dispute falls under the courts of Madurai, Tamil Nadu.',
            hi: 'ये शर्तें भारत के क़ानूनों के अधीन हैं। कोई भी विवाद मदुरै, तमिलनाडु की अदालतों के अधिकार-क्षेत्र में आएगा।',
            ta: 'இந்த விதிமுறைகள் இந்தியச் சட்டங்களுக்கு உட்பட்டவை. எந்தத் தகராறும் தமிழ்நாடு, மதுரை நீதிமன்றங்களின் அதிகார வரம்புக்கு உட்பட்டது.',
          },
        ],
      },
      contactSection(
        { en: 'Contact Us', hi: 'हमसे संपर्क करें', ta: 'எங்களைத் தொடர்புகொள்ளுங்கள்' },
        {
          en: 'Questions about these terms? Reach us on any of the channels below.',
          hi: 'इन शर्तों के बारे में कोई सवाल है? नीचे दिए किसी भी तरीक़े से हमसे संपर्क करें।',
          ta: 'இந்த விதிமுறைகள் பற்றிக் கேள்விகள் உள்ளனவா? கீழே உள்ள எந்த வழியிலும் எங்களைத் தொடர்புகொள்ளுங்கள்.',
        },
      ),
    ],
  },
  {
    slug: 'return-policy',
    name: { en: 'Return Policy', hi: 'रिटर्न पॉलिसी', ta: 'திருப்பி அனுப்பும் கொள்கை' },
    seo: {
      title: { en: 'Return Policy', hi: 'रिटर्न पॉलिसी', ta: 'திருப்பி அனுப்பும் கொள்கை' },
      description: {
        en: `Custom-printed pouches are non-returnable, but damaged or defective goods reported within ${claimHours} hours with photo or video proof are replaced. How to claim.`,
        hi: `कस्टम प्रिंटेड पाउच वापस नहीं होते, पर ${claimHours} घंटे के अंदर फ़ोटो या वीडियो सबूत के साथ बताया गया ख़राब या टूटा-फूटा माल बदला जाता है। क्लेम कैसे करें।`,
        ta: `கஸ்டம் பிரிண்ட் பவுச்களைத் திருப்பி அனுப்ப முடியாது; ஆனால் ${claimHours} மணி நேரத்துக்குள் புகைப்பட/வீடியோ ஆதாரத்துடன் தெரிவிக்கப்படும் சேதமான அல்லது குறைபாடுள்ள பொருட்கள் மாற்றித் தரப்படும். கோருவது எப்படி.`,
      },
      keywords: {
        en: ['return policy', 'damaged pouches', 'packaging replacement', 'defective order claim'],
        hi: ['रिटर्न पॉलिसी', 'ख़राब पाउच', 'पैकेजिंग रिप्लेसमेंट', 'ख़राब ऑर्डर का क्लेम'],
        ta: ['திருப்பி அனுப்பும் கொள்கை', 'சேதமான பவுச்கள்', 'பேக்கேஜிங் மாற்று', 'குறைபாடுள்ள ஆர்டர் கோரிக்கை'],
      },
    },
    heading: { en: 'Return Policy', hi: 'रिटर्न पॉलिसी', ta: 'திருப்பி அனுப்பும் கொள்கை' },
    intro: {
      en: 'Every order is printed with your own design, so we cannot take back pouches that are as ordered. If something arrives damaged or defective, we make it right. This page explains how.',
      hi: 'हर ऑर्डर आपके अपने डिज़ाइन के साथ प्रिंट होता है, इसलिए ऑर्डर के मुताबिक़ बने पाउच हम वापस नहीं ले सकते। अगर कुछ टूटा-फूटा या ख़राब पहुँचे, तो हम उसे ठीक करते हैं। यह पेज बताता है कैसे।',
      ta: 'ஒவ்வொரு ஆர்டரும் உங்கள் சொந்த டிசைனுடன் அச்சிடப்படுவதால், ஆர்டர்படி வந்த பவுச்களைத் திரும்பப் பெற முடியாது. ஏதாவது சேதமாகவோ குறைபாட்டுடனோ வந்தால், அதைச் சரிசெய்கிறோம். எப்படி என்பதை இந்தப் பக்கம் விளக்குகிறது.',
    },
    sections: [
      {
        id: 'non-returnable',
        title: { en: 'Custom-Printed Items Are Non-Returnable', hi: 'कस्टम प्रिंटेड सामान वापस नहीं होता', ta: 'கஸ்டம் பிரிண்ட் பொருட்கள் திருப்பி அனுப்ப முடியாதவை' },
        content: [
          {
            en: 'Pouches, labels and packaging printed to your design cannot be resold, so they are non-returnable and non-exchangeable once delivered as approved.',
            hi: 'आपके डिज़ाइन पर प्रिंट हुए पाउच, लेबल और पैकेजिंग दोबारा बेचे नहीं जा सकते, इसलिए मंज़ूरी के मुताबिक़ डिलीवर होने के बाद वे न वापस होते हैं, न बदले जाते हैं।',
            ta: 'உங்கள் டிசைனில் அச்சிட்ட பவுச்கள், லேபிள்கள், பேக்கேஜிங்கை மீண்டும் விற்க முடியாது; எனவே ஒப்புதலின்படி டெலிவரி ஆன பிறகு அவற்றைத் திருப்பி அனுப்பவோ மாற்றவோ முடியாது.',
          },
        ],
      },
      {
        id: 'eligible',
        title: { en: 'What Qualifies for a Return', hi: 'किस हालत में रिटर्न होता है', ta: 'எவை திருப்பி அனுப்பத் தகுதியானவை' },
        content: [
          {
            en: 'We accept a return for replacement when the goods we delivered differ from the approved proof or order:',
            hi: 'जब डिलीवर हुआ माल मंज़ूर प्रूफ़ या ऑर्डर से अलग हो, तब हम उसे रिप्लेसमेंट के लिए वापस लेते हैं:',
            ta: 'நாங்கள் டெலிவரி செய்த பொருட்கள் ஒப்புக்கொண்ட ப்ரூஃப் அல்லது ஆர்டரிலிருந்து வேறுபட்டால், மாற்றித் தருவதற்காகத் திரும்பப் பெறுவோம்:',
          },
        ],
        items: [
          {
            en: 'Printing defects such as smudges, missing colours or misregistration beyond normal tolerance',
            hi: 'प्रिंटिंग की ख़राबी, जैसे धब्बे, ग़ायब रंग या सामान्य सीमा से ज़्यादा मिसरजिस्ट्रेशन',
            ta: 'கறைகள், விடுபட்ட வண்ணங்கள், வழக்கமான அளவை மீறிய மிஸ்ரெஜிஸ்ட்ரேஷன் போன்ற பிரிண்டிங் குறைபாடுகள்',
          },
          {
            en: 'Manufacturing defects such as weak seals, faulty zippers or delamination',
            hi: 'बनावट की ख़राबी, जैसे कमज़ोर सील, ख़राब ज़िपर या डीलैमिनेशन',
            ta: 'பலவீனமான சீல், பழுதான ஜிப்பர், டிலேமினேஷன் போன்ற உற்பத்திக் குறைபாடுகள்',
          },
          { en: 'Damage in transit, visible on delivery', hi: 'रास्ते में हुआ नुकसान, जो डिलीवरी के समय दिखे', ta: 'டெலிவரியின்போதே தெரியும், போக்குவரத்தில் ஏற்பட்ட சேதம்' },
          {
            en: 'Wrong product, size or quantity shortfall beyond the 5% industry tolerance',
            hi: 'ग़लत प्रोडक्ट या साइज़, या इंडस्ट्री की 5% सीमा से ज़्यादा कम मात्रा',
            ta: 'தவறான பொருள், அளவு, அல்லது தொழில்துறையின் 5% வரம்புக்கு மேல் எண்ணிக்கைக் குறைவு',
          },
        ],
      },
      {
        id: 'how-to-claim',
        title: { en: 'How to Raise a Claim', hi: 'क्लेम कैसे करें', ta: 'கோரிக்கையை எப்படி எழுப்புவது' },
        content: [
          {
            en: `Report the problem within ${claimHours} hours of delivery. Claims raised later cannot be accepted, because we can no longer tell what happened after delivery.`,
            hi: `डिलीवरी के ${claimHours} घंटे के अंदर समस्या बताएँ। इसके बाद किए गए क्लेम स्वीकार नहीं हो सकते, क्योंकि तब हम यह नहीं जान सकते कि डिलीवरी के बाद क्या हुआ।`,
            ta: `டெலிவரியிலிருந்து ${claimHours} மணி நேரத்துக்குள் பிரச்சினையைத் தெரிவியுங்கள். அதற்குப் பிறகு எழுப்பப்படும் கோரிக்கைகளை ஏற்க முடியாது; டெலிவரிக்குப் பின் என்ன நடந்தது என்பதை எங்களால் அறிய முடியாது.`,
          },
        ],
        items: [
          { en: 'Your order number and delivery date', hi: 'आपका ऑर्डर नंबर और डिलीवरी की तारीख़', ta: 'உங்கள் ஆர்டர் எண், டெலிவரி தேதி' },
          {
            en: 'Photos or a video showing the defect or damage, and the outer carton',
            hi: 'ख़राबी या नुकसान और बाहरी कार्टन दिखाती फ़ोटो या वीडियो',
            ta: 'குறைபாடு அல்லது சேதத்தையும் வெளிப்புற அட்டைப்பெட்டியையும் காட்டும் புகைப்படங்கள் அல்லது வீடியோ',
          },
          { en: 'The number of pouches affected', hi: 'कितने पाउच प्रभावित हैं', ta: 'பாதிக்கப்பட்ட பவுச்களின் எண்ணிக்கை' },
        ],
        note: {
          en: 'Please keep the goods and the packaging until we have reviewed your claim.',
          hi: 'जब तक हम आपके क्लेम की जाँच न कर लें, कृपया माल और पैकेजिंग संभालकर रखें।',
          ta: 'உங்கள் கோரிக்கையை நாங்கள் பரிசீலிக்கும் வரை பொருட்களையும் பேக்கேஜிங்கையும் வைத்திருங்கள்.',
        },
      },
      {
        id: 'replacement',
        title: { en: 'Replacement Process', hi: 'रिप्लेसमेंट की प्रक्रिया', ta: 'மாற்றித் தரும் முறை' },
        content: [
          {
            en: `We review claims within two business days. Once approved, we reprint or replace the affected quantity and process it within ${refund.en}. Where we ask for the goods back, the product to be replaced must be returned within ${facts.replacementReturnDays} days of approval, at our cost.`,
            hi: `हम दो कार्य-दिवसों में क्लेम की जाँच करते हैं। अप्रूवल के बाद प्रभावित मात्रा को दोबारा प्रिंट करते हैं या बदलते हैं और ${refund.hi} में प्रोसेस करते हैं। जहाँ हम माल वापस माँगें, वहाँ बदला जाने वाला प्रोडक्ट अप्रूवल के ${facts.replacementReturnDays} दिन के अंदर, हमारे ख़र्च पर, लौटाना होगा।`,
            ta: `கோரிக்கைகளை இரண்டு வேலை நாட்களுக்குள் பரிசீலிக்கிறோம். ஒப்புக்கொண்டதும், பாதிக்கப்பட்ட எண்ணிக்கையை மீண்டும் அச்சிட்டு அல்லது மாற்றி ${refundWithin.ta} செயல்படுத்துகிறோம். பொருட்களைத் திருப்பிக் கேட்கும் இடங்களில், மாற்றப்பட வேண்டிய பொருளை ஒப்புதலிலிருந்து ${facts.replacementReturnDays} நாட்களுக்குள், எங்கள் செலவில், திருப்பி அனுப்ப வேண்டும்.`,
          },
        ],
      },
      {
        id: 'exclusions',
        title: { en: 'What Is Not Covered', hi: 'किन बातों पर लागू नहीं', ta: 'எவை உள்ளடங்காது' },
        content: [
          {
            en: 'The following are not defects and do not qualify for a return:',
            hi: 'नीचे दी गई बातें ख़राबी नहीं मानी जातीं और इन पर रिटर्न नहीं होता:',
            ta: 'பின்வருபவை குறைபாடுகள் அல்ல; இவற்றுக்குத் திருப்பி அனுப்ப முடியாது:',
          },
        ],
        exclusions: [
          {
            en: 'Errors in spelling, content or colour that were present on the approved proof',
            hi: 'स्पेलिंग, सामग्री या रंग की वे ग़लतियाँ जो मंज़ूर प्रूफ़ पर मौजूद थीं',
            ta: 'ஒப்புக்கொண்ட ப்ரூஃபிலேயே இருந்த எழுத்துப்பிழை, உள்ளடக்கம் அல்லது வண்ணப் பிழைகள்',
          },
          {
            en: 'Slight colour differences between screen, proof and printed film',
            hi: 'स्क्रीन, प्रूफ़ और प्रिंटेड फ़िल्म के रंगों में हल्का अंतर',
            ta: 'திரை, ப்ரூஃப், அச்சிட்ட ஃபிலிம் இடையே சிறிய வண்ண வேறுபாடுகள்',
          },
          {
            en: 'Damage from storage, filling or sealing after delivery',
            hi: 'डिलीवरी के बाद रखने, भरने या सील करने से हुआ नुकसान',
            ta: 'டெலிவரிக்குப் பின் சேமித்தல், நிரப்புதல், சீல் செய்தலால் ஏற்பட்ட சேதம்',
          },
          {
            en: 'Unsuitability of a pouch for a product or process you did not tell us about',
            hi: 'किसी ऐसे प्रोडक्ट या प्रोसेस के लिए पाउच का अनुपयुक्त होना जिसके बारे में आपने हमें नहीं बताया',
            ta: 'நீங்கள் எங்களிடம் தெரிவிக்காத பொருள் அல்லது செயல்முறைக்கு பவுச் பொருந்தாமை',
          },
          {
            en: `Claims raised after ${claimHours} hours of delivery`,
            hi: `डिलीवरी के ${claimHours} घंटे बाद किए गए क्लेम`,
            ta: `டெலிவரியிலிருந்து ${claimHours} மணி நேரத்துக்குப் பின் எழுப்பப்படும் கோரிக்கைகள்`,
          },
        ],
      },
      contactSection(
        { en: 'Raise a Claim', hi: 'क्लेम करें', ta: 'கோரிக்கை எழுப்புங்கள்' },
        {
          en: 'Write or call us with your order number; our support team answers within one business day.',
          hi: 'अपने ऑर्डर नंबर के साथ हमें लिखें या कॉल करें; हमारी सपोर्ट टीम एक कार्य-दिवस के अंदर जवाब देती है।',
          ta: 'உங்கள் ஆர்டர் எண்ணுடன் எங்களுக்கு எழுதுங்கள் அல்லது அழையுங்கள்; எங்கள் உதவிக் குழு ஒரு வேலை நாளுக்குள் பதில் அளிக்கும்.',
        },
      ),
    ],
  },
  {
    slug: 'refund-and-cancellation',
    name: { en: 'Refund & Cancellation Policy', hi: 'रिफ़ंड और कैंसलेशन पॉलिसी', ta: 'பணத்திருப்பம் மற்றும் ரத்துக் கொள்கை' },
    seo: {
      title: { en: 'Refund and Cancellation Policy', hi: 'रिफ़ंड और कैंसलेशन पॉलिसी', ta: 'பணத்திருப்பம் மற்றும் ரத்துக் கொள்கை' },
      description: {
        en: `When orders can be cancelled, which refunds apply and how they are paid: within ${refund.en} to the original payment method. No cancellation once printed.`,
        hi: `ऑर्डर कब कैंसल हो सकता है, कौन-से रिफ़ंड मिलते हैं और कैसे: ${refund.hi} में, उसी तरीक़े से जिससे भुगतान हुआ था। प्रिंट होने के बाद कैंसलेशन नहीं।`,
        ta: `ஆர்டரை எப்போது ரத்து செய்யலாம், எந்தப் பணத்திருப்பங்கள் பொருந்தும், எப்படி வழங்கப்படும்: ${refundWithin.ta}, பணம் செலுத்திய அதே முறைக்கு. அச்சிட்ட பின் ரத்து கிடையாது.`,
      },
      keywords: {
        en: ['refund policy', 'cancellation policy', 'order cancellation', 'refund timeline'],
        hi: ['रिफ़ंड पॉलिसी', 'कैंसलेशन पॉलिसी', 'ऑर्डर कैंसलेशन', 'रिफ़ंड का समय'],
        ta: ['பணத்திருப்பக் கொள்கை', 'ரத்துக் கொள்கை', 'ஆர்டர் ரத்து', 'பணத்திருப்ப காலம்'],
      },
    },
    heading: { en: 'Refund & Cancellation Policy', hi: 'रिफ़ंड और कैंसलेशन पॉलिसी', ta: 'பணத்திருப்பம் மற்றும் ரத்துக் கொள்கை' },
    intro: {
      en: 'We want you to order with confidence. This policy explains when an order can be cancelled, when a refund is due, and how quickly you receive it.',
      hi: 'हम चाहते हैं कि आप भरोसे के साथ ऑर्डर करें। यह पॉलिसी बताती है कि ऑर्डर कब कैंसल हो सकता है, रिफ़ंड कब बनता है और वह कितनी जल्दी मिलता है।',
      ta: 'நீங்கள் நம்பிக்கையுடன் ஆர்டர் செய்ய வேண்டும் என்பதே எங்கள் விருப்பம். ஆர்டரை எப்போது ரத்து செய்யலாம், பணத்திருப்பம் எப்போது உண்டு, அது எவ்வளவு விரைவில் கிடைக்கும் என்பதை இந்தக் கொள்கை விளக்குகிறது.',
    },
    sections: [
      {
        id: 'cancel-before-print',
        title: { en: 'Cancelling Before Printing', hi: 'प्रिंटिंग से पहले कैंसलेशन', ta: 'அச்சிடுவதற்கு முன் ரத்து செய்தல்' },
        content: [
          {
            en: 'You can cancel an order at no charge until printing begins. Write to us with your order number; if you have paid an advance, it is refunded in full, less any design work already delivered to you.',
            hi: 'प्रिंटिंग शुरू होने तक आप बिना किसी चार्ज के ऑर्डर कैंसल कर सकते हैं। अपने ऑर्डर नंबर के साथ हमें लिखें; अगर आपने एडवांस दिया है, तो वह पूरा लौटाया जाता है, बस आपको पहले से दिए जा चुके डिज़ाइन के काम की रक़म घटाकर।',
            ta: 'பிரிண்டிங் தொடங்கும் வரை கட்டணமின்றி ஆர்டரை ரத்து செய்யலாம். உங்கள் ஆர்டர் எண்ணுடன் எங்களுக்கு எழுதுங்கள்; அட்வான்ஸ் செலுத்தியிருந்தால், ஏற்கெனவே உங்களுக்கு வழங்கிய டிசைன் வேலைக்கான தொகை போக, மீதி முழுவதும் திருப்பித் தரப்படும்.',
          },
        ],
      },
      {
        id: 'no-cancel',
        title: { en: 'When an Order Cannot Be Cancelled', hi: 'ऑर्डर कब कैंसल नहीं हो सकता', ta: 'ஆர்டரை எப்போது ரத்து செய்ய முடியாது' },
        content: [
          {
            en: 'Orders cannot be cancelled once printed or dispatched. At that point the material and press time are used for your design and the pouches cannot be sold to anyone else.',
            hi: 'प्रिंट या डिस्पैच होने के बाद ऑर्डर कैंसल नहीं हो सकता। तब तक मटीरियल और प्रेस का समय आपके डिज़ाइन पर लग चुका होता है और पाउच किसी और को बेचे नहीं जा सकते।',
            ta: 'அச்சிட்ட பிறகோ அனுப்பிய பிறகோ ஆர்டரை ரத்து செய்ய முடியாது. அந்த நேரத்தில் மெட்டீரியலும் அச்சு இயந்திர நேரமும் உங்கள் டிசைனுக்காகப் பயன்பட்டிருக்கும்; பவுச்களை வேறு யாருக்கும் விற்க முடியாது.',
          },
        ],
      },
      {
        id: 'refund-eligibility',
        title: { en: 'When You Receive a Refund', hi: 'रिफ़ंड कब मिलता है', ta: 'பணத்திருப்பம் எப்போது கிடைக்கும்' },
        content: [
          {
            en: `A refund is due when an order is cancelled before printing, or when a damage or defect claim reported within ${claimHours} hours of delivery with photo or video proof is approved and a replacement is not possible or not wanted.`,
            hi: `रिफ़ंड तब बनता है जब ऑर्डर प्रिंटिंग से पहले कैंसल हो, या जब डिलीवरी के ${claimHours} घंटे के अंदर फ़ोटो या वीडियो सबूत के साथ बताया गया नुकसान या ख़राबी का क्लेम मंज़ूर हो और रिप्लेसमेंट संभव न हो या आप न चाहें।`,
            ta: `அச்சிடுவதற்கு முன் ஆர்டர் ரத்து செய்யப்பட்டால், அல்லது டெலிவரியிலிருந்து ${claimHours} மணி நேரத்துக்குள் புகைப்பட/வீடியோ ஆதாரத்துடன் தெரிவித்த சேத அல்லது குறைபாட்டுக் கோரிக்கை ஒப்புக்கொள்ளப்பட்டு, மாற்றுப் பொருள் சாத்தியமில்லாதபோது அல்லது நீங்கள் விரும்பாதபோது பணத்திருப்பம் உண்டு.`,
          },
        ],
      },
      {
        id: 'refund-timeline',
        title: { en: 'How and When Refunds Are Paid', hi: 'रिफ़ंड कैसे और कब मिलता है', ta: 'பணத்திருப்பம் எப்படி, எப்போது வழங்கப்படும்' },
        content: [
          {
            en: `Refunds and replacements are processed within ${refund.en} after approval. Refunds are paid to the original payment method only; we cannot pay them to another account or person.`,
            hi: `रिफ़ंड और रिप्लेसमेंट अप्रूवल के बाद ${refund.hi} में प्रोसेस होते हैं। रिफ़ंड सिर्फ़ उसी तरीक़े से लौटाया जाता है जिससे भुगतान हुआ था; हम उसे किसी दूसरे खाते या व्यक्ति को नहीं भेज सकते।`,
            ta: `பணத்திருப்பங்களும் மாற்றுப் பொருட்களும் ஒப்புதலுக்குப் பின் ${refundWithin.ta} செயல்படுத்தப்படும். பணம் செலுத்திய அதே முறைக்கு மட்டுமே பணம் திருப்பப்படும்; வேறு கணக்குக்கோ நபருக்கோ அனுப்ப முடியாது.`,
          },
        ],
        note: {
          en: 'Your bank may take a few more days to show the amount after we have processed it.',
          hi: 'हमारे प्रोसेस करने के बाद आपके बैंक को रक़म दिखाने में कुछ दिन और लग सकते हैं।',
          ta: 'நாங்கள் செயல்படுத்திய பிறகு, உங்கள் வங்கி தொகையைக் காட்ட இன்னும் சில நாட்கள் ஆகலாம்.',
        },
      },
      {
        id: 'non-refundable',
        title: { en: 'Non-Refundable Items', hi: 'जिन पर रिफ़ंड नहीं मिलता', ta: 'பணத்திருப்பம் இல்லாதவை' },
        content: [
          {
            en: 'The following cannot be refunded:',
            hi: 'नीचे दी गई चीज़ों पर रिफ़ंड नहीं मिलता:',
            ta: 'பின்வருபவற்றுக்குப் பணத்திருப்பம் கிடையாது:',
          },
        ],
        exclusions: [
          {
            en: 'Custom-printed items delivered as per the approved proof',
            hi: 'मंज़ूर प्रूफ़ के मुताबिक़ डिलीवर हुआ कस्टम प्रिंटेड सामान',
            ta: 'ஒப்புக்கொண்ட ப்ரூஃப்படி டெலிவரி ஆன கஸ்டம் பிரிண்ட் பொருட்கள்',
          },
          {
            en: 'Shipping charges on orders delivered as agreed',
            hi: 'तय शर्तों के मुताबिक़ डिलीवर हुए ऑर्डर का शिपिंग चार्ज',
            ta: 'ஒப்புக்கொண்டபடி டெலிவரி ஆன ஆர்டர்களின் ஷிப்பிங் கட்டணம்',
          },
          { en: 'Design and artwork services already delivered', hi: 'पहले से दी जा चुकी डिज़ाइन और आर्टवर्क सेवाएँ', ta: 'ஏற்கெனவே வழங்கிய டிசைன், ஆர்ட்வொர்க் சேவைகள்' },
          {
            en: 'Express delivery surcharges once the order has been dispatched',
            hi: 'ऑर्डर डिस्पैच होने के बाद एक्सप्रेस डिलीवरी का अतिरिक्त चार्ज',
            ta: 'ஆர்டர் அனுப்பப்பட்ட பின் எக்ஸ்பிரஸ் டெலிவரி கூடுதல் கட்டணம்',
          },
        ],
      },
      {
        id: 'taxes',
        title: { en: 'Taxes and Shipping', hi: 'टैक्स और शिपिंग', ta: 'வரிகளும் ஷிப்பிங்கும்' },
        content: [
          {
            en: 'Prices are inclusive of taxes unless stated otherwise, and refunds include the tax paid on the refunded amount. Shipping may apply to your order and is refunded only when the whole order is refunded because of our error.',
            hi: 'जब तक अलग से न लिखा हो, कीमतें टैक्स सहित हैं, और रिफ़ंड में लौटाई गई रक़म पर दिया गया टैक्स भी शामिल होता है। आपके ऑर्डर पर शिपिंग चार्ज लग सकता है, जो सिर्फ़ तब लौटाया जाता है जब हमारी ग़लती से पूरा ऑर्डर रिफ़ंड हो।',
            ta: 'வேறுவிதமாகக் குறிப்பிடாவிட்டால் விலைகள் வரிகள் உட்பட; திருப்பித் தரப்படும் தொகைக்குச் செலுத்திய வரியும் பணத்திருப்பத்தில் சேரும். உங்கள் ஆர்டருக்கு ஷிப்பிங் கட்டணம் பொருந்தலாம்; எங்கள் பிழையால் முழு ஆர்டரும் திருப்பித் தரப்படும்போது மட்டுமே அது திருப்பப்படும்.',
          },
        ],
      },
      contactSection(
        { en: 'Contact for Refunds', hi: 'रिफ़ंड के लिए संपर्क', ta: 'பணத்திருப்பத்துக்குத் தொடர்புகொள்ள' },
        {
          en: 'For a cancellation or refund, contact us with your order number.',
          hi: 'कैंसलेशन या रिफ़ंड के लिए अपने ऑर्डर नंबर के साथ हमसे संपर्क करें।',
          ta: 'ரத்து அல்லது பணத்திருப்பத்துக்கு, உங்கள் ஆர்டர் எண்ணுடன் எங்களைத் தொடர்புகொள்ளுங்கள்.',
        },
      ),
    ],
  },
  {
    slug: 'privacy-policy',
    name: { en: 'Privacy Policy', hi: 'प्राइवेसी पॉलिसी', ta: 'தனியுரிமைக் கொள்கை' },
    seo: {
      title: { en: 'Privacy Policy', hi: 'प्राइवेसी पॉलिसी', ta: 'தனியுரிமைக் கொள்கை' },
      description: {
        en: `How ${site.name} collects, uses and protects the details you send with an enquiry, what stays in your own browser, and how to reach us about your data.`,
        hi: `${site.name} इन्क्वायरी के साथ भेजी गई आपकी जानकारी कैसे लेता है, इस्तेमाल करता है और सुरक्षित रखता है, क्या आपके अपने ब्राउज़र में रहता है, और अपने डेटा के बारे में हमसे कैसे संपर्क करें।`,
        ta: `விசாரணையுடன் நீங்கள் அனுப்பும் விவரங்களை ${site.name} எப்படிச் சேகரிக்கிறது, பயன்படுத்துகிறது, பாதுகாக்கிறது, எவை உங்கள் பிரவுசரிலேயே இருக்கும், உங்கள் தரவு பற்றி எங்களை எப்படித் தொடர்புகொள்வது.`,
      },
      keywords: {
        en: ['privacy policy', 'data protection', 'enquiry data', 'personal information'],
        hi: ['प्राइवेसी पॉलिसी', 'डेटा सुरक्षा', 'इन्क्वायरी का डेटा', 'निजी जानकारी'],
        ta: ['தனியுரிமைக் கொள்கை', 'தரவுப் பாதுகாப்பு', 'விசாரணைத் தரவு', 'தனிப்பட்ட தகவல்'],
      },
    },
    heading: { en: 'Privacy Policy', hi: 'प्राइवेसी पॉलिसी', ta: 'தனியுரிமைக் கொள்கை' },
    // Quote lines and artwork files joined what an enquiry carries.
    revised: { label: 'December 2026', iso: '2026-12-04' },
    intro: {
      en: `${site.legalName} respects your privacy. This policy explains what information we collect through this website, why, and the choices you have. We collect only what we need to answer you.`,
      hi: `${site.legalName} आपकी प्राइवेसी का सम्मान करता है। यह पॉलिसी बताती है कि इस वेबसाइट के ज़रिये हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं, और आपके पास क्या विकल्प हैं। हम सिर्फ़ उतनी ही जानकारी लेते हैं जितनी आपको जवाब देने के लिए ज़रूरी है।`,
      ta: `${site.legalName} உங்கள் தனியுரிமையை மதிக்கிறது. இந்த வெப்சைட் மூலம் நாங்கள் எந்தத் தகவல்களைச் சேகரிக்கிறோம், ஏன், உங்களுக்கு உள்ள தேர்வுகள் என்ன என்பதை இந்தக் கொள்கை விளக்குகிறது. உங்களுக்குப் பதில் அளிக்கத் தேவையானதை மட்டுமே சேகரிக்கிறோம்.`,
    },
    sections: [
      {
        id: 'information',
        title: { en: 'Information We Collect', hi: 'हम कौन-सी जानकारी लेते हैं', ta: 'நாங்கள் சேகரிக்கும் தகவல்கள்' },
        content: [
          {
            en: 'When you send an enquiry we receive the details you type into the form:',
            hi: 'जब आप इन्क्वायरी भेजते हैं, तो फ़ॉर्म में लिखी आपकी जानकारी हमें मिलती है:',
            ta: 'நீங்கள் விசாரணை அனுப்பும்போது, படிவத்தில் நீங்கள் தட்டச்சு செய்த விவரங்கள் எங்களுக்கு வரும்:',
          },
        ],
        items: [
          { en: 'Your name', hi: 'आपका नाम', ta: 'உங்கள் பெயர்' },
          { en: 'Your e-mail address', hi: 'आपका ई-मेल पता', ta: 'உங்கள் இ-மெயில் முகவரி' },
          { en: 'Your phone number', hi: 'आपका फ़ोन नंबर', ta: 'உங்கள் போன் நம்பர்' },
          { en: 'The delivery PIN code, if you give one', hi: 'डिलीवरी का पिन कोड, अगर आप देते हैं', ta: 'டெலிவரி PIN கோடு, நீங்கள் கொடுத்தால்' },
          {
            en: 'Your message, including any product, size or quantity you mention',
            hi: 'आपका मैसेज, उसमें लिखे प्रोडक्ट, साइज़ या मात्रा समेत',
            ta: 'நீங்கள் குறிப்பிடும் பொருள், அளவு, எண்ணிக்கை உட்பட உங்கள் செய்தி',
          },
          {
            en: 'The lines of your quote request, and any artwork files you attach (with their names, sizes and a fingerprint that shows they arrived unchanged)',
            hi: 'आपके कोटेशन अनुरोध की लाइनें, और आपकी जोड़ी गई आर्टवर्क फ़ाइलें (उनके नाम, साइज़ और एक फ़िंगरप्रिंट के साथ, जो दिखाता है कि वे बिना बदलाव के पहुँचीं)',
            ta: 'உங்கள் விலைப்புள்ளிக் கோரிக்கையின் உருப்படிகள், நீங்கள் இணைக்கும் ஆர்ட்வொர்க் ஃபைல்கள் (அவற்றின் பெயர், அளவு, மாற்றமின்றி வந்து சேர்ந்ததைக் காட்டும் ஒரு கைரேகைக் குறியுடன்)',
          },
        ],
        note: {
          en: 'We do not ask for payment details on this website. Nothing can be bought here.',
          hi: 'इस वेबसाइट पर हम भुगतान की जानकारी नहीं माँगते। यहाँ कुछ भी ख़रीदा नहीं जा सकता।',
          ta: 'இந்த வெப்சைட்டில் கட்டண விவரங்களைக் கேட்பதில்லை. இங்கு எதையும் வாங்க முடியாது.',
        },
      },
      {
        id: 'use',
        title: { en: 'How We Use It', hi: 'हम इसका इस्तेमाल कैसे करते हैं', ta: 'அவற்றை எப்படிப் பயன்படுத்துகிறோம்' },
        content: [
          {
            en: `We use your details only to answer your enquiry, prepare quotes, process your orders and contact you about them. We reply within ${facts.replyWithinHours} hours. We do not send marketing messages unless you ask for them.`,
            hi: `आपकी जानकारी का इस्तेमाल हम सिर्फ़ आपकी इन्क्वायरी का जवाब देने, कोटेशन बनाने, आपके ऑर्डर प्रोसेस करने और उनके बारे में आपसे संपर्क करने के लिए करते हैं। हम ${facts.replyWithinHours} घंटे के अंदर जवाब देते हैं। जब तक आप न माँगें, हम मार्केटिंग मैसेज नहीं भेजते।`,
            ta: `உங்கள் விசாரணைக்குப் பதில் அளிக்க, விலைப்புள்ளி தயாரிக்க, உங்கள் ஆர்டர்களைச் செயல்படுத்த, அவை பற்றி உங்களைத் தொடர்புகொள்ள மட்டுமே உங்கள் விவரங்களைப் பயன்படுத்துகிறோம். ${facts.replyWithinHours} மணி நேரத்துக்குள் பதில் அளிக்கிறோம். நீங்கள் கேட்டாலன்றி மார்க்கெட்டிங் செய்திகளை அனுப்புவதில்லை.`,
          },
        ],
      },
      {
        id: 'browser-storage',
        title: { en: 'Your Wishlist and Cookies', hi: 'आपकी विशलिस्ट और कुकीज़', ta: 'உங்கள் விருப்பப்பட்டியலும் குக்கீகளும்' },
        content: [
          {
            en: 'Your wishlist is kept in your own browser (local storage) and never sent to us unless you include it in an enquiry. This website sets no tracking or advertising cookies and loads nothing from other websites, so no third party learns about your visit. It sets one cookie of its own, only when you send an enquiry without JavaScript: it lets the page you land on show your browser, and no other, what arrived with that enquiry, and it expires after an hour.',
            hi: 'आपकी विशलिस्ट आपके अपने ब्राउज़र (लोकल स्टोरेज) में रहती है और तब तक हमें कभी नहीं भेजी जाती जब तक आप उसे इन्क्वायरी में न जोड़ें। यह वेबसाइट कोई ट्रैकिंग या विज्ञापन वाली कुकी नहीं लगाती और दूसरी वेबसाइटों से कुछ लोड नहीं करती, इसलिए किसी तीसरे पक्ष को आपके आने का पता नहीं चलता। यह अपनी एक कुकी सिर्फ़ तब लगाती है जब आप JavaScript के बिना इन्क्वायरी भेजते हैं: इससे अगला पेज सिर्फ़ आपके ब्राउज़र को, किसी और को नहीं, दिखा पाता है कि उस इन्क्वायरी के साथ क्या पहुँचा, और यह एक घंटे में ख़त्म हो जाती है।',
            ta: 'உங்கள் விருப்பப்பட்டியல் உங்கள் பிரவுசரிலேயே (லோக்கல் ஸ்டோரேஜ்) வைக்கப்படுகிறது; அதை விசாரணையில் சேர்த்தாலன்றி எங்களுக்கு ஒருபோதும் அனுப்பப்படாது. இந்த வெப்சைட் டிராக்கிங் அல்லது விளம்பரக் குக்கீகளை வைப்பதில்லை, பிற வெப்சைட்டுகளிலிருந்து எதையும் ஏற்றுவதில்லை; எனவே உங்கள் வருகை பற்றி மூன்றாம் தரப்புக்கு எதுவும் தெரியாது. JavaScript இல்லாமல் விசாரணை அனுப்பும்போது மட்டும் தனது சொந்தக் குக்கீ ஒன்றை வைக்கிறது: அந்த விசாரணையுடன் என்ன வந்தது என்பதை, அடுத்து வரும் பக்கம் உங்கள் பிரவுசருக்கு மட்டும் காட்ட அது உதவுகிறது; ஒரு மணி நேரத்தில் காலாவதியாகிவிடும்.',
          },
        ],
      },
      {
        id: 'sharing',
        title: { en: 'Sharing Your Information', hi: 'आपकी जानकारी किसके साथ साझा होती है', ta: 'உங்கள் தகவல்களைப் பகிர்தல்' },
        content: [
          {
            en: 'We do not sell or rent your information. We share it only with the services that deliver our e-mail and with courier partners who need your address to deliver an order, or when the law requires it.',
            hi: 'हम आपकी जानकारी न बेचते हैं, न किराये पर देते हैं। इसे सिर्फ़ हमारी ई-मेल पहुँचाने वाली सेवाओं के साथ, ऑर्डर डिलीवर करने के लिए आपका पता चाहने वाले कूरियर पार्टनर के साथ, या क़ानून के माँगने पर साझा करते हैं।',
            ta: 'உங்கள் தகவல்களை விற்பதோ வாடகைக்கு விடுவதோ இல்லை. எங்கள் இ-மெயிலை அனுப்பும் சேவைகளுடனும், ஆர்டரை டெலிவரி செய்ய உங்கள் முகவரி தேவைப்படும் கூரியர் கூட்டாளர்களுடனும், சட்டம் கோரும்போதும் மட்டுமே பகிர்கிறோம்.',
          },
        ],
      },
      {
        id: 'retention',
        title: { en: 'How Long We Keep It', hi: 'हम इसे कितने समय तक रखते हैं', ta: 'எவ்வளவு காலம் வைத்திருக்கிறோம்' },
        content: [
          {
            en: `Your name, e-mail address, phone number, delivery PIN code, message and the lines of your quote request are erased from our website's records ${facts.keepEnquiryDays} days after your enquiry reached us, and ${facts.keepHeldEnquiryDays} days after arrival for an enquiry our spam checks held back. Your artwork files are deleted with them, at the same time. We keep only its reference number, dates and status. Order records are kept for as long as Indian tax law requires. You can ask us to delete your enquiry sooner.`,
            hi: `आपका नाम, ई-मेल पता, फ़ोन नंबर, डिलीवरी का पिन कोड, मैसेज और कोटेशन अनुरोध की लाइनें आपकी इन्क्वायरी हमें मिलने के ${facts.keepEnquiryDays} दिन बाद हमारी वेबसाइट के रिकॉर्ड से मिटा दी जाती हैं; जिस इन्क्वायरी को हमारी स्पैम जाँच ने रोक लिया हो, उसकी ${facts.keepHeldEnquiryDays} दिन बाद। आपकी आर्टवर्क फ़ाइलें भी उसी समय उनके साथ हटा दी जाती हैं। हम सिर्फ़ इन्क्वायरी का रेफ़रेंस नंबर, तारीख़ें और स्थिति रखते हैं। ऑर्डर के रिकॉर्ड तब तक रखे जाते हैं जब तक भारतीय टैक्स क़ानून माँगता है। आप हमसे अपनी इन्क्वायरी पहले भी मिटाने को कह सकते हैं।`,
            ta: `உங்கள் பெயர், இ-மெயில் முகவரி, போன் நம்பர், டெலிவரி PIN கோடு, செய்தி, விலைப்புள்ளிக் கோரிக்கையின் உருப்படிகள் ஆகியவை உங்கள் விசாரணை எங்களுக்கு வந்து ${facts.keepEnquiryDays} நாட்களுக்குப் பிறகு எங்கள் வெப்சைட் பதிவுகளிலிருந்து அழிக்கப்படும்; எங்கள் ஸ்பேம் சோதனை நிறுத்திவைத்த விசாரணைக்கு, வந்து ${facts.keepHeldEnquiryDays} நாட்களுக்குப் பிறகு. உங்கள் ஆர்ட்வொர்க் ஃபைல்களும் அதே நேரத்தில் அவற்றுடன் நீக்கப்படும். விசாரணையின் குறிப்பு எண், தேதிகள், நிலை ஆகியவற்றை மட்டுமே வைத்திருப்போம். ஆர்டர் பதிவுகள் இந்திய வரிச் சட்டம் கோரும் காலம் வரை வைக்கப்படும். உங்கள் விசாரணையை அதற்கு முன்பே நீக்கச் சொல்லலாம்.`,
          },
          {
            en: `Artwork files you upload but do not send with an enquiry are deleted within ${artworkLimits.orphanAfterMs / 3_600_000} hours. The links to your files that reach our team are signed and stop working ${artworkLimits.linkDays} days after your enquiry; your files are never listed or shown to anyone else.`,
            hi: `जो आर्टवर्क फ़ाइलें आप अपलोड करते हैं पर किसी इन्क्वायरी के साथ नहीं भेजते, वे ${artworkLimits.orphanAfterMs / 3_600_000} घंटे के अंदर हटा दी जाती हैं। हमारी टीम तक पहुँचने वाले आपकी फ़ाइलों के लिंक साइन किए हुए होते हैं और आपकी इन्क्वायरी के ${artworkLimits.linkDays} दिन बाद काम करना बंद कर देते हैं; आपकी फ़ाइलें कभी किसी और के सामने न सूची में आती हैं, न दिखाई जाती हैं।`,
            ta: `நீங்கள் அப்லோட் செய்து, விசாரணையுடன் அனுப்பாத ஆர்ட்வொர்க் ஃபைல்கள் ${artworkLimits.orphanAfterMs / 3_600_000} மணி நேரத்துக்குள் நீக்கப்படும். எங்கள் குழுவுக்கு வரும் உங்கள் ஃபைல்களின் லிங்க்குகள் கையொப்பமிடப்பட்டவை; உங்கள் விசாரணையிலிருந்து ${artworkLimits.linkDays} நாட்களுக்குப் பிறகு வேலை செய்யாது. உங்கள் ஃபைல்கள் வேறு யாருக்கும் பட்டியலிடப்படுவதோ காட்டப்படுவதோ இல்லை.`,
          },
        ],
      },
      {
        id: 'security',
        title: { en: 'Security', hi: 'सुरक्षा', ta: 'பாதுகாப்பு' },
        content: [
          {
            en: 'The website is served only over encrypted connections, and enquiries are stored in access-controlled systems. No system is perfectly secure, but we take reasonable care to protect your information.',
            hi: 'यह वेबसाइट सिर्फ़ एन्क्रिप्टेड कनेक्शन पर चलती है, और इन्क्वायरी ऐसे सिस्टम में रखी जाती हैं जिन तक पहुँच नियंत्रित है। कोई भी सिस्टम पूरी तरह सुरक्षित नहीं होता, पर आपकी जानकारी की सुरक्षा के लिए हम उचित सावधानी बरतते हैं।',
            ta: 'இந்த வெப்சைட் என்க்ரிப்ட் செய்யப்பட்ட இணைப்புகள் மூலம் மட்டுமே வழங்கப்படுகிறது; விசாரணைகள் அணுகல் கட்டுப்பாடுள்ள அமைப்புகளில் சேமிக்கப்படுகின்றன. எந்த அமைப்பும் முழுமையாகப் பாதுகாப்பானது அல்ல; ஆனால் உங்கள் தகவல்களைப் பாதுகாக்க நியாயமான கவனம் செலுத்துகிறோம்.',
          },
        ],
      },
      {
        id: 'rights',
        title: { en: 'Your Choices and Rights', hi: 'आपके विकल्प और अधिकार', ta: 'உங்கள் தேர்வுகளும் உரிமைகளும்' },
        content: [
          {
            en: 'You may ask what information we hold about you, ask us to correct or delete it, or withdraw consent to being contacted. Write to us from the e-mail address you used and we will act within 30 days.',
            hi: 'आप पूछ सकते हैं कि हमारे पास आपकी कौन-सी जानकारी है, उसे सुधारने या मिटाने को कह सकते हैं, या संपर्क की अपनी सहमति वापस ले सकते हैं। जिस ई-मेल पते का आपने इस्तेमाल किया था, उसी से हमें लिखें; हम 30 दिन के अंदर कार्रवाई करेंगे।',
            ta: 'உங்களைப் பற்றி எங்களிடம் என்ன தகவல்கள் உள்ளன என்று கேட்கலாம், அவற்றைத் திருத்தவோ நீக்கவோ சொல்லலாம், அல்லது தொடர்புகொள்வதற்கான உங்கள் ஒப்புதலைத் திரும்பப் பெறலாம். நீங்கள் பயன்படுத்திய இ-மெயில் முகவரியிலிருந்து எங்களுக்கு எழுதுங்கள்; 30 நாட்களுக்குள் நடவடிக்கை எடுப்போம்.',
          },
        ],
      },
      {
        id: 'changes',
        title: { en: 'Changes to This Policy', hi: 'इस पॉलिसी में बदलाव', ta: 'இந்தக் கொள்கையில் மாற்றங்கள்' },
        content: [
          {
            en: 'We may update this policy when our services change. The effective date at the top of this page always shows the current version.',
            hi: 'हमारी सेवाओं में बदलाव होने पर हम यह पॉलिसी अपडेट कर सकते हैं। इस पेज के ऊपर लिखी लागू होने की तारीख़ हमेशा मौजूदा वर्शन बताती है।',
            ta: 'எங்கள் சேவைகள் மாறும்போது இந்தக் கொள்கையைப் புதுப்பிக்கலாம். இந்தப் பக்கத்தின் மேலே உள்ள நடைமுறைத் தேதி எப்போதும் தற்போதைய பதிப்பைக் காட்டும்.',
          },
        ],
      },
      contactSection(
        { en: 'Contact Us About Privacy', hi: 'प्राइवेसी के बारे में संपर्क करें', ta: 'தனியுரிமை பற்றித் தொடர்புகொள்ள' },
        {
          en: 'For any question about your data, contact us:',
          hi: 'अपने डेटा के बारे में किसी भी सवाल के लिए हमसे संपर्क करें:',
          ta: 'உங்கள் தரவு பற்றிய எந்தக் கேள்விக்கும் எங்களைத் தொடர்புகொள்ளுங்கள்:',
        },
      ),
    ],
  },
];

/** A month as the page's language writes it: "October 2025", "अक्टूबर 2025", "அக்டோபர் 2025". */
const monthIn = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(`${localeTag[locale]}-u-nu-latn`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** A policy as written, in one language. */
function policyIn(p: PolicySource, locale: Locale): Policy {
  const pick = (t: Text) => t[locale];
  return {
    slug: p.slug,
    name: pick(p.name),
    seo: { title: pick(p.seo.title), description: pick(p.seo.description), keywords: [...p.seo.keywords[locale]] },
    heading: pick(p.heading),
    intro: pick(p.intro),
    sections: p.sections.map((s) => ({
      id: s.id,
      title: pick(s.title),
      content: s.content.map(pick),
      ...(s.items ? { items: s.items.map(pick) } : {}),
      ...(s.note ? { note: pick(s.note) } : {}),
      ...(s.exclusions ? { exclusions: s.exclusions.map(pick) } : {}),
      ...(s.contact ? { contact: true } : {}),
    })),
    ...(p.revised ? { revised: { label: locale === baseLocale ? p.revised.label : monthIn(p.revised.iso, locale), iso: p.revised.iso } } : {}),
  };
}

/** The four policies in a language; the English is the binding text, checked by the English rules (policies.schema.ts). */
function written(locale: Locale): readonly Policy[] {
  const all = policySources.map((p) => policyIn(p, locale));
  for (const p of all) assertUnique(p.sections, (s) => s.id, `section id in ${p.slug}`);
  return all;
}
/** Each language's policies, written the first time a page in that language asks (byLocale). */
export const policiesIn: Readonly<Record<Locale, readonly Policy[]>> = byLocale(written);

/** The four policy pages' slugs, as their addresses carry them (the texts are written when a page asks). */
export const policySlugs: readonly string[] = policySources.map((p) => p.slug);

/** The policies' common effective date in a language ("October 2025" in English). */
export const effectiveIn = (date: { label: string; iso: string }, locale: Locale): string => (locale === baseLocale ? date.label : monthIn(date.iso, locale));

export const policyPath = (p: Pick<Policy, 'slug'>): string => `/${p.slug}`;

assertUnique(policySlugs, (slug) => slug, 'policy slug');
