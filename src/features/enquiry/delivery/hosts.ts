// The hosts a visitor's text points at, judged for the staff: links to other sites are listed under
// the message, and a host that imitates ours or mixes alphabets in one name is named with a warning
// (a link to https://www.рrintpouch.example/pay, with a Cyrillic р, reads like ours in any font).
import { decodePunycode } from './punycode';

/** Where a host was found: a web address (`link`) or the domain of an e-mail address (`address`). */
export type HostKind = 'link' | 'address';

/** Our own hosts, from the site's origin and SITE_ORIGIN: each domain (without `www.`) and its first label. */
export interface OurHosts {
  domains: string[];
  /** `printpouch`: a host containing it, or one letter away from it, imitates ours. */
  brands: string[];
  /** Top-level labels of our domains, known as such for a bare `name.tld` with no path. */
  tlds: string[];
}

/** A host as the staff copy shows it. */
export interface JudgedHost {
  /** As `URL` spells it: lower case, international labels as `xn--…` (as typed if it is no valid host). */
  ascii: string;
  /** In the letters it stands for: `www.рrintpouch.example`. */
  shown: string;
  kind: HostKind;
  ours: boolean;
  /** Imitates ours: contains our name as it looks, or is one letter away from it. */
  imitation: boolean;
  /** A label mixes alphabets (Latin with Cyrillic, Greek …), as look-alike names do. */
  mixed: boolean;
  /** An `xn--` label that decodes to nothing valid. */
  malformed: boolean;
  /** Each letter that is not plain ASCII, with its script: `Cyrillic р`. */
  letters: string[];
}

/**
 * Our hosts from origins such as `https://www.printpouch.example`: the domain and its subdomains are
 * ours; its first label is the name an imitation copies.
 */
export function ourHosts(origins: readonly string[]): OurHosts {
  const hosts = origins.map((o) => new URL(o).hostname.replace(/\.$/, ''));
  const domains = [...new Set(hosts.map((h) => h.replace(/^www\./, '')))];
  return {
    domains,
    brands: [...new Set(domains.map((d) => skeleton(unicodeHost(d).shown.split('.')[0]!)))],
    tlds: [...new Set(domains.map((d) => d.split('.').at(-1)!))],
  };
}

const isOurs = (host: string, ours: OurHosts) => ours.domains.some((d) => host === d || host.endsWith(`.${d}`));

// Finding hosts in text ------------------------------------------------------------------------

