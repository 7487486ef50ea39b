/**
 * What a buyer's PDF holds that the mock-up cannot see in its picture: whether any of it is RGB
 * (colour spaces and operators), and which fonts it uses without embedding them, as a prepress
 * preflight reports them. Read from the file's bytes and its Flate streams (content streams and
 * object streams, not pictures), inflated with the platform's DecompressionStream; no PDF library.
 */

export interface PdfFacts {
  /** Whether anything on it is set in an RGB colour space (DeviceRGB, CalRGB, the rg and RG operators). */
  rgb: boolean;
  /** The fonts it sets text in without embedding them, by name (without a subset tag), sorted. */
  unembeddedFonts: string[];
}

/** Streams inflated at most, and their bytes in all: a larger file is read in part. */
const MOST_STREAMS = 2000;
const MOST_BYTES = 64 * 1024 * 1024;

const latin1 = (bytes: Uint8Array): string => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
};

async function inflate(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return null;
  }
}

/** The text of the file and of each of its Flate streams but pictures', as Latin-1. */
async function texts(bytes: Uint8Array): Promise<string[]> {
  const raw = latin1(bytes);
  const out = [raw];
  let total = 0;
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(raw); match && out.length <= MOST_STREAMS && total < MOST_BYTES; match = stream.exec(raw)) {
    if (raw.slice(Math.max(0, match.index - 3), match.index) === 'end') continue;
    const head = raw.slice(Math.max(0, raw.lastIndexOf('obj', match.index)), match.index);
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    stream.lastIndex = end + 9;
    if (!/\/FlateDecode/.test(head) || /\/Subtype\s*\/Image/.test(head) || /\/Filter\s*\[[^\]]*\/\w+\s*\/\w+/.test(head)) continue;
    // The data's own length where the dictionary states it, else up to the end-of-line before
    // "endstream": a strict inflater (a browser's) refuses bytes after the compressed data.
    const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(head)?.[1] ?? Number.NaN);
    const stop =
      Number.isInteger(length) && start + length <= end
        ? start + length
        : end - (raw.slice(end - 2, end) === '\r\n' ? 2 : /[\r\n]/.test(raw[end - 1] ?? '') ? 1 : 0);
    const inflated = await inflate(bytes.subarray(start, stop));
    if (!inflated) continue;
    total += inflated.length;
    out.push(latin1(inflated));
  }
  return out;
}

/** A PDF name's text: #xx escapes decoded, a subset tag ("ABCDEF+") dropped. */
const nameText = (name: string): string =>
  name.replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))).replace(/^[A-Z]{6}\+/, '');

/** The dictionary around `at`: from its << to its >>, nested dictionaries counted. */
function enclosing(text: string, at: number): string {
  let depth = 0;
  let start = at;
  for (; start > 0; start--) {
    if (text.startsWith('>>', start - 1)) {
      depth++;
      start--;
    } else if (text.startsWith('<<', start - 1)) {
      if (depth === 0) {
        start--;
        break;
      }
      depth--;
      start--;
    }
  }
  depth = 0;
  let end = at;
  for (; end < text.length - 1; end++) {
    if (text.startsWith('<<', end)) {
      depth++;
      end++;
    } else if (text.startsWith('>>', end)) {
      if (depth === 0) break;
      depth--;
      end++;
    }
  }
  return text.slice(start, end + 2);
}

/**
 * The PDF's colour and fonts, as a preflight reads them.
 *
 * @example (await scanPdf(bytes)).unembeddedFonts // ['Helvetica']
 */
export async function scanPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const all = await texts(bytes);
  const rgb = all.some((t) => /\/(DeviceRGB|CalRGB)\b/.test(t) || /(?:^|\s)-?[\d.]+\s+-?[\d.]+\s+-?[\d.]+\s+(rg|RG)(?=\s)/.test(t));
  const embedded = new Set<string>();
  const used = new Set<string>();
  for (const t of all) {
    for (const m of t.matchAll(/\/FontName\s*\/([^\s/<>[\]()]+)/g)) {
      if (/\/FontFile[23]?\s/.test(enclosing(t, m.index))) embedded.add(nameText(m[1]!));
    }
    for (const m of t.matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)) {
      const dict = enclosing(t, m.index);
      // A composite font is judged by its descendant; a Type 3 font is drawn by its own procedures.
      if (/\/Type\s*\/Font\b/.test(dict) && /\/Subtype\s*\/(Type1|MMType1|TrueType|CIDFontType0|CIDFontType2)\b/.test(dict)) used.add(nameText(m[1]!));
    }
  }
  const unembeddedFonts = [...used]
    .filter((name) => !embedded.has(name) && ![...embedded].some((e) => name.startsWith(`${e}-`) || name.startsWith(`${e},`)))
    .sort();
  return { rgb, unembeddedFonts };
}
