import type * as Readers from './readers';
import type PDFObject from 'pdf-lib/es/core/objects/PDFObject.js';
import { loadReaders } from './load-readers';
import { noteIn, noteWords, type NoteWords, type PreflightNote } from './preflight';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

// pdf-lib's parts, bound by loadPdfReader() before the first PDF is read (./readers.ts): pdf-lib builds
// its classes and tables as it loads, a few ms of a cold worker's start that no page needs.
type PDFContext = Readers.PDFContext;
type PDFArray = Readers.PDFArray;
type PDFDict = Readers.PDFDict;
type PDFHexString = Readers.PDFHexString;
type PDFName = Readers.PDFName;
type PDFNumber = Readers.PDFNumber;
type PDFRawStream = Readers.PDFRawStream;
type PDFRef = Readers.PDFRef;
type PDFString = Readers.PDFString;
let PDFContext: typeof Readers.PDFContext;
let PDFArray: typeof Readers.PDFArray;
let PDFDict: typeof Readers.PDFDict;
let PDFHexString: typeof Readers.PDFHexString;
let PDFName: typeof Readers.PDFName;
let PDFNumber: typeof Readers.PDFNumber;
let PDFRawStream: typeof Readers.PDFRawStream;
let PDFRef: typeof Readers.PDFRef;
let PDFString: typeof Readers.PDFString;
let PDFObjectParser: typeof Readers.PDFObjectParser;
let decodePDFRawStream: typeof Readers.decodePDFRawStream;
let Unzlib: typeof Readers.Unzlib;
let ObjectReader: ReturnType<typeof defineObjectReader>;
let bound: Promise<void> | undefined;

/** A scan made before its parts are bound would fail on its first object, less clearly than this. */
function partsBound(): void {
  if (!ObjectReader) throw new Error('pdf-lib is not loaded yet: await loadPdfReader() before making a PdfActiveScan');
}

/** Loads and binds what the PDF judge reads with, once per isolate: await it before making a PdfActiveScan. */
export const loadPdfReader = (): Promise<void> =>
  (bound ??= loadReaders().then((lib) => {
    ({ PDFContext, PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString, PDFObjectParser, decodePDFRawStream, Unzlib } = lib);
    ObjectReader = defineObjectReader();
  }));

/**
 * A PDF judged from its object model, as a reader resolves it (decision 064): every object the file
 * holds is parsed with pdf-lib's object parser wherever its `N G obj` header stands — in the body,
 * after an incremental update, inside another stream's bytes where a cross-reference table may
 * point — and every object stream (by `/N` and `/First`, as readers find one, with or without
 * `/Type /ObjStm`) is decoded whatever its chain of filters and parsed object by object. Then each
 * dictionary is looked at with its references resolved: any action (`/S` of an `/OpenAction`, an
 * `/A`, an `/AA` entry, a `/Next`, or a `/Type /Action`) other than a jump inside the document,
 * JavaScript anywhere (`/JS`, the `/JavaScript` name tree), a form (`/AcroForm`) or XFA, an
 * annotation that acts (a form field, media, 3D, an attached file), and files attached inside.
 *
 * A PDF carrying them is taken and flagged to the staff, never refused: print PDFs from Acrobat and
 * online editors do carry actions. A PDF that cannot be read through within the budget (larger
 * than PDF_READ_BYTES, more work than PDF_WORK, an object stream past its cap, a filter or
 * predictor we do not decode, damaged or encrypted data) is flagged too, with why.
 *
 * Everything is bounded by what was sent: the file is held once (a view, never copied again), each
 * decompressor is fed a few KB at a time and stopped once its output passes its cap, and every
 * byte the parser reads and every byte inflated counts against the file's work budget.
 */

