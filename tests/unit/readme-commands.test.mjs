import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README is what a newcomer runs first: every command it names must exist as written, and
 * every document it or docs/ links to must be there (issue 52). Run in CI with the unit tests.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json'));
const readme = read('README.md');

/** npm's own commands, which need no script (`npm ci`, `npm install` …). */
const npmBuiltins = new Set(['ci', 'install', 'i', 'exec', 'init', 'ls', 'outdated', 'update', 'audit', 'run']);
/** Commands npm runs from a script of the same name without `run`. */
const npmScriptShortcuts = new Set(['start', 'test', 'stop', 'restart']);

/**
 * The text of every fenced block of shell (```sh, or no language) and every inline code span of a
 * Markdown file; a block marked as something else (```text: the layout's tree) names no command.
 */
function codeOf(markdown) {
  const blocks = [...markdown.matchAll(/^```(sh|bash|shell|console)?\n([\s\S]*?)^```/gm)].map((m) => m[2]);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return [...blocks, ...spans];
}

/** Each command a piece of code names: `npm run X`, `npm X`, `npx X`, `node scripts/…`. */
function commandsIn(code) {
  const found = [];
  for (const m of code.matchAll(/\bnpm run ([\w:.-]+)/g)) found.push({ kind: 'script', name: m[1], as: m[0] });
  for (const m of code.matchAll(/\bnpm (?!run\b)([a-z][\w-]*)/g)) found.push({ kind: 'npm', name: m[1], as: m[0] });
  for (const m of code.matchAll(/\bnpx ([@\w/.-]+)/g)) found.push({ kind: 'npx', name: m[1], as: m[0] });
  for (const m of code.matchAll(/\bnode ((?:\.\/)?scripts\/[\w./-]+)/g)) found.push({ kind: 'node', name: m[1], as: m[0] });
  return found;
}

/** Why a command named in the README would fail on a fresh clone, or null when it would run. */
function problemOf({ kind, name, as }) {
  const scripts = pkg.scripts ?? {};
  const packages = { ...pkg.dependencies, ...pkg.devDependencies };
  if (kind === 'script' && !(name in scripts)) return `\`${as}\`: package.json has no script "${name}"`;
  if (kind === 'npm' && npmScriptShortcuts.has(name) && !(name in scripts)) return `\`${as}\`: package.json has no script "${name}"`;
  if (kind === 'npm' && !npmScriptShortcuts.has(name) && !npmBuiltins.has(name))
    return `\`${as}\`: "${name}" is neither an npm command nor a script npm runs without \`run\``;
  if (kind === 'npx' && !(name in packages)) return `\`${as}\`: "${name}" is not a dependency, so npx would download it`;
  if (kind === 'node' && !existsSync(join(root, name))) return `\`${as}\`: ${name} does not exist`;
  return null;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeats. */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const m of markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** docs/ and below: every Markdown file. */
function markdownUnder(dir) {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** Why a relative link of `file` leads nowhere, or null. */
function brokenLink(file, target) {
  if (/^(https?:|mailto:)/.test(target)) return null;
  const [path, anchor] = target.split('#');
  const to = path ? join(dirname(join(root, file)), decodeURI(path)) : join(root, file);
  if (!existsSync(to)) return `${file}: (${target}) points at ${relative(root, to)}, which does not exist`;
  if (anchor && to.endsWith('.md') && !anchorsOf(readFileSync(to, 'utf8')).has(anchor))
    return `${file}: (${target}) names #${anchor}, a heading ${relative(root, to)} does not have`;
  return null;
}

describe('the README names only commands that run on a fresh clone', () => {
  const commands = codeOf(readme).flatMap(commandsIn);

  it('finds the commands it names (the quick start at least)', () => {
    const named = commands.map((c) => c.as);
    expect(named).toEqual(expect.arrayContaining(['npm ci', 'npm start', 'npm test']));
  });

  it('has a script in package.json for every `npm run X`, `npm start` and `npm test`, a dependency for every `npx X`, a file for every `node scripts/…`', () => {
    expect(commands.map(problemOf).filter(Boolean)).toEqual([]);
  });

  it('tells a missing script apart, by name', () => {
    expect(problemOf({ kind: 'script', name: 'no-such-script', as: 'npm run no-such-script' })).toBe(
      '`npm run no-such-script`: package.json has no script "no-such-script"',
    );
    expect(problemOf({ kind: 'node', name: 'scripts/no-such.mjs', as: 'node scripts/no-such.mjs' })).toBe(
      '`node scripts/no-such.mjs`: scripts/no-such.mjs does not exist',
    );
    expect(commandsIn('npm ci && npm run size -- --no-build; node scripts/glyphs.mjs').map((c) => c.as)).toEqual([
      'npm run size',
      'npm ci',
      'node scripts/glyphs.mjs',
    ]);
  });
});

describe('the README and docs/ link only to what exists', () => {
  const files = ['README.md', ...markdownUnder('docs')];

  it('reads docs/decisions and docs/measurements.md', () => {
    expect(files).toEqual(expect.arrayContaining(['docs/measurements.md', 'docs/decisions/README.md']));
  });

  it('points every relative link at a file or folder that exists, and every anchor at a heading', () => {
    const broken = files.flatMap((file) => {
      const prose = read(file)
        .replace(/^```[^\n]*\n[\s\S]*?^```/gm, '')
        .replace(/`[^`\n]*`/g, '');
      return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => brokenLink(file, m[1])).filter(Boolean);
    });
    expect(broken).toEqual([]);
  });

  it('tells a missing file and a missing heading apart', () => {
    expect(brokenLink('README.md', 'docs/nothing.md')).toBe('README.md: (docs/nothing.md) points at docs/nothing.md, which does not exist');
    expect(brokenLink('README.md', 'docs/measurements.md#no-such-heading')).toBe(
      'README.md: (docs/measurements.md#no-such-heading) names #no-such-heading, a heading docs/measurements.md does not have',
    );
    expect(brokenLink('docs/decisions/README.md', '../measurements.md#todays-figures')).toBeNull();
    expect([...anchorsOf("## `npm run preview` under load\n## 2026-11-26 (night): an island's modules")]).toEqual([
      'npm-run-preview-under-load',
      '2026-11-26-night-an-islands-modules',
    ]);
  });

  it('lists every decision file in the decisions index', () => {
    const index = read('docs/decisions/README.md');
    const decisions = readdirSync(join(root, 'docs/decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f));
    expect(decisions.filter((f) => !index.includes(`](${f})`))).toEqual([]);
  });
});
