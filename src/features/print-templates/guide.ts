import { BLEED_MM, SAFE_MARGIN_MM, SIDE_SEAL_MM, TEAR_NOTCH_FROM_TOP_MM, TOP_SEAL_MM, ZIPPER_FROM_TOP_MM } from '@features/catalogue';
import { ZIPPER_BAND_MM } from '@features/catalogue';
import type { Text } from '@platform/i18n/text';
import type { ArtworkGuide } from './guide.schema';

export type { ArtworkGuide } from './guide.schema';

const t = (en: string, hi: string, ta: string): Text => ({ en, hi, ta });
const at300 = t('at 300 dpi at print size', 'प्रिंट साइज़ पर 300 dpi', 'பிரிண்ட் அளவில் 300 dpi');

/** "Preparing your artwork": whole on /faq, and on each size page its lead, beside the size's downloads, with a link to the rest. */
export const artworkGuide: ArtworkGuide = {
  title: t('Preparing your artwork', 'अपना आर्टवर्क तैयार करना', 'உங்கள் ஆர்ட்வொர்க்கைத் தயாரித்தல்'),
  lead: t(
    'Every size has a print template (dieline) drawn at 1:1 from its dimensions. Place your design on it in your design program, or print it at 100 % to check the measures with a ruler.',
    'हर साइज़ का एक प्रिंट टेम्पलेट (डाइलाइन) है, जो उसके माप से 1:1 में बना है। अपने डिज़ाइन प्रोग्राम में अपना डिज़ाइन उस पर रखिए, या 100% पर प्रिंट करके रूलर से माप जाँचिए।',
    'ஒவ்வொரு அளவுக்கும் அதன் அளவீடுகளிலிருந்து 1:1-இல் வரைந்த பிரிண்ட் டெம்ப்ளேட் (டைலைன்) உண்டு. உங்கள் டிசைன் மென்பொருளில் அதன் மேல் டிசைனை வையுங்கள், அல்லது 100% அளவில் பிரிண்ட் செய்து அளவுகோலால் சரிபாருங்கள்.',
  ),
  templateTitle: t('What the template shows', 'टेम्पलेट में क्या दिखता है', 'டெம்ப்ளேட் காட்டுபவை'),
  templateShows: [
    t(
      'The front and back panels and the bottom gusset laid flat, as we print them, with the trim (cut) line of each',
      'फ्रंट और बैक पैनल और नीचे का गसेट, सपाट फैले हुए, जैसे हम उन्हें प्रिंट करते हैं, हर एक की ट्रिम (कट) लाइन के साथ',
      'முன்பக்க, பின்பக்க பேனல்களும் அடிக் கஸெட்டும், நாங்கள் பிரிண்ட் செய்வது போலத் தட்டையாக, ஒவ்வொன்றின் டிரிம் (வெட்டு) கோட்டுடன்',
    ),
    t(
      `The ${BLEED_MM} mm bleed: run backgrounds and images to this line so the cut never shows a white edge`,
      `${BLEED_MM} mm ब्लीड: बैकग्राउंड और इमेज इस लाइन तक ले जाइए, ताकि कटाई पर कभी सफ़ेद किनारा न दिखे`,
      `${BLEED_MM} mm ப்ளீட்: பின்னணியையும் படங்களையும் இந்தக் கோடு வரை நீட்டுங்கள்; வெட்டில் வெள்ளை ஓரம் தெரியாது`,
    ),
    t(
      `The safe zone, ${SAFE_MARGIN_MM} mm inside the seals: keep text and logos inside it`,
      `सेफ़ ज़ोन, सील से ${SAFE_MARGIN_MM} mm अंदर: टेक्स्ट और लोगो इसी के अंदर रखिए`,
      `பாதுகாப்பு மண்டலம், சீலுக்கு ${SAFE_MARGIN_MM} mm உள்ளே: உரையையும் லோகோவையும் இதற்குள் வையுங்கள்`,
    ),
    t(
      `The top seal (${TOP_SEAL_MM} mm) and side seals (${SIDE_SEAL_MM} mm), which run on down the gusset, where the film is heat sealed`,
      `ऊपर की सील (${TOP_SEAL_MM} mm) और साइड सील (${SIDE_SEAL_MM} mm), जो गसेट तक नीचे जाती हैं, जहाँ फ़िल्म हीट-सील होती है`,
      `மேல் சீல் (${TOP_SEAL_MM} mm), பக்கச் சீல்கள் (${SIDE_SEAL_MM} mm) — கஸெட் வரை நீளும், ஃபிலிம் ஹீட்-சீல் ஆகும் இடங்கள்`,
    ),
    t(
      `The zipper's ${ZIPPER_BAND_MM} mm band, centred ${ZIPPER_FROM_TOP_MM} mm from the top on zipper pouches, and the tear notches ${TEAR_NOTCH_FROM_TOP_MM} mm from the top`,
      `ज़िपर पाउच पर ज़िपर की ${ZIPPER_BAND_MM} mm पट्टी, ऊपर से ${ZIPPER_FROM_TOP_MM} mm पर बीच में, और ऊपर से ${TEAR_NOTCH_FROM_TOP_MM} mm पर टियर नॉच`,
      `ஜிப்பர் பவுச்களில் ஜிப்பரின் ${ZIPPER_BAND_MM} mm பட்டை, மேலிருந்து ${ZIPPER_FROM_TOP_MM} mm-இல் மையமாக; டியர் நாட்ச்கள் மேலிருந்து ${TEAR_NOTCH_FROM_TOP_MM} mm-இல்`,
    ),
    t(
      'The gusset fold, and the window cut-out on pouches with a window (no ink and no white there: the film shows through)',
      'गसेट का मोड़, और विंडो वाले पाउच पर विंडो का कट-आउट (वहाँ न स्याही, न सफ़ेद: फ़िल्म आर-पार दिखती है)',
      'கஸெட் மடிப்பு, விண்டோ உள்ள பவுச்களில் விண்டோ கட்-அவுட் (அங்கு மையும் வெள்ளையும் இல்லை: ஃபிலிம் ஊடாகத் தெரியும்)',
    ),
    t(
      'White ink: on clear, metallised and kraft films the layer named White, above your artwork and overprinting, puts white under your colours',
      'सफ़ेद स्याही: ट्रांसपेरेंट, मेटलाइज़्ड और क्राफ्ट फ़िल्म पर आर्टवर्क के ऊपर ओवरप्रिंट पर सेट “White” नाम की लेयर रंगों के नीचे सफ़ेद छापती है',
      'வெள்ளை மை: டிரான்ஸ்பரன்ட், மெட்டலைஸ்டு, க்ராஃப்ட் ஃபிலிம்களில் ஆர்ட்வொர்க்குக்கு மேலே ஓவர்பிரிண்ட்டில் உள்ள “White” லேயர் வண்ணங்களுக்குக் கீழ் வெள்ளை தரும்',
    ),
    t(
      'The PDF: each piece at 1:1 with trim and bleed boxes; cut, fold and seals in the spot colour Dieline, on layers that are off and never print',
      'PDF: हर हिस्सा 1:1 में, ट्रिम और ब्लीड बॉक्स के साथ; कट, मोड़ और सील “Dieline” स्पॉट कलर में, बंद लेयरों पर, जो प्रिंट नहीं होतीं',
      'PDF: ஒவ்வொரு பகுதியும் 1:1-இல், டிரிம், ப்ளீட் பெட்டிகளுடன்; வெட்டு, மடிப்பு, சீல்கள் “Dieline” ஸ்பாட் கலரில், அணைத்த லேயர்களில்: பிரிண்ட் ஆகாது',
    ),
  ],
  filesTitle: t('Files we take', 'हम कौन-सी फ़ाइलें लेते हैं', 'நாங்கள் ஏற்கும் ஃபைல்கள்'),
  fileTypes: [
    {
      name: 'PDF',
      note: t(
        'preferred: print-ready, fonts outlined or embedded',
        'सबसे बेहतर: प्रिंट-रेडी, फ़ॉन्ट आउटलाइन या एम्बेड किए हुए',
        'சிறந்தது: பிரிண்ட்-ரெடி, ஃபான்ட்கள் அவுட்லைன் அல்லது எம்பெட் செய்தவை',
      ),
    },
    {
      name: 'AI',
      note: t(
        'Adobe Illustrator, saved with PDF compatibility',
        'Adobe Illustrator, PDF कम्पैटिबिलिटी के साथ सेव की हुई',
        'Adobe Illustrator, PDF இணக்கத்துடன் சேமித்தது',
      ),
    },
    { name: 'EPS', note: t('with text converted to outlines', 'टेक्स्ट को आउटलाइन में बदलकर', 'உரையை அவுட்லைனாக மாற்றி') },
    {
      name: 'PSD',
      note: t('Photoshop, at 300 dpi at print size, layers kept', 'Photoshop, प्रिंट साइज़ पर 300 dpi, लेयर सहित', 'Photoshop, பிரிண்ட் அளவில் 300 dpi, லேயர்களுடன்'),
    },
    { name: 'CDR', note: t('CorelDRAW, with text converted to curves', 'CorelDRAW, टेक्स्ट को कर्व में बदलकर', 'CorelDRAW, உரையை கர்வ்களாக மாற்றி') },
    { name: 'TIFF', note: at300 },
    { name: 'PNG', note: at300 },
    { name: 'JPEG', note: t('at 300 dpi at print size, highest quality', 'प्रिंट साइज़ पर 300 dpi, सबसे ऊँची क्वालिटी', 'பிரிண்ட் அளவில் 300 dpi, அதிகபட்சத் தரம்') },
    { name: 'SVG', note: t('with text converted to paths', 'टेक्स्ट को पाथ में बदलकर', 'உரையை பாத்களாக மாற்றி') },
    {
      name: 'ZIP',
      note: t(
        'any of the above with its linked images and fonts',
        'ऊपर की कोई भी फ़ाइल, उसकी लिंक की गई इमेज और फ़ॉन्ट के साथ',
        'மேலே உள்ள எதுவும், இணைத்த படங்கள், ஃபான்ட்களுடன்',
      ),
    },
  ],
  rules: t(
    'Set colours in CMYK, images at 300 dpi at print size, and outline all text. Send the file with your enquiry or by email; we check it and send a digital proof before anything is printed.',
    'रंग CMYK में, इमेज प्रिंट साइज़ पर 300 dpi पर रखिए, और सारा टेक्स्ट आउटलाइन कीजिए। फ़ाइल अपनी इन्क्वायरी के साथ या ई-मेल से भेजिए; हम उसे जाँचकर, कुछ भी प्रिंट होने से पहले डिजिटल प्रूफ़ भेजते हैं।',
    'வண்ணங்களை CMYK-இலும், படங்களை பிரிண்ட் அளவில் 300 dpi-இலும் அமைத்து, எல்லா உரையையும் அவுட்லைன் செய்யுங்கள். ஃபைலை விசாரணையுடனோ மின்னஞ்சலிலோ அனுப்புங்கள்; சரிபார்த்து, பிரிண்ட் செய்வதற்கு முன் டிஜிட்டல் ப்ரூஃப் அனுப்புவோம்.',
  ),
  more: t(
    'The template marks the bleed, the safe zone and the seals, and the zipper and the window where the pouch has them. The artwork guide says what each is for, which files we take and how to set colours and text.',
    'टेम्पलेट पर ब्लीड, सेफ़ ज़ोन और सील दिखाई गई हैं, और जिस पाउच में हों, वहाँ ज़िपर और विंडो भी। आर्टवर्क गाइड बताती है कि हर एक किस लिए है, हम कौन-सी फ़ाइलें लेते हैं और रंग व टेक्स्ट कैसे रखें।',
    'டெம்ப்ளேட்டில் ப்ளீட், பாதுகாப்பு மண்டலம், சீல்கள் குறிக்கப்பட்டுள்ளன; பவுச்சில் ஜிப்பரும் விண்டோவும் இருந்தால் அவையும். ஒவ்வொன்றும் எதற்கு, நாங்கள் ஏற்கும் ஃபைல்கள் எவை, வண்ணங்களையும் உரையையும் எப்படி அமைப்பது என்பதை ஆர்ட்வொர்க் வழிகாட்டி விளக்குகிறது.',
  ),
  moreLink: t('Read the artwork guide', 'आर्टवर्क गाइड पढ़िए', 'ஆர்ட்வொர்க் வழிகாட்டியைப் படியுங்கள்'),
};