/** Bytes of a PDF read through in memory: past this, the file is flagged as not looked through. */
export const PDF_READ_BYTES = 32 * 1024 * 1024;
/** Inflated bytes of one object stream (a writer's are tens of KB), and of all of a file's. */
export const PDF_OBJSTM_CAP = 8 * 1024 * 1024;
export const PDF_INFLATE_TOTAL_CAP = 32 * 1024 * 1024;
/**
 * The work one file may cost, counted as it is done: a unit for each byte the parser reads (a
 * stream's data it steps over is not read), an eighth for each byte inflated, and more for what
 * makes objects (64 an object, 1000 a place that holds none, 300 a name, 100 a dictionary or array). A worker's clock does not
 * move while it computes, so the budget is counted in work, not time; measured, it is about a
 * second of a worker's CPU at most, and it bounds the objects held (decision 064).
 */
export const PDF_WORK = 64 * 1024 * 1024;
/** Input fed to the inflater at a time: its output per piece stays under about 1 MB (deflate's ratio is at most 1032:1). */
const INFLATE_PIECE = 1024;
/** Dictionaries and arrays nested deeper than this are not looked into (a reader's own limit is lower). */
const MAX_DEPTH = 64;

/** Names the parser's library keeps one instance of; every other name of a file is its own object, so nothing outlives the file. */
const POOLED = new Set(['Type', 'Length', 'Catalog', 'Pages', 'Page', 'Filter', 'DecodeParms', 'N', 'First', 'ObjStm', 'XRef']);
const WHITE = new Uint8Array(256);
for (const b of [0, 9, 10, 12, 13, 32]) WHITE[b] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;
const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;
const HEX = (b: number) => (b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1);

/** The text of a name, its `#xx` escapes decoded. */
const nameOf = (n: PDFName): string => (n as PDFName & { plain?: string }).plain ?? n.decodeText();

/** The work budget is spent: reading stops, and the file is flagged as not looked through. */
class OverBudget extends Error {}

/** A file's bytes as pdf-lib's parser reads them: a slice of it is a view, so a stream's data is never copied. */
class Viewed extends Uint8Array {
  override slice(start?: number, end?: number): Uint8Array<ArrayBuffer> {
    return this.subarray(start, end) as Uint8Array<ArrayBuffer>;
  }
}

/**
 * pdf-lib's object parser, reading one object at a given offset. pdf-lib keeps one instance of
 * every name and reference it makes, in maps that live as long as the worker: a file of a million
 * different names would stay in memory after it was judged. Here a name is the library's own only
 * for the few it compares (`/Type`, `/Length` …); any other name or reference is made fresh.
 * Defined once pdf-lib's parts are bound (loadPdfReader), as it extends one of them.
 */
