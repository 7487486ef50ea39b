import { noteIn, noteWords, type NoteWords, type PreflightNote } from './preflight';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { m } from '@platform/i18n/paraglide/messages.js';

/**
 * A look through a whole PDF, as it streams past once, for what makes it more than a print file:
 * JavaScript and actions that run when it is opened or used (`/JavaScript`, `/JS`, `/Launch`,
 * `/AA`, `/SubmitForm`, `/ImportData`, `/RichMedia`, `/XFA`), and files attached inside it
 * (`/EmbeddedFile`). A PDF carrying them is not refused, it is flagged to the staff: print PDFs
 * from Acrobat and online editors do carry actions (a print dialog on opening, form fields), the
 * staff open PDFs in preflight tools rather than browsers, and a name found by a byte scan can be
 * a false hit inside compressed data, so refusing would turn real artwork away on a guess.
 *
 * Every PDF name in the file is read with its `#xx` escapes decoded (`/J#61vaScript` is
 * `/JavaScript`), in dictionaries, strings, comments and stream data alike: a reader can be sent to
 * an object inside another stream's bytes, so nothing is skipped. PDF 1.5 keeps dictionaries in
 * compressed object streams (`/Type /ObjStm`, `/FlateDecode`): those are inflated with the
 * runtime's DecompressionStream up to a cap, and read the same way. An object stream that cannot be
 * read through (another filter, a predictor, encryption, past the cap) is flagged as well, since
 * JavaScript could hide in it.
 */

/** Names that make a PDF run something, as staff read them in the note. */
const ACTIVE = new Set(['JavaScript', 'JS', 'Launch', 'AA', 'SubmitForm', 'ImportData', 'RichMedia', 'XFA']);
/**
 * Short names count only before their value (/JS a string, /AA a dictionary, either a reference),
 * so random bytes in compressed data rarely make one (none in 200 MB of random bytes, where /JS
 * before any delimiter came once).
 */
const SHORT = new Set(['JS', 'AA']);
/** Names noted but not active by themselves: `/OpenAction [3 0 R /Fit]` only opens a page. */
const NOTED = new Set(['OpenAction', 'EmbeddedFile', 'EmbeddedFiles']);
/** Names that make the next stream an object stream: /Type /ObjStm for sure; /First with /N as readers need them even without /Type. */
const OBJSTM = new Set(['ObjStm', 'First', 'N']);

/** Inflated bytes read from one object stream, and from all of a file's. */
export const PDF_OBJSTM_CAP = 16 * 1024 * 1024;
export const PDF_INFLATE_TOTAL_CAP = 64 * 1024 * 1024;

/** Bytes a token may need past where it starts before it is read (a watched name, escaped, is under 40). */
const LOOKAHEAD = 128;

const WHITE = new Uint8Array(256);
for (const b of [0, 9, 10, 12, 13, 32]) WHITE[b] = 1;
const ENDS = new Uint8Array(WHITE);
for (const c of '()<>[]{}/%') ENDS[c.charCodeAt(0)] = 1;
const HEX = (b: number) => (b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1);

/** A PDF name's bytes (after the `/`) with `#xx` escapes decoded, as text. */
function nameText(bytes: Uint8Array, from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) {
    const b = bytes[i]!;
    if (b === 0x23 && i + 2 < to && HEX(bytes[i + 1]!) >= 0 && HEX(bytes[i + 2]!) >= 0) {
      out += String.fromCharCode(HEX(bytes[i + 1]!) * 16 + HEX(bytes[i + 2]!));
      i += 2;
    } else out += String.fromCharCode(b);
  }
  return out;
}

type Trigger = 'ObjStm' | 'First';
/** Where a stream's data begins, what made it one to read, and its dictionary's direct /Length, if it had one. */
interface StreamStart {
  at: number;
  trigger: Trigger;
  length?: number;
}

/**
 * Reads PDF names from bytes fed in chunks (a token split between chunks is carried over), adding
 * the watched ones to `found`. With `streams`, it also tells where the data of each stream that an
 * object-stream name came before begins (the bytes after the `stream` keyword).
 */