const FULL_STOPS = /[\u3002\uff0e\uff61]/g;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const DOT = '[.\\u3002\\uff0e\\uff61]';
const HOST = `${LABEL}(?:${DOT}${LABEL})+`;
const WHOLE_HOST = new RegExp(`^${HOST}$`, 'u');
const DOTS = new RegExp(DOT, 'u');
/** A host with an optional port and path: `evil.example/pay`. */
const BARE = new RegExp(`^(${HOST})((?::\\d{1,5})?(?:[/?#].*)?)$`, 'u');
const TLD_AS_TYPED = /^(?:\p{L}\p{M}*)+$|^xn--[a-z0-9-]+$/iu;
const WWW = new RegExp(`^www\\d{0,3}${DOT}`, 'iu');
/** Schemes whose addresses have a host a browser goes to. */
const SCHEME = /(?:https?|ftp|wss?):/i;
/** What ends a token: white space, quotes, brackets and the commas between addresses. */
const SEPARATORS = /[\s<>"'`()[\]{}«»“”‘’,;|\u3001]+/u;
/**
 * Two-letter endings that are more often a file's or a word after a missed space than a country's:
 * "logo.ai" is a file, "pouches.So we" a sentence. With a scheme, `www.` or a path they are still
 * read as addresses, and a look-alike of ours is flagged whatever its ending.
 */
const NOT_COUNTRIES = new Set([
  'ai',
  'ps',
  'js',
  'md',
  'sh',
  'py',
  'rb',
  'pl',
  'am',
  'as',
  'at',
  'be',
  'by',
  'do',
  'is',
  'it',
  'me',
  'my',
  'no',
  'so',
  'to',
  'us',
]);
/** Common generic top-level names; other than these, a bare `host.tld` counts with a country's two letters or our own ending. */
const GENERIC_TLDS = new Set([
  'com',
  'net',
  'org',
  'info',
  'biz',
  'app',
  'dev',
  'xyz',
  'online',
  'site',
  'shop',
  'store',
  'top',
  'club',
  'live',
  'link',
  'click',
  'page',
  'cloud',
  'tech',
  'pro',
  'life',
  'world',
  'today',
  'space',
  'website',
  'email',
  'support',
  'services',
  'news',
  'blog',
  'icu',
  'vip',
  'work',
  'buzz',
  'bank',
  'pay',
  'finance',
  'money',
  'mobi',
  'name',
  'asia',
  'gov',
  'edu',
]);

interface Candidate {
  /** Something `URL` parses, with a scheme. */
  url: string;
  kind: HostKind;
  /** A bare `name.tld` with no scheme, `www.` or path: kept only if its ending is a known one. */
  bare: boolean;
}

function candidateOf(raw: string): Candidate | null {
  const token = raw.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[.,:;!?*]+$/u, '');
  const scheme = SCHEME.exec(token);
  if (scheme) return { url: token.slice(scheme.index), kind: 'link', bare: false };
  const at = token.lastIndexOf('@');
  if (at >= 0) {
    const domain = token.slice(at + 1).replace(/[/?#].*$/s, '');
    // `www.printpouch.example@evil.example` goes to evil.example in a browser's address bar.
    if (WWW.test(token)) return { url: `http://${token}`, kind: 'link', bare: false };
    return WHOLE_HOST.test(domain) ? { url: `http://${domain}`, kind: 'address', bare: false } : null;
  }
  if (WWW.test(token)) return { url: `http://${token}`, kind: 'link', bare: false };
  const bare = BARE.exec(token);
  // "12.5/20 cm" and "2.5kg/day" are sizes: a bare host ends in a name of letters.
  if (!bare || !TLD_AS_TYPED.test(bare[1]!.split(DOTS).at(-1)!)) return null;
  return { url: `http://${token}`, kind: 'link', bare: !bare[2] };
}

/** The host `URL` finds in an address, or as it is written when `URL` refuses it (a malformed `xn--` label). */
function hostOfUrl(url: string): string | null {
  try {
    const host = new URL(url).hostname.replace(/\.$/, '');
    return host || null;
  } catch {
    const written = /^[a-z]+:[/\\]*(?:[^/\\?#@]*@)?([^/\\?#:]+)/i.exec(url)?.[1];
    return written ? written.replace(FULL_STOPS, '.').toLowerCase() : null;
  }
}

const knownTld = (tld: string, ours: OurHosts) =>
  ours.tlds.includes(tld) || tld.startsWith('xn--') || GENERIC_TLDS.has(tld) || (/^[a-z]{2}$/.test(tld) && !NOT_COUNTRIES.has(tld));

/**
 * Every host a visitor's text points at, in the order written, each once per kind: web addresses
 * with a scheme (`https://…`, also `https:\\…` and `https:host`, as browsers read them), starting
 * with `www.`, or bare (`host.tld/path`; a bare `host.tld` only with a known ending, or when it
 * imitates ours or mixes alphabets), and the domains of e-mail addresses.
 *
 * @example hostsIn('Pay at www.рrintpouch.example/pay', ourHosts(['https://www.printpouch.example']))[0]
 *   // { ascii: 'www.xn--rintpouch-k3h.example', shown: 'www.рrintpouch.example', imitation: true, letters: ['Cyrillic р'], … }
 */
export function hostsIn(text: string, ours: OurHosts): JudgedHost[] {
  const found = new Map<string, JudgedHost>();
  for (const token of text.split(SEPARATORS)) {
    const candidate = candidateOf(token);
    const host = candidate && hostOfUrl(candidate.url);
    if (!candidate || !host || found.has(`${candidate.kind} ${host}`)) continue;
    const judged = judgeHost(host, candidate.kind, ours);
    if (candidate.bare && !knownTld(host.split('.').at(-1)!, ours) && !judged.imitation && !judged.mixed && !judged.malformed) continue;
    found.set(`${candidate.kind} ${host}`, judged);
  }
  return [...found.values()];
}

// Judging one host ----------------------------------------------------------------------------

/** Scripts a look-alike borrows letters from, and the scripts of names people write; others are named by code point. */
const SCRIPT_NAMES = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Coptic',
  'Glagolitic',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Canadian_Aboriginal',
  'Lisu',
  'Vai',
  'Tifinagh',
  'Nko',
  'Osage',
  'Adlam',
  'Deseret',
  'Gothic',
  'Old_Italic',
  'Runic',
  'Ogham',
];
/**
 * Each script's pattern, made the first time a host is judged: compiling forty Unicode property
 * patterns took a cold isolate about 6 ms of its start (a profiled, unminified build), for a
 * check only an enquiry's links need.
 */
let scripts: { name: string; pattern: RegExp }[] | undefined;
const scriptPatterns = () => (scripts ??= SCRIPT_NAMES.map((name) => ({ name: name.replace(/_/g, ' '), pattern: new RegExp(`\\p{Script=${name}}`, 'u') })));
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

const scriptOf = (ch: string) =>
  scriptPatterns().find((s) => s.pattern.test(ch))?.name ?? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Script sets one name may hold (UTS #39, "highly restrictive"): Japanese, Chinese and Korean writing mix Han with their own. */
const ALLOWED_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function mixesScripts(label: string): boolean {
  const scripts = new Set([...label].filter((ch) => !NEUTRAL.test(ch)).map(scriptOf));
  return scripts.size > 1 && !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.includes(s)));
}

/** Letters of other scripts that look like Latin ones, as UTS #39's confusables map them (the ones found in look-alike names). */
const LOOKS_LIKE: Record<string, string> = {
  а: 'a',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  с: 'c',
  ѕ: 's',
  у: 'y',
  ү: 'y',
  х: 'x',
  ԁ: 'd',
  ԝ: 'w',
  ɡ: 'g',
  ı: 'i',
  ɩ: 'i',
  ο: 'o',
  α: 'a',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  υ: 'u',
  χ: 'x',
  օ: 'o',
  ս: 'u',
  ո: 'n',
  հ: 'h',
  ց: 'g',
  զ: 'q',
  '0': 'o',
  '1': 'l',
};

/**
 * The skeleton a name reduces to when letters that look alike are taken as one (UTS #39, in small):
 * compatibility forms folded, accents dropped, lower case, look-alike letters mapped, `rn` as `m`,
 * `vv` as `w`, hyphens gone. Two names with one skeleton read the same.
 *
 * @example skeleton('рrintроuсh') // 'printpouch'
 */
export function skeleton(name: string): string {
  return [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((ch) => LOOKS_LIKE[ch] ?? ch)
    .join('')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/-/g, '');
}

/** Whether two names are at most one letter apart (an insertion, a deletion, a change or two letters swapped). */
function oneApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1) || swapped;
}

