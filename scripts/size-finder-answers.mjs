#!/usr/bin/env node
// The size finder's answers for every kind of product at 100 g, 250 g, 500 g and 1 kg, and each
// size's room below the zipper, printed from the model of a source tree: this checkout, or
// another one given as the first argument (e.g. `git archive main src | tar -x -C /tmp/main`,
// then `node scripts/size-finder-answers.mjs /tmp/main`), so two versions can be compared.
// `--markdown` prints the tables as Markdown.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const root = resolve(args.find((a) => !a.startsWith('--')) ?? here);
const dir = mkdtempSync(join(tmpdir(), 'finder-answers-'));
const entry = join(dir, 'entry.ts');
const charts = existsSync(join(root, 'src/features/size-finder/pouch-charts.ts'));
writeFileSync(
  entry,
  `
${
  charts
    ? `export { chartVolumes, chartFills } from ${JSON.stringify(join(root, 'src/features/size-finder/pouch-charts.ts'))};
export { pouchVolumeMl, tubeBoundMl } from ${JSON.stringify(join(root, 'src/features/size-finder/pouch-volume.ts'))};`
    : ''
}
export { fit } from ${JSON.stringify(join(root, 'src/features/size-finder/model.ts'))};
export { soldSizes } from ${JSON.stringify(join(root, 'src/features/size-finder/tables.ts'))};
export { fillKinds, FILL_LIMIT } from ${JSON.stringify(join(root, 'src/features/size-finder/fill.ts'))};
`,
);
const out = join(dir, 'model.mjs');
await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error', nodePaths: [join(here, 'node_modules')] });
const model = await import(pathToFileURL(out).href);
const { fit, soldSizes, fillKinds, FILL_LIMIT } = model;
rmSync(dir, { recursive: true, force: true });

const weights = [100, 250, 500, 1000];
const cell = (kind, grams) => {
  const f = fit({ density: kind.density, grams }, soldSizes, FILL_LIMIT);
  return f.kind === 'fits' ? `${f.size.label} ${Math.round(f.share * 100)} %` : `too big (${f.reason})`;
};
const rows = [['size', 'flat size', 'room below zipper'], ...soldSizes.map((s) => [s.label, `${s.width} x ${s.length} + ${s.gusset}`, `${s.usableMl} ml`])];
const answers = [
  ['product (g/ml)', ...weights.map((g) => (g >= 1000 ? `${g / 1000} kg` : `${g} g`))],
  ...fillKinds.map((k) => [`${k.label} (${k.density})`, ...weights.map((g) => cell(k, g))]),
];
const print = (table) => {
  if (markdown) {
    console.log(`| ${table[0].join(' | ')} |\n|${table[0].map(() => '---').join('|')}|`);
    for (const r of table.slice(1)) console.log(`| ${r.join(' | ')} |`);
  } else {
    const widths = table[0].map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
    for (const r of table) console.log(r.map((c, i) => String(c).padEnd(widths[i])).join('  '));
  }
  console.log();
};
console.log(`Model of ${root}\n`);
print(rows);
print(answers);
if (charts) {
  // The published points beside the model: capacity against our room filled to the limit, and
  // the size the finder gives each chart's product and weight against the chart's pouch.
  const { chartVolumes, chartFills, pouchVolumeMl, tubeBoundMl } = model;
  print([
    ['source', 'pouch (as written)', 'mm', 'published', 'ours filled to limit', 'difference', 'round-tube bound'],
    ...chartVolumes.map((p) => {
      const ours = pouchVolumeMl(p.pouch) * FILL_LIMIT;
      return [
        p.source.publisher,
        p.pouch.asWritten,
        `${p.pouch.width} x ${p.pouch.length} + ${p.pouch.gusset}`,
        `${p.volumeAsWritten} (${p.volumeMl} ml)`,
        `${Math.round(ours)} ml`,
        `${ours >= p.volumeMl ? '+' : ''}${Math.round((ours / p.volumeMl - 1) * 1000) / 10} %`,
        `${Math.round(tubeBoundMl(p.pouch))} ml`,
      ];
    }),
  ]);
  print([
    ['source', 'product, weight', 'chart pouch (mm)', 'our answer', 'our pouch (mm)'],
    ...chartFills.map((p) => {
      const kind = fillKinds.find((k) => k.slug === p.fill);
      const f = fit({ density: kind.density, grams: p.grams }, soldSizes, FILL_LIMIT);
      const ours = f.kind === 'fits' ? `${f.size.width} x ${f.size.length} + ${f.size.gusset}` : '—';
      return [
        p.source.publisher,
        `${kind.noun}, ${p.weightAsWritten} (${p.grams} g)`,
        `${p.pouch.width} x ${p.pouch.length} + ${p.pouch.gusset}`,
        cell(kind, p.grams),
        ours,
      ];
    }),
  ]);
}
