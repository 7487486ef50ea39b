import { describe, expect, it } from 'vitest';
import { artworkKind } from './kind';
import { cssProblem, SVG_MAX_BYTES, SVG_MAX_DEPTH, SVG_MAX_PROLOG, SVG_MAX_TOKEN, svgProblem, SvgJudge, type SvgProblem } from './svg';
import { bypasses, otherRefusals, plainSvgs, svgAround, utf16le, type SvgCase } from '@tests/support/svg-cases';

const bytesOf = (file: string | Uint8Array) => (typeof file === 'string' ? new TextEncoder().encode(file) : file);

/** The judge's verdict on a file fed in pieces of `size` bytes. */
function judgeInPieces(file: string | Uint8Array, size: number): SvgProblem | null {
  const bytes = bytesOf(file);
  const judge = new SvgJudge();
  for (let at = 0; at < bytes.length; at += size) if (judge.push(bytes.subarray(at, at + size))) break;
  return judge.end();
}

/** Whether a verdict is the refusal a case expects. */
function matches(problem: SvgProblem | null, c: Pick<SvgCase, 'what'>): boolean {
  if (!problem) return false;
  return c.what === 'malformed' ? problem.kind === 'malformed' : problem.kind === 'refused' && problem.what.startsWith(c.what);
}

