/**
 * The buyer's designs for their quote lines, kept in their own browser beside the quote (which is
 * in localStorage, src/features/quote-and-wishlist/quote-store.ts): for each line (product and size) the design of every
 * side the buyer placed (front, back), each with where it is placed on the pouch, and, once made,
 * the proof PDF that shows them all. Files are too large for localStorage, so they
 * live in IndexedDB (database `line-designs`, store `designs`). Loaded only where a quote line or
 * the enquiry form needs it (src/features/quote-and-wishlist/use-line-designs.ts fetches it).
 *
 * Every call resolves, never throws: a browser with its storage off, a full disk or a record that
 * no longer reads gives a sentence that says what happened, and the page goes on without it.
 */
import { panels, readPlacement, type LinePlacement } from './line-placement';
import { quote } from './quote-store';
import { documentLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export type { LinePlacement };

/** A quote line, as the quote names it. */
export interface LineKey {
  product: string;
  size: string;
}

/** One side's design: the file and where it sits (its `placement.panel` names the side). */
export interface SideDesign {
  design: File;
  placement: LinePlacement;
}

/** The designs kept for a quote line. */
export interface LineDesign {
  line: LineKey;
  /** Every side placed, the front first; one side at least, each side once. */
  sides: SideDesign[];
  /** The proof PDF made from the designs as placed (one proof shows every side); null until one is made. */
  proof: File | null;
  /** Epoch ms. */
  savedAt: number;
}

/** What a change says: done, or why not, in a sentence for the buyer. */
export type StoreOutcome = { ok: true } | { ok: false; message: string };

/** Dispatched on `window` after every change in this tab; other tabs hear it through a BroadcastChannel. */
export const LINE_DESIGNS_CHANGE = 'linedesignschange';

const DB = 'line-designs';
const STORE = 'designs';
const keyOf = (l: LineKey) => `${l.product}/${l.size}`;

/** A side as kept: its file's bytes with its name and type, and its placement. */
interface SideRecord {
  design: Blob;
  designName: string;
  placement: LinePlacement;
}

/**
 * A record as kept: plain data and the files' bytes with their names and types. Records kept
 * before a line could hold both sides have no `sides` but one design in `design`, `designName`
 * and `placement`: they still read, as a line of that one side.
 */
interface Record_ {
  key: string;
  product: string;
  size: string;
  sides: SideRecord[];
  proof: Blob | null;
  proofName: string | null;
  savedAt: number;
}

/** What the store says, in the page's language (`<html lang>`): these sentences reach the buyer as they are. */
export const lineDesignMessages = {
  get unavailable() {
    return m.quote_designs_unavailable({}, { locale: documentLocale() });
  },
  get full() {
    return m.quote_designs_full({}, { locale: documentLocale() });
  },
  get failed() {
    return m.quote_designs_failed({}, { locale: documentLocale() });
  },
  get unreadable() {
    return m.quote_designs_unreadable({}, { locale: documentLocale() });
  },
  corrupt: (n: number) => m.quote_designs_corrupt({ count: n }, { locale: documentLocale() }),
};

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB, 1);
    } catch (error) {
      reject(error);
      return;
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database later closes this one; the next call opens it again.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('blocked'));
  });
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

/** Runs one transaction on the store; resolves once it has committed. */
// biome-ignore lint/suspicious/noConfusingVoidType: `work` may return its request, or nothing when it queues several
async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    let result: T | undefined;
    const request = work(tx.objectStore(STORE));
    if (request)
      request.onsuccess = () => {
        result = request.result;
      };
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
  });
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DB) : null;
channel?.addEventListener('message', () => dispatchEvent(new Event(LINE_DESIGNS_CHANGE)));
function changed(): void {
  dispatchEvent(new Event(LINE_DESIGNS_CHANGE));
  channel?.postMessage('change');
}

/** True when the browser gives no IndexedDB (where even asking for it throws, as with storage blocked). */
const noStorage = (): boolean => {
  try {
    return typeof indexedDB === 'undefined';
  } catch {
    return true;
  }
};

const failure = (error: unknown): StoreOutcome => {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') return { ok: false, message: lineDesignMessages.full };
  if (noStorage() || name === 'SecurityError' || name === 'InvalidStateError') return { ok: false, message: lineDesignMessages.unavailable };
  return { ok: false, message: lineDesignMessages.failed };
};

const file = (blob: Blob, name: string) => new File([blob], name, { type: blob.type });

/** A kept side as a side's design, or null when any of it does not read. */
function readSide(value: unknown): SideDesign | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Partial<SideRecord>;
  const placement = readPlacement(s.placement);
  if (!(s.design instanceof Blob) || typeof s.designName !== 'string' || !placement) return null;
  return { design: file(s.design, s.designName), placement };
}

