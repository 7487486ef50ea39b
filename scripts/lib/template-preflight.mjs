// A prepress preflight of a PDF print template, made of the checks a technician runs by hand:
// `qpdf --check`, `pdfinfo -box`, `pdffonts`, the document's objects as `qpdf --json` shows them
// (the optional-content configurations and each layer's default state, print usage and ISO 19593-1
// processing step, the output intent or its absence, XMP, /ID, /Trapped, dates; in the content
// streams stroke widths, what each layer paints, where White sits and whether it overprints), the
// structural rules of ISO 15930-7 (PDF/X-4), and Ghostscript's separations
// (`gs -sDEVICE=tiffsep`) of one panel page as a RIP prints it, with and without a designer's
// artwork placed on it. Used by `node scripts/template-preflight.mjs FILE.pdf` and by the tests.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * The cheap checks of one template (no rendering). `white`: whether the White separation is due;
 * `press`: the output condition identifier the owner supplied (`PRESS_CONDITION`), or null for none.
 * Returns each check with whether it passed and what was found.
 */
export function preflightChecks(file, { white: whiteDue, press = null }) {
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

  const { objects, trailer, get, streamText } = pdfObjects(file);
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
  const type3 = fonts.filter((line) => /\sType 3\s/.test(line));
  check('no Type 3 font (words outlined or set in a real embedded font)', type3.length === 0, type3.length ? `${type3.length} Type 3 fonts` : 'none');
  const untagged = fonts.filter((line) => /\syes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/.test(line) && !/^[A-Z]{6}\+/.test(line));
  check(
    'every embedded subset font is named with its six-letter subset tag (ABCDEF+Name)',
    untagged.length === 0,
    untagged.length ? untagged.map((l) => l.split(/\s+/)[0]).join(', ') : 'all tagged, or none',
  );

  // Layers: each one's print usage, its state in the default configuration, its processing step.
  const oc = catalog['/OCProperties'];
  const ocgs = (oc?.['/OCGs'] ?? []).map((ref) => ({ ref, ...get(ref) }));
  const name = (o) => String(o['/Name']).replace(/^u:/, '');
  const configs = oc ? [get(oc['/D']), ...(get(oc['/Configs']) ?? []).map(get)] : [];
  const d = configs[0] ?? {};
  const onByDefault = (ref) => ((d['/BaseState'] ?? '/ON') === '/OFF' ? (d['/ON'] ?? []).includes(ref) : !(d['/OFF'] ?? []).includes(ref));
  const layers = ocgs.map((o) => {
    const meta = o['/GTS_Metadata'] ? get(o['/GTS_Metadata']) : undefined;
    const group = meta?.['/GTS_ProcStepsGroup']?.slice(1);
    const type = meta?.['/GTS_ProcStepsType']?.slice(1);
    return {
      ref: o.ref,
      name: name(o),
      print: o['/Usage']?.['/Print']?.['/PrintState'],
      group,
      type,
      step: group ? [group, type].filter(Boolean).join('/') : undefined,
      byDefault: onByDefault(o.ref),
    };
  });
  const white = (l) => l.group === 'White';
  check(
    'no /AS in any optional-content configuration (ISO 15930-7 forbids it)',
    configs.every((c) => !c?.['/AS']),
    configs.map((c, i) => `${i ? `Configs[${i - 1}]` : 'D'}: ${c?.['/AS'] ? `/AS with ${c['/AS'].length} events` : 'no /AS'}`).join(', ') ||
      'no optional content',
  );
  check(
    'every optional-content configuration has a /Name (ISO 15930-7)',
    configs.every((c) => c?.['/Name']),
    configs.map((c, i) => `${i ? `Configs[${i - 1}]` : 'D'}: ${c?.['/Name'] ?? 'no /Name'}`).join(', ') || 'no optional content',
  );
  check(
    'the default configuration (what a RIP prints) has every technical layer OFF and White ON',
    layers.length > 0 && layers.every((l) => l.byDefault === white(l)),
    layers.map((l) => `${l.name}: ${l.byDefault ? 'ON' : 'OFF'}`).join(', ') || 'no layers',
  );
  check(
    "every technical layer's print usage is OFF, White's ON",
    layers.length > 0 && layers.every((l) => l.print === (white(l) ? '/ON' : '/OFF')),
    layers.map((l) => `${l.name}: print ${l.print ?? 'unset'}`).join(', ') || 'no layers',
  );
  check(
    'every layer carries an ISO 19593-1 processing step (GTS_Metadata)',
    layers.length > 0 && layers.every((l) => l.step),
    layers.map((l) => `${l.name}: ${l.step ?? 'none'}`).join(', ') || 'no layers',
  );
  check(
    "every layer's processing step is a group of ISO 19593-1, typed where its group has types, untyped where it has none",
    layers.length > 0 && layers.every((l) => processingStepKnown(l.group, l.type)),
    layers.map((l) => `${l.name}: ${l.step ?? 'none'}${processingStepKnown(l.group, l.type) ? '' : ' (not in the vocabulary)'}`).join(', ') || 'no layers',
  );
  check(
    'the cut layer is Structural/Cutting and the fold layer Structural/Folding',
    layers.some((l) => l.step === 'Structural/Cutting') && layers.some((l) => l.step === 'Structural/Folding'),
    layers
      .filter((l) => l.step?.startsWith('Structural'))
      .map((l) => `${l.name}: ${l.step}`)
      .join(', ') || 'none',
  );

  // Output intent and its profile: the press's own condition, or none and no PDF/X claim.
  const intents = (catalog['/OutputIntents'] ?? []).map(get);
  const pdfx = intents.find((i) => i['/S'] === '/GTS_PDFX');
  const profileRef = pdfx?.['/DestOutputProfile'];
  const profile = profileRef ? streamText(profileRef) : undefined;
  const profileOk = profile && profile.length > 128 && profile.toString('latin1', 12, 16) === 'prtr' && profile.toString('latin1', 16, 20) === 'CMYK';
  const xmp = catalog['/Metadata'] ? (streamText(catalog['/Metadata'])?.toString('utf8') ?? '') : '';
  const claimsX = /GTS_PDFXVersion/.test(xmp) || info['/GTS_PDFXVersion'] !== undefined;
  const identifier = pdfx ? String(pdfx['/OutputConditionIdentifier']).replace(/^u:/, '') : undefined;
  if (press)
    check(
      `the output intent is the press's (${press}), its CMYK output (prtr) ICC profile embedded, and the file says PDF/X-4 in XMP and Info`,
      pdfx &&
        identifier === press &&
        profileOk &&
        intents.length === 1 &&
        /<pdfxid:GTS_PDFXVersion>PDF\/X-4</.test(xmp) &&
        info['/GTS_PDFXVersion'] !== undefined,
      pdfx
        ? `${identifier}, profile ${profile ? `${profile.length} bytes, ${profile.toString('latin1', 12, 16)} ${profile.toString('latin1', 16, 20)}` : 'missing'}`
        : 'no output intent',
    );
  else
    check(
      'no press output condition supplied: no output intent and no PDF/X version claimed (XMP and Info)',
      intents.length === 0 && !claimsX,
      `${intents.length ? `output intent ${identifier ?? intents.map((i) => i['/S']).join(' ')}${profile ? ` with ${profile.length} bytes of profile` : ''}` : 'no output intent'}; ${claimsX ? 'claims a PDF/X version' : 'no PDF/X version'}`,
    );
  check('XMP says pdf:Trapped False', /<pdf:Trapped>False</.test(xmp), xmp ? `XMP ${xmp.length} bytes` : 'no XMP');
  check('the trailer has an /ID', Array.isArray(trailer['/ID']) && trailer['/ID'].length === 2, JSON.stringify(trailer['/ID'] ?? null));
  check(
    'Info /Trapped /False, /CreationDate and /ModDate',
    info['/Trapped'] === '/False' && info['/CreationDate'] && info['/ModDate'],
    `Trapped ${info['/Trapped'] ?? 'unset'}, created ${info['/CreationDate'] ?? 'unset'}, modified ${info['/ModDate'] ?? 'unset'}`,
  );

  // Stroke widths and dashes in the content streams, what each layer paints, where White sits.
  const widths = new Set();
  const dashedCuts = [];
  const spots = new Set();
  const layerOf = new Map(layers.map((l) => [l.ref, l]));
  // Each page's curved shapes on the Seals layer (the Doyen bottom seal): how many are filled, how many stroked.
  const curvedSeals = [];
  // Fills (and placed forms) on the Structural layers, by page and layer; painting outside the default configuration's OFF layers, by page.
  const structuralFills = [];
  const printing = [];
  // Per page: the layers in the order they are painted, and whether White was painted with overprint on.
  const stacks = [];
  for (const [index, ref] of pageRefs.entries()) {
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
    const states = get(resources['/ExtGState']) ?? {};
    const contents = [page['/Contents']]
      .flat()
      .map((r) => streamText(r)?.toString('latin1') ?? '')
      .join('\n');
    const layer = [];
    const stack = [];
    stacks.push(stack);
    const graphics = [{ overprint: false }];
    let prints = 0;
    const paints = { structural: [], whiteOverprint: true };
    for (const [op, operands] of contentOperators(contents)) {
      const current = layer.findLast((l) => l);
      if (op === 'BDC') {
        const l = operands[0] === '/OC' ? layerOf.get(properties[operands[1]]) : undefined;
        layer.push(l);
        if (l && stack.at(-1) !== l) stack.push(l);
      } else if (op === 'BMC') layer.push(undefined);
      else if (op === 'EMC') layer.pop();
      else if (op === 'q') graphics.push({ ...graphics.at(-1) });
      else if (op === 'Q') graphics.length > 1 && graphics.pop();
      else if (op === 'gs') graphics.at(-1).overprint = Boolean(get(states[operands[0]])?.['/OP']);
      else if (op === 'w') widths.add(operands[0]);
      else if (op === 'c') curve = true;
      else if (/^(S|s|f\*?|F|B\*?|b\*?|n|Do|Tj|TJ|'|"|sh|BI)$/.test(op)) {
        const fill = !/^(S|s|n)$/.test(op);
        if (op !== 'n' && (!current || current.byDefault)) prints++;
        if (current?.group === 'White' && op !== 'n' && !graphics.at(-1).overprint) paints.whiteOverprint = false;
        if (fill && current?.group === 'Structural') structuralFills.push(`p${index + 1} ${current.name} ${op}`);
        if (curve && current?.name.startsWith('Seals') && op !== 'n') {
          if (fill) curved.filled++;
          if (/^(S|s|B\*?|b\*?)$/.test(op)) curved.stroked++;
        }
        curve = false;
      } else if (op === 'd' && Array.isArray(operands[0]) && operands[0].length && current?.group === 'Structural') dashedCuts.push(operands[0]);
    }
    printing.push(prints);
    stack.whiteOverprint = paints.whiteOverprint;
  }
  const sorted = [...widths].sort((a, b) => a - b);
  check(
    `every stroke width is a hairline of ${HAIRLINE.min}–${HAIRLINE.max} pt`,
    sorted.length > 0 && sorted.every((w) => w >= HAIRLINE.min - TOLERANCE && w <= HAIRLINE.max + TOLERANCE),
    `widths ${sorted.join(', ')} pt`,
  );
  check(
    'every page draws the curved bottom seal on the Seals layer as a line, not a filled area',
    curvedSeals.length > 0 && curvedSeals.every((c) => c.stroked > 0 && c.filled === 0),
    curvedSeals.map((c, i) => `p${i + 1} ${c.filled} filled, ${c.stroked} stroked`).join('; '),
  );
  check(
    'the Structural layers (cutting above all) hold strokes only: no filled area, text or placed form',
    structuralFills.length === 0,
    structuralFills.length ? `${structuralFills.length} fills: ${[...new Set(structuralFills)].slice(0, 6).join(', ')}` : 'strokes only',
  );
  check(
    'the structural lines (the cut, the window too) are solid',
    dashedCuts.length === 0,
    dashedCuts.length ? `dashes ${JSON.stringify(dashedCuts)}` : 'no dashes on a Structural layer',
  );
  check(
    'the overview (page 1, not for print) prints nothing in the default configuration',
    printing.length > 1 && printing[0] === 0,
    `page 1: ${printing[0]} painting operations on layers the default configuration shows`,
  );
  const whitePages = stacks.map((stack, i) => ({ i, stack })).filter(({ stack }) => stack.some((l) => l.group === 'White'));
  // Above White, only layers the default configuration leaves off: White is the top layer that prints.
  const topPrinting = (stack) => stack.slice(stack.findIndex((l) => l.group === 'White') + 1).every((l) => !l.byDefault);
  check(
    'White is the top printing layer of every page it is on (only layers off by default above it), and overprints: artwork placed below cannot knock it out',
    !whiteDue || (whitePages.length > 0 && whitePages.every(({ stack }) => topPrinting(stack) && stack.whiteOverprint)),
    whitePages
      .map(
        ({ i, stack }) =>
          `p${i + 1}: ${stack.map((l) => `${l.name}${l.byDefault ? ' [on]' : ''}`).join(' < ')}${stack.whiteOverprint ? '' : ', White knocks out'}`,
      )
      .join('; ') || 'no White',
  );
  const hasWhite = spots.has('White') && layers.some(white);
  check(
    whiteDue ? 'a White separation on a White layer (the film takes white)' : 'no White separation (the film needs none)',
    hasWhite === whiteDue,
    `spots ${[...spots].sort().join(', ')}`,
  );
  checks.push(...pdfx4Structure({ trailer, catalog, info, get, pageRefs, objects, fonts }));
  return { checks, pages: pageRefs.length, layers, spots: [...spots] };
}

/**
 * The processing-step vocabulary of ISO 19593-1 (groups, and the types of the groups that have
 * them), as the Ghent Workgroup's Processing Steps Test Suite 1.0 (2025) exercises it; the
 * standard also admits a group or type with a registered prefix ("GWGS_…"), which none of ours
 * needs. Kept beside the checks as data, its source named.
 */
export const PROCESSING_STEPS = {
  source: 'ISO 19593-1:2018 groups and types, as the GWG Processing Steps Test Suite 1.0 (Ghent Workgroup, 2025) uses them',
  typed: {
    Structural: [
      'Cutting',
      'PartialCutting',
      'ReversePartialCutting',
      'Creasing',
      'ReverseCreasing',
      'CuttingCreasing',
      'Perforating',
      'Drilling',
      'Gluing',
      'Folding',
      'Punching',
      'Stapling',
      'Embossing',
      'Debossing',
      'FoilStamping',
      'ColdFoilStamping',
      'Bleed',
      'VarnishFree',
      'InkFree',
      'InkVarnishFree',
    ],
    Positions: ['Hologram', 'Barcode', 'ContentArea', 'CodingMarking', 'Imprinting'],
  },
  untyped: ['Dimensions', 'Braille', 'Legend', 'White', 'Varnish'],
};

/** Whether a layer's group and type are in the vocabulary: a typed group with one of its types, an untyped group with none. */
export function processingStepKnown(group, type) {
  if (PROCESSING_STEPS.untyped.includes(group)) return !type;
  return Boolean(type && PROCESSING_STEPS.typed[group]?.includes(type));
}

/**
 * The structural rules of ISO 15930-7 (PDF/X-4) a file can be held to without rendering, beyond
 * those checked above (version, boxes, fonts, output intent, /ID, Trapped, optional content):
 * each one a check. Written from the standard's list of what a conforming file must and must not
 * contain; not a certified validator.
 */
function pdfx4Structure({ trailer, catalog, info, get, pageRefs, objects, fonts }) {
  const checks = [];
  const check = (name, ok, detail) => checks.push({ name: `PDF/X-4: ${name}`, ok: Boolean(ok), detail });
  const all = Object.entries(objects)
    .filter(([k]) => k.startsWith('obj:'))
    .map(([k, v]) => [k.slice(4), v.value ?? v.stream?.dict ?? v.stream]);
  const dicts = all.filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v));
  const found = (test) => dicts.filter(([, v]) => test(v)).map(([k]) => k);
  check('not encrypted', !trailer['/Encrypt'], trailer['/Encrypt'] ? 'encrypted' : 'no /Encrypt');
  const names = get(catalog['/Names']) ?? {};
  const actions = found((v) => v['/S'] === '/JavaScript' || v['/JS'] !== undefined);
  check(
    'no JavaScript, no open or additional actions',
    !names['/JavaScript'] && !catalog['/OpenAction'] && !catalog['/AA'] && actions.length === 0 && found((v) => v['/AA']).length === 0,
    actions.length ? `JavaScript in ${actions.join(', ')}` : 'none',
  );
  check('no embedded files', !names['/EmbeddedFiles'] && found((v) => v['/Type'] === '/EmbeddedFile').length === 0, 'none looked for in /Names and streams');
  const transfer = found((v) => v['/Type'] === '/ExtGState' && ((v['/TR'] && v['/TR'] !== '/Identity') || (v['/TR2'] && v['/TR2'] !== '/Default')));
  check('no transfer functions in a graphics state', transfer.length === 0, transfer.length ? transfer.join(', ') : 'none');
  const postscript = found((v) => v['/Subtype'] === '/PS' || v['/Subtype2'] === '/PS' || v['/PS'] !== undefined);
  check('no PostScript XObjects or passthrough', postscript.length === 0, postscript.length ? postscript.join(', ') : 'none');
  const alternates = found((v) => v['/Subtype'] === '/Image' && (v['/Alternates'] || v['/OPI']));
  check('no image alternates or OPI', alternates.length === 0, alternates.length ? alternates.join(', ') : 'none');
  const annotations = pageRefs.flatMap((ref) => (get(get(ref)['/Annots']) ?? []).map(get)).filter((a) => a && a['/Subtype'] !== '/PrinterMark');
  check('no annotation but printer marks', annotations.length === 0, `${annotations.length} annotations`);
  check(
    'a TrimBox (or ArtBox) on every page',
    pageRefs.every((ref) => get(ref)['/TrimBox'] || get(ref)['/ArtBox']),
    `${pageRefs.length} pages`,
  );
  check('Info /Trapped is True or False', ['/True', '/False'].includes(info['/Trapped']), `Trapped ${info['/Trapped'] ?? 'unset'}`);
  check(
    'every font embedded',
    fonts.every((line) => /\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(line)),
    `${fonts.length} fonts`,
  );
  const configs = catalog['/OCProperties'] ? [get(catalog['/OCProperties']['/D']), ...(get(catalog['/OCProperties']['/Configs']) ?? []).map(get)] : [];
  check(
    'optional-content configurations each named, none with /AS',
    configs.every((c) => c?.['/Name'] && !c['/AS']),
    `${configs.length} configurations`,
  );
  return checks;
}

