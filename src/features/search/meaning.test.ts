import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { siteSearchIndex } from './site-index';
import { buildSearchIndex, search } from './query';
import { conceptRules, conceptWords, stem, withinEdits } from './concepts';
import { joinedWords, searchFillerWords, searchWordGroups } from './suggestions';
import { catalogueProducts } from '@features/catalogue/catalogue';
import { productPages } from '@features/catalogue/product-pages';
import { products } from '@features/catalogue/products';

/** The product (by slug) an item is, or whose size it is. */
const productOf = (link: string) => link.split('/')[2]!;
const firstThree = (query: string) => [
  ...new Set(
    search(siteSearchIndex(), query)
      .items.slice(0, 3)
      .map((i) => productOf(i.link)),
  ),
];
const slugs = (query: string) => new Set(search(siteSearchIndex(), query).items.map((i) => productOf(i.link)));
const usedFor = (word: RegExp) => products.filter((p) => productPages.get(p.slug)!.useCases.some((u) => word.test(u.name.en))).map((p) => p.slug);

/**
 * What buyers type, and a product each must find among its first three results: what they pack,
 * Hindi and trade words, other spellings, slips of the finger, sizes with a material.
 */
const BUYER_QUERIES: ReadonlyArray<readonly [string, string]> = [
  // What they pack.
  ['coffee', 'kraft-with-window'],
  ['coffee beans', 'kraft-with-window'],
  ['filter coffee', 'kraft-with-window'],
  ['tea', 'kraft-with-window'],
  ['green tea', 'kraft-with-window'],
  ['spices', 'kraft-with-window'],
  ['rice', 'transparent-standup'],
  ['snacks', 'kraft-inner-foiled'],
  ['chips', 'kraft-inner-foiled'],
  ['pet food', 'kraft-inner-foiled'],
  ['dog treats', 'kraft-with-window'],
  ['soap', 'transparent-zipper'],
  ['bath salts', 'kraft-with-window'],
  ['makhana', 'transparent-zipper'],
  ['millets', 'kraft-with-window'],
  ['granola', 'coloured-window-zipper'],
  ['protein powder', 'kraft-inner-foiled'],
  ['cookies', 'transparent-zipper'],
  ['chocolate', 'kraft-inner-foiled'],
  ['jewellery', 'gold-standup'],
  ['return gifts', 'gold-standup'],
  ['idli batter', 'transparent-standup'],
  ['dosa batter', 'transparent-standup'],
  ['aluminium foil', 'kraft-inner-foiled'],
  // Hindi and trade words.
  ['chai', 'kraft-with-window'],
  ['masala', 'kraft-with-window'],
  ['garam masala', 'kraft-with-window'],
  ['atta', 'kraft-with-window'],
  ['dal', 'transparent-standup'],
  ['moong dal', 'transparent-standup'],
  ['namkeen', 'kraft-inner-foiled'],
  ['kaju', 'gold-zipper'],
  ['badam', 'gold-zipper'],
  ['mithai', 'gold-standup'],
  ['ragi', 'kraft-with-window'],
  ['basmati', 'transparent-standup'],
  ['agarbatti', 'gold-standup'],
  ['churna', 'kraft-inner-foiled'],
  ['biscuits', 'transparent-zipper'],
  // Spellings: joined or apart, British or American, plural, the catalogue's own variants.
  ['idli', 'transparent-standup'],
  ['ziplock', 'kraft-with-window'],
  ['zip lock pouch', 'kraft-with-window'],
  ['standup', 'kraft-with-window'],
  ['stand up pouch', 'kraft-with-window'],
  ['matte kraft', 'kraft-with-window'],
  ['craft window', 'kraft-with-window'],
  ['dryfruit', 'gold-zipper'],
  ['dry fruits', 'gold-zipper'],
  ['colored', 'coloured-zipper'],
  ['metallized', 'coloured-window-zipper'],
  ['golden zipper', 'gold-zipper'],
  // Slips of the finger.
  ['transparant', 'transparent-zipper'],
  ['zipepr', 'kraft-with-window'],
  ['kraft windw', 'kraft-with-window'],
  ['silvr pouch', 'silver-one-side-zipper'],
  ['namkeeen', 'kraft-inner-foiled'],
  // Sizes with a material.
  ['1 kilo kraft', 'kraft-with-window'],
  ['500 g gold', 'gold-zipper'],
  ['250gm kraft window', 'kraft-with-window'],
  ['cashew 500 gm', 'gold-zipper'],
];

describe('60 buyer queries', () => {
  it('are 60, each naming a catalogue product', () => {
    expect(BUYER_QUERIES).toHaveLength(60);
    for (const [, slug] of BUYER_QUERIES) expect(products.map((p) => p.slug)).toContain(slug);
  });

  it.each(BUYER_QUERIES)('"%s" finds %s among its first three results', (query, slug) => {
    expect(firstThree(query)).toContain(slug);
  });
});