function defineObjectReader() {
  return class ObjectReader extends PDFObjectParser {
    constructor(
      bytes: Uint8Array,
      context: PDFContext,
      private readonly spend: (work: number) => void,
    ) {
      // pdf-lib exports no ByteStream: the one its own factory makes over `bytes` is taken.
      super((PDFObjectParser.forBytes(bytes, context) as unknown as { bytes: never }).bytes, context, true);
    }

    /** The object at `offset`, and how many bytes reading it took (spent on the budget either way). */
    readAt(offset: number): PDFObject | null {
      this.bytes.moveTo(offset);
      let stepped = 0;
      try {
        const object = this.parseObject();
        if (object instanceof PDFRawStream) stepped = object.contents.length;
        return object;
      } catch (error) {
        if (error instanceof OverBudget) throw error;
        // A parse that fails costs the most (the library's error carries where it stopped).
        stepped -= 936;
        return null;
      } finally {
        this.spend(Math.max(0, this.bytes.offset() - offset - stepped) + 64);
      }
    }

    /** Where the reader stands. */
    offset(): number {
      return this.bytes.offset();
    }

    /** The next whole number, or null. */
    readInt(): number | null {
      try {
        const n = this.parseObject();
        return n instanceof PDFNumber && Number.isInteger(n.asNumber()) ? n.asNumber() : null;
      } catch (error) {
        if (error instanceof OverBudget) throw error;
        return null;
      }
    }

    protected override parseName(): PDFName {
      this.bytes.assertNext(0x2f);
      let raw = '';
      while (!this.bytes.done()) {
        const b = this.bytes.peek();
        if (WHITE[b] || DELIMITER[b]) break;
        raw += String.fromCharCode(b);
        this.bytes.next();
      }
      this.spend(raw.length + 300);
      let plain = '';
      for (let i = 0; i < raw.length; i++) {
        const c = raw.charCodeAt(i);
        if (c === 0x23 && i + 2 < raw.length && HEX(raw.charCodeAt(i + 1)) >= 0 && HEX(raw.charCodeAt(i + 2)) >= 0) {
          plain += String.fromCharCode(HEX(raw.charCodeAt(i + 1)) * 16 + HEX(raw.charCodeAt(i + 2)));
          i += 2;
        } else plain += raw[i];
      }
      if (POOLED.has(plain)) return PDFName.of(plain);
      const name = Object.create(PDFName.prototype) as Record<string, unknown>;
      name.plain = plain;
      name.encodedName = `/${raw}`;
      return name as unknown as PDFName;
    }

    protected override parseNumberOrRef(): PDFNumber | PDFRef {
      const first = this.parseRawNumber();
      this.skipWhitespaceAndComments();
      const back = this.bytes.offset();
      if (isDigit(this.bytes.peek())) {
        const second = this.parseRawNumber();
        this.skipWhitespaceAndComments();
        if (this.bytes.peek() === 0x52) {
          this.bytes.next();
          const ref = Object.create(PDFRef.prototype) as Record<string, unknown>;
          ref.objectNumber = first;
          ref.generationNumber = second;
          ref.tag = `${first} ${second} R`;
          return ref as unknown as PDFRef;
        }
      }
      this.bytes.moveTo(back);
      return PDFNumber.of(first);
    }

    protected override parseDict(): PDFDict {
      this.spend(100);
      return super.parseDict();
    }

    protected override parseArray(): PDFArray {
      this.spend(100);
      return super.parseArray();
    }

    /**
     * A literal string, read to its balancing parenthesis as pdf-lib reads it, without keeping its
     * text (nothing judged reads a string's words): pdf-lib builds the text a character at a time,
     * which made a file of nested strings cost seconds.
     */
    protected override parseString(): PDFString {
      const start = this.bytes.offset();
      let depth = 0;
      let escaped = false;
      while (!this.bytes.done()) {
        const b = this.bytes.next();
        if (!escaped) {
          if (b === 0x28) depth += 1;
          else if (b === 0x29) depth -= 1;
        }
        escaped = b === 0x5c ? !escaped : false;
        if (depth === 0) {
          this.spend(this.bytes.offset() - start);
          return PDFString.of('');
        }
      }
      this.spend(this.bytes.offset() - start);
      throw new Error('A string never ends.');
    }

    /** A hex string, read to its end without keeping its text. */
    protected override parseHexString(): PDFHexString {
      const start = this.bytes.offset();
      this.bytes.assertNext(0x3c);
      while (!this.bytes.done() && this.bytes.peek() !== 0x3e) this.bytes.next();
      this.spend(this.bytes.offset() - start);
      this.bytes.assertNext(0x3e);
      return PDFHexString.of('');
    }
  };
}

/** Why something of a PDF could not be read through. */
type Unreadable = 'filter' | 'damaged' | 'large' | 'not-objects' | 'file-large' | 'work';

/** Filter names as readers also take them abbreviated (inline-image spellings). */
const FILTERS: Record<string, string> = {
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
};

/** Action types that only jump inside the document: not reported. */
const PLAIN_ACTIONS = new Set(['GoTo']);
/** `/S` values that are actions wherever they stand, even in a dictionary nothing points to. */
const ALWAYS_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'URI', 'Rendition', 'RichMediaExecute', 'ResetForm']);
/** Annotation kinds that act when shown or used: a form field, media, 3D, an attached file. */
const ACTING_ANNOTATIONS = new Set(['Widget', 'Screen', 'Movie', 'Sound', 'RichMedia', '3D', 'FileAttachment']);
/** Keys whose value is an action (or a list of them). */
const ACTION_KEYS = new Set(['A', 'OpenAction', 'Next', 'PA']);