/**
 * A designer's artwork on a page of a template: a CMYK rectangle over the middle of the page's
 * TrimBox (half its width and height), placed where the template's notes say artwork goes: below
 * the White layer when White is the top printing layer (nothing above it that the default
 * configuration shows), else on top of everything, as a new layer goes. Written into a copy of
 * the file (qpdf --qdf, then fix-qdf); returns its path.
 */
export function withArtwork(file, page, out) {
  const qdf = `${out}.qdf`;
  const expand = run('qpdf', ['--qdf', '--object-streams=disable', '--decode-level=generalized', file, qdf]);
  if (expand.code !== 0 && expand.code !== 3) throw new Error(`qpdf --qdf failed: ${expand.out}`);
  const { trailer, get } = pdfObjects(qdf);
  const refs = [];
  const walk = (ref) => {
    const node = get(ref);
    if (node['/Type'] === '/Page') refs.push(ref);
    else for (const kid of node['/Kids']) walk(kid);
  };
  walk(get(trailer['/Root'])['/Pages']);
  const target = get(refs[page - 1]);
  const [x0, y0, x1, y1] = target['/TrimBox'];
  const [w, h] = [x1 - x0, y1 - y0];
  const art = `\nq 0.6 0.2 0 0.1 k ${x0 + w / 4} ${y0 + h / 4} ${w / 2} ${h / 2} re f Q\n`;
  const contentRef = [target['/Contents']].flat()[0];
  const number = contentRef.split(' ')[0];
  let text = readFileSync(qdf).toString('latin1');
  const start = text.indexOf(`\n${number} 0 obj`);
  const streamAt = text.indexOf('stream\n', start) + 'stream\n'.length;
  const end = text.indexOf('endstream', streamAt);
  const content = text.slice(streamAt, end);
  const properties = get(get(target['/Resources'])['/Properties']) ?? {};
  const d = get(get(get(trailer['/Root'])['/OCProperties'])?.['/D']) ?? {};
  const on = (name) => {
    const ref = properties[name];
    return (d['/BaseState'] ?? '/ON') === '/OFF' ? (d['/ON'] ?? []).includes(ref) : !(d['/OFF'] ?? []).includes(ref);
  };
  const isWhite = (name) => {
    const ocg = get(properties[name]);
    return Boolean(ocg?.['/GTS_Metadata'] && get(ocg['/GTS_Metadata'])['/GTS_ProcStepsGroup'] === '/White');
  };
  const sections = [...content.matchAll(/\/OC\s+(\/\S+)\s+BDC/g)];
  const white = sections.findIndex((m) => isWhite(m[1]));
  const topPrinting = white >= 0 && sections.slice(white + 1).every((m) => !on(m[1]));
  const at = topPrinting ? sections[white].index : content.trimEnd().length;
  text = text.slice(0, streamAt) + content.slice(0, at) + art + content.slice(at) + text.slice(end);
  writeFileSync(qdf, Buffer.from(text, 'latin1'));
  const fixed = spawnSync('fix-qdf', [qdf], { maxBuffer: 1 << 28 });
  if (fixed.status !== 0) throw new Error(`fix-qdf failed: ${fixed.stderr}`);
  writeFileSync(out, fixed.stdout);
  rmSync(qdf, { force: true });
  return out;
}

/**
 * Ghostscript's separations of page `page` (a panel), cropped to its BleedBox: each plate's inked
 * pixels and their share of the plate, rendered as a RIP prints the file (its default layer
 * configuration). `keep`: a folder to leave the plates (TIFF) in.
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
      const inked = ink.reduce((n, v) => n + (v > 0 ? 1 : 0), 0);
      plates[m[1]] = { width, height, inked, coverage: inked / (width * height), file: join(dir, f) };
    }
    return plates;
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
