import { describe, expect, it, vi } from 'vitest';
import { site } from '@platform/content/site';
import { staffText } from './delivery/staff-copy';
import { call, cookiesOf, formBody, jsonRequest, mailScript, nextIp, oldStart, person, row } from '@tests/worker/enquiry-helpers';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = site.origin;
const get = async (path: string, headers: Record<string, string> = {}) => {
  const { res } = await call(new Request(`http://localhost${path}`, { headers }));
  return { res, html: (await res.text()).replaceAll('/>', '>') };
};

/** The form as a browser without JavaScript posts it, to the address its page gave it. */
async function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp(), ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}
const filledForm = async (page: string, extra: Record<string, string> = {}) => ({
  ...person,
  website: '',
  idempotencyKey: crypto.randomUUID(),
  startedAt: await oldStart(),
  sourcePage: page,
  ...extra,
});

/** Every link in the body to a page of ours, but the language switcher's and the binding English text's (they carry hreflang). */
function ownLinks(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/hreflang=/i.test(attrs))
    .map((attrs) => /href="([^"]*)"/.exec(attrs)?.[1] ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/** What every page in Hindi or Tamil must say of itself: its language, a canonical of its own, and every language's alternate. */
function expectLocalePage(html: string, locale: 'hi' | 'ta', path: string) {
  const tag = `${locale}-IN`;
  expect(html.startsWith(`<!DOCTYPE html><html lang="${tag}">`)).toBe(true);
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/${locale}${path}">`);
  for (const [hreflang, href] of [
    ['en-IN', path],
    ['hi-IN', `/hi${path}`],
    ['ta-IN', `/ta${path}`],
    ['x-default', path],
  ]) {
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${href!.replace(/[/.]/g, '\\$&')}">`, 'i'));
  }
  const links = ownLinks(html);
  expect(links.length).toBeGreaterThan(10);
  for (const href of links) expect(href, href).toMatch(new RegExp(`^/${locale}/`));
}

describe('the contact page in Hindi and Tamil', () => {
  it.each([
    [
      'hi',
      [
        'आइए, मिलकर आपके पाउच बनाएँ',
        'हमें मैसेज भेजें',
        'हम 24 घंटे के अंदर जवाब देते हैं',
        'placeholder="आपका पूरा नाम"',
        '>मैसेज भेजें</button>',
        'WhatsApp पर चैट करें',
        'हमसे संपर्क क्यों करें',
        'प्राइवेसी पॉलिसी',
      ],
    ],
    [
      'ta',
      [
        'உங்கள் பவுச்களை இணைந்து உருவாக்குவோம்',
        'எங்களுக்குச் செய்தி அனுப்புங்கள்',
        '24 மணி நேரத்துக்குள் பதில்',
        'placeholder="உங்கள் முழுப் பெயர்"',
        '>செய்தியை அனுப்பு</button>',
        'WhatsApp-இல் சாட் செய்யுங்கள்',
        'ஏன் எங்களை அணுக வேண்டும்',
        'தனியுரிமைக் கொள்கை',
      ],
    ],
  ] as const)('/%s/contactus answers 200 in its language, its form posting to its own address', async (locale, words) => {
    const { res, html } = await get(`/${locale}/contactus`);
    expect(res.status).toBe(200);
    expectLocalePage(html, locale, '/contactus');
    for (const w of words) expect(html).toContain(w);
    expect(html).not.toContain('Send Us a Message');
    expect(html).not.toContain('Why Reach Out');
    expect(html).toContain(`action="/${locale}/contactus#enquiry-error"`);
    expect(html).toMatch(new RegExp(`name="sourcePage" value="/${locale}/contactus"`));
    expect(html).toContain(`"inLanguage":"${locale}-IN"`);
    expect(html).toContain(`"item":"${ORIGIN}/${locale}/contactus"`);
  });

  it('keeps the English page as it was, at its own address, with the other languages as alternates', async () => {
    const { html } = await get('/contactus');
    expect(html.startsWith('<!DOCTYPE html><html lang="en-IN">')).toBe(true);
    expect(html).toContain('Make Your Pouches Together');
    expect(html).toContain('action="/contactus#enquiry-error"');
    expect(html).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${ORIGIN}/hi/contactus">`);
  });

  it('starts a Hindi enquiry from a quote button in Hindi', async () => {
    const { html } = await get('/hi/contactus?product=kraft-with-window');
    expect(html).toContain('नमस्ते, मुझे इनका कोटेशन चाहिए:');
    expect(html).toContain('कृपया कीमत, विकल्प और डिलीवरी का समय बताएँ।');
  });
});

