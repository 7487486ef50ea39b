import { SIZE_SLUGS, sizes, type SizeSlug } from '@features/catalogue';
import { pouchVolumeMl } from './pouch-volume';
import type { Text } from '@platform/i18n/text';
import { formatWeight } from '@platform/i18n/format';
import type { Locale } from '@platform/i18n/locales';
import type { Content, FillKind, FillSource } from './fill.schema';
import { FILL_GROUP_SLUGS, type FillGroupSlug, type FillSlug } from './fill-slugs';

/**
 * What the size finder knows: how much room a product takes (bulk density) and how much room
 * each pouch size has (usable volume). Data only; src/features/size-finder/model.ts answers from it.
 */

export { FILL_GROUP_SLUGS, FILL_SLUGS, OTHER_FILL, type FillGroupSlug, type FillSlug } from './fill-slugs';
export type { FillKind, FillSource } from './fill.schema';

/** Where no publication gives a figure: said in each language. */
const noFigure: Text = { en: 'No published figure found', hi: 'कोई प्रकाशित आँकड़ा नहीं मिला', ta: 'வெளியிடப்பட்ட அளவீடு கிடைக்கவில்லை' };

const toolbox: FillSource['publication'] =
  'The Engineering ToolBox, "Bulk Density – Food Products" (engineeringtoolbox.com), with FAO grain-storage and milling data';
/** Roasted beans' bulk density, as a roaster states it (baque.com/en/diccionario/density). */
const roasted: FillSource['publication'] = 'Cafés Baqué, coffee dictionary, "Density" (www.baque.com/en/diccionario/density)';

/**
 * Bulk densities, g/ml. Figures are the loose-fill bulk densities published in food-engineering
 * tables and the books cited with each, which give a spread for each product; we take the value
 * for the form Indian packers sell most (medium roast, CTC tea, raw rice), and round towards the
 * lighter end, since a lighter guess gives the roomier pouch. Where a broad kind's forms differ
 * by more than about 30 % (coffee beans by roast, tea by manufacture, namkeen from sev to puffs),
 * each form is a kind of its own and the finder asks which. The figures behind the tea and
 * puffed-snack kinds are typed, with how each was measured, in src/features/size-finder/density-figures.ts.
 */
