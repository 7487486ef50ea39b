import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, cookiesOf, countRows, emptyTables, formBody, jsonRequest, mailScript, nextIp, oldStart, person, row } from '@tests/worker/enquiry-helpers';
import { storedQuote } from '@features/enquiry/store/rows';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await emptyTables();
});

const kraft500 = { product: 'kraft-with-window', size: '500gm', quantity: 500, note: 'matt, 2 designs' };
const kraft1kg = { product: 'kraft-with-window', size: '1kg', quantity: 1000, note: '' };

const get = async (path: string, headers: Record<string, string> = {}) => {
  const { res } = await call(new Request(`http://localhost${path}`, { headers }));
  return { res, html: await res.text() };
};

async function postForm(body: URLSearchParams) {
  const { res } = await call(
    new Request('http://localhost/contactus', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
      body: body.toString(),
      redirect: 'manual',
    }),
  );
  return res;
}

async function formWithLines(lines: Array<Record<string, string | number>>, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({
    ...person,
    website: '',
    idempotencyKey: crypto.randomUUID(),
    startedAt: await oldStart(),
    sourcePage: '/contactus',
    ...extra,
  });
  for (const l of lines) for (const key of ['product', 'size', 'quantity', 'note']) body.append(`item-${key}`, String(l[key] ?? ''));
  return body;
}

