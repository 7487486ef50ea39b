// The browser's JavaScript in one language per build (decision 058). The client is built three
// times, once per language (vite.config.ts); a page names the build of its own language
// (src/platform/render/assets.ts). In the build for a language this plugin:
// - makes each of Paraglide's message modules export its language's variant itself, in place of
//   the function that chooses one by `experimentalStaticLocale ?? options.locale ?? getLocale()`:
//   the minifier drops the other variants, no wrapper is left around the one kept, and the import
//   of Paraglide's runtime, then unused, goes;
// - cuts the options out of every message call (`m.name(inputs, { locale })`): the variant kept
//   takes its inputs alone;
// - empties the other languages' strings in the content's `Text` literals (`{ en, hi, ta }`, all
//   three string or template literals), keeping English everywhere, since a Hindi or Tamil page's
//   islands still read the English name as a key, in a quote line or in the staff's words.
// A module that must keep every language (the language switcher's names, src/platform/i18n/locales.ts)
// is listed in KEEP_ALL.

/** @typedef {'en' | 'hi' | 'ta'} Locale */

export const LOCALES = /** @type {const} */ (['en', 'hi', 'ta']);
const KEEP_ALL = [/[\\/]src[\\/]i18n[\\/]locales\.ts$/];
const MESSAGE_MODULE = /[\\/]src[\\/]platform[\\/]i18n[\\/]paraglide[\\/]messages[\\/](?!_index)[^\\/]+\.js$/;
const RUNTIME_IMPORT = /^import \{ getLocale, experimentalStaticLocale \} from '\.\.\/runtime\.js';?\n/m;
// The exported function that chooses a variant, last in the module: the variants it calls by language, and the one for any other.
const CHOOSER =
  /\nexport const (\w+) = [^\n]*\(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n((?:\tif \(locale === "\w+"\) return \w+\(inputs\)\n)*)\treturn (\w+)\(inputs\)\n\}\);?\s*$/;

/**
 * A Paraglide message module as one language's build ships it: the message is that language's
 * variant (the base language's where it has none, as Paraglide answers), exported under the
 * message's name. Null when the module is not laid out as this expects.
 */
export function oneVariant(code, locale) {
  const chooser = CHOOSER.exec(code);
  if (!chooser) return null;
  const [, name, branches, fallback] = chooser;
  const variant = [...branches.matchAll(/if \(locale === "(\w+)"\) return (\w+)\(inputs\)/g)].find(([, l]) => l === locale)?.[2] ?? fallback;
  // Nothing else of the runtime may be left: without its import, the runtime stays out of the page.
  const kept = `${code.slice(0, chooser.index)}\nexport const ${name} = ${variant};\n`.replace(RUNTIME_IMPORT, '');
  return /\b(getLocale|experimentalStaticLocale)\b/.test(kept) ? null : kept;
}
const OWN_CODE = /[\\/](src|client)[\\/][^?]*\.(ts|tsx|js|mjs)$/;

const keyName = (key) => (key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : undefined);
const isString = (node) => (node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral';

/**
 * The [start, end) ranges of the string values to empty in a module's syntax tree: in each object
 * literal whose keys are exactly the three languages and whose values are all strings, those of
 * languages other than English and `locale`.
 */
export function foreignStrings(program, locale) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ObjectExpression' && node.properties.length === LOCALES.length) {
      const props = node.properties.filter((p) => p.type === 'Property' && !p.computed && !p.shorthand && p.kind === 'init');
      const names = props.map((p) => keyName(p.key));
      if (props.length === LOCALES.length && LOCALES.every((l) => names.includes(l)) && props.every((p) => isString(p.value))) {
        for (const p of props) if (keyName(p.key) !== 'en' && keyName(p.key) !== locale) ranges.push([p.value.start, p.value.end]);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return ranges;
}

const MESSAGES_IMPORT = /(^|[\\/])paraglide[\\/]messages(\.js)?$/;
const MESSAGES_INDEX = /(^|[\\/])paraglide[\\/]messages[\\/]_index(\.js)?$/;

/**
 * The [start, end) ranges of the options of every message call in a module, `, { locale }` in
 * `m.name(inputs, { locale })`: in a one-language build a message is its language's variant
 * (oneVariant), which takes its inputs alone, so what a call says of the language is dead weight.
 * `m` is the name the module imports Paraglide's messages under (`import * as m from
 * '…/paraglide/messages/_index.js'`, or Paraglide's own `import { m } from '…/paraglide/messages.js'`);
 * a module that also declares that name for something else is left alone.
 */
export function messageOptions(program) {
  const imported = program.body
    .filter((node) => node.type === 'ImportDeclaration')
    .flatMap((node) =>
      node.specifiers
        .filter((s) =>
          MESSAGES_INDEX.test(node.source.value)
            ? s.type === 'ImportNamespaceSpecifier'
            : MESSAGES_IMPORT.test(node.source.value) && s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === 'm',
        )
        .map((s) => s.local.name),
    );
  if (imported.length !== 1) return [];
  const [name] = imported;
  const ranges = [];
  let shadowed = false;
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === name) ||
      (/Function/.test(node.type) && node.params.some((p) => p.type === 'Identifier' && p.name === name))
    )
      shadowed = true;
    if (
      node.type === 'CallExpression' &&
      node.arguments.length === 2 &&
      node.arguments[1].type !== 'SpreadElement' &&
      node.callee.type === 'MemberExpression' &&
      !node.callee.computed &&
      node.callee.object.type === 'Identifier' &&
      node.callee.object.name === name
    ) {
      ranges.push([node.arguments[0].end, node.arguments[1].end]);
      visit(node.callee);
      visit(node.arguments[0]);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return shadowed ? [] : ranges;
}

/**
 * Applies edits `[start, end, text]` made on the same code: each range replaced by its text, from
 * the end of the code back, so that every offset still holds; an edit inside another is dropped
 * (the outer one replaces it).
 */
export function applyEdits(code, edits) {
  const sorted = [...edits].sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const kept = sorted.filter(([start, end]) => !sorted.some(([s, e]) => (s < start && end <= e) || (s <= start && end < e)));
  let out = code;
  for (const [start, end, text] of kept) out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
}

/** One client build's language, from its Vite environment's name ("client" is English, "client_hi" Hindi). */
export const environmentLocale = (name) => /** @type {Locale} */ (name === 'client' ? 'en' : name.replace(/^client_/, ''));

/** The Vite plugin. */
export function oneLanguage() {
  return {
    name: 'one-language',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      const locale = environmentLocale(this.environment.name);
      if (MESSAGE_MODULE.test(id)) {
        const kept = oneVariant(code, locale);
        if (kept === null) this.error(`${id}: not a message module this build can fix to one language (has Paraglide's output changed?)`);
        return { code: kept, map: null };
      }
      if (!OWN_CODE.test(id) || KEEP_ALL.some((re) => re.test(id))) return null;
      const texts = code.includes('hi:') && code.includes('ta:');
      const messages = code.includes('paraglide/messages');
      if (!texts && !messages) return null;
      const program = this.parse(code);
      const out = applyEdits(code, [
        ...(texts ? foreignStrings(program, locale).map(([start, end]) => [start, end, '""']) : []),
        ...(messages ? messageOptions(program).map(([start, end]) => [start, end, '']) : []),
      ]);
      return out === code ? null : { code: out, map: null };
    },
  };
}