export const fillKinds: readonly FillKind[] = [
  // Roasted whole beans lose density as they roast and swell: 0.30 (dark) to 0.45 (light).
  {
    slug: 'coffee-light-roast',
    group: 'coffee-beans',
    label: { en: 'Light or medium roast', hi: 'लाइट या मीडियम रोस्ट', ta: 'லைட் அல்லது மீடியம் ரோஸ்ட்' },
    noun: { en: 'light or medium roast coffee', hi: 'लाइट या मीडियम रोस्ट कॉफ़ी', ta: 'லைட் அல்லது மீடியம் ரோஸ்ட் காபி' },
    density: 0.42,
    range: [0.38, 0.45],
    published: false,
    source: {
      publication: roasted,
      measured: {
        en: 'Roasting takes beans from 550–700 g/litre to 300–450 g/litre as they lose about a fifth of their weight and swell; a light roast loses less and swells less. The light and medium part of that spread is our reading, not a separate figure.',
        hi: 'रोस्ट होते हुए बीन्स अपने वज़न का लगभग पाँचवाँ हिस्सा खोते हैं और फूलते हैं: 550–700 ग्राम/लीटर से 300–450 ग्राम/लीटर। लाइट रोस्ट कम घटता और कम फूलता है। इस दायरे का लाइट और मीडियम हिस्सा हमारा अनुमान है, अलग आँकड़ा नहीं।',
        ta: 'வறுக்கும்போது பீன்ஸ் தம் எடையில் ஐந்தில் ஒரு பங்கை இழந்து உப்புகின்றன: லிட்டருக்கு 550–700 கிராமிலிருந்து 300–450 கிராமாக. லைட் ரோஸ்ட் குறைவாக இழந்து குறைவாக உப்பும். இந்த வரம்பின் லைட், மீடியம் பகுதி எங்கள் கணிப்பு, தனி அளவீடு அல்ல.',
      },
    },
  },
  {
    slug: 'coffee-dark-roast',
    group: 'coffee-beans',
    label: { en: 'Dark roast', hi: 'डार्क रोस्ट', ta: 'டார்க் ரோஸ்ட்' },
    noun: { en: 'dark roast coffee', hi: 'डार्क रोस्ट कॉफ़ी', ta: 'டார்க் ரோஸ்ட் காபி' },
    density: 0.33,
    range: [0.3, 0.38],
    published: false,
    source: {
      publication: roasted,
      measured: {
        en: 'Roasting takes beans from 550–700 g/litre to 300–450 g/litre as they lose about a fifth of their weight and swell; a dark roast loses and swells most. The dark part of that spread is our reading, not a separate figure.',
        hi: 'रोस्ट होते हुए बीन्स अपने वज़न का लगभग पाँचवाँ हिस्सा खोते हैं और फूलते हैं: 550–700 ग्राम/लीटर से 300–450 ग्राम/लीटर। डार्क रोस्ट सबसे ज़्यादा घटता और फूलता है। इस दायरे का डार्क हिस्सा हमारा अनुमान है, अलग आँकड़ा नहीं।',
        ta: 'வறுக்கும்போது பீன்ஸ் தம் எடையில் ஐந்தில் ஒரு பங்கை இழந்து உப்புகின்றன: லிட்டருக்கு 550–700 கிராமிலிருந்து 300–450 கிராமாக. டார்க் ரோஸ்ட் மிக அதிகமாக இழந்து உப்பும். இந்த வரம்பின் டார்க் பகுதி எங்கள் கணிப்பு, தனி அளவீடு அல்ல.',
      },
    },
  },
  // Ground roast coffee, loose: 0.33 (coarse) to 0.45 (fine, settled). South Indian filter grind, 0.40.
  {
    slug: 'ground-coffee',
    label: { en: 'Ground / filter coffee', hi: 'पिसी / फ़िल्टर कॉफ़ी', ta: 'அரைத்த / ஃபில்டர் காபி' },
    noun: { en: 'ground coffee', hi: 'पिसी कॉफ़ी', ta: 'அரைத்த காபி' },
    density: 0.4,
    range: [0.33, 0.45],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Ground roast coffee, loosely poured: coarse to fine grind.',
        hi: 'रोस्ट की हुई पिसी कॉफ़ी, ढीली उँडेली हुई: मोटी से बारीक पिसाई तक।',
        ta: 'வறுத்து அரைத்த காபி, தளர்வாகக் கொட்டியது: கரகரப்பான அரைப்பு முதல் நைஸான அரைப்பு வரை.',
      },
    },
  },
  // CTC granules are rolled tight: 0.30–0.45. Tea ships at 0.33–0.38 g/ml with its sacks and the gaps between them (src/features/size-finder/density-figures.ts). 0.35.
  {
    slug: 'tea-ctc',
    group: 'tea-leaves',
    label: { en: 'CTC (granules, dust)', hi: 'CTC (दानेदार, डस्ट)', ta: 'CTC (துகள், டஸ்ட்)' },
    noun: { en: 'CTC tea', hi: 'CTC चाय', ta: 'CTC டீ' },
    density: 0.35,
    range: [0.3, 0.45],
    published: false,
    source: {
      publication: 'Cargo Handbook, "Tea" (cargohandbook.com): the stowage factors of tea as shipped',
      measured: {
        en: 'A tonne of tea takes 2.79–3.07 m³ in paper bags, 2.60 in 50 kg chests: 0.33–0.38 g/ml with the packing and the gaps between packs. The grade is not given; loose CTC in a pouch is our reading, uncertain.',
        hi: 'एक टन चाय पेपर बैग में 2.79–3.07 m³ और 50 किलो की पेटियों में 2.60 m³ जगह लेती है: पैकिंग और पैकों के बीच की खाली जगह मिलाकर 0.33–0.38 g/ml। ग्रेड नहीं दिया गया; पाउच में खुली CTC के लिए यह हमारा अनुमान है, पक्का नहीं।',
        ta: 'ஒரு டன் டீ பேப்பர் பைகளில் 2.79–3.07 m³, 50 கிலோ பெட்டிகளில் 2.60 m³ இடம் எடுக்கிறது: பேக்கிங்கும் இடைவெளிகளும் சேர்த்து 0.33–0.38 g/ml. கிரேடு குறிப்பிடப்படவில்லை; பவுச்சில் தளர்வான CTC-க்கு இது எங்கள் கணிப்பு, உறுதியற்றது.',
      },
    },
  },
  // Orthodox whole and broken leaf is open and springy: 0.16–0.20 (leaf grades) to about 0.30 (broken).
  {
    slug: 'tea-orthodox',
    group: 'tea-leaves',
    label: { en: 'Orthodox leaf (Darjeeling, Assam leaf)', hi: 'ऑर्थोडॉक्स पत्ती (दार्जिलिंग, असम)', ta: 'ஆர்த்தடாக்ஸ் இலை (டார்ஜிலிங், அசாம்)' },
    noun: { en: 'orthodox leaf tea', hi: 'ऑर्थोडॉक्स पत्ती चाय', ta: 'ஆர்த்தடாக்ஸ் இலை டீ' },
    density: 0.18,
    range: [0.16, 0.3],
    published: false,
    source: {
      publication: 'Shahrzad Trading, black tea (shahrzadtrading.com/Product/Dried-fruit/Tea)',
      measured: {
        en: 'A 40-foot container (about 67 m³) holds 12 t of OP leaf or 19–20 t of BOP brokens in 20 kg bags: about 0.18 and 0.29 g/ml as packed. Loosely filled, our reading; uncertain.',
        hi: '40 फ़ुट का कंटेनर (लगभग 67 m³) 20 किलो के बैगों में 12 टन OP पत्ती या 19–20 टन BOP ब्रोकन लेता है: पैक हालत में लगभग 0.18 और 0.29 g/ml। ढीली भराई का आँकड़ा हमारा अनुमान है; पक्का नहीं।',
        ta: '40 அடி கன்டெய்னர் (சுமார் 67 m³) 20 கிலோ பைகளில் 12 டன் OP இலை அல்லது 19–20 டன் BOP ப்ரோக்கன் கொள்ளும்: பேக் செய்த நிலையில் சுமார் 0.18, 0.29 g/ml. தளர்வான நிரப்புக்கு எங்கள் கணிப்பு; உறுதியற்றது.',
      },
    },
  },
  // Loose green tea and herbal blends (tulsi, chamomile): a cup of flowers to a cup of rolled green leaf, 0.07–0.39. Herbs, the usual blend, 0.15.
  {
    slug: 'tea-green-herbal',
    group: 'tea-leaves',
    label: { en: 'Green or herbal tea (loose leaf)', hi: 'ग्रीन या हर्बल टी (खुली पत्ती)', ta: 'கிரீன் / மூலிகை டீ (தளர்வான இலை)' },
    noun: { en: 'green or herbal tea', hi: 'ग्रीन या हर्बल टी', ta: 'கிரீன் அல்லது மூலிகை டீ' },
    density: 0.15,
    range: [0.067, 0.39],
    published: true,
    source: {
      publication: 'eliteabar.com, "Weights and Measures of Tea: How Much Does 1 Cup of Tea Leaves Weigh?"',
      measured: {
        en: 'A cup (236.6 ml) holds 16 g of rose petals, 29 g of mint, 66 g of a classic China green, 92 g of jasmine pearls: 0.07–0.39 g/ml. Flowers and herbs are the light end: weigh a litre of yours to be sure.',
        hi: 'एक कप (236.6 ml) में 16 ग्राम गुलाब की पंखुड़ियाँ, 29 ग्राम पुदीना, 66 ग्राम क्लासिक चाइना ग्रीन, 92 ग्राम जैस्मिन पर्ल्स आते हैं: 0.07–0.39 g/ml। फूल और जड़ी-बूटियाँ हल्के सिरे पर हैं: पक्का करने के लिए अपने प्रोडक्ट का एक लीटर तौलें।',
        ta: 'ஒரு கப்பில் (236.6 ml) 16 கிராம் ரோஜா இதழ், 29 கிராம் புதினா, 66 கிராம் கிளாஸிக் சைனா கிரீன், 92 கிராம் ஜாஸ்மின் பெர்ல்ஸ்: 0.07–0.39 g/ml. பூக்களும் மூலிகைகளும் லேசான முனையில்: உறுதிசெய்ய உங்கள் பொருளில் ஒரு லிட்டரை எடை போடுங்கள்.',
      },
    },
  },
  // Raw milled white rice: 0.75–0.85 (long grain lighter than short). 0.80, also the reference product below.
  {
    slug: 'rice',
    label: { en: 'Rice', hi: 'चावल', ta: 'அரிசி' },
    noun: { en: 'rice', hi: 'चावल', ta: 'அரிசி' },
    density: 0.8,
    range: [0.75, 0.85],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Milled white rice, loose: long grain at the lighter end, short grain at the denser.',
        hi: 'पॉलिश किया सफ़ेद चावल, खुला: लंबा दाना हल्के सिरे पर, छोटा दाना भारी सिरे पर।',
        ta: 'தீட்டிய வெள்ளை அரிசி, அழுத்தாமல் நிரப்பியபோது: நீள அரிசி லேசான முனையில், குட்டை அரிசி அடர்த்தியான முனையில்.',
      },
    },
  },
  // Wheat flour (atta), poured: 0.50–0.60; tapped or settled up to 0.70. Poured, 0.55.
  {
    slug: 'atta-flour',
    label: { en: 'Atta / flour', hi: 'आटा / मैदा', ta: 'ஆட்டா / மைதா' },
    noun: { en: 'atta', hi: 'आटा', ta: 'ஆட்டா' },
    density: 0.55,
    range: [0.5, 0.7],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Wheat flour, poured (0.50–0.60) to tapped or settled (0.70).',
        hi: 'गेहूँ का आटा, उँडेला हुआ (0.50–0.60) से थपथपाकर बैठाया हुआ (0.70) तक।',
        ta: 'கோதுமை மாவு, கொட்டியது (0.50–0.60) முதல் தட்டி அமுக்கியது அல்லது படிந்தது (0.70) வரை.',
      },
    },
  },
  // Granulated sugar: 0.80–0.90. 0.85.
  {
    slug: 'sugar',
    label: { en: 'Sugar', hi: 'चीनी', ta: 'சர்க்கரை' },
    noun: { en: 'sugar', hi: 'चीनी', ta: 'சர்க்கரை' },
    density: 0.85,
    range: [0.8, 0.9],
    published: true,
    source: { publication: toolbox, measured: { en: 'Granulated white sugar, loose.', hi: 'दानेदार सफ़ेद चीनी, खुली।', ta: 'வெள்ளைச் சர்க்கரை, தளர்வாக.' } },
  },
  // Ground spices and masala blends: turmeric and coriander 0.45–0.60, chilli 0.40–0.50. 0.50.
  {
    slug: 'spice-powder',
    label: { en: 'Spice powder / masala', hi: 'मसाला पाउडर / पिसे मसाले', ta: 'மசாலா பவுடர்' },
    noun: { en: 'spice powder', hi: 'मसाला पाउडर', ta: 'மசாலா பவுடர்' },
    density: 0.5,
    range: [0.4, 0.6],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Ground spices, loose: chilli at the lighter end, turmeric and coriander at the denser.',
        hi: 'पिसे मसाले, खुले: मिर्च हल्के सिरे पर, हल्दी और धनिया भारी सिरे पर।',
        ta: 'அரைத்த மசாலா, அழுத்தாமல் நிரப்பியபோது: மிளகாய்த் தூள் லேசான முனையில், மஞ்சள், மல்லித் தூள் அடர்த்தியான முனையில்.',
      },
    },
  },
  // Whole spices: cloves and cardamom 0.30–0.40, cumin 0.35–0.45, pepper 0.50–0.60. A mixed 0.40.
  {
    slug: 'whole-spices',
    label: { en: 'Whole spices', hi: 'साबुत मसाले', ta: 'முழு மசாலா' },
    noun: { en: 'whole spices', hi: 'साबुत मसाले', ta: 'முழு மசாலா' },
    density: 0.4,
    range: [0.3, 0.6],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Whole spices, loose: cloves and cardamom 0.30–0.40, cumin 0.35–0.45, black pepper 0.50–0.60.',
        hi: 'साबुत मसाले, खुले: लौंग और इलायची 0.30–0.40, जीरा 0.35–0.45, काली मिर्च 0.50–0.60।',
        ta: 'முழு மசாலா, அழுத்தாமல் நிரப்பியபோது: கிராம்பு, ஏலக்காய் 0.30–0.40, சீரகம் 0.35–0.45, மிளகு 0.50–0.60.',
      },
    },
  },
  // Almonds 0.55–0.65, cashews 0.50–0.55, raisins 0.60–0.70, walnut halves lighter (0.35). 0.55.
  {
    slug: 'dry-fruits-nuts',
    label: { en: 'Dry fruits and nuts', hi: 'ड्राई फ़्रूट्स और नट्स', ta: 'உலர் பழங்கள், நட்ஸ்' },
    noun: { en: 'dry fruits and nuts', hi: 'ड्राई फ़्रूट्स और नट्स', ta: 'உலர் பழங்கள், நட்ஸ்' },
    density: 0.55,
    range: [0.35, 0.7],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Shelled nuts and dried fruit, loose: walnut halves 0.35, almonds 0.55–0.65, raisins 0.60–0.70.',
        hi: 'छिले मेवे और सूखे फल, खुले: अखरोट की आधी गिरी 0.35, बादाम 0.55–0.65, किशमिश 0.60–0.70।',
        ta: 'ஓடு நீக்கிய நட்ஸ், உலர் பழங்கள், அழுத்தாமல் நிரப்பியபோது: வால்நட் பாதிகள் 0.35, பாதாம் 0.55–0.65, உலர் திராட்சை 0.60–0.70.',
      },
    },
  },
  // Sev, bhujia and mixture: fine, dense strands and dal: 0.30–0.40.
  {
    slug: 'bhujia-sev',
    group: 'namkeen-snacks',
    label: { en: 'Bhujia, sev or mixture', hi: 'भुजिया, सेव या मिक्सचर', ta: 'பூஜியா, ஓமப்பொடி அல்லது மிக்சர்' },
    noun: { en: 'bhujia or sev', hi: 'भुजिया या सेव', ta: 'பூஜியா அல்லது ஓமப்பொடி' },
    density: 0.32,
    range: [0.3, 0.4],
    published: false,
    source: {
      publication: noFigure,
      measured: {
        en: 'Our estimate for fried gram-flour strands and mixtures, loosely filled: we found no published bulk density of bhujia, sev or mixture. Weigh a litre of yours to be sure.',
        hi: 'तले हुए बेसन के लच्छों और मिक्सचर की ढीली भराई का हमारा अनुमान: भुजिया, सेव या मिक्सचर की कोई प्रकाशित बल्क डेंसिटी हमें नहीं मिली। पक्का करने के लिए अपने प्रोडक्ट का एक लीटर तौलें।',
        ta: 'பொரித்த கடலை மாவு இழைகளும் மிக்சரும் தளர்வாக நிரப்பியதற்கு எங்கள் கணிப்பு: இவற்றுக்கு வெளியிடப்பட்ட பல்க் டென்சிட்டி கிடைக்கவில்லை. உறுதிசெய்ய உங்கள் பொருளில் ஒரு லிட்டரை எடை போடுங்கள்.',
      },
    },
  },
  // Fried potato chips and wafers: mostly air.
  {
    slug: 'potato-chips',
    group: 'namkeen-snacks',
    label: { en: 'Chips and wafers', hi: 'चिप्स और वेफ़र्स', ta: 'சிப்ஸ், வேஃபர்ஸ்' },
    noun: { en: 'chips', hi: 'चिप्स', ta: 'சிப்ஸ்' },
    density: 0.08,
    range: [0.06, 0.12],
    published: false,
    source: {
      publication: noFigure,
      measured: {
        en: 'Our estimate for fried potato and banana chips, loosely filled (mostly air): we found no published bulk density of chips. Weigh a litre of yours to be sure.',
        hi: 'तले हुए आलू और केले के चिप्स की ढीली भराई (ज़्यादातर हवा) का हमारा अनुमान: चिप्स की कोई प्रकाशित बल्क डेंसिटी हमें नहीं मिली। पक्का करने के लिए अपने प्रोडक्ट का एक लीटर तौलें।',
        ta: 'பொரித்த உருளை, வாழைக்காய் சிப்ஸ் தளர்வாக நிரப்பியதற்கு (பெரும்பாலும் காற்று) எங்கள் கணிப்பு: சிப்ஸுக்கு வெளியிடப்பட்ட பல்க் டென்சிட்டி கிடைக்கவில்லை. உறுதிசெய்ய ஒரு லிட்டரை எடை போடுங்கள்.',
      },
    },
  },
  // Puffed and extruded snacks (kurkure-type, puffs, rings): the puffed pieces themselves are 0.10–0.14; a loose fill is lighter by the gaps between them.
  {
    slug: 'puffed-snacks',
    group: 'namkeen-snacks',
    label: { en: 'Puffed or extruded snacks', hi: 'पफ़्ड या एक्सट्रूडेड स्नैक्स', ta: 'பஃப்டு / எக்ஸ்ட்ரூடட் ஸ்நாக்ஸ்' },
    noun: { en: 'puffed snacks', hi: 'पफ़्ड स्नैक्स', ta: 'பஃப்டு ஸ்நாக்ஸ்' },
    density: 0.11,
    range: [0.1, 0.14],
    published: false,
    source: {
      publication: 'Kim et al., "Quality characteristics of extruded rice snacks…", Korean Journal of Food Preservation 27(5), 2020, Table 6 (ekosfop.or.kr)',
      measured: {
        en: 'Puffed rice and corn extrudates: 0.10–0.14 g/cm³, which we read as the pieces themselves. A loose fill is lighter by the gaps between pieces, by how much no source we found says: uncertain.',
        hi: 'पफ़्ड चावल और मक्के के एक्सट्रूडेड टुकड़े: 0.10–0.14 g/cm³, जिसे हम टुकड़ों का अपना घनत्व मानते हैं। ढीली भराई टुकड़ों के बीच की खाली जगह से और हल्की होती है; कितनी, यह किसी स्रोत में नहीं मिला: पक्का नहीं।',
        ta: 'பஃப்டு அரிசி, சோள எக்ஸ்ட்ரூடட் துண்டுகள்: 0.10–0.14 g/cm³, இதைத் துண்டுகளின் சொந்த அடர்த்தியாகக் கொள்கிறோம். தளர்வான நிரப்பு இடைவெளிகளால் இன்னும் லேசு; எவ்வளவு என்று எந்த ஆதாரமும் சொல்லவில்லை: உறுதியற்றது.',
      },
    },
  },
  // Muesli and granola 0.35–0.45, corn flakes 0.12–0.20. Granola and muesli, the usual pouch fill: 0.35.
  {
    slug: 'granola-muesli',
    label: { en: 'Granola / muesli / cereal', hi: 'ग्रानोला / म्यूसली / सीरियल', ta: 'கிரானோலா / மியூஸ்லி / சீரியல்' },
    noun: { en: 'granola or muesli', hi: 'ग्रानोला या म्यूसली', ta: 'கிரானோலா அல்லது மியூஸ்லி' },
    density: 0.35,
    range: [0.12, 0.45],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Breakfast cereals, loose: corn flakes 0.12–0.20, granola and muesli 0.35–0.45.',
        hi: 'ब्रेकफ़ास्ट सीरियल, खुले: कॉर्न फ़्लेक्स 0.12–0.20, ग्रानोला और म्यूसली 0.35–0.45।',
        ta: 'காலை உணவு சீரியல்கள், அழுத்தாமல் நிரப்பியபோது: கார்ன் ஃப்ளேக்ஸ் 0.12–0.20, கிரானோலா, மியூஸ்லி 0.35–0.45.',
      },
    },
  },
  // Whey and plant protein, health-drink powders: 0.35–0.50. 0.40.
  {
    slug: 'protein-powder',
    label: { en: 'Protein and health powders', hi: 'प्रोटीन और हेल्थ पाउडर', ta: 'புரோட்டீன், ஹெல்த் பவுடர்' },
    noun: { en: 'protein powder', hi: 'प्रोटीन पाउडर', ta: 'புரோட்டீன் பவுடர்' },
    density: 0.4,
    range: [0.35, 0.5],
    published: true,
    source: {
      publication: {
        en: "Makers' data sheets for whey and plant protein powders",
        hi: 'व्हे और प्लांट प्रोटीन पाउडर बनाने वालों की डेटा शीट',
        ta: 'வே, தாவர புரோட்டீன் பவுடர் தயாரிப்பாளர்களின் டேட்டா ஷீட்கள்',
      },
      measured: {
        en: 'Loose (poured) bulk density of spray-dried and agglomerated protein powders.',
        hi: 'स्प्रे-ड्राइड और एग्लोमरेटेड प्रोटीन पाउडर की खुली (उँडेली हुई) बल्क डेंसिटी।',
        ta: 'ஸ்ப்ரே-டிரைடு, அக்ளோமரேட்டட் புரோட்டீன் பவுடர்களின் தளர்வான (கொட்டிய) பல்க் டென்சிட்டி.',
      },
    },
  },
  // Dal and whole pulses 0.75–0.85; millets (ragi, bajra, foxtail) 0.65–0.80. 0.75.
  {
    slug: 'millets-pulses',
    label: { en: 'Millets and pulses (dal)', hi: 'मिलेट्स और दालें', ta: 'சிறுதானியங்கள், பருப்பு வகைகள்' },
    noun: { en: 'millets or dal', hi: 'मिलेट्स या दाल', ta: 'சிறுதானியம் அல்லது பருப்பு' },
    density: 0.75,
    range: [0.65, 0.85],
    published: true,
    source: {
      publication: toolbox,
      measured: {
        en: 'Dal and whole pulses 0.75–0.85; millets 0.65–0.80, loose.',
        hi: 'दाल और साबुत दालें 0.75–0.85; मिलेट्स 0.65–0.80, खुले।',
        ta: 'பருப்பு, முழுப் பயறு வகைகள் 0.75–0.85; சிறுதானியங்கள் 0.65–0.80, அழுத்தாமல் நிரப்பியபோது.',
      },
    },
  },
  // Dry pet food kibble: 0.35–0.50 by kibble size and fat. 0.40.
  {
    slug: 'pet-food',
    label: { en: 'Pet food kibble', hi: 'पेट फ़ूड (किबल)', ta: 'பெட் ஃபுட் (கிபிள்)' },
    noun: { en: 'pet food', hi: 'पेट फ़ूड', ta: 'பெட் ஃபுட்' },
    density: 0.4,
    range: [0.35, 0.5],
    published: true,
    source: {
      publication: 'Riaz (ed.), Extruders in Food Applications, CRC Press 2000 (pet foods)',
      measured: {
        en: 'Bulk density of extruded dry pet food by kibble size and fat.',
        hi: 'एक्सट्रूडेड सूखे पेट फ़ूड की बल्क डेंसिटी, किबल के साइज़ और फ़ैट के हिसाब से।',
        ta: 'எக்ஸ்ட்ரூடட் உலர் பெட் ஃபுட்டின் பல்க் டென்சிட்டி, கிபிள் அளவு, கொழுப்புக்கு ஏற்ப.',
      },
    },
  },
  // Fermented idli / dosa batter: 1.00–1.10 (fermentation aerates it; fresh batter is up to 1.2). 1.05.
  {
    slug: 'idli-dosa-batter',
    label: { en: 'Idli / dosa batter', hi: 'इडली / डोसा बैटर', ta: 'இட்லி / தோசை மாவு' },
    noun: { en: 'idli or dosa batter', hi: 'इडली या डोसा बैटर', ta: 'இட்லி அல்லது தோசை மாவு' },
    density: 1.05,
    range: [1.0, 1.2],
    published: true,
    source: {
      publication: {
        en: 'Food-science studies of idli batter fermentation',
        hi: 'इडली बैटर के ख़मीर पर फ़ूड-साइंस के अध्ययन',
        ta: 'இட்லி மாவு புளிப்பது பற்றிய உணவு அறிவியல் ஆய்வுகள்',
      },
      measured: {
        en: 'Density of fermented idli and dosa batter: fresh up to 1.2 g/ml, fermented and aerated 1.00–1.10.',
        hi: 'ख़मीर उठे इडली और डोसा बैटर का घनत्व: ताज़ा 1.2 g/ml तक, ख़मीर उठने और हवा भरने पर 1.00–1.10।',
        ta: 'புளித்த இட்லி, தோசை மாவின் அடர்த்தி: புதிய மாவு 1.2 g/ml வரை, புளித்துக் காற்று சேர்ந்தது 1.00–1.10.',
      },
    },
  },
];

