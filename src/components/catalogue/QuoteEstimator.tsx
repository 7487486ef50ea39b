import { islandAttrs } from '../Island';
import type { PriceTier } from '../../content/products';
import { ordering } from '../../content/ordering';
import { bandLabel, formatInr, type Quote } from '../../catalogue/quote';
import { BULK_ORDERS_PATH, enquiryHref } from '../../catalogue/links';

export interface QuoteIslandProps {
  tiers: readonly PriceTier[];
}

/**
 * The instant quote estimator. Without JavaScript it is a GET form: the server prices
 * `?quantity=` and renders the answer. The `quote` island runs the same pure function on every
 * keystroke, shows one of the answer blocks below and keeps the enquiry link's quantity in step.
 */
export function QuoteEstimator({ tiers, path, product, size, quantityText, quote }: {
  tiers: readonly PriceTier[];
  path: string;
  product: string;
  size: string;
  quantityText: string;
  quote: Quote | null;
}) {
  const state = quote?.kind ?? 'idle';
  const priced = quote?.kind === 'priced' ? quote : null;
  const first = tiers[0]!;
  const last = tiers[tiers.length - 1]!;
  const props: QuoteIslandProps = { tiers };
  return (
    <form id="estimate" className="estimator" method="get" action={`${path}#estimate`} {...islandAttrs('quote', props, 'visible')}>
      <h3 className="estimator-title">Instant quote</h3>
      <label htmlFor="quantity">How many pouches?</label>
      <div className="estimator-row">
        <input id="quantity" name="quantity" type="text" inputMode="numeric" autoComplete="off" maxLength={10} defaultValue={quantityText} placeholder={`${first.minUnits} to ${last.maxUnits}`} aria-describedby="estimate-note" />
        <button type="submit" className="btn btn-primary" data-q-submit="">Estimate</button>
      </div>
      <div className="estimator-result" role="status" data-q-result="">
        <p data-q-state="idle" hidden={state !== 'idle'}>Enter a quantity to see its price band, the price per pouch and the total.</p>
        <p data-q-state="invalid" hidden={state !== 'invalid'}>Please enter a whole number of pouches, for example {first.minUnits * 5}.</p>
        <p data-q-state="below-minimum" hidden={state !== 'below-minimum'}>
          The minimum order for this size is {first.minUnits} pouches: {first.minUnits} pouches cost {formatInr((Math.round(first.unitPrice * 100) * first.minUnits) / 100)}.
        </p>
        <p data-q-state="bulk" hidden={state !== 'bulk'}>
          Over {last.maxUnits} pouches we price each order individually, usually below the table. <a href={BULK_ORDERS_PATH}>Ask for a bulk quote</a>.
        </p>
        <dl className="estimator-figures" data-q-state="priced" hidden={state !== 'priced'}>
          <div><dt>Price band</dt><dd data-q-band="">{priced ? `${bandLabel(priced.tier)} units` : ''}</dd></div>
          <div><dt>Per pouch</dt><dd data-q-unit="">{priced ? formatInr(priced.unitPrice) : ''}</dd></div>
          <div className="estimator-total"><dt>Total</dt><dd data-q-total="">{priced ? formatInr(priced.total) : ''}</dd></div>
        </dl>
      </div>
      <p id="estimate-note" className="estimator-note">{ordering.taxNote} {ordering.betweenBandsNote}</p>
      <a className="btn btn-accent" data-q-enquire="" href={enquiryHref({ product, size, quantity: priced?.quantity })}>
        Request a quote<span data-q-for="">{priced ? ` for ${priced.quantity} pouches` : ''}</span>
      </a>
    </form>
  );
}
