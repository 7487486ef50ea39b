import { describe, expect, it } from 'vitest';
import { siteSearchIndex } from './site-index';
import { search } from './query';
import { forms, needs, type Form } from './query-set';

const first = (query: string) => search(siteSearchIndex(), query).items[0]?.id;

/** For each form, the needs whose form lists first what the English lists first. */
const scores = Object.fromEntries(
  forms.map((form) => [form, needs.filter((n) => first(n[form]) !== undefined && first(n[form]) === first(n.en)).length]),
) as Record<Form, number>;
const misses = (form: Form) => needs.filter((n) => first(n[form]) !== first(n.en)).map((n) => `${n[form]} (${n.en})`);
const PASS = 0.95;

describe('one need typed in any script finds what its English finds', () => {
  it(`holds at least 150 needs, each in five forms, and every English need finds something`, () => {
    expect(needs.length).toBeGreaterThanOrEqual(150);
    expect(new Set(needs.map((n) => n.en)).size).toBe(needs.length);
    for (const n of needs) {
      expect(search(siteSearchIndex(), n.en).total, n.en).toBeGreaterThan(0);
      expect(n.hi).toMatch(/[\u0900-\u097f]/);
      expect(n.ta).toMatch(/[\u0b80-\u0bff]/);
      expect(`${n.hiLatn} ${n.taLatn}`).toMatch(/^[a-z0-9 ]+$/);
    }
  });

  it.each(forms.map((form) => [form, scores[form], needs.length] as const))('%s: %i of %i needs list the English first result first', (form, score, total) => {
    expect(score / total, misses(form).join('; ')).toBeGreaterThanOrEqual(PASS);
  });
});

describe('the examples of the brief', () => {
  it.each([
    ['कॉफी पाउच', 'coffee pouch'],
    ['कॉफ़ी पाउच', 'coffee pouch'],
    ['chai patti pouch', 'tea pouch'],
    ['காபி', 'coffee'],
    ['kaapi', 'coffee'],
    ['kaafi', 'coffee'],
  ])('%s finds what %s finds, in the same order', (typed, english) => {
    const expected = search(siteSearchIndex(), english).items.map((i) => i.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(
      search(siteSearchIndex(), typed)
        .items.map((i) => i.id)
        .slice(0, expected.length),
    ).toEqual(expected);
  });

  it('says how a query in Hindi or Tamil was read, and keeps the query as typed', () => {
    const result = search(siteSearchIndex(), '  कॉफ़ी के लिए क्राफ्ट पाउच ');
    expect(result.query).toBe('कॉफ़ी के लिए क्राफ्ट पाउच');
    expect(result.readAs).toBe('coffee kraft pouch');
    expect(search(siteSearchIndex(), 'coffee kraft pouch').readAs).toBeUndefined();
  });

  it('reads Devanagari and Tamil digits as digits', () => {
    expect(search(siteSearchIndex(), 'पाउच ५०० ग्राम').items.map((i) => i.id)).toEqual(search(siteSearchIndex(), 'pouch 500 gm').items.map((i) => i.id));
    expect(search(siteSearchIndex(), 'பவுச் ௫௦௦ கிராம்').items.map((i) => i.id)).toEqual(search(siteSearchIndex(), 'pouch 500 gm').items.map((i) => i.id));
  });

  it('with a limit, lists the same first items as without', () => {
    for (const n of needs.slice(0, 20)) {
      for (const form of forms) expect(search(siteSearchIndex(), n[form], { limit: 3 }).items).toEqual(search(siteSearchIndex(), n[form]).items.slice(0, 3));
    }
  });

  it('still finds, after the reading, what the text matches as typed (the spec rule)', () => {
    // A name holds "Kraft"; the Hindi word beside it is read as "pouch".
    const typed = search(siteSearchIndex(), 'Kraft पाउच');
    expect(typed.readAs).toBe('Kraft pouch');
    expect(typed.items[0]?.id).toBe(first('kraft pouch'));
  });
});