class NameScanner {
  private carry = new Uint8Array(0);
  /** Where `carry` begins in the file. */
  private base = 0;
  private before = 0x0a;
  private pendingShort: string | null = null;
  /** How far the value after a short name has been read: `<` of `<<`, or the numbers of a reference `12 0 R`. */
  private valueState: 'start' | 'lt' | 'num1' | 'gap1' | 'num2' | 'gap2' = 'start';
  private longName = false;
  private sawObjStm = false;
  private sawFirst = false;
  private sawN = false;
  /** The direct value of the last /Length read (`/Length 320`, not `/Length 12 0 R`), for the next stream. */
  private length: number | undefined;
  private lengthState: 'none' | 'start' | 'num' | 'gap' = 'none';
  private lengthText = '';

  constructor(
    private readonly found: Set<string>,
    private readonly streams: boolean,
  ) {}

  /** Scans the next bytes; returns them with what was carried (and where they begin), and the stream starts found. */
  feed(chunk: Uint8Array, final: boolean): { bytes: Uint8Array; base: number; starts: StreamStart[] } {
    let bytes = chunk;
    if (this.carry.length) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
    }
    const base = this.base;
    const starts: StreamStart[] = [];
    const limit = final ? bytes.length : bytes.length - LOOKAHEAD;
    let i = 0;
    while (i < limit) {
      const b = bytes[i]!;
      if (this.longName) {
        if (!ENDS[b]) {
          i++;
          continue;
        }
        this.longName = false;
      }
      if (this.lengthState !== 'none') {
        // After /Length: digits, then anything but a second number (which would make `12 0 R`, a reference).
        const digit = b >= 0x30 && b <= 0x39;
        if (this.lengthState === 'start' && (WHITE[b] || digit)) {
          if (digit) [this.lengthState, this.lengthText] = ['num', String.fromCharCode(b)];
          i++;
          continue;
        }
        if (this.lengthState === 'num' && (WHITE[b] || digit)) {
          if (digit) this.lengthText += String.fromCharCode(b);
          else this.lengthState = 'gap';
          i++;
          continue;
        }
        if (this.lengthState === 'gap' && WHITE[b]) {
          i++;
          continue;
        }
        if (this.lengthState !== 'start' && !digit && this.lengthText.length <= 12) this.length = Number(this.lengthText);
        this.lengthState = 'none';
      }
      if (this.pendingShort !== null) {
        const step = this.valueStep(b);
        if (step === 'more') {
          i++;
          continue;
        }
        if (step === 'value') this.found.add(this.pendingShort);
        this.pendingShort = null;
        this.valueState = 'start';
        // A byte that is no part of the value is read as usual.
        if (step === 'taken') {
          i++;
          continue;
        }
      }
      if (b === 0x2f) {
        let j = i + 1;
        while (j < bytes.length && !ENDS[bytes[j]!] && j - i < LOOKAHEAD) j++;
        if (j - i >= LOOKAHEAD) this.longName = true;
        else if (j < bytes.length || final) this.name(nameText(bytes, i + 1, j));
        i = j;
        continue;
      }
      if (
        this.streams &&
        b === 0x73 &&
        ENDS[i ? bytes[i - 1]! : this.before] &&
        bytes[i + 1] === 0x74 &&
        bytes[i + 2] === 0x72 &&
        bytes[i + 3] === 0x65 &&
        bytes[i + 4] === 0x61 &&
        bytes[i + 5] === 0x6d &&
        (i + 6 >= bytes.length || ENDS[bytes[i + 6]!])
      ) {
        const trigger: Trigger | null = this.sawObjStm ? 'ObjStm' : this.sawFirst && this.sawN ? 'First' : null;
        if (trigger) starts.push({ at: base + i + 6, trigger, ...(this.length === undefined ? {} : { length: this.length }) });
        this.sawObjStm = this.sawFirst = this.sawN = false;
        this.length = undefined;
        this.lengthState = 'none';
        i += 6;
        continue;
      }
      i++;
    }
    const done = Math.min(i, bytes.length);
    this.before = done ? bytes[done - 1]! : this.before;
    this.carry = bytes.slice(done);
    this.base = base + done;
    return { bytes, base, starts };
  }

  /**
   * The next byte after a short name: `more` to read on, `value` when the name has a value (/JS a
   * string or hex string, /AA a dictionary; either a reference, or a comment where a value would
   * be, read as one), `none` when it has none (the byte is read as usual), `taken` when the byte
   * ended the value's look and is no more use.
   */
  private valueStep(b: number): 'more' | 'value' | 'none' | 'taken' {
    const digit = b >= 0x30 && b <= 0x39;
    switch (this.valueState) {
      case 'start':
        if (WHITE[b]) return 'more';
        if (b === 0x25) return 'value';
        if (digit) return ((this.valueState = 'num1'), 'more');
        if (this.pendingShort === 'JS') return b === 0x28 || b === 0x3c ? 'value' : 'none';
        if (b === 0x3c) return ((this.valueState = 'lt'), 'more');
        return 'none';
      case 'lt':
        return b === 0x3c ? 'value' : 'none';
      case 'num1':
        if (digit) return 'more';
        return WHITE[b] ? ((this.valueState = 'gap1'), 'more') : b === 0x25 ? 'value' : 'none';
      case 'gap1':
        if (WHITE[b]) return 'more';
        if (b === 0x25) return 'value';
        return digit ? ((this.valueState = 'num2'), 'more') : 'none';
      case 'num2':
        if (digit) return 'more';
        return WHITE[b] ? ((this.valueState = 'gap2'), 'more') : b === 0x25 ? 'value' : 'none';
      case 'gap2':
        if (WHITE[b]) return 'more';
        if (b === 0x25) return 'value';
        return b === 0x52 ? ((this.valueState = 'start'), 'value') : 'none';
    }
  }

  private name(name: string): void {
    if (this.streams && name === 'Length') [this.lengthState, this.lengthText, this.length] = ['start', '', undefined];
    if (SHORT.has(name)) this.pendingShort = name;
    else if (ACTIVE.has(name) || NOTED.has(name)) this.found.add(name);
    if (this.streams && OBJSTM.has(name)) {
      if (name === 'ObjStm') this.sawObjStm = true;
      else if (name === 'First') this.sawFirst = true;
      else this.sawN = true;
    }
  }
}

