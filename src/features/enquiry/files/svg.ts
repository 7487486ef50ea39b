import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { locales, type Locale } from '@platform/i18n/locales';
import type { Text } from '@platform/i18n/text';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { formatBytes } from './limits';

/**
 * The judge of an uploaded SVG. The staff open the files buyers send, and a browser runs what an
 * SVG holds, so an SVG is read by an XML parser (saxes: strict XML 1.0 with namespaces, streaming)
 * and held against an allowlist of what a printer's file uses: the parser resolves character
 * references and namespace prefixes before anything is judged, so `&#0000000106;avascript:` is
 * `javascript:` and `<ſ:script xmlns:ſ="http://www.w3.org/1999/xhtml">` is XHTML's script, as a
 * browser reads them. Elements and attributes are known by namespace URI and local name, never by
 * prefix. The file is read as it streams, never held whole, and the first problem ends the reading.
 */

/** Words in every language, said by `say`. */
const said = (say: (locale: Locale) => string): Text => Object.fromEntries(locales.map((l) => [l, say(l)])) as Text;

/** A judgement on an SVG, in words kept in every language: `in(locale)` says it in the buyer's. */
abstract class Judged {
  readonly #words: Text;
  constructor(words: Text) {
    this.#words = words;
  }
  in(locale: Locale): string {
    return this.#words[locale];
  }
}

/** Something an SVG is refused for: `what` completes "an SVG with … in it" in English. */
export class SvgRefused extends Judged {
  readonly kind = 'refused';
  readonly what: string;
  constructor(words: Text) {
    super(words);
    this.what = words.en;
  }
}

/** XML that is not well-formed: `why` in English (the parser's words, where it was); `in(locale)` with the place in the buyer's language. */
export class SvgMalformed extends Judged {
  readonly kind = 'malformed';
  readonly why: string;
  constructor(words: Text) {
    super(words);
    this.why = words.en;
  }
}

/** What is wrong with an SVG: something refused, or XML that is not well-formed. */
/**
 * An SVG longer than the judge reads through (SVG_MAX_BYTES): refused whatever it holds, since what
 * was not read was not judged. `in(locale)` says the limit ("64 MB").
 */
export class SvgOverLimit extends Judged {
  readonly kind = 'over';
}

export type SvgProblem = SvgRefused | SvgMalformed | SvgOverLimit;

/** The refusal of an SVG longer than `maxBytes`, known from its size before any of it is read. */
export const svgOverLimit = (maxBytes: number = SVG_MAX_BYTES): SvgOverLimit => new SvgOverLimit(said(() => formatBytes(maxBytes)));

/** The reasons that take no detail, in every language. */
const reason = {
  javascript: said((locale) => m.artwork_svg_javascript({}, { locale })),
  external: said((locale) => m.artwork_svg_external({}, { locale })),
  script: said((locale) => m.artwork_svg_script({}, { locale })),
  encoding: said((locale) => m.artwork_svg_encoding({}, { locale })),
  doctype: said((locale) => m.artwork_svg_doctype({}, { locale })),
  foreign: said((locale) => m.artwork_svg_foreign({}, { locale })),
  handler: said((locale) => m.artwork_svg_handler({}, { locale })),
};

const NS = {
  svg: 'http://www.w3.org/2000/svg',
  xlink: 'http://www.w3.org/1999/xlink',
  xml: 'http://www.w3.org/XML/1998/namespace',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

/** Elements of the SVG namespace that a printer's file uses; none of them runs anything or reaches out except through href, which is judged. */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'switch',
  'a',
  'image',
  'style',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  // Inkscape writes these into the SVG namespace: mesh gradients, hatches, and flowed text (0.92).
  'meshgradient',
  'meshrow',
  'meshpatch',
  'hatch',
  'hatchpath',
  'solidcolor',
  'flowRoot',
  'flowRegion',
  'flowRegionExclude',
  'flowPara',
  'flowSpan',
  'flowDiv',
]);

/** SVG elements that animate: `<set attributeName="href" to="javascript:…">` rewrites a link after it was judged, so none is taken. */
const ANIMATION = new Set(['set', 'animate', 'animateTransform', 'animateMotion', 'animateColor', 'mpath', 'discard']);

/**
 * Namespaces of the metadata and editing state design programs keep in an SVG (RDF and Dublin Core,
 * Creative Commons, Inkscape and Sodipodi, Adobe Illustrator, CorelDRAW, Affinity, Sketch). A browser
 * gives their elements and attributes no behaviour; their elements may hold anything but a script.
 */