describe('search by what buyers pack', () => {
  it.each([
    ['coffee', /coffee/i],
    ['tea', /\btea\b/i],
    ['spices', /spice/i],
    ['soap', /soap/i],
    ['snacks', /snack|namkeen/i],
  ])('"%s" finds every product whose use cases name it', (query, word) => {
    const found = slugs(query);
    const expected = usedFor(word);
    expect(expected.length).toBeGreaterThan(0);
    for (const slug of expected) expect(found, slug).toContain(slug);
  });

  it('ranks a name match above a match in the use cases or description', () => {
    const items = search(siteSearchIndex(), 'gold').items;
    const named = items.filter((i) => /gold/i.test(`${i.name} ${i.alsoKnownAs ?? ''}`));
    expect(named.length).toBeGreaterThan(0);
    expect(items.slice(0, named.length)).toEqual(named);
  });
});

describe('the words buyers use', () => {
  it('finds with a Hindi or trade word what the English word finds', () => {
    for (const [hindi, english] of [
      ['chai', 'tea'],
      ['masala', 'spices'],
      ['namkeen', 'snacks'],
      ['kaju', 'cashew'],
      ['mithai', 'sweets'],
      ['atta', 'grains'],
      ['dal', 'pulses'],
    ] as const) {
      expect(slugs(hindi), hindi).toEqual(slugs(english));
      expect(slugs(hindi).size, hindi).toBeGreaterThan(0);
    }
  });

  it('keeps the synonyms table honest: every group reaches something in the catalogue', () => {
    const rules = conceptRules({ groups: searchWordGroups, joined: joinedWords, fillers: searchFillerWords });
    for (const group of searchWordGroups) {
      expect(siteSearchIndex().conceptAll.has(rules.canonical.get(stem(group.words[0]!))!), group.words.join('/')).toBe(true);
      for (const w of group.words) expect(slugs(w).size, w).toBeGreaterThan(0);
    }
  });
});

describe('spelling', () => {
  it.each([
    ['coloured', 'colored'],
    ['metallised', 'metallized'],
    ['zip lock', 'ziplock'],
    ['stand up', 'standup'],
    ['stand-up', 'standup'],
    ['dry fruit', 'dryfruit'],
    ['dry fruits', 'dry fruit'],
    ['idly', 'idli'],
    ['matt', 'matte'],
    ['standy', 'standee'],
    ['kraft', 'craft'],
    ['pouches', 'pouch'],
  ])('"%s" and "%s" find the same products', (a, b) => {
    expect(slugs(a).size).toBeGreaterThan(0);
    expect(slugs(b)).toEqual(slugs(a));
  });

  it('reads plurals as singulars and joins the pairs buyers write either way', () => {
    const rules = conceptRules({ groups: searchWordGroups, joined: joinedWords, fillers: searchFillerWords });
    expect(['pouches', 'fruits', 'candies', 'boxes', 'glass', 'masala'].map(stem)).toEqual(['pouch', 'fruit', 'candy', 'box', 'glass', 'masala']);
    expect(conceptWords('Dry Fruits & Namkeen pouch for chai', rules, true).map((w) => w.token)).toEqual(['dryfruit', 'snack', 'pouch', 'tea']);
    expect(conceptWords('Stand-Up Zip Lock', rules, false).map((w) => w.token)).toEqual(['standup', 'stand', 'up', 'ziplock', 'zip', 'lock']);
  });
});

describe('typos', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(withinEdits('zipepr', 'zipper', 1)).toBe(true);
    expect(withinEdits('windw', 'window', 1)).toBe(true);
    expect(withinEdits('transparant', 'transparent', 1)).toBe(true);
    expect(withinEdits('ziqqer', 'zipper', 1)).toBe(false);
    expect(withinEdits('tranparnt', 'transparent', 2)).toBe(true);
  });

  it('reads one edit in a word of 4 or more letters, two in a word of 8 or more, and says so', () => {
    expect(search(siteSearchIndex(), 'transparant').corrected).toBe('transparent');
    expect(search(siteSearchIndex(), 'zipepr').corrected).toBe('zipper');
    expect(search(siteSearchIndex(), 'kraft windw').corrected).toBe('kraft window');
    expect(search(siteSearchIndex(), 'tranparnt').corrected).toBe('transparent');
    expect(search(siteSearchIndex(), 'silvr').corrected).toBe('silver');
  });

  it('leaves short words and words two edits away (under 8 letters) alone', () => {
    expect(search(siteSearchIndex(), 'ziqqer').total).toBe(0);
    expect(search(siteSearchIndex(), 'tae').corrected).toBeUndefined();
    expect(search(siteSearchIndex(), 'gld').total).toBe(0);
  });

  it('does not correct a word the catalogue holds, nor a prefix of one', () => {
    expect(search(siteSearchIndex(), 'kraft').corrected).toBeUndefined();
    expect(search(siteSearchIndex(), 'coffe').corrected).toBeUndefined();
    expect(firstThree('coffe')).toContain('kraft-with-window');
  });

  it('searches the text as typed when asked, without corrections', () => {
    expect(search(siteSearchIndex(), 'transparant', { fuzzy: false }).total).toBe(0);
  });

  it('leaves out words that nothing holds only when nothing holds them all, and says which were used', () => {
    expect(search(siteSearchIndex(), 'garam masala').corrected).toBe('masala');
    expect(search(siteSearchIndex(), 'kraft window').corrected).toBeUndefined();
    expect(search(siteSearchIndex(), 'xyzzy').total).toBe(0);
  });
});

