import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, cookiesOf, formBody, jsonRequest, mailScript, nextIp, oldStart, person, row } from '@tests/worker/enquiry-helpers';
import { api, clearArtworkAndEnquiries, filler, partOf, pngOf, type Started } from '@tests/worker/artwork-helpers';
import { enquiryFiles } from './enquiry-files';
import { findVariant } from '@features/catalogue/catalogue';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(clearArtworkAndEnquiries);

const kraft500 = findVariant('kraft-with-window', '500gm')!;
const { name, materialLabel } = kraft500.product;
const kraftSize = { product: 'kraft-with-window', size: '500gm' };
const query = (locale?: 'hi' | 'ta') => (locale ? `?locale=${locale}` : '');

const start = (file: string, bytes: number, locale?: 'hi' | 'ta', form: string = crypto.randomUUID()) =>
  api('POST', `/api/artwork${query(locale)}`, { name: file, bytes, form });
const part = (s: Started, n: number, bytes: Uint8Array, locale?: 'hi' | 'ta') =>
  api('PUT', `/api/artwork/${s.id}/parts/${n}${query(locale)}`, bytes, { 'x-upload-token': s.token, 'content-length': String(bytes.length) });
const complete = (s: Started, body: object, locale?: 'hi' | 'ta') =>
  api('POST', `/api/artwork/${s.id}/complete${query(locale)}`, body, { 'x-upload-token': s.token });

/** A whole upload as the island sends it from a page in `locale`. */
async function upload(bytes: Uint8Array, file: string, locale: 'hi' | 'ta' | undefined, body: object = { sizes: [kraftSize] }, form?: string) {
  const s = (await start(file, bytes.length, locale, form)).json as unknown as Started;
  for (let n = 1; n <= s.parts; n++) expect((await part(s, n, partOf(s, bytes, n), locale)).status).toBe(200);
  return { s, done: await complete(s, body, locale) };
}