describe('an enquiry posted from the Hindi page without JavaScript', () => {
  it('shows the form again with its errors in Hindi, 400 as in English, the values kept', async () => {
    const { res } = await postForm('/hi/contactus', await filledForm('/hi/contactus', { phone: '12345', message: 'short' }));
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll('/>', '>');
    expect(html.startsWith('<!DOCTYPE html><html lang="hi-IN">')).toBe(true);
    expect(html).toContain('कृपया ये फ़ील्ड जाँचें: फ़ोन, मैसेज।');
    expect(html).toMatch(/id="enquiry-phone-error" data-error-for="phone">.*10 अंकों का भारतीय फ़ोन नंबर लिखें, जैसे 98765 43210।/);
    expect(html).toMatch(/id="enquiry-message-error" data-error-for="message">.*मैसेज बहुत छोटा है: कम से कम 10 अक्षर लिखें।/);
    expect(html).not.toContain('Please check');
    expect(html).toContain('action="/hi/contactus#enquiry-error"');
    expect(html).toContain('>short</textarea>');
  });

  it('is stored with its language, lands on the Hindi confirmation, and the staff copy names Hindi', async () => {
    const mail = mailScript('hindi-post');
    await mail.answer('ok');
    const { res, settled } = await call(
      new Request('http://localhost/hi/contactus', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
        body: new URLSearchParams(await filledForm('/hi/contactus', { name: 'आशा राव', message: 'हमें मसाले के लिए 500 क्राफ्ट पाउच चाहिए।' })).toString(),
      }),
      mail.env(),
    );
    expect(res.status).toBe(303);
    await settled();
    const location = res.headers.get('location')!;
    const reference = /^\/hi\/contactus\?sent=(ENQ-[0-9A-Z]{10})#enquiry-done$/.exec(location)![1]!;
    expect(await row(reference)).toMatchObject({ locale: 'hi', source_page: '/hi/contactus', name: 'आशा राव' });
    // The cookie that shows what arrived is for the Hindi page it lands on.
    expect(res.headers.getSetCookie().join('\n')).toMatch(/enquiry-sent=[^;]+;.*Path=\/hi\/contactus/i);

    const { html } = await get(location.replace(/#.*/, ''), { cookie: cookiesOf(res) });
    expect(html).toContain(`धन्यवाद! आपकी इन्क्वायरी भेज दी गई है। आपका रेफ़रेंस नंबर ${reference} है।`);
    expect(html).toContain(`भेज दी गई, रेफ़रेंस नंबर ${reference}</h3>`);
    expect(html).toMatch(/<a class="btn btn-primary" href="\/hi\/contactus" data-send-another="">एक और इन्क्वायरी भेजें<\/a>/);
    expect(html).toContain('आपकी जानकारी');

    const received = (await mail.log()).find((r) => r.id === reference)!;
    const lines = received.payload.text!.split('\n');
    expect(lines.slice(0, 3)).toEqual([`Reference: ${reference}`, expect.stringMatching(/^Received: /), 'Language: Hindi (hi-IN)']);
    expect(received.payload.subject).toBe(`Enquiry ${reference} from आशा राव`);
  });

  it('stores an English enquiry as English, its staff copy as before', async () => {
    const { res } = await postForm('/contactus', await filledForm('/contactus'));
    expect(res.status).toBe(303);
    const reference = /sent=(ENQ-[0-9A-Z]{10})/.exec(res.headers.get('location')!)![1]!;
    const stored = (await row(reference))!;
    expect(stored).toMatchObject({ locale: 'en', source_page: '/contactus' });
    expect(staffText(stored, [], [ORIGIN])).not.toContain('Language:');
    expect(staffText({ ...stored, locale: 'ta' }, [], [ORIGIN])).toContain('\nLanguage: Tamil (ta-IN)\n');
  });

  it('refuses a Tamil form posted from another site in Tamil', async () => {
    const { res } = await postForm('/ta/contactus', await filledForm('/ta/contactus'), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('<html lang="ta-IN">');
    expect(html).toContain('evil.example என்பதிலிருந்து அனுப்பப்பட்டது');
    expect(html).toContain('href="/ta/contactus"');
  });
});

describe('the enquiry API in the language the form names', () => {
  it('answers a Tamil enquiry with a wrong phone number in Tamil, field by field', async () => {
    const { res } = await call(jsonRequest(await formBody({ phone: '12345', locale: 'ta', sourcePage: '/ta/contactus' })));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(answer.message).toBe('இந்தப் பகுதியைச் சரிபாருங்கள்: போன்.');
    expect(answer.errors.phone).toBe('10 இலக்க இந்திய போன் நம்பரை எழுதுங்கள், எ.கா. 98765 43210.');
  });

  it('answers before reading the body in the ?locale= the form adds, and in English without it', async () => {
    const tamil = await call(new Request('http://localhost/api/enquiry?locale=ta', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }));
    expect(tamil.res.status).toBe(415);
    expect(((await tamil.res.json()) as { message: string }).message).toBe('விசாரணையை JSON ஆக, Content-Type: application/json என்ற ஹெடருடன் அனுப்புங்கள்.');
    const english = await call(new Request('http://localhost/api/enquiry', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }));
    expect(((await english.res.json()) as { message: string }).message).toBe('Send the enquiry as JSON, with the header Content-Type: application/json.');
  });

  it('stores a Hindi enquiry with its language and says so in Hindi, with the reference', async () => {
    const { res } = await call(jsonRequest(await formBody({ locale: 'hi', sourcePage: '/hi/contactus' })));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { message: string; reference: string };
    expect(answer.message).toBe(`धन्यवाद! आपकी इन्क्वायरी भेज दी गई है। आपका रेफ़रेंस नंबर ${answer.reference} है। हम 24 घंटे के अंदर जवाब देंगे।`);
    expect(await row(answer.reference)).toMatchObject({ locale: 'hi', source_page: '/hi/contactus' });
  });

  it('takes an unknown language for English', async () => {
    const { res } = await call(jsonRequest(await formBody({ locale: 'fr', phone: '1' })));
    expect(((await res.json()) as { errors: Record<string, string> }).errors.phone).toBe('Enter a 10-digit Indian phone number, like 98765 43210.');
  });

  it('refuses an artwork file in the language the upload names', async () => {
    const start = (query: string) =>
      call(
        new Request(`http://localhost/api/artwork${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextIp() },
          body: JSON.stringify({ name: 'front.pdf', bytes: 0, form: crypto.randomUUID() }),
        }),
      );
    const tamil = await start('?locale=ta');
    expect(tamil.res.status).toBe(400);
    expect(((await tamil.res.json()) as { message: string }).message).toBe('“front.pdf” காலியாக உள்ளது.');
    const english = await start('');
    expect(((await english.res.json()) as { message: string }).message).toBe('“front.pdf” is empty.');
  });
});

const policyWords = {
  '/terms-and-conditions': {
    en: 'Terms and Conditions',
    hi: ['नियम और शर्तें', 'कोटेशन और ऑर्डर', 'मदुरै, तमिलनाडु'],
    ta: ['விதிமுறைகள் மற்றும் நிபந்தனைகள்', 'விலைப்புள்ளிகளும் ஆர்டர்களும்', 'மதுரை'],
  },
  '/return-policy': {
    en: 'Return Policy',
    hi: ['रिटर्न पॉलिसी', 'डिलीवरी के 48 घंटे के अंदर समस्या बताएँ।', 'रिप्लेसमेंट की प्रक्रिया'],
    ta: ['திருப்பி அனுப்பும் கொள்கை', 'டெலிவரியிலிருந்து 48 மணி நேரத்துக்குள்', 'மாற்றித் தரும் முறை'],
  },
  '/refund-and-cancellation': {
    en: 'Refund &amp; Cancellation Policy',
    hi: ['रिफ़ंड और कैंसलेशन पॉलिसी', '7–10 कार्य-दिवस', 'प्रिंटिंग से पहले कैंसलेशन'],
    ta: ['பணத்திருப்பம் மற்றும் ரத்துக் கொள்கை', '7–10 வேலை நாட்களுக்குள்', 'அச்சிடுவதற்கு முன் ரத்து செய்தல்'],
  },
  '/privacy-policy': {
    en: 'Privacy Policy',
    hi: ['प्राइवेसी पॉलिसी', 'हम कौन-सी जानकारी लेते हैं', 'दिसंबर 2026'],
    ta: ['தனியுரிமைக் கொள்கை', 'நாங்கள் சேகரிக்கும் தகவல்கள்', 'டிசம்பர் 2026'],
  },
} as const;

describe('the policies in Hindi and Tamil', () => {
  it.each(Object.keys(policyWords).flatMap((path) => (['hi', 'ta'] as const).map((locale) => [locale, path] as const)))(
    '/%s%s answers 200 in its language, naming the English text as binding',
    async (locale, path) => {
      const { res, html } = await get(`/${locale}${path}`);
      expect(res.status).toBe(200);
      expectLocalePage(html, locale, path);
      const words = policyWords[path as keyof typeof policyWords];
      for (const w of words[locale]) expect(html).toContain(w);
      // First under the heading: the English text is the binding one, linked in English.
      const binding = /<p class="policy-binding" data-binding="">([\s\S]*?)<\/p>/.exec(html)![1]!;
      expect(binding).toMatch(new RegExp(`<a href="${path}" lang="en" hreflang="en-IN">${words.en}</a>`, 'i'));
      expect(binding).toContain(locale === 'hi' ? 'अंग्रेज़ी पाठ ही मान्य है' : 'ஆங்கில உரையே சட்டப்படி செல்லுபடியாகும்');
      // A Hindi sentence ends with a danda, after the English link too.
      expect(binding.trim().at(-1)).toBe(locale === 'hi' ? '।' : '.');
      expect(html).toContain(locale === 'hi' ? 'इस पेज पर' : 'இந்தப் பக்கத்தில்');
      expect(html).not.toContain('Quick Navigation');
      expect(html).not.toContain('Other policies');
      expect(html).toContain(`"inLanguage":"${locale}-IN"`);
    },
  );

  it('shows the English policies as before, with no binding note', async () => {
    const { html } = await get('/privacy-policy');
    expect(html).toContain('Information We Collect');
    expect(html).toMatch(/Effective from(<!-- -->)? <time dateTime="2026-12">December 2026<\/time>/);
    expect(html).not.toContain('policy-binding');
  });
});
