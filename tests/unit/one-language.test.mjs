import { describe, expect, it } from 'vitest';
import { parseAst } from 'rolldown/parseAst';
import { readFileSync, readdirSync } from 'node:fs';
import { applyEdits, environmentLocale, foreignStrings, messageOptions, oneLanguage, oneVariant } from '../../scripts/one-language.mjs';

/** The module as the build for `locale` ships it. */
const strip = (code, locale) =>
  applyEdits(
    code,
    foreignStrings(parseAst(code), locale).map(([start, end]) => [start, end, '""']),
  );

const source = `
export const name = { en: 'Kraft pouch', hi: 'क्राफ्ट पाउच', ta: 'க்ராஃப்ட் பவுச்' };
export const note = { ta: \`பவுச் \${1}\`, en: \`Pouch \${1}\`, hi: \`पाउच \${1}\` };
export const nested = { rows: [{ label: { en: 'Rice', hi: 'चावल', ta: 'அரிசி' }, grams: 500 }] };
export const richer = { en: 'Zipper', hi: 'ज़िपर', ta: 'ஜிப்பர்', romanised: 'zipper' };
export const computed = { en: 'a', hi: make('hi'), ta: make('ta') };
`;

describe('the client built in one language', () => {
  it("keeps English and the build's language in a Text literal and empties the third", () => {
    const hi = strip(source, 'hi');
    expect(hi).toContain(`{ en: 'Kraft pouch', hi: 'क्राफ्ट पाउच', ta: "" }`);
    expect(hi).toContain(`{ ta: "", en: \`Pouch \${1}\`, hi: \`पाउच \${1}\` }`);
    expect(hi).toContain(`{ en: 'Rice', hi: 'चावल', ta: "" }`);
    // Tamil is left only where the object is not a Text (the glossary-like entry below).
    expect(hi.replace(`ta: 'ஜிப்பர்'`, '')).not.toMatch(/[\u0b80-\u0bff]/);
    const ta = strip(source, 'ta');
    expect(ta).toContain(`{ en: 'Kraft pouch', hi: "", ta: 'க்ராஃப்ட் பவுச்' }`);
    expect(ta).toContain(`{ en: 'Rice', hi: "", ta: 'அரிசி' }`);
  });

  it('keeps only English in the English build', () => {
    const en = strip(source, 'en');
    expect(en).toContain(`{ en: 'Kraft pouch', hi: "", ta: "" }`);
    expect(en).toContain(`{ en: 'Rice', hi: "", ta: "" }`);
  });

  it('leaves alone objects that are not a Text: another key beside the three, or a value that is not a string', () => {
    for (const locale of ['en', 'hi', 'ta']) {
      const out = strip(source, locale);
      expect(out).toContain(`{ en: 'Zipper', hi: 'ज़िपर', ta: 'ஜிப்பர்', romanised: 'zipper' }`);
      expect(out).toContain(`{ en: 'a', hi: make('hi'), ta: make('ta') }`);
    }
  });

  it('still parses as the same module', () => {
    for (const locale of ['en', 'hi', 'ta']) expect(() => parseAst(strip(source, locale))).not.toThrow();
  });

  it('names the language of each build from its environment', () => {
    expect(['client', 'client_hi', 'client_ta'].map(environmentLocale)).toEqual(['en', 'hi', 'ta']);
  });
});