describe('the artwork upload’s answers in Hindi and Tamil', () => {
  it('refuses an SVG with a script with the reason in Tamil, in Hindi, and in English without ?locale=', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const ta = await upload(svg, 'logo.svg', 'ta');
    expect(ta.done.status).toBe(415);
    expect(ta.done.json.message).toBe(
      '“logo.svg” என்ற SVG ஃபைலில் ஸ்கிரிப்ட் உள்ளது; பிரிண்டிங்குக்கு இது ஒருபோதும் தேவையில்லை, ஆனால் பிரவுசர் இதை இயக்கலாம் அல்லது பதிவிறக்கலாம். ஸ்கிரிப்ட், ஈவென்ட் ஹேண்ட்லர், foreignObject, அனிமேஷன், இணைக்கப்பட்ட ஃபைல்கள் இல்லாமல் UTF-8 என்கோடிங்கில் சாதாரண SVG ஆக மீண்டும் எக்ஸ்போர்ட் செய்யுங்கள் (அல்லது PDF அனுப்புங்கள்).',
    );
    const hi = await upload(svg, 'logo.svg', 'hi');
    expect(hi.done.json.message).toMatch(/^“logo\.svg” एक SVG है जिसमें स्क्रिप्ट है;/);
    const en = await upload(svg, 'logo.svg', undefined);
    expect(en.done.json.message).toMatch(/^“logo\.svg” is an SVG with a script in it,/);
  });

  it('says where an SVG is not well-formed in Hindi', async () => {
    const { done } = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">\n<g>\n</svg>'), 'logo.svg', 'hi');
    expect(done.status).toBe(415);
    expect(done.json.message).toMatch(/^“logo\.svg” सही ढंग से बना XML नहीं है: .*\(लाइन 3, कॉलम \d+\)।/);
  });

  it('answers an oversized file’s start with a 413 in Hindi', async () => {
    const res = await start('big.pdf', 300_000_000, 'hi');
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('“big.pdf” 200 MB से बड़ी है, जो एक फ़ाइल की अधिकतम सीमा है। इसे ई-मेल से या लिंक के रूप में भेजें।');
  });

  it('answers a start it cannot read in the language asked, before and after the body is read', async () => {
    const raw = (body: string, type: string, locale?: 'hi' | 'ta') =>
      call(
        new Request(`http://localhost/api/artwork${query(locale)}`, {
          method: 'POST',
          headers: { 'content-type': type, 'cf-connecting-ip': nextIp() },
          body,
        }),
      ).then(async ({ res }) => [res.status, ((await res.json()) as { message: string }).message]);
    expect(await raw('{}', 'text/plain', 'ta')).toEqual([415, 'JSON அனுப்புங்கள் (Content-Type: application/json).']);
    expect(await raw('{}', 'text/plain')).toEqual([415, 'Send JSON (Content-Type: application/json).']);
    expect(await raw(`{"name":"${'a'.repeat(5000)}"}`, 'application/json', 'hi')).toEqual([413, 'यह अनुरोध बहुत बड़ा है।']);
    expect(await raw('{name', 'application/json', 'hi')).toEqual([400, 'यह सही JSON नहीं है।']);
    expect(await raw(JSON.stringify({ bytes: 10, form: crypto.randomUUID() }), 'application/json', 'ta')).toEqual([400, 'ஃபைலின் பெயரைக் கொடுங்கள்.']);
    expect(await raw(JSON.stringify({ name: 'a.pdf', bytes: 1.5, form: crypto.randomUUID() }), 'application/json', 'hi')).toEqual([
      400,
      'फ़ाइल का साइज़ पूरे बाइट में दें।',
    ]);
  });

  it('refuses parts in the language asked: out of order, the wrong length (grouped in the Indian way), without the token', async () => {
    const bytes = filler(6 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const s = (await start('two-parts.pdf', bytes.length, 'ta')).json as unknown as Started;
    expect((await part(s, 1, partOf(s, bytes, 1), 'ta')).status).toBe(200);
    const again = await part(s, 1, partOf(s, bytes, 1), 'ta');
    expect([again.status, again.json]).toEqual([409, { message: 'பகுதி 1 ஏற்கெனவே வந்துவிட்டது. அடுத்து பகுதி 2-ஐ அனுப்புங்கள்.', next: 2 }]);
    const ahead = await part(s, 3, new Uint8Array(10), 'hi');
    expect(ahead.json.message).toBe('यह फ़ाइल 2 हिस्सों में भेजी जाती है, जिनके नंबर 1 से 2 तक हैं।');
    const short = await part(s, 2, new Uint8Array(10), 'hi');
    expect([short.status, short.json.message]).toEqual([400, `हिस्सा 2 ${(bytes.length - s.partBytes).toLocaleString('en-IN')} बाइट का होना चाहिए, 10 का नहीं।`]);
    expect(short.json.message).toContain('10,48,576');
    const early = await complete(s, {}, 'ta');
    expect([early.status, early.json.message]).toEqual([409, '2-இல் பகுதி 2 இன்னும் வந்து சேரவில்லை.']);
    const stranger = await api('PUT', `/api/artwork/${s.id}/parts/2?locale=hi`, new Uint8Array(10), { 'content-length': '10' });
    expect([stranger.status, stranger.json.message]).toEqual([403, 'इस अपलोड को बदलना आपके हाथ में नहीं है (अपलोड टोकन नहीं है या ग़लत है)।']);
    const unknown = await api('GET', '/api/artwork/not-an-id?locale=ta');
    expect([unknown.status, unknown.json.message]).toEqual([404, 'அப்படி ஒரு அப்லோட் இல்லை.']);
  });

  it('refuses a placement out of range in Tamil, in English without ?locale=', async () => {
    const png = pngOf(1900, 2700);
    const placement = { panel: 'front', x: 3, y: 3, width: 2000, height: 220, fit: 'fill', underlay: true };
    const ta = await upload(png, 'front.png', 'ta', { sizes: [kraftSize], line: kraftSize, placement });
    expect([ta.done.status, ta.done.json.message]).toEqual([400, 'இடம்: அகலம் 1 முதல் 1000 mm வரை இருக்க வேண்டும்.']);
    const en = await upload(png, 'front.png', undefined, { sizes: [kraftSize], line: kraftSize, placement });
    expect(en.done.json.message).toBe('Placement: the width must be from 1 to 1000 mm.');
  });
});

