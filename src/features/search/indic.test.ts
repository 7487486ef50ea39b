import { describe, expect, it } from 'vitest';
import { normalizeDevanagari, normalizeTamil, phoneticKey, searchWords } from './indic';

describe('normalizeDevanagari (after Lucene HindiNormalizer)', () => {
  it.each([
    // rule, one spelling, the other
    ['NFC first, then the nukta dropped (precomposed क़ U+0958)', '\u0958\u093e\u0917\u091c', 'कागज'],
    ['nukta dropped (ज + ़)', 'ज़िपर', 'जिपर'],
    ['nukta letters NFC keeps composed (ऩ → न)', 'प\u0929ीर', 'पनीर'],
    ['chandrabindu read as anusvara', 'चाँदी', 'चांदी'],
    ['न with virama before a consonant read as anusvara', 'हिन्दी', 'हिंदी'],
    ['ण with virama before a consonant read as anusvara', 'ठण्डा', 'ठंडा'],
    ['म with virama before a consonant read as anusvara', 'लम्बा', 'लंबा'],
    ['visarga dropped', 'दुःख', 'दुख'],
    ['ी folded to ि', 'चीनी', 'चिनि'],
    ['ू folded to ु', 'दूध', 'दुध'],
    ['ई folded to इ', 'ईख', 'इख'],
    ['ऊ folded to उ', 'ऊन', 'उन'],
    ['आ folded to अ', 'आटा', 'अटा'],
    ['ै folded to े', 'थैली', 'थेली'],
    ['ौ folded to ो', 'पौच', 'पोच'],
    ['chandra ॉ folded to ो', 'कॉफी', 'कोफी'],
    ['chandra ॅ folded to े', 'बॅग', 'बेग'],
    ['ZWJ and ZWNJ dropped', 'क्\u200dष', 'क्ष'],
    ['ZWNJ dropped', 'पा\u200cउच', 'पाउच'],
  ])('%s: %s = %s', (_rule, a, b) => {
    expect(normalizeDevanagari(a)).toBe(normalizeDevanagari(b));
  });

  it('drops the virama last, and keeps a nasal doubled before itself', () => {
    expect(normalizeDevanagari('क्राफ्ट')).toBe('कराफट');
    expect(normalizeDevanagari('चम्मच')).toBe('चममच');
    expect(normalizeDevanagari('हिन्दी')).toBe('हिंदि');
  });

  it('passes other scripts through', () => {
    expect(normalizeDevanagari('kraft 250')).toBe('kraft 250');
  });
});

describe('normalizeTamil', () => {
  it.each([
    ['NFC first (ோ typed as ே + ா)', 'ச\u0bc7\u0bbeப்', 'சோப்'],
    ['ZWJ and ZWNJ dropped', 'ஜிப்\u200cபர்', 'ஜிப்பர்'],
    ['ீ folded to ி', 'டீ', 'டி'],
    ['ூ folded to ு', 'பூ', 'பு'],
    ['ே folded to ெ', 'தேன்', 'தென்'],
    ['ோ folded to ொ', 'சோப்', 'சொப்'],
    ['ஈ ஊ ஏ ஓ folded to இ உ எ ஒ', 'ஈஊஏஓ', 'இஉஎஒ'],
    ['ஜ as ச', 'ஜிப்பர்', 'சிப்பர்'],
    ['ஷ as ச', 'ஷிப்பிங்', 'சிப்பிங்'],
    ['ஸ as ச', 'ஸ்நாக்ஸ்', 'ச்நாக்ச்'],
    ['ஹ as க', 'ஹீட்', 'கீட்'],
    ['a stray pulli dropped (doubled)', 'பவுச்்', 'பவுச்'],
    ['a stray pulli dropped (on a vowel sign)', 'கா்பி', 'காபி'],
  ])('%s: %s = %s', (_rule, a, b) => {
    expect(normalizeTamil(a)).toBe(normalizeTamil(b));
  });

  it('keeps ா and the pulli on consonants', () => {
    expect(normalizeTamil('காப்பி')).toBe('காப்பி');
  });
});