/** A broad kind as the list offers it, and the second question it asks. */
export interface FillGroup {
  slug: FillGroupSlug;
  label: Text;
  /** "Which tea?" */
  question: Text;
  /** Its forms, lightest first. */
  kinds: readonly FillKind[];
}

export const groupWords: Record<FillGroupSlug, { label: Text; question: Text }> = {
  'coffee-beans': {
    label: { en: 'Coffee beans (roasted, whole)', hi: 'कॉफ़ी बीन्स (रोस्टेड, साबुत)', ta: 'காபி கொட்டை (வறுத்த, முழு)' },
    question: { en: 'Which roast?', hi: 'कौन-सा रोस्ट?', ta: 'எந்த ரோஸ்ட்?' },
  },
  'tea-leaves': {
    label: { en: 'Tea leaves', hi: 'चाय पत्ती', ta: 'டீ இலை' },
    question: { en: 'Which tea?', hi: 'कौन-सी चाय?', ta: 'எந்த டீ?' },
  },
  'namkeen-snacks': {
    label: { en: 'Namkeen and snacks', hi: 'नमकीन और स्नैक्स', ta: 'மிக்சர், ஸ்நாக்ஸ்' },
    question: { en: 'Which snack?', hi: 'कौन-सा स्नैक?', ta: 'எந்த ஸ்நாக்ஸ்?' },
  },
};

