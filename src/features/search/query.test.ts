import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSearchIndex, cutQuery, MAX_QUERY_LENGTH, normalizeForSearch, queryLength, search, type SearchItem } from './query';
import { highlight } from './highlight';

const product = (id: string, name: string): SearchItem => ({ id, name, image: `/img/${id}.svg`, link: `/p/${id}`, isVariant: false });
const variant = (id: string, name: string): SearchItem => ({ id, name, image: `/img/${id}.svg`, link: `/p/${id}`, isVariant: true });

// A small catalogue in the shape of the real one: each product followed by its variants.
const items: SearchItem[] = [
  product('kw', 'Standing Kraft With Window Zip Lock'),
  variant('kw-50', '50gm Kraft Window Pouch 10 x 15 cm (Pack of 100)'),
  variant('kw-500', '500gm Kraft Window Pouch 15x22 cm (Pack of 100)'),
  variant('kw-1kg', '1 Kg Kraft Window Pouch 20x30 cm (Pack of 100)'),
  product('cs', 'Clear Silver Standy Zipper'),
  variant('cs-250', '250gm Clear Silver Pouch 110 GSM'),
  variant('cs-2kg', '2 Kg Clear Silver Pouch'),
  product('id', 'Idly & Dosa Batter Standy Zipper'),
  variant('id-1kg', '1 Kg Batter Pouch (Pack of 50)'),
  product('kr', 'Kraft'),
  product('mk', 'Milky Standy Zipper'),
  variant('mk-100', 'Milky White 100gm Pouch'),
  product('crafted', 'Ecokraft Paper Pouch'),
];
const index = buildSearchIndex(items);
const ids = (query: string) => search(index, query).items.map((i) => i.id);

/** The spec's rule, word for word: case-insensitive substring of the name; empty matches all. */
const specMatches = (query: string) => items.filter((i) => i.name.toLowerCase().includes(query.toLowerCase())).map((i) => i.id);

