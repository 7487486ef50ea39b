import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '@platform/content/site';
import { BAR, barred, cutToColumns, FRAME_END, framedMessage, LINE_COLUMNS, visible } from './frame';
import { hostFlags, hostsIn, judgeHost, ourHosts, skeleton } from './hosts';
import { decodePunycode } from './punycode';

const ours = ourHosts([site.origin]);
const asciiOf = (unicodeHost: string) => new URL(`http://${unicodeHost}`).hostname;
const hosts = (text: string) => hostsIn(text, ours).map((h) => `${h.kind} ${h.ascii}`);

describe('decodePunycode (RFC 3492)', () => {
  it("decodes the RFC's own samples", () => {
    expect(decodePunycode('egbpdaj6bu4bxfgehfvwxn')).toBe(
      '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F',
    );
    expect(decodePunycode('ihqwcrb4cv8a8dqg056pqjye')).toBe('他们为什么不说中文');
    expect(decodePunycode('3B-ww4c5e180e575a65lsy2b')).toBe('3年B組金八先生');
    expect(decodePunycode('-> $1.00 <--')).toBe('-> $1.00 <-');
  });

  it('gives back every label URL encodes, in any script', () => {
    for (const label of ['рrintpouch', 'printpοuch', 'bücher', 'ஸ்ரீலக்ஷ்மி', 'क्षत्रिय', 'ελλάδα', 'пример', '東京']) {
      const encoded = asciiOf(`${label}.example`).split('.')[0]!;
      expect(encoded.startsWith('xn--')).toBe(true);
      expect(decodePunycode(encoded.slice(4))).toBe(label.normalize('NFC'));
    }
  });

  it('is null for a digit that is not one, a number cut short, or one too large', () => {
    expect(decodePunycode('ab-€')).toBeNull();
    expect(decodePunycode('zz')).toBeNull();
    expect(decodePunycode('abc-9999999999999')).toBeNull();
  });
});

describe('hostsIn: the hosts a visitor points at', () => {
  it('finds addresses with a scheme, with www. and none, bare ones with a path, and e-mail domains', () => {
    const text = [
      'Pay at https://evil.example/pay, or www.other.example (no scheme),',
      'see third.example/x?y=1 and kraft.in. Write to billing@fourth.example.',
    ].join('\n');
    expect(hosts(text)).toEqual(['link evil.example', 'link www.other.example', 'link third.example', 'link kraft.in', 'address fourth.example']);
  });

  it('reads the address a browser would go to: user names, backslashes, missing slashes, full-width dots, capitals', () => {
    expect(hosts('https://www.printpouch.example@evil.example/pay')).toEqual(['link evil.example']);
    expect(hosts('https:\\\\evil.example\\pay')).toEqual(['link evil.example']);
    expect(hosts('Link:https:evil.example/pay')).toEqual(['link evil.example']);
    expect(hosts('evil\u3002example/pay')).toEqual(['link evil.example']);
    expect(hosts('WWW.EVIL.EXAMPLE')).toEqual(['link www.evil.example']);
    expect(hosts('(https://evil.example/a_(b))')).toEqual(['link evil.example']);
  });

  it('takes sizes, prices, abbreviations and file names for what they are', () => {
    expect(hosts('500gm pouches, 12.5/20 cm, 2.5kg/day, ₹4,50,000.00, e.g. Mr.Rao, label A4.pdf, logo.ai, art.zip, v1.2')).toEqual([]);
    expect(hosts('We need pouches.So please quote.It is urgent, thanks.Regards')).toEqual([]);
  });

  it('finds look-alike hosts of ours even bare, and punycode as typed', () => {
    expect(hosts('рrintpouch.example')).toEqual([`link ${asciiOf('рrintpouch.example')}`]);
    expect(hosts('xn--printpuch-v1g.example')).toEqual(['link xn--printpuch-v1g.example']);
  });
});