/** The sides as they are to be kept: the front first, each side once, at least one; null when not so. */
function inOrder<T extends { placement: LinePlacement }>(sides: readonly T[]): T[] | null {
  const ordered = [...sides].sort((a, b) => panels.indexOf(a.placement.panel) - panels.indexOf(b.placement.panel));
  if (!ordered.length || new Set(ordered.map((s) => s.placement.panel)).size !== ordered.length) return null;
  return ordered;
}

/** A kept record as a line's designs, or null when any of it does not read. */
function readRecord(value: unknown): LineDesign | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Partial<Record_> & Partial<SideRecord>;
  if (typeof r.product !== 'string' || typeof r.size !== 'string') return null;
  // A record kept before both sides could be: its one design stands where a side's would.
  const kept: unknown[] = Array.isArray(r.sides) ? r.sides : [{ design: r.design, designName: r.designName, placement: r.placement }];
  const read = kept.map(readSide);
  const sides = read.every((s): s is SideDesign => s !== null) ? inOrder(read) : null;
  if (!sides) return null;
  if (r.proof !== null && !(r.proof instanceof Blob)) return null;
  return {
    line: { product: r.product, size: r.size },
    sides,
    proof: r.proof ? file(r.proof, typeof r.proofName === 'string' && r.proofName ? r.proofName : 'proof.pdf') : null,
    savedAt: typeof r.savedAt === 'number' ? r.savedAt : 0,
  };
}

/**
 * Keeps `entry` as the designs of `line` (every side placed, each with its placement, and the
 * proof), in place of any it had. The line should be in the quote: designs whose line is gone are
 * dropped when the designs are next read.
 */
export async function saveLineDesign(line: LineKey, entry: { sides: readonly SideDesign[]; proof?: File | null }): Promise<StoreOutcome> {
  const read = entry.sides.map((s) => ({ design: s.design, placement: readPlacement(s.placement) }));
  const sides = read.every((s): s is SideDesign => s.placement !== null) ? inOrder(read) : null;
  if (!sides) return { ok: false, message: m.quote_designs_placement({}, { locale: documentLocale() }) };
  const record: Record_ = {
    key: keyOf(line),
    product: line.product,
    size: line.size,
    sides: sides.map((s) => ({ design: s.design, designName: s.design.name, placement: s.placement })),
    proof: entry.proof ?? null,
    proofName: entry.proof?.name ?? null,
    savedAt: Date.now(),
  };
  try {
    await run('readwrite', (store) => store.put(record));
  } catch (error) {
    return failure(error);
  }
  changed();
  return { ok: true };
}

/** Removes the design of `line`, if it has one. */
export async function removeLineDesign(line: LineKey): Promise<StoreOutcome> {
  try {
    await run('readwrite', (store) => store.delete(keyOf(line)));
  } catch (error) {
    return failure(error);
  }
  changed();
  return { ok: true };
}

/** Removes the designs of these lines (those sent with an enquiry). */
export async function removeLineDesigns(lines: readonly LineKey[]): Promise<StoreOutcome> {
  if (!lines.length) return { ok: true };
  try {
    await run('readwrite', (store) => {
      for (const l of lines) store.delete(keyOf(l));
    });
  } catch (error) {
    return failure(error);
  }
  changed();
  return { ok: true };
}

/**
 * The designs of the lines in the quote, in no particular order, and a sentence when something
 * went wrong: designs that cannot be read now, or records that no longer read (removed, and said).
 * With storage off there are none, and nothing to say. Designs of lines no
 * longer in the quote (removed in another tab, or sent) are removed here.
 */
export async function lineDesigns(): Promise<{ designs: LineDesign[]; problem?: string }> {
  let values: unknown[];
  try {
    values = (await run<unknown[]>('readonly', (store) => store.getAll())) ?? [];
  } catch (error) {
    // With storage off nothing can have been kept, so there is nothing to say; any other failure hides designs that may be there.
    const outcome = failure(error);
    return { designs: [], ...(!outcome.ok && outcome.message !== lineDesignMessages.unavailable ? { problem: lineDesignMessages.unreadable } : {}) };
  }
  const lines = quote.read();
  const designs: LineDesign[] = [];
  const drop: IDBValidKey[] = [];
  let corrupt = 0;
  for (const value of values) {
    const design = readRecord(value);
    const key = (value as { key?: unknown } | null)?.key;
    if (!design) {
      corrupt++;
      if (typeof key === 'string') drop.push(key);
    } else if (!lines.some((l) => l.product === design.line.product && l.size === design.line.size)) {
      drop.push(keyOf(design.line));
    } else designs.push(design);
  }
  if (drop.length)
    await run('readwrite', (store) => {
      for (const k of drop) store.delete(k);
    }).catch(() => {});
  return { designs, ...(corrupt ? { problem: lineDesignMessages.corrupt(corrupt) } : {}) };
}
