import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startToken } from './intake/spam';
import { rateLimit } from './intake/rate-limit';
import type { Env } from '@platform/env';
import {
  call,
  countRows,
  formBody,
  jsonRequest,
  mailScript,
  nextIp,
  oldStart,
  person,
  row,
  runCron,
  roomInRateWindow,
  RATE_TEST_TIMEOUT,
} from '@tests/worker/enquiry-helpers';

type Answer = { message: string; reference?: string; errors?: Record<string, string> };

async function post(body: unknown, headers: Record<string, string> = {}) {
  const { res } = await call(jsonRequest(body, headers));
  return { status: res.status, headers: res.headers, answer: (await res.json()) as Answer };
}

const streamOf = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 1024) controller.enqueue(new TextEncoder().encode('x'.repeat(Math.min(1024, size - sent))));
      controller.close();
    },
  });

describe('POST /api/enquiry stores a valid enquiry', () => {
  it('answers 201 with a message containing "successfully" and the reference', async () => {
    const { status, answer, headers } = await post(await formBody());
    expect(status).toBe(201);
    expect(answer.message).toContain('successfully');
    expect(answer.reference).toMatch(/^ENQ-[0-9A-Z]{10}$/);
    expect(answer.message).toContain(answer.reference);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(await row(answer.reference!)).toMatchObject({ status: 'pending', email: 'asha@example.com' });
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['9876543210', '9876543210'],
    ['0452 234 5678', '4522345678'],
  ])('accepts the phone number %s and stores it as %s', async (phone, stored) => {
    const { status, answer } = await post(await formBody({ phone }));
    expect(status).toBe(201);
    expect((await row(answer.reference!))!.phone).toBe(stored);
  });

  it('trims every field before checking and storing it', async () => {
    const { status, answer } = await post(await formBody({ name: '  Asha Rao  ', email: ' asha@example.com ', message: '\n  Need 500 pouches please  \n' }));
    expect(status).toBe(201);
    expect(await row(answer.reference!)).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', message: 'Need 500 pouches please' });
  });

  it('accepts a body of exactly 16 KB', async () => {
    const base = JSON.stringify(await formBody({ padding: '' }));
    const body = base.replace('"padding":""', `"padding":"${'p'.repeat(16 * 1024 - base.length)}"`);
    expect(new TextEncoder().encode(body).byteLength).toBe(16 * 1024);
    expect((await post(body)).status).toBe(201);
  });
});

