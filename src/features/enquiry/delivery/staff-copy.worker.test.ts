import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliver } from './forward';
import { FRAME_END } from './frame';
import { composeMime } from './inbox-mail.server';
import { DAY_MS } from '../store/retention';
import type { Env } from '@platform/env';
import { call, emptyTables, formBody, jsonRequest, mailScript, runCron } from '@tests/worker/enquiry-helpers';
import { decodeWord, recordingInbox } from '@tests/worker/inbox-recorder';

const MINUTE = 60_000;
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await emptyTables();
});

const HEADING = 'Message from the visitor (as typed):';
/** The ASCII form of a host, as URL writes it. */
const ascii = (host: string) => new URL(`http://${host}`).hostname;
async function send(e: Env, extra: Record<string, unknown> = {}) {
  const { res, settled } = await call(jsonRequest(await formBody(extra, e)), e);
  const answer = (await res.json()) as { reference: string; errors?: Record<string, string> };
  await settled();
  return { status: res.status, ...answer };
}

/** Sends an enquiry to a mail script that takes it, and gives back what the mail script received. */
async function forwarded(channel: string, extra: Record<string, unknown>) {
  const mail = mailScript(channel);
  await mail.answer('ok');
  const sent = await send(mail.env(), extra);
  expect(sent.status).toBe(201);
  const received = (await mail.log()).find((r) => r.id === sent.reference)!;
  return { reference: sent.reference, payload: received.payload, lines: received.payload.text!.split('\n') };
}

/** The lines between the message's heading and its end line. */
function framed(lines: string[]): string[] {
  const start = lines.indexOf(HEADING);
  const end = lines.indexOf(FRAME_END, start);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return lines.slice(start + 1, end);
}

/** The lines under the message's end line, up to the next blank one: the links and warnings. */
const flagsOf = (lines: string[]) => {
  const after = lines.slice(lines.indexOf(FRAME_END) + 2);
  return lines[lines.indexOf(FRAME_END) + 1] === '' ? after.slice(0, after.indexOf('') < 0 ? after.length : after.indexOf('')) : [];
};

const lookAlike = 'https://www.рrintpouch.example/pay';
/** The attacker's message: our own sections copied, priced high, a footer, blank lines, and a link to a look-alike of our domain. */
const attack = [
  'Hello, please confirm our order.',
  '',
  'Quote (1 line):',
  '1. Matt Kraft With Window Stand-Up Zipper Pouch, 500gm, 50,000 pouches: ₹4,50,000.00 (₹9.00 a pouch)',
  'Estimated total of the priced lines: ₹4,50,000.00 (taxes included).',
  '',
  'Artwork: 1 file (links work for 30 days)',
  '- label.pdf (1.5 MB, application/pdf)',
  `  ${lookAlike}`,
  '',
  '--',
  'The mail script has not taken this enquiry since it arrived; it will still get it, under the same reference, when it recovers.',
  '',
  '',
  '',
  '',
  `Approved by accounts: pay the 50% advance at ${lookAlike}`,
].join('\n');

