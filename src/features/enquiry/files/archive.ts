import type { Unzip, UnzipFile } from 'fflate';
import { readers } from './load-readers';
import type { Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { artworkKind, KIND_HEAD_BYTES } from './kind';
import { artworkLimits, formatBytes } from './limits';
import { PdfActiveScan } from './pdf-active';
import { noteWords, type NoteWords } from './preflight';
import { SvgJudge, type SvgProblem } from './svg';

/**
 * A ZIP (or a CorelDRAW X4+ `.cdr`, which is one) opened with fflate as it streams past once, and
 * what it holds judged as if each file had been sent alone (decision 065): an SVG by the SVG judge
 * (refused with its reason), a PDF by the PDF judge (its notes go to the staff), a ZIP inside by
 * this judge again (one level), images and design files taken; a web page or a program in it, by
 * its name or its first bytes, refuses the archive. Files of other kinds (fonts, text, a CorelDRAW
 * file's own parts) are not opened and are counted in a note.
 *
 * Bounded by what was sent: at most ARCHIVE_LIMITS.entries files, each no larger unpacked than a
 * file we take alone, all of them together at most `totalBytes`; each file's declared size is
 * read before it is inflated, and the inflater is fed a KB at a time and stopped once a file
 * passes what it declared or its cap. An archive that breaks a limit, is damaged, encrypted or
 * packed otherwise than with Deflate is refused: the buyer can send its files one by one.
 */
export const ARCHIVE_LIMITS = {
  entries: 1000,
  entryBytes: artworkLimits.fileBytes,
  /** Bytes unpacked in all and handed to the judges: what the SVG judge reads in about five seconds of a worker's CPU. */
  totalBytes: 64 * 1000 * 1000,
  /** ZIPs inside this one that are opened in turn; one inside those is refused. */
  depth: 1,
} as const;

/** Input fed to the inflater at a time, so one push never unpacks more than about a MB. */
const PIECE = 1024;
/**
 * Bytes handed to the judges between two turns of the event loop. What one chunk of an archive
 * unpacks is judged without waiting on anything else (the inflater and the judges are synchronous),
 * and a chunk of well-packed SVG unpacks to megabytes: giving the loop a turn every MB or so lets
 * the isolate serve other visitors' pages meanwhile, instead of after seconds of one file's judging.
 */
const TURN_BYTES = 1000 * 1000;

/** A turn of the event loop: what else the isolate has to do runs before this resolves. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** The end record (22 bytes) and the longest comment after it. */
const TAIL_BYTES = 22 + 0xffff;

/** Whether the archive's last bytes hold its end-of-central-directory record ("PK\5\6"). */
function hasEndRecord(tail: Uint8Array): boolean {
  for (let i = tail.length - 22; i >= 0; i--) if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 5 && tail[i + 3] === 6) return true;
  return false;
}

/** Endings of files that run rather than print. */
const RUNS = /\.(?:html?|xhtml|shtml|svgz|js|mjs|hta|exe|com|bat|cmd|scr|pif|msi|dll|vbs|vbe|jse|wsf|ps1|sh|jar|lnk|app|url|desktop|reg)$/i;

type Why = 'entries' | 'size' | 'total' | 'method' | 'damaged' | 'nested';

/** Why an archive is refused: something it holds, or the archive itself. */
export type ArchiveProblem = { kind: 'svg'; entry: string; problem: SvgProblem } | { kind: 'runs'; entry: string } | { kind: 'unreadable'; why: Why };

/** The refusal's words in `locale`: "“art.zip” holds “logo.svg”, …". */
export function archiveProblemText(name: string, problem: ArchiveProblem, locale: Locale): string {
  const l = { locale };
  switch (problem.kind) {
    case 'svg': {
      const where = `${name} › ${problem.entry}`;
      if (problem.problem.kind === 'over') return m.enquiry_art_svg_over({ name: where, size: problem.problem.in(locale) }, l);
      return problem.problem.kind === 'refused'
        ? m.enquiry_art_svg_refused({ name: where, what: problem.problem.in(locale) }, l)
        : m.enquiry_art_svg_malformed({ name: where, why: problem.problem.in(locale) }, l);
    }
    case 'runs':
      return m.enquiry_art_zip_runs({ name, entry: problem.entry }, l);
    case 'unreadable':
      return m.enquiry_art_zip_unreadable({ name, why: whyWords(problem.why, locale) }, l);
  }
}

function whyWords(why: Why, locale: Locale): string {
  const l = { locale };
  switch (why) {
    case 'entries':
      return m.artwork_zip_why_entries({ max: ARCHIVE_LIMITS.entries }, l);
    case 'size':
      return m.artwork_zip_why_size({ size: formatBytes(ARCHIVE_LIMITS.entryBytes) }, l);
    case 'total':
      return m.artwork_zip_why_total({ size: formatBytes(ARCHIVE_LIMITS.totalBytes) }, l);
    case 'method':
      return m.artwork_zip_why_method({}, l);
    case 'damaged':
      return m.artwork_zip_why_damaged({}, l);
    case 'nested':
      return m.artwork_zip_why_nested({}, l);
  }
}