describe('judgeHost', () => {
  const judge = (unicodeHost: string) => judgeHost(asciiOf(unicodeHost), 'link', ours);

  it('knows our site and its subdomains', () => {
    for (const host of ['www.printpouch.example', 'printpouch.example', 'shop.printpouch.example'])
      expect(judge(host)).toMatchObject({ ours: true, imitation: false });
    expect(judgeHost('localhost', 'link', ourHosts([site.origin, 'http://localhost:8787']))).toMatchObject({ ours: true });
  });

  it('marks a Cyrillic р or a Greek ο in our name, naming the letter and its script', () => {
    expect(judge('www.рrintpouch.example')).toMatchObject({
      ours: false,
      imitation: true,
      mixed: true,
      shown: 'www.рrintpouch.example',
      letters: ['Cyrillic р'],
    });
    expect(judge('printpοuch.example')).toMatchObject({ imitation: true, mixed: true, shown: 'printpοuch.example', letters: ['Greek ο'] });
    expect(judgeHost('xn--printpuch-v1g.example', 'link', ours)).toMatchObject({ imitation: true, shown: 'printpοuch.example', letters: ['Greek ο'] });
  });

  it('marks plain-ASCII imitations: our name inside another host, a digit for a letter, a letter added, dropped or changed', () => {
    for (const host of [
      'printpouch.example.evil.example',
      'printpouch-pay.in',
      'pr1ntpouch.example',
      'printpuoch.example',
      'prlntpouch.example',
      'printpouchh.example',
      'prinpouch.example',
      'www.printpouch.co',
    ])
      expect(judge(host), host).toMatchObject({ ours: false, imitation: true, letters: [] });
    expect(judge('packaging.example')).toMatchObject({ imitation: false, mixed: false });
  });

  it('marks a name that mixes alphabets, and not one written in one script or the mixes Japanese, Chinese and Korean use', () => {
    expect(judge('pаypal.example')).toMatchObject({ imitation: false, mixed: true, letters: ['Cyrillic а'] });
    for (const host of ['пример.example', 'ελλάδα.example', 'தமிழ்.example', '東京tokyo.example', 'bücher.example'])
      expect(judge(host), host).toMatchObject({ mixed: false, imitation: false });
  });

  it('marks an xn-- label that decodes to nothing valid', () => {
    expect(judgeHost('xn--zz.example', 'link', ours)).toMatchObject({ malformed: true, shown: 'xn--zz.example' });
    expect(judgeHost('xn--abc-.example', 'link', ours)).toMatchObject({ malformed: true });
  });

  it('reduces look-alike letters to one skeleton', () => {
    expect(skeleton('рrintроuсh')).toBe('printpouch');
    expect(skeleton('ＰＲＩＮＴ-pouch')).toBe('printpouch');
    expect(skeleton('prìntpouch')).toBe('printpouch');
    expect(skeleton('rnail')).toBe('mail');
  });
});

describe('hostFlags: the lines under the message', () => {
  it("lists other sites per field and warns of an imitation of ours, in the attacker's words", () => {
    const cyrillic = asciiOf('www.рrintpouch.example');
    expect(
      hostFlags(
        [
          { where: 'the message', text: 'Pay the advance at https://www.рrintpouch.example/pay or https://evil.example/.' },
          { where: 'the note of quote line 1', text: 'proof at pаypal.example/x' },
          { where: 'the e-mail address', text: 'eve@printpouch.example.co' },
        ],
        ours,
      ),
    ).toEqual([
      `Links in the message go to other sites: www.рrintpouch.example (${cyrillic}), evil.example`,
      `Links in the note of quote line 1 go to other sites: pаypal.example (${asciiOf('pаypal.example')})`,
      'Warning: looks like our address but is not: www.рrintpouch.example (Cyrillic р), in the message',
      'Warning: mixes alphabets in one name, as look-alike addresses do: pаypal.example (Cyrillic а), in the note of quote line 1',
      'Warning: looks like our address but is not: printpouch.example.co, in the e-mail address',
    ]);
  });

  it('says nothing of our own site, of e-mail addresses elsewhere, or of a message with no address', () => {
    const fields = [
      { where: 'the message', text: 'As on https://www.printpouch.example/products/kraft and printpouch.example/size-finder, write to me at asha@gmail.com.' },
      { where: 'the e-mail address', text: 'asha@example.com' },
    ];
    expect(hostFlags(fields, ours)).toEqual([]);
    expect(hostFlags([{ where: 'the message', text: 'We need 500 kraft pouches.\nThanks' }], ours)).toEqual([]);
    expect(hostFlags([{ where: 'the message', text: 'http://localhost:8787/contactus' }], ourHosts([site.origin, 'http://localhost:8787']))).toEqual([]);
  });
});

