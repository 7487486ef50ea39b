// The browser's JavaScript in one language per build (decision 058). The client is built three
// times, once per language (vite.config.ts); a page names the build of its own language
// (src/render/assets.ts). In the build for a language this plugin:
// - fixes Paraglide's message modules to that language, so each keeps only its own variant (the
//   minifier drops the others): `experimentalStaticLocale ?? options.locale ?? getLocale()`
//   becomes the language, and the import of Paraglide's runtime, then unused, goes;
// - empties the other languages' strings in the content's `Text` literals (`{ en, hi, ta }`, all
//   three string or template literals), keeping English everywhere, since a Hindi or Tamil page's
//   islands still read the English name as a key, in a quote line or in the staff's words.
// A module that must keep every language (the language switcher's names, src/i18n/locales.ts)
// is listed in KEEP_ALL.

/** @typedef {'en' | 'hi' | 'ta'} Locale */

export const LOCALES = /** @type {const} */ (['en', 'hi', 'ta']);
const KEEP_ALL = [/[\\/]src[\\/]i18n[\\/]locales\.ts$/];
const MESSAGE_MODULE = /[\\/]src[\\/]i18n[\\/]paraglide[\\/]messages[\\/](?!_index)[^\\/]+\.js$/;
const PARAGLIDE_LOCALE = 'experimentalStaticLocale ?? options.locale ?? getLocale()';
const RUNTIME_IMPORT = /^import \{ getLocale, experimentalStaticLocale \} from '\.\.\/runtime\.js';?$/m;
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

/** Replaces the ranges with "" (ranges do not overlap). */
export function emptyRanges(code, ranges) {
  let out = code;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}""${out.slice(end)}`;
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
        if (!code.includes(PARAGLIDE_LOCALE)) this.error(`${id}: no "${PARAGLIDE_LOCALE}" to fix to one language (has Paraglide's output changed?)`);
        const fixed = code.replaceAll(PARAGLIDE_LOCALE, JSON.stringify(locale));
        // Nothing else of the runtime is used: without its import, the runtime stays out of the page.
        const rest = fixed.replace(RUNTIME_IMPORT, '');
        return { code: /\b(getLocale|experimentalStaticLocale)\b/.test(rest) ? fixed : rest, map: null };
      }
      if (!OWN_CODE.test(id) || KEEP_ALL.some((re) => re.test(id)) || !code.includes('hi:') || !code.includes('ta:')) return null;
      const ranges = foreignStrings(this.parse(code), locale);
      return ranges.length ? { code: emptyRanges(code, ranges), map: null } : null;
    },
  };
}
