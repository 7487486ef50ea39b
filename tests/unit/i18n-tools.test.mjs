import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkMessages, sourcesHash } from '../../scripts/messages.mjs';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import ts from 'typescript';
import { CONTENT, readLedger, reviewCounts, translatedTexts, unreviewed } from '../../scripts/i18n-review.mjs';

/** A throwaway inlang project with one area whose three files hold `files`. */
function project(files) {
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  mkdirSync(join(dir, 'project.inlang'));
  mkdirSync(join(dir, 'area'));
  writeFileSync(
    join(dir, 'project.inlang/settings.json'),
    JSON.stringify({ baseLocale: 'en', locales: ['en', 'hi', 'ta'], 'plugin.inlang.messageFormat': { pathPattern: [join(dir, 'area/{locale}.json')] } }),
  );
  for (const [locale, data] of Object.entries(files)) writeFileSync(join(dir, `area/${locale}.json`), JSON.stringify(data));
  return join(dir, 'project.inlang');
}

describe('the message check run before every compile', () => {
  const en = { area_go: 'Go to {place}' };
  it('passes three complete languages', () => {
    expect(checkMessages(project({ en, hi: { area_go: '{place} जाएँ' }, ta: { area_go: '{place} செல்லவும்' } }))).toEqual([]);
  });
  it('refuses a message missing in a language', () => {
    expect(checkMessages(project({ en, hi: { area_go: '{place} जाएँ' }, ta: {} })).join()).toMatch(/ta\.json: "area_go" is missing/);
  });
  it('refuses an empty message and one whose parameters differ from the English', () => {
    const problems = checkMessages(project({ en, hi: { area_go: ' ' }, ta: { area_go: '{where} செல்லவும்' } })).join('\n');
    expect(problems).toMatch(/hi\.json: "area_go" is empty/);
    expect(problems).toMatch(/ta\.json: "area_go" takes \{where\}, the English takes \{place\}/);
  });
  it('refuses a key the English does not have', () => {
    expect(checkMessages(project({ en, hi: { area_go: '{place} जाएँ', area_old: 'पुराना' }, ta: { area_go: '{place} செல்லவும்' } })).join()).toMatch(
      /"area_old" is not in/,
    );
  });
  it('holds the site’s own messages complete', () => {
    expect(checkMessages()).toEqual([]);
  });
});

describe('when the messages are compiled again', () => {
  const words = { en: { area_go: 'Go' }, hi: { area_go: 'जाएँ' }, ta: { area_go: 'செல்லவும்' } };
  it("keeps the output while the words are the same, and compiles again when any language's words change", () => {
    const a = project(words);
    const before = sourcesHash(a);
    expect(sourcesHash(a)).toBe(before);
    writeFileSync(join(a, '../area/ta.json'), JSON.stringify({ area_go: 'போ' }));
    expect(sourcesHash(a)).not.toBe(before);
  });
});

describe('the review list', () => {
  it('lists every Hindi and Tamil message and content text, and forgets a review when the words change', async () => {
    const texts = await translatedTexts();
    const skip = texts.find((t) => t.id === 'messages/shell:shell_skip' && t.locale === 'hi');
    const nav = texts.find((t) => t.id === 'content/nav.ts:mainNav.0.label' && t.locale === 'ta');
    expect(skip?.words).toBe('मुख्य सामग्री पर जाएँ');
    expect(nav?.words).toBe('முகப்பு');
    const { createHash } = await import('node:crypto');
    const h = (v) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16);
    const ledger = { hi: { [skip.id]: h(skip.words) }, ta: {} };
    expect(unreviewed([skip, nav], ledger)).toEqual([nav]);
    expect(unreviewed([{ ...skip, words: 'बदला हुआ' }, nav], ledger)).toHaveLength(2);
  });
});

/** Hindi or Tamil letters, two or more together (a lone danda closing a sentence is punctuation). */
const INDIC_WORD = /[\u0900-\u0963\u0966-\u097f\u0b80-\u0bff]{2,}/;

/**
 * Where Hindi or Tamil may be written in code, and why: none of it is a text the site shows as
 * written in its own language.
 */
const notTexts = {
  'src/features/search/': 'what buyers type: the glossary, the scripts’ normalising and the queries read (search shows the content’s own words)',
  'src/features/size-finder/model.ts': 'the weight words buyers type, read by the finder',
  'src/platform/i18n/locales.ts': 'each language’s name in itself, for the language switcher',
};

/** The string literals, template parts and JSX text of a TypeScript file holding Hindi or Tamil words, with their lines. */
function indicLiterals(path) {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
      INDIC_WORD.test(node.text)
    )
      found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text.slice(0, 40)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The worker's and the browser's source files, but tests, schemas (rules, not texts) and compiled messages. */
function codeFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = `${dir}/${name}`;
    if (path.includes('paraglide')) continue;
    if (statSync(path).isDirectory()) codeFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|schema)\.tsx?$|\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

describe('what the review list counts', () => {
  it('lists the home page’s title and description, the size pages’ questions and answers, the gusset’s reading, the product chips and the unit words', async () => {
    const ids = new Set((await translatedTexts()).map((t) => `${t.locale} ${t.id}`));
    for (const id of [
      'content/home.ts:homeSeo.title',
      'content/home.ts:homeSeo.description',
      'messages/size-finder:finder_faq_hold_a',
      'messages/size-finder:finder_faq_rice',
      'messages/catalogue:catalogue_gusset_reading',
      'messages/home:home_tag_gold',
      'content/format.ts:weightWords.kg',
      'content/words.ts:listAnd',
    ])
      for (const locale of ['hi', 'ta']) expect(ids, `${locale} ${id}`).toContain(`${locale} ${id}`);
  });

  it('leaves out no Hindi or Tamil written in code: words a buyer reads are messages or typed content', () => {
    const allowed = (path) => CONTENT.includes(path) || Object.keys(notTexts).some((p) => path.startsWith(p));
    const stray = [...codeFiles('src'), ...codeFiles('client')].filter((path) => !allowed(path)).flatMap(indicLiterals);
    expect(stray).toEqual([]);
  });
});

describe('what the README says of the languages', () => {
  it('says as many texts are reviewed by a native speaker as the record holds, in their current words', async () => {
    const counts = reviewCounts(await translatedTexts(), readLedger());
    const said = /Reviewed by a native speaker today: Hindi (\d+) texts?, Tamil (\d+) texts?/.exec(readFileSync('README.md', 'utf8').replace(/\s+/g, ' '));
    expect(said, 'the README states the counts').not.toBeNull();
    expect({ hi: Number(said[1]), ta: Number(said[2]) }).toEqual({ hi: counts.hi.reviewed, ta: counts.ta.reviewed });
    expect(counts.hi.of).toBeGreaterThan(1500);
  });

  it('counts a review by its hash, as first recorded or with its reviewer and day', () => {
    const text = { id: 'messages/shell:shell_skip', locale: 'hi', words: 'मुख्य सामग्री पर जाएँ' };
    expect(reviewCounts([text], { hi: {}, ta: {} }).hi).toEqual({ reviewed: 0, of: 1 });
    expect(reviewCounts([text], { hi: { [text.id]: { hash: 'not these words', by: 'A reviewer', on: '2026-12-04' } }, ta: {} }).hi.reviewed).toBe(0);
  });
});
