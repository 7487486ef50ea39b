// A prepress preflight of a PDF print template, made of the checks a technician runs by hand:
// `qpdf --check`, `pdfinfo -box`, `pdffonts`, the document's objects as `qpdf --json` shows them
// (layers and their print state, output intent, XMP, /ID, /Trapped, dates, stroke widths in the
// content streams, the curved bottom seal on the Seals layer, the White separation) and
// Ghostscript's separations (`gs -sDEVICE=tiffsep`) of one panel page. Used by
// `node scripts/template-preflight.mjs FILE.pdf` and by the tests.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlate } from './tiff.mjs';

/** The thinnest and thickest stroke (points) a converter's prepress takes for a technical line. */
export const HAIRLINE = { min: 0.25, max: 0.5 };
const TOLERANCE = 0.001;

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.error) throw new Error(`${cmd} could not be run (${r.error.message}): install ghostscript, qpdf and poppler-utils`);
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
};

/** The document's objects as `qpdf --json=2` gives them, streams decoded. */
export function pdfObjects(file) {
  const json = JSON.parse(
    execFileSync('qpdf', ['--json=2', '--json-stream-data=inline', '--decode-level=generalized', file], { encoding: 'utf8', maxBuffer: 1 << 28 }),
  );
  const objects = json.qpdf[1];
  const get = (ref) => (typeof ref === 'string' && / R$/.test(ref) ? (objects[`obj:${ref}`]?.value ?? objects[`obj:${ref}`]?.stream) : ref);
  const streamText = (ref) => {
    const s = objects[`obj:${ref}`]?.stream;
    return s?.data ? Buffer.from(s.data, 'base64') : undefined;
  };
  return { objects, trailer: objects.trailer.value, get, streamText };
}

/** The operators of a content stream: [operator, operands] with numbers as numbers, names and strings as text. */
export function* contentOperators(text) {
  let operands = [];
  let i = 0;
  const depth = [];
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '%') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (ch === '(') {
      let level = 1;
      let s = '';
      i++;
      while (i < text.length && level > 0) {
        const c = text[i++];
        if (c === '\\') {
          s += text[i++];
          continue;
        }
        if (c === '(') level++;
        if (c === ')' && --level === 0) break;
        s += c;
      }
      (depth.at(-1) ?? operands).push(s);
      continue;
    }
    if (ch === '[') {
      depth.push([]);
      i++;
      continue;
    }
    if (ch === ']') {
      const a = depth.pop();
      (depth.at(-1) ?? operands).push(a);
      i++;
      continue;
    }
    if (ch === '<' && text[i + 1] === '<') {
      // inline dictionaries (BDC properties): skip to the matching >>
      let level = 0;
      while (i < text.length) {
        if (text.startsWith('<<', i)) {
          level++;
          i += 2;
        } else if (text.startsWith('>>', i)) {
          level--;
          i += 2;
          if (!level) break;
        } else i++;
      }
      operands.push('<<>>');
      continue;
    }
    const m = /^(\/[^\s/[\]()<>]*|[^\s/[\]()<>]+)/.exec(text.slice(i, i + 200));
    if (!m) {
      i++;
      continue;
    }
    const token = m[1];
    i += token.length;
    if (token.startsWith('/')) (depth.at(-1) ?? operands).push(token);
    else if (/^[-+.\d]/.test(token)) (depth.at(-1) ?? operands).push(Number(token));
    else {
      yield [token, operands];
      operands = [];
    }
  }
}

const boxOf = (page, name) => page[name] ?? (name === 'TrimBox' || name === 'BleedBox' ? (page.CropBox ?? page.MediaBox) : page.MediaBox);
const contains = (outer, inner) =>
  inner[0] >= outer[0] - TOLERANCE && inner[1] >= outer[1] - TOLERANCE && inner[2] <= outer[2] + TOLERANCE && inner[3] <= outer[3] + TOLERANCE;