describe('the SVG judge', () => {
  it.each(bypasses.map((c) => [c.name, c] as const))('refuses a bypass of the old patterns: %s', (_, c) => {
    const problem = svgProblem(c.file);
    expect(matches(problem, c) ? c.what : problem).toBe(c.what);
  });

  it.each(otherRefusals.map((c) => [c.name, c] as const))('refuses %s', (_, c) => {
    const problem = svgProblem(c.file);
    expect(matches(problem, c) ? c.what : problem).toBe(c.what);
  });

  it.each(plainSvgs.map((c) => [c.name, c] as const))('takes %s', (_, c) => {
    expect(svgProblem(c.file)).toBeNull();
  });

  it('gives the same verdict whatever pieces the file arrives in (characters and tokens split between them)', () => {
    const cases = [...bypasses.filter((c) => bytesOf(c.file).length < 20_000), ...otherRefusals];
    for (const c of cases) for (const size of [1, 3, 7, 4096]) expect([c.name, size, matches(judgeInPieces(c.file, size), c)]).toEqual([c.name, size, true]);
    for (const c of plainSvgs) for (const size of [1, 5, 4096]) expect([c.name, size, judgeInPieces(c.file, size)]).toEqual([c.name, size, null]);
  });

  it('says where XML is not well-formed, by line and column', () => {
    expect(svgProblem('<svg xmlns="http://www.w3.org/2000/svg">\n<g>\n</svg>')).toEqual({
      kind: 'malformed',
      why: expect.stringMatching(/close tag.*\(line 3, column \d+\)$/),
    });
  });

  it('takes a UTF-8 byte order mark and the labels that mean UTF-8; refuses UTF-16 and UTF-32 marks', () => {
    const plain = svgAround('<rect width="1" height="1"/>', '');
    expect(svgProblem(new Uint8Array([0xef, 0xbb, 0xbf, ...bytesOf(plain)]))).toBeNull();
    for (const label of ['UTF-8', 'utf8', 'Unicode-1-1-UTF-8'])
      expect([label, svgProblem(svgAround('', `<?xml version="1.0" encoding="${label}"?>`))]).toEqual([label, null]);
    for (const mark of [
      [0xfe, 0xff],
      [0xff, 0xfe],
      [0, 0, 0xfe, 0xff],
    ]) {
      expect(svgProblem(new Uint8Array([...mark, ...bytesOf(plain)]))).toEqual({ kind: 'refused', what: 'another text encoding than UTF-8' });
    }
    expect(svgProblem(svgAround('', '<?xml version="1.0" encoding="Shift_JIS"?>'))).toEqual({ kind: 'refused', what: 'another text encoding than UTF-8' });
    expect(svgProblem(svgAround('', '<?xml version="1.1"?>'))).toEqual({ kind: 'refused', what: 'an XML version other than 1.0 (1.1)' });
  });

  it('refuses elements nested deeper than browsers parse, and long prologs, and stops there', () => {
    const nest = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(n)}${'</g>'.repeat(n)}</svg>`;
    expect(svgProblem(nest(SVG_MAX_DEPTH - 1))).toBeNull();
    expect(svgProblem(nest(SVG_MAX_DEPTH))).toEqual({ kind: 'refused', what: `elements nested more than ${SVG_MAX_DEPTH} deep` });
    // 256 KB of <!ENTITY (the old pattern took 6.9 s over it) and 256 KB of unclosed groups.
    const entities = `<?xml version="1.0"?>\n<!DOCTYPE svg [${'<!ENTITY a '.repeat(24_000)}`;
    expect(svgProblem(entities)).toEqual({ kind: 'refused', what: 'a DOCTYPE (entities)' });
    expect(svgProblem(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(90_000)}`)).toEqual({
      kind: 'refused',
      what: `elements nested more than ${SVG_MAX_DEPTH} deep`,
    });
    expect(svgProblem(`<!--${' '.repeat(2 * SVG_MAX_PROLOG)}--><svg xmlns="http://www.w3.org/2000/svg"/>`)).toEqual({
      kind: 'refused',
      what: expect.stringMatching(/^more than 64 KB before its <svg> element/),
    });
  });

  it('reads no more of a file than its limit, whatever the file holds, and refuses it past that', () => {
    // A 1 MB limit in place of 64 MB: the same code path. A harmless drawing exactly at the limit is judged whole.
    const limit = 1000 * 1000;
    const open = bytesOf('<svg xmlns="http://www.w3.org/2000/svg">');
    const close = bytesOf('</svg>');
    const rect = bytesOf('<rect width="3" height="4"/>');
    const drawing = (bytes: number) => {
      const file = new Uint8Array(bytes).fill(0x20);
      file.set(open);
      for (let at = open.length; at + rect.length <= bytes - close.length; at += rect.length) file.set(rect, at);
      file.set(close, bytes - close.length);
      return file;
    };
    const judgeOf = (file: Uint8Array) => {
      const judge = new SvgJudge(SVG_MAX_TOKEN, limit);
      for (let at = 0; at < file.length; at += 64 * 1024) if (judge.push(file.subarray(at, at + 64 * 1024))) break;
      return judge.end();
    };
    expect(judgeOf(drawing(limit))).toBeNull();
    const over = judgeOf(drawing(limit + 1));
    expect([over?.kind, over?.in('en'), over?.in('ta')]).toEqual(['over', '1 MB', '1 MB']);
    // The judge the uploads use reads 64 MB: the largest embedded picture it takes and the drawing around it.
    expect(SVG_MAX_BYTES).toBe(64 * 1000 * 1000);
    expect(SVG_MAX_BYTES - SVG_MAX_TOKEN).toBeGreaterThan(30 * 1000 * 1000);
  });

  it('refuses one text, comment or embedded picture over the limit without holding more of it', () => {
    // A 512 KB limit in place of 32 MB: the same code path, a sixty-fourth of the parsing.
    const limit = 512 * 1024;
    for (const opening of ['<image href="data:image/png;base64,', '<text>', '<!-- ', '<style>']) {
      const judge = new SvgJudge(limit);
      expect(judge.push(bytesOf(`<svg xmlns="http://www.w3.org/2000/svg">${opening}`))).toBeNull();
      const block = bytesOf('A'.repeat(64 * 1024));
      let problem: SvgProblem | null = null;
      let fed = 0;
      while (!problem && fed <= limit + 2 * block.length) {
        problem = judge.push(block);
        fed += block.length;
      }
      expect([opening, problem]).toEqual([opening, { kind: 'refused', what: 'one picture, text or comment larger than 512 KB' }]);
      expect(fed).toBeLessThanOrEqual(limit + block.length);
    }
    // The judge the uploads use keeps the 32 MB limit.
    expect(new SvgJudge().push(bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><text>'))).toBeNull();
    expect(SVG_MAX_TOKEN).toBe(32 * 1024 * 1024);
  });
});

describe('CSS as the judge reads it', () => {
  it.each([
    ['@\\69mport "x.css"', 'an external reference'],
    ['@\\000069mport "x.css"', 'an external reference'],
    ['@i\\\nmport "x.css"', 'an external reference'],
    ['@im/**/port "x.css"', 'an external reference'],
    ['a{fill:u\\72 l(http://e/x)}', 'an external reference'],
    ['a{fill:URL( "http://e/x")}', 'an external reference'],
    ['a{fill:url(data:image/svg+xml,x)}', 'an external reference'],
    ['a{content:"/*";fill:url(http://e/x);x:"*/"}', 'an external reference'],
    ['a{mask-image:image-set("a.png" 1x)}', 'an external reference'],
    ['a{mask-image:image("a.png")}', 'an external reference'],
    ['@font-face{src:src("a.woff")}', 'an external reference'],
    ['a{width:expression(alert(1))}', 'a script'],
    ['a{-moz-binding:url(#x)}', 'a script'],
    ['a{behavior :url(#x)}', 'a script'],
    ['a{b\\65havior:url(#x)}', 'a script'],
    ['a{fill:url(javascript:alert(1))}', 'a javascript: address'],
  ])('refuses %s', (css, what) => {
    expect(cssProblem(css)).toBe(what);
  });

  it.each([
    '.st0{fill:#E30613;}',
    'a{fill:url(#g)} b{fill:url( "#g" )}',
    "a{fill:url('data:image/png;base64,iVBOR')}",
    'a{font-family:"Noto Sans",sans-serif;shape-inside:url(#r)}',
    '/* colours: red */ a{stroke:red}',
    'a{content:"\\201C"}',
  ])('takes %s', (css) => {
    expect(cssProblem(css)).toBeNull();
  });
});

