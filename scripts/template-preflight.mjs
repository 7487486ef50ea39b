#!/usr/bin/env node
// Preflights PDF print templates as a converter's prepress would and prints a report:
//
//   node scripts/template-preflight.mjs FILE.pdf [--white|--no-white] [--page N] [--plates DIR]
//
// --white / --no-white: whether the White separation is due (default: due); --page: the panel
// page whose separations are checked (default 2, the front); --plates DIR: keep the separation
// TIFFs there. Needs qpdf, pdfinfo and pdffonts (poppler-utils) and gs (ghostscript).
import { preflightChecks, separations } from './lib/template-preflight.mjs';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.pdf'));
if (!file) {
  console.error('usage: node scripts/template-preflight.mjs FILE.pdf [--white|--no-white] [--page N] [--plates DIR]');
  process.exit(2);
}
const white = !args.includes('--no-white');
const page = Number(args[args.indexOf('--page') + 1]) || 2;
const keep = args.includes('--plates') ? args[args.indexOf('--plates') + 1] : undefined;

const { checks } = preflightChecks(file, { white });
// Rendered with every layer shown: Ghostscript 10.0 does not hide a layer by its print usage
// (its PDF interpreter looks for /Print in the OCG rather than in its /Usage), and showing them
// all is the harder test: even then no process ink may appear.
const shown = separations(file, page, { keep });
const process_ = ['Cyan', 'Magenta', 'Yellow', 'Black'];
checks.push({
  name: `page ${page}, layers as seen: C, M, Y, K plates empty inside the BleedBox`,
  ok: process_.every((p) => shown[p]?.inked === 0),
  detail: process_.map((p) => `${p} ${shown[p]?.inked ?? 'absent'}`).join(', '),
});
checks.push({
  name: `page ${page}, layers as seen: the Dieline plate has the lines`,
  ok: (shown.Dieline?.inked ?? 0) > 0,
  detail: `Dieline ${shown.Dieline?.inked ?? 'absent'} px`,
});
checks.push({
  name: white ? `page ${page}: the White plate is inked` : `page ${page}: no White plate`,
  ok: white ? (shown.White?.inked ?? 0) > 0 : !shown.White,
  detail: `White ${shown.White?.inked ?? 'absent'}`,
});

console.log(`Preflight of ${file}`);
for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}\n      ${c.detail}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
