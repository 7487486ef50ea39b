import { useLayoutEffect, useRef, useState } from 'react';
import { island } from '../lib/island';
import { bandLabel, estimateQuote, formatInr, parseQuantity, type Tier } from '../../src/catalogue/quote';
import { AddToQuote, type QuoteTarget } from '../lib/add-to-quote';

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
}

const paise = (t: Tier, units: number) => formatInr((Math.round(t.unitPrice * 100) * units) / 100);

/**
 * A size's price table and instant quote. Without JavaScript the estimator is a GET form: the
 * server renders this component with the quantity sent and the answer follows from it. In the
 * browser the same pure function prices what the visitor types, the table marks its band
 * (`data-active`) and the enquiry link carries the quantity.
 */
export default island('quote-estimator', function QuoteEstimator(props: QuoteEstimatorProps) {
  const { tiers } = props;
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
        <h2 id="price-title">Prices</h2>
        <div className="table-wrap">
          <table className="price-table">
            <caption>{props.caption}</caption>
            <thead>
              <tr><th scope="col">Units</th><th scope="col">Price per pouch</th><th scope="col">Smallest order in band</th></tr>
            </thead>
            <tbody>
              {tiers.map((t, i) => (
                <tr key={t.minUnits} data-tier={i} data-active={priced?.tierIndex === i ? '' : undefined}>
                  <th scope="row">{bandLabel(t)}</th>
                  <td>{formatInr(t.unitPrice)}</td>
                  <td>{paise(t, t.minUnits)} <span className="muted">for {t.minUnits}</span></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted small">{props.tableNote}</p>
      </div>
      <form
        id="estimate"
        className="estimator"
        method="get"
        action={`${props.action}#estimate`}
        onSubmit={(e) => { e.preventDefault(); setText(input.current!.value); }}
      >
        <h3 className="estimator-title">Instant quote</h3>
        <label htmlFor="quantity">How many pouches?</label>
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
            placeholder={`${first.minUnits} to ${last.maxUnits}`}
            aria-describedby="estimate-note"
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn-primary" data-q-submit="">Estimate</button>
        </div>
        <div className="estimator-result" role="status">
          {!quote ? (
            <p data-q-state="idle">Enter a quantity to see its price band, the price per pouch and the total.</p>
          ) : quote.kind === 'invalid' ? (
            <p data-q-state="invalid">Please enter a whole number of pouches, for example {first.minUnits * 5}.</p>
          ) : quote.kind === 'below-minimum' ? (
            <p data-q-state="below-minimum">
              The minimum order for this size is {first.minUnits} pouches: {first.minUnits} pouches cost {paise(first, first.minUnits)}.
            </p>
          ) : quote.kind === 'bulk' ? (
            <p data-q-state="bulk">
              Over {last.maxUnits} pouches we price each order individually, usually below the table. <a href={props.bulkHref}>Ask for a bulk quote</a>.
            </p>
          ) : (
            <dl className="estimator-figures" data-q-state="priced">
              <div><dt>Price band</dt><dd data-q-band="">{`${bandLabel(quote.tier)} units`}</dd></div>
              <div><dt>Per pouch</dt><dd data-q-unit="">{formatInr(quote.unitPrice)}</dd></div>
              <div className="estimator-total"><dt>Total</dt><dd data-q-total="">{formatInr(quote.total)}</dd></div>
            </dl>
          )}
        </div>
        <p id="estimate-note" className="estimator-note">{props.note}</p>
        <a className="btn btn-accent" data-q-enquire="" href={priced ? `${props.enquiryHref}&quantity=${priced.quantity}` : props.enquiryHref}>
          Request a quote{priced ? ` for ${priced.quantity} pouches` : ''}
        </a>
        <AddToQuote target={{ ...props.line, tiers }} quantity={text.trim() ? parseQuantity(text) : first.minUnits} />
      </form>
    </>
  );
});