describe('no forged lines, terminal codes or reordered text in any field a visitor types', () => {
  it('refuses a name with line breaks that would forge lines in the inbox e-mail, and stores nothing', async () => {
    const before = await countRows();
    const { status, answer } = await post(await formBody({ name: 'Eve\nE-mail: ceo@printpouch.example\nArtwork: https://evil.example/pay' }));
    expect([status, answer.errors]).toEqual([400, { name: 'Your name must be on one line.' }]);
    expect(answer.message).toBe('Please check this field: Name.');
    expect(await countRows()).toBe(before);
  });

  it('refuses C0 and C1 controls, separators and direction characters in every single-line field, and controls in the message', async () => {
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'Eve\u0000\u001b[2J' }, 'name', 'Your name has a control character in it (U+0000).'],
      [{ name: 'Eve\u009b31m' }, 'name', 'Your name has a control character in it (U+009B).'],
      [{ name: 'Eve\u2028Mallory' }, 'name', 'Your name must be on one line.'],
      [{ name: 'Eve\r\nBcc: all' }, 'name', 'Your name must be on one line.'],
      [{ name: 'Asha \u202EoaR' }, 'name', 'Your name has a character that changes the direction of text (U+202E).'],
      [{ name: 'Asha \u2068Rao\u2069' }, 'name', 'Your name has a character that changes the direction of text (U+2068).'],
      [{ email: 'asha@example.com\u202A' }, 'email', 'Your e-mail address has a character that changes the direction of text (U+202A).'],
      [{ phone: '98765\u000743210' }, 'phone', 'Your phone number has a control character in it (U+0007).'],
      [{ message: 'We need 500 pouches.\u001b]0;owned\u0007' }, 'message', 'Your message has a control character in it (U+001B).'],
      [{ message: 'We need 500 pouches\u2029for our masala.' }, 'message', 'Your message has a line break that is not a plain one (such as U+2028).'],
      [
        { items: [{ product: 'kraft-with-window', size: '500gm', quantity: 500, note: 'matt\u202Efinish' }] },
        'items',
        'Line 1: the note has a character that changes the direction of text (U+202E).',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const { status, answer } = await post(await formBody(fields));
      expect([fields, status, answer.errors?.[field]]).toEqual([fields, 400, message]);
    }
    expect(await countRows()).toBe(before);
  });

  it('keeps ZWJ and ZWNJ, which Tamil, Hindi and Malayalam names need, and line breaks in the message', async () => {
    for (const name of ['ஸ்ரீ லக்ஷ்மி', 'क्\u200Dष राव', 'അവന്\u200D മേനോന്\u200D', 'सं\u200Cजय']) {
      const { status, answer } = await post(await formBody({ name, message: 'Line one of the message.\nLine two.\r\n\tIndented.' }));
      expect([name, status]).toEqual([name, 201]);
      expect((await row(answer.reference!))!.name).toBe(name);
    }
  });

  it('refuses the same in a plain form post, showing the form again with the message beside the field', async () => {
    const before = await countRows();
    const form = new URLSearchParams({
      ...person,
      name: 'Eve\r\nE-mail: ceo@printpouch.example',
      website: '',
      idempotencyKey: crypto.randomUUID(),
      startedAt: await oldStart(),
    });
    const { res } = await call(
      new Request('http://localhost/contactus', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
        body: form.toString(),
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Your name must be on one line.');
    expect(await countRows()).toBe(before);
  });
});

