import type { Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * Control and format characters out, runs of white space to one space, trimmed, and cut to `max`
 * characters. ZWNJ and ZWJ stay, as `textProblem` lets them: a Tamil or Hindi word needs them
 * ("லக்\u200cஷ்மி" is not "லக் ஷ்மி").
 */
export function cleanText(raw: string | null | undefined, max: number): string {
  return (raw ?? '')
    .replace(/(?:[\p{Cc}\u2028\u2029]|(?![\u200c\u200d])\p{Cf})+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Line breaks of every kind: LF, CR, VT, FF, NEL, and the line and paragraph separators. */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u;
/** Marks, embeddings, overrides and isolates that change the direction text is shown in. */
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Other controls (C0, DEL, C1) and unpaired surrogates. */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** Invisible format characters (zero-width space, word joiner, BOM, soft hyphen, tags …), except ZWNJ and ZWJ. */
const INVISIBLE = /(?![\u200c\u200d])\p{Cf}/u;
/** An RFC 2047 encoded word, `=?charset?B?…?=` or `=?charset?Q?…?=`: a mail program shows what it decodes to. */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/iu;

/**
 * Why a visitor's text cannot be kept as it is, or null when it can: the one rule for every field
 * a visitor types (docs/decisions/035). A single-line field (`'line'`: a name, an e-mail address,
 * a phone number, a quote line's note, a file's name) holds no line break, control character,
 * direction override or isolate, or invisible format character, so it cannot forge lines in an
 * e-mail, drive a terminal or show itself in another order ("invoice\u202Efdp.bat"), nor an RFC 2047
 * encoded word (`=?UTF-8?B?4oCu?=`), which a mail program would decode in a Subject into the very
 * characters refused here; ZWNJ and ZWJ stay, as Tamil, Hindi and Malayalam names need them. A
 * multi-line field (`'lines'`: the message) may also hold line breaks (LF, CR) and tabs.
 *
 * @example textProblem('Eve\nE-mail: ceo@printpouch.example', 'line') // 'must be on one line.'
 * @example textProblem('=?UTF-8?B?4oCu?=', 'line') // 'has an encoded word (=?…?=) in it, which mail programs would decode into other characters.'
 * @example textProblem('ஸ்ரீ', 'line') // null
 */
export function textProblem(value: string, lines: 'line' | 'lines'): string | null {
  const breaks = lines === 'line' ? value : value.replace(/[\n\r]/g, '');
  if (LINE_BREAK.test(breaks)) return lines === 'line' ? 'must be on one line.' : 'has a line break that is not a plain one (such as U+2028).';
  if (DIRECTION.test(value)) return `has a character that changes the direction of text (${codePoint(value, DIRECTION)}).`;
  if (CONTROL.test(lines === 'line' ? value : value.replace(/[\n\r\t]/g, '')))
    return `has a control character in it (${codePoint(lines === 'line' ? value : value.replace(/[\n\r\t]/g, ''), CONTROL)}).`;
  if (INVISIBLE.test(value)) return `has an invisible formatting character in it (${codePoint(value, INVISIBLE)}).`;
  if (lines === 'line' && ENCODED_WORD.test(value)) return 'has an encoded word (=?…?=) in it, which mail programs would decode into other characters.';
  return null;
}

/**
 * `textProblem` as a whole sentence about the field `label` ("Your name", "आपका नाम"), in the
 * buyer's language, or null: in English `${label} ${textProblem(…)}`.
 *
 * @example textProblemIn('Eve\nX', 'line', 'hi', 'आपका नाम') // 'आपका नाम: एक ही लाइन में लिखें।'
 */
export function textProblemIn(value: string, lines: 'line' | 'lines', locale: Locale, label: string): string | null {
  const kind = problemKind(value, lines);
  if (!kind) return null;
  const l = { locale };
  switch (kind.kind) {
    case 'one-line':
      return m.enquiry_text_one_line({ label }, l);
    case 'odd-break':
      return m.enquiry_text_odd_break({ label }, l);
    case 'direction':
      return m.enquiry_text_direction({ label, code: kind.code }, l);
    case 'control':
      return m.enquiry_text_control({ label, code: kind.code }, l);
    case 'invisible':
      return m.enquiry_text_invisible({ label, code: kind.code }, l);
    case 'encoded':
      return m.enquiry_text_encoded({ label }, l);
  }
}

type ProblemKind = { kind: 'one-line' | 'odd-break' | 'encoded' } | { kind: 'direction' | 'control' | 'invisible'; code: string };

function problemKind(value: string, lines: 'line' | 'lines'): ProblemKind | null {
  const breaks = lines === 'line' ? value : value.replace(/[\n\r]/g, '');
  if (LINE_BREAK.test(breaks)) return { kind: lines === 'line' ? 'one-line' : 'odd-break' };
  if (DIRECTION.test(value)) return { kind: 'direction', code: codePoint(value, DIRECTION) };
  const controls = lines === 'line' ? value : value.replace(/[\n\r\t]/g, '');
  if (CONTROL.test(controls)) return { kind: 'control', code: codePoint(controls, CONTROL) };
  if (INVISIBLE.test(value)) return { kind: 'invisible', code: codePoint(value, INVISIBLE) };
  if (lines === 'line' && ENCODED_WORD.test(value)) return { kind: 'encoded' };
  return null;
}

const codePoint = (value: string, pattern: RegExp): string => {
  const found = pattern.exec(value)![0];
  return `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
};
