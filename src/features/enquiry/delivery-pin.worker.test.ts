import { describe, expect, it, vi } from 'vitest';
import { dayRange, facts } from '@platform/content/facts';
import { site } from '@platform/content/site';
import { locales, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { contactContent } from './intake/contact-content';
import { call, cookiesOf, formBody, jsonRequest, mailScript, nextIp, oldStart, person, row } from '@tests/worker/enquiry-helpers';

vi.setConfig({ testTimeout: 30_000 });

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

async function sendJson(extra: Record<string, unknown>, locale?: Locale) {
  const body = JSON.stringify(await formBody({ ...extra, ...(locale ? { locale } : {}) }));
  const { res, settled } = await call(
    new Request(`http://localhost/api/enquiry${locale ? `?locale=${locale}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextIp() },
      body,
    }),
  );
  const answer = (await res.json()) as { reference?: string; message: string; errors?: Record<string, string> };
  await settled();
  return { status: res.status, ...answer };
}

/** The form as a browser without JavaScript posts it, to the page's own address. */
async function postForm(path: string, extra: Record<string, string>) {
  const fields = { ...person, website: '', idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(), sourcePage: path, ...extra };
  const { res } = await call(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return res;
}

const pinMessage = (locale: Locale) => m.enquiry_pincode_invalid({ digits: 6 }, { locale });

describe('the delivery PIN code of an enquiry', () => {
  it('is stored as its six digits, written with or without a space after the third', async () => {
    for (const [typed, kept] of [
      ['625015', '625015'],
      [' 110001 ', '110001'],
      ['625 015', '625015'],
      ['560-034', '560034'],
    ] as const) {
      const sent = await sendJson({ pincode: typed });
      expect(sent.status, typed).toBe(201);
      expect((await row(sent.reference!))?.delivery_pin).toBe(kept);
    }
  });

  it('is optional: left empty, absent or null, the enquiry is stored without one', async () => {
    for (const extra of [{ pincode: '' }, { pincode: '   ' }, {}, { pincode: null }]) {
      const sent = await sendJson(extra);
      expect(sent.status, JSON.stringify(extra)).toBe(201);
      expect((await row(sent.reference!))?.delivery_pin).toBeNull();
    }
  });

  it('refuses what is not an Indian PIN with a 400 and the message beside the field, in the page’s language', async () => {
    for (const typed of ['025015', '12345', '6250151', '62501a', '६२५०१५', '625 0 15', '625015625015', 625015, ['625015']]) {
      const sent = await sendJson({ pincode: typed });
      expect(sent.status, String(typed)).toBe(400);
      expect(sent.errors?.pincode, String(typed)).toBe(pinMessage('en'));
      expect(sent.message).toContain('Delivery PIN code');
    }
    for (const locale of locales) {
      const sent = await sendJson({ pincode: '000000' }, locale);
      expect(sent.status).toBe(400);
      expect(sent.errors?.pincode).toBe(pinMessage(locale));
      expect(sent.message).toContain(m.enquiry_label_pincode({}, { locale }));
    }
  });

  it('refuses control, line-break and direction characters with a 400, never a 5xx', async () => {
    for (const typed of ['625015\u0000', '\u202E625015', '625\u2066015', '625\r\n015', '\u200B625015', '625015\u061C']) {
      const sent = await sendJson({ pincode: typed });
      expect(sent.status, JSON.stringify(typed)).toBe(400);
      expect(sent.errors?.pincode, JSON.stringify(typed)).toBeTruthy();
      expect(sent.reference).toBeUndefined();
    }
  });

  it('is sent without JavaScript: stored from a plain post, refused with its message and the typed value kept', async () => {
    const stored = await postForm('/contactus', { pincode: '625 015' });
    expect(stored.status).toBe(303);
    const reference = /sent=(ENQ-[A-Z0-9]+)/.exec(stored.headers.get('location') ?? '')?.[1];
    expect((await row(reference!))?.delivery_pin).toBe('625015');
    // The page it lands on shows this browser the PIN with the rest of what it sent.
    const { res } = await call(new Request(`http://localhost/contactus?sent=${reference}`, { headers: { cookie: cookiesOf(stored) } }));
    expect(await res.text()).toMatch(/<dt>Delivery PIN code<\/dt><dd>625015<\/dd>/);

    for (const locale of locales) {
      const refused = await postForm(localePath(locale, '/contactus'), { pincode: '99999' });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(escaped(pinMessage(locale)));
      const input = /<input id="enquiry-pincode" [^>]*>/.exec(html)?.[0] ?? '';
      expect(input).toContain('value="99999"');
      expect(input).toContain('aria-invalid="true"');
    }
  });

  it('reaches the staff in their copy and in the forward’s data', async () => {
    const mail = mailScript('delivery-pin');
    await mail.answer('ok');
    const { res, settled } = await call(jsonRequest(await formBody({ pincode: '625 015' }, mail.env())), mail.env());
    const { reference } = (await res.json()) as { reference: string };
    await settled();
    const received = (await mail.log()).find((r) => r.id === reference)!;
    const lines = received.payload.text!.split('\n');
    expect(lines[lines.findIndex((l) => l.startsWith('Phone:')) + 1]).toBe('PIN:    │ 625015');
    expect(received.payload).toMatchObject({ deliveryPin: '625015' });

    const without = await call(jsonRequest(await formBody({}, mail.env())), mail.env());
    const other = ((await without.res.json()) as { reference: string }).reference;
    await without.settled();
    const plain = (await mail.log()).find((r) => r.id === other)!;
    expect(plain.payload.text).not.toContain('PIN:');
    expect(plain.payload).not.toHaveProperty('deliveryPin');
  });
});

describe('the form’s delivery PIN code field', () => {
  it('is labelled, optional, asks for digits and says its fault in each language', async () => {
    for (const locale of locales) {
      const { res } = await call(new Request(`http://localhost${localePath(locale, '/contactus')}`));
      const html = await res.text();
      const input = /<input id="enquiry-pincode" [^>]*>/.exec(html)?.[0] ?? '';
      expect(input).toContain('name="pincode"');
      expect(input).toContain('inputMode="numeric"');
      expect(input).toContain('autoComplete="postal-code"');
      expect(input).not.toMatch(/\brequired\b/);
      expect(html).toContain(`<label for="enquiry-pincode">${escaped(m.enquiry_label_pincode({}, { locale }))}<span class="optional">`);
    }
  });
});

describe('what the confirmation says happens after sending', () => {
  const words = (locale: Locale) => [contactContent.afterSending.title[locale], ...contactContent.afterSending.steps.map((s) => s[locale])];

  it('names who replies and how, that no copy is e-mailed, the proof, the advance and the delivery days, from the site’s facts', () => {
    const [reply, copy, proof, order] = contactContent.afterSending.steps;
    for (const locale of locales) {
      expect(reply![locale]).toContain(`${facts.replyWithinHours} `);
      expect(reply![locale]).toContain(site.phone.display);
      expect(reply![locale]).toContain(site.email);
      expect(reply![locale]).toContain('WhatsApp');
      expect(order![locale]).toContain(dayRange(facts.standardDeliveryDays));
      expect(order![locale]).toContain(dayRange(facts.expressDeliveryDays));
      for (const step of [copy, proof]) expect(step![locale].length).toBeGreaterThan(40);
    }
    expect(copy!.en).toMatch(/^No copy of this enquiry is e-mailed to you/);
    expect(order!.en).toContain('advance');
  });

  it('stands under the confirmation of a plain post, in the language it was sent in', async () => {
    for (const locale of locales) {
      const page = localePath(locale, '/contactus');
      const stored = await postForm(page, {});
      expect(stored.status).toBe(303);
      const { res } = await call(
        new Request(`http://localhost${stored.headers.get('location')!.replace(/#.*/, '')}`, { headers: { cookie: cookiesOf(stored) } }),
      );
      const html = await res.text();
      const done = html.slice(html.indexOf('<section class="enquiry-done"'));
      expect(done.length).toBeLessThan(html.length);
      for (const text of words(locale)) expect(done, `${locale}: ${text}`).toContain(escaped(text));
      // The reply promise under the heading takes its hours from the facts.
      expect(done).toContain(
        escaped(m.enquiry_sent({ reference: /sent=(ENQ-[A-Z0-9]+)/.exec(stored.headers.get('location')!)![1]!, hours: facts.replyWithinHours }, { locale })),
      );
    }
  });

  it('travels in the form’s HTML, hidden, for the confirmation its JavaScript shows', async () => {
    for (const locale of locales) {
      const { res } = await call(new Request(`http://localhost${localePath(locale, '/contactus')}`));
      const html = await res.text();
      const hidden = /<div hidden=""><site-slot data-name="next">([\s\S]*?)<\/site-slot><\/div>/.exec(html)?.[1] ?? '';
      for (const text of words(locale)) expect(hidden, `${locale}: ${text}`).toContain(escaped(text));
    }
  });
});