/**
 * The cheap checks of one template (no rendering). `white`: whether the White separation is due.
 * Returns each check with whether it passed and what was found.
 */
export function preflightChecks(file, { white }) {
  const checks = [];
  const check = (name, ok, detail) => checks.push({ name, ok: Boolean(ok), detail });

  const qpdf = run('qpdf', ['--check', file]);
  check(
    'qpdf --check is clean',
    qpdf.code === 0 && /No syntax or stream encoding errors/.test(qpdf.out) && !/WARNING/i.test(qpdf.out),
    qpdf.out.trim().split('\n').slice(-2).join(' / '),
  );

  const header = readFileSync(file).subarray(0, 16).toString('latin1');
  const version = /^%PDF-(\d\.\d)/.exec(header)?.[1];
  check('PDF 1.6 or earlier, as PDF/X-4 asks', version !== undefined && Number(version) <= 1.6, `header %PDF-${version ?? '?'}`);

  const { trailer, get, streamText } = pdfObjects(file);
  const catalog = get(trailer['/Root']);
  const info = get(trailer['/Info']) ?? {};

  // Pages and their boxes, as pdfinfo reads them.
  const info2 = run('pdfinfo', ['-box', '-f', '1', '-l', '999', file]).out;
  const pages = [];
  for (const m of info2.matchAll(/^Page\s+(\d+)\s+(MediaBox|CropBox|BleedBox|TrimBox|ArtBox):\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)/gm)) {
    const n = Number(m[1]) - 1;
    pages[n] ??= {};
    pages[n][m[2]] = [m[3], m[4], m[5], m[6]].map(Number);
  }
  const pageRefs = [];
  const walk = (ref) => {
    const node = get(ref);
    if (node['/Type'] === '/Page') pageRefs.push(ref);
    else for (const kid of node['/Kids']) walk(kid);
  };
  walk(catalog['/Pages']);
  const own = pageRefs.map((ref) => {
    const p = get(ref);
    return Boolean(p['/TrimBox'] && p['/BleedBox']);
  });
  check('every page has its own TrimBox and BleedBox', pages.length > 0 && own.every(Boolean), `${own.filter(Boolean).length} of ${pageRefs.length} pages`);
  const nested = pages.map((p) => contains(p.MediaBox, boxOf(p, 'BleedBox')) && contains(boxOf(p, 'BleedBox'), boxOf(p, 'TrimBox')));
  check(
    'TrimBox inside BleedBox inside MediaBox on every page',
    pages.length === pageRefs.length && nested.every(Boolean),
    pages.map((p, i) => `p${i + 1} trim ${boxOf(p, 'TrimBox').join(' ')} bleed ${boxOf(p, 'BleedBox').join(' ')} media ${p.MediaBox.join(' ')}`).join('; '),
  );

  // Fonts: none that is not embedded.
  const fonts = run('pdffonts', [file]).out.trim().split('\n').slice(2);
  const unembedded = fonts.filter((line) => !/\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(line));
  check('every font is embedded (pdffonts)', unembedded.length === 0, fonts.length ? fonts.map((l) => l.replace(/\s+/g, ' ')).join(' | ') : 'no fonts');

  // Layers: each one's print usage, the print event's auto state, its processing step.
  const oc = catalog['/OCProperties'];
  const ocgs = (oc?.['/OCGs'] ?? []).map((ref) => ({ ref, ...get(ref) }));
  const name = (o) => String(o['/Name']).replace(/^u:/, '');
  const printAs = (oc?.['/D']?.['/AS'] ?? []).find((a) => a['/Event'] === '/Print');
  const layers = ocgs.map((o) => ({
    name: name(o),
    print: o['/Usage']?.['/Print']?.['/PrintState'],
    step: o['/GTS_Metadata']
      ? [o['/GTS_Metadata']['/GTS_ProcStepsGroup'], o['/GTS_Metadata']['/GTS_ProcStepsType']]
          .filter(Boolean)
          .map((n) => n.slice(1))
          .join('/')
      : undefined,
    inPrintEvent: (printAs?.['/OCGs'] ?? []).includes(o.ref),
  }));
  check(
    "every technical layer's print usage is OFF, White's ON, all in the /AS print event",
    layers.length > 0 && layers.every((l) => l.print === (l.name === 'White' ? '/ON' : '/OFF') && l.inPrintEvent),
    layers.map((l) => `${l.name}: print ${l.print ?? 'unset'}${l.inPrintEvent ? '' : ' (not in /AS Print)'}`).join(', ') || 'no layers',
  );
  check(
    'every layer carries its ISO 19593-1 processing step (GTS_Metadata)',
    layers.length > 0 && layers.every((l) => l.step),
    layers.map((l) => `${l.name}: ${l.step ?? 'none'}`).join(', ') || 'no layers',
  );
  check(
    'the cut layer is Structural/Cutting and the fold layer Structural/Folding',
    layers.some((l) => l.name === 'Cut' && l.step === 'Structural/Cutting') && layers.some((l) => l.name === 'Fold' && l.step === 'Structural/Folding'),
    layers
      .filter((l) => l.step?.startsWith('Structural'))
      .map((l) => `${l.name}: ${l.step}`)
      .join(', ') || 'none',
  );

  // Output intent and its profile.
  const intents = (catalog['/OutputIntents'] ?? []).map(get);
  const pdfx = intents.find((i) => i['/S'] === '/GTS_PDFX');
  const profileRef = pdfx?.['/DestOutputProfile'];
  const profile = profileRef ? streamText(profileRef) : undefined;
  const profileOk = profile && profile.length > 128 && profile.toString('latin1', 12, 16) === 'prtr' && profile.toString('latin1', 16, 20) === 'CMYK';
  check(
    'a GTS_PDFX output intent with an embedded CMYK output (prtr) ICC profile',
    pdfx && profileOk,
    pdfx
      ? `${String(pdfx['/OutputConditionIdentifier']).replace(/^u:/, '')}, profile ${profile ? `${profile.length} bytes, ${profile.toString('latin1', 12, 16)} ${profile.toString('latin1', 16, 20)}` : 'missing'}`
      : 'no output intent',
  );

  // XMP, /ID, /Trapped, dates.
  const xmp = catalog['/Metadata'] ? (streamText(catalog['/Metadata'])?.toString('utf8') ?? '') : '';
  check(
    'XMP says pdfxid:GTS_PDFXVersion PDF/X-4 and pdf:Trapped False',
    /<pdfxid:GTS_PDFXVersion>PDF\/X-4</.test(xmp) && /<pdf:Trapped>False</.test(xmp),
    xmp ? `XMP ${xmp.length} bytes` : 'no XMP',
  );
  check('the trailer has an /ID', Array.isArray(trailer['/ID']) && trailer['/ID'].length === 2, JSON.stringify(trailer['/ID'] ?? null));
  check(
    'Info /Trapped /False, /CreationDate and /ModDate',
    info['/Trapped'] === '/False' && info['/CreationDate'] && info['/ModDate'],
    `Trapped ${info['/Trapped'] ?? 'unset'}, created ${info['/CreationDate'] ?? 'unset'}, modified ${info['/ModDate'] ?? 'unset'}`,
  );

  // Stroke widths and dashes in the content streams; the White separation.
  const widths = new Set();
  const dashedCuts = [];
  const spots = new Set();
  // Each page's curved areas on the Seals layer (the Doyen bottom seal): how many are filled, how many stroked.
  const curvedSeals = [];
  for (const ref of pageRefs) {
    const curved = { filled: 0, stroked: 0 };
    curvedSeals.push(curved);
    let curve = false;
    const page = get(ref);
    const resources = get(page['/Resources']);
    for (const cs of Object.values(get(resources['/ColorSpace']) ?? {})) {
      const space = get(cs);
      if (Array.isArray(space) && space[0] === '/Separation') spots.add(space[1].slice(1));
    }
    const properties = get(resources['/Properties']) ?? {};
    const contents = [page['/Contents']]
      .flat()
      .map((r) => streamText(r)?.toString('latin1') ?? '')
      .join('\n');
    const layer = [];
    for (const [op, operands] of contentOperators(contents)) {
      if (op === 'BDC') layer.push(operands[0] === '/OC' ? name(get(properties[operands[1]]) ?? {}) : undefined);
      else if (op === 'BMC') layer.push(undefined);
      else if (op === 'EMC') layer.pop();
      else if (op === 'w') widths.add(operands[0]);
      else if (op === 'c') curve = true;
      else if (/^(S|s|f\*?|F|B\*?|b\*?|n)$/.test(op)) {
        if (curve && layer.includes('Seals')) {
          if (op !== 'S' && op !== 's' && op !== 'n') curved.filled++;
          if (!/^(f\*?|F|n)$/.test(op)) curved.stroked++;
        }
        curve = false;
      } else if (op === 'd' && Array.isArray(operands[0]) && operands[0].length && (layer.includes('Cut') || layer.includes('Dieline')))
        dashedCuts.push(operands[0]);
    }
  }
  const sorted = [...widths].sort((a, b) => a - b);
  check(
    `every stroke width is a hairline of ${HAIRLINE.min}–${HAIRLINE.max} pt`,
    sorted.length > 0 && sorted.every((w) => w >= HAIRLINE.min - TOLERANCE && w <= HAIRLINE.max + TOLERANCE),
    `widths ${sorted.join(', ')} pt`,
  );
  check(
    'every page draws the curved bottom seal on the Seals layer, filled and stroked',
    curvedSeals.length > 0 && curvedSeals.every((c) => c.filled > 0 && c.stroked > 0),
    curvedSeals.map((c, i) => `p${i + 1} ${c.filled} filled, ${c.stroked} stroked`).join('; '),
  );
  check(
    'the cut lines (window too) are solid',
    dashedCuts.length === 0,
    dashedCuts.length ? `dashes ${JSON.stringify(dashedCuts)}` : 'no dashes on the Cut (or Dieline) layer',
  );
  const hasWhite = spots.has('White') && layers.some((l) => l.name === 'White');
  check(
    white ? 'a White separation on a White layer (the film takes white)' : 'no White separation (the film needs none)',
    hasWhite === white,
    `spots ${[...spots].sort().join(', ')}`,
  );
  return { checks, pages: pageRefs.length, layers, spots: [...spots] };
}

/**
 * Ghostscript's separations of page `page` (a panel), cropped to its BleedBox: each plate's inked
 * pixels, rendered with every layer shown. `keep`: a folder to leave the plates (TIFF) in.
 */
export function separations(file, page, { resolution = 24, keep } = {}) {
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'separations-'));
  mkdirSync(dir, { recursive: true });
  try {
    const args = [
      '-q',
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-sDEVICE=tiffsep',
      '-sCompression=none',
      '-dUseBleedBox',
      `-r${resolution}`,
      `-dFirstPage=${page}`,
      `-dLastPage=${page}`,
      '-dPrinted=false',
      `-sOutputFile=${join(dir, 'page.tif')}`,
      file,
    ];
    const gs = run('gs', args);
    if (gs.code !== 0) throw new Error(`gs failed: ${gs.out}`);
    const plates = {};
    for (const f of readdirSync(dir)) {
      const m = /^page\((.+)\)\.tif$/.exec(f);
      if (!m) continue;
      const { width, height, ink } = readPlate(join(dir, f));
      plates[m[1]] = { width, height, inked: ink.reduce((n, v) => n + (v > 0 ? 1 : 0), 0), file: join(dir, f) };
    }
    return plates;
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