const ENDSTREAM = new TextEncoder().encode('endstream');

/** Where `endstream` begins in `bytes`, or -1. */
function endstreamAt(bytes: Uint8Array): number {
  for (let i = bytes.indexOf(0x65); i >= 0 && i + ENDSTREAM.length <= bytes.length; i = bytes.indexOf(0x65, i + 1)) {
    let k = 1;
    while (k < ENDSTREAM.length && bytes[i + k] === ENDSTREAM[k]) k++;
    if (k === ENDSTREAM.length) return i;
  }
  return -1;
}

/** An object stream's data, from after its `stream` keyword to `endstream`: inflated and read, or found unreadable. */
class ObjectStream {
  /** The next byte of the file it takes. */
  next: number;
  done = false;
  private finished = false;
  /** Where in the file its `endstream` ends, once found. */
  endAt = Number.POSITIVE_INFINITY;
  private mode: 'start' | 'inflate' | 'plain' = 'start';
  private held = new Uint8Array(0);
  private writer: WritableStreamDefaultWriter<BufferSource> | null = null;
  private reading: Promise<void> = Promise.resolve();
  private out = 0;
  private head = '';
  private looksRight: boolean | null = null;
  private failed: Unreadable | null = null;
  private readonly names: NameScanner;

  /** Bytes of its data handed to the inflater so far. */
  private written = 0;