/** One object of the file: its number and generation, and what it is. */
interface Held {
  key: string;
  object: PDFObject;
}

/** The look through one PDF: `push` each chunk as it streams past (in order), then `findings`. */
export class PdfActiveScan {
  /** What was found, as PDF names ('JavaScript', 'OpenAction', 'AcroForm' …). */
  readonly found = new Set<string>();
  embedded = false;
  unreadable: Unreadable | null = null;
  /** Work spent and bytes inflated, for the measurements (scripts/measure-judges.mjs). */
  work = 0;
  inflated = 0;
  private bytes: Viewed | null;
  private filled = 0;
  private readonly context = (partsBound(), PDFContext.create());
  private readonly objects = new Map<string, PDFObject[]>();
  private readonly held: Held[] = [];

  /** `size`: the file's bytes, when known; a file larger than PDF_READ_BYTES is not held at all. */
  constructor(size?: number) {
    this.bytes = size === undefined ? new Viewed(0) : size > PDF_READ_BYTES ? null : new Viewed(size);
    if (!this.bytes) this.unreadable = 'file-large';
  }

  push(chunk: Uint8Array): void {
    if (!this.bytes) return;
    if (this.filled + chunk.byteLength > PDF_READ_BYTES) {
      this.bytes = null;
      this.unreadable = 'file-large';
      return;
    }
    if (this.filled + chunk.byteLength > this.bytes.length) {
      const grown = new Viewed(Math.min(PDF_READ_BYTES, Math.max(this.bytes.length * 2, this.filled + chunk.byteLength, 64 * 1024)));
      grown.set(this.bytes.subarray(0, this.filled));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.filled);
    this.filled += chunk.byteLength;
  }

  private spend = (work: number): void => {
    this.work += work;
    if (this.work > PDF_WORK) throw new OverBudget();
  };

  /** The file has ended: the notes for the staff, in every language (none for a PDF that is only a print file). */
  async findings(): Promise<NoteWords[]> {
    if (this.bytes) {
      try {
        this.read(this.bytes.subarray(0, this.filled) as Viewed);
        for (const { object } of this.held) this.look(object, 0);
      } catch (error) {
        if (!(error instanceof OverBudget)) throw error;
        this.unreadable = 'work';
      }
      // What was held is let go as soon as it is judged.
      this.bytes = null;
      this.objects.clear();
      this.held.length = 0;
    }
    return this.notesFound();
  }

  /** The file has ended: the notes in `locale`. */
  async notes(locale: Locale = baseLocale): Promise<PreflightNote[]> {
    return (await this.findings()).map((n) => noteIn(n, locale));
  }

  private keep(key: string, object: PDFObject): void {
    const versions = this.objects.get(key);
    if (versions) versions.push(object);
    else this.objects.set(key, [object]);
    this.held.push({ key, object });
  }

  /** Every object of the file, wherever its header stands, and the objects of every object stream. */
  private read(bytes: Viewed): void {
    const reader = new ObjectReader(bytes, this.context, this.spend);
    const streams: PDFRawStream[] = [];
    for (let at = bytes.indexOf(0x6f); at >= 0; at = bytes.indexOf(0x6f, at + 1)) {
      this.spend(1);
      const header = objectHeader(bytes, at);
      if (!header) continue;
      const object = reader.readAt(at + 3);
      if (!object) continue;
      this.keep(header, object);
      if (object instanceof PDFRawStream && isObjectStream(object.dict)) streams.push(object);
    }
    for (const stream of streams) this.readObjectStream(stream);
  }

