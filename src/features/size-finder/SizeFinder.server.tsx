import { Island } from '@platform/islands/Island';
import SizeFinderIsland from './size-finder.island';
import SizeFinderPageIsland from './size-finder-page.island';
import { formatWeight, type FinderSize, type FinderValues } from './model';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { SIZE_FINDER_PATH, fillLimit, finderLimits, finderTables, finderOffers, soldSizes } from './tables';
import { useLocale } from '@platform/i18n/locale';
import { BULK_ORDERS_PATH } from '@features/catalogue';
import { machineRange } from '@features/catalogue';
import { REFERENCE_FILL } from './fill';

/** What `/size-finder?fill=&variety=&grams=&density=` asked, as untrusted text. */
export function finderValues(query: Record<string, string | undefined>): FinderValues {
  const text = (v: string | undefined, max: number) => (v ?? '').slice(0, max);
  return {
    fill: text(query.fill, 40),
    variety: text(query.variety, 40),
    grams: text(query.grams, 20),
    density: text(query.density, 12),
    pouch: text(query.pouch, 60),
  };
}

/**
 * The size finder as an island that starts late: the full form on /size-finder, on a touch or once
 * the page is idle and it is in view; or, given a product, a compact one on its overview page that
 * answers from that product's sizes, only on a touch (`use`): its fields answer a first touch
 * themselves, what is chosen and typed before it starts is read as it starts, and a visitor who
 * never uses it does not fetch it (decision 099). Its words (the list, the offers) are the page's
 * language's; the island reads the language itself, from `<html lang>`.
 */
export function SizeFinder({
  values,
  submitted,
  id,
  product,
  sizes = soldSizes,
}: {
  values: FinderValues;
  submitted: boolean;
  id: string;
  product?: { slug: string; name: string };
  sizes?: readonly FinderSize[];
}) {
  const locale = useLocale();
  const o = { locale };
  const { kinds, groups, choices } = finderTables[locale];
  const { products, offers } = finderOffers(locale, sizes, product?.slug);
  return (
    <Island
      of={product ? SizeFinderIsland : SizeFinderPageIsland}
      props={{
        kinds: [...kinds],
        groups: [...groups],
        choices: [...choices],
        sizes: [...sizes],
        products,
        offers,
        limits: finderLimits,
        fillLimit,
        reference: REFERENCE_FILL,
        values,
        submitted,
        action: SIZE_FINDER_PATH,
        bulkHref: BULK_ORDERS_PATH,
        id,
        ...(product
          ? { product }
          : { range: { width: machineRange.width, length: machineRange.length, gusset: machineRange.gusset, maxGrams: machineRange.maxGrams } }),
      }}
      slots={{
        labelFill: m.finder_label_fill({}, o),
        labelGrams: m.finder_label_grams({}, o),
        hintGrams: m.finder_hint_grams({ min: formatWeight(finderLimits.weight.min, locale), max: formatWeight(finderLimits.weight.max, locale) }, o),
        labelDensity: m.finder_label_density({}, o),
        hintDensity: m.finder_hint_density({}, o),
        submit: m.finder_submit({}, o),
        statusEmpty: m.finder_status_empty({}, o),
      }}
      load={product ? 'use' : 'interaction'}
    />
  );
}
