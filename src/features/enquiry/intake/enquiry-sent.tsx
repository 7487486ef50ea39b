import { formatInr } from '@features/catalogue';
import type { PreflightNote } from '../files/preflight';
import { useLocale } from '@platform/i18n/locale';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { formatNumber } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

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
 * The id of the confirmation's heading (./enquiry-done.tsx), where focus goes once an enquiry is
 * sent; a plain post's page opens at it (`#enquiry-done`), and the browser focuses it as the address's target.
 */
export const DONE_TITLE = 'enquiry-done';
