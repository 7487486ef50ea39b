import type { Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { bandLabel, formatInr, totalFor, type Tier } from './price';

export interface PriceTableProps {
  tiers: readonly Tier[];
  caption: string;
  locale: Locale;
  /** On a size page's estimator: each band's row is numbered, and the band the quantity typed falls in is marked. */
  estimate?: { active: number | undefined };
  /** A custom size's prices, from the model fitted to the published tables: each price is marked as indicative. */
  indicative?: boolean;
}

/**
 * A price table: each quantity band, its price per pouch and what the band's smallest order
 * costs. The size pages' estimator and a custom size's indicative prices both show it.
 */
export function PriceTable({ tiers, caption, locale, estimate, indicative }: PriceTableProps) {
  const l = { locale };
  return (
    <table className="price-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.catalogue_price_units({}, l)}</th>
          <th scope="col">{m.catalogue_price_per_pouch({}, l)}</th>
          <th scope="col">{m.catalogue_price_smallest({}, l)}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((t, i) => (
          <tr key={t.minUnits} data-tier={estimate ? i : undefined} data-active={estimate?.active === i ? '' : undefined}>
            <th scope="row">{bandLabel(t)}</th>
            <td data-indicative-unit={indicative ? '' : undefined}>{formatInr(t.unitPrice)}</td>
            <td>
              {formatInr(totalFor(t.unitPrice, t.minUnits))} <span className="muted">{m.catalogue_price_for({ count: t.minUnits }, l)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