describe('the kind of a file that may be an SVG', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it('refuses an element with more attributes than any drawing has, or whose attribute names are larger than the limit, counting empty ones too', () => {
    const open = '<svg xmlns="http://www.w3.org/2000/svg"><rect ';
    const cases: Array<[string, string]> = [
      // The attack: one element, a million empty attributes (10.9 MB).
      ['a million empty attributes', `${open}${Array.from({ length: 1_000_000 }, (_, i) => `a${i}=""`).join(' ')}/></svg>`],
      ['on the root element', `<svg xmlns="http://www.w3.org/2000/svg" ${Array.from({ length: 5000 }, (_, i) => `data-a${i}=""`).join(' ')}/>`],
      ['namespace declarations', `<svg xmlns="http://www.w3.org/2000/svg" ${Array.from({ length: 5000 }, (_, i) => `xmlns:n${i}="u:${i}"`).join(' ')}/>`],
      ['1,025 allowed attributes', `${open}${Array.from({ length: 1025 }, (_, i) => `data-x${i}="1"`).join(' ')}/></svg>`],
    ];
    for (const [what, file] of cases) {
      for (const size of [file.length, 65536, 4096]) {
        const problem = judgeInPieces(file, size);
        expect([what, size, problem]).toEqual([what, size, { kind: 'refused', what: expect.stringMatching(/^more than 1,?024 attributes on one element/) }]);
      }
    }
    // Names count as values do: one name, or a few, past the limit.
    const small = 64 * 1024;
    const longNames = `${open}${Array.from({ length: 20 }, (_, i) => `data-${'n'.repeat(small / 8)}${i}=""`).join(' ')}/></svg>`;
    const judge = new SvgJudge(small);
    expect(judge.push(bytesOf(longNames)) ?? judge.end()).toEqual({ kind: 'refused', what: expect.stringContaining('larger than 64 KB') });
    const oneName = `${open}data-${'n'.repeat(small * 2)}=""/></svg>`;
    const judge2 = new SvgJudge(small);
    expect(judge2.push(bytesOf(oneName)) ?? judge2.end()).toEqual({ kind: 'refused', what: expect.stringContaining('larger than 64 KB') });
    const longTag = `<svg xmlns="http://www.w3.org/2000/svg"><${'g'.repeat(small * 2)}/></svg>`;
    const judge3 = new SvgJudge(small);
    expect((judge3.push(bytesOf(longTag)) ?? judge3.end())?.kind).toBe('refused');
    // A drawing's own attributes, many as they may be, are taken.
    expect(svgProblem(`${open}${Array.from({ length: 1024 }, (_, i) => `data-x${i}="1"`).join(' ')}/></svg>`)).toBeNull();
  });

  it('knows an SVG after a declaration, comments, instructions and a doctype with its internal subset, so the judge can say what is wrong', async () => {
    const root = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    for (const head of [
      `<?xml version="1.0"?>\n<!-- a > b -->\n${root}`,
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${root}`,
      `<!DOCTYPE svg [<!ENTITY a "<g>"><!-- ] > --><!ENTITY b '>'>]>\n${root}`,
      `<!DOCTYPE svg [${'<!ENTITY a "x">'.repeat(400)}`,
      `<?xml-stylesheet href="x.css"?>${root}`,
    ]) {
      expect([head.slice(0, 40), await artworkKind(enc(head))]).toEqual([head.slice(0, 40), 'svg']);
    }
    expect(await artworkKind(utf16le(`<?xml version="1.0" encoding="UTF-16"?>${root}`))).toBe('svg');
    expect(await artworkKind(utf16le(`<?xml version="1.0" encoding="UTF-16"?>${root}`).subarray(2))).toBe('svg');
  });

  it('knows other XML and text as no SVG', async () => {
    for (const head of ['<?xml version="1.0"?><html/>', '<svgx/>', '<!DOCTYPE html><svg/>', '<!-- never closed <svg>', 'hello <svg>']) {
      expect([head, await artworkKind(enc(head))]).toEqual([head, null]);
    }
  });
});
