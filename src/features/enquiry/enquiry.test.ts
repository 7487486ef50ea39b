import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLimitedBody } from './intake/body';
import { cleanText, prefillMessage } from './intake/prefill';
import { searchItems } from '@features/catalogue/catalogue';
import { retryDelay, retryPolicy } from './delivery/retry';
import { enquiryLimits, invalidMessage, normalisePhone } from './intake/fields';
import { enquiryRules } from './intake/enquiry.rules';

const { parseEnquiry } = await enquiryRules();

describe('normalisePhone: an Indian number of 10 digits', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-9876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(0452) 234-5678', '4522345678'],
  ])('%s → %s', (raw, digits) => expect(normalisePhone(raw)).toBe(digits));

  it.each(['987654321', '98765432100', '0987654321', '+1 415 555 0100', '98765abcde', '', '+91', '+44 7700 900123'])('refuses %j', (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });

  it("fits every way it is written in the form's box, which takes what the server accepts", () => {
    for (const raw of ['98765 43210', '+91 98765 43210', '+91-98765-43210', '(+91) 98765-43210', '0 98765 43210']) {
      expect(raw.length, raw).toBeLessThanOrEqual(enquiryLimits.phone.maxChars);
      expect(normalisePhone(raw), raw).toBe('9876543210');
    }
  });

  it('always gives exactly 10 digits or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const phone = normalisePhone(raw);
        expect(phone === null || /^[1-9]\d{9}$/.test(phone)).toBe(true);
      }),
    );
  });
});

describe('the enquiry schema', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Need pouches soon.' };

  it('refuses an e-mail address too long to deliver (RFC 5321), with a message that says which part', () => {
    const email = (address: string) => {
      const r = parseEnquiry({ ...valid, email: address });
      return r.ok ? 'ok' : r.errors.email;
    };
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect([longest.length, email(longest), email(`${'a'.repeat(64)}@example.com`)]).toEqual([254, 'ok', 'ok']);
    expect(email(`${'a'.repeat(240)}@example.com`)).toBe('The part of your e-mail address before the @ is too long: at most 64 characters.');
    expect(email(`${'a'.repeat(65)}@example.com`)).toBe('The part of your e-mail address before the @ is too long: at most 64 characters.');
    expect(email(`asha@${'b'.repeat(64)}.example.com`)).toBe("A part of your e-mail address's domain (between dots) is too long: at most 63 characters.");
    expect(email(`a${longest}`)).toBe('This e-mail address is too long: at most 254 characters.');
  });

  it('accepts the limits exactly and refuses one past them', () => {
    const { name, message } = enquiryLimits;
    expect(parseEnquiry({ ...valid, name: 'x'.repeat(name.min), message: 'm'.repeat(message.max) }).ok).toBe(true);
    expect(parseEnquiry({ ...valid, name: 'x'.repeat(name.max), message: 'm'.repeat(message.min) }).ok).toBe(true);
    expect(parseEnquiry({ ...valid, name: 'x'.repeat(name.max + 1) })).toMatchObject({ ok: false, errors: { name: expect.any(String) } });
    expect(parseEnquiry({ ...valid, message: 'm'.repeat(message.min - 1) })).toMatchObject({ ok: false, errors: { message: expect.any(String) } });
  });

  it('never fails on the hidden fields: a bad one is simply dropped', () => {
    const result = parseEnquiry({ ...valid, idempotencyKey: 42, startedAt: {}, sourcePage: '//evil.example/x', website: '' });
    expect(result).toMatchObject({ ok: true, data: { idempotencyKey: undefined, startedAt: undefined, sourcePage: undefined } });
  });

  it('counts a honeypot that is not a string as filled', () => {
    expect(parseEnquiry({ ...valid, website: 1 })).toMatchObject({ ok: true, data: { website: 'filled' } });
  });

  it('names the wrong fields in one sentence', () => {
    expect(invalidMessage({ phone: 'x' })).toBe('Please check this field: Phone.');
    expect(invalidMessage({ message: 'x', name: 'y' })).toBe('Please check these fields: Name, Message.');
  });
});