  private readObjectStream(stream: PDFRawStream): void {
    const decoded = this.decode(stream);
    if (typeof decoded === 'string') {
      this.unreadable ??= decoded;
      return;
    }
    const dict = stream.dict;
    const first = this.resolve(dict.get(PDFName.of('First')))[0];
    const count = this.resolve(dict.get(PDFName.of('N')))[0];
    if (!(first instanceof PDFNumber) || !(count instanceof PDFNumber)) return;
    const bytes = new Viewed(decoded.buffer as ArrayBuffer, decoded.byteOffset, decoded.byteLength);
    const reader = new ObjectReader(bytes, this.context, this.spend);
    const entries: Array<[number, number]> = [];
    for (let i = 0; i < count.asNumber() && i < bytes.length / 2; i++) {
      const number = reader.readInt();
      const offset = reader.readInt();
      if (number === null || offset === null) break;
      entries.push([number, offset]);
    }
    const afterNumbers = reader.offset();
    if (count.asNumber() > 0 && entries.length === 0) {
      this.unreadable ??= 'not-objects';
      return;
    }
    for (const [number, offset] of entries) {
      const object = reader.readAt(first.asNumber() + offset);
      if (object) this.keep(`${number} 0`, object);
    }
    // The objects one after another from the end of the numbers too, whatever /First and the
    // offsets say: a reader more lenient than the numbers may find them there.
    let at = afterNumbers;
    for (let i = 0; i < entries.length && at < bytes.length; i++) {
      const object = reader.readAt(at);
      if (!object) break;
      this.held.push({ key: '', object });
      at = reader.offset();
    }
  }

  /** A stream's data through its filters, each one's output capped; or why it cannot be. */
  private decode(stream: PDFRawStream): Uint8Array | Unreadable {
    const filters = this.resolve(stream.dict.get(PDFName.of('Filter'))).flatMap((f) =>
      f instanceof PDFArray ? f.asArray().flatMap((x) => this.resolve(x)) : [f],
    );
    const parms = this.resolve(stream.dict.get(PDFName.of('DecodeParms'))).flatMap((p) =>
      p instanceof PDFArray ? p.asArray().flatMap((x) => this.resolve(x)) : [p],
    );
    let data: Uint8Array = stream.contents;
    this.spend(data.length);
    for (const [i, f] of filters.entries()) {
      if (!(f instanceof PDFName)) return 'filter';
      const filter = FILTERS[nameOf(f)];
      if (!filter) return 'filter';
      const p = parms[i];
      const predictor = p instanceof PDFDict ? this.resolve(this.entry(p, 'Predictor'))[0] : undefined;
      if (predictor instanceof PDFNumber && predictor.asNumber() > 1) return 'not-objects';
      const cap = Math.min(PDF_OBJSTM_CAP, PDF_INFLATE_TOTAL_CAP - this.inflated);
      const out = filter === 'FlateDecode' ? inflateCapped(data, cap) : this.viaLibrary(data, filter, p instanceof PDFDict ? p : undefined, cap);
      if (typeof out === 'string') return out;
      this.inflated += out.length;
      this.spend(out.length / 8);
      data = out;
    }
    return data;
  }

  /** ASCIIHex, ASCII85, LZW and RunLength through pdf-lib's decoders, read only up to `cap` bytes. */
  private viaLibrary(data: Uint8Array, filter: string, parms: PDFDict | undefined, cap: number): Uint8Array | Unreadable {
    const early = parms ? this.resolve(this.entry(parms, 'EarlyChange'))[0] : undefined;
    const dict = this.context.obj({ Filter: filter, ...(early instanceof PDFNumber ? { DecodeParms: { EarlyChange: early.asNumber() } } : {}) });
    try {
      const out = decodePDFRawStream(PDFRawStream.of(dict, data)).getBytes(cap + 1);
      return out.length > cap ? 'large' : new Uint8Array(out.buffer, out.byteOffset, out.length);
    } catch {
      return 'damaged';
    }
  }

  /** An entry of a dictionary by its name's text, whatever instance its name is. */
  private entry(dict: PDFDict, key: string): PDFObject | undefined {
    for (const [k, v] of dict.entries()) if (nameOf(k) === key) return v;
    return undefined;
  }