describe('bad input gets a 4xx with a clear message, never a 5xx', () => {
  const long = (n: number) => 'a'.repeat(n);
  it.each([
    [
      'no fields at all',
      {},
      { name: 'Enter your name.', email: 'Enter your e-mail address.', phone: 'Enter your phone number.', message: 'Write your message.' },
    ],
    ['a name of one character', { name: 'A' }, { name: 'Enter your name: at least 2 characters.' }],
    ['a name of spaces only', { name: '    ' }, { name: 'Enter your name.' }],
    ['a name of 101 characters', { name: long(101) }, { name: 'Your name is too long: at most 100 characters.' }],
    ['a name that is a number', { name: 42 }, { name: 'Enter your name.' }],
    ['an e-mail without a domain', { email: 'asha@' }, { email: 'Enter a valid e-mail address, like name@example.com.' }],
    ['an e-mail without @', { email: 'asha.example.com' }, { email: 'Enter a valid e-mail address, like name@example.com.' }],
    ['a phone number of 9 digits', { phone: '987654321' }, { phone: 'Enter a 10-digit Indian phone number, like 98765 43210.' }],
    ['a phone number of 11 digits', { phone: '98765432101' }, { phone: 'Enter a 10-digit Indian phone number, like 98765 43210.' }],
    ['a phone number with letters', { phone: '98765abcde' }, { phone: 'Enter a 10-digit Indian phone number, like 98765 43210.' }],
    ['a phone number of another country', { phone: '+1 415 555 0100' }, { phone: 'Enter a 10-digit Indian phone number, like 98765 43210.' }],
    ['a message of 9 characters', { message: 'Too short' }, { message: 'Your message is too short: write at least 10 characters.' }],
    ['a message of 2001 characters', { message: long(2001) }, { message: 'Your message is too long: at most 2000 characters.' }],
    ['a message that is a list', { message: ['a', 'b'] }, { message: 'Write your message.' }],
  ])('%s → 400 with the field errors', async (_case, fields, errors) => {
    const body = { ...(await formBody()), ...fields };
    if (_case === 'no fields at all') for (const f of ['name', 'email', 'phone', 'message'] as const) delete (body as Partial<typeof body>)[f];
    const { status, answer } = await post(body);
    expect(status).toBe(400);
    expect(answer.errors).toEqual(errors);
    expect(answer.message).toMatch(/^Please check (this field|these fields): /);
    for (const field of Object.keys(errors)) expect(answer.message).toContain(field[0]!.toUpperCase() + field.slice(1));
  });

  it.each([
    ['text that is not JSON', 'name=Asha&email=asha%40example.com', 400, 'The enquiry could not be read: the body is not valid JSON.'],
    ['an empty body', '', 400, 'The enquiry could not be read: the body is not valid JSON.'],
    ['a JSON list', '[1, 2]', 400, 'Send the enquiry as a JSON object with the fields name, email, phone and message.'],
    ['JSON null', 'null', 400, 'Send the enquiry as a JSON object with the fields name, email, phone and message.'],
    ['a JSON string', '"hello"', 400, 'Send the enquiry as a JSON object with the fields name, email, phone and message.'],
  ])('%s → %i', async (_case, body, status, message) => {
    const result = await post(body);
    expect(result.status).toBe(status);
    expect(result.answer.message).toBe(message);
  });

  it('refuses bytes that are not UTF-8 with 400', async () => {
    const { res } = await call(
      new Request('http://localhost/api/enquiry', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
    );
    expect(res.status).toBe(400);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form encoding', 'application/x-www-form-urlencoded'],
    ['no content type', ''],
  ])('refuses %s with 415', async (_case, type) => {
    const { res } = await call(
      new Request('http://localhost/api/enquiry', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: JSON.stringify(person),
      }),
    );
    expect(res.status).toBe(415);
    expect(((await res.json()) as Answer).message).toBe('Send the enquiry as JSON, with the header Content-Type: application/json.');
  });

  it('accepts application/json with a charset', async () => {
    expect((await post(await formBody(), { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it('refuses a body over 16 KB with 413, by its Content-Length', async () => {
    const body = JSON.stringify({ ...(await formBody()), message: 'x'.repeat(17_000) });
    const { status, answer } = await post(body);
    expect(status).toBe(413);
    expect(answer.message).toContain('too large');
  });

  it('refuses a streamed body over 16 KB with 413 though it declares no length', async () => {
    const request = new Request('http://localhost/api/enquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamOf(64 * 1024),
    });
    expect(request.headers.get('content-length')).toBeNull();
    const { res } = await call(request);
    expect(res.status).toBe(413);
  });

  it('refuses a body that lies about its length: the bytes read are counted', async () => {
    const request = new Request('http://localhost/api/enquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      body: streamOf(32 * 1024),
    });
    const { res } = await call(request);
    expect(res.status).toBe(413);
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const { res } = await call(new Request('http://localhost/api/enquiry', { method, body: method === 'GET' ? undefined : '{}' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(((await res.json()) as Answer).message).toBe('Enquiries are sent with POST.');
  });

  it('answers 503, never "successfully", when the database cannot store the enquiry', async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('D1 is unavailable');
        },
      } as unknown as D1Database,
    };
    const { res } = await call(jsonRequest(await formBody()), broken);
    expect(res.status).toBe(503);
    const answer = (await res.json()) as Answer;
    expect(answer.message).not.toContain('successfully');
    expect(res.headers.get('retry-after')).toBe('30');
  });
});

describe('fast-check: whatever a client sends, the answer is a 4xx or a success, never a 5xx', () => {
  const field = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const bodies = fc.oneof(
    fc.string({ maxLength: 2000 }),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc
      .record(
        {
          name: field,
          email: fc.oneof(field, fc.emailAddress()),
          phone: fc.oneof(field, fc.stringMatching(/^\+?[0-9 -]{8,16}$/)),
          message: field,
          website: field,
          startedAt: field,
          idempotencyKey: field,
          sourcePage: field,
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v)),
    fc.uint8Array({ maxLength: 20_000 }),
  );
  const types = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/ld+json',
    'text/plain',
    'multipart/form-data; boundary=x',
    '',
    'application/json;;;',
  );

  it('holds for random bodies and content types', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, types, async (body, type) => {
        const { res } = await call(
          new Request('http://localhost/api/enquiry', {
            method: 'POST',
            headers: { ...(type ? { 'content-type': type } : {}), 'cf-connecting-ip': nextIp() },
            body,
          }),
        );
        expect(res.status).toBeLessThan(500);
        expect([200, 201, 400, 413, 415]).toContain(res.status);
        const answer = (await res.json()) as Answer;
        expect(typeof answer.message).toBe('string');
        expect(answer.message.includes('successfully')).toBe(res.status === 201 || res.status === 200);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('one visitor may send only so many enquiries', () => {
  it(
    `answers the ${rateLimit.max + 1}th new enquiry in the window with 429 and Retry-After`,
    async () => {
      await roomInRateWindow();
      const ip = nextIp();
      const sent: string[] = [];
      for (let i = 0; i < rateLimit.max; i++) {
        const { status, answer } = await post(await formBody({ message: `Enquiry ${i} about zipper pouches.` }), { 'cf-connecting-ip': ip });
        expect(status).toBe(201);
        sent.push(answer.reference!);
      }
      const before = await countRows();
      const limited = await post(await formBody({ message: 'One enquiry too many today.' }), { 'cf-connecting-ip': ip });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(rateLimit.windowMs / 1000);
      expect(limited.answer.message).toMatch(/^You have sent several enquiries in a short time\. Please try again in \d+ minutes?/);
      expect(await countRows()).toBe(before);

      // Another visitor is not affected.
      expect((await post(await formBody({ message: 'A different visitor asks.' }))).status).toBe(201);
    },
    RATE_TEST_TIMEOUT,
  );

  it(
    'counts an IPv6 visitor by the /64: another address in it shares the limit, another /64 does not',
    async () => {
      await roomInRateWindow();
      const sent = async (ip: string) => (await post(await formBody({ message: `From ${ip}, 500 pouches please.` }), { 'cf-connecting-ip': ip })).status;
      for (let i = 1; i <= rateLimit.max; i++) expect(await sent(`2001:db8:ab:cd::${i}`)).toBe(201);
      // The same /64 written every other way, and an address far inside it.
      for (const ip of ['2001:db8:ab:cd::99', '2001:0DB8:00ab:00cd:ffff:ffff:ffff:ffff', '2001:db8:ab:cd:0:0:0:7'])
        expect([ip, await sent(ip)]).toEqual([ip, 429]);
      expect(await sent('2001:db8:ab:ce::1')).toBe(201);
      // An IPv4-mapped address is the IPv4 visitor.
      for (let i = 0; i < rateLimit.max; i++) expect(await sent('198.51.100.61')).toBe(201);
      expect(await sent('::ffff:198.51.100.61')).toBe(429);
    },
    RATE_TEST_TIMEOUT,
  );

  it('does not count a repeat of an enquiry already stored', async () => {
    const ip = nextIp();
    const body = await formBody();
    for (let i = 0; i < rateLimit.max + 3; i++) expect((await post(body, { 'cf-connecting-ip': ip })).status).toBe(i === 0 ? 201 : 200);
    expect((await post(await formBody({ message: 'A second, new enquiry.' }), { 'cf-connecting-ip': ip })).status).toBe(201);
  });
});

describe('the idempotency key: one form sent twice is one enquiry', () => {
  it('stores the same form once and answers both times with the same reference', async () => {
    const body = await formBody();
    const first = await post(body);
    const second = await post(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.answer.reference).toBe(first.answer.reference);
    expect(second.answer.message).toContain('successfully');
    expect(await countRows('email = ? AND message = ?', person.email, person.message)).toBeGreaterThanOrEqual(1);
    expect(await countRows('id = ?', first.answer.reference)).toBe(1);
  });

  it('stores one row for a double click: two identical requests at the same moment', async () => {
    const body = await formBody({ message: 'Double clicked enquiry for 1000 pouches.' });
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect(a.answer.reference).toBe(b.answer.reference);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await countRows('message = ?', 'Double clicked enquiry for 1000 pouches.')).toBe(1);
  });

  it('keeps two enquiries apart when one key comes with different content', async () => {
    const key = crypto.randomUUID();
    const a = await post(await formBody({ idempotencyKey: key, message: 'First message from this form.' }));
    const b = await post(await formBody({ idempotencyKey: key, message: 'Second, different message.' }));
    expect(a.answer.reference).not.toBe(b.answer.reference);
  });
});

describe('held: same answer, stored marked, never forwarded', () => {
  it.each([
    ['a filled honeypot', async () => ({ website: 'https://spam.example' }), 'honeypot'],
    ['a forged start time', async () => ({ startedAt: `${Date.now() - 60_000}.${'0'.repeat(64)}` }), 'bad-token'],
    ['a start time that is not a token', async () => ({ startedAt: 'yesterday' }), 'bad-token'],
  ] as const)('%s', async (_case, extra: (e: Env) => Promise<Record<string, unknown>>, reason) => {
    const mail = mailScript(`spam-${reason}-${_case.length}`);
    await mail.answer('ok');
    const e = mail.env();
    const { res, settled } = await call(jsonRequest(await formBody(await extra(e), e)), e);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Answer;
    expect(answer.message).toBe(`Thank you! Your enquiry was sent successfully. Your reference is ${answer.reference}. We will reply within 24 hours.`);
    await settled();
    await runCron(e, Date.now() + 60 * 60_000);
    expect(await row(answer.reference!)).toMatchObject({ status: 'spam', spam_reason: reason, attempts: 0 });
    expect((await mail.log()).filter((r) => r.id === answer.reference)).toEqual([]);
  });
});

describe('unverified: forwarded, marked so, and counted by the limit', () => {
  it("forwards the spec's bare JSON (name, email, phone, message) marked unverified", async () => {
    const mail = mailScript('bare-spec-contract');
    await mail.answer('ok');
    const e = mail.env();
    const { res, settled } = await call(jsonRequest(person), e);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Answer;
    await settled();
    expect(await row(answer.reference!)).toMatchObject({ status: 'delivered', spam_reason: null, unverified: 'no-token' });
    const log = await mail.log();
    expect(log.map((r) => [r.id, r.payload.unverified])).toEqual([[answer.reference, 'no-token']]);
  });

  it('forwards a form sent within 2 seconds of showing it, marked too-fast', async () => {
    const mail = mailScript('too-fast');
    await mail.answer('ok');
    const e = mail.env();
    const { res, settled } = await call(jsonRequest(await formBody({ startedAt: await startToken(e, Date.now() - 500) }, e)), e);
    const answer = (await res.json()) as Answer;
    await settled();
    expect(await row(answer.reference!)).toMatchObject({ status: 'delivered', unverified: 'too-fast' });
    expect((await mail.log())[0]!.payload.unverified).toBe('too-fast');
  });

  it(
    'counts bare posts by the per-visitor limit like any other',
    async () => {
      await roomInRateWindow();
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i <= rateLimit.max; i++) {
        const { res } = await call(jsonRequest({ ...person, message: `${person.message} (${i})` }, { 'cf-connecting-ip': ip }));
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array<number>(rateLimit.max).fill(201), 429]);
    },
    RATE_TEST_TIMEOUT,
  );
  it('takes a form filled in over 2 seconds with an empty honeypot for a person', async () => {
    const { answer } = await post(await formBody({ startedAt: await oldStart() }));
    expect(await row(answer.reference!)).toMatchObject({ status: 'pending', spam_reason: null, unverified: null });
  });
});
