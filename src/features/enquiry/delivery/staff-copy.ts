// The staff's copy of an enquiry, one text for every channel that carries it: the mail script's
// payload (`subject`, `text`), the inbox fallback and, shortened, the digest of held enquiries.
import { site } from '@platform/content/site';
import type { Env } from '@platform/env';
import { filesText, type ForwardFile } from '../files/enquiry-files';
import { itemsText } from '../intake/items';
import { storedQuote, type EnquiryRow } from '../store/rows';
import { BAR, barred, framedMessage } from './frame';
import { hostFlags, ourHosts, type VisitorField } from './hosts';
import { baseLocale, isLocale, knownLocale, localeTag, type Locale } from '@platform/i18n/locales';

/** Our site's origins: the site's own and, when set, SITE_ORIGIN (where the artwork links point). */
export const ourOrigins = (env: Pick<Env, 'SITE_ORIGIN'>): string[] => [site.origin, ...(env.SITE_ORIGIN ? [env.SITE_ORIGIN] : [])];

/**
 * A visitor's single-line value made safe for a Subject: every break, control and invisible character
 * a space (ZWNJ and ZWJ stay), and `=?` parted, so no mail program decodes an encoded word typed in it.
 */
const subjectText = (value: string) =>
  value
    .replace(/(?:[\s\p{Cc}\p{Cs}]|(?![\u200c\u200d])\p{Cf})+/gu, ' ')
    .trim()
    .replace(/=\?/g, '= ?');

/** `Enquiry ENQ-… from Asha Rao`, and what follows it (the fallback says the mail script has not taken it). */
export const staffSubject = (row: Pick<EnquiryRow, 'id' | 'name'>, after = ''): string => `Enquiry ${row.id} from ${subjectText(row.name)}${after}`;

/** Every field of the enquiry a visitor typed, as the host flags name them. */
function visitorFields(row: EnquiryRow, files: readonly ForwardFile[]): VisitorField[] {
  return [
    { where: 'the message', text: row.message },
    { where: 'the name', text: row.name },
    { where: 'the e-mail address', text: row.email },
    ...(storedQuote(row)?.items ?? []).map((it, i) => ({ where: `the note of quote line ${i + 1}`, text: it.note })),
    ...files.map((f, i) => ({ where: `the name of artwork file ${i + 1}`, text: f.name })),
  ];
}

const unverifiedReasons: Record<string, string> = {
  'no-token': 'sent without the form (no form token)',
  'too-fast': 'sent faster than a form is filled in',
  expired: 'sent from a form opened more than two days before',
};
const unverifiedText = (reason: string) => unverifiedReasons[reason] ?? reason;

/** The staff read English: each language by its English name. */
const languageNames: Record<Locale, string> = { en: 'English', hi: 'Hindi', ta: 'Tamil' };

/** "Hindi (hi-IN)": the language of the page the buyer wrote from, which the reply may best be written in. */
export const languageText = (locale: Locale | null | undefined): string => {
  const known = knownLocale(locale);
  return `${languageNames[known]} (${localeTag[known]})`;
};

/**
 * The staff's copy: our lines (reference, time, unverified), then what the visitor typed, each value
 * after a bar and the message in its frame, the links and warnings about its hosts under it, then the
 * quote as the worker priced it (a note behind a bar) and the artwork files.
 */
export function staffText(row: EnquiryRow, files: readonly ForwardFile[], origins: readonly string[]): string {
  const quote = storedQuote(row);
  const flags = hostFlags(visitorFields(row, files), ourHosts(origins));
  return [
    `Reference: ${row.id}`,
    `Received: ${row.received_at}`,
    // Written from a Hindi or Tamil page: the reply may best be written in that language. English, the default, goes unsaid.
    ...(isLocale(row.locale) && row.locale !== baseLocale ? [`Language: ${languageText(row.locale)}`] : []),
    ...(row.unverified ? [`Unverified: ${unverifiedText(row.unverified)}`] : []),
    '',
    `Typed by the visitor: what follows a ${BAR} is theirs, as they typed it.`,
    ...barred('Name:   ', row.name),
    ...barred('E-mail: ', row.email),
    ...barred('Phone:  ', row.phone),
    // The delivery PIN code, when the buyer gave one: the reply can quote delivery to it.
    ...(row.delivery_pin ? barred('PIN:    ', row.delivery_pin) : []),
    ...barred('Page:   ', row.source_page),
    '',
    ...framedMessage(row.message),
    ...(flags.length ? ['', ...flags] : []),
    ...(quote ? ['', ...itemsText(quote)] : []),
    ...(files.length ? ['', ...filesText(files, quote?.items ?? [])] : []),
  ].join('\n');
}

/** First 200 characters of a held message, on one line. */
const excerpt = (message: string) => {
  const line = message.replace(/\s+/g, ' ').trim();
  return [...line].length > 200 ? `${[...line].slice(0, 200).join('')}…` : line;
};

/** A held enquiry in the daily digest: our line, the visitor's name, address and the start of the message behind bars, its host flags. */
export function heldEntry(row: EnquiryRow, origins: readonly string[]): string[] {
  return [
    `${row.id} at ${row.received_at}, held: ${row.spam_reason === 'honeypot' ? 'the hidden field was filled in' : 'forged form token'}`,
    ...barred('Name:    ', row.name),
    ...barred('E-mail:  ', row.email),
    ...barred('Message: ', excerpt(row.message)),
    ...hostFlags(visitorFields(row, []), ourHosts(origins)),
  ];
}
