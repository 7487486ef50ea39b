import { formatInr } from '../../src/catalogue/quote';
import { formatBytes } from '../../src/artwork/limits';
import type { PreflightNote } from '../../src/artwork/preflight';

/** A quote line as the buyer reads it: named, counted and priced (null: price on request). */
export interface SentLine {
  name: string;
  weight: string;
  quantity: number;
  note: string;
  estimate: number | null;
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
  /** The sum of the priced lines, and how many are on request. */
  total: number;
  onRequest: number;
  files: SentFile[];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "500 pouches · estimate ₹2,940.00 · matt, 2 designs": a line's figures, in the form and after it is sent. */
export const lineFigures = (l: Pick<SentLine, 'quantity' | 'note' | 'estimate'>): string =>
  `${l.quantity.toLocaleString('en-IN')} pouches · ${l.estimate === null ? 'price on request' : `estimate ${formatInr(l.estimate)}`}${l.note ? ` · ${l.note}` : ''}`;

/** "Estimated total: ₹10,598.00 (1 on request), taxes included"; no total when every line is on request. */
export function QuoteTotal({ total, onRequest, lines }: { total: number; onRequest: number; lines: number }) {
  if (onRequest === lines) return <p className="quote-summary-total">{lines === 1 ? 'This line is priced on request: our reply quotes it.' : 'These lines are priced on request: our reply quotes them.'}</p>;
  return <p className="quote-summary-total">Estimated total: <strong>{formatInr(total)}</strong>{onRequest ? ` (${onRequest} on request)` : ''}, taxes included</p>;
}

/**
 * The enquiry as it arrived, under the success message: the sender's details and message (the
 * message whole, as written), each quote line (product, size, quantity, estimate, note) with the
 * total, and each file (name, size, preflight notes), so the buyer can check it and keep it (a
 * screenshot, a print). The same with JavaScript and without; nothing when there is nothing to show.
 */
export function EnquirySent({ sent }: { sent: SentEnquiry }) {
  const { contact, lines, files } = sent;
  if (!contact && !lines.length && !files.length) return null;
  return (
    <div className="enquiry-sent" data-sent="">
      {contact && (
        <>
          <p className="enquiry-sent-label">Your details</p>
          <dl className="enquiry-sent-contact">
            <div><dt>Name</dt><dd>{contact.name}</dd></div>
            <div><dt>Email</dt><dd>{contact.email}</dd></div>
            <div><dt>Phone</dt><dd>{contact.phone}</dd></div>
          </dl>
          <p className="enquiry-sent-label">Your message</p>
          <p className="enquiry-sent-message" data-sent-message="">{contact.message}</p>
        </>
      )}
      {lines.length > 0 && (
        <>
          <p className="enquiry-sent-label">{`Your quote: ${count(lines.length, 'line', 'lines')}`}</p>
          <ul className="quote-summary">
            {lines.map((l, i) => (
              <li key={i}>
                <span className="quote-summary-name">{l.name}, {l.weight}</span>
                <span className="quote-summary-figures">{lineFigures(l)}</span>
              </li>
            ))}
          </ul>
          <QuoteTotal total={sent.total} onRequest={sent.onRequest} lines={lines.length} />
        </>
      )}
      {files.length > 0 && (
        <>
          <p className="enquiry-sent-label">{`Artwork: ${count(files.length, 'file', 'files')}`}</p>
          <ul className="artwork-list">
            {files.map((f, i) => (
              <li key={i} data-state="done">
                <span className="artwork-name">{f.name}</span>
                <span className="artwork-size">{formatBytes(f.bytes)}</span>
                {f.notes.length > 0 && <ul className="artwork-notes">{f.notes.map((n, j) => <li key={j} data-level={n.level}>{n.text}</li>)}</ul>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