/** The first bytes of a file that runs: a web page, a script, a program. */
function runs(head: Uint8Array): boolean {
  const [a, b, c, d] = head;
  if (a === 0x4d && b === 0x5a) return true; // MZ: a Windows program
  if (a === 0x7f && b === 0x45 && c === 0x4c && d === 0x46) return true; // ELF
  if ((a === 0xcf || a === 0xce) && b === 0xfa && c === 0xed && d === 0xfe) return true; // Mach-O
  if (a === 0xca && b === 0xfe && c === 0xba && d === 0xbe) return true; // Mach-O universal, Java class
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head.subarray(0, 4096))
    .replace(/^\ufeff/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('#!')) return true;
  return (
    /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body|script|iframe|meta|object|embed)[\s>/]/.test(text) ||
    /<script[\s>]/.test(text)
  );
}

/** One file of the archive while it is read: its first bytes, then the judge its kind needs. */
class Entry {
  head: Uint8Array[] = [];
  headBytes = 0;
  bytes = 0;
  done = false;
  judge: { kind: 'svg'; svg: SvgJudge } | { kind: 'pdf'; pdf: PdfActiveScan } | { kind: 'zip'; zip: ArchiveJudge } | { kind: 'skip' } | null = null;
  queue: Uint8Array[] = [];
  constructor(
    readonly file: UnzipFile,
    readonly declared: number | undefined,
  ) {}
}

/** The look into one archive: `push` each chunk of it in order (awaiting each), then `end`. */
export class ArchiveJudge {
  problem: ArchiveProblem | null = null;
  readonly notes: NoteWords[] = [];
  /** Files opened and judged, files left unopened, bytes unpacked: for the note and the measurements. */
  judged = 0;
  others = 0;
  unpacked = 0;
  private entries = 0;
  private readonly open: Entry[] = [];
  private readonly unzip: Unzip;

  /** Reads with fflate, and PDFs inside with the PDF judge: loadPdfReader() (./pdf-active.ts) first. */
  constructor(private readonly depth = 0) {
    const { Unzip, UnzipInflate } = readers();
    this.unzip = new Unzip((file) => this.onFile(file));
    this.unzip.register(UnzipInflate);
  }

  private onFile(file: UnzipFile): void {
    const problem = this.entryProblem(file);
    if (problem || this.problem) {
      this.problem ??= problem;
      file.terminate();
      return;
    }
    if (file.name.endsWith('/')) return;
    const declared = file.originalSize;
    const entry = new Entry(file, declared);
    file.ondata = (error, chunk, final) => {
      if (error) {
        this.problem ??= { kind: 'unreadable', why: 'damaged' };
        return;
      }
      entry.bytes += chunk.length;
      this.unpacked += chunk.length;
      if (entry.bytes > ARCHIVE_LIMITS.entryBytes || (entry.declared !== undefined && entry.bytes > entry.declared)) {
        this.problem ??= { kind: 'unreadable', why: entry.bytes > ARCHIVE_LIMITS.entryBytes ? 'size' : 'damaged' };
        return;
      }
      if (this.unpacked > ARCHIVE_LIMITS.totalBytes) {
        this.problem ??= { kind: 'unreadable', why: 'total' };
        return;
      }
      if (entry.judge?.kind !== 'skip') entry.queue.push(chunk);
      if (final) entry.done = true;
    };
    this.open.push(entry);
    file.start();
  }

  /** The archive's last bytes, where its end record (and the directory readers open it by) must be. */
  private tail = new Uint8Array(0);

  /** What refuses the archive from a file's name and what it declares, before it is inflated. */
  private entryProblem(file: UnzipFile): ArchiveProblem | null {
    this.entries += 1;
    if (this.entries > ARCHIVE_LIMITS.entries) return { kind: 'unreadable', why: 'entries' };
    if (file.name.endsWith('/')) return null;
    if (RUNS.test(file.name)) return { kind: 'runs', entry: file.name };
    if (file.compression !== 0 && file.compression !== 8) return { kind: 'unreadable', why: 'method' };
    // The size a file declares is read before it is inflated.
    if (file.originalSize !== undefined && file.originalSize > ARCHIVE_LIMITS.entryBytes) return { kind: 'unreadable', why: 'size' };
    return null;
  }

