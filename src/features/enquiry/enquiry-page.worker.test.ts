import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '@platform/content/site';
import { rateLimit } from './intake/rate-limit';
import { call, countRows, nextIp, oldStart, person, row, roomInRateWindow, RATE_TEST_TIMEOUT } from '@tests/worker/enquiry-helpers';

const get = async (path: string) => {
  const { res } = await call(new Request(`http://localhost${path}`));
  return { res, html: await res.text() };
};

/** The attributes of the element with this id, lower-cased names (HTML ignores their case). */
function attrs(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element #${id}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

const hidden = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** The form as a browser without JavaScript posts it. */
async function postForm(fields: Record<string, string>, ip = nextIp()) {
  const { res } = await call(
    new Request('http://localhost/contactus', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return res;
}

async function filledForm(extra: Record<string, string> = {}) {
  return { ...person, website: '', idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(), sourcePage: '/contactus', ...extra };
}

describe('GET /contactus', () => {
  it('shows the heading, the form with its native checks, Get in Touch, Why Reach Out and the 24-hour promise', async () => {
    const { res, html } = await get('/contactus');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/<h1 id="contact-title">[^<]+<\/h1>/);
    expect(html).toMatch(/<site-island data-island="enquiry-form" [^>]*data-load="quote"><form id="enquiry-form" class="enquiry-form"/);
    // A plain post that is refused lands on its first error (#enquiry-error), not at the page's top.
    expect(html).toMatch(/action="\/contactus#enquiry-error" encType="multipart\/form-data" method="post"/);
    expect(html).not.toContain('id="enquiry-error"');
    expect(attrs(html, 'enquiry-name')).toMatchObject({ name: 'name', required: '', type: 'text', minlength: '2', maxlength: '100', autocomplete: 'name' });
    expect(attrs(html, 'enquiry-email')).toMatchObject({ name: 'email', required: '', type: 'email', autocomplete: 'email' });
    // Room for the ways people write a number ("+91 98765 43210"); the server keeps its 10 digits.
    expect(attrs(html, 'enquiry-phone')).toMatchObject({ name: 'phone', required: '', type: 'tel', maxlength: '20', autocomplete: 'tel' });
    expect(attrs(html, 'enquiry-message')).toMatchObject({ name: 'message', required: '', rows: '5', minlength: '10', maxlength: '2000' });
    expect(html).toMatch(/<textarea id="enquiry-message"/);
    expect(attrs(html, 'enquiry-website')).toMatchObject({ name: 'website', tabindex: '-1', autocomplete: 'off' });
    expect(html).toMatch(/<div class="hp" aria-hidden="true"><label for="enquiry-website">/);
    expect(html).toContain('>Send Message</button>');

    expect(html).toContain('<h2 id="touch-title">Get in Touch</h2>');
    expect(html).toContain(`href="mailto:${site.email}"`);
    expect(html).toContain(`href="https://wa.me/${site.whatsapp}?text=Hello%20${site.name}%2C%20I%20would%20like`);
    expect(html).toContain(`href="${site.mapUrl}"`);
    expect(html).toContain('<h2 id="reasons-title">Why Reach Out</h2>');
    expect(html.match(/<li><span class="reason-number" aria-hidden="true">0[1-5]<\/span>/g)).toHaveLength(5);
    expect(html).toContain('We reply within 24 hours');
  });

  it('puts a fresh idempotency key and a signed start time in every form', async () => {
    const a = (await get('/contactus')).html;
    const b = (await get('/contactus')).html;
    expect(hidden(a, 'idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hidden(a, 'idempotencyKey')).not.toBe(hidden(b, 'idempotencyKey'));
    expect(hidden(a, 'startedAt')).toMatch(/^\d{13}\.[0-9a-f]{64}$/);
    expect(hidden(a, 'sourcePage')).toBe('/contactus');
  });

  it("starts the enquiry from a size's quote button: the size and quantity as a line, the message introducing it", async () => {
    const { html } = await get('/contactus?product=kraft-with-window&size=100gm&quantity=1500');
    expect(html).toMatch(/<input id="item-quantity-0"[^>]* name="item-quantity" value="1500"\/>/);
    expect(html).toContain('Hello, I would like a quote for the pouches listed below.');
    expect(html).not.toContain('size 100gm');
    expect(html).toContain('class="prefill-note"');
    expect(hidden(html, 'sourcePage')).toBe('/contactus?product=kraft-with-window&amp;size=100gm&amp;quantity=1500');
  });

  it('pre-fills the message from the wishlist, each product once by its name', async () => {
    const { html } = await get('/contactus?wishlist=Gold%20Standy%20Pouch&wishlist=Milky%20Standy%20Zipper&wishlist=Clear%20Kraft%20Standy%20Zipper');
    expect(html).toContain('from my wishlist:\n- Gold Standy Pouch\n- Two-Sided Silver Stand-Up Zipper Pouch\n\nPlease share');
  });

  it('treats the query as untrusted text: nothing runs, and an unknown product or wishlist names nothing', async () => {
    const { html } = await get(
      `/contactus?product=${encodeURIComponent('</textarea><script>alert(1)</script>')}&wishlist=${encodeURIComponent('</textarea><img src=x onerror=alert(1)>')}`,
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const message = /<textarea id="enquiry-message"[^>]*>([^<]*)<\/textarea>/.exec(html)![1];
    expect(message).toBe('');
    // Words of the address's own choosing, as a product: not put into the visitor's message.
    const scam = await get(`/contactus?product=${encodeURIComponent('Pay the 50% advance to UPI pay@scam')}&size=500gm&quantity=500`);
    expect(/<textarea id="enquiry-message"[^>]*>([^<]*)<\/textarea>/.exec(scam.html)![1]).toBe('');
  });

  it('names a product without a size in the message, and ignores a quantity that is not a sensible number', async () => {
    const { html } = await get('/contactus?product=gold-zipper&quantity=-5e9');
    expect(html).toContain('Hello, I would like a quote for:\n- Gold Standy Zipper Pouch\n\nPlease share');
  });
});

describe('POST /contactus without JavaScript', () => {
  it('stores the enquiry and redirects to the page with the success message (303, so a reload sends nothing)', async () => {
    const res = await postForm(await filledForm());
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    const reference = /sent=(ENQ-[0-9A-Z]{10})#enquiry-done$/.exec(location)![1]!;
    expect(await row(reference)).toMatchObject({ status: 'pending', phone: '9876543210', source_page: '/contactus' });

    const { html } = await get(location.replace(/#.*/, ''));
    expect(html).toContain(`Your enquiry was sent successfully. Your reference is ${reference}.`);
    expect(html).toContain('data-kind="success"');
    // The confirmation stands in the form's place, its heading the address's target; a plain link brings an empty form back.
    expect(html).toContain(`<h3 id="enquiry-done" class="enquiry-done-title" tabindex="-1" autofocus="">Sent with reference ${reference}</h3>`);
    expect(html).not.toContain('id="enquiry-form"');
    expect(html).toMatch(/<a class="btn btn-primary" href="\/contactus" data-send-another="">Send another enquiry<\/a>/);
  });

  it('shows no success for a reference that was never stored', async () => {
    const { html } = await get('/contactus?sent=ENQ-0000000000');
    expect(html).not.toContain('successfully');
  });

  it('shows the form again with the message, the errors beside their fields and the values kept', async () => {
    const res = await postForm(await filledForm({ name: 'Asha <b>Rao</b>', phone: '12345', message: 'short' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please check these fields: Phone, Message.');
    expect(html).toContain('data-kind="error"');
    expect(attrs(html, 'enquiry-phone')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'enquiry-phone-error', autofocus: '' });
    expect(attrs(html, 'enquiry-message')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'enquiry-message-error' });
    expect(attrs(html, 'enquiry-message').autofocus).toBeUndefined();
    expect(attrs(html, 'enquiry-name')['aria-invalid']).toBeUndefined();
    expect(html).toMatch(/<p class="field-error" id="enquiry-phone-error" data-error-for="phone">.*Enter a 10-digit Indian phone number, like 98765 43210\./);
    expect(html).toMatch(/<p class="field-error" id="enquiry-message-error" data-error-for="message">.*Your message is too short/);
    expect(html).toMatch(/<p class="field-error" id="enquiry-name-error" data-error-for="name" hidden="">/);
    expect(attrs(html, 'enquiry-name').value).toBe('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(attrs(html, 'enquiry-phone').value).toBe('12345');
    expect(html).toContain('>short</textarea>');
  });

  it(
    'lands a refused post on the first thing at fault: the first field, or the message under the button when no field is',
    async () => {
      const fields = await postForm(await filledForm({ phone: '12345', message: 'short' }));
      const html = await fields.text();
      expect(html.match(/id="enquiry-error"/g)).toHaveLength(1);
      expect(html).toMatch(/<div class="field field-phone" id="enquiry-error" tabindex="-1"><label for="enquiry-phone">/);

      await roomInRateWindow();
      const ip = nextIp();
      for (let i = 0; i < rateLimit.max; i++) expect((await postForm(await filledForm({ message: `Landing enquiry number ${i}.` }), ip)).status).toBe(303);
      const limited = await (await postForm(await filledForm({ message: 'One more, to be refused.' }), ip)).text();
      expect(limited.match(/id="enquiry-error"/g)).toHaveLength(1);
      expect(limited).toMatch(/<div id="enquiry-error" class="form-status" role="status" data-status="" data-kind="error" tabindex="-1">/);
    },
    RATE_TEST_TIMEOUT,
  );

  it('stores one enquiry when the same form is posted twice (double click, resubmit)', async () => {
    const form = await filledForm({ message: 'Posted twice without JavaScript, 300 pouches.' });
    const first = await postForm(form);
    const second = await postForm(form);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await countRows('message = ?', 'Posted twice without JavaScript, 300 pouches.')).toBe(1);
  });

  it('accepts multipart/form-data as well', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries(await filledForm({ message: 'Sent as multipart form data.' }))) body.set(k, v);
    const { res } = await call(new Request('http://localhost/contactus', { method: 'POST', body, headers: { 'cf-connecting-ip': nextIp() } }));
    expect(res.status).toBe(303);
  });

  it(
    'answers a body that is not a form with 415, too large with 413, over the limit with 429 and Retry-After',
    async () => {
      const text = await call(new Request('http://localhost/contactus', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }));
      expect(text.res.status).toBe(415);
      expect(await text.res.text()).toContain('Send the form as application/x-www-form-urlencoded');

      const large = await postForm(await filledForm({ message: 'x'.repeat(20_000) }));
      expect(large.status).toBe(413);
      expect(await large.text()).toContain('too large');

      await roomInRateWindow();
      const ip = nextIp();
      for (let i = 0; i < rateLimit.max; i++) expect((await postForm(await filledForm({ message: `Form enquiry number ${i}.` }), ip)).status).toBe(303);
      const limited = await postForm(await filledForm({ message: 'One form too many.' }), ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const html = await limited.text();
      expect(html).toContain('You have sent several enquiries in a short time.');
      expect(html).toContain('>One form too many.</textarea>');
    },
    RATE_TEST_TIMEOUT,
  );

  it('answers 503 with the values kept, never success, when the database cannot store', async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('D1 is unavailable');
        },
      } as unknown as D1Database,
    };
    const { res } = await call(
      new Request('http://localhost/contactus', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(await filledForm()).toString(),
      }),
      broken,
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).not.toContain('successfully');
    expect(html).toContain('value="Asha Rao"');
  });

  it('fast-check: no form body, however odd, gets a 5xx', async () => {
    const value = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('', ' ', '9876543210', 'a@b.co'));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('name', 'email', 'phone', 'message', 'website', 'startedAt', 'idempotencyKey', 'sourcePage', 'other'), value),
        fc.string({ maxLength: 300 }),
        async (fields, raw) => {
          for (const body of [new URLSearchParams(fields).toString(), raw]) {
            const { res } = await call(
              new Request('http://localhost/contactus', {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
                body,
              }),
            );
            expect(res.status).toBeLessThan(500);
            await res.body?.cancel();
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
