import { useLayoutEffect, useRef, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { parseQuantity } from '@features/catalogue';
import { quoteLimits } from './quote-lines';
import { AddToQuote, type QuoteTarget } from './add-to-quote';
import { useLocale } from '@platform/i18n/locale';
import { formatNumber } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface QuoteRequestProps {
  /** The enquiry form in the page's language, which takes `?product=&size=&quantity=` as a quote line. */
  action: string;
  /** This size, as a line of the visitor's quote list. */
  line: QuoteTarget;
  /** The size in the page's language ("500 ग्राम", "Custom 160 x 240 + 40 mm"). */
  sizeWords: string;
}

/**
 * A quantity for a size whose price is on request, with "Request a quote" and "Add to quote",
 * as the estimator has them for a priced size. Without JavaScript it is a GET form to the
 * enquiry form, which shows the size and quantity as its quote line ("Add to quote", which needs
 * the browser's storage, is hidden); in the browser "Add to quote" keeps the line in the quote list.
 */
export default island('quote-request', function QuoteRequest({ action, line, sizeWords }: QuoteRequestProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the island started counts too, settled in hydration's own task, so a
  // click that started the island and is replayed after it adds what was typed.
  useLayoutEffect(() => setText(input.current!.value), []);
  const { minQuantity, maxQuantity } = quoteLimits;
  const locale = useLocale();
  return (
    <form className="quote-request" method="get" action={`${action}#enquiry-form`}>
      <input type="hidden" name="product" value={line.product} />
      <input type="hidden" name="size" value={line.size} />
      <label htmlFor="quantity">{m.quote_how_many({}, { locale })}</label>
      <input
        ref={input}
        id="quantity"
        name="quantity"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={m.quote_range({ min: formatNumber(minQuantity, locale), max: formatNumber(maxQuantity, locale) }, { locale })}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <div className="quote-request-actions">
        <button type="submit" className="btn btn-accent" data-request-quote="">
          {m.quote_request({}, { locale })}
        </button>
        <AddToQuote target={line} sizeWords={sizeWords} quantity={text.trim() ? parseQuantity(text) : minQuantity} />
      </div>
    </form>
  );
});
