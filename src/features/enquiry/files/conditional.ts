/**
 * Conditional and range requests on a stored file, as RFC 9110 says (§13 preconditions, §14
 * ranges), decided here from the request's headers and the file's validators before the file is
 * read: nothing is left to the store to police. Pure: the download and its tests share it.
 */
export interface Validators {
  /** The strong entity tag, quoted: `"6c…"`. */
  etag: string;
  lastModified: Date;
  size: number;
}

export type Answer = { status: 304 } | { status: 412 } | { status: 416 } | { status: 200 } | { status: 206; offset: number; length: number };

type Tags = '*' | Array<{ weak: boolean; tag: string }>;

/** An entity-tag list (`*`, or `"a", W/"b"`); null when it is not one, and so never matches. */
function tagList(value: string): Tags | null {
  const text = value.trim();
  if (text === '*') return '*';
  const tags: Array<{ weak: boolean; tag: string }> = [];
  for (const item of text.split(',')) {
    const m = /^\s*(W\/)?("[\x21\x23-\x7e\x80-\xff]*")\s*$/.exec(item);
    if (m) tags.push({ weak: Boolean(m[1]), tag: m[2]! });
    else if (item.trim()) return null;
  }
  return tags;
}
const strongMatch = (tags: Tags | null, etag: string) => tags === '*' || Boolean(tags?.some((t) => !t.weak && t.tag === etag));
const weakMatch = (tags: Tags | null, etag: string) => tags === '*' || Boolean(tags?.some((t) => t.tag === etag));

/** An HTTP-date as whole seconds since the epoch; null when the value is not one (and is then ignored). */
function httpDate(value: string | null): number | null {
  if (value === null || !/^[A-Za-z]{3},? /.test(value.trim())) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/**
 * What a `Range: bytes=…` asks of a file of `size` bytes (§14.1.2): one part, `unsatisfiable`
 * (416: a valid set of which no range starts inside the file, such as `bytes=-0`), or `ignore`
 * (200, the whole file, §14.2) for another unit, a malformed or invalid set (`abc`, `bytes=5-2`,
 * `bytes=-`, or no range at all: `bytes=`, `bytes=,` — the set is `1#range-spec`, whose empty
 * elements are skipped, §5.6.1), or several parts (a server may ignore Range; we send one part or
 * the whole).
 */
export function byteRange(header: string, size: number): { offset: number; length: number } | 'unsatisfiable' | 'ignore' {
  const m = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)=(.*)$/.exec(header);
  if (!m || m[1]!.toLowerCase() !== 'bytes') return 'ignore';
  const specs = m[2]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!specs.length) return 'ignore';
  const wanted: Array<{ offset: number; length: number }> = [];
  for (const spec of specs) {
    const r = /^(\d*)-(\d*)$/.exec(spec);
    if (!r || (r[1] === '' && r[2] === '')) return 'ignore';
    if (r[1] === '') {
      const suffix = Number(r[2]);
      if (suffix > 0) wanted.push({ offset: Math.max(0, size - suffix), length: Math.min(suffix, size) });
      continue;
    }
    const first = Number(r[1]);
    const last = r[2] === '' ? Infinity : Number(r[2]);
    if (last < first) return 'ignore';
    if (first < size) wanted.push({ offset: first, length: Math.min(last, size - 1) - first + 1 });
  }
  if (!wanted.length) return 'unsatisfiable';
  return wanted.length === 1 ? wanted[0]! : 'ignore';
}

/**
 * The answer to a GET (or HEAD) of a file with these validators, in RFC 9110's order (§13.2.2):
 * If-Match, else If-Unmodified-Since (412 when it fails); If-None-Match, else If-Modified-Since
 * (304); then Range, honoured only when If-Range, if sent, names this very file (a strong ETag or
 * its exact date): otherwise the whole file.
 */
export function answerTo(headers: Headers, file: Validators): Answer {
  const modified = Math.floor(file.lastModified.getTime() / 1000);
  const ifMatch = headers.get('if-match');
  if (ifMatch !== null) {
    if (!strongMatch(tagList(ifMatch), file.etag)) return { status: 412 };
  } else {
    const since = httpDate(headers.get('if-unmodified-since'));
    if (since !== null && modified > since) return { status: 412 };
  }
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    if (weakMatch(tagList(ifNoneMatch), file.etag)) return { status: 304 };
  } else {
    const since = httpDate(headers.get('if-modified-since'));
    if (since !== null && modified <= since) return { status: 304 };
  }
  const range = headers.get('range');
  if (range === null) return { status: 200 };
  const ifRange = headers.get('if-range');
  if (ifRange !== null) {
    const value = ifRange.trim();
    const same = value.startsWith('"') || value.startsWith('W/') ? strongMatch(tagList(value), file.etag) : httpDate(value) === modified;
    if (!same) return { status: 200 };
  }
  const part = byteRange(range, file.size);
  if (part === 'ignore') return { status: 200 };
  if (part === 'unsatisfiable') return { status: 416 };
  return { status: 206, ...part };
}