describe('the frame around a visitor text', () => {
  it('bars every line, blank ones too, at every kind of line break', () => {
    const message = ['Hello', '', 'Quote (1 line):', '1. Pouch: ₹4,50,000', 'Artwork: 1 file', '--', 'PrintPouch website', '', ''].join('\r\n');
    expect(framedMessage(message)).toEqual([
      'Message from the visitor (as typed):',
      '│ Hello',
      '│',
      '│ Quote (1 line):',
      '│ 1. Pouch: ₹4,50,000',
      '│ Artwork: 1 file',
      '│ --',
      '│ PrintPouch website',
      '│',
      '│',
      FRAME_END,
    ]);
    expect(barred('', 'a\rb\nc\u2028d\u2029e\u0085f\vg\fh')).toEqual(['│ a', '│ b', '│ c', '│ d', '│ e', '│ f', '│ g', '│ h']);
  });

  it('puts a single-line value after its label and bars every line it may hold', () => {
    expect(barred('Name:   ', 'Asha Rao')).toEqual(['Name:   │ Asha Rao']);
    expect(barred('Name:   ', 'Eve\r\nE-mail: ceo@printpouch.example')).toEqual(['Name:   │ Eve', '        │ E-mail: ceo@printpouch.example']);
  });

  it('cuts a long line into barred lines, so padding cannot carry a forged line to the margin', () => {
    for (const pad of [' ', '\u00a0', '_', '\u3000']) {
      const padded = `Thanks${pad.repeat(300)}${FRAME_END}${pad.repeat(120)}Quote (1 line): ₹4,50,000`;
      const lines = barred('', padded);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) {
        expect(line.startsWith(`${BAR} `)).toBe(true);
        // Spaces may hang at a line's end; nothing else passes the line's width.
        expect([...line.replace(/ +$/, '')].length).toBeLessThanOrEqual(LINE_COLUMNS);
      }
      expect(lines.map((l) => l.slice(2)).join('')).toBe(padded);
      expect(lines.some((l) => l.startsWith(`${BAR} ${FRAME_END}`))).toBe(pad === ' ');
    }
  });

  it('keeps a web address whole on its line, up to 300 columns, so it can still be followed', () => {
    const link = `https://drive.google.com/file/d/${'A1b2'.repeat(20)}/view?usp=sharing`;
    expect(barred('', `Artwork: ${link} thanks`)).toEqual(['│ Artwork: ', `│ ${link} `, '│ thanks']);
    const endless = `www.${'x'.repeat(400)}.example`;
    expect(barred('', endless).length).toBeGreaterThan(1);
  });

  it('cuts between letters, never inside one, and counts wide letters and tabs as more than one column', () => {
    const tamil = 'ஸ்ரீலக்ஷ்மி'.repeat(20);
    const pieces = cutToColumns(tamil, 10);
    expect(pieces.join('')).toBe(tamil);
    for (const piece of pieces) expect(/^\p{M}/u.test(piece)).toBe(false);
    expect(cutToColumns('東京'.repeat(10), 10)).toHaveLength(4);
    expect(cutToColumns('ab\t'.repeat(5), 16)).toEqual(['ab\tab\t', 'ab\tab\t', 'ab\t']);
    expect(cutToColumns('one two three four', 9)).toEqual(['one two ', 'three ', 'four']);
  });

  it('never lets one character cluster carry a forged line to the margin: a cluster is cut past 16 code points, and each code point takes its columns', () => {
    /** The most columns a line can take in any mail program: every code point shown on its own, a wide one (CJK, Hangul, emoji) as two. */
    const widest = (line: string) =>
      [...line.replace(/ +$/, '')].reduce(
        (n, ch) => n + (ch === '\t' ? 8 : /[\u1100-\u115f\u3000-\u9fff\uac00-\ud7a3]|\p{Extended_Pictographic}/u.test(ch) ? 2 : 1),
        0,
      );
    const clusters = {
      'a Tamil consonant under 120 vowel signs': `க${'ொ'.repeat(120)}`,
      'a Devanagari conjunct chain': `${'क्'.repeat(60)}क`,
      '60 emoji joined by ZWJ': Array(60).fill('👩').join('\u200d'),
      'emoji with skin tones joined by ZWJ': Array(40).fill('👩🏽').join('\u200d'),
      'a letter under 200 combining marks': `a${'\u0301\u0316'.repeat(100)}`,
      'Hangul jamo of one syllable': `${'ᄀ'.repeat(100)}ᅡ`,
      'a letter under 150 variation selectors': `x${'\ufe0f'.repeat(150)}`,
      'a Tamil consonant under 120 virama and vowel signs': `ஸ${'்ொ'.repeat(60)}`,
    };
    for (const [what, cluster] of Object.entries(clusters)) {
      for (const forged of [FRAME_END, 'Quote (1 line): ₹4,50,000']) {
        for (const message of [`${cluster}${forged}`, `Hi ${cluster} ${forged}`, `${cluster}${cluster}${'\u00a0'.repeat(40)}${forged}`]) {
          const lines = framedMessage(message).slice(1, -1);
          for (const line of lines) {
            expect(line.startsWith(`${BAR} `) || line === BAR, what).toBe(true);
            expect(widest(line), `${what}: ${line.slice(0, 20)}…`).toBeLessThanOrEqual(LINE_COLUMNS);
          }
          // Nothing is lost: the pieces are the message.
          expect(lines.map((l) => l.slice(2)).join(''), what).toBe(message);
        }
        for (const label of ['Name:   ', 'Company: ']) {
          for (const line of barred(label, `${cluster}${forged}`)) expect(widest(line), what).toBeLessThanOrEqual(LINE_COLUMNS);
        }
      }
    }
    // Clusters people write stay whole: a conjunct, a family, a flag, a kiss with skin tones.
    for (const cluster of ['क्ष्म्य', 'ஸ்ரீ', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '👩🏽‍❤️‍💋‍👨🏻']) {
      const pieces = cutToColumns(`${'x'.repeat(70)}${cluster}`, LINE_COLUMNS);
      expect(
        pieces.some((p) => p.includes(cluster)),
        cluster,
      ).toBe(true);
    }
  });

  it('keeps a web address whole only while it is plain ASCII: one padded with look-alike spaces or box lines is cut like any word', () => {
    for (const pad of ['\u00a0', '\u2007', '─']) {
      const link = `https://example.com/${'a'.repeat(60)}${pad.repeat(100)}${FRAME_END}`;
      const lines = barred('', link);
      // Only the address itself may pass the line's width; what pads it goes on barred lines.
      for (const line of lines) if ([...line].length > LINE_COLUMNS) expect(line).toMatch(/^│ https:\/\/[\x21-\x7e]+$/);
      expect(lines.map((l) => l.slice(2)).join('')).toBe(link);
    }
  });

  it('shows controls and direction overrides of an older row by their code point; ZWJ and ZWNJ stay', () => {
    expect(visible('invoice\u202Efdp.bat \u001b[2J')).toBe('invoice[U+202E]fdp.bat [U+001B][2J');
    expect(visible('क्\u200Dष सं\u200Cजय\tok')).toBe('क्\u200Dष सं\u200Cजय\tok');
  });

  it('never lets a line of any text start outside the bar', () => {
    const tricky = fc.constantFrom('\r', '\n', '\r\n', '\u2028', '\u2029', '\u0085', '\v', '\f', ' ', '\t', '\u202E', BAR, '└', '東', 'ஸ்ரீ');
    const unit = fc.oneof(tricky, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    fc.assert(
      // Plain checks, not expect() on every line: a hundred texts of up to 400 lines stay quick on a busy machine.
      fc.property(fc.string({ unit, maxLength: 400 }), (text) => {
        const framed = framedMessage(text);
        const inside = framed.slice(1, -1);
        return (
          framed[0] === 'Message from the visitor (as typed):' &&
          framed.at(-1) === FRAME_END &&
          inside.every((line) => (line === BAR || line.startsWith(`${BAR} `)) && !/[\n\r\v\f\u0085\u2028\u2029]/.test(line))
        );
      }),
    );
  });
});
