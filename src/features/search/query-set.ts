/**
 * What buyers look for, each need written five ways, as a buyer would type it: English, Hindi in
 * Devanagari, romanised Hindi, Tamil in Tamil script and romanised Tamil. The forms mix loanwords
 * and native words and spell as people do (with and without nukta, long or short vowels, "aa" or
 * "a", joined or apart, Tamil case endings such as -க்கு "for"). A need's forms should all list the
 * product the English one lists first (src/features/search/cross-script.test.ts).
 *
 * The Hindi and Tamil here are drafts, like the glossary's, and await a native speaker's review.
 */
export interface Need {
  readonly en: string;
  readonly hi: string;
  readonly hiLatn: string;
  readonly ta: string;
  readonly taLatn: string;
}

export const forms = ['hi', 'hiLatn', 'ta', 'taLatn'] as const;
export type Form = (typeof forms)[number];

const need = (en: string, hi: string, hiLatn: string, ta: string, taLatn: string): Need => ({ en, hi, hiLatn, ta, taLatn });

export const needs: readonly Need[] = [
  // What they pack
  need('coffee pouch', 'कॉफी पाउच', 'coffee ka pouch', 'காபி பவுச்', 'kaapi pouch'),
  need('tea pouch', 'चाय पत्ती पाउच', 'chai patti pouch', 'டீ பவுச்', 'tea thool pouch'),
  need('tea pouch 250 g', 'चाय का पाउच 250 ग्राम', 'chai pouch 250 gram', 'தேனீர் பவுச் 250 கிராம்', 'theneer pouch 250 gram'),
  need('tea pouch 100 g', 'चायपत्ती पाउच 100 ग्राम', 'chaipatti pouch 100 gram', 'டீத்தூள் பவுச் 100 கிராம்', 'tea thool pouch 100 gram'),
  need('tea pouch 500 g', 'चाय पाउच 500 ग्राम', 'chai pouch aadha kilo', 'தேயிலை பவுச் 500 கிராம்', 'theyilai pouch arai kilo'),
  need('tea pouch 1 kg', 'एक किलो चाय पाउच', 'ek kilo chai pouch', 'ஒரு கிலோ டீ தூள் பவுச்', 'oru kilo tea thool pouch'),
  need('green tea pouch', 'ग्रीन टी पाउच', 'green tea ka pouch', 'கிரீன் டீ பவுச்', 'green tea ku pouch'),
  need('coffee pouch 1 kg', 'कॉफ़ी पाउच 1 किलो', 'coffee pouch ek kilo', 'காப்பி பவுச் 1 கிலோ', 'kaapi pouch 1 kilo'),
  need('coffee powder pouch', 'कॉफी पाउडर पाउच', 'kofi powder pouch', 'காபி தூள் பவுச்', 'kaapi podi pouch'),
  need('coffee beans pouch with zipper', 'कॉफी बीन्स के लिए ज़िपर पाउच', 'coffee beans ke liye zipper pouch', 'காபி கொட்டைக்கு ஜிப்பர் பவுச்', 'kaapi kottai zipper pouch'),
  need('zipper pouch for spices', 'मसालों के लिए ज़िपर पाउच', 'masale ke liye zipar pouch', 'மசாலாவுக்கு ஜிப்பர் பவுச்', 'masala ku jipper pouch'),
  need('masala pouch 100 g', 'मसाला पाउच 100 ग्राम', 'masala pouch 100 gm', 'மசாலா பவுச் 100 கிராம்', 'masala pouch 100 gram'),
  need('pouch for spices 250 g', 'मसाले के लिए 250 ग्राम पाउच', 'masala ke liye 250 gm pouch', 'மசாலா பொருட்களுக்கு 250 கிராம் பவுச்', 'masala 250 gram pouch'),
  need('spice powder pouch', 'मसाला पाउडर पाउच', 'masala powder pouch', 'மசாலா தூள் பவுச்', 'masala podi pouch'),
  need('chilli powder pouch', 'लाल मिर्च पाउडर पाउच', 'mirchi powder pouch', 'மிளகாய் தூள் பவுச்', 'milagai thool pouch'),
  need('turmeric powder pouch', 'हल्दी पाउडर पाउच', 'haldi powder pouch', 'மஞ்சள் தூள் பவுச்', 'manjal thool pouch'),
  need('spices pouch with window', 'विंडो वाला मसाला पाउच', 'masala pouch window wala', 'விண்டோ உள்ள மசாலா பவுச்', 'masala window pouch'),
  need('pouch for dry fruits 1 kg', 'ड्राई फ्रूट्स के लिए 1 किलो पाउच', 'sukhe meve ke liye 1 kilo pouch', 'உலர் பழங்களுக்கு 1 கிலோ பவுச்', 'dry fruits ku 1 kilo pouch'),
  need('dry fruits gift pouch', 'ड्राई फ्रूट्स गिफ्ट पाउच', 'mewa gift pouch', 'உலர் பழங்கள் பரிசு பவுச்', 'ular pazhangal gift pouch'),
  need('gold pouch for dry fruits', 'सूखे मेवे के लिए गोल्ड पाउच', 'meve ke liye golden pouch', 'உலர் பழங்களுக்கு தங்க நிற பவுச்', 'dry fruits ku thanga pouch'),
  need('zip lock pouch for dry fruits', 'ड्राइ फ्रूट के लिए ज़िपलॉक पाउच', 'dry fruit ke liye zip lock pouch', 'உலர் பழங்களுக்கு ஜிப் லாக் பவுச்', 'ular pazhangal ziplock pouch'),
  need('pouch for cashews', 'काजू के लिए पाउच', 'kaju ke liye pouch', 'முந்திரி பவுச்', 'munthiri pouch'),
  need('pouch for cashews 250 g', 'काजू के लिए 250 ग्राम पाउच', 'kaju ke liye paav kilo pouch', 'முந்திரிக்கு 250 கிராம் பவுச்', 'munthiri 250 gram pouch'),
  need('almond pouch', 'बादाम पाउच', 'badam pouch', 'பாதாம் பவுச்', 'badam pouch'),
  need('raisins pouch', 'किशमिश का पाउच', 'kismis pouch', 'உலர் திராட்சை பவுச்', 'ular thratchai pouch'),
  need('dates pouch', 'खजूर पाउच', 'khajoor pouch', 'பேரீச்சம்பழம் பவுச்', 'pericham pazham pouch'),
  need('transparent pouch for namkeen', 'नमकिन के लिये ट्रांसपैरेंट पाउच', 'namkeen ke liye transparent pouch', 'மிக்சருக்கு டிரான்ஸ்பரன்ட் பவுச்', 'mixture ku transparent pouch'),
  need('namkeen pouch 200 g', 'नमकीन पाउच 200 ग्राम', 'namkin pouch 200 gram', 'மிக்சர் பவுச் 200 கிராம்', 'mixture pouch 200 gram'),
  need('chips pouch', 'चिप्स पाउच', 'chips packing pouch', 'சிப்ஸ் பவுச்', 'chips pouch'),
  need('snacks pouch', 'स्नैक्स पाउच', 'snacks ke liye pouch', 'நொறுக்குத் தீனி பவுச்', 'snacks pouch'),
  need('biscuits pouch', 'बिस्कुट पाउच', 'biskut pouch', 'பிஸ்கட் பவுச்', 'biscuit pouch'),
  need('transparent zipper pouch for cookies', 'कुकीज़ के लिए ट्रांसपेरेंट ज़िपर पाउच', 'biscuit ke liye transparent zipper pouch', 'பிஸ்கட்டுக்கு டிரான்ஸ்பரன்ட் ஜிப்பர் பவுச்', 'biscuit ku transparent zipper pouch'),
  need('candy pouch', 'टॉफी पाउच', 'toffee pouch', 'மிட்டாய் பவுச்', 'mittai pouch'),
  need('chocolate pouch', 'चॉकलेट पाउच', 'chocolate ka pouch', 'சாக்லேட் பவுச்', 'chaaklet pouch'),
  need('pouch for chocolates', 'चॉकलेट के लिए पाउच', 'chocolate ke liye pouch', 'சாக்லேட்டுக்கு பவுச்', 'chocolate ku pouch'),
  need('makhana pouch', 'मखाना पाउच', 'makhane ka pouch', 'மக்கானா பவுச்', 'makhana pouch'),
  need('gold pouch for sweets', 'मिठाइ के लिए गोल्डन पाउच', 'mithai ke liye golden pouch', 'இனிப்புக்கு கோல்டு பவுச்', 'sweet ku gold pouch'),
  need('pouch for sweets 500 g', 'मिठाई के लिए आधा किलो पाउच', 'mithai ke liye 500 gram pouch', 'இனிப்புக்கு 500 கிராம் பவுச்', 'sweets ku arai kilo pouch'),
  need('rice pouch 5 kg', 'चावल के लिए 5 किलो पाउच', 'chawal ka 5 kilo pouch', 'அரிசி பவுச் 5 கிலோ', 'arisi pouch 5 kilo'),
  need('pouch for rice', 'चावल के लिए पाउच', 'chawal ke liye pouch', 'அரிசிக்கு பவுச்', 'arisi ku pouch'),
  need('atta pouch 1 kg', 'आटा पाउच 1 किलो', 'aata pouch 1 kilo', 'ஆட்டா பவுச் 1 கிலோ', 'atta pouch oru kilo'),
  need('dal pouch 500 g', 'दाल पाउच 500 ग्राम', 'daal pouch 500 gram', 'பருப்பு பவுச் 500 கிராம்', 'paruppu pouch arai kilo'),
  need('pouch for pulses', 'दालों के लिए पाउच', 'daal ke liye pouch', 'பருப்பு வகைகளுக்கு பவுச்', 'paruppu pouch'),
  need('millets pouch', 'मिलेट्स पाउच', 'mota anaj pouch', 'சிறுதானியம் பவுச்', 'siruthaniyam pouch'),
  need('ragi pouch', 'रागी पाउच', 'mandua pouch', 'கேழ்வரகு பவுச்', 'kezhvaragu pouch'),
  need('idli batter pouch', 'इडली बैटर पाउच', 'idli ghol pouch', 'இட்லி மாவு பவுச்', 'idli maavu pouch'),
  need('dosa batter pouch', 'डोसा बैटर पाउच', 'dosa ghol pouch', 'தோசை மாவு பவுச்', 'dosai maavu pouch'),
  need('honey pouch', 'शहद पाउच', 'shahad pouch', 'தேன் பவுச்', 'thaen pouch'),
  need('salt pouch', 'नमक पाउच', 'namak pouch', 'உப்பு பவுச்', 'uppu pouch'),
  need('sugar pouch', 'चीनी पाउच', 'cheeni pouch', 'சர்க்கரை பவுச்', 'sakkarai pouch'),
  need('protein powder pouch', 'प्रोटीन पाउडर पाउच', 'protein powder ka pouch', 'புரோட்டீன் பவுடர் பவுச்', 'protein powder pouch'),
  need('milk powder pouch', 'दुध पाउडर पाउच', 'doodh powder pouch', 'பால் பவுடர் பவுச்', 'paal powder pouch'),
  need('herbal powder pouch', 'हर्बल पाउडर पाउच', 'jadi buti powder pouch', 'மூலிகை பொடி பவுச்', 'mooligai podi pouch'),
  need('ayurvedic powder pouch', 'आयुर्वेदिक चूर्ण पाउच', 'ayurvedic churna pouch', 'ஆயுர்வேத பொடி பவுச்', 'ayurvedha podi pouch'),
  need('pet food pouch', 'पेट फूड पाउच', 'pet food ka pouch', 'செல்லப்பிராணி உணவு பவுச்', 'sellapirani unavu pouch'),
  need('pet treats pouch', 'पालतू जानवरों की ट्रीट्स का पाउच', 'pet treats wala pouch', 'செல்லப்பிராணி ட்ரீட்ஸ் பவுச்', 'pet treats ku pouch'),
  need('dog food pouch', 'कुत्ते के खाने का पाउच', 'kutte ka khana pouch', 'நாய் உணவு பவுச்', 'nai unavu pouch'),
  need('soap packaging pouch', 'साबुन पैकिंग पाउच', 'sabun packing pouch', 'சோப்பு பேக்கிங் பவுச்', 'soppu packing pouch'),
  need('seeds pouch', 'बीज पाउच', 'beej pouch', 'விதை பவுச்', 'vithai pouch'),
  need('fertiliser pouch', 'खाद पाउच', 'khaad pouch', 'உரம் பவுச்', 'uram pouch'),
  need('detergent powder pouch', 'डिटर्जेंट पाउडर पाउच', 'surf powder pouch', 'டிடர்ஜென்ட் பவுடர் பவுச்', 'salavai thool pouch'),
  need('incense pouch', 'अगरबत्ती पाउच', 'agarbatti pouch', 'ஊதுபத்தி பவுச்', 'oodhupathi pouch'),
  need('jewellery pouch', 'ज्वेलरी पाउच', 'gehne ke liye pouch', 'நகை பவுச்', 'nagai pouch'),
  need('return gift pouch', 'रिटर्न गिफ्ट पाउच', 'return gift ke liye pouch', 'ரிட்டர்ன் கிஃப்ட் பவுச்', 'return gift pouch'),
  // Kinds, materials, finishes, features
  need('kraft pouch with window', 'विंडो वाला क्राफ्ट पाउच', 'window wala kraft pouch', 'விண்டோ உள்ள க்ராஃப்ட் பவுச்', 'window ulla kraft pouch'),
  need('kraft pouch for tea', 'चाय के लिए क्राफ्ट पाउच', 'chai ke liye kraft pouch', 'டீக்கு க்ராஃப்ட் பவுச்', 'tea ku kraft pouch'),
  need('kraft paper pouch', 'क्राफ्ट पेपर पाउच', 'kraft kagaz pouch', 'க்ராஃப்ட் பேப்பர் பவுச்', 'kiraft paper pouch'),
  need('matte black pouch', 'काला मैट पाउच', 'kala matt pouch', 'கருப்பு மேட் பவுச்', 'karuppu matte pouch'),
  need('stand up pouch with zipper', 'ज़िपर वाला स्टैंड अप पाउच', 'zipper wala standup pouch', 'ஜிப்பர் உள்ள ஸ்டாண்ட் அப் பவுச்', 'zipper ulla stand up pouch'),
  need('gold stand up pouch', 'गोल्ड स्टैंड अप पाउच', 'golden standup pouch', 'கோல்டு ஸ்டாண்ட் அப் பவுச்', 'thanga stand up pouch'),
  need('standy pouch', 'स्टैंडी पाउच', 'standee pouch', 'ஸ்டாண்டி பவுச்', 'standy pouch'),
  need('zip lock pouch', 'जिप लॉक पाउच', 'zip lock wala pouch', 'ஜிப் லாக் பவுச்', 'ziplock pouch'),
  need('silver zipper pouch', 'सिल्वर जिपर पाऊच', 'silver zipar pouch', 'சில்வர் சிப்பர் பௌச்', 'velli zipper pouch'),
  need('aluminium foil pouch', 'एल्युमिनियम फॉयल पाउच', 'aluminum foyal pouch', 'அலுமினியம் ஃபாயில் பவுச்', 'aluminiyam foil pouch'),
  need('silver foil pouch for coffee', 'कॉफी के लिए सिल्वर फॉयल पाउच', 'coffee ke liye silver foil pouch', 'காபிக்கு சில்வர் ஃபாயில் பவுச்', 'kaapi ku silver foil pouch'),
  need('clear pouch', 'क्लियर पाउच', 'clear wala pouch', 'கிளியர் பவுச்', 'clear pouch'),
  need('milky pouch', 'मिल्की पाउच', 'doodhiya pouch', 'பால் வெள்ளை பவுச்', 'paal vellai pouch'),
  need('coloured pouch', 'रंगीन पाउच', 'rangeen pouch', 'வண்ண பவுச்', 'vanna pouch'),
  need('coloured window pouch', 'रंगीन विंडो पाउच', 'rangeen window pouch', 'வண்ண விண்டோ பவுச்', 'colour window pouch'),
  need('coloured zipper pouch', 'कलर्ड ज़िपर पाउच', 'colourful zipper pouch', 'கலர் ஜிப்பர் பவுச்', 'vanna zipper pouch'),
  need('metallised pouch', 'मेटालाइज्ड पाउच', 'metalaizd pouch', 'மெட்டலைஸ்டு பவுச்', 'metallic pouch'),
  need('3 layer pouch', 'तीन लेयर पाउच', 'teen layer pouch', 'மூன்று லேயர் பவுச்', 'moonu layer pouch'),
  need('pouch without window', 'बिना विंडो वाला पाउच', 'bina window pouch', 'விண்டோ இல்லாத பவுச்', 'window illatha pouch'),
  need('pouch without zipper', 'बिना जिपर का पाउच', 'bina zipper ke pouch', 'ஜிப் இல்லாத பவுச்', 'zipper illatha pouch'),
  need('both side transparent pouch', 'दोनों तरफ़ ट्रांसपेरेंट पाउच', 'dono side transparent pouch', 'இரு பக்கமும் டிரான்ஸ்பரன்ட் பவுச்', 'iru pakkamum transparent pouch'),
  need('one side silver pouch', 'एक तरफ सिल्वर पाउच', 'ek side silver pouch', 'ஒரு பக்கம் சில்வர் பவுச்', 'oru pakkam silver pouch'),
  need('flat bottom pouch', 'फ्लैट बॉटम पाउच', 'flat bottom wala pouch', 'பிளாட் பாட்டம் பவுச்', 'flat bottom pouch'),
  need('pouch with tear notch', 'टियर नॉच वाला पाउच', 'tear notch wala pouch', 'டியர் நாட்ச் உள்ள பவுச்', 'tear notch ulla pouch'),
  need('heat sealed pouch', 'हीट सील पाउच', 'heat seal pouch', 'ஹீட் சீல் பவுச்', 'heat seal pouch'),
  need('resealable pouch', 'दोबारा बंद होने वाला पाउच', 'reseal wala pouch', 'மீண்டும் மூடக்கூடிய பவுச்', 'reseal pouch'),
  need('moisture proof pouch', 'नमी प्रूफ पाउच', 'nami proof pouch', 'ஈரப்பதம் புகாத பவுச்', 'eeram pugatha pouch'),
  need('airtight pouch', 'एयरटाइट पाउच', 'hawaband pouch', 'காற்றுப்புகாத பவுச்', 'airtight pouch'),
  need('food grade pouch', 'फ़ूड ग्रेड पाउच', 'food grade wala pouch', 'உணவு தர பவுச்', 'food grade pouch'),
  need('gusset pouch', 'गसेट पाउच', 'gusset wala pouch', 'கஸ்ஸெட் பவுச்', 'gusset pouch'),
  need('pouch with label', 'लेबल वाला पाउच', 'label wala pouch', 'லேபிள் உள்ள பவுச்', 'label ulla pouch'),
  need('printed pouch with logo', 'लोगो प्रिंट वाला पाउच', 'logo print wala pouch', 'லோகோ பிரிண்ட் பவுச்', 'logo print pouch'),
  need('digital printed pouch', 'डिजिटल प्रिंटेड पाउच', 'digital print wala pouch', 'டிஜிட்டல் பிரிண்டிங் பவுச்', 'digital printing pouch'),
  need('custom printed pouch', 'कस्टम प्रिंटेड पाउच', 'custom printing wala pouch', 'கஸ்டம் பிரிண்ட் பவுச்', 'custom print pouch'),
  need('pouch sample', 'पाउच का सैंपल', 'pouch ka sample', 'பவுச் மாதிரி', 'pouch mathiri'),
  // Sizes
  need('small pouch 50 g', 'छोटा पाउच 50 ग्राम', 'chhota pouch 50 gram', 'சின்ன பவுச் 50 கிராம்', 'chinna pouch 50 gram'),
  need('500 g pouch', 'आधा किलो का पाउच', 'aadha kilo pouch', 'அரை கிலோ பவுச்', 'arai kilo pouch'),
  need('250 g pouch', 'पाव किलो पाउच', 'paav kilo pouch', 'கால் கிலோ பவுச்', 'kaal kilo pouch'),
  need('window pouch 500 g', 'विंडो पाउच आधा किलो', 'window pouch aadha kilo', 'விண்டோ பவுச் அரை கிலோ', 'window pouch 500 gram'),
  need('zipper pouch 250 g', 'ज़िपर पाउच 250 ग्राम', 'zipper pouch paav kilo', 'ஜிப்பர் பவுச் கால் கிலோ', 'zipper pouch kaal kilo'),
  need('kraft pouch 1 kg', 'एक किलो क्राफ्ट पाउच', 'ek kilo kraft pouch', 'ஒரு கிலோ க்ராஃப்ட் பவுச்', 'oru kilo kraft pouch'),
  need('kraft window pouch 250 g', 'क्राफ्ट विंडो पाउच 250 ग्राम', 'kraft vindo pouch 250 gm', 'க்ராஃப்ட் விண்டோ பவுச் 250 கிராம்', 'kraft window pouch kaal kilo'),
  need('transparent pouch 2 kg', 'दो किलो ट्रांसपेरेंट पाउच', 'do kilo transparent pouch', 'இரண்டு கிலோ டிரான்ஸ்பரன்ட் பவுச்', 'rendu kilo transparent pouch'),
  need('gold zipper pouch 500 g', 'गोल्डन ज़िपर पाउच 500 ग्राम', 'sunehra zipper pouch 500 gram', 'தங்க நிற ஜிப்பர் பவுச் 500 கிராம்', 'gold zipper pouch arai kilo'),
  need('silver pouch 100 g', 'सिल्वर पाउच 100 ग्राम', 'silver pouch sau gram', 'சில்வர் பவுச் 100 கிராம்', 'velli pouch 100 gram'),
];