export const fillGroups: readonly FillGroup[] = FILL_GROUP_SLUGS.map((slug) => ({
  slug,
  ...groupWords[slug],
  kinds: fillKinds.filter((k) => k.group === slug).sort((a, b) => a.density - b.density),
}));

/** Bulk density a buyer may give for "something else", g/ml: lighter than puffed snacks or denser than honey is a typo. */
export const OTHER_DENSITY = { min: 0.05, max: 1.5 } as const;

/**
 * The fill rule: product fills at most this share of a pouch's usable volume, leaving headroom
 * for settling, for the zipper to close and for the seals to be made clean.
 */
export const FILL_LIMIT = 0.85;

/** The product a size's holding is shown in beside its weight limit: up to 500gm, and at 3 Kg, a size holds its name in rice. */
export const REFERENCE_FILL: FillSlug = 'rice';

/**
 * Usable volume of each size in millilitres: the room below the zipper of the pouch filled and
 * standing, from its flat size W x L + G (src/features/catalogue/sizes.ts) by the volume model
 * (src/features/size-finder/pouch-volume.ts: Robin's pillow, what the opened gusset adds at the base, and the
 * calibration to published charts), rounded to 10 ml. Each is below the round tube of its girth.
 */
export const usableVolumeMl: Readonly<Record<SizeSlug, number>> = Object.fromEntries(
  SIZE_SLUGS.map((slug) => [slug, Math.round(pouchVolumeMl(sizes[slug].dimensions) / 10) * 10]),
) as Record<SizeSlug, number>;

