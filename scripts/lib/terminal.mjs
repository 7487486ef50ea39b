// Text from the database, made safe to print on a terminal: stored text is a visitor's, and a
// control character (ESC, NUL, BEL …), a line break or a direction override in it could move the
// cursor, retitle the window, forge a line or reorder what the operator reads. Every such
// character is shown as an escape instead; ZWJ and ZWNJ (Indic names) print as they are.

const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };
const UNSAFE = /[\\\p{Cc}\p{Cs}\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/gu;

/**
 * `value` as text a terminal shows as it is: `null`/`undefined` as '', anything else as a string
 * with each control, separator, direction or invisible format character written `\n`, `\u{1b}` …
 *
 * @example forTerminal('Eve\nE-mail: x') // 'Eve\\nE-mail: x'
 * @example forTerminal('a\u001b[2Jb') // 'a\\u{1b}[2Jb'
 */
export function forTerminal(value) {
  if (value === null || value === undefined) return '';
  return String(value).replace(UNSAFE, (ch) => NAMED[ch] ?? `\\u{${ch.codePointAt(0).toString(16)}}`);
}

/**
 * A visitor's message framed as the staff's e-mail copies frame it (src/features/enquiry/delivery/frame.ts):
 * a heading, every line of theirs (blank ones too) escaped behind a bar, and an end line only we
 * print, so a message that copies our own lines ("Quote, 1 line:", a footer) cannot pass for them.
 *
 * @example framedForTerminal('Hi\n\nQuote', '  ') // '  Message from the visitor (as typed):\n  │ Hi\n  │\n  │ Quote\n  └── end of the visitor\'s message ──'
 */
export function framedForTerminal(value, indent = '') {
  const lines = value === null || value === undefined ? [''] : String(value).split(/\r\n|\n/);
  return [
    `${indent}Message from the visitor (as typed):`,
    ...lines.map((line) => (line ? `${indent}│ ${forTerminal(line)}` : `${indent}│`)),
    `${indent}└── end of the visitor's message ──`,
  ].join('\n');
}

/** Every value of every row escaped, for console.table. */
export const rowsForTerminal = (rows) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? v : forTerminal(v)])));
