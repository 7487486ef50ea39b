import { useLayoutEffect, useRef, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { bandLabel, estimateQuote, formatInr, parseQuantity, PriceTable, totalFor, type Tier } from '@features/catalogue';
import { AddToQuote, type QuoteTarget } from './add-to-quote';
import { useLocale } from '@platform/i18n/locale';
import { rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface QuoteEstimatorProps {
  tiers: Tier[];
  /** The price table's caption and the note under it. */
  caption: string;
  tableNote: string;
  /** The note under the estimator (taxes, quantities between bands). */
  note: string;
  /** The size page's own address: without JavaScript the form asks it for `?quantity=`. */
  action: string;
  /** The enquiry for this size; the estimate adds its quantity. */
  enquiryHref: string;
  bulkHref: string;
  /** What the visitor sent without JavaScript (`?quantity=`), priced by the server. */
  quantity: string;
  /** This size, as a line of the visitor's quote list. */
  line: QuoteTarget;
  /** The size in the page's language ("500 ग्राम"). */
  sizeWords: string;
}

const paise = (t: Tier, units: number) => formatInr(totalFor(t.unitPrice, units));

/**
 * A size's price table and instant quote. Without JavaScript the estimator is a GET form: the
 * server renders this component with the quantity sent and the answer follows from it. In the
 * browser the same pure function prices what the visitor types, the table marks its band
 * (`data-active`) and the enquiry link carries the quantity.
 */
export default island('quote-estimator', function QuoteEstimator(props: QuoteEstimatorProps) {
  const { tiers } = props;
  const locale = useLocale();
  const l = { locale };
  const [text, setText] = useState(props.quantity);
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the island started counts too, settled in hydration's own task, so a
  // tap that started the island and is replayed after it ("Add to quote") adds what was typed.
  useLayoutEffect(() => setText(input.current!.value), []);
  const quote = text.trim() ? estimateQuote(tiers, parseQuantity(text)) : null;
  const priced = quote?.kind === 'priced' ? quote : null;
  const first = tiers[0]!;
  const last = tiers[tiers.length - 1]!;
  return (
    <>
      <div>
        <h2 id="price-title">{m.catalogue_prices_title({}, l)}</h2>
        <div className="table-wrap">
          <PriceTable tiers={tiers} caption={props.caption} locale={locale} estimate={{ active: priced?.tierIndex }} />
        </div>
        <p className="muted small">{props.tableNote}</p>
      </div>
      <form
        id="estimate"
        className="estimator"
        method="get"
        action={`${props.action}#estimate`}
        onSubmit={(e) => {
          e.preventDefault();
          setText(input.current!.value);
        }}
      >
        <h3 className="estimator-title">{m.catalogue_estimate_title({}, l)}</h3>
        <label htmlFor="quantity">{m.catalogue_estimate_label({}, l)}</label>
        <div className="estimator-row">
          <input
            ref={input}
            id="quantity"
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            defaultValue={props.quantity}
            placeholder={m.catalogue_estimate_placeholder({ from: first.minUnits, to: last.maxUnits }, l)}
            aria-describedby="estimate-note"
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn-primary" data-q-submit="">
            {m.catalogue_estimate_button({}, l)}
          </button>
        </div>
        <div className="estimator-result" role="status">
          {!quote ? (
            <p data-q-state="idle">{m.catalogue_estimate_idle({}, l)}</p>
          ) : quote.kind === 'invalid' ? (
            <p data-q-state="invalid">{m.catalogue_estimate_invalid({ example: first.minUnits * 5 }, l)}</p>
          ) : quote.kind === 'below-minimum' ? (
            <p data-q-state="below-minimum">{m.catalogue_estimate_below({ minimum: first.minUnits, price: paise(first, first.minUnits) }, l)}</p>
          ) : quote.kind === 'bulk' ? (
            <p data-q-state="bulk">
              {rich((p) => m.catalogue_estimate_bulk({ ...p, maximum: last.maxUnits }, l), {
                link: <a href={props.bulkHref}>{m.catalogue_estimate_bulk_link({}, l)}</a>,
              })}
            </p>
          ) : (
            <dl className="estimator-figures" data-q-state="priced">
              <div>
                <dt>{m.catalogue_estimate_band({}, l)}</dt>
                <dd data-q-band="">{m.catalogue_estimate_band_value({ band: bandLabel(quote.tier) }, l)}</dd>
              </div>
              <div>
                <dt>{m.catalogue_estimate_unit({}, l)}</dt>
                <dd data-q-unit="">{formatInr(quote.unitPrice)}</dd>
              </div>
              <div className="estimator-total">
                <dt>{m.catalogue_estimate_total({}, l)}</dt>
                <dd data-q-total="">{formatInr(quote.total)}</dd>
              </div>
            </dl>
          )}
        </div>
        <p id="estimate-note" className="estimator-note">
          {props.note}
        </p>
        <a className="btn btn-accent" data-q-enquire="" href={priced ? `${props.enquiryHref}&quantity=${priced.quantity}` : props.enquiryHref}>
          {priced ? m.catalogue_request_quote_for({ count: priced.quantity }, l) : m.catalogue_request_quote({}, l)}
        </a>
        <AddToQuote target={{ ...props.line, tiers }} sizeWords={props.sizeWords} quantity={text.trim() ? parseQuantity(text) : first.minUnits} />
      </form>
    </>
  );
});