  /** Every version of what `object` stands for: the objects a reference may lead to, or the object itself. */
  private resolve(object: PDFObject | undefined, depth = 0): PDFObject[] {
    if (object === undefined) return [];
    if (!(object instanceof PDFRef)) return [object];
    if (depth > 8) return [];
    return (this.objects.get(`${object.objectNumber} ${object.generationNumber}`) ?? []).flatMap((o) => this.resolve(o, depth + 1));
  }

  /** Looks at an object and what it holds directly, noting what acts. */
  private look(object: PDFObject, depth: number): void {
    if (depth > MAX_DEPTH) return;
    this.spend(16);
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) this.look(item, depth + 1);
      return;
    }
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) return;
    const entries = new Map<string, PDFObject>();
    for (const [k, v] of dict.entries()) entries.set(nameOf(k), v);
    const named = (key: string) => {
      const v = entries.get(key);
      return v instanceof PDFName ? nameOf(v) : null;
    };
    const type = named('Type');
    const subtype = named('Subtype');
    const s = named('S');
    if (type === 'Action' || (s && ALWAYS_ACTIONS.has(s))) this.action(dict, 0);
    if (s === 'JavaScript' || entries.has('JS')) this.found.add(entries.has('JS') ? 'JS' : 'JavaScript');
    for (const key of ['JavaScript', 'AcroForm', 'XFA']) if (entries.has(key)) this.found.add(key);
    if (entries.has('AA')) {
      this.found.add('AA');
      for (const aa of this.resolve(entries.get('AA'))) if (aa instanceof PDFDict) for (const [, v] of aa.entries()) this.actionsIn(v);
    }
    for (const key of ACTION_KEYS) {
      const value = entries.get(key);
      if (value === undefined) continue;
      const acts = this.actionsIn(value);
      if (key === 'OpenAction' && acts) this.found.add('OpenAction');
    }
    if (subtype && ACTING_ANNOTATIONS.has(subtype) && (type === 'Annot' || entries.has('Rect'))) this.found.add(subtype);
    if (type === 'EmbeddedFile' || entries.has('EmbeddedFiles') || (entries.has('EF') && (type === 'Filespec' || entries.has('F') || entries.has('UF'))))
      this.embedded = true;
    if (subtype === 'FileAttachment') this.embedded = true;
    for (const v of entries.values()) if (v instanceof PDFDict || v instanceof PDFArray) this.look(v, depth + 1);
  }

  /** Whether `value` (an action, a list of them, or references to them) holds an action that does more than jump inside the document. */
  private actionsIn(value: PDFObject): boolean {
    let acts = false;
    for (const v of this.resolve(value)) {
      if (v instanceof PDFArray) {
        for (const item of v.asArray()) if (this.actionsIn(item)) acts = true;
      } else if (v instanceof PDFDict && this.action(v, 0)) acts = true;
    }
    return acts;
  }

  /** Notes an action dictionary's type (and its `/Next`); true when it does more than jump inside the document. */
  private action(dict: PDFDict, depth: number): boolean {
    if (depth > MAX_DEPTH) return false;
    this.spend(16);
    const s = this.entry(dict, 'S');
    const type = s instanceof PDFName ? nameOf(s) : this.entry(dict, 'JS') ? 'JavaScript' : null;
    if (!type) return false;
    const acts = !PLAIN_ACTIONS.has(type);
    if (acts) this.found.add(type);
    const next = this.entry(dict, 'Next');
    if (next) {
      for (const n of this.resolve(next).flatMap((x) => (x instanceof PDFArray ? x.asArray().flatMap((y) => this.resolve(y)) : [x])))
        if (n instanceof PDFDict && n !== dict && this.action(n, depth + 1)) return true;
    }
    return acts;
  }

  private notesFound(): NoteWords[] {
    const notes: NoteWords[] = [];
    const open = this.found.has('OpenAction');
    const active = [...this.found].filter((n) => n !== 'OpenAction').sort();
    if (active.length || open) {
      const names = [...active, ...(open ? ['OpenAction'] : [])].map((n) => `/${n}`).join(', ');
      notes.push(noteWords('warning', (locale) => m.artwork_pdf_active({ names }, { locale })));
    }
    const why = this.unreadable;
    if (why === 'file-large' || why === 'work')
      notes.push(noteWords('warning', (locale) => m.artwork_pdf_not_read({ why: unreadableWords(why, locale) }, { locale })));
    else if (why) notes.push(noteWords('warning', (locale) => m.artwork_pdf_unreadable({ why: unreadableWords(why, locale) }, { locale })));
    if (this.embedded) notes.push(noteWords('info', (locale) => m.artwork_pdf_embedded({}, { locale })));
    return notes;
  }
}

