import { formatInr } from '@features/catalogue';
import { formatBytes } from '../files/limits';
import type { PreflightNote } from '../files/preflight';
import { useLocale } from '@platform/i18n/locale';
import { englishRuns } from '@platform/i18n/rich';
import { latinLang } from '@platform/i18n/latin-lang';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { formatNumber } from '@platform/i18n/format';
import { m } from '@platform/i18n/paraglide/messages.js';

/** A quote line as the buyer reads it: named, counted and priced (null: price on request; `indicative`: a custom size's indicative price). */
export interface SentLine {
  name: string;
  weight: string;
  quantity: number;
  note: string;
  estimate: number | null;
  indicative?: boolean;
}

/** An artwork file that went with an enquiry, with the worker's preflight notes. */
export interface SentFile {
  name: string;
  bytes: number;
  notes: PreflightNote[];
}

/** Who sent an enquiry and what they wrote, as the enquiry carries them. */
export interface SentContact {
  name: string;
  email: string;
  phone: string;
  /** The delivery PIN code, when one was given. */
  pincode?: string;
  message: string;
}

/**
 * What an enquiry carried, shown once it is stored: its reference, the sender's details and
 * message (`contact`; only to the browser that sent it), its quote lines and its files.
 */
export interface SentEnquiry {
  reference: string;
  contact?: SentContact;
  lines: SentLine[];
  /** The sum of the priced lines, how many are on request, and how many of the priced are indicative. */
  total: number;
  onRequest: number;
  indicative?: number;
  files: SentFile[];
}

/** "500 pouches · estimate ₹2,940.00 · matt, 2 designs": a line's figures, in the form and after it is sent, in `locale`. */
export const lineFigures = (l: Pick<SentLine, 'quantity' | 'note' | 'estimate' | 'indicative'>, locale: Locale = baseLocale): string => {
  const w = { locale };
  const pouches = m.enquiry_fig_pouches({ count: formatNumber(l.quantity, locale) }, w);
  const price =
    l.estimate === null
      ? m.enquiry_fig_on_request({}, w)
      : (l.indicative ? m.enquiry_fig_indicative : m.enquiry_fig_estimate)({ amount: formatInr(l.estimate) }, w);
  return `${pouches} · ${price}${l.note ? ` · ${l.note}` : ''}`;
};

/** "Estimated total: ₹10,598.00 (1 indicative) (1 on request), taxes included"; no total when every line is on request. */
export function QuoteTotal({ total, onRequest, indicative = 0, lines }: { total: number; onRequest: number; indicative?: number; lines: number }) {
  const l = { locale: useLocale() };
  if (onRequest === lines)
    return <p className="quote-summary-total">{lines === 1 ? m.enquiry_total_on_request_one({}, l) : m.enquiry_total_on_request_many({}, l)}</p>;
  return (
    <p className="quote-summary-total">
      {`${m.enquiry_total_label({}, l)} `}
      <strong>{formatInr(total)}</strong>
      {indicative ? m.enquiry_total_indicative_count({ count: indicative }, l) : ''}
      {onRequest ? m.enquiry_total_on_request_count({ count: onRequest }, l) : ''}
      {m.enquiry_total_taxes({}, l)}
    </p>
  );
}

/**
 * The enquiry as it arrived, under the success message: the sender's details and message (the
 * message whole, as written), each quote line (product, size, quantity, estimate, note) with the
 * total, and each file (name, size, preflight notes), so the buyer can check it and keep it (a
 * screenshot, a print). The same with JavaScript and without; nothing when there is nothing to show.
 */
export function EnquirySent({ sent }: { sent: SentEnquiry }) {
  const { contact, lines, files } = sent;
  const locale = useLocale();
  const l = { locale };
  if (!contact && !lines.length && !files.length) return null;
  return (
    <div className="enquiry-sent" data-sent="">
      {contact && (
        <>
          <p className="enquiry-sent-label">{m.enquiry_sent_details({}, l)}</p>
          <dl className="enquiry-sent-contact">
            <div>
              <dt>{m.enquiry_label_name({}, l)}</dt>
              <dd>{contact.name}</dd>
            </div>
            <div>
              <dt>{m.enquiry_label_email({}, l)}</dt>
              <dd>{contact.email}</dd>
            </div>
            <div>
              <dt>{m.enquiry_label_phone({}, l)}</dt>
              <dd>{contact.phone}</dd>
            </div>
            {contact.pincode && (
              <div>
                <dt>{m.enquiry_label_pincode({}, l)}</dt>
                <dd>{contact.pincode}</dd>
              </div>
            )}
          </dl>
          <p className="enquiry-sent-label">{m.enquiry_sent_message({}, l)}</p>
          <p className="enquiry-sent-message" data-sent-message="">
            {contact.message}
          </p>
        </>
      )}
      {lines.length > 0 && (
        <>
          <p className="enquiry-sent-label">{m.enquiry_quote_lines({ count: lines.length }, l)}</p>
          <ul className="quote-summary">
            {lines.map((line, i) => (
              <li key={i}>
                <span className="quote-summary-name">
                  {latinLang(line.name, locale) ? <span lang="en">{line.name}</span> : line.name}, {line.weight}
                </span>
                <span className="quote-summary-figures">{lineFigures(line, locale)}</span>
              </li>
            ))}
          </ul>
          <QuoteTotal total={sent.total} onRequest={sent.onRequest} indicative={sent.indicative ?? 0} lines={lines.length} />
        </>
      )}
      {files.length > 0 && (
        <>
          <p className="enquiry-sent-label">{m.enquiry_artwork_count({ count: files.length }, l)}</p>
          <ul className="artwork-list">
            {files.map((f, i) => (
              <li key={i} data-state="done">
                <span className="artwork-name" lang={latinLang(f.name, locale)}>
                  {f.name}
                </span>
                <span className="artwork-size">{formatBytes(f.bytes)}</span>
                {f.notes.length > 0 && (
                  <ul className="artwork-notes">
                    {f.notes.map((n, j) => (
                      <li key={j} data-level={n.level}>
                        {englishRuns(locale, n.text)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