describe('the file check’s notes in the buyer’s language, English for the staff', () => {
  it('notes a low-resolution image in Hindi, gives it in Tamil when asked again, and forwards it in English', async () => {
    const body = await formBody({ locale: 'hi', sourcePage: '/hi/contactus' });
    const { s, done } = await upload(pngOf(900, 1300), 'photo.png', 'hi', { sizes: [kraftSize] }, body.idempotencyKey);
    expect(done.status).toBe(200);
    const hindi = `900 × 1,300 px: 500 ग्राम ${name.hi} के ब्लीड सहित पैनल (156 × 226 mm) पर 146 डीपीआई, जो 300 डीपीआई से कम है, इसलिए प्रिंट धुंधला दिख सकता है; कम से कम 1,843 × 2,670 px पर प्रिंट साफ़ आता है।`;
    expect((done.json.file as { preflight: unknown }).preflight).toEqual([{ level: 'warning', text: hindi }]);
    const tamil = await api('GET', `/api/artwork/${s.id}?locale=ta`, undefined, { 'x-upload-token': s.token });
    expect((tamil.json.file as { preflight: { text: string }[] }).preflight[0]!.text).toMatch(
      /^900 × 1,300 px: ப்ளீட் உட்பட்ட பேனலில் \(156 × 226 mm\) 146 டிபிஐ \(500 கிராம் .*\),/,
    );
    const english = `900 × 1300 px: 146 dpi across a 500gm ${name.en} panel with bleed (156 × 226 mm), under 300 dpi, so the print may look soft; at least 1843 × 2670 px prints sharp.`;
    const plain = await api('GET', `/api/artwork/${s.id}`, undefined, { 'x-upload-token': s.token });
    expect((plain.json.file as { preflight: unknown }).preflight).toEqual([{ level: 'warning', text: english }]);

    const { res } = await call(jsonRequest({ ...body, files: [s.id] }));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const forwarded = await enquiryFiles(env, reference, (await row(reference))!.received_at);
    expect(forwarded.map((f) => f.preflight)).toEqual([[{ level: 'warning', text: english }]]);
  });

  it('lists the files of a Hindi form post with their notes in Hindi on the page it lands on, the staff’s copy in English', async () => {
    const mail = mailScript('hindi-artwork-post');
    await mail.answer('ok');
    const e = mail.env({ SITE_ORIGIN: 'http://localhost' });
    const data = new FormData();
    const fields = { ...person, website: '', idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(e), sourcePage: '/hi/contactus' };
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    for (const [k, v] of [
      ['item-product', 'kraft-with-window'],
      ['item-size', '500gm'],
      ['item-quantity', '1000'],
      ['item-note', ''],
    ])
      data.append(k!, v!);
    data.append('artwork', new File([pngOf(900, 1300) as BlobPart], 'photo.png', { type: 'image/png' }));
    const { res, settled } = await call(
      new Request('http://localhost/hi/contactus', { method: 'POST', headers: { 'cf-connecting-ip': nextIp() }, body: data, redirect: 'manual' }),
      e,
    );
    expect(res.status).toBe(303);
    await settled();
    const landed = await (
      await call(new Request(`http://localhost${res.headers.get('location')!.replace(/#.*/, '')}`, { headers: { cookie: cookiesOf(res) } }), e)
    ).res.text();
    const notes = /<ul class="artwork-notes"><li data-level="warning">([\s\S]*?)<\/li>/.exec(landed.replaceAll('<!-- -->', ''))![1]!;
    expect(notes).toContain('500 ग्राम');
    expect(notes).toContain('146 डीपीआई, जो 300 डीपीआई से कम है');
    expect(notes).toContain('1,843 × 2,670 <span lang="en">px</span>');
    expect(landed).toContain('<span class="artwork-name" lang="en">photo.png</span>');
    const [received] = await mail.log();
    const files = (received!.payload as unknown as { files: Array<{ preflight: { text: string }[] }> }).files;
    expect(files[0]!.preflight[0]!.text).toMatch(/^900 × 1300 px: 146 dpi across a 500gm /);
  });
});

describe('the design mock-up’s pouch facts in Hindi and Tamil', () => {
  it('gives a size’s facts in the ?locale= asked, the template keeping its English names', async () => {
    const facts = async (q: string) => (await api('GET', `/products/kraft-with-window/500gm/mockup.json${q}`)).json;
    expect(await facts('?locale=ta')).toMatchObject({
      productName: name.ta,
      templateName: name.en,
      materialLabel: materialLabel.ta,
      sizeLabel: '500gm',
      sizeWords: '500 கிராம்',
    });
    expect(await facts('?locale=hi')).toMatchObject({ productName: name.hi, materialLabel: materialLabel.hi, sizeWords: '500 ग्राम' });
    expect(await facts('')).toMatchObject({
      productName: name.en,
      templateName: name.en,
      materialLabel: materialLabel.en,
      sizeLabel: '500gm',
      sizeWords: '500gm',
    });
  });

  it('hands the mock-up on a Hindi size page the product and material in Hindi', async () => {
    const html = await (await call(new Request('http://localhost/hi/products/kraft-with-window/500gm'))).res.text();
    // The island's props, as the page writes them into its data-props attribute.
    const prop = (key: string, value: string) => `&quot;${key}&quot;:&quot;${value}&quot;`;
    expect(html).toContain(prop('productName', name.hi));
    expect(html).toContain(prop('materialLabel', materialLabel.hi));
    expect(html).toContain(prop('sizeWords', '500 ग्राम'));
    expect(html).toContain(prop('templateName', name.en));
    expect(html).not.toContain(prop('materialLabel', materialLabel.en));
  });
});
