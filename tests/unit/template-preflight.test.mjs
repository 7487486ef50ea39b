import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allVariants, findProduct, findVariant } from '../../src/features/catalogue/catalogue';
import { customVariant } from '../../src/features/catalogue/custom-variant';
import { templatePdf } from '../../src/features/print-templates/pdf';
import { templateSpec } from '../../src/features/print-templates/template-files';
import { pdfTemplates } from '../../src/features/print-templates/templates';
import { needsWhite } from '../../src/features/print-templates/white';
import { PRESS_CONDITION } from '../../src/features/print-templates/press';
import { preflightChecks, separations, withArtwork } from '../../scripts/lib/template-preflight.mjs';
import { standInPress, templateProfile } from '../support/profile.mjs';

/**
 * The PDF print templates through the checks a converter's prepress runs (qpdf, pdfinfo,
 * pdffonts, the objects as qpdf --json shows them, the structural rules of PDF/X-4;
 * scripts/lib/template-preflight.mjs): every template the build writes and a custom size's, made
 * by the same code. A few go through Ghostscript's separations too, which is slower: rendered as
 * a RIP prints them, the default layer configuration.
 */

let dir;
/** @type {{ name: string; file: string; white: boolean }[]} */
const templates = [];
const milkyFile = () => join(dir, 'milky.pdf');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'templates-'));
  const profile = templateProfile();
  for (const { fileName, bytes } of await pdfTemplates(profile)) {
    const variant = allVariants.find((v) => fileName.endsWith(`-${v.product.slug}-${v.size}-dieline.pdf`));
    const file = join(dir, fileName.replace(/\//g, '_'));
    writeFileSync(file, bytes);
    templates.push({ name: fileName, file, white: needsWhite(variant.product.art) });
  }
  // A custom size, made as the browser makes it.
  const product = findProduct('silver-one-side-zipper');
  const custom = customVariant(product, { width: 185, length: 270, gusset: 40 });
  const customFile = join(dir, 'custom.pdf');
  writeFileSync(customFile, await templatePdf(templateSpec(custom), profile));
  templates.push({ name: 'custom 185 x 270 + 40', file: customFile, white: true });
  // A film that needs no white: an opaque milky film.
  const kraft = findVariant('kraft-with-window', '500gm');
  const milky = { ...kraft, product: { ...kraft.product, art: { ...kraft.product.art, material: 'milky' } } };
  writeFileSync(milkyFile(), await templatePdf(templateSpec(milky), profile));
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the PDF print templates, preflighted', () => {
  it('are one for every size of every product, plus a custom size', () => {
    expect(templates.length).toBe(allVariants.length + 1);
  });

  it('each pass every check: qpdf clean, boxes nested on every page, no font at all (no Type 3), no /AS, technical layers OFF by default with their ISO 19593-1 processing steps, strokes only on the structural layers, an overview that prints nothing, White on top and overprinting, the output condition the press supplied or none and no PDF/X claim, /ID, /Trapped, dates, hairlines, a solid cut, the curved bottom seal on the Seals layer of every page, White where due, the PDF/X-4 structural rules', () => {
    const press = PRESS_CONDITION?.identifier ?? null;
    for (const t of templates) {
      const { checks } = preflightChecks(t.file, { white: t.white, press });
      expect([t.name, checks.filter((c) => !c.ok)]).toEqual([t.name, []]);
    }
  }, 120_000);

  it('leave the White separation out where the film needs none, and pass the rest', () => {
    const { checks, spots, layers } = preflightChecks(milkyFile(), { white: false, press: PRESS_CONDITION?.identifier ?? null });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(spots).not.toContain('White');
    expect(layers.map((l) => l.name)).not.toContain('White');
  });

  it('made with a press condition supplied: a PDF/X-4 output intent with its profile, and every other check still passes', async () => {
    const press = standInPress();
    if (!press) return; // Ghostscript's profile is not installed here
    const file = join(dir, 'with-press.pdf');
    writeFileSync(file, await templatePdf(templateSpec(findVariant('kraft-with-window', '500gm')), press));
    const { checks } = preflightChecks(file, { white: true, press: press.condition.identifier });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    // And held to none, it fails exactly that check.
    expect(
      preflightChecks(file, { white: true, press: null })
        .checks.filter((c) => !c.ok)
        .map((c) => c.name),
    ).toEqual(['no press output condition supplied: no output intent and no PDF/X version claimed (XMP and Info)']);
  });
});

