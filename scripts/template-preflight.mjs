#!/usr/bin/env node
// Preflights PDF print templates as a converter's prepress would and prints a report:
//
//   node scripts/template-preflight.mjs FILE.pdf [--white|--no-white] [--press ID] [--page N] [--plates DIR]
//
// --white / --no-white: whether the White separation is due (default: due); --press ID: the
// output condition identifier of the press's profile, when the owner has supplied one (default:
// none, and then the file must claim no output condition and no PDF/X version); --page: the
// panel page whose separations are checked (default 2, the front); --plates DIR: keep the
// separation TIFFs there. Needs qpdf (with fix-qdf), pdfinfo and pdffonts (poppler-utils) and gs
// (ghostscript).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preflightChecks, separations, withArtwork } from './lib/template-preflight.mjs';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.pdf'));
if (!file) {
  console.error('usage: node scripts/template-preflight.mjs FILE.pdf [--white|--no-white] [--press ID] [--page N] [--plates DIR]');
  process.exit(2);
}
const white = !args.includes('--no-white');
const press = args.includes('--press') ? args[args.indexOf('--press') + 1] : null;
const page = Number(args[args.indexOf('--page') + 1]) || 2;
const keep = args.includes('--plates') ? args[args.indexOf('--plates') + 1] : undefined;

const { checks } = preflightChecks(file, { white, press });
// As a RIP prints it: the default layer configuration, technical layers OFF.
const printed = separations(file, page, { keep });
const process_ = ['Cyan', 'Magenta', 'Yellow', 'Black'];
const percent = (plate) => (plate ? `${(plate.coverage * 100).toFixed(1)} %` : 'absent');
checks.push({
  name: `page ${page}, as printed: C, M, Y, K plates empty inside the BleedBox`,
  ok: process_.every((p) => (printed[p]?.inked ?? 0) === 0),
  detail: process_.map((p) => `${p} ${printed[p]?.inked ?? 'absent'}`).join(', '),
});
checks.push({
  name: `page ${page}, as printed: the technical plates (Dieline, Guides) empty`,
  ok: (printed.Dieline?.inked ?? 0) === 0 && (printed.Guides?.inked ?? 0) === 0,
  detail: `Dieline ${percent(printed.Dieline)}, Guides ${percent(printed.Guides)}`,
});
checks.push({
  name: white ? `page ${page}: the White plate is inked` : `page ${page}: no White plate`,
  ok: white ? (printed.White?.inked ?? 0) > 0 : !printed.White,
  detail: `White ${percent(printed.White)}`,
});
if (white) {
  // A designer's CMYK artwork placed as the notes say: the white plate must not change under it.
  const dir = mkdtempSync(join(tmpdir(), 'artwork-'));
  try {
    const placed = separations(withArtwork(file, page, join(dir, 'placed.pdf')), page);
    checks.push({
      name: `page ${page}, CMYK artwork placed: the White plate unchanged`,
      ok: placed.White?.inked === printed.White?.inked && (placed.Cyan?.inked ?? 0) > 0,
      detail: `White ${percent(printed.White)} before the artwork, ${percent(placed.White)} with it; Cyan ${percent(placed.Cyan)}`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Preflight of ${file}`);
for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}\n      ${c.detail}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
