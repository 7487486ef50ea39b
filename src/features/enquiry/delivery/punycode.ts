// RFC 3492 (Punycode) decoding, to show an internationalised host name (`xn--…`) in the letters it
// stands for. `URL` gives the ASCII form; the worker has no `node:punycode` (no nodejs_compat flag),
// and the decoder is thirty lines of the RFC's own sample code.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_INT = 0x7fffffff;

/** RFC 3492 §6.1. */
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  for (; d > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) d = Math.floor(d / (BASE - T_MIN));
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** a–z are 0–25, 0–9 are 26–35; anything else is not a digit (BASE). */
function digitOf(code: number): number {
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x30 && code <= 0x39) return code - 22;
  return BASE;
}

/**
 * The Unicode text a Punycode string (a label without its `xn--`) encodes, or null when it is
 * malformed: a digit that is not one, a truncated number, an overflow, or a code point out of range.
 *
 * @example decodePunycode('rintpouch-k3h') // 'рrintpouch' (Cyrillic р)
 * @example decodePunycode('bcher-kva') // 'bücher'
 */
export function decodePunycode(input: string): string | null {
  const delimiter = input.lastIndexOf('-');
  const output: number[] = [];
  for (let j = 0; j < Math.max(0, delimiter); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let at = delimiter > 0 ? delimiter + 1 : 0; at < input.length; ) {
    const before = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const digit = digitOf(input.charCodeAt(at++));
      if (digit >= BASE || digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