describe('the separations of a panel page as a RIP prints it (Ghostscript tiffsep, the default layer configuration)', () => {
  const process_ = ['Cyan', 'Magenta', 'Yellow', 'Black'];
  const templateFile = (ending) => templates.find((t) => t.file.endsWith(ending)).file;
  /** Nothing on a technical plate: the Dieline and Guides layers are off. */
  const technicalEmpty = (plates) => [plates.Dieline?.inked ?? 0, plates.Guides?.inked ?? 0];

  it('kraft with window, 500gm, front: C, M, Y and K empty inside the BleedBox, the Dieline and Guides plates empty, the White plate inked, the window clear of white', () => {
    const plates = separations(templateFile('kraft-with-window-500gm-dieline.pdf'), 2);
    expect(process_.map((p) => [p, plates[p]?.inked ?? 0])).toEqual(process_.map((p) => [p, 0]));
    expect(technicalEmpty(plates)).toEqual([0, 0]);
    expect(plates.White.inked).toBeGreaterThan(0);
    // The window (about 0.4 x 0.34 of the panel, rounded, and the clearance round it) is knocked out of the white underlay.
    const { width, height } = plates.White;
    expect(plates.White.inked).toBeLessThan(width * height * 0.95);
  }, 30_000);

  it('kraft with window, 500gm, front, a CMYK object placed over the page below White as the notes say: the White plate unchanged, the artwork on the process plates', () => {
    const file = templateFile('kraft-with-window-500gm-dieline.pdf');
    const before = separations(file, 2);
    const placed = separations(withArtwork(file, 2, join(dir, 'placed.pdf')), 2);
    expect(placed.White.inked).toBe(before.White.inked);
    // The artwork (0.6 0.2 0 0.1) covers a quarter of the trim, under the overprinting white.
    expect(placed.Cyan.coverage).toBeGreaterThan(0.2);
    expect(placed.Black.inked).toBe(placed.Cyan.inked);
  }, 30_000);

  it('metallised film (silver), back panel of a custom size: process and technical plates empty, White inked', () => {
    const plates = separations(templateFile('custom.pdf'), 3);
    expect(process_.map((p) => [p, plates[p]?.inked ?? 0])).toEqual(process_.map((p) => [p, 0]));
    expect(technicalEmpty(plates)).toEqual([0, 0]);
    expect(plates.White.inked).toBeGreaterThan(0);
  }, 30_000);

  it('clear film with a zipper, 250gm, gusset page: process and technical plates empty, White inked', () => {
    const plates = separations(templateFile('transparent-zipper-250gm-dieline.pdf'), 4);
    expect(process_.map((p) => [p, plates[p]?.inked ?? 0])).toEqual(process_.map((p) => [p, 0]));
    expect(technicalEmpty(plates)).toEqual([0, 0]);
    expect(plates.White.inked).toBeGreaterThan(0);
  }, 30_000);

  it('the overview prints nothing at all', () => {
    const plates = separations(templateFile('kraft-with-window-500gm-dieline.pdf'), 1);
    expect(Object.entries(plates).filter(([, p]) => p.inked > 0)).toEqual([]);
  }, 30_000);

  it('a film that needs no white: no White plate at all, and still no process or technical ink', () => {
    const plates = separations(milkyFile(), 2);
    expect(plates.White).toBeUndefined();
    expect(process_.map((p) => [p, plates[p]?.inked ?? 0])).toEqual(process_.map((p) => [p, 0]));
    expect(technicalEmpty(plates)).toEqual([0, 0]);
  }, 30_000);
});