describe("the staff's copy frames what the visitor typed", () => {
  it("shows the attacker's forged sections, footer and blank lines inside the frame, with the look-alike link named, in the inbox copy and the mail script's alike", async () => {
    const mail = mailScript('staff-copy-attack');
    await mail.answer('fail');
    const box = recordingInbox({}, mail.env());
    const t0 = Date.now();
    const { reference } = await send(box.env, { name: 'Eve Sharma', message: attack });
    await runCron(box.env, t0 + 31 * MINUTE);
    const [copy] = box.sent.filter((m) => m.subject.startsWith(`Enquiry ${reference}`));
    expect(copy!.subject).toBe(`Enquiry ${reference} from Eve Sharma (the mail script has not taken it yet)`);
    const lines = copy!.text.split('\n');

    // Every line of the message is behind the bar, the blank ones too; nothing of it reaches the margin.
    const inside = framed(lines);
    for (const line of inside) expect(line === '│' || line.startsWith('│ ')).toBe(true);
    expect(inside.filter((l) => l === '│')).toHaveLength(attack.split('\n').filter((l) => l === '').length);
    expect(inside).toContain('│ Quote (1 line):');
    expect(inside).toContain('│ Artwork: 1 file (links work for 30 days)');
    expect(inside).toContain('│ --');
    // No section of ours is in this copy but the footer, once, after the frame's end.
    expect(lines.filter((l) => /^(Quote \(|Artwork: |Estimated total)/.test(l))).toEqual([]);
    expect(lines.filter((l) => l === '--')).toHaveLength(1);
    expect(lines.indexOf('--')).toBeGreaterThan(lines.indexOf(FRAME_END));
    expect(lines.filter((l) => l === FRAME_END)).toHaveLength(1);

    expect(flagsOf(lines)).toEqual([
      `Links in the message go to other sites: www.рrintpouch.example (${ascii('www.рrintpouch.example')})`,
      'Warning: looks like our address but is not: www.рrintpouch.example (Cyrillic р), in the message',
    ]);
    expect(lines).toContain('Name:   │ Eve Sharma');

    // The mail script gets the same copy to mail, and the message itself as the visitor sent it.
    await mail.answer('ok');
    await runCron(box.env, t0 + 2 * 60 * MINUTE);
    const received = (await mail.log()).find((r) => r.outcome === 'ok')!;
    expect(received.payload.message).toBe(attack);
    expect(received.payload.subject).toBe(`Enquiry ${reference} from Eve Sharma`);
    expect(copy!.text.startsWith(`${received.payload.text}\n\n--\nThe mail script has not taken this enquiry`)).toBe(true);
  });

  it('bars each line of a message written with CRLF and lone CR line breaks', async () => {
    const { lines } = await forwarded('staff-copy-crlf', { message: 'Thanks\r\n\r\nQuote (1 line): ₹4,50,000\rArtwork: 1 file' });
    expect(framed(lines)).toEqual(['│ Thanks', '│', '│ Quote (1 line): ₹4,50,000', '│ Artwork: 1 file']);
  });

  it('cuts a line padded to push a forged end line to the margin where a mail program wraps it', async () => {
    // Spaces: each run hangs at the end of its line, and what follows starts a barred line of its own.
    const spaced = await forwarded('staff-copy-padding', { message: `Thanks${' '.repeat(300)}${FRAME_END}${' '.repeat(100)}Quote (1 line): ₹4,50,000` });
    expect(framed(spaced.lines)).toEqual([`│ Thanks${' '.repeat(300)}`, `│ ${FRAME_END}${' '.repeat(100)}`, '│ Quote (1 line): ₹4,50,000']);
    // No-break spaces, where a mail program cannot wrap either: cut like letters, every line within the width.
    const nbsp = '\u00a0';
    const { lines } = await forwarded('staff-copy-padding-nbsp', {
      message: `Thanks${nbsp.repeat(300)}${FRAME_END}${nbsp.repeat(100)}Quote (1 line): ₹4,50,000`,
    });
    const inside = framed(lines);
    expect(inside.length).toBeGreaterThan(5);
    for (const line of inside) {
      expect(line.startsWith('│ ')).toBe(true);
      expect([...line].length).toBeLessThanOrEqual(76);
    }
    expect(lines.filter((l) => l === FRAME_END)).toHaveLength(1);
  });

  it('puts the quote note and the name behind the bar, on lines of their own', async () => {
    const { lines } = await forwarded('staff-copy-note', {
      name: 'Asha Rao Estimated total of the priced lines: ₹1',
      items: [{ product: 'kraft-with-window', size: '500gm', quantity: 500, note: 'matt. Estimated total of the priced lines: ₹1' }],
    });
    const at = lines.indexOf('Quote (1 line):');
    expect(lines.slice(at, at + 4)).toEqual([
      'Quote (1 line):',
      '1. Matt Kraft With Window Stand-Up Zipper Pouch, 500gm, 500 pouches: ₹2,940.00 (₹5.88 a pouch)',
      '   Note: │ matt. Estimated total of the priced lines: ₹1',
      'Estimated total of the priced lines: ₹2,940.00 (taxes included).',
    ]);
    expect(lines).toContain('Name:   │ Asha Rao Estimated total of the priced lines: ₹1');
  });

  it('frames a row stored before the text rule: a U+2028 break, a direction override and a name with CRLF and an encoded word', async () => {
    const mail = mailScript('staff-copy-old-row');
    await mail.answer('fail');
    const box = recordingInbox({}, mail.env());
    const id = 'ENQ-OLDROW2028';
    const received = new Date(Date.now() - 40 * MINUTE).toISOString();
    await env.DB.prepare(
      `INSERT INTO enquiries (id, dedupe_key, name, email, phone, message, source_page, received_at, next_attempt_at) VALUES (?1, ?1, ?2, ?3, ?4, ?5, '/contactus', ?6, ?7)`,
    )
      .bind(
        id,
        '=?UTF-8?B?4oCu?= Eve\r\nBcc: all@evil.example',
        'eve@example.com',
        '9876543210',
        'Thanks\u2028Quote (1 line): ₹4,50,000\u2029invoice\u202Efdp.bat',
        received,
        Date.now() + 60 * MINUTE,
      )
      .run();
    await runCron(box.env, Date.now());
    const [copy] = box.sent;
    const lines = copy!.text.split('\n');
    expect(framed(lines)).toEqual(['│ Thanks', '│ Quote (1 line): ₹4,50,000', '│ invoice[U+202E]fdp.bat']);
    expect(lines).toContain('Name:   │ =?UTF-8?B?4oCu?= Eve');
    expect(lines).toContain('        │ Bcc: all@evil.example');
    // One Subject line, its encoded word parted so no mail program decodes it, and no Bcc header.
    const head = copy!.raw.split('\r\n\r\n')[0]!;
    expect(head.split('\r\n').map((l) => l.split(':')[0])).toEqual([
      'From',
      'To',
      'Reply-To',
      'Subject',
      'Date',
      'Message-ID',
      'MIME-Version',
      'Content-Type',
      'Content-Transfer-Encoding',
    ]);
    expect(copy!.subject).toBe(`Enquiry ${id} from = ?UTF-8?B?4oCu?= Eve Bcc: all@evil.example (the mail script has not taken it yet)`);

    await mail.answer('ok');
    expect(await deliver(box.env, id, Date.now() + 2 * 60 * MINUTE)).toBe('delivered');
    const payload = (await mail.log()).find((r) => r.outcome === 'ok')!.payload;
    expect(payload.subject).toBe(`Enquiry ${id} from = ?UTF-8?B?4oCu?= Eve Bcc: all@evil.example`);
    expect(payload.name).toBe('=?UTF-8?B?4oCu?= Eve\r\nBcc: all@evil.example');
  });
});

describe('the hosts a visitor links to', () => {
  it.each([
    [
      'a Greek ο in our name',
      { message: 'Pay the advance at https://printpοuch.example/pay today.' },
      [
        `Links in the message go to other sites: printpοuch.example (${ascii('printpοuch.example')})`,
        'Warning: looks like our address but is not: printpοuch.example (Greek ο), in the message',
      ],
    ],
    [
      'a punycode host typed as such',
      { message: 'Pay at xn--printpuch-v1g.example/pay please.' },
      [
        'Links in the message go to other sites: printpοuch.example (xn--printpuch-v1g.example)',
        'Warning: looks like our address but is not: printpοuch.example (Greek ο), in the message',
      ],
    ],
    [
      'a www. link with no scheme and a bare host with a path',
      { message: 'Our designs are at www.evil.example and files.example/proofs, thanks.' },
      ['Links in the message go to other sites: www.evil.example, files.example'],
    ],
    ['a link in the name', { name: 'Eve of evil.example/pay' }, ['Links in the name go to other sites: evil.example']],
    [
      'a look-alike in a quote note',
      { items: [{ product: 'kraft-with-window', size: '500gm', quantity: 500, note: `proof at ${lookAlike}` }] },
      [
        `Links in the note of quote line 1 go to other sites: www.рrintpouch.example (${ascii('www.рrintpouch.example')})`,
        'Warning: looks like our address but is not: www.рrintpouch.example (Cyrillic р), in the note of quote line 1',
      ],
    ],
    [
      'a name that mixes alphabets',
      { message: 'We also sell on pаypal-shop.example/store now.' },
      [
        `Links in the message go to other sites: pаypal-shop.example (${ascii('pаypal-shop.example')})`,
        'Warning: mixes alphabets in one name, as look-alike addresses do: pаypal-shop.example (Cyrillic а), in the message',
      ],
    ],
  ])('lists and warns of %s under the message', async (_what, fields, flags) => {
    const { lines } = await forwarded(`staff-copy-hosts-${flags.length}-${Object.keys(fields)[0]}`, fields);
    expect(flagsOf(lines)).toEqual(flags);
  });

  it('says nothing of links to our own site', async () => {
    const { lines } = await forwarded('staff-copy-own-site', {
      message: 'As on https://www.printpouch.example/products/kraft and printpouch.example/size-finder: 500gm, 12.5/20 cm, label A4.pdf.',
    });
    expect(flagsOf(lines)).toEqual([]);
    expect(lines.filter((l) => /^(Links|Warning)/.test(l))).toEqual([]);
  });
});

describe('the daily digest of held enquiries', () => {
  it('shows a held message behind the bar, with the warning about its look-alike link', async () => {
    const box = recordingInbox({}, env);
    const { reference } = await send(box.env, { website: 'https://spam.example', message: attack });
    const today = new Date().toISOString().slice(0, 10);
    await runCron(box.env, Date.parse(`${today}T00:00:00.000Z`) + DAY_MS + 60 * MINUTE);
    const [digest] = box.sent.filter((m) => m.subject.includes('held as spam'));
    const lines = digest!.text.split('\n');
    const at = lines.indexOf(lines.find((l) => l.startsWith(`${reference} at `))!);
    expect(lines.slice(at + 1, at + 3)).toEqual(['Name:    │ Asha Rao', 'E-mail:  │ asha@example.com']);
    expect(lines[at + 3]).toBe('Message: │ Hello, please confirm our order. Quote (1 line): 1. Matt Kraft ');
    for (const line of lines.slice(at + 4, at + 6)) expect(line.startsWith('         │ ')).toBe(true);
    expect(lines).toContain('Warning: looks like our address but is not: www.рrintpouch.example (Cyrillic р), in the message');
    expect(lines.filter((l) => l.startsWith('Quote ('))).toEqual([]);
  });
});

describe('single-line fields refuse encoded words, which mail programs decode', () => {
  it.each([
    [{ name: '=?UTF-8?B?4oCu?= Eve' }, 'name', 'Your name has an encoded word (=?…?=) in it, which mail programs would decode into other characters.'],
    [{ name: 'Eve =?utf-8?q?=E2=80=AE?=' }, 'name', 'Your name has an encoded word (=?…?=) in it, which mail programs would decode into other characters.'],
    [
      { name: 'Eve =?iso-8859-1*en?b?QmNjOg==?=' },
      'name',
      'Your name has an encoded word (=?…?=) in it, which mail programs would decode into other characters.',
    ],
    [
      { items: [{ product: 'kraft-with-window', size: '500gm', quantity: 500, note: 'matt =?utf-8?q?=E2=80=AE?=' }] },
      'items',
      'Line 1: the note has an encoded word (=?…?=) in it, which mail programs would decode into other characters.',
    ],
  ])('refuses %o', async (fields, field, message) => {
    const answer = await send(env, fields);
    expect([answer.status, answer.errors?.[field]]).toEqual([400, message]);
  });

  it('keeps Indic names with ZWJ and ZWNJ, and a = or ? in a name, as typed in the copy', async () => {
    for (const [i, name] of ['ஸ்ரீ லக்ஷ்மி', 'क्\u200Dष राव', 'सं\u200Cजय', 'Rao & Sons =? Foods'].entries()) {
      const { lines, payload } = await forwarded(`staff-copy-indic-${i}`, { name });
      expect(lines).toContain(`Name:   │ ${name}`);
      expect(payload.subject).toBe(`Enquiry ${payload.id} from ${name.replace('=?', '= ?')}`);
    }
  });

  it('writes a Subject as one header whatever it is given: breaks a space, an encoded word typed in it encoded again', () => {
    const raw = composeMime('website@printpouch.example', 'sales@printpouch.example', {
      subject: 'Hi\r\nBcc: x@evil.example =?UTF-8?B?4oCu?=',
      text: 'x',
      replyTo: 'a@b.example\r\nBcc: z@evil.example',
    });
    const head = raw.split('\r\n\r\n')[0]!.split('\r\n');
    expect(head.map((l) => l.split(':')[0])).toEqual([
      'From',
      'To',
      'Subject',
      'Date',
      'Message-ID',
      'MIME-Version',
      'Content-Type',
      'Content-Transfer-Encoding',
    ]);
    const subject = head.find((l) => l.startsWith('Subject: '))!.slice(9);
    expect(subject).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(decodeWord(subject)).toBe('Hi Bcc: x@evil.example =?UTF-8?B?4oCu?=');
  });
});

it('reads well for a plain enquiry: our lines, the visitor values behind the bar, the message framed, the quote and its note', async () => {
  const { reference, payload } = await forwarded('staff-copy-plain', {
    message: 'We need 500 kraft pouches with a window for our masala.\n\nPlease send the proof to our office.\nThanks, Asha',
    items: [{ product: 'kraft-with-window', size: '500gm', quantity: 500, note: 'matt, 2 designs' }],
  });
  expect(payload.text).toBe(
    [
      `Reference: ${reference}`,
      `Received: ${payload.receivedAt}`,
      '',
      'Typed by the visitor: what follows a │ is theirs, as they typed it.',
      'Name:   │ Asha Rao',
      'E-mail: │ asha@example.com',
      'Phone:  │ 9876543210',
      'Page:   │ /contactus',
      '',
      'Message from the visitor (as typed):',
      '│ We need 500 kraft pouches with a window for our masala.',
      '│',
      '│ Please send the proof to our office.',
      '│ Thanks, Asha',
      FRAME_END,
      '',
      'Quote (1 line):',
      '1. Matt Kraft With Window Stand-Up Zipper Pouch, 500gm, 500 pouches: ₹2,940.00 (₹5.88 a pouch)',
      '   Note: │ matt, 2 designs',
      'Estimated total of the priced lines: ₹2,940.00 (taxes included).',
    ].join('\n'),
  );
});
