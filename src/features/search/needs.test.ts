import { describe, expect, it } from 'vitest';
import { nameHas, readNeed } from './needs';
import { search } from './query';
import { forms, needs } from './query-set';
import { siteSearchIndex } from './site-index';

const found = (query: string) => search(siteSearchIndex(), query).items;
const names = (query: string, n = 5) =>
  found(query)
    .slice(0, n)
    .map((i) => i.name);

describe('what a query does not want', () => {
  it('reads "without" before or after the word it is said of, as the query was typed', () => {
    expect(readNeed('pouch without zipper')).toEqual({ wanted: 'pouch', without: ['zipper'] });
    expect(readNeed('without zipper pouch', 'बिना ज़िपर वाला पाउच')).toEqual({ wanted: 'pouch', without: ['zipper'] });
    expect(readNeed('zipper without transparent pouch', 'ஜிப்பர் இல்லாத டிரான்ஸ்பரன்ட் பவுச்')).toEqual({ wanted: 'transparent pouch', without: ['zipper'] });
    expect(readNeed('zipper without pouch', 'zipper ke bina pouch')).toEqual({ wanted: 'pouch', without: ['zipper'] });
    expect(readNeed('non window pouch')).toEqual({ wanted: 'pouch', without: ['window'] });
    expect(readNeed('zip lock without pouch', 'ஜிப் லாக் இல்லாத பவுச்')).toEqual({ wanted: 'pouch', without: ['zip'] });
    expect(readNeed('gold colour pouch')).toEqual({ wanted: 'gold pouch', without: [] });
  });

  it('takes a name that says "without" a part for one that has none', () => {
    expect(nameHas('Both-Side Transparent Stand-Up Pouch Without Zipper', 'zipper')).toBe(false);
    expect(nameHas('Gold Standy Zipper Pouch', 'zip')).toBe(true);
    expect(nameHas('Coloured Window Stand-Up Zipper Pouch', 'window')).toBe(true);
  });

  it.each([
    'बिना ज़िपर वाला पाउच',
    'ज़िपर के बिना पाउच',
    'ஜிப்பர் இல்லாத பவுச்',
    'ஜிப்பர் இல்லாமல் பவுச்',
    'pouch without zipper',
    'no zipper pouch',
    'bina zipper pouch',
    'zipper illatha pouch',
  ])('%s lists no zipper pouch, the pouch without one first', (query) => {
    expect(found(query).length).toBeGreaterThan(0);
    expect(names(query).filter((n) => nameHas(n, 'zipper'))).toEqual([]);
    expect(found(query)[0]?.name).toBe('Both-Side Transparent Stand-Up Pouch Without Zipper');
  });

  it.each(['non window pouch', 'pouch without window', 'बिना विंडो वाला पाउच', 'விண்டோ இல்லாத பவுச்'])('%s lists no window pouch', (query) => {
    expect(found(query).length).toBeGreaterThan(0);
    expect(names(query, 20).filter((n) => nameHas(n, 'window'))).toEqual([]);
  });

  it('holds every need of the query set that says "without" to it, in every form', () => {
    const negations = needs.filter((n) => /\b(?:without|no|non)\b/.test(n.en));
    expect(negations.length).toBeGreaterThanOrEqual(12);
    for (const n of negations) {
      const { without } = readNeed(n.en);
      for (const form of ['en', ...forms] as const) {
        expect(found(n[form]).length, n[form]).toBeGreaterThan(0);
        expect(
          names(n[form]).filter((name) => without.some((w) => nameHas(name, w))),
          n[form],
        ).toEqual([]);
      }
    }
  });
});

describe('what buyers say', () => {
  it.each(['थैली', 'பை', 'thaili'])('%s alone finds the pouches', (query) => {
    expect(found(query).length).toBeGreaterThan(10);
  });

  it.each(['गोल्ड ज़िपर पाउच', 'gold zipper pouch', 'கோல்டு ஜிப்பர் பவுச்'])('%s lists the gold zipper pouch first', (query) => {
    expect(found(query)[0]?.name).toBe('Gold Standy Zipper Pouch');
  });

  it.each(['கோல்டு கலர் பவுச்', 'gold colour pouch', 'गोल्ड कलर पाउच'])('%s lists a gold pouch first, not the coloured one', (query) => {
    expect(found(query)[0]?.name).toMatch(/^Gold /);
  });

  it.each(['முறுக்கு', 'murukku', 'मठरी', 'chakli', 'chivda', 'चिवड़ा', 'முறுக்கு பவுச்'])('%s finds the pouches snacks are packed in', (query) => {
    const snackPouches = found('snacks pouch').map((i) => i.id);
    expect(snackPouches.length).toBeGreaterThan(0);
    expect(
      found(query)
        .map((i) => i.id)
        .slice(0, 5),
    ).toEqual(snackPouches.slice(0, 5));
  });
});