  constructor(
    at: number,
    private readonly trigger: Trigger,
    private readonly scan: PdfActiveScan,
    private readonly length?: number,
  ) {
    this.next = at;
    this.names = new NameScanner(scan.found, false);
  }

  /** Takes the file's bytes from `next` up to `until` (`bytes` begins at `base`). */
  async take(bytes: Uint8Array, base: number, until: number): Promise<void> {
    if (this.done || until <= this.next) return;
    const fresh = bytes.subarray(this.next - base, until - base);
    this.next = until;
    let data = this.held.length ? concat(this.held, fresh) : fresh;
    if (this.mode === 'start') {
      let skip = 0;
      while (skip < data.length && WHITE[data[skip]!]) skip++;
      data = data.subarray(skip);
      if (data.length < 2) {
        this.held = data.slice();
        return;
      }
      const [cmf, flg] = [data[0]!, data[1]!];
      if ((cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0) this.startInflating();
      else {
        // Not zlib: another filter (ASCIIHexDecode, ASCII85Decode, LZW …) could spell anything, and
        // which filters a dictionary names cannot be told apart from look-alikes in strings without
        // a parser; an uncompressed object stream is rare enough to be flagged with them.
        this.mode = 'plain';
        if (this.trigger === 'ObjStm') this.failed = 'filter';
        this.done = true;
        this.endAt = this.next;
        await this.finish();
        return;
      }
    }
    const end = endstreamAt(data);
    if (end >= 0) {
      // The data ends before the end-of-line marker that comes before endstream (CR LF, LF or CR).
      // Its dictionary's /Length says exactly where: data can end in a CR of its own (zlib's checksum
      // can, before pdf-lib's bare LF), and workerd's inflater refuses a byte after its stream's end.
      // Without a direct /Length, the marker is taken off as it looks.
      let stop = end;
      const left = this.length === undefined ? -1 : this.length - this.written;
      if (left >= 0 && left <= end && end - left <= 2) stop = left;
      else {
        if (data[stop - 1] === 0x0a) stop--;
        if (data[stop - 1] === 0x0d) stop--;
      }
      await this.write(data.subarray(0, stop));
      this.endAt = until - (data.length - end) + ENDSTREAM.length;
      await this.finish();
      return;
    }
    // The last bytes may begin endstream, or be the line break before it.
    const keep = Math.min(data.length, ENDSTREAM.length + 1);
    this.held = data.slice(data.length - keep);
    await this.write(data.subarray(0, data.length - keep));
  }

  private startInflating(): void {
    this.mode = 'inflate';
    const inflate = new DecompressionStream('deflate');
    this.writer = inflate.writable.getWriter();
    const reader = inflate.readable.getReader();
    this.reading = (async () => {
      try {
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          if (!this.output(r.value)) {
            await reader.cancel().catch(() => {});
            return;
          }
        }
      } catch {
        this.failed ??= 'damaged';
      }
    })();
  }

  /** Reads inflated bytes; false to stop inflating. */
  private output(bytes: Uint8Array): boolean {
    this.out += bytes.length;
    this.scan.inflated += bytes.length;
    if (this.looksRight === null) {
      this.head += String.fromCharCode(...bytes.subarray(0, 32 - this.head.length));
      if (this.head.length >= 32) this.judgeHead();
      if (this.looksRight === false) return false;
    }
    this.names.feed(bytes, false);
    if (this.out > PDF_OBJSTM_CAP || this.scan.inflated > PDF_INFLATE_TOTAL_CAP) {
      this.failed ??= 'large';
      return false;
    }
    return true;
  }

  /** An object stream begins with pairs of numbers (object, offset); a predictor or another filter does not. */
  private judgeHead(): void {
    this.looksRight = /^\s*\d+\s+\d+(?:\s|$)/.test(this.head);
    if (!this.looksRight && this.trigger === 'ObjStm') this.failed ??= 'not-objects';
  }

  private async write(bytes: Uint8Array): Promise<void> {
    if (!this.writer || !bytes.length) return;
    this.written += bytes.length;
    try {
      await this.writer.write(bytes.slice());
    } catch {
      // The inflating stopped (past the cap, not an object stream) or failed; the reader says which.
    }
  }