describe('search: the spec rule and what it adds', () => {
  it.each([
    // query, expected ids in ranked order, why
    ['kraft', ['kr', 'kw', 'kw-50', 'kw-500', 'kw-1kg', 'crafted'], 'exact name first, then whole-word products, variants, then inside a word'],
    ['KRAFT', ['kr', 'kw', 'kw-50', 'kw-500', 'kw-1kg', 'crafted'], 'case is ignored'],
    ['standy', ['cs', 'id', 'mk'], 'products in catalogue order'],
    ['1kg', ['kw-1kg', 'id-1kg'], "'1kg' finds '1 Kg' (prefix of both names)"],
    ['1 KG', ['kw-1kg', 'id-1kg'], 'the spec rule finds these too; case ignored'],
    ['500 gm', ['kw-500'], "'500 gm' finds '500gm'"],
    ['500 grams', ['kw-500'], 'grams is gm'],
    ['2kgs', ['cs-2kg'], 'kgs is kg'],
    ['110gsm', ['cs-250'], 'GSM with or without a space'],
    ['15 x 22', ['kw-500'], 'sizes in any spacing'],
    ['10x15', ['kw-50'], "'10x15' finds '10 x 15'"],
    ['window kraft', ['kw', 'kw-50', 'kw-500', 'kw-1kg'], 'every word must match, in any order'],
    ['silver 2 kg', ['cs-2kg'], 'several words, one of them a weight'],
    ['silver   pouch', ['cs-250', 'cs-2kg'], 'extra spaces between words do not matter'],
    ['idly and dosa', ['id'], "'&' reads as 'and'"],
    ['idly & dosa', ['id'], 'the spec rule, literally'],
    ['zip-lock', ['kw'], 'punctuation is a word break'],
    ['ｋｒａｆｔ', ['kr', 'kw', 'kw-50', 'kw-500', 'kw-1kg', 'crafted'], 'full-width letters fold to plain ones'],
    ['mîlky', ['mk', 'mk-100'], 'accents are ignored'],
    ['  milky  ', ['mk', 'mk-100'], 'surrounding space is trimmed'],
    ['ilky', ['mk', 'mk-100'], 'a substring inside a word still matches (spec)'],
    ['(pack of 50)', ['id-1kg', 'kw-50', 'kw-500'], 'brackets are literal text, not a pattern; the literal match ranks first'],
    ['.*', [], 'pattern characters match nothing special'],
    ['gold', [], 'no match'],
  ])('%j → %j (%s)', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('with a word nothing holds, answers for the words something holds and says which', () => {
    expect(ids('kraft gold')).toEqual(ids('kraft'));
    expect(ids('kraft gold').length).toBeGreaterThan(0);
    expect(search(index, 'kraft gold').corrected).toBe('kraft');
    expect(search(index, 'kraft', {}).corrected).toBeUndefined();
  });

  it('matches everything for an empty or blank query, products before variants', () => {
    for (const q of ['', '   ']) {
      const result = search(index, q);
      expect(result.total).toBe(items.length);
      expect(result.items.map((i) => i.isVariant)).toEqual([...Array(6).fill(false), ...Array(7).fill(true)]);
    }
  });

  it('ranks exact, then prefix, then whole-word, then word-start, then inner matches', () => {
    const ranked = buildSearchIndex([
      product('inner', 'Handmade Minipouch'),
      product('start', 'Tall Pouches Box'),
      product('whole', 'Big Pouch Box'),
      product('prefix', 'Pouch Box'),
      product('exact', 'pouch'),
    ]);
    expect(search(ranked, 'pouch').items.map((i) => i.id)).toEqual(['exact', 'prefix', 'whole', 'start', 'inner']);
  });

  it('keeps a match of the spec rule that the normalised spelling alone would miss', () => {
    // '5 g' reads as the weight '5gm' once normalised, which '15 Gold' is not; the spec rule still finds it.
    const gold = buildSearchIndex([product('g', '15 Gold Pouch')]);
    expect(search(gold, '5 g').items.map((i) => i.id)).toEqual(['g']);
  });

  it('finds a product by its catalogue trade name too; each word may match either name', () => {
    const named = buildSearchIndex([
      { ...product('gz', 'Gold Standy Zipper Pouch'), alsoKnownAs: 'Printed Dry Fruit Zip Lock' },
      product('other', 'Dry Fruit Box'),
    ]);
    expect(search(named, 'printed dry fruit zip lock').items.map((i) => i.id)).toEqual(['gz']);
    expect(search(named, 'dry fruit').items.map((i) => i.id)).toEqual(['other', 'gz']);
    expect(search(named, 'pouchprinted').total).toBe(0);
    expect(search(named, 'pouch printed').items.map((i) => i.id)).toEqual(['gz']);
  });

  it('never loses a match of the spec rule', () => {
    const names = items.map((i) => i.name);
    const fromNames = fc
      .tuple(fc.constantFrom(...names), fc.nat(), fc.nat())
      .map(([n, a, b]) => n.slice(Math.min(a, b) % n.length, (Math.max(a, b) % n.length) + 1));
    fc.assert(
      fc.property(fc.oneof(fromNames, fc.string(), fc.string({ unit: 'grapheme' })), (query) => {
        const found = new Set(ids(query));
        for (const id of specMatches(query)) expect(found).toContain(id);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts all matches, their variants and the distinct products they belong to', () => {
    expect(search(index, 'pouch')).toMatchObject({ total: 8, variants: 7, uniqueProducts: 5 });
    expect(search(index, 'kraft')).toMatchObject({ total: 6, variants: 3, uniqueProducts: 3 });
    expect(search(index, '1kg')).toMatchObject({ total: 2, variants: 2, uniqueProducts: 2 });
    expect(search(index, 'nothing like it')).toMatchObject({ total: 0, variants: 0, uniqueProducts: 0, items: [] });
  });

  it('returns at most `limit` items, the best ranked, while the counts cover every match', () => {
    const result = search(index, 'pouch', { limit: 3 });
    expect(result.items.map((i) => i.id)).toEqual(
      search(index, 'pouch')
        .items.slice(0, 3)
        .map((i) => i.id),
    );
    expect(result.total).toBe(8);
  });

  it('gives the same first items with a limit as without, for any query and limit', () => {
    // Many items that tie, and a few exact and prefix names, so every bucket is in play.
    const crowded = buildSearchIndex([
      ...items,
      product('x1', 'Kraft Pouch'),
      variant('x1-a', 'Kraft'),
      variant('x1-b', 'Pouch Kraft'),
      product('x2', 'Pouch'),
      variant('x2-a', 'Kraft Pouch 1 Kg'),
      variant('x2-b', 'Window'),
    ]);
    const names = items.flatMap((i) => i.name.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...names), { maxLength: 3 }).map((w) => w.join(' ')),
        fc.integer({ min: 1, max: 20 }),
        (query, limit) => {
          const all = search(crowded, query);
          const some = search(crowded, query, { limit });
          expect(some.items).toEqual(all.items.slice(0, limit));
          expect([some.total, some.variants, some.uniqueProducts]).toEqual([all.total, all.variants, all.uniqueProducts]);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it(`cuts the query to ${MAX_QUERY_LENGTH} characters before matching, and reports what it matched`, () => {
    const long = `kraft${' '.repeat(95)}nothing-after-the-cut`;
    expect(search(index, long).query).toBe('kraft');
    expect(search(index, long).total).toBe(6);
    expect(queryLength(cutQuery('😀'.repeat(150)))).toBe(MAX_QUERY_LENGTH);
    expect(cutQuery('😀'.repeat(150))).toBe('😀'.repeat(100));
    expect(cutQuery('short')).toBe('short');
  });

  it('reads no more of a hostile query than its first MAX_QUERY_LENGTH characters, so no length makes it slower', () => {
    // Each answers as its first 100 characters do, whatever follows; and those 100, the patterns that make a
    // backtracking matcher blow up, answer at all (the test's own time limit stands for a matcher that would not).
    const hostile = [
      '1'.repeat(5000),
      `${'1 '.repeat(3000)}x`,
      '&'.repeat(5000),
      'x'.repeat(100_000),
      `${'a'.repeat(99)}!${'a'.repeat(50)}`,
      'ab'.repeat(2500),
    ];
    for (const q of hostile) {
      expect(cutQuery(q)).toHaveLength(MAX_QUERY_LENGTH);
      expect(search(index, q)).toEqual(search(index, cutQuery(q)));
    }
  });
});

describe('normalizeForSearch', () => {
  it.each([
    ['Idly & Dosa 1 Kg (15 × 22 cm)', 'idly and dosa 1kg 15x22cm'],
    ['500 GM', '500gm'],
    ['3 gold pouches', '3 gold pouches'],
    ['2 Kilograms', '2kg'],
    ['Pack of 100 pcs', 'pack of 100pcs'],
    ['Café — Crème', 'cafe creme'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('highlight', () => {
  it.each([
    [
      'Kraft Pouch',
      'pouch',
      [
        ['Kraft ', false],
        ['Pouch', true],
      ],
    ],
    [
      'Standing Kraft With Window',
      'window kraft',
      [
        ['Standing ', false],
        ['Kraft', true],
        [' With ', false],
        ['Window', true],
      ],
    ],
    [
      'Kraft Pouch',
      'a kraft',
      [
        ['Kraft', true],
        [' Pouch', false],
      ],
    ],
    ['Kraft', 'zzz', [['Kraft', false]]],
    ['Kraft', '', [['Kraft', false]]],
    [
      'Rock <b>',
      '<b>',
      [
        ['Rock ', false],
        ['<b>', true],
      ],
    ],
  ])('%j with %j', (name, query, expected) => {
    expect(highlight(name, query).map((s) => [s.text, s.hit])).toEqual(expected);
  });
});