  /** Takes the next bytes of the archive; the problem, once there is one. */
  async push(chunk: Uint8Array, final = false): Promise<ArchiveProblem | null> {
    if (chunk.length) {
      const keep = Math.min(TAIL_BYTES, this.tail.length + chunk.length);
      const tail = new Uint8Array(keep);
      const fromChunk = Math.min(keep, chunk.length);
      tail.set(this.tail.subarray(this.tail.length - (keep - fromChunk)), 0);
      tail.set(chunk.subarray(chunk.length - fromChunk), keep - fromChunk);
      this.tail = tail;
    }
    for (let at = 0; at < chunk.length || (final && at === 0); at += PIECE) {
      if (this.problem) return this.problem;
      const last = final && at + PIECE >= chunk.length;
      try {
        this.unzip.push(chunk.subarray(at, at + PIECE), last);
      } catch {
        this.problem ??= { kind: 'unreadable', why: 'damaged' };
      }
      await this.drain();
      if (last) break;
    }
    return this.problem;
  }

  /** The end of the archive: its problem, if any (its notes are in `notes`). */
  async end(): Promise<ArchiveProblem | null> {
    if (!this.problem) await this.push(new Uint8Array(0), true);
    // Cut short, or without the end record a reader opens it by: damaged.
    if (!this.problem && (this.open.some((e) => !e.done) || !hasEndRecord(this.tail))) this.problem = { kind: 'unreadable', why: 'damaged' };
    if (!this.problem && this.others) this.notes.push(noteWords('info', (locale) => m.artwork_zip_others({ count: this.others }, { locale })));
    return this.problem;
  }

  /** Hands what was unpacked to each file's judge, in order, and finishes the files that ended. */
  private async drain(): Promise<void> {
    while (this.open.length && !this.problem) {
      const entry = this.open[0]!;
      await this.feed(entry);
      if (this.problem || !entry.done) return;
      await this.finish(entry);
      this.open.shift();
    }
  }

  private async feed(entry: Entry): Promise<void> {
    while (entry.queue.length && !this.problem) {
      const chunk = entry.queue.shift()!;
      if (!entry.judge) {
        entry.head.push(chunk);
        entry.headBytes += chunk.length;
        if (entry.headBytes < KIND_HEAD_BYTES && !(entry.done && !entry.queue.length)) continue;
        await this.choose(entry);
        continue;
      }
      await this.give(entry, chunk);
    }
    if (!entry.judge && entry.done && !this.problem) await this.choose(entry);
  }

  /** Knows a file's kind from its first bytes, and gives them to its judge. */
  private async choose(entry: Entry): Promise<void> {
    const head = joined(entry.head);
    entry.head = [];
    const kind = await artworkKind(head.subarray(0, KIND_HEAD_BYTES));
    if (kind === 'svg') entry.judge = { kind: 'svg', svg: new SvgJudge() };
    else if (kind === 'pdf') entry.judge = { kind: 'pdf', pdf: new PdfActiveScan(entry.declared) };
    else if (kind === 'zip') {
      if (this.depth >= ARCHIVE_LIMITS.depth) {
        this.problem = { kind: 'unreadable', why: 'nested' };
        return;
      }
      entry.judge = { kind: 'zip', zip: new ArchiveJudge(this.depth + 1) };
    } else {
      if (!kind && runs(head)) {
        this.problem = { kind: 'runs', entry: entry.file.name };
        return;
      }
      if (!kind) this.others += 1;
      else this.judged += 1;
      // Images and design files are taken as they would be alone; nothing more of them is unpacked.
      entry.judge = { kind: 'skip' };
      entry.queue = [];
      if (!entry.done) {
        entry.file.terminate();
        entry.done = true;
      }
      return;
    }
    this.judged += 1;
    if (head.length) await this.give(entry, head);
  }

  /** Bytes handed to the judges since the last turn of the event loop. */
  private sinceTurn = 0;

  private async give(entry: Entry, chunk: Uint8Array): Promise<void> {
    this.sinceTurn += chunk.length;
    if (this.sinceTurn >= TURN_BYTES) {
      this.sinceTurn = 0;
      await nextTurn();
    }
    const j = entry.judge!;
    if (j.kind === 'svg') {
      const problem = j.svg.push(chunk);
      if (problem) this.problem = { kind: 'svg', entry: entry.file.name, problem };
    } else if (j.kind === 'pdf') j.pdf.push(chunk);
    else if (j.kind === 'zip') {
      const problem = await j.zip.push(chunk);
      if (problem) this.problem = problem.kind === 'unreadable' ? problem : { ...problem, entry: `${entry.file.name} › ${problem.entry}` };
    }
  }

  private async finish(entry: Entry): Promise<void> {
    const j = entry.judge;
    if (!j || j.kind === 'skip') return;
    if (j.kind === 'svg') {
      const problem = j.svg.end();
      if (problem) this.problem = { kind: 'svg', entry: entry.file.name, problem };
    } else if (j.kind === 'pdf') this.notes.push(...(await j.pdf.findings()));
    else {
      const problem = await j.zip.end();
      if (problem) this.problem = problem.kind === 'unreadable' ? problem : { ...problem, entry: `${entry.file.name} › ${problem.entry}` };
      this.notes.push(...j.zip.notes);
    }
  }
}

const joined = (chunks: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (out.set(c, at), at + c.length), 0);
  return out;
};
