import { dayRange, facts, listJoin } from '@platform/content/facts';
import { products, stockSizeName, stockSizes } from '@features/catalogue';
import { site } from '@platform/content/site';
import { finishesIn, materialsIn, materialWords } from '@platform/content/words';
import type { Content } from './about.schema';

const [smallest, largest] = [stockSizes[0]!, stockSizes.at(-1)!];
const standard = dayRange(facts.standardDeliveryDays);
const express = dayRange(facts.expressDeliveryDays);

/** /aboutus: the company, how an order is made, and the figures behind it. */
export const aboutPage: Content['aboutPage'] = {
  seo: {
    title: { en: 'About Us: Digital Pouch Printing Manufacturer', hi: 'हमारे बारे में: डिजिटल पाउच प्रिंटिंग निर्माता', ta: 'எங்களைப் பற்றி: டிஜிட்டல் பவுச் பிரிண்டிங்' },
    description: {
      en: `${site.name} makes custom digitally printed stand-up and zipper pouches in Tamil Nadu for food and FMCG brands across India. Our story, process and capacity.`,
      hi: `${site.name} तमिलनाडु में पूरे भारत के फ़ूड और FMCG ब्रांडों के लिए कस्टम डिजिटल प्रिंटेड स्टैंड-अप और ज़िपर पाउच बनाता है। हमारी कहानी, प्रोसेस और क्षमता।`,
      ta: `${site.name} தமிழ்நாட்டில் உணவு, FMCG பிராண்டுகளுக்கு கஸ்டம் டிஜிட்டல் பிரிண்ட் ஸ்டாண்ட்-அப், ஜிப்பர் பவுச்களைத் தயாரிக்கிறது. எங்கள் கதை, செயல்முறை, திறன்.`,
    },
    keywords: ['about us', 'pouch manufacturer Tamil Nadu', 'digital printing packaging', 'stand-up pouch maker India'],
  },
  eyebrow: { en: 'About Us', hi: 'हमारे बारे में', ta: 'எங்களைப் பற்றி' },
  heading: {
    en: `We print the pouches India's growing brands are proud of`,
    hi: 'हम वे पाउच प्रिंट करते हैं, जिन पर भारत के बढ़ते ब्रांड गर्व करते हैं',
    ta: 'வளரும் இந்திய பிராண்டுகள் பெருமைப்படும் பவுச்கள்',
  },
  lead: {
    en: 'A packaging manufacturer built for short runs, fast changes and honest advice.',
    hi: 'कम मात्रा के ऑर्डर, जल्दी बदलाव और ईमानदार सलाह के लिए बनी एक पैकेजिंग निर्माता कंपनी।',
    ta: 'குறைந்த அளவு ஆர்டர், விரைவான மாற்றங்கள், நேர்மையான ஆலோசனைக்காக உருவான பேக்கேஜிங் உற்பத்தியாளர்.',
  },
  image: {
    scene: {
      layout: 'trio',
      background: ['#e3f1ec', '#8fd0b5'],
      garnish: 'grain',
      pouches: [
        { brand: site.name, line: 'Kraft · window', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#0f3d2e' } },
        { brand: site.name, line: 'Gold · zipper', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#c2410c' } },
        { brand: site.name, line: 'Silver · window', art: { material: 'silver', finish: 'metallic', window: true, zipper: true, colour: '#1f6f5c' } },
      ],
    },
    alt: {
      en: 'Three printed stand-up pouches: kraft with a window, gold metallic and silver with a window',
      hi: 'तीन प्रिंटेड स्टैंड-अप पाउच: विंडो वाला क्राफ्ट, गोल्ड मेटैलिक और विंडो वाला सिल्वर',
      ta: 'பிரிண்ட் செய்த மூன்று ஸ்டாண்ட்-அப் பவுச்கள்: விண்டோவுடன் க்ராஃப்ட், கோல்டு மெட்டாலிக், விண்டோவுடன் சில்வர்',
    },
    badge: { en: 'Trusted Manufacturer', hi: 'भरोसेमंद निर्माता', ta: 'நம்பகமான உற்பத்தியாளர்' },
    badgeNote: { en: `Since ${site.foundingYear}, Tamil Nadu`, hi: `${site.foundingYear} से, तमिलनाडु`, ta: `${site.foundingYear} முதல், தமிழ்நாடு` },
  },
  storyTitle: { en: 'Our story', hi: 'हमारी कहानी', ta: 'எங்கள் கதை' },
  paragraphs: [
    {
      en: `${site.name} began in ${site.foundingYear} in Madurai with a simple observation: the small food brands around us made wonderful products but packed them in plain plastic, because printed pouches meant buying tens of thousands of pieces and paying for printing cylinders. Digital printing changed that, and we built our company around it.`,
      hi: `${site.name} की शुरुआत ${site.foundingYear} में मदुरै में एक सीधी-सी बात देखकर हुई: हमारे आसपास के छोटे फ़ूड ब्रांड शानदार प्रोडक्ट बनाते थे, पर उन्हें सादे प्लास्टिक में पैक करते थे, क्योंकि प्रिंटेड पाउच का मतलब था हज़ारों पीस एक साथ ख़रीदना और प्रिंटिंग सिलेंडर का ख़र्च उठाना। डिजिटल प्रिंटिंग ने यह बदल दिया, और हमने अपनी कंपनी इसी पर खड़ी की।`,
      ta: `${site.name} ${site.foundingYear}-இல் மதுரையில் ஒரு எளிய கவனிப்பிலிருந்து தொடங்கியது: எங்களைச் சுற்றியிருந்த சிறிய உணவு பிராண்டுகள் அருமையான பொருட்களைத் தயாரித்தன, ஆனால் வெறும் பிளாஸ்டிக்கில் பேக் செய்தன — பிரிண்ட் பவுச் என்றால் பல்லாயிரம் பீஸ் வாங்கி, பிரிண்டிங் சிலிண்டருக்கும் பணம் கட்ட வேண்டியிருந்தது. டிஜிட்டல் பிரிண்டிங் அதை மாற்றியது; அதைச் சுற்றியே எங்கள் நிறுவனத்தை உருவாக்கினோம்.`,
    },
    {
      en: `Today we design, print, laminate and convert stand-up and zipper pouches under one roof. ${products.length} pouch types in ${listJoin(facts.materials)}, each in sizes from ${smallest.label} to ${largest.label}, carry spices, snacks, dry fruits, coffee, tea, batter, pet food and health products for brands across India.`,
      hi: `आज हम एक ही छत के नीचे स्टैंड-अप और ज़िपर पाउच डिज़ाइन, प्रिंट, लैमिनेट और तैयार करते हैं। ${materialsIn('hi')} में ${products.length} तरह के पाउच, हर एक ${stockSizeName(smallest, 'hi')} से ${stockSizeName(largest, 'hi')} तक के साइज़ में, पूरे भारत के ब्रांडों के मसाले, स्नैक्स, ड्राई फ़्रूट्स, कॉफ़ी, चाय, बैटर, पेट फ़ूड और हेल्थ प्रोडक्ट पैक करते हैं।`,
      ta: `இன்று ஸ்டாண்ட்-அப், ஜிப்பர் பவுச்களை ஒரே கூரையின் கீழ் டிசைன் செய்து, பிரிண்ட் செய்து, லேமினேட் செய்து, பவுச்சாக உருவாக்குகிறோம். ${materialsIn('ta')} ஆகியவற்றில் ${products.length} வகை பவுச்கள், ஒவ்வொன்றும் ${stockSizeName(smallest, 'ta')} முதல் ${stockSizeName(largest, 'ta')} வரையிலான அளவுகளில், இந்தியா முழுவதும் உள்ள பிராண்டுகளின் மசாலா, ஸ்நாக்ஸ், உலர் பழங்கள், காபி, டீ, மாவு, பெட் ஃபுட், ஹெல்த் பொருட்களைத் தாங்குகின்றன.`,
    },
    {
      en: `What our clients value most is not the machines but the people: a dedicated contact who checks every file, a proof before anything is printed, realistic delivery dates, and a reply to every enquiry within ${facts.replyWithinHours} hours. Whether you order your first ${facts.trialPouches} pouches or your hundredth thousand, you get the same care.`,
      hi: `हमारे ग्राहक सबसे ज़्यादा मशीनों की नहीं, लोगों की क़द्र करते हैं: एक तय संपर्क व्यक्ति जो हर फ़ाइल जाँचता है, कुछ भी प्रिंट होने से पहले प्रूफ़, सही-सही डिलीवरी की तारीख़ें, और हर इन्क्वायरी का ${facts.replyWithinHours} घंटे के अंदर जवाब। चाहे आप अपने पहले ${facts.trialPouches} पाउच ऑर्डर करें या लाखवाँ, देखभाल वही रहती है।`,
      ta: `எங்கள் வாடிக்கையாளர்கள் அதிகம் மதிப்பது இயந்திரங்களை அல்ல, மனிதர்களை: ஒவ்வொரு ஃபைலையும் சரிபார்க்கும் ஒரு தனிப் பொறுப்பாளர், எதையும் பிரிண்ட் செய்வதற்கு முன் ஒரு ப்ரூஃப், நடைமுறைக்கு ஏற்ற டெலிவரி தேதிகள், ஒவ்வொரு விசாரணைக்கும் ${facts.replyWithinHours} மணி நேரத்துக்குள் பதில். முதல் ${facts.trialPouches} பவுச்களை ஆர்டர் செய்தாலும் லட்சமாவது பவுச்சை ஆர்டர் செய்தாலும், அதே அக்கறை.`,
    },
  ],
  process: {
    head: {
      eyebrow: { en: 'How We Work', hi: 'हम कैसे काम करते हैं', ta: 'நாங்கள் செயல்படும் விதம்' },
      title: { en: 'From your artwork to your door', hi: 'आपके आर्टवर्क से आपके दरवाज़े तक', ta: 'உங்கள் ஆர்ட்வொர்க்கில் இருந்து உங்கள் வாசல் வரை' },
      lead: {
        en: `Six steps, most custom orders delivered in ${standard} business days after proof approval.`,
        hi: `छह क़दम; प्रूफ़ अप्रूवल के बाद ज़्यादातर कस्टम ऑर्डर ${standard} कार्य-दिवसों में डिलीवर।`,
        ta: `ஆறு படிகள்; ப்ரூஃப் ஒப்புதலுக்குப் பின் பெரும்பாலான கஸ்டம் ஆர்டர்கள் ${standard} வேலை நாட்களில் டெலிவரி.`,
      },
    },
    steps: [
      {
        icon: 'palette',
        title: { en: 'Artwork', hi: 'आर्टवर्क', ta: 'ஆர்ட்வொர்க்' },
        text: {
          en: 'Send your design, or a logo and an idea. We check size, bleed, colours and legal text, and help with the layout if you need it.',
          hi: 'अपना डिज़ाइन भेजिए, या बस लोगो और एक आइडिया। हम साइज़, ब्लीड, रंग और क़ानूनी टेक्स्ट जाँचते हैं, और ज़रूरत हो तो लेआउट में मदद करते हैं।',
          ta: 'உங்கள் டிசைனை அனுப்புங்கள், அல்லது லோகோவும் ஒரு யோசனையும். அளவு, ப்ளீட், வண்ணங்கள், சட்டப்படியான விவரங்களைச் சரிபார்த்து, தேவைப்பட்டால் லேஅவுட்டிலும் உதவுவோம்.',
        },
      },
      {
        icon: 'check',
        title: { en: 'Proof', hi: 'प्रूफ़', ta: 'ப்ரூஃப்' },
        text: {
          en: 'You receive a digital proof on the exact pouch size. Nothing is printed until you approve it in writing.',
          hi: 'आपको बिल्कुल सही पाउच साइज़ पर डिजिटल प्रूफ़ मिलता है। लिखित अप्रूवल तक कुछ भी प्रिंट नहीं होता।',
          ta: 'சரியான பவுச் அளவில் டிஜிட்டல் ப்ரூஃப் உங்களுக்கு வரும். நீங்கள் எழுத்துமூலம் ஒப்புதல் தரும் வரை எதுவும் பிரிண்ட் ஆகாது.',
        },
      },
      {
        icon: 'printer',
        title: { en: 'Print', hi: 'प्रिंट', ta: 'பிரிண்ட்' },
        text: {
          en: `HD digital presses print your design in full colour on the outer film, with no plates, so a design is printed from ${facts.trialPouches} pouches.`,
          hi: `HD डिजिटल प्रेस आपका डिज़ाइन बाहरी फ़िल्म पर फ़ुल कलर में प्रिंट करती हैं, बिना प्लेट के, इसलिए हर डिज़ाइन ${facts.trialPouches} पाउच से प्रिंट हो जाता है।`,
          ta: `HD டிஜிட்டல் பிரஸ்கள் உங்கள் டிசைனை வெளி ஃபிலிமில் முழு வண்ணத்தில் பிரிண்ட் செய்யும் — பிளேட் இல்லை, அதனால் ஒவ்வொரு டிசைனும் ${facts.trialPouches} பவுச்களிலிருந்தே பிரிண்ட் ஆகும்.`,
        },
      },
      {
        icon: 'layers',
        title: { en: 'Laminate', hi: 'लैमिनेशन', ta: 'லேமினேஷன்' },
        text: {
          en: `The printed film is laminated into a ${facts.laminationLayers}-layer, food-grade structure with the barrier your product needs.`,
          hi: `प्रिंटेड फ़िल्म को ${facts.laminationLayers}-लेयर फ़ूड-ग्रेड स्ट्रक्चर में लैमिनेट किया जाता है, उस बैरियर के साथ जो आपके प्रोडक्ट को चाहिए।`,
          ta: `பிரிண்ட் செய்த ஃபிலிம், உங்கள் பொருளுக்குத் தேவையான பேரியருடன் ${facts.laminationLayers}-லேயர் உணவுத் தரக் கட்டமைப்பாக லேமினேட் செய்யப்படும்.`,
        },
      },
      {
        icon: 'box',
        title: { en: 'Pouch', hi: 'पाउच', ta: 'பவுச்' },
        text: {
          en: 'The laminate is converted into stand-up pouches with gusset, zipper, window and tear notches as ordered, then checked.',
          hi: 'लैमिनेट से ऑर्डर के मुताबिक़ गसेट, ज़िपर, विंडो और टियर नॉच वाले स्टैंड-अप पाउच बनते हैं, फिर उनकी जाँच होती है।',
          ta: 'லேமினேட், ஆர்டர்படி கஸெட், ஜிப்பர், விண்டோ, டியர் நாட்ச்சுடன் ஸ்டாண்ட்-அப் பவுச்களாக மாற்றப்பட்டு, சரிபார்க்கப்படும்.',
        },
      },
      {
        icon: 'truck',
        title: { en: 'Dispatch', hi: 'डिस्पैच', ta: 'டிஸ்பாட்ச்' },
        text: {
          en: `Packed in labelled cartons and shipped across India with tracking; express delivery in ${express} business days.`,
          hi: `लेबल लगे कार्टन में पैक होकर ट्रैकिंग के साथ पूरे भारत में भेजे जाते हैं; एक्सप्रेस डिलीवरी ${express} कार्य-दिवसों में।`,
          ta: `லேபிள் ஒட்டிய அட்டைப்பெட்டிகளில் பேக் செய்து, டிராக்கிங்குடன் இந்தியா முழுவதும் அனுப்பப்படும்; விரைவு டெலிவரி ${express} வேலை நாட்களில்.`,
        },
      },
    ],
  },
  figures: {
    head: {
      eyebrow: { en: 'In Figures', hi: 'आँकड़ों में', ta: 'எண்களில்' },
      title: { en: 'Materials and capacity', hi: 'मटीरियल और क्षमता', ta: 'மெட்டீரியல் மற்றும் திறன்' },
      lead: { en: 'What we make, in numbers.', hi: 'हम क्या बनाते हैं, आँकड़ों में।', ta: 'நாங்கள் தயாரிப்பவை, எண்களில்.' },
    },
    items: [
      {
        value: same(String(products.length)),
        label: { en: 'pouch types, with and without zipper', hi: 'तरह के पाउच, ज़िपर के साथ और बिना', ta: 'வகை பவுச்கள், ஜிப்பருடனும் இல்லாமலும்' },
      },
      {
        value: same(String(stockSizes.length)),
        label: {
          en: `stock sizes, from ${smallest.label} to ${largest.label}`,
          hi: `स्टॉक साइज़, ${stockSizeName(smallest, 'hi')} से ${stockSizeName(largest, 'hi')} तक`,
          ta: `வழக்கமான அளவுகள், ${stockSizeName(smallest, 'ta')} முதல் ${stockSizeName(largest, 'ta')} வரை`,
        },
      },
      {
        value: { en: `${facts.laminationLayers}-layer`, hi: `${facts.laminationLayers}-लेयर`, ta: `${facts.laminationLayers}-லேயர்` },
        label: { en: 'laminated, food-grade protection', hi: 'लैमिनेटेड, फ़ूड-ग्रेड सुरक्षा', ta: 'லேமினேட், உணவுத் தரப் பாதுகாப்பு' },
      },
      {
        value: same(String(facts.materials.length)),
        label: { en: `materials: ${listJoin(facts.materials)}`, hi: `मटीरियल: ${materialsIn('hi')}`, ta: `மெட்டீரியல்: ${materialsIn('ta')}` },
      },
      {
        value: same(String(facts.finishes.length)),
        label: { en: `finishes: ${listJoin(facts.finishes)}`, hi: `फ़िनिश: ${finishesIn('hi')}`, ta: `ஃபினிஷ்: ${finishesIn('ta')}` },
      },
      {
        value: same(String(facts.trialPouches)),
        label: {
          en: 'printed pouches minimum per design, in any size',
          hi: 'प्रिंटेड पाउच, हर डिज़ाइन का न्यूनतम, किसी भी साइज़ में',
          ta: 'டிசைனுக்குக் குறைந்தபட்ச பவுச்கள், எந்த அளவிலும்',
        },
      },
      {
        value: same(standard),
        label: {
          en: `business days for most custom orders; express ${express}`,
          hi: `कार्य-दिवस, ज़्यादातर कस्टम ऑर्डर के लिए; एक्सप्रेस ${express}`,
          ta: `வேலை நாட்கள், பெரும்பாலான கஸ்டம் ஆர்டர்களுக்கு; விரைவு ${express}`,
        },
      },
      {
        value: { en: `${facts.replyWithinHours} h`, hi: `${facts.replyWithinHours} घंटे`, ta: `${facts.replyWithinHours} மணி` },
        label: { en: 'to answer every enquiry', hi: 'में हर इन्क्वायरी का जवाब', ta: 'நேரத்தில் ஒவ்வொரு விசாரணைக்கும் பதில்' },
      },
    ],
  },
  materials: {
    head: {
      eyebrow: { en: 'Materials', hi: 'मटीरियल', ta: 'மெட்டீரியல்' },
      title: { en: 'Films we print on', hi: 'जिन फ़िल्मों पर हम प्रिंट करते हैं', ta: 'நாங்கள் பிரிண்ட் செய்யும் ஃபிலிம்கள்' },
      lead: {
        en: 'Every pouch is a laminate of layers chosen for your product.',
        hi: 'हर पाउच आपके प्रोडक्ट के लिए चुनी गई लेयरों का लैमिनेट है।',
        ta: 'ஒவ்வொரு பவுச்சும் உங்கள் பொருளுக்காகத் தேர்ந்த லேயர்களின் லேமினேட்.',
      },
    },
    items: [
      {
        name: materialWords.PET!,
        text: {
          en: 'Clear, glossy and strong. Shows the product, gives colours depth and resists moisture. Used for transparent pouches and windows.',
          hi: 'ट्रांसपेरेंट, चमकदार और मज़बूत। प्रोडक्ट दिखाता है, रंगों को गहराई देता है और नमी से बचाता है। ट्रांसपेरेंट पाउच और विंडो में इस्तेमाल होता है।',
          ta: 'தெளிவானது, பளபளப்பானது, உறுதியானது. பொருளைக் காட்டும், வண்ணங்களுக்கு ஆழம் தரும், ஈரப்பதத்தைத் தடுக்கும். டிரான்ஸ்பரன்ட் பவுச்களுக்கும் விண்டோக்களுக்கும் பயன்படும்.',
        },
        swatch: ['#eef4f7', '#b7c9d3'],
      },
      {
        name: materialWords.Kraft!,
        text: {
          en: 'Natural brown paper on the outside for an earthy, handmade look, laminated to food-grade film inside.',
          hi: 'बाहर नेचुरल भूरा पेपर, मिट्टी से जुड़े, हाथ से बने लुक के लिए; अंदर फ़ूड-ग्रेड फ़िल्म से लैमिनेट।',
          ta: 'வெளியே இயற்கையான பழுப்புப் பேப்பர் — மண் சார்ந்த, கைவினைத் தோற்றத்துக்கு; உள்ளே உணவுத் தர ஃபிலிமுடன் லேமினேட்.',
        },
        swatch: ['#c89b6d', '#a87a4f'],
      },
      {
        name: materialWords['Metallized Foil']!,
        text: {
          en: 'A metallized inner layer that blocks light, oxygen and moisture best: the choice for coffee, tea, spices and oily snacks.',
          hi: 'मेटलाइज़्ड अंदरूनी लेयर, जो रोशनी, ऑक्सीजन और नमी को सबसे अच्छी तरह रोकती है: कॉफ़ी, चाय, मसालों और तैलीय स्नैक्स के लिए पहली पसंद।',
          ta: 'ஒளி, ஆக்ஸிஜன், ஈரப்பதத்தை மிகச் சிறப்பாகத் தடுக்கும், உள்ளே உள்ள மெட்டலைஸ்டு லேயர்: காபி, டீ, மசாலா, எண்ணெய் ஸ்நாக்ஸுக்கு ஏற்ற தேர்வு.',
        },
        swatch: ['#eef0f3', '#a9b0ba'],
      },
    ],
    finishesNote: {
      en: `Any of them in a ${listJoin(facts.finishes)} finish, with or without a window and zipper.`,
      hi: `इनमें से कोई भी, ${finishesIn('hi')} फ़िनिश में, विंडो और ज़िपर के साथ या बिना।`,
      ta: `இவற்றில் எதுவும், ${finishesIn('ta')} ஃபினிஷில், விண்டோ, ஜிப்பருடனோ இல்லாமலோ.`,
    },
  },
  cta: {
    title: { en: 'Let us make your next pouch', hi: 'आपका अगला पाउच हम बनाएँ', ta: 'உங்கள் அடுத்த பவுச்சை நாங்கள் செய்கிறோம்' },
    text: {
      en: `Tell us about your product and we reply within ${facts.replyWithinHours} hours with a recommendation and a price.`,
      hi: `अपने प्रोडक्ट के बारे में बताइए; हम ${facts.replyWithinHours} घंटे के अंदर सुझाव और कीमत के साथ जवाब देंगे।`,
      ta: `உங்கள் பொருளைப் பற்றிச் சொல்லுங்கள்; ${facts.replyWithinHours} மணி நேரத்துக்குள் பரிந்துரையும் விலையும் அனுப்புவோம்.`,
    },
    button: { en: 'Contact Us', hi: 'संपर्क करें', ta: 'தொடர்புகொள்ளுங்கள்' },
    href: '/contactus',
  },
};

/** A figure written the same in every language (digits). */
function same(value: string) {
  return { en: value, hi: value, ta: value };
}
