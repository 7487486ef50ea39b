import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkMessages, sourcesHash } from '../../scripts/messages.mjs';
import { readFileSync } from 'node:fs';
import { readLedger, reviewCounts, translatedTexts, unreviewed } from '../../scripts/i18n-review.mjs';

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
