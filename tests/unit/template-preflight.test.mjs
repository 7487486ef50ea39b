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
import { preflightChecks, separations } from '../../scripts/lib/template-preflight.mjs';
import { templateProfile } from '../support/profile.mjs';

/**
 * The PDF print templates through the checks a converter's prepress runs (qpdf, pdfinfo,
 * pdffonts, the objects as qpdf --json shows them; scripts/lib/template-preflight.mjs): every
 * template the build writes and a custom size's, made by the same code. A few go through
 * Ghostscript's separations too, which is slower.
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

  it('each pass every check: qpdf clean, boxes nested on every page, no unembedded font, layers print OFF with their processing steps, PDF/X-4 output intent and XMP, /ID, /Trapped, dates, hairlines, a solid cut, the curved bottom seal on the Seals layer of every page, White where due', () => {
    for (const t of templates) {
      const { checks } = preflightChecks(t.file, { white: t.white });
      expect([t.name, checks.filter((c) => !c.ok)]).toEqual([t.name, []]);
    }
  }, 120_000);

  it('leave the White separation out where the film needs none, and pass the rest', () => {
    const { checks, spots, layers } = preflightChecks(milkyFile(), { white: false });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(spots).not.toContain('White');
    expect(layers.map((l) => l.name)).not.toContain('White');
  });
});

describe('the separations of a panel page (Ghostscript tiffsep, every layer shown)', () => {
  const process_ = ['Cyan', 'Magenta', 'Yellow', 'Black'];
  const templateFile = (ending) => templates.find((t) => t.file.endsWith(ending)).file;

  it('kraft with window, 500gm, front: C, M, Y and K empty inside the BleedBox, the Dieline and White plates inked, the window clear of white', () => {
    const plates = separations(templateFile('kraft-with-window-500gm-dieline.pdf'), 2);
    expect(process_.map((p) => [p, plates[p]?.inked])).toEqual(process_.map((p) => [p, 0]));
    expect(plates.Dieline.inked).toBeGreaterThan(0);
    expect(plates.White.inked).toBeGreaterThan(0);
    // The window (about 0.4 x 0.34 of the panel, rounded) is knocked out of the white underlay.
    const { width, height } = plates.White;
    expect(plates.White.inked).toBeLessThan(width * height * 0.95);
  }, 30_000);

  it('metallised film (silver), back panel of a custom size: process plates empty, Dieline and White inked', () => {
    const plates = separations(templateFile('custom.pdf'), 3);
    expect(process_.map((p) => [p, plates[p]?.inked])).toEqual(process_.map((p) => [p, 0]));
    expect(plates.Dieline.inked).toBeGreaterThan(0);
    expect(plates.White.inked).toBeGreaterThan(0);
  }, 30_000);

  it('clear film with a zipper, 250gm, gusset page: process plates empty, Dieline and White inked', () => {
    const plates = separations(templateFile('transparent-zipper-250gm-dieline.pdf'), 4);
    expect(process_.map((p) => [p, plates[p]?.inked])).toEqual(process_.map((p) => [p, 0]));
    expect(plates.Dieline.inked).toBeGreaterThan(0);
    expect(plates.White.inked).toBeGreaterThan(0);
  }, 30_000);

  it('a film that needs no white: no White plate at all, and still no process ink', () => {
    const plates = separations(milkyFile(), 2);
    expect(plates.White).toBeUndefined();
    expect(process_.map((p) => [p, plates[p]?.inked])).toEqual(process_.map((p) => [p, 0]));
    expect(plates.Dieline.inked).toBeGreaterThan(0);
  }, 30_000);
});
