import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILL_GROUP_SLUGS, fillGroups, fillKinds } from './fill';
import { densityFigures } from './density-figures';
import { fit, type Fit } from './model';
import { finderTables, soldSizes } from './tables';

const finderChoices = finderTables.en.choices;

const rank = (f: Fit) => (f.kind === 'fits' ? f.size.usableMl : Infinity);

describe('the bulk densities, as typed sources', () => {
  it('each sits inside its published spread, with the source and what it measured', () => {
    for (const k of fillKinds) {
      expect(k.density, k.slug).toBeGreaterThanOrEqual(k.range[0]);
      expect(k.density, k.slug).toBeLessThanOrEqual(k.range[1]);
      expect(k.range[0], k.slug).toBeLessThan(k.range[1]);
      const publication = k.source.publication;
      for (const words of typeof publication === 'string' ? [publication] : Object.values(publication)) expect(words.length, k.slug).toBeGreaterThan(10);
      for (const words of Object.values(k.source.measured)) expect(words.length, k.slug).toBeGreaterThan(10);
    }
  });

  it('splits a broad kind whose forms differ by more than about 30 %, and keeps forms that overlap too little to share a figure', () => {
    for (const g of fillGroups) {
      expect(g.kinds.length, g.slug).toBeGreaterThanOrEqual(2);
      const [light, dense] = [g.kinds[0]!, g.kinds.at(-1)!];
      // The lightest and densest forms differ by more than a quarter: one figure for both would be off by two sizes.
      expect(dense.density / light.density, g.slug).toBeGreaterThan(1.25);
    }
    // Puffed snacks and bhujia: two- to threefold.
    const d = (slug: string) => fillKinds.find((k) => k.slug === slug)!.density;
    expect(d('bhujia-sev') / d('puffed-snacks')).toBeGreaterThan(2);
    expect(d('tea-ctc') / d('tea-orthodox')).toBeGreaterThan(1.5);
  });

  it('offers each broad kind once in the list, where its forms stand, and never a form on its own', () => {
    const slugs = finderChoices.map((c) => c.slug);
    for (const g of FILL_GROUP_SLUGS) expect(slugs.filter((s) => s === g)).toHaveLength(1);
    for (const k of fillKinds.filter((k) => k.group)) expect(slugs).not.toContain(k.slug);
    expect(finderChoices.length).toBe(fillKinds.filter((k) => !k.group).length + FILL_GROUP_SLUGS.length);
  });

  it('moves the answer with the form: 200 g of puffed snacks takes a larger pouch than 200 g of bhujia', () => {
    const at = (slug: string, grams: number) => fit({ density: fillKinds.find((k) => k.slug === slug)!.density, grams }, soldSizes);
    expect(rank(at('puffed-snacks', 200))).toBeGreaterThan(rank(at('bhujia-sev', 200)));
    expect(rank(at('tea-orthodox', 250))).toBeGreaterThan(rank(at('tea-ctc', 250)));
  });
});

describe('the published figures behind the less common kinds', () => {
  const kind = (slug: string) => fillKinds.find((k) => k.slug === slug)!;
  const figuresOf = (slug: string) => densityFigures.filter((f) => f.fill === slug);
  const withFigures = [...new Set(densityFigures.map((f) => f.fill))];

  it('keep each figure with its publication, address, what it measured and the figure as written', () => {
    for (const f of densityFigures) {
      expect(f.source.url, f.what).toMatch(/^https?:\/\/[a-z0-9.-]+\//);
      expect(f.source.title.length, f.what).toBeGreaterThan(3);
      expect(f.source.reading.length, f.what).toBeGreaterThan(40);
      expect(f.asWritten, f.what).toMatch(/\d/);
    }
    // The three kinds that rested on "packers' data" now rest on these.
    for (const slug of ['tea-ctc', 'tea-green-herbal', 'puffed-snacks']) expect(figuresOf(slug).length, slug).toBeGreaterThan(0);
  });

  it('name, for each kind, the publisher of one of its figures as the source the page shows', () => {
    for (const slug of withFigures) {
      const publication = kind(slug).source.publication;
      const cited = (typeof publication === 'string' ? publication : publication.en).toLowerCase();
      const names = figuresOf(slug).map((f) => f.source.publisher.toLowerCase().replace(/ \(.*\)$/, ''));
      expect(
        names.some((n) => cited.includes(n)),
        `${slug}: ${cited}`,
      ).toBe(true);
    }
  });

  it('keep every poured or as-shipped figure inside the spread the page gives for its kind', () => {
    for (const f of densityFigures.filter((f) => f.basis !== 'pieces')) {
      const k = kind(f.fill);
      expect(f.gPerMl[0], `${f.fill}: ${f.what}`).toBeGreaterThanOrEqual(k.range[0]);
      expect(f.gPerMl[1], `${f.fill}: ${f.what}`).toBeLessThanOrEqual(k.range[1]);
    }
  });

  it('never make a loose fill denser than the pieces it is made of', () => {
    for (const f of densityFigures.filter((f) => f.basis === 'pieces')) {
      const k = kind(f.fill);
      expect(k.density, f.fill).toBeLessThanOrEqual(f.gPerMl[1]);
      expect(k.range[1], f.fill).toBeLessThanOrEqual(f.gPerMl[1]);
    }
  });

  it('call a spread published only where a figure was poured loose, as a pouch is filled, for that very kind', () => {
    for (const slug of withFigures) {
      const poured = figuresOf(slug).some((f) => f.basis === 'poured');
      if (kind(slug).published) expect(poured, slug).toBe(true);
    }
    expect(kind('tea-green-herbal').published).toBe(true);
    expect(kind('tea-ctc').published).toBe(false);
    expect(kind('puffed-snacks').published).toBe(false);
  });

  it('read a cup of loose tea as g/ml: 16 g of rose petals to 92 g of jasmine pearls in 236.6 ml', () => {
    const cups = figuresOf('tea-green-herbal').map((f) => f.gPerMl[0]);
    expect(Math.min(...cups)).toBeCloseTo(16 / 236.5882, 3);
    expect(Math.max(...cups)).toBeCloseTo(92 / 236.5882, 3);
    const paperBags = figuresOf('tea-ctc').find((f) => f.what === 'tea in paper bags')!;
    expect(paperBags.gPerMl).toEqual([0.326, 0.358]);
  });
});

describe('fit, as a property', () => {
  it('never gives a lighter kind a smaller size than a denser one of the same weight', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        fc.integer({ min: 10, max: 5000 }),
        (a, b, grams) => {
          const [light, dense] = a <= b ? [a, b] : [b, a];
          expect(rank(fit({ density: light, grams }, soldSizes))).toBeGreaterThanOrEqual(rank(fit({ density: dense, grams }, soldSizes)));
        },
      ),
    );
  });
});

describe('a density without a published figure says so', () => {
  it('never cites data it cannot name: a kind is backed by a named publication or says that none was found', () => {
    for (const k of fillKinds) {
      const publication = typeof k.source.publication === 'string' ? k.source.publication : k.source.publication.en;
      expect(publication, k.slug).not.toMatch(/packers'|makers' (pack|fill)|no single published table/i);
      if (publication === 'No published figure found') {
        expect(k.published, k.slug).toBe(false);
        expect(k.source.measured.en, k.slug).toMatch(/^Our estimate/);
        expect(k.source.measured.en, k.slug).toMatch(/Weigh a litre of yours/);
      }
    }
  });
});