const METADATA_NAMESPACES = new Set([
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
  'http://ns.adobe.com/GenericCustomNamespace/1.0/',
  'http://ns.adobe.com/XPath/1.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://www.corel.com/coreldraw/odm/2003',
  'http://www.serif.com/',
  'http://www.bohemiancoding.com/sketch/ns',
]);

/** Attributes (no namespace) of SVG elements a printer's file uses: structure, geometry, paint servers, filters, text, and the presentation attributes. */
const SVG_ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'lang',
  'tabindex',
  'role',
  'focusable',
  'transform',
  'href',
  'x',
  'y',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'baseProfile',
  'zoomAndPan',
  'requiredFeatures',
  'requiredExtensions',
  'systemLanguage',
  'externalResourcesRequired',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x1',
  'y1',
  'x2',
  'y2',
  'd',
  'points',
  'pathLength',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'fr',
  'offset',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filterUnits',
  'primitiveUnits',
  'filterRes',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'order',
  'kernelMatrix',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'edgeMode',
  'kernelUnitLength',
  'preserveAlpha',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'stdDeviation',
  'dx',
  'dy',
  'radius',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'azimuth',
  'elevation',
  'z',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  'media',
  'title',
  // Presentation attributes (SVG 1.1 and 2); their values are read as CSS, so url(…) in them is judged.
  'alignment-baseline',
  'baseline-shift',
  'clip',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'color-rendering',
  'cursor',
  'direction',
  'display',
  'dominant-baseline',
  'enable-background',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font',
  'font-family',
  'font-feature-settings',
  'font-kerning',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-variant-caps',
  'font-variant-east-asian',
  'font-variant-ligatures',
  'font-variant-numeric',
  'font-variant-position',
  'font-weight',
  'glyph-orientation-horizontal',
  'glyph-orientation-vertical',
  'image-rendering',
  'inline-size',
  'isolation',
  'kerning',
  'letter-spacing',
  'lighting-color',
  'line-height',
  'marker',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'mask-type',
  'mix-blend-mode',
  'opacity',
  'overflow',
  'paint-order',
  'pointer-events',
  'shape-inside',
  'shape-margin',
  'shape-padding',
  'shape-rendering',
  'shape-subtract',
  'solid-color',
  'solid-opacity',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-align',
  'text-anchor',
  'text-decoration',
  'text-decoration-color',
  'text-decoration-line',
  'text-decoration-style',
  'text-orientation',
  'text-rendering',
  'transform-box',
  'transform-origin',
  'unicode-bidi',
  'vector-effect',
  'visibility',
  'white-space',
  'word-spacing',
  'writing-mode',
]);

/** XLink attributes besides href: labels that do nothing once href may only point inside the file. */
const XLINK_ATTRIBUTES = new Set(['href', 'title', 'type', 'show', 'actuate', 'role', 'arcrole']);
/** `xml:` attributes: not xml:base, which would make `#a` point into another file. */
const XML_ATTRIBUTES = new Set(['space', 'lang', 'id']);

/** How deep elements may nest (libxml2's limit, which browsers parse SVG with). */
export const SVG_MAX_DEPTH = 256;
/** Characters before the `<svg>` element: an XML declaration and a comment or two need a few hundred. */
export const SVG_MAX_PROLOG = 64 * 1024;
/** One text, comment, attribute value or style sheet: a picture embedded as base64 is the largest thing an SVG for print holds. */
export const SVG_MAX_TOKEN = 32 * 1024 * 1024;
/**
 * Attributes one element may have: a drawing's elements have a few dozen at most. Each is counted
 * as the parser reads it, empty ones too, before the element is built from them.
 */
export const SVG_MAX_ATTRIBUTES = 1024;
/**
 * Bytes of one SVG the judge reads through, alone or in an archive: what it parses in about five
 * seconds of a worker's CPU (a harmless drawing of 56 KB elements, docs/measurements/2026-12.md),
 * as the archive's ARCHIVE_LIMITS.totalBytes. It holds an embedded picture of SVG_MAX_TOKEN and the
 * drawing around it; past it, the file is refused before it is kept, not taken unjudged.
 */
export const SVG_MAX_BYTES = 64 * 1000 * 1000;
/** Characters handed to the parser at a time, so the limits above are checked between them. */
const SLICE = 64 * 1024;

const refused = (what: Text): SvgProblem => new SvgRefused(what);
/** A name from the file, for a message: short, as the buyer's program wrote it. */
const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