describe('phoneticKey', () => {
  it.each([
    // Where the brief's words meet
    ['कॉफी', 'kopi'],
    ['कॉफ़ी', 'kopi'],
    ['coffee', 'kopi'],
    ['kaafi', 'kpi'],
    ['kaapi', 'kpi'],
    ['காபி', 'kpi'],
    ['காப்பி', 'kpi'],
    ['चाय', 'ci'],
    ['chay', 'ci'],
    ['पाउच', 'puc'],
    ['pouch', 'puc'],
    ['पाऊच', 'puc'],
    ['नमकीन', 'nmkin'],
    ['namkeen', 'nmkin'],
    ['namkin', 'nmkin'],
    ['मसाला', 'msl'],
    ['masala', 'msl'],
    ['masaala', 'msl'],
    ['सूखे', 'suke'],
    ['sookhe', 'suke'],
    ['sukhe', 'suke'],
    ['आटा', 'at'],
    ['atta', 'at'],
    ['aata', 'at'],
    ['क्राफ्ट', 'krpt'],
    ['kraft', 'krpt'],
    ['க்ராஃப்ட்', 'krpt'],
    ['ज़िपर', 'jipr'],
    ['जिपर', 'jipr'],
    ['zipar', 'jipr'],
    ['jipar', 'jipr'],
    ['थैली', 'teli'],
    ['thaili', 'teli'],
    ['பை', 'pe'],
    ['pai', 'pe'],
    ['कृष्णा', 'krisn'],
    ['krishna', 'krisn'],
    ['ऋतु', 'ritu'],
  ])('%s → %s', (word, key) => {
    expect(phoneticKey(word)).toBe(key);
  });

  it.each([
    ['k/kh/q are k', ['kaju', 'khaju', 'qaju']],
    ['g/gh are g', ['gee', 'ghee']],
    ['ch/chh are c', ['chota', 'chhota']],
    ['j/jh/z are j', ['jal', 'jhal', 'zal']],
    ['t/th are t', ['tel', 'thel']],
    ['d/dh are d', ['dal', 'dhal']],
    ['p/ph/f are p', ['pal', 'phal', 'fal']],
    ['b/bh are b', ['bura', 'bhura']],
    ['v/w are v', ['vala', 'wala']],
    ['s/sh are s', ['sakkar', 'shakkar']],
    ['c before e, i, y is s', ['cement', 'sement']],
    ['c before other letters is k', ['cover', 'kover']],
    ['x is ks', ['box', 'boks']],
    ['y is i', ['dry', 'dri']],
    ['ee/ii are i', ['cheeni', 'chiini', 'chini']],
    ['oo/uu/ou are u', ['doodh', 'duudh', 'doudh', 'dudh']],
    ['ai is e', ['thaila', 'thela']],
    ['a is written only first (aa as a)', ['aadha', 'adha', 'adhaa']],
    ['doubled letters once', ['patti', 'pati']],
    ['accents dropped', ['kāju', 'kaju']],
    ['Devanagari aspirates as plain', ['खजूर', 'कजूर']],
    ['Devanagari inherent and long a unwritten', ['मसाला', 'मसल']],
    ['Devanagari अ and आ written only first, as romanised a', ['महाअभियान', 'mahaabhiyaan', 'mahabhiyan']],
    ['Devanagari anusvara as n', ['हिंदी', 'हिनदी']],
    ['Tamil grantha as Tamil', ['ஜிப்', 'சிப்']],
    ['Tamil ழ ள ல as l', ['பழம்', 'பளம்', 'பலம்']],
    ['Tamil ai as e', ['தோசை', 'தோசெ']],
  ])('%s', (_rule, words) => {
    const keys = new Set(words.map(phoneticKey));
    expect(keys.size, [...keys].join(' ')).toBe(1);
  });

  it('reads a word as its normaliser does: the key of a word and of its normalised spelling are one', () => {
    const texts = [
      'ज़िपर क़ीमत चाँदी हिन्दी हिंदी लम्बा सैम्पल निम्नीकरणीय चम्मच ठण्डा दुःख बॅग ऑर्डर कॉफ़ी पौच ऊन ईख ऋतु कृष्णा ॠ ॡ ॢ',
      'पा\u200cउच क्\u200dष \u0958\u093e\u0917\u091c प\u0929ीर \u0931 \u0934 अआॲ महाअभियान',
      'ஜிப்பர் ஸ்நாக்ஸ் ஹீட் ஷிப்பிங் ஶ ச\u0bc7\u0bbeப் சௌ பவுச்் கா்பி ஜிப்\u200cபர் ஈஊஏஓஐஔ தோசை பழம்',
    ];
    const words = texts.flatMap(searchWords);
    for (const w of words) {
      const normalised = /[\u0900-\u097f]/.test(w) ? normalizeDevanagari(w) : normalizeTamil(w);
      expect(phoneticKey(normalised), w).toBe(phoneticKey(w));
    }
  });

  it('keeps digits, doubled or not', () => {
    expect(phoneticKey('500')).toBe('500');
    expect(phoneticKey('1000')).toBe('1000');
  });
});

describe('searchWords', () => {
  it('splits at punctuation and where Indic letters meet Latin letters or digits, and reads Indic digits', () => {
    expect(searchWords('250ग्राम कॉफ़ी-पाउच')).toEqual(['250', 'ग्राम', 'कॉफ़ी', 'पाउच']);
    expect(searchWords('kraftपाउच ५०० ௫௦ 250gm')).toEqual(['kraft', 'पाउच', '500', '50', '250gm']);
    expect(searchWords('जी.एस.टी')).toEqual(['जी', 'एस', 'टी']);
  });

  it('keeps joiners out of words', () => {
    expect(searchWords('पा\u200cउच')).toEqual(['पाउच']);
  });
});