/**
 * How much rice a size holds filled to the fill limit, in grams, rounded down to 50 g and never
 * more than the weight the size is made for: what the page may claim for it.
 * @example riceHeld({ usableMl: 1330, grams: 1000 }) // 900
 */
export function riceHeld(size: { usableMl: number; grams: number }): number {
  const rice = fillKinds.find((k) => k.slug === REFERENCE_FILL)!;
  return Math.min(size.grams, Math.floor((size.usableMl * FILL_LIMIT * rice.density) / 50) * 50);
}

/** "900 g", "1.3 kg"; "900 ग्राम", "1.3 கிலோ" */
const grams = (g: number, locale: Locale) => (locale === 'en' ? (g >= 1000 ? `${g / 1000} kg` : `${g} g`) : formatWeight(g, locale));

/** A size by its name: "500gm", "1 Kg" in English (the trade's names); "500 ग्राम", "1 கிலோ" in Hindi and Tamil. */
const sizeName = (s: { label: string; grams: number }, locale: Locale) => (locale === 'en' ? s.label : formatWeight(s.grams, locale));

/** The words of the size-names claim, in each language. */
const claimWords: Record<
  Locale,
  {
    run: (from: string, to: string) => string;
    one: (size: string) => string;
    and: string;
    short: (size: string, held: string) => string;
    claim: (whole: string, short: string) => string;
  }