describe('an enquiry with quote lines', () => {
  it('stores and forwards the lines as the worker prices them, never as the browser does', async () => {
    const mail = mailScript('quote-lines');
    await mail.answer('ok');
    const e = mail.env();
    const body = await formBody(
      {
        items: [
          { ...kraft500, unitPrice: 0.01, estimate: 1 },
          { ...kraft1kg, quantity: '1,000' },
        ],
      },
      e,
    );
    const { res, settled } = await call(jsonRequest(body), e);
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    await settled();

    const quote = storedQuote((await row(reference))!);
    expect(quote).toEqual({
      items: [
        { ...kraft500, name: 'Matt Kraft With Window Stand-Up Zipper Pouch', weight: '500gm', unitPrice: 5.88, estimate: 2940 },
        { ...kraft1kg, name: 'Matt Kraft With Window Stand-Up Zipper Pouch', weight: '1 Kg', unitPrice: 7.07, estimate: 7070 },
      ],
      total: 10010,
      onRequest: 0,
    });
    const [received] = await mail.log();
    expect(received!.signed).toBe(true);
    expect((received!.payload as unknown as { quote: unknown }).quote).toEqual(quote);
  });

  it('refuses a bad line with 400 and a message naming it, and stores nothing', async () => {
    for (const items of [
      [kraft500, { ...kraft500, size: '9kg' }],
      [{ ...kraft500, quantity: 50 }],
      [{ ...kraft500, product: 'nothing-like-it' }],
      Array.from({ length: 21 }, (_, i) => ({ ...kraft500, quantity: 100 + i })),
    ]) {
      const { res } = await call(jsonRequest(await formBody({ items })));
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(answer.message).toBe('Please check this field: Quote lines.');
      expect(answer.errors.items).toMatch(/^(Line \d+: |A quote request takes at most 20 lines)/);
    }
    expect(await countRows()).toBe(0);
  });

  it('stores one enquiry for a retried send of the same form and lines, and a new one when the lines differ', async () => {
    const body = await formBody({ items: [kraft500] });
    const first = await call(jsonRequest(body));
    const again = await call(jsonRequest(body));
    expect([first.res.status, again.res.status]).toEqual([201, 200]);
    const changed = await call(jsonRequest({ ...body, items: [{ ...kraft500, quantity: 600 }] }));
    expect(changed.res.status).toBe(201);
    expect(await countRows()).toBe(2);
  });

  it('takes the lines of a plain form post', async () => {
    const res = await postForm(await formWithLines([kraft500, { ...kraft1kg, quantity: '1,000' }]));
    expect(res.status).toBe(303);
    const reference = /sent=(ENQ-[0-9A-Z]+)/.exec(res.headers.get('location') ?? '')![1]!;
    expect(storedQuote((await row(reference))!)?.items.map((i) => [i.size, i.quantity, i.note])).toEqual([
      ['500gm', 500, 'matt, 2 designs'],
      ['1kg', 1000, ''],
    ]);
  });

  it('lands on a page that shows the reference and the lines as they were stored', async () => {
    const res = await postForm(await formWithLines([kraft500, { product: 'gold-zipper', size: '250gm', quantity: 300, note: '' }]));
    const reference = /sent=(ENQ-[0-9A-Z]+)/.exec(res.headers.get('location') ?? '')![1]!;
    // The browser that posted it sends back its cookie (edges.test.ts: nobody else sees the lines).
    const html = (await get(res.headers.get('location')!.replace(/#.*/, ''), { cookie: cookiesOf(res) })).html.replaceAll('<!-- -->', '');
    expect(html).toContain(`Sent with reference ${reference}`);
    expect(html).toContain('Your quote: 2 lines');
    expect(html).toContain(
      '<span class="quote-summary-name">Matt Kraft With Window Stand-Up Zipper Pouch, 500gm</span><span class="quote-summary-figures">500 pouches · estimate ₹2,940.00 · matt, 2 designs</span>',
    );
    expect(html).toContain(
      '<span class="quote-summary-name">Gold Standy Zipper Pouch, 250gm</span><span class="quote-summary-figures">300 pouches · price on request</span>',
    );
    expect(html).toContain('Estimated total: <strong>₹2,940.00</strong> (1 on request), taxes included');
    // The form below is a new one: no lines of its own, no note of what an address started.
    expect(html).not.toContain('name="item-product"');
    expect(html).not.toContain('class="prefill-note"');
  });

  it('shows a plain form post with a bad line again: 400, the message, the good lines and the fields kept', async () => {
    const res = await postForm(await formWithLines([kraft500, { ...kraft1kg, size: '7kg' }], { message: 'Our masala needs these pouches.' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Line 2: Matt Kraft With Window Stand-Up Zipper Pouch comes in');
    expect(html).toContain('Our masala needs these pouches.');
    expect(html).toContain('<input type="hidden" name="item-size" value="500gm"/>');
    expect(html).not.toContain('value="7kg"');
    expect(await countRows()).toBe(0);
  });

  it('shows a plain form post whose quantity is out of range again: 400, the line kept at the nearest quantity a line takes', async () => {
    const range = 'Line 1: the quantity must be a whole number of pouches from 100 to 1,00,000.';
    for (const [typed, shown, said] of [
      ['50', '100', range],
      ['abc', '100', 'Line 1: give the product, the size and a whole number of pouches.'],
      ['2,00,000', '100000', range],
    ]) {
      const res = await postForm(await formWithLines([{ ...kraft500, quantity: typed! }]));
      expect(res.status).toBe(400);
      const html = (await res.text()).replaceAll('<!-- -->', '');
      expect(html).toContain(said);
      expect(html).toContain('<input type="hidden" name="item-size" value="500gm"/>');
      expect(quantityField(html)).toBe(shown);
    }
    expect(await countRows()).toBe(0);
  });
});

/** The value of the form's first line's quantity field, as the server wrote it. */
const quantityField = (html: string) => /<input id="item-quantity-0"[^>]* name="item-quantity" value="(\d+)"/.exec(html)?.[1];

describe('GET /contactus from a size\'s "Request a quote"', () => {
  it('carries the size and quantity as one line, shown, in hidden fields and in a labelled quantity field', async () => {
    const html = (await get('/contactus?product=kraft-with-window&size=500gm&quantity=500')).html.replaceAll('<!-- -->', '');
    expect(html).toContain('Your quote: 1 line');
    expect(html).toMatch(/500 pouches · estimate ₹2,940.00/);
    for (const [name, value] of [
      ['item-product', 'kraft-with-window'],
      ['item-size', '500gm'],
    ]) {
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    }
    // Without JavaScript the quantity is changed on the form itself (CSS shows the field only then).
    expect(html).toContain('<label for="item-quantity-0">Pouches</label>');
    expect(quantityField(html)).toBe('500');
  });

  it('makes every size we sell a line, and the message never repeats it', async () => {
    const page = async (query: string) => (await get(`/contactus?${query}`)).html.replaceAll('<!-- -->', '');
    const message = (html: string) => /<textarea[^>]*id="enquiry-message"[^>]*>([^<]*)<\/textarea>/.exec(html)![1];
    const props = (html: string) =>
      JSON.parse(/data-island="enquiry-form"[^>]*data-props="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
        string,
        unknown
      >;

    // The size finder's link: the size by the site's name, what it packs as the line's note.
    const finder = await page('product=transparent-zipper&size=2kg&packs=1.5+kg+of+rice');
    expect(finder).toContain('Your quote: 1 line');
    expect(finder).toMatch(
      />Both-Side Transparent Stand-Up Zipper Pouch<\/a>, 2 Kg<span class="quote-summary-figures">100 pouches · price on request · to pack 1.5 kg of rice<\/span>/,
    );
    expect(message(finder)).toBe('Hello, I would like a quote for the pouches listed below.\n\nPlease share prices, options and delivery time.');
    expect(finder).toContain('The size you chose is in your quote below, ready to send.');
    // No quantity was chosen: the browser keeps a quantity already in the visitor's quote.
    expect(props(finder).keepStored).toBe(true);

    // The estimate's link: its quantity, which the browser sets in the quote.
    const estimate = await page('product=kraft-with-window&size=500gm&quantity=500');
    expect(message(estimate)).not.toContain('500gm');
    expect(props(estimate).keepStored).toBeUndefined();

    // A quantity out of range is brought within a line's limits, as "Add to quote" does.
    expect(quantityField(await page('product=kraft-with-window&size=500gm&quantity=12'))).toBe('100');
    expect(quantityField(await page('product=kraft-with-window&size=500gm&quantity=900000'))).toBe('100000');
  });

  it('makes no line of a size we do not sell or markup', async () => {
    for (const query of ['product=kraft-with-window&size=9kg&quantity=500', 'product=%3Cscript%3E&size=500gm&quantity=500']) {
      const { res, html } = await get(`/contactus?${query}`);
      expect(res.status).toBe(200);
      expect(html).not.toContain('name="item-product"');
      expect(html).not.toContain('<script>');
    }
  });
});

describe('GET /contactus from the quote list', () => {
  it('starts the message, which the lines beside it complete', async () => {
    const { html } = await get('/contactus?quote');
    expect(html).toMatch(
      /<textarea[^>]*id="enquiry-message"[^>]*>Hello, I would like a quote for the pouches listed below\.\n\nPlease share prices, options and delivery time\.<\/textarea>/,
    );
  });
});

describe('GET /quote', () => {
  it('is a page of its own, not indexed, whose list the browser fills', async () => {
    const { res, html } = await get('/quote');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Your Quote');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/<site-island data-island="quote-list" [^>]*data-load="quote">/);
    expect(html).toContain('Your quote list is kept in this browser and needs JavaScript.');
    expect(html).toContain('Your quote is empty.');
    expect(html).toContain('<h1 id="quote-title" tabindex="-1">Your Quote</h1>');
  });
});
