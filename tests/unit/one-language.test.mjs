import { describe, expect, it } from 'vitest';
import { parseAst } from 'rolldown/parseAst';
import { readFileSync, readdirSync } from 'node:fs';
import { emptyRanges, environmentLocale, foreignStrings, oneLanguage, oneVariant } from '../../scripts/one-language.mjs';

/** The module as the build for `locale` ships it. */
const strip = (code, locale) => emptyRanges(code, foreignStrings(parseAst(code), locale));

const source = `
export const name = { en: 'Kraft pouch', hi: 'क्राफ्ट पाउच', ta: 'க்ராஃப்ட் பவுச்' };
export const note = { ta: \`பவுச் \${1}\`, en: \`Pouch \${1}\`, hi: \`पाउच \${1}\` };
export const nested = { rows: [{ label: { en: 'Rice', hi: 'चावल', ta: 'அரிசி' }, grams: 500 }] };
export const richer = { en: 'Zipper', hi: 'ज़िपर', ta: 'ஜிப்பர்', romanised: 'zipper' };
export const computed = { en: 'a', hi: make('hi'), ta: make('ta') };
`;

describe('the client built in one language', () => {
  it('keeps English and the build\'s language in a Text literal and empties the third', () => {
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

describe('a Paraglide message module in one language\'s build', () => {
  // As Paraglide JS 2.23 writes it (src/i18n/paraglide/messages/), cut short.
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
    return plugin.transform.call({ environment: { name: environment }, parse: parseAst, error: (e) => { throw new Error(e); } }, code, '/site/src/i18n/paraglide/messages/x.js')?.code;
  };

  it('exports the build\'s language\'s variant itself, without the chooser and without Paraglide\'s runtime', () => {
    const hi = run('client_hi');
    expect(hi).toMatch(/\nexport const x = hi_x;\n$/);
    expect(hi).not.toContain('../runtime.js');
    expect(hi).not.toMatch(/getLocale|options\.locale/);
    expect(run('client')).toMatch(/\nexport const x = en_x;\n$/);
  });

  it('answers in the base language where the build\'s has no variant, as Paraglide does', () => {
    expect(run('client_ta')).toMatch(/\nexport const x = en_x;\n$/);
  });

  it('ships one language of every compiled message, each still a module that parses', () => {
    const dir = 'src/i18n/paraglide/messages';
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

  it('refuses a message module whose choice of language it does not recognise, rather than ship all three', () => {
    expect(() => run('client_ta', message.replace('experimentalStaticLocale ?? options.locale ?? getLocale()', 'options.locale ?? getLocale()'))).toThrow(/not a message module this build can fix/);
  });
});