> = {
  en: {
    run: (from, to) => `the ${from} to ${to} pouches`,
    one: (size) => `the ${size} pouch`,
    and: 'and',
    short: (size, held) => `the ${size} about ${held}`,
    claim: (whole, short) =>
      `Each size is sold by its trade name, a weight: its weight limit, the most we fill it with, not what it holds. Of rice, ${whole} hold their name${short ? `; ${short}` : ''}. Lighter, bulkier products need more room.`,
  },
  hi: {
    run: (from, to) => `${from} से ${to} तक के पाउच`,
    one: (size) => `${size} का पाउच`,
    and: 'और',
    short: (size, held) => `${size} वाला लगभग ${held}`,
    claim: (whole, short) =>
      `हर साइज़ ट्रेड के नाम से बिकता है, जो एक वज़न है: यह उसके वज़न की सीमा है, यानी उसमें ज़्यादा से ज़्यादा इतना भरा जाता है, यह नहीं कि उसमें इतना आता है। चावल की बात करें तो ${whole} अपने नाम जितना चावल रखते हैं${short ? `; ${short} चावल` : ''}। हल्के और ज़्यादा जगह लेने वाले प्रोडक्ट को ज़्यादा जगह चाहिए।`,
  },
  ta: {
    run: (from, to) => `${from} முதல் ${to} வரையிலான பவுச்கள்`,
    one: (size) => `${size} பவுச்`,
    and: 'மற்றும்',
    short: (size, held) => `${size} பவுச் சுமார் ${held}`,
    claim: (whole, short) =>
      `ஒவ்வொரு அளவும் அதன் வணிகப் பெயரால் விற்கப்படுகிறது; பெயரில் உள்ள எடை அதன் எடை வரம்பு, அது கொள்ளும் அளவு அல்ல. அரிசியில், ${whole} தம் பெயர் அளவு கொள்ளும்${short ? `; ${short} அரிசி` : ''}. லேசான, அதிக இடம் எடுக்கும் பொருட்களுக்கு அதிக இடம் தேவை.`,
  },
};

/**
 * The page's claim about size names, worked out from the model so it can never disagree with it:
 * a name is the size's weight limit, not what it holds; which sizes hold their name in rice, and
 * how much rice the others hold.
 */
