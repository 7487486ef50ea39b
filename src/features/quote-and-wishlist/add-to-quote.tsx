import { useState } from 'react';
import { quote, useQuote, type StoredLine } from './quote-store';
import { useLocale } from '@platform/i18n/locale';
import { clampQuantity, quoteLimits } from './quote-lines';
import { localePath } from '@platform/i18n/locales';
import { formatNumber } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** A size that can become a line of the quote: everything a line shows but its quantity and note. */
export type QuoteTarget = Omit<StoredLine, 'quantity' | 'note'>;

/**
 * "Add to quote": puts this size in the visitor's quote list with `quantity` pouches (brought
 * within 100 to 100,000; the smallest order when not given), or sets the quantity of the line
 * already there, and says so in the page's language in a live region with a link to the list.
 * `quantity` null means what was typed is not a number: it says that instead. Without JavaScript
 * it is hidden (CSS), as it needs the browser's storage.
 */
export function AddToQuote({
  target,
  sizeWords,
  quantity = quoteLimits.minQuantity,
  note = '',
  label,
  hiddenLabel = '',
}: {
  target: QuoteTarget;
  /** The size as the page's language says it ("500 ग्राम"), in what it says once the line is added; the caller knows it, so this needs none of the quote list's naming. */
  sizeWords: string;
  quantity?: number | null;
  /** The line's note when it is new ("to pack 750 g of coffee beans"). */
  note?: string;
  /** The button's words; "Add to quote" in the page's language when not given. */
  label?: string;
  /** Said only to screen readers after the label, where several buttons share it (": Gold Zipper Pouch, 1 Kg"). */
  hiddenLabel?: string;
}) {
  const locale = useLocale();
  const l = { locale };
  const lines = useQuote();
  const [said, setSaid] = useState('');
  const add = () => {
    if (quantity === null) return setSaid(m.quote_add_number_first({}, l));
    const count = clampQuantity(quantity);
    const had = lines.some((x) => x.product === target.product && x.size === target.size);
    if (!quote.put({ ...target, quantity: count, note: note.slice(0, quoteLimits.note) })) {
      return setSaid(m.quote_add_full({ max: quoteLimits.lines }, l));
    }
    const total = quote.read().length;
    const done = { count: formatNumber(count, locale), size: sizeWords };
    setSaid(`${had ? m.quote_changed(done, l) : m.quote_added(done, l)} ${m.quote_has_lines({ count: total }, l)}`);
  };
  return (
    <div className="add-to-quote">
      <button type="button" className="btn btn-ghost" data-add-quote="" onClick={add}>
        {label ?? m.quote_add({}, l)}
        {hiddenLabel && <span className="visually-hidden">{hiddenLabel}</span>}
      </button>
      <p className="add-to-quote-said small" role="status">
        {said}
        {said && lines.length > 0 && (
          <>
            {' '}
            <a href={localePath(locale, '/quote')}>{m.quote_view({}, l)}</a>
          </>
        )}
      </p>
    </div>
  );
}