describe("ranking and the spec's floor, for any query", () => {
  const names = catalogueProducts.map((p) => p.name.en);

  it("a product's own name, however cased or spaced, finds it first", () => {
    fc.assert(
      fc.property(fc.constantFrom(...catalogueProducts), fc.boolean(), fc.boolean(), (p, upper, hyphens) => {
        let q = upper ? p.name.en.toUpperCase() : p.name.en.toLowerCase();
        if (hyphens) q = q.replace(/ /g, '  ').replace(/-/g, ' ');
        const first = search(siteSearchIndex(), q).items[0];
        return first?.link === `/products/${p.slug}`;
      }),
    );
  });

  it('a typo never puts a match found as typed below one found through the correction', () => {
    // Words one slip apart, so a query can hold one inside a word as typed (the spec rule finds
    // "indow" in "window") and be one slip from another ("endow").
    const words = ['window', 'endow', 'widow', 'kraft', 'draft', 'craft', 'zipper', 'nipper', 'silver', 'sliver', 'golden', 'holden', 'pouch', 'couch'];
    const name = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(name, { minLength: 2, maxLength: 30 }), fc.constantFrom(...words), (names, word) => {
        const index = buildSearchIndex(names.map((n, i) => ({ id: String(i), name: n, image: '', link: `/p/${i}`, isVariant: false })));
        const q = word.slice(1);
        const asTyped = new Set(search(index, q, { fuzzy: false }).items.map((i) => i.id));
        const items = search(index, q).items;
        const firstCorrected = items.findIndex((i) => !asTyped.has(i.id));
        return firstCorrected === -1 || items.slice(firstCorrected).every((i) => !asTyped.has(i.id));
      }),
      { numRuns: 300 },
    );
  });

  it('a name with one slip still finds that product among the first three', () => {
    fc.assert(
      fc.property(fc.constantFrom(...catalogueProducts), fc.nat(), (p, at) => {
        const word = p.name.en
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((x) => x.length >= 5)[0]!;
        const i = 1 + (at % (word.length - 2));
        const q = p.name.en.toLowerCase().replace(word, word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
        return search(siteSearchIndex(), q)
          .items.slice(0, 3)
          .some((item) => item.link === `/products/${p.slug}`);
      }),
      { numRuns: 200 },
    );
  });

  it("finds at least what the spec's substring rule finds, for words of the catalogue with or without typos", () => {
    const vocabulary = [...new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)))];
    fc.assert(
      fc.property(fc.constantFrom(...vocabulary), fc.constantFrom('', 'e', 'x', 's'), (word, extra) => {
        const q = word + extra;
        const found = new Set(search(siteSearchIndex(), q).items.map((i) => i.id));
        return siteSearchIndex().items.every((item, e) => !siteSearchIndex().lower[e]!.includes(q.toLowerCase()) || found.has(item.id));
      }),
    );
  });
});

describe('spellings of one word rank alike (#24)', () => {
  const top3 = (query: string) => search(siteSearchIndex(), query, { limit: 3 }).items.map((i) => i.link);
  it.each([
    [['ziplock', 'zip lock', 'zip-lock', 'ZIPLOCK', 'Zip Lock']],
    [['ziplock pouch', 'zip lock pouch', 'zip-lock pouch']],
    [['standy pouch', 'standee pouch', 'Standee Pouch']],
    [['standy', 'standee']],
    [['standup pouch', 'stand up pouch', 'stand-up pouch']],
    [['dryfruit pouch', 'dry fruit pouch', 'dry-fruit pouches']],
    [['matt kraft', 'matte kraft']],
    [['idly pouch', 'idli pouch']],
    [['kraft window', 'craft window']],
  ])('%j give the same first three results', (queries) => {
    const [first, ...rest] = queries.map(top3);
    expect(first!.length).toBe(queries[0] === 'idly pouch' ? 2 : 3);
    for (const [i, r] of rest.entries()) expect(r, queries[i + 1]).toEqual(first);
  });

  it('finds the gold pouches first for "standee pouch", as for "standy pouch"', () => {
    expect(firstThree('standee pouch')[0]).toBe('gold-standup');
  });

  it('loses nothing the query finds as typed, and counts each match once', () => {
    fc.assert(
      fc.property(fc.constantFrom('zip lock', 'ziplock', 'standee', 'matte', 'craft', 'idli', 'dryfruit', 'standup kraft'), (q) => {
        const all = search(siteSearchIndex(), q);
        const links = all.items.map((i) => i.link);
        return (
          new Set(links).size === links.length &&
          all.total === links.length &&
          search(siteSearchIndex(), q, { limit: 3 }).items.every((item, i) => item === all.items[i])
        );
      }),
    );
  });
});
