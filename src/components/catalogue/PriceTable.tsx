import type { PriceTier } from '../../content/products';
import { bandLabel, formatInr } from '../../catalogue/quote';

/**
 * The per-pouch price table of a size (spec §9). Plain HTML, readable without JavaScript; the
 * estimator marks the row its quantity falls in (`data-active`).
 */
export function PriceTable({ tiers, caption, activeIndex }: { tiers: readonly PriceTier[]; caption: string; activeIndex?: number }) {
  return (
    <div className="table-wrap">
      <table className="price-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Units</th>
            <th scope="col">Price per pouch</th>
            <th scope="col">Smallest order in band</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((t, i) => (
            <tr key={t.minUnits} data-tier={i} data-active={i === activeIndex ? '' : undefined}>
              <th scope="row">{bandLabel(t)}</th>
              <td>{formatInr(t.unitPrice)}</td>
              <td>{formatInr((Math.round(t.unitPrice * 100) * t.minUnits) / 100)} <span className="muted">for {t.minUnits}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
