import { beforeEach, describe, expect, it } from 'vitest';
import { call, cookiesOf, emptyTables, formBody, jsonRequest, nextIp, oldStart, person, row } from './enquiry-helpers';
import { products } from '@features/catalogue/products';
import { searchItems } from '@features/catalogue/catalogue';

/**
 * The smaller edges a stranger finds by trying the site (issue 49, item 7), each beside the plain
 * case that must keep working. (Ranges on a download are in artwork.test.ts, beside the other
 * range requests.)
 */

beforeEach(async () => {
  await emptyTables();
});

const request = (path: string, init: RequestInit = {}) => call(new Request(`http://localhost${path}`, { redirect: 'manual', ...init })).then(({ res }) => res);
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await request(path, { headers });
  return { res, html: (await res.text()).replaceAll('<!-- -->', '') };
};

/** The form as a browser without JavaScript posts it, with quote lines. */
async function postForm(fields: Record<string, string> = {}, lines: Array<Record<string, string>> = [], origin = 'http://localhost') {
  const body = new URLSearchParams({
    ...person,
    website: '',
    idempotencyKey: crypto.randomUUID(),
    startedAt: await oldStart(),
    sourcePage: '/contactus',
    ...fields,
  });
  for (const l of lines) for (const key of ['product', 'size', 'quantity', 'note']) body.append(`item-${key}`, l[key] ?? '');
  const { res } = await call(
    new Request(`${origin}/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
      body: body.toString(),
      redirect: 'manual',
    }),
  );
  return res;
}

/** The text in the message box, unescaped. */
const messageBox = (html: string) =>
  /<textarea[^>]*id="enquiry-message"[^>]*>([^<]*)<\/textarea>/
    .exec(html)![1]!
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

describe('an e-mail address a mail server would refuse for its length (RFC 5321)', () => {
  const localMessage = 'The part of your e-mail address before the @ is too long: at most 64 characters.';
  const post = async (email: string) => {
    const { res } = await call(jsonRequest(await formBody({ email })));
    return { status: res.status, answer: (await res.json()) as { errors?: Record<string, string>; reference?: string } };
  };

  it('refuses a local part of 240 characters through the JSON API, with a message beside the e-mail field', async () => {
    const { status, answer } = await post(`${'a'.repeat(240)}@example.com`);
    expect([status, answer.errors]).toEqual([400, { email: localMessage }]);
  });

  it('refuses a local part of 65 characters, and a domain label of 64, each with its own message', async () => {
    expect((await post(`${'a'.repeat(65)}@example.com`)).answer.errors).toEqual({ email: localMessage });
    expect((await post(`asha@${'d'.repeat(64)}.com`)).answer.errors).toEqual({
      email: "A part of your e-mail address's domain (between dots) is too long: at most 63 characters.",
    });
  });

  it('refuses it in the plain form post too: 400, the message beside the field, the address kept', async () => {
    const email = `${'b'.repeat(65)}@example.com`;
    const res = await postForm({ email });
    const html = (await res.text()).replaceAll('<!-- -->', '');
    expect(res.status).toBe(400);
    expect(html).toContain('Please check this field: Email.');
    const error = html.slice(html.indexOf('id="enquiry-email-error"'));
    expect(error.slice(0, error.indexOf('</p>'))).toContain(`<span>${localMessage}</span>`);
    expect(html).toContain(`value="${email}"`);
  });

  it('takes the longest deliverable address: a local part of 64 and 254 characters in all', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest.length).toBe(254);
    for (const email of [`${'a'.repeat(64)}@example.com`, longest, 'asha@example.com']) {
      const { status, answer } = await post(email);
      expect([email, status]).toEqual([email, 201]);
      expect((await row(answer.reference!))!.email).toBe(email);
    }
    expect((await post(`a${longest}`)).answer.errors).toEqual({ email: 'This e-mail address is too long: at most 254 characters.' });
  });
});

describe('a wishlist in the address names only products we make', () => {
  it('puts no text of its own into the message: an unknown wishlist leaves the box empty', async () => {
    const scam = 'Please pay the advance of ₹50,000 to UPI scam@bank before we print';
    for (const wishlist of [scam, 'gift-box', '999,abc', `${scam}|${scam}\n<b>bold</b>`]) {
      const { res, html } = await page(`/contactus?wishlist=${encodeURIComponent(wishlist)}`);
      expect(res.status).toBe(200);
      expect([wishlist, messageBox(html)]).toEqual([wishlist, '']);
      expect(html).not.toContain('class="prefill-note"');
    }
  });

  it('keeps the known products of a mixed wishlist, by their names, and drops the rest silently', async () => {
    const kraft = products.find((p) => p.slug === 'kraft-with-window')!;
    const gold = products.find((p) => p.slug === 'gold-zipper')!;
    const { html } = await page(
      `/contactus?wishlist=${encodeURIComponent('101,999,Send 5000 to UPI x@y')}&wishlist=${encodeURIComponent('gold-zipper|Call 98765 43210 now')}`,
    );
    expect(messageBox(html)).toBe(
      `Hello, I would like a quote for these products from my wishlist:\n- ${kraft.name.en}\n- ${gold.name.en}\n\nPlease share prices, options and delivery time.`,
    );
  });

  it('names a product asked for by its catalogue (trade) name or slug by its name, once', async () => {
    const milky = products.find((p) => p.catalogue.name === 'Milky Standy Zipper')!;
    const { html } = await page(`/contactus?wishlist=${encodeURIComponent('milky standy zipper')}&wishlist=${milky.slug}&wishlist=${milky.catalogue.id}`);
    expect(messageBox(html)).toBe(
      `Hello, I would like a quote for these products from my wishlist:\n- ${milky.name.en}\n\nPlease share prices, options and delivery time.`,
    );
  });

  it("still fills the message from the wishlist page's ids: products and sizes by name", async () => {
    const [product, size] = ['101', '101-500gm'].map((id) => searchItems().find((i) => i.id === id));
    const { html } = await page(`/contactus?wishlist=${encodeURIComponent('101,101-500gm')}`);
    expect(messageBox(html)).toContain(`from my wishlist:\n- ${product!.name}\n- ${size!.name}\n`);
  });
});

describe('methods an address does not take (RFC 9110 §15.5.6)', () => {
  it.each([
    ['PUT', '/aboutus'],
    ['DELETE', '/aboutus'],
    ['PATCH', '/'],
    ['POST', '/faq'],
    ['DELETE', '/products/kraft-with-window'],
    ['PUT', '/products/kraft-with-window/500gm'],
    ['OPTIONS', '/ourproducts'],
    ['POST', '/robots.txt'],
  ])('%s %s → 405, Allow: GET, HEAD, and a sentence naming them (not the home page)', async (method, path) => {
    const res = await request(path, {
      method,
      body: method === 'OPTIONS' || method === 'DELETE' ? undefined : 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const text = await res.text();
    expect([res.status, res.headers.get('allow'), res.headers.get('cache-control')]).toEqual([405, 'GET, HEAD', 'no-store']);
    expect(text).toBe(`${method} is not allowed at this address: it answers GET, HEAD.`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('names POST for the contact page, which takes the form', async () => {
    const res = await request('/contactus', { method: 'PUT', body: 'x' });
    expect([res.status, res.headers.get('allow'), await res.text()]).toEqual([
      405,
      'GET, HEAD, POST',
      'PUT is not allowed at this address: it answers GET, HEAD, POST.',
    ]);
  });

  it('answers an API address with the methods its routes take, as JSON', async () => {
    for (const [method, path, allow] of [
      ['PATCH', '/api/artwork/abc', 'GET, HEAD, DELETE'],
      ['POST', '/api/search', 'GET, HEAD'],
      ['GET', '/api/artwork', 'POST'],
      ['DELETE', '/api/artwork/abc/parts/1', 'PUT'],
    ] as const) {
      const res = await request(path, { method });
      expect([method, path, res.status, res.headers.get('allow'), res.headers.get('content-type')]).toEqual([
        method,
        path,
        405,
        allow,
        expect.stringMatching(/^application\/json/),
      ]);
      expect(await res.json()).toEqual({ message: `${method} is not allowed at this address: it answers ${allow}.` });
    }
  });

  it('answers an unknown API address with JSON 404 { message }, whatever the method', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE']) {
      for (const path of ['/api/nothing', '/api/enquiry/extra', '/api']) {
        const res = await request(path, { method, body: ['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : '{}' });
        expect([method, path, res.status, res.headers.get('content-type')]).toEqual([method, path, 404, expect.stringMatching(/^application\/json/)]);
        if (method !== 'HEAD') expect(await res.json()).toEqual({ message: 'There is no such address in this API.' });
      }
    }
  });

  it('keeps what works: pages on GET and HEAD, the APIs, the home page for unknown addresses', async () => {
    for (const path of ['/', '/aboutus', '/contactus', '/products/kraft-with-window', '/robots.txt']) {
      for (const method of ['GET', 'HEAD']) expect([method, path, (await request(path, { method })).status]).toEqual([method, path, 200]);
    }
    const unknown = await page('/no-such-page');
    expect([unknown.res.status, unknown.res.headers.get('content-type')]).toEqual([404, expect.stringMatching(/^text\/html/)]);
    expect(unknown.html).toContain('<meta name="robots" content="noindex');
    const put = await request('/no-such-page', { method: 'PUT', body: 'x' });
    expect(put.status).toBe(404);
    const search = await request('/api/search?query=kraft');
    expect([search.status, search.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^application\/json/)]);
    const enquiry = await request('/api/enquiry', { method: 'PUT', body: '{}' });
    expect([enquiry.status, enquiry.headers.get('allow')]).toEqual([405, 'POST']);
    const status = await request('/api/artwork/AAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(status.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('the page a plain form post lands on shows what was sent only to the browser that sent it', () => {
  const SENT_COOKIE = 'enquiry-sent';
  const line = { product: 'kraft-with-window', size: '500gm', quantity: '700', note: 'matt, our logo' };
  const sentPost = async (origin?: string) => {
    const res = await postForm({}, [line], origin);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    return { res, location: location.replace(/#.*/, ''), reference: /sent=(ENQ-[0-9A-Z]{10})/.exec(location)![1]!, cookie: cookiesOf(res) };
  };
  const shows = (html: string, reference: string) => ({
    thanks: html.includes(`Your enquiry was sent successfully. Your reference is ${reference}.`),
    details: html.includes('Your quote: 1 line') || html.includes('matt, our logo') || html.includes('data-sent=""') || html.includes(person.email),
  });

  it('sets an HttpOnly, SameSite=Lax cookie for /contactus on the redirect, for the hour the details are shown', async () => {
    const { res, reference } = await sentPost();
    const [cookie, ...others] = res.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(new RegExp(`^${SENT_COOKIE}=${reference}\\.[0-9a-f]{64}; Max-Age=3600; Path=/contactus; HttpOnly; SameSite=Lax$`));
    // Over https the cookie is Secure; only http on this machine (npm start, preview) goes without.
    const secure = await sentPost('https://localhost');
    expect(secure.res.headers.getSetCookie()[0]).toMatch(/; Secure(;|$)/);
  });

  it('shows the lines to the browser with the cookie, and only the thank-you with the reference to another browser', async () => {
    const { location, reference, cookie } = await sentPost();
    expect(shows((await page(location, { cookie })).html, reference)).toEqual({ thanks: true, details: true });
    expect(shows((await page(location)).html, reference)).toEqual({ thanks: true, details: false });
  });

  it('repeats the details and the whole message as stored to the browser that sent them, in place of the form, and to no other', async () => {
    // A second product typed into the message, on a line of its own, with markup that must stay text.
    const message = 'We need 500 kraft pouches with a window for our masala.\nAlso 300 of the 1 Kg gold zipper pouch, <b>matt</b>.';
    const res = await postForm({ message, phone: '+91 91234-56780' }, [line]);
    const location = res.headers.get('location')!.replace(/#.*/, '');
    const reference = /sent=(ENQ-[0-9A-Z]{10})/.exec(location)![1]!;
    const mine = (await page(location, { cookie: cookiesOf(res) })).html;
    expect(mine).not.toContain('id="enquiry-form"');
    expect(mine).toContain(`>Sent with reference ${reference}</h3>`);
    // Name, e-mail and phone as stored (the phone's digits), then the message whole, then the lines.
    expect(mine).toContain('<dt>Name</dt><dd>Asha Rao</dd>');
    expect(mine).toContain('<dt>Email</dt><dd>asha@example.com</dd>');
    expect(mine).toContain('<dt>Phone</dt><dd>9123456780</dd>');
    expect(mine).toContain(
      'data-sent-message="">We need 500 kraft pouches with a window for our masala.\nAlso 300 of the 1 Kg gold zipper pouch, &lt;b&gt;matt&lt;/b&gt;.</p>',
    );
    expect(mine).toContain('>Your details<');
    expect(mine).toContain('>Your message<');
    // In the order the page shows them (the island's props, which carry the form's words too, left out).
    const shown = mine.replace(/ data-props="[^"]*"/g, '');
    const order = ['Your details', 'Your message', 'Your quote: 1 line', 'Send another enquiry'].map((text) => shown.indexOf(text));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);

    const theirs = (await page(location)).html;
    expect(theirs).toContain(`>Sent with reference ${reference}</h3>`);
    // Nothing the sender typed anywhere in the page, props included, and none of the sections that show it
    // (their headings as elements: the form's props carry "Your message is too short…" as words).
    for (const text of ['Asha Rao', 'asha@example.com', '9123456780', 'gold zipper', '>Your details<', '>Your message<'])
      expect([text, theirs.includes(text)]).toEqual([text, false]);
  });

  it("shows nothing more with another enquiry's cookie, a forged signature or a cookie for another path's value", async () => {
    const mine = await sentPost();
    const theirs = await sentPost();
    const signature = mine.cookie.split('.')[1]!;
    for (const cookie of [
      theirs.cookie, // the cookie of an enquiry the stranger sent
      `${SENT_COOKIE}=${mine.reference}.${'0'.repeat(64)}`,
      `${SENT_COOKIE}=${mine.reference}.${signature.slice(0, 63)}`,
      `${SENT_COOKIE}=${theirs.reference}.${signature}`,
      `${SENT_COOKIE}=${mine.reference}`,
      `other=${mine.cookie.split('=')[1]}`,
    ]) {
      expect([cookie, shows((await page(mine.location, { cookie })).html, mine.reference)]).toEqual([cookie, { thanks: true, details: false }]);
    }
    expect(shows((await page(mine.location, { cookie: mine.cookie })).html, mine.reference).details).toBe(true);
  });
});
