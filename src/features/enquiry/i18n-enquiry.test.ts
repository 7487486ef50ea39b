import { describe, expect, it } from 'vitest';
import { textProblem, textProblemIn } from './intake/text';
import { invalidMessage } from './intake/fields';
import { prefillMessage } from './intake/prefill';
import { languageText } from './delivery/staff-copy';
import { effectiveIn, policiesIn } from '@features/pages/content/policies';

const policies = policiesIn.en;
import { contactContent } from './intake/contact-content';
import { lineFigures } from './intake/enquiry-sent';
import { fileNameProblem } from './files/limits';
import { artworkMessagesIn } from './files/upload';
import { crossSiteMessage } from './intake/same-origin';
import { locales } from '@platform/i18n/locales';
import { enquiryRules } from './intake/enquiry.rules';
import { itemsRules } from './intake/items.rules';

const { parseEnquiry } = await enquiryRules();
const { itemsSchemaFor } = await itemsRules();

const valid = { name: 'Asha Rao', email: 'asha@example.com', phone: '98765 43210', message: 'We need 500 kraft pouches.' };

describe('the rule of typed text, said in each language', () => {
  it('is the English fragment after the field in English, and the field first in Hindi and Tamil', () => {
    for (const [value, lines] of [
      ['Eve\nX', 'line'],
      ['a\u2028b', 'lines'],
      ['in\u202Evoice', 'line'],
      ['a\u0007b', 'line'],
      ['a\u200Bb', 'line'],
      ['=?UTF-8?B?4oCu?=', 'line'],
    ] as const) {
      expect(textProblemIn(value, lines, 'en', 'Your name')).toBe(`Your name ${textProblem(value, lines)}`);
      expect(textProblemIn(value, lines, 'hi', 'आपका नाम')).toMatch(/^आपका नाम: /);
      expect(textProblemIn(value, lines, 'ta', 'உங்கள் பெயர்')).toMatch(/^உங்கள் பெயர்: /);
    }
    expect(textProblemIn('in\u202Evoice', 'line', 'hi', 'नाम')).toBe('नाम: इसमें ऐसा कैरेक्टर है जो टेक्स्ट की दिशा बदल देता है (U+202E)।');
    expect(textProblemIn('ஸ்ரீ', 'line', 'ta', 'பெயர்')).toBeNull();
  });

  it('names the wrong fields in the language asked, one field or several', () => {
    expect(invalidMessage({ phone: 'x' })).toBe('Please check this field: Phone.');
    expect(invalidMessage({ phone: 'x', message: 'y' }, 'hi')).toBe('कृपया ये फ़ील्ड जाँचें: फ़ोन, मैसेज।');
    expect(invalidMessage({ files: 'x' }, 'ta')).toBe('இந்தப் பகுதியைச் சரிபாருங்கள்: ஆர்ட்வொர்க் ஃபைல்கள்.');
  });

  it('validates the same way in every language, with messages of its own', () => {
    for (const locale of locales) expect(parseEnquiry(valid, locale).ok).toBe(true);
    const wrong = { ...valid, name: 'A', email: 'asha@', phone: '123', message: '' };
    const en = parseEnquiry(wrong, 'en');
    const hi = parseEnquiry(wrong, 'hi');
    const ta = parseEnquiry(wrong, 'ta');
    if (en.ok || hi.ok || ta.ok) throw new Error('accepted');
    expect(Object.keys(hi.errors).sort()).toEqual(Object.keys(en.errors).sort());
    expect(Object.keys(ta.errors).sort()).toEqual(Object.keys(en.errors).sort());
    expect(en.errors.name).toBe('Enter your name: at least 2 characters.');
    expect(hi.errors.name).toBe('अपना नाम लिखें: कम से कम 2 अक्षर।');
    expect(ta.errors.message).toBe('உங்கள் செய்தியை எழுதுங்கள்.');
    expect(hi.errors.email).toBe('सही ई-मेल पता लिखें, जैसे name@example.com।');
  });

  it("names a quote line by its number in the buyer's language, the quantity grouped the Indian way", () => {
    const line = { product: 'kraft-with-window', size: '500gm', quantity: 5 };
    const en = itemsSchemaFor('en').safeParse([line]);
    const hi = itemsSchemaFor('hi').safeParse([line]);
    expect(en.error!.issues[0]!.message).toBe('Line 1: the quantity must be a whole number of pouches from 100 to 1,00,000.');
    expect(hi.error!.issues[0]!.message).toBe('लाइन 1: मात्रा 100 से 1,00,000 पाउच के बीच पूरी संख्या होनी चाहिए।');
  });
});