  /** The data has ended (or the file has): what was inflated is read to its end. */
  async finish(): Promise<void> {
    if (this.finished) return;
    this.finished = this.done = true;
    if (this.mode === 'start' && this.held.length && this.trigger === 'ObjStm') this.failed = 'short';
    if (this.writer) {
      await this.writer.close().catch(() => {});
      await this.reading;
      this.names.feed(new Uint8Array(0), true);
      if (this.looksRight === null) this.judgeHead();
    }
    // Only an object stream for sure, or data that reads as one, counts as unread.
    if (this.failed && (this.trigger === 'ObjStm' || this.looksRight)) this.scan.unreadable ??= this.failed;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The look through one PDF: `push` each chunk as it streams past (in order, awaiting each), then `notes`. */
export class PdfActiveScan {
  readonly found = new Set<string>();
  unreadable: Unreadable | null = null;
  inflated = 0;
  private readonly raw = new NameScanner(this.found, true);
  private active: ObjectStream | null = null;
  private lastEnd = 0;

  async push(chunk: Uint8Array): Promise<void> {
    await this.take(this.raw.feed(chunk, false));
  }

  private async take({ bytes, base, starts }: ReturnType<NameScanner['feed']>): Promise<void> {
    for (const start of starts) {
      if (this.active) {
        await this.active.take(bytes, base, start.at);
        if (!this.active.done) continue; // a `stream` inside the data being inflated
        this.lastEnd = this.active.endAt;
        this.active = null;
      }
      if (start.at < this.lastEnd) continue;
      this.active = new ObjectStream(start.at, start.trigger, this, start.length);
    }
    if (this.active) {
      await this.active.take(bytes, base, base + bytes.length);
      if (this.active.done) {
        this.lastEnd = this.active.endAt;
        this.active = null;
      }
    }
  }

  /** The file has ended: the notes for the staff, in every language (none for a PDF that is only a print file). */
  async findings(): Promise<NoteWords[]> {
    await this.take(this.raw.feed(new Uint8Array(0), true));
    await this.active?.finish();
    const notes: NoteWords[] = [];
    const active = [...this.found].filter((n) => ACTIVE.has(n));
    if (active.length) {
      const names = [...active, ...(this.found.has('OpenAction') ? ['OpenAction'] : [])].map((n) => `/${n}`).join(', ');
      notes.push(noteWords('warning', (locale) => m.artwork_pdf_active({ names }, { locale })));
    }
    const why = this.unreadable;
    if (why) notes.push(noteWords('warning', (locale) => m.artwork_pdf_unreadable({ why: unreadableWords(why, locale) }, { locale })));
    if (this.found.has('EmbeddedFile') || this.found.has('EmbeddedFiles')) notes.push(noteWords('info', (locale) => m.artwork_pdf_embedded({}, { locale })));
    return notes;
  }

  /** The file has ended: the notes in `locale`. */
  async notes(locale: Locale = baseLocale): Promise<PreflightNote[]> {
    return (await this.findings()).map((n) => noteIn(n, locale));
  }
}

/** Why an object stream could not be read through. */
type Unreadable = 'filter' | 'damaged' | 'large' | 'not-objects' | 'short';

/** Why an object stream could not be read through, in words: "not compressed with FlateDecode alone". */
function unreadableWords(why: Unreadable, locale: Locale): string {
  const l = { locale };
  switch (why) {
    case 'filter':
      return m.artwork_pdf_why_filter({}, l);
    case 'damaged':
      return m.artwork_pdf_why_damaged({}, l);
    case 'large':
      return m.artwork_pdf_why_large({ size: `${PDF_OBJSTM_CAP / 1024 / 1024} MB` }, l);
    case 'not-objects':
      return m.artwork_pdf_why_not_objects({}, l);
    case 'short':
      return m.artwork_pdf_why_short({}, l);
  }
}
