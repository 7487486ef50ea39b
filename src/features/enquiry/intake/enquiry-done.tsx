/**
 * The confirmation that takes the enquiry form's place once an enquiry is stored, and what it
 * repeats of the enquiry. Only a sent enquiry shows it, so the browser fetches it as the buyer
 * sends the form, not with the page (./enquiry-form.island.tsx `loadDone`).
 */
import type { MouseEvent } from 'react';
import type { QuoteTotal, SentEnquiry, lineFigures } from './enquiry-sent';
import type { formatBytes } from '../files/limits';
import { Slot, type SlotContent } from '@platform/islands/slot';
import { IslandIcon } from '@platform/ui/island-icon';
import { checkPath } from '@platform/ui/paths';
import { useLocale } from '@platform/i18n/locale';
import { englishRuns } from '@platform/i18n/rich';
import { latinLang } from '@platform/i18n/latin-lang';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * What the confirmation writes as the form does (a line's figures, the quote's total, a file's size,
 * the heading's id), given by the form: imported here, the bundler would put them in a third file
 * that the form, which shows them at load, fetched beside its own.
 */
export interface FormParts {
  QuoteTotal: typeof QuoteTotal;
  lineFigures: typeof lineFigures;
  formatBytes: typeof formatBytes;
  /** "Your quote: 2 items", the lines' heading. */
  linesHeading: (count: number) => string;
  titleId: string;
}

/**
 * What takes the form's place once the enquiry is stored: its heading (focused: the browser says
 * it, and a plain post's page opens on it), the success message with the reference, what was sent
 * (only to the browser that sent it), and a way back to an empty form, which is a plain link to
 * the contact page until the island is live.
 */
export function EnquiryDone({
  message,
  sent,
  next,
  minHeight,
  onAnother,
  contact,
  parts,
}: {
  parts: FormParts;
  message: string;
  sent: SentEnquiry;
  next: SlotContent;
  minHeight?: number;
  onAnother: (event: MouseEvent<HTMLAnchorElement>) => void;
  contact: string;
}) {
  const locale = useLocale();
  return (
    <section className="enquiry-done" aria-labelledby={parts.titleId} style={minHeight ? { minHeight } : undefined}>
      <h3 id={parts.titleId} className="enquiry-done-title" tabIndex={-1} autoFocus>
        {m.enquiry_done_title({ reference: sent.reference }, { locale })}
      </h3>
      <p id="enquiry-status" className="form-status" role="status" data-status="" data-kind="success">
        <IslandIcon d={checkPath} size={20} className="status-icon status-success" />
        <span>{message}</span>
      </p>
      <EnquirySent sent={sent} parts={parts} />
      <Slot name="next" content={next} />
      <p className="enquiry-done-actions">
        <a className="btn btn-primary" href={contact} data-send-another="" onClick={onAnother}>
          {m.enquiry_send_another({}, { locale })}
        </a>
      </p>
    </section>
  );
}

/**
 * The enquiry as it arrived, under the success message: the sender's details and message (the
 * message whole, as written), each quote line (product, size, quantity, estimate, note) with the
 * total, and each file (name, size, preflight notes), so the buyer can check it and keep it (a
 * screenshot, a print). The same with JavaScript and without; nothing when there is nothing to show.
 */
export function EnquirySent({ sent, parts: { QuoteTotal, lineFigures, formatBytes, linesHeading } }: { sent: SentEnquiry; parts: FormParts }) {
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
          <p className="enquiry-sent-label">{linesHeading(lines.length)}</p>
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