/** Whether a stream is an object stream as a reader reads one: `/Type /ObjStm`, or the `/N` and `/First` it needs. */
function isObjectStream(dict: PDFDict): boolean {
  let n = false;
  let first = false;
  for (const [k, v] of dict.entries()) {
    const key = nameOf(k);
    if (key === 'Type' && v instanceof PDFName && nameOf(v) === 'ObjStm') return true;
    if (key === 'N') n = true;
    if (key === 'First') first = true;
  }
  return n && first;
}

/** `N G` before an `obj` keyword at `at` (and a delimiter after it), as "N G"; null when `at` is no object's header. */
function objectHeader(bytes: Uint8Array, at: number): string | null {
  if (bytes[at + 1] !== 0x62 || bytes[at + 2] !== 0x6a) return null;
  const after = bytes[at + 3];
  if (after !== undefined && !WHITE[after] && !DELIMITER[after]) return null;
  let i = at - 1;
  if (!WHITE[bytes[i] ?? 0x41]) return null;
  while (i >= 0 && WHITE[bytes[i]!]) i--;
  const genEnd = i + 1;
  while (i >= 0 && isDigit(bytes[i])) i--;
  const genStart = i + 1;
  if (genStart === genEnd || genEnd - genStart > 5 || !WHITE[bytes[i] ?? 0x41]) return null;
  while (i >= 0 && WHITE[bytes[i]!]) i--;
  const numEnd = i + 1;
  while (i >= 0 && isDigit(bytes[i])) i--;
  const numStart = i + 1;
  // Whatever stands before the number: a cross-reference table may point a reader straight at it.
  if (numStart === numEnd || numEnd - numStart > 10) return null;
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return `${Number(text(numStart, numEnd))} ${Number(text(genStart, genEnd))}`;
}

/** Zlib (FlateDecode) data inflated with fflate, fed a KB at a time and stopped once its output passes `cap`. */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array | Unreadable {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const inflater = new Unzlib((chunk, final) => {
    chunks.push(chunk);
    total += chunk.length;
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < data.length && !ended; at += INFLATE_PIECE) {
      inflater.push(data.subarray(at, at + INFLATE_PIECE), at + INFLATE_PIECE >= data.length);
      if (total > cap) return 'large';
    }
  } catch {
    // Data damaged or encrypted: the file is flagged as not read through.
    return 'damaged';
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Why a PDF or one of its object streams could not be read through, in words. */
function unreadableWords(why: Unreadable, locale: Locale): string {
  const l = { locale };
  switch (why) {
    case 'filter':
      return m.artwork_pdf_why_filter_other({}, l);
    case 'damaged':
      return m.artwork_pdf_why_damaged({}, l);
    case 'large':
      return m.artwork_pdf_why_large({ size: `${PDF_OBJSTM_CAP / 1024 / 1024} MB` }, l);
    case 'not-objects':
      return m.artwork_pdf_why_not_objects({}, l);
    case 'file-large':
      return m.artwork_pdf_why_file_large({ size: `${PDF_READ_BYTES / 1024 / 1024} MB` }, l);
    case 'work':
      return m.artwork_pdf_why_work({}, l);
  }
}