describe("a Paraglide message module in one language's build", () => {
  // As Paraglide JS 2.23 writes it (src/platform/i18n/paraglide/messages/), cut short.
  const message = `/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

const en_x = /** @type {(inputs: XInputs) => LocalizedString} */ () => {
\treturn /** @type {LocalizedString} */ (\`Back to top\`)
};

const hi_x = /** @type {(inputs: XInputs) => LocalizedString} */ () => {
\treturn /** @type {LocalizedString} */ (\`ऊपर जाएँ\`)
};

export const x = /** @type {((inputs?: XInputs) => LocalizedString)} */ ((inputs = {}, options = {}) => {
\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()
\tif (locale === "hi") return hi_x(inputs)
\treturn en_x(inputs)
});`;
  const run = (environment, code = message) => {
    const plugin = oneLanguage();
    return plugin.transform.call(
      {
        environment: { name: environment },
        parse: parseAst,
        error: (e) => {
          throw new Error(e);
        },
      },
      code,
      '/site/src/platform/i18n/paraglide/messages/x.js',
    )?.code;
  };

  it("exports the build's language's variant itself, without the chooser and without Paraglide's runtime", () => {
    const hi = run('client_hi');
    expect(hi).toMatch(/\nexport const x = hi_x;\n$/);
    expect(hi).not.toContain('../runtime.js');
    expect(hi).not.toMatch(/getLocale|options\.locale/);
    expect(run('client')).toMatch(/\nexport const x = en_x;\n$/);
  });

  it("answers in the base language where the build's has no variant, as Paraglide does", () => {
    expect(run('client_ta')).toMatch(/\nexport const x = en_x;\n$/);
  });

  it('ships one language of every compiled message, each still a module that parses', () => {
    const dir = 'src/platform/i18n/paraglide/messages';
    const files = readdirSync(dir).filter((f) => f.endsWith('.js') && f !== '_index.js');
    expect(files.length).toBeGreaterThan(800);
    for (const f of files) {
      const code = readFileSync(`${dir}/${f}`, 'utf8');
      for (const locale of ['en', 'hi', 'ta']) {
        const kept = oneVariant(code, locale);
        expect(kept, `${f} in ${locale}`).not.toBeNull();
        expect(kept).toMatch(new RegExp(`\\nexport const \\w+ = ${locale}_\\w+;\\n$`));
        expect(() => parseAst(kept)).not.toThrow();
      }
    }
  });

  it('ships every message as a variant that takes its inputs alone, so no call needs to say the language', () => {
    const dir = 'src/platform/i18n/paraglide/messages';
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.js') && f !== '_index.js')) {
      const code = readFileSync(`${dir}/${f}`, 'utf8');
      for (const locale of ['en', 'hi', 'ta']) {
        const program = parseAst(oneVariant(code, locale));
        const exported = program.body.find((n) => n.type === 'ExportNamedDeclaration').declaration.declarations[0].init.name;
        const variant = program.body.flatMap((n) => (n.type === 'VariableDeclaration' ? n.declarations : [])).find((d) => d.id.name === exported);
        const fn = variant.init.type === 'ArrowFunctionExpression' ? variant.init : (variant.init.expression ?? variant.init);
        expect(fn.params.length, `${f} in ${locale}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('cuts what a message call says of the language, and nothing else', () => {
    const code = `import { m } from '../../src/platform/i18n/paraglide/messages.js';
const l = { locale };
export const a = m.shell_menu({}, { locale });
export const b = m.shell_count({ count: m.shell_n({}, l) }, l);
export const c = m.shell_menu({});
export const d = other.thing({}, { locale });
export const e = rich((p) => m.catalogue_uses_none(p, { locale: documentLocale() }), { link });`;
    const out = applyEdits(
      code,
      messageOptions(parseAst(code)).map(([s, e]) => [s, e, '']),
    );
    expect(out).toContain('m.shell_menu({});\nexport const b');
    expect(out).toContain('m.shell_count({ count: m.shell_n({}) });');
    expect(out).toContain('other.thing({}, { locale })');
    expect(out).toContain('rich((p) => m.catalogue_uses_none(p), { link })');
    expect(() => parseAst(out)).not.toThrow();
  });

  it("cuts the same from calls on the messages' index imported as a namespace, the form the site's code uses", () => {
    const code = `import * as m from '@platform/i18n/paraglide/messages/_index.js';
export const a = m.shell_menu({}, { locale });
export const b = m.shell_count({ count: 2 }, l);`;
    const out = applyEdits(
      code,
      messageOptions(parseAst(code)).map(([s, e]) => [s, e, '']),
    );
    expect(out).toContain('m.shell_menu({});');
    expect(out).toContain('m.shell_count({ count: 2 });');
    // A namespace of Paraglide's messages.js holds `m` itself, not the messages: left alone.
    const outer = `import * as all from './paraglide/messages.js';\nexport const a = all.m.shell_menu({}, { locale });`;
    expect(messageOptions(parseAst(outer))).toEqual([]);
  });

  it('leaves a module alone where m also names something else, or messages come under another name', () => {
    const shadowed = `import { m } from './paraglide/messages.js';\nexport const a = m.x({}, o);\nexport function f(m) { return m.replace('a', 'b'); }`;
    expect(messageOptions(parseAst(shadowed))).toEqual([]);
    const regex = `import { m } from './paraglide/messages.js';\nexport const a = m.x({}, o);\nconst g = () => { const m = /a/.exec('a'); return m.slice(0, 1); };`;
    expect(messageOptions(parseAst(regex))).toEqual([]);
    const none = `const m = 'abc';\nexport const a = m.replace('a', 'b');`;
    expect(messageOptions(parseAst(none))).toEqual([]);
  });

  it('applies edits from the end back, dropping one inside another', () => {
    expect(
      applyEdits('abcdefgh', [
        [1, 3, 'X'],
        [5, 7, ''],
      ]),
    ).toBe('aXdeh');
    expect(
      applyEdits('abcdefgh', [
        [1, 6, ''],
        [2, 4, '""'],
      ]),
    ).toBe('agh');
  });

  it('refuses a message module whose choice of language it does not recognise, rather than ship all three', () => {
    expect(() => run('client_ta', message.replace('experimentalStaticLocale ?? options.locale ?? getLocale()', 'options.locale ?? getLocale()'))).toThrow(
      /not a message module this build can fix/,
    );
  });
});