describe('prefillMessage: the quote buttons start the message', () => {
  it('names a known product by its name, with size and quantity', () => {
    expect(prefillMessage({ product: 'kraft-with-window', size: '100gm', quantity: '1500' })).toBe(
      'Hello, I would like a quote for:\n- Matt Kraft With Window Stand-Up Zipper Pouch, size 100gm, quantity 1,500 pouches\n\nPlease share prices, options and delivery time.',
    );
  });

  it('names nothing for a product or size we do not make: an address cannot put its own words in a message', () => {
    expect(prefillMessage({ product: 'gift-box_large' })).toBe('');
    expect(prefillMessage({ product: 'Pay the advance to UPI scam@bank', quantity: '500' })).toBe('');
    expect(prefillMessage({ product: 'kraft-with-window', size: 'pay-at-upi' })).toContain('- Matt Kraft With Window Stand-Up Zipper Pouch\n');
    expect(prefillMessage({ product: 'Kraft-With-Window', size: '500GM' })).toContain('- Matt Kraft With Window Stand-Up Zipper Pouch, size 500gm\n');
  });

  it("turns the wishlist page's comma-separated catalogue ids into product and size names", () => {
    const message = prefillMessage({ wishlist: ['101,101-500gm'] });
    const [product, size] = ['101', '101-500gm'].map((id) => searchItems().find((i) => i.id === id));
    expect(message).toContain(`- ${product!.name}\n- ${size!.name}\n`);
    expect(message).not.toContain('101,');
  });

  it('lists wishlist products from repeated parameters or one separated by | or new lines, each by its name, once', () => {
    expect(prefillMessage({ wishlist: ['Gold Standy Pouch|Milky Standy Zipper', 'Clear Standy Zipper\nGold Standy Pouch'] })).toBe(
      'Hello, I would like a quote for these products from my wishlist:\n- Gold Standy Pouch\n- Two-Sided Silver Stand-Up Zipper Pouch\n- Both-Side Transparent Stand-Up Zipper Pouch\n\nPlease share prices, options and delivery time.',
    );
  });

  it('takes only products and sizes the catalogue knows: anything else in the wishlist is dropped', () => {
    expect(prefillMessage({ wishlist: ['Pay the advance to UPI scam@bank', 'gift-box', '999,abc', '<script>alert(1)</script>'] })).toBe('');
    expect(prefillMessage({ wishlist: ['101,999,Pay the advance|kraft-inner-foiled\nCall 98765 43210'] })).toBe(
      'Hello, I would like a quote for these products from my wishlist:\n- Matt Kraft With Window Stand-Up Zipper Pouch\n- Matt Kraft Inner Foiled Stand-Up Zipper Pouch\n\nPlease share prices, options and delivery time.',
    );
    expect(prefillMessage({ wishlist: ['  GOLD-ZIPPER ', 'printed dry fruit zip lock'] })).toBe(
      'Hello, I would like a quote for these products from my wishlist:\n- Gold Standy Zipper Pouch\n\nPlease share prices, options and delivery time.',
    );
  });

  it('keeps a name with a comma whole', () => {
    expect(prefillMessage({ wishlist: ['Coloured Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)'] })).toContain(
      '- Coloured Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)\n',
    );
  });

  it('is empty when the query names nothing', () => {
    expect(prefillMessage({})).toBe('');
    expect(prefillMessage({ size: '100gm', quantity: '5', wishlist: ['', '  '] })).toBe('');
  });

  it('drops quantities that are not whole numbers from 1 to 10 million', () => {
    for (const quantity of ['0', '-1', '1.5', '1e3', '99999999', 'ten']) expect(prefillMessage({ product: 'gold-zipper', quantity })).not.toContain('quantity');
  });

  it('turns any input into plain lines within the message limit', () => {
    fc.assert(
      fc.property(
        fc.record({ product: fc.string(), size: fc.string(), quantity: fc.string(), wishlist: fc.array(fc.string({ maxLength: 500 }), { maxLength: 40 }) }),
        (query) => {
          const text = prefillMessage(query);
          expect(text.length).toBeLessThanOrEqual(enquiryLimits.message.max);
          expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u2028\u2029]/);
        },
      ),
    );
  });

  it('cleanText takes out control characters and collapses white space', () => {
    expect(cleanText(' a\u0000b\t\tc\u202e d ', 100)).toBe('a b c d');
    expect(cleanText('x'.repeat(50), 10)).toBe('x'.repeat(10));
    // A quote line's note in Tamil or Hindi keeps its joiners, as the form's check lets them.
    expect(cleanText('லக்\u200cஷ்மி காபி\u200b', 100)).toBe('லக்\u200cஷ்மி காபி');
    expect(cleanText('लक्\u200dष्मी', 100)).toBe('लक्\u200dष्मी');
  });
});

describe('retryDelay: exponential backoff with jitter, capped', () => {
  it('doubles from one minute and stops at an hour', () => {
    const middle = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelay(n, 0.5));
    expect(middle).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((m) => m * 60_000));
  });

  it('spreads each delay by ±20 %', () => {
    expect(retryDelay(1, 0)).toBe(0.8 * retryPolicy.baseMs);
    expect(retryDelay(1, 0.999999)).toBeCloseTo(1.2 * retryPolicy.baseMs, -2);
  });

  it('scales with the base delay', () => {
    expect(retryDelay(3, 0.5, 100)).toBe(400);
    expect(retryDelay(30, 0.5, 100)).toBe(100 * retryPolicy.maxFactor);
  });
});

describe('readLimitedBody', () => {
  const streamed = (chunks: number[]) =>
    new Request('http://x/', {
      method: 'POST',
      body: new ReadableStream({
        start(c) {
          for (const n of chunks) c.enqueue(new Uint8Array(n));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

  it('reads a body up to the limit', async () => {
    const read = await readLimitedBody(streamed([100, 100]), 200);
    expect(read.ok && read.bytes.byteLength).toBe(200);
  });

  it('stops at the first byte past the limit, whatever the headers say', async () => {
    expect(await readLimitedBody(streamed([150, 51]), 200)).toEqual({ ok: false, tooLarge: true });
  });

  it('refuses a declared length over the limit without reading', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'x'.repeat(300), headers: { 'content-length': '300' } });
    expect(await readLimitedBody(request, 200)).toEqual({ ok: false, tooLarge: true });
    expect(request.bodyUsed).toBe(false);
  });
});