describe('what the enquiry says around the form', () => {
  it("starts a message from a quote button in the page's language", () => {
    const query = { product: 'kraft-with-window', size: '500gm', quantity: '2500' };
    expect(prefillMessage(query)).toMatch(
      /^Hello, I would like a quote for:\n- .*, size 500gm, quantity 2,500 pouches\n\nPlease share prices, options and delivery time\.$/,
    );
    expect(prefillMessage(query, 'hi')).toMatch(/^नमस्ते, मुझे इनका कोटेशन चाहिए:\n- .*, साइज़ 500gm, मात्रा 2,500 पाउच\n\nकृपया कीमत, विकल्प और डिलीवरी का समय बताएँ।$/);
    expect(prefillMessage({ quote: true }, 'ta')).toBe('வணக்கம், கீழே உள்ள பவுச்களுக்கு விலைப்புள்ளி வேண்டும்.\n\nவிலை, தேர்வுகள், டெலிவரி நேரம் ஆகியவற்றைத் தெரிவியுங்கள்.');
  });

  it("gives a line's figures in the page's language", () => {
    expect(lineFigures({ quantity: 12500, note: '', estimate: null })).toBe('12,500 pouches · price on request');
    expect(lineFigures({ quantity: 12500, note: 'matt', estimate: 2940 }, 'hi')).toBe('12,500 पाउच · अनुमानित ₹2,940.00 · matt');
  });

  it("refuses files in the buyer's language", () => {
    expect(fileNameProblem('a/b.pdf')).toBe("The file's name is a path: send the file itself, with its own name.");
    expect(fileNameProblem('', 'ta')).toBe('ஃபைலுக்குப் பெயர் இல்லை.');
    expect(fileNameProblem('x\u202Efdp.bat', 'hi')).toBe('फ़ाइल का नाम: इसमें ऐसा कैरेक्टर है जो टेक्स्ट की दिशा बदल देता है (U+202E)।');
    expect(artworkMessagesIn('en').rateLimited(61, 'add')).toBe('You have sent many files in a short time. Please wait 2 minutes, then add this one again.');
    expect(artworkMessagesIn('en').bytesLimited(30, 'form')).toBe(
      'You have sent 1000 MB of files in a short time, the most we take from one visitor in ten minutes. Please wait 1 minute, then send the form again; your details are kept below.',
    );
    expect(artworkMessagesIn('hi').rateLimited(61, 'form')).toBe(
      'आपने थोड़े समय में बहुत सारी फ़ाइलें भेजी हैं। कृपया 2 मिनट रुकें, फिर फ़ॉर्म फिर से भेजें; आपकी जानकारी नीचे रखी हुई है।',
    );
  });

  it("says where a refused form came from in the buyer's language", () => {
    expect(crossSiteMessage('another site')).toMatch(/^This was sent to us from another site, not from our own pages/);
    expect(crossSiteMessage('another site', 'hi')).toMatch(/^यह हमें किसी दूसरी वेबसाइट से भेजा गया/);
    expect(crossSiteMessage('evil.example', 'ta')).toContain('evil.example என்பதிலிருந்து');
  });

  it("names the buyer's language to the staff in English", () => {
    expect(languageText('hi')).toBe('Hindi (hi-IN)');
    expect(languageText('ta')).toBe('Tamil (ta-IN)');
    expect(languageText('en')).toBe('English (en-IN)');
    expect(languageText(undefined)).toBe('English (en-IN)');
  });

  it("keeps the contact page's spec words in English and has them in every language", () => {
    expect(contactContent.sendingLabel.en).toBe('Sending...');
    expect(contactContent.touchTitle.en).toBe('Get in Touch');
    for (const locale of locales) expect(contactContent.reasons.every((r) => r.title[locale] && r.text[locale])).toBe(true);
  });
});

describe('the policies in every language', () => {
  it('has the same sections in each language as the binding English, none of them English words', () => {
    for (const locale of ['hi', 'ta'] as const) {
      const translated = policiesIn[locale];
      expect(translated.map((p) => p.slug)).toEqual(policies.map((p) => p.slug));
      translated.forEach((p, i) => {
        const en = policies[i]!;
        expect(p.sections.map((s) => [s.id, s.content.length, s.items?.length, s.exclusions?.length, Boolean(s.note), s.contact])).toEqual(
          en.sections.map((s) => [s.id, s.content.length, s.items?.length, s.exclusions?.length, Boolean(s.note), s.contact]),
        );
        expect(p.heading).not.toBe(en.heading);
        for (const s of p.sections) {
          expect(s.title).not.toBe(en.sections.find((e) => e.id === s.id)!.title);
          for (const text of [...s.content, ...(s.items ?? []), ...(s.exclusions ?? [])])
            expect(text, text).toMatch(locale === 'hi' ? /[\u0900-\u097F]/ : /[\u0B80-\u0BFF]/);
        }
      });
    }
    expect(policies.find((p) => p.slug === 'return-policy')!.sections[2]!.content[0]).toContain('within 48 hours of delivery');
  });

  it("dates a policy as the page's language writes a month", () => {
    const date = { label: 'October 2025', iso: '2025-10-01' };
    expect(effectiveIn(date, 'en')).toBe('October 2025');
    expect(effectiveIn(date, 'hi')).toMatch(/^अक्[टत]ूबर 2025$/);
    expect(effectiveIn(date, 'ta')).toBe('அக்டோபர் 2025');
  });
});