export function namesClaim(locale: Locale = 'en'): string {
  const w = claimWords[locale];
  const all = SIZE_SLUGS.map((slug) => ({ ...sizes[slug], held: riceHeld({ usableMl: usableVolumeMl[slug], grams: sizes[slug].grams }) }));
  // Runs of neighbouring sizes that hold their name in rice: "the 50gm to 500gm pouches", "the 3 Kg pouch".
  const runs: (typeof all)[] = [];
  all.forEach((s, i) => {
    if (s.held < s.grams) return;
    if (i > 0 && all[i - 1]!.held >= all[i - 1]!.grams) runs.at(-1)!.push(s);
    else runs.push([s]);
  });
  const join = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${w.and} ${parts.at(-1)}`);
  const whole = join(runs.map((r) => (r.length > 1 ? w.run(sizeName(r[0]!, locale), sizeName(r.at(-1)!, locale)) : w.one(sizeName(r[0]!, locale)))));
  const short = join(all.filter((s) => s.held < s.grams).map((s) => w.short(sizeName(s, locale), grams(s.held, locale))));
  return w.claim(whole, short);
}

/** The weights a buyer may ask about, in grams. */
export const FILL_WEIGHT = { min: 10, max: 5000 } as const;

/** The words of /size-finder, in each language. */
export const sizeFinderPage: Content['sizeFinderPage'] = {
  seo: {
    title: {
      en: 'Size Finder: Which Pouch Size Do I Need?',
      hi: 'साइज़ फ़ाइंडर: मुझे कौन-सा पाउच साइज़ चाहिए?',
      ta: 'அளவு கண்டுபிடிப்பான்: எனக்கு எந்தப் பவுச் அளவு?',
    },
    description: {
      en: 'Tell us what you pack and how much: coffee, tea, rice, atta, masala, batter. We answer with the pouch size that holds it, its fill level and its prices.',
      hi: 'बताइए आप क्या और कितना पैक करते हैं: कॉफ़ी, चाय, चावल, आटा, मसाला, बैटर। हम बताते हैं कौन-सा पाउच साइज़ उसे रखेगा, कितना भरेगा और उसकी कीमतें।',
      ta: 'என்ன, எவ்வளவு பேக் செய்கிறீர்கள் என்று சொல்லுங்கள்: காபி, டீ, அரிசி, ஆட்டா, மசாலா, மாவு. அதற்கான பவுச் அளவு, நிரம்பும் அளவு, விலை சொல்கிறோம்.',
    },
    keywords: {
      en: ['pouch size calculator', 'which pouch size', 'stand-up pouch size chart', 'coffee pouch size', 'pouch capacity'],
      hi: ['पाउच साइज़ कैलकुलेटर', 'कौन-सा पाउच साइज़', 'स्टैंड-अप पाउच साइज़ चार्ट', 'कॉफ़ी पाउच साइज़', 'पाउच की क्षमता'],
      ta: ['பவுச் அளவு கால்குலேட்டர்', 'எந்த பவுச் அளவு', 'ஸ்டாண்ட்-அப் பவுச் அளவு அட்டவணை', 'காபி பவுச் அளவு', 'பவுச் கொள்ளளவு'],
    },
  },
  eyebrow: { en: 'Size finder', hi: 'साइज़ फ़ाइंडर', ta: 'அளவு கண்டுபிடிப்பான்' },
  heading: {
    en: 'Which pouch size holds what you pack?',
    hi: 'आप जो पैक करते हैं, उसके लिए कौन-सा पाउच साइज़?',
    ta: 'நீங்கள் பேக் செய்வதற்கு எந்தப் பவுச் அளவு?',
  },
  lead: {
    en: `${namesClaim('en')} Choose your product and the weight in one pouch, and we work out the size.`,
    hi: `${namesClaim('hi')} अपना प्रोडक्ट और एक पाउच का वज़न चुनिए, साइज़ हम निकाल देंगे।`,
    ta: `${namesClaim('ta')} உங்கள் பொருளையும் ஒரு பவுச்சின் எடையையும் தேர்ந்தெடுங்கள், அளவை நாங்கள் கணக்கிடுகிறோம்.`,
  },
  howTitle: { en: 'How we work it out', hi: 'हम साइज़ कैसे निकालते हैं', ta: 'நாங்கள் எப்படிக் கணக்கிடுகிறோம்' },
  how: [
    {
      en: 'Each kind of product takes room by its bulk density: 750 g of coffee beans (about 0.42 g/ml) fills far more of a pouch than 750 g of sugar (about 0.85 g/ml).',
      hi: 'हर प्रोडक्ट अपनी बल्क डेंसिटी के हिसाब से जगह लेता है: 750 ग्राम कॉफ़ी बीन्स (लगभग 0.42 g/ml) पाउच में 750 ग्राम चीनी (लगभग 0.85 g/ml) से कहीं ज़्यादा जगह घेरती हैं।',
      ta: 'ஒவ்வொரு பொருளும் அதன் பல்க் டென்சிட்டிக்கு ஏற்ப இடம் எடுக்கும்: 750 கிராம் காபி கொட்டை (சுமார் 0.42 g/ml), 750 கிராம் சர்க்கரையை (சுமார் 0.85 g/ml) விடப் பவுச்சில் மிக அதிக இடம் எடுக்கும்.',
    },
    {
      en: 'Each size has a usable volume: the room below the zipper, filled and standing, from its width, length and gusset (+ 40 is the whole bottom gusset, folded 20 + 20): the pillow two panels make, plus what the opened gusset adds at the base.',
      hi: 'हर साइज़ का एक काम का वॉल्यूम है: भरकर खड़े पाउच में ज़िपर के नीचे की जगह, उसकी चौड़ाई, लंबाई और गसेट से (+ 40 पूरा बॉटम गसेट है, 20 + 20 मोड़ा हुआ): दो पैनल मिलकर जो तकिये-सी शक्ल बनाते हैं, और खुला गसेट नीचे जितनी जगह जोड़ता है।',
      ta: 'ஒவ்வொரு அளவுக்கும் பயன்படும் கொள்ளளவு உண்டு: நிரப்பி நிற்கும் பவுச்சில் ஜிப்பருக்குக் கீழே உள்ள இடம், அதன் அகலம், நீளம், கஸெட்டிலிருந்து (+ 40 என்பது முழு அடிக் கஸெட், 20 + 20 ஆக மடித்தது): இரண்டு பேனல்கள் உருவாக்கும் தலையணை வடிவம், அதோடு திறந்த கஸெட் அடியில் சேர்க்கும் இடம்.',
    },
    {
      en: 'We checked that model against one published chart of six stand-up pouches up to 0.77 litres (UPrinting; within −8 % to +5 %) and a 1-gallon food-storage pouch without gusset (within 1 %). Between them, for our 1 Kg and 2 Kg pouches, we found no published chart: treat their room as uncertain by about 10 %.',
      hi: 'इस मॉडल को हमने 0.77 लीटर तक के छह स्टैंड-अप पाउच के एक प्रकाशित चार्ट (UPrinting; −8% से +5% के भीतर) और बिना गसेट के 1-गैलन फ़ूड-स्टोरेज पाउच (1% के भीतर) से जाँचा है। इनके बीच, हमारे 1 किलो और 2 किलो पाउच के लिए कोई प्रकाशित चार्ट नहीं मिला: इनकी जगह में लगभग 10% की अनिश्चितता मानें।',
      ta: 'இந்த மாதிரியை 0.77 லிட்டர் வரையிலான ஆறு ஸ்டாண்ட்-அப் பவுச்களின் வெளியிடப்பட்ட அட்டவணையுடனும் (UPrinting; −8% முதல் +5% வரை) கஸெட் இல்லாத 1-கேலன் உணவு சேமிப்பு பவுச்சுடனும் (1%-க்குள்) சரிபார்த்தோம். இடையில், எங்கள் 1 கிலோ, 2 கிலோ பவுச்களுக்கு வெளியிடப்பட்ட அட்டவணை கிடைக்கவில்லை: அவற்றின் இடம் சுமார் 10% கூடவோ குறையவோ இருக்கலாம்.',
    },
    {
      en: 'We answer with the smallest size whose weight limit takes that weight and which the product fills to at most 85 % of that room, so it settles, the zipper closes and the seals are clean. Within 10 % of that limit we say it fits, but snugly, and show the next size up as well.',
      hi: 'हम वह सबसे छोटा साइज़ बताते हैं जिसके वज़न की सीमा में वह वज़न आता है और जिसकी जगह प्रोडक्ट ज़्यादा से ज़्यादा 85% भरता है, ताकि प्रोडक्ट बैठ सके, ज़िपर बंद हो और सील साफ़ लगे। इस सीमा के 10% के भीतर हम कहते हैं कि आ जाता है, पर टाइट, और अगला बड़ा साइज़ भी दिखाते हैं।',
      ta: 'அந்த எடை அதன் எடை வரம்புக்குள் அடங்கி, பொருள் அதன் இடத்தில் அதிகபட்சம் 85% நிரப்பும் மிகச் சிறிய அளவைச் சொல்கிறோம்: பொருள் படியவும், ஜிப்பர் மூடவும், சீல் சுத்தமாக அமையவும். அந்த வரம்புக்கு 10%-க்குள் இருந்தால், பொருந்தும் ஆனால் இறுக்கமாக என்று சொல்லி, அடுத்த பெரிய அளவையும் காட்டுகிறோம்.',
    },
  ],
  sizesCaption: {
    en: "Our sizes: the room below each one's zipper, the rice it holds and its weight limit",
    hi: 'हमारे साइज़: ज़िपर के नीचे कितनी जगह, कितना चावल आता है और वज़न की सीमा',
    ta: 'எங்கள் அளவுகள்: ஜிப்பருக்குக் கீழே உள்ள இடம், கொள்ளும் அரிசி, எடை வரம்பு',
  },
  limitNote: {
    en: `A size's weight limit is the weight in its trade name: its film, zipper and seals are made for that much, and we fill no pouch past it, even where there is room for more. What a size holds of your product is the smaller of that limit and its room filled to ${Math.round(FILL_LIMIT * 100)} %.`,
    hi: `साइज़ के वज़न की सीमा उसके ट्रेड के नाम वाला वज़न है: उसकी फ़िल्म, ज़िपर और सील उतने के लिए बने हैं, और जगह बचे तब भी हम कोई पाउच उससे ज़्यादा नहीं भरते। किसी साइज़ में आपका प्रोडक्ट कितना आएगा, यह दोनों में से जो कम हो वह है: वज़न की सीमा, या ${Math.round(FILL_LIMIT * 100)}% तक भरी उसकी जगह।`,
    ta: `ஒரு அளவின் எடை வரம்பு அதன் வணிகப் பெயரில் உள்ள எடை: அதன் ஃபிலிம், ஜிப்பர், சீல் அவ்வளவுக்குச் செய்யப்பட்டவை; இடம் இருந்தாலும் எந்த பவுச்சையும் அதற்கு மேல் நிரப்புவதில்லை. ஒரு அளவில் உங்கள் பொருள் எவ்வளவு கொள்ளும் என்பது, எடை வரம்பு அல்லது ${Math.round(FILL_LIMIT * 100)}% வரை நிரப்பிய அதன் இடம், இவற்றில் எது குறைவோ அதுவே.`,
  },
  densitiesCaption: {
    en: 'The bulk densities we use (g/ml), with the spread of published figures',
    hi: 'हम कौन-सी बल्क डेंसिटी लेते हैं (g/ml), प्रकाशित आँकड़ों के दायरे के साथ',
    ta: 'நாங்கள் பயன்படுத்தும் பல்க் டென்சிட்டி (g/ml), வெளியிடப்பட்ட அளவீடுகளின் வரம்புடன்',
  },
  templatesText: {
    en: 'Found your size? Its page has the price table and the print template (dieline) at 1:1, as PDF and SVG, for your designer.',
    hi: 'साइज़ मिल गया? उसके पेज पर कीमत सूची और 1:1 का प्रिंट टेम्पलेट (डाइलाइन) है, PDF और SVG में, आपके डिज़ाइनर के लिए।',
    ta: 'அளவு கிடைத்ததா? அதன் பக்கத்தில் விலை அட்டவணையும், 1:1 அளவில் பிரிண்ட் டெம்ப்ளேட்டும் (டைலைன்) PDF, SVG வடிவில் உங்கள் டிசைனருக்காக உள்ளன.',
  },
};
