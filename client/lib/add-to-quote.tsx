import { useState } from 'react';
import { quote, useQuote, type StoredLine } from './quote';
import { clampQuantity, quoteLimits } from '../../src/catalogue/quote-lines';

/** A size that can become a line of the quote: everything a line shows but its quantity and note. */
export type QuoteTarget = Omit<StoredLine, 'quantity' | 'note'>;

/**
 * "Add to quote": puts this size in the visitor's quote list with `quantity` pouches (brought
 * within 100 to 100,000; the smallest order when not given), or sets the quantity of the line
 * already there, and says so in a live region with a link to the list. `quantity` null means what
 * was typed is not a number: it says that instead. Without JavaScript it is hidden (CSS), as it needs the browser's storage.
 */
export function AddToQuote({ target, quantity = quoteLimits.minQuantity, note = '', label = 'Add to quote', hiddenLabel = '' }: {
  target: QuoteTarget;
  quantity?: number | null;
  /** The line's note when it is new ("to pack 750 g of coffee beans"). */
  note?: string;
  label?: string;
  /** Said only to screen readers after the label, where several buttons share it (": Gold Zipper Pouch, 1 Kg"). */
  hiddenLabel?: string;
}) {
  const lines = useQuote();
  const [said, setSaid] = useState('');
  const add = () => {
    if (quantity === null) return setSaid('Enter a whole number of pouches first.');
    const count = clampQuantity(quantity);
    const had = lines.some((l) => l.product === target.product && l.size === target.size);
    if (!quote.put({ ...target, quantity: count, note: note.slice(0, quoteLimits.note) })) {
      return setSaid(`Your quote already has ${quoteLimits.lines} lines, the most one request takes. Send it, then start another.`);
    }
    const total = quote.read().length;
    setSaid(`${had ? 'Changed' : 'Added'}: ${count.toLocaleString('en-IN')} pouches of ${target.weight}. Your quote has ${total} ${total === 1 ? 'line' : 'lines'}.`);
  };
  return (
    <div className="add-to-quote">
      <button type="button" className="btn btn-ghost" data-add-quote="" onClick={add}>
        {label}{hiddenLabel && <span className="visually-hidden">{hiddenLabel}</span>}
      </button>
      <p className="add-to-quote-said small" role="status">
        {said}
        {said && lines.length > 0 && <> <a href="/quote">View your quote</a></>}
      </p>
    </div>
  );
}