const RASTER_DATA = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/i;

/**
 * What an href points at, read as a browser's URL parser reads it (tabs and line breaks dropped
 * anywhere, spaces and controls dropped in front): a `#fragment` of this file (or the file itself,
 * when empty) and, where `pictures`, an embedded PNG, JPEG, GIF or WebP; anything else is refused.
 */
function hrefProblem(value: string, pictures: boolean): Text | null {
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (url === '' || url.startsWith('#')) return null;
  if (pictures && RASTER_DATA.test(url)) return null;
  return /^(?:java|vb)script:/i.test(url) ? reason.javascript : reason.external;
}

/**
 * CSS as the browser's tokenizer reads it: line breaks normalized, escapes resolved (`\69` and
 * `\000069 ` are `i`, `\` before any other character is that character, `\` before a line break is
 * nothing). Comments are kept here; `cssProblem` judges the text with and without them.
 */
function cssUnescaped(css: string): string {
  const text = css.replace(/\r\n?|\f/g, '\n').replace(/\u0000/g, '\uFFFD');
  let out = '';
  let i = 0;
  while (i < text.length) {
    const slash = text.indexOf('\\', i);
    if (slash < 0) return out + text.slice(i);
    out += text.slice(i, slash);
    i = slash + 1;
    if (i >= text.length) return `${out}\uFFFD`;
    if (text[i] === '\n') {
      i += 1;
      continue;
    }
    const hex = /^[0-9a-fA-F]{1,6}/.exec(text.slice(i, i + 6));
    if (hex) {
      const code = Number.parseInt(hex[0], 16);
      out += code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(code);
      i += hex[0].length;
      if (text[i] === ' ' || text[i] === '\t' || text[i] === '\n') i += 1;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    out += char;
    i += char.length;
  }
  return out;
}

/** `/* … *\/` comments taken out (one left open runs to the end). */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');

/** What makes CSS fetch or run something, in text whose escapes are resolved and letters lowered. */
function plainCssProblem(css: string): Text | null {
  if (css.includes('javascript:') || css.includes('vbscript:')) return reason.javascript;
  if (css.includes('expression(') || css.includes('-moz-binding') || /behavior\s*:/.test(css)) return reason.script;
  if (css.includes('@import') || css.includes('image-set(') || css.includes('image(')) return reason.external;
  // url() and src() may point only inside the file, or hold a picture.
  for (const found of css.matchAll(/(?:url|src)\(\s*['"]?\s*/g)) {
    const rest = css.slice(found.index + found[0].length, found.index + found[0].length + 32);
    if (!rest.startsWith('#') && !RASTER_DATA.test(rest)) return reason.external;
  }
  return null;
}

/**
 * What a piece of CSS (a `<style>` sheet, a `style` attribute, a presentation attribute's value)
 * would fetch or run: `@import`, `url(…)` or `src(…)` other than `#fragment` or an embedded picture,
 * `image-set(…)`, `expression(…)`, `-moz-binding`, `behavior:` or a `javascript:` address, read
 * after escapes are resolved, with comments and without (a browser reads `@\69mport` as `@import`).
 */
export const cssProblem = (css: string): string | null => cssReason(css)?.en ?? null;

/** What `cssProblem` finds, in every language. */
function cssReason(css: string): Text | null {
  // Nothing can hide without a backslash, and nothing is fetched or run without one of these.
  if (!/[\\(@:]/.test(css)) return null;
  const plain = cssUnescaped(css).toLowerCase();
  return plainCssProblem(plain) ?? plainCssProblem(withoutComments(plain)) ?? plainCssProblem(cssUnescaped(withoutComments(css)).toLowerCase());
}

class Stop extends Error {}

/**
 * Judges one SVG fed to it in pieces of bytes (`push`, then `end`): the first problem, or null for
 * a file with nothing but what a printer's file uses. After a problem it takes no more.
 */
export class SvgJudge {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private problem: SvgProblem | null = null;
  private started = false;
  /** The first element has begun: what comes before it (the prolog) has ended. */
  private prologEnded = false;
  private sawRoot = false;
  private prolog = '';
  private depth = 0;
  /** The `<style>` sheet being read (its text and CDATA), or null outside one. */
  private style: string | null = null;
  private attributeChars = 0;
  private attributeCount = 0;
  private readonly tooLarge: SvgProblem;
  private readonly tooManyAttributes = refused(said((locale) => m.artwork_svg_attributes({ max: SVG_MAX_ATTRIBUTES }, { locale })));

  private bytes = 0;

  /**
   * `maxToken`: the most characters of one text, comment or attribute value (SVG_MAX_TOKEN unless a
   * test sets a smaller one); `maxBytes`: the most bytes of the file it reads (SVG_MAX_BYTES).
   */
  constructor(
    private readonly maxToken: number = SVG_MAX_TOKEN,
    private readonly maxBytes: number = SVG_MAX_BYTES,
  ) {
    this.tooLarge = refused(said((locale) => m.artwork_svg_too_large({ size: formatLimit(maxToken) }, { locale })));
    const p = this.parser;
    p.on('xmldecl', (decl) => {
      if (decl.version !== undefined && decl.version !== '1.0')
        this.stop(refused(said((locale) => m.artwork_svg_xml_version({ version: shown(decl.version!) }, { locale }))));
      if (decl.encoding !== undefined && !isUtf8Label(decl.encoding)) this.stop(refused(reason.encoding));
    });
    p.on('doctype', () => this.stop(refused(reason.doctype)));
    p.on('processinginstruction', (pi) => this.stop(refused(said((locale) => m.artwork_svg_instruction({ target: shown(pi.target) }, { locale })))));
    p.on('opentagstart', () => {
      this.prologEnded = true;
      this.attributeChars = 0;
      this.attributeCount = 0;
    });
    // Names count as values do, and every attribute counts, empty or not.
    p.on('attribute', (a) => {
      this.attributeCount += 1;
      if (this.attributeCount > SVG_MAX_ATTRIBUTES) this.stop(this.tooManyAttributes);
      this.attributeChars += a.name.length + a.value.length;
      if (this.attributeChars > this.maxToken) this.stop(this.tooLarge);
    });
    p.on('opentag', (tag) => this.open(tag));
    p.on('closetag', (tag) => {
      this.depth -= 1;
      if (this.style !== null && tag.uri === NS.svg && tag.local === 'style') {
        const css = this.style;
        this.style = null;
        const what = cssReason(css);
        if (what) this.stop(refused(what));
      }
    });
    const styleText = (text: string) => {
      if (this.style === null) return;
      this.style += text;
      if (this.style.length > this.maxToken) this.stop(this.tooLarge);
    };
    p.on('text', styleText);
    p.on('cdata', styleText);
    p.on('error', (error) => {
      const at = /^(\d+):(\d+): ([\s\S]*)$/.exec(error.message);
      // The parser's own words stay English; where it stopped is said in the buyer's language.
      this.stop(
        new SvgMalformed(
          at ? said((locale) => m.artwork_svg_at({ why: at[3]!.replace(/\.$/, ''), line: at[1]!, column: at[2]! }, { locale })) : said(() => error.message),
        ),
      );
    });
  }

  private stop(problem: SvgProblem): never {
    this.problem ??= problem;
    throw new Stop();
  }

  private open(tag: SaxesTagNS): void {
    this.depth += 1;
    if (this.depth > SVG_MAX_DEPTH) this.stop(refused(said((locale) => m.artwork_svg_depth({ max: SVG_MAX_DEPTH }, { locale }))));
    const { uri, local, name } = tag;
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (uri !== NS.svg || local !== 'svg') this.stop(refused(said((locale) => m.artwork_svg_root({ name: shown(name) }, { locale }))));
    }
    if (this.style !== null) this.stop(refused(said((locale) => m.artwork_svg_in_style({ name: shown(name) }, { locale }))));
    const what = elementProblem(uri, local, name);
    if (what) this.stop(refused(what));
    for (const attribute of Object.values(tag.attributes)) {
      const problem = attributeProblem(attribute, uri, local);
      if (problem) this.stop(refused(problem));
    }
    if (uri === NS.svg && local === 'style' && !tag.isSelfClosing) this.style = '';
  }

  /** Takes the next bytes of the file; the first problem, once there is one. */
  push(bytes: Uint8Array): SvgProblem | null {
    if (this.problem) return this.problem;
    this.bytes += bytes.length;
    if (this.bytes > this.maxBytes) return (this.problem = svgOverLimit(this.maxBytes));
    if (!this.started) {
      this.started = true;
      // A byte order mark other than UTF-8's: UTF-16 or UTF-32, read by a browser as another text.
      if (
        (bytes[0] === 0xfe && bytes[1] === 0xff) ||
        (bytes[0] === 0xff && bytes[1] === 0xfe) ||
        (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0xfe && bytes[3] === 0xff)
      ) {
        return (this.problem = refused(reason.encoding));
      }
    }
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: true });
    } catch {
      return (this.problem = refused(reason.encoding));
    }
    return this.feed(text);
  }

  /** The end of the file: what was left open is a problem too. */
  end(): SvgProblem | null {
    if (this.problem) return this.problem;
    let rest: string;
    try {
      rest = this.decoder.decode();
    } catch {
      return (this.problem = refused(reason.encoding));
    }
    if (this.feed(rest)) return this.problem;
    try {
      this.parser.close();
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
    return this.problem;
  }

  private feed(text: string): SvgProblem | null {
    for (let at = 0; at < text.length && !this.problem; at += SLICE) {
      const slice = text.slice(at, at + SLICE);
      try {
        this.parser.write(slice);
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
        break;
      }
      if (!this.prologEnded) {
        // Before <svg>: a DOCTYPE's internal subset is held by the parser a character at a time.
        this.prolog += slice;
        if (this.prolog.length > SVG_MAX_PROLOG)
          this.problem = refused(
            this.prolog.includes('<!DOCTYPE') ? reason.doctype : said((locale) => m.artwork_svg_prolog({ size: `${SVG_MAX_PROLOG / 1024} KB` }, { locale })),
          );
      } else this.prolog = '';
      // One text, comment or attribute value, or one name, the parser is still collecting.
      const collecting = this.parser as unknown as { text: string; name: string };
      if (!this.problem && (collecting.text.length > this.maxToken || collecting.name.length > this.maxToken)) this.problem = this.tooLarge;
    }
    return this.problem;
  }
}

/** "32 MB", "64 KB": a limit in the words of a refusal. */
const formatLimit = (chars: number): string => (chars >= 1024 * 1024 ? `${chars / 1024 / 1024} MB` : `${chars / 1024} KB`);

/** An encoding label the Encoding Standard reads as UTF-8 (`UTF-8`, `utf8`, …). */
function isUtf8Label(label: string): boolean {
  try {
    return new TextDecoder(label).encoding === 'utf-8';
  } catch {
    return false;
  }
}

/** An element that is not on the allowlist, by what it is. */
function elementProblem(uri: string, local: string, name: string): Text | null {
  if (local === 'script' || ((uri === NS.svg || uri === 'http://www.w3.org/2001/xml-events') && (local === 'handler' || local === 'listener')))
    return reason.script;
  if (uri === NS.svg) {
    if (SVG_ELEMENTS.has(local)) return null;
    if (local === 'foreignObject') return reason.foreign;
    if (ANIMATION.has(local)) return said((locale) => m.artwork_svg_animation({ name: local }, { locale }));
  } else if (METADATA_NAMESPACES.has(uri)) {
    return null;
  }
  return said((locale) => (uri ? m.artwork_svg_element : m.artwork_svg_element_outside)({ name: shown(name) }, { locale }));
}

/** An attribute that is not on the allowlist, or whose value fetches or runs something. */
function attributeProblem(a: SaxesAttributeNS, elementUri: string, elementLocal: string): Text | null {
  const { uri, local, value } = a;
  if (uri === NS.xmlns) return null;
  if (/^on/i.test(local)) return reason.handler;
  if (local === 'href' && (uri === '' || uri === NS.xlink)) return hrefProblem(value, !(elementUri === NS.svg && elementLocal === 'a'));
  const other = () => said((locale) => m.artwork_svg_attribute({ name: shown(a.name) }, { locale }));
  if (uri === '') {
    if (elementUri === NS.svg && !SVG_ATTRIBUTES.has(local) && !/^(?:data|aria)-/.test(local)) return other();
    // Presentation attributes and style are CSS; no other value holds url(…), @import or escapes.
    return cssReason(value);
  }
  if (uri === NS.xlink) return XLINK_ATTRIBUTES.has(local) ? null : other();
  if (uri === NS.xml) return XML_ATTRIBUTES.has(local) ? null : other();
  if (METADATA_NAMESPACES.has(uri)) {
    // Inkscape opens the file at an image's absref when its href does not load.
    return local === 'absref' ? reason.external : null;
  }
  return other();
}

/** The first problem of a whole SVG in hand (bytes or text): for tests, and files already read. */
export function svgProblem(file: Uint8Array | string): SvgProblem | null {
  const judge = new SvgJudge();
  return judge.push(typeof file === 'string' ? new TextEncoder().encode(file) : file) ?? judge.end();
}