const imitates = (shown: string, ours: OurHosts) => {
  const labels = shown.split('.').map(skeleton);
  const joined = labels.join('');
  return ours.brands.some((brand) => (brand.length >= 4 && joined.includes(brand)) || (brand.length >= 6 && labels.some((l) => oneApart(l, brand))));
};

/** A host in the letters it stands for; an `xn--` label that decodes to nothing valid stays as written and marks it malformed. */
function unicodeHost(ascii: string): { shown: string; malformed: boolean } {
  let malformed = false;
  const shown = ascii
    .split('.')
    .map((label) => {
      if (!label.startsWith('xn--')) return label;
      const decoded = decodePunycode(label.slice(4));
      if (decoded && /^[\p{L}\p{M}\p{N}-]+$/u.test(decoded) && /[^\x00-\x7f]/.test(decoded)) return decoded.normalize('NFC');
      malformed = true;
      return label;
    })
    .join('.');
  return { shown, malformed };
}

/**
 * One host judged against ours: ours (the domain or a subdomain), an imitation of ours, a name mixing
 * alphabets, a malformed international name, and the letters in it that are not plain ASCII.
 *
 * @example judgeHost('xn--printpuch-v1g.example', 'link', ourHosts(['https://www.printpouch.example']))
 *   // { shown: 'printpοuch.example', imitation: true, mixed: true, letters: ['Greek ο'], … }
 */
export function judgeHost(ascii: string, kind: HostKind, ours: OurHosts): JudgedHost {
  const { shown, malformed } = unicodeHost(ascii);
  const own = isOurs(ascii, ours);
  return {
    ascii,
    shown,
    kind,
    ours: own,
    imitation: !own && imitates(shown, ours),
    mixed: shown.split('.').some(mixesScripts),
    malformed,
    letters: [...new Set([...shown].filter((ch) => ch > '\x7f'))].map((ch) => `${scriptOf(ch)} ${ch}`),
  };
}

// What the staff read ---------------------------------------------------------------------------

/** A field a visitor typed, named as a sentence names it: "the message", "the note of quote line 2". */
export interface VisitorField {
  where: string;
  text: string;
}

const named = (h: JudgedHost) => (h.shown === h.ascii ? h.ascii : `${h.shown} (${h.ascii})`);
const lettered = (h: JudgedHost) => (h.letters.length ? `${h.shown} (${h.letters.join(', ')})` : h.shown);

/**
 * The lines the staff copy shows under the visitor's message: for each field, the other sites its
 * links go to, then a warning for each host that imitates ours, mixes alphabets or is malformed.
 * Our own site is never listed. Empty when there is nothing to say.
 *
 * @example hostFlags([{ where: 'the message', text: 'Pay at https://www.рrintpouch.example/pay' }], ourHosts([site.origin]))
 *   // ['Links in the message go to other sites: www.рrintpouch.example (www.xn--rintpouch-k3h.example)',
 *   //  'Warning: looks like our address but is not: www.рrintpouch.example (Cyrillic р), in the message']
 */
export function hostFlags(fields: readonly VisitorField[], ours: OurHosts): string[] {
  const links: string[] = [];
  const warnings: string[] = [];
  for (const { where, text } of fields) {
    const hosts = hostsIn(text, ours);
    const others = hosts.filter((h) => h.kind === 'link' && !h.ours);
    if (others.length) links.push(`Links in ${where} go to other sites: ${others.map(named).join(', ')}`);
    for (const h of hosts) {
      if (h.imitation) warnings.push(`Warning: looks like our address but is not: ${lettered(h)}, in ${where}`);
      else if (h.mixed) warnings.push(`Warning: mixes alphabets in one name, as look-alike addresses do: ${lettered(h)}, in ${where}`);
      if (h.malformed) warnings.push(`Warning: not a valid international address: ${h.ascii}, in ${where}`);
    }
  }
  return [...links, ...warnings];
}
