import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALIBRATION, geometricMl, gussetMl, pillowMl, pouchVolumeMl, tubeBoundMl, usableRegion } from './pouch-volume';
import { chartFills, chartVolumes, setAside, CUP_ML } from './pouch-charts';
import { FILL_LIMIT, fillKinds, usableVolumeMl } from './fill';
import { SIZE_SLUGS, sizes } from '@features/catalogue/sizes';
import { gussetReading } from '@features/catalogue/gusset';

/** How far the model may stand from a published capacity: ±20 %. */
const TOLERANCE = 0.2;
/** A size up holds at least this much more than the size below it. */
const CLEARLY_MORE = 1.1;

describe('the volume model', () => {
  it("is Robin's pillow for a pouch with no gusset, and the round tube bounds it", () => {
    // The square teabag of the paper bag problem: about 0.19 of the unit cube (Robin 2004).
    expect(pillowMl(1000, 1000) / 1e6).toBeCloseTo(1 / Math.PI - 0.142 * 0.9, 3);
    expect(gussetMl(164, 230, 0)).toBe(0);
    const flat = { width: 180, length: 260, gusset: 0 };
    const { w, h } = usableRegion(flat);
    expect(geometricMl(flat)).toBeCloseTo(pillowMl(w, h), 6);
    expect(tubeBoundMl(flat)).toBeCloseTo((w * w * h) / Math.PI / 1000, 6);
  });

  it("lets the gusset give back at most the bottom end's loss, all of it once the base opens round, and stays below the tube", () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 400 }), fc.integer({ min: 100, max: 500 }), fc.integer({ min: 0, max: 300 }), (width, length, gusset) => {
        const d = { width, length, gusset };
        const { w, h } = usableRegion(d);
        if (w > h) return true; // pouches are taller than wide
        const endLoss = (0.071 * w ** 3 * (1 - 10 ** (-h / w))) / 1000;
        const roundBase = gusset >= (2 * w) / Math.PI;
        const given = gussetMl(w, h, gusset);
        return (
          given <= endLoss + 1e-9 && (!roundBase || Math.abs(given - endLoss) < 1e-9) && geometricMl(d) < tubeBoundMl(d) && pouchVolumeMl(d) < geometricMl(d)
        );
      }),
    );
  });

  it('grows with every measure: wider, longer or a deeper gusset never holds less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 80, max: 300 }),
        fc.integer({ min: 150, max: 450 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 30 }),
        (width, length, gusset, more) => {
          const v = pouchVolumeMl({ width, length, gusset });
          return (
            pouchVolumeMl({ width: width + more, length, gusset }) >= v &&
            pouchVolumeMl({ width, length: length + more, gusset }) >= v &&
            pouchVolumeMl({ width, length, gusset: gusset + more }) >= v
          );
        },
      ),
    );
  });
});

describe('the published charts', () => {
  it('keep every point with its source: publisher, title, address and how we read it', () => {
    for (const p of [...chartVolumes, ...chartFills]) {
      expect(p.source.url).toMatch(/^https?:\/\/[a-z0-9.-]+\//);
      expect(p.source.title.length).toBeGreaterThan(10);
      expect(p.pouch.asWritten).toMatch(/in/);
    }
    expect(new Set(chartVolumes.map((p) => p.source.publisher)).size).toBeGreaterThanOrEqual(2);
    expect(chartVolumes[1]!.volumeMl).toBe(Math.round(CUP_ML));
  });

  it.each(chartVolumes.map((p) => [p.pouch.asWritten, p.volumeAsWritten, p] as const))(
    '%s (%s): the model, filled to our limit, is within ±20 % of the published capacity',
    (_, __, point) => {
      const ours = pouchVolumeMl(point.pouch) * FILL_LIMIT;
      expect(ours / point.volumeMl).toBeGreaterThan(1 - TOLERANCE);
      expect(ours / point.volumeMl).toBeLessThan(1 + TOLERANCE);
    },
  );

  it("fix the calibration: the model's share that best fits the charts is the one we use", () => {
    const logs = chartVolumes.map((p) => Math.log(p.volumeMl / (geometricMl(p.pouch) * FILL_LIMIT)));
    const fitted = Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length);
    expect(Math.abs(fitted - CALIBRATION)).toBeLessThan(0.02);
  });

  it('set aside only claims that cannot be true: more than the round tube of the pouch holds, or denser than flour is', () => {
    for (const claim of setAside.impossible) expect(claim.volumeMl, claim.what).toBeGreaterThan(tubeBoundMl(claim.pouch));
    const flour = fillKinds.find((k) => k.slug === 'atta-flour')!;
    for (const row of setAside.uprintingFlour) expect(row.grams / row.volumeMl, row.pouch.asWritten).toBeGreaterThan(flour.range[1]);
  });
});

describe('our sizes', () => {
  it.each(SIZE_SLUGS.map((s) => [s]))("%s: its room is the model's, rounded to 10 ml, and strictly below the round tube of its girth", (slug) => {
    const { dimensions } = sizes[slug];
    expect(Math.abs(usableVolumeMl[slug] - pouchVolumeMl(dimensions))).toBeLessThanOrEqual(5);
    expect(usableVolumeMl[slug]).toBeLessThan(tubeBoundMl(dimensions));
  });

  it('each size up holds clearly more (at least 10 %), the sizes the spec is silent on included', () => {
    for (const [i, slug] of SIZE_SLUGS.entries()) {
      if (i === 0) continue;
      const below = SIZE_SLUGS[i - 1]!;
      expect(pouchVolumeMl(sizes[slug].dimensions), `${below} → ${slug}`).toBeGreaterThan(CLEARLY_MORE * pouchVolumeMl(sizes[below].dimensions));
    }
    for (const slug of ['200gm', '350gm', '3kg'] as const) expect(sizes[slug].basis?.en.length, slug).toBeGreaterThan(40);
  });

  it('read "+ 40" as the whole gusset, folded in half, as the print template does', () => {
    expect(gussetReading(40)).toBe('+ 40: the bottom gusset, 40 mm in all, folded 20 + 20');
  });
});
