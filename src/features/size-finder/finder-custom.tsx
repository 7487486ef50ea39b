import { customOffer } from './custom-size';
import { customLabel, customPath, customSlug, indicativeTiers } from '@features/catalogue';
import { formatRupees } from '@platform/i18n/format';
import { formatPercent, formatVolume, formatWeight, sizeName } from './model';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { useLocale } from '@platform/i18n/locale';
import { PouchCard } from './finder-card';
import type { MadeCardProps, MadeFor } from './finder-types';

/**
 * The size made for what is packed, where the stock answer is under 70 % full (or none holds it):
 * it leads the answer, each product's page of it named for the product and weight asked. Only
 * /size-finder's island imports it, with the custom-size model and the words and card that show
 * it; a product page's compact finder offers stock sizes only.
 */
export const madeFor: MadeFor = {
  find(result, grams, props, values, locale) {
    if (!props.range) return null;
    const custom = customOffer(result, { density: grams / result.volumeMl, grams }, props.sizes, props.range);
    if (!custom) return null;
    const packed = values.fill === props.limits.other ? undefined : { kind: values.variety || values.fill, grams };
    return {
      slug: customSlug(custom),
      label: customLabel(custom, locale),
      path: (product) => customPath(product, custom, undefined, packed),
      price: (product) => {
        // As the custom size's page and the quote price it: from the model fitted to the product's tables, where it has some.
        const tiers = indicativeTiers(product, custom);
        return tiers
          ? m.finder_price_made_indicative({ price: formatRupees(tiers.at(-1)!.unitPrice, locale) }, { locale })
          : m.finder_price_made({}, { locale });
      },
      width: custom.width,
      length: custom.length,
      gusset: custom.gusset,
      usableMl: custom.usableMl,
      share: custom.share,
      note: m.finder_custom_why({ room: formatVolume(custom.usableMl, locale), weight: formatWeight(grams, locale) }, { locale }),
    };
  },

  line(made, result, grams, noun, locale) {
    const words = {
      weight: formatWeight(grams, locale),
      noun,
      width: made.width,
      length: made.length,
      gusset: made.gusset,
      share: formatPercent(made.share, locale),
    };
    return result.kind === 'fits'
      ? m.finder_line_made({ ...words, size: sizeName(result.size, locale), stockShare: formatPercent(result.share, locale) }, { locale })
      : m.finder_line_made_only(words, { locale });
  },

  Card: MadeCard,
};

/** The made size's card: drawn filled where the page draws pouches, its flat size, how full it is, the style chosen and why it is offered. */
function MadeCard({ made, stock, offer, grams, weight, noun, packs, choice, id, AddLine, Pouch }: MadeCardProps) {
  const locale = useLocale();
  const o = { locale };
  return (
    <section className="finder-size-card finder-custom" data-finder-custom={made.slug} aria-labelledby={`${id}-custom`}>
      <div className="finder-result-head">
        {Pouch && <Pouch size={{ ...stock, ...made, grams }} share={made.share} id={`${id}-made`} />}
        <div>
          <p className="finder-eyebrow">{m.finder_made_eyebrow({ weight, noun }, o)}</p>
          <h3 className="finder-made-size" id={`${id}-custom`}>
            {m.finder_made_size({ width: made.width, length: made.length, gusset: made.gusset }, o)}
          </h3>
          <p className="finder-dims">{m.finder_full({ share: formatPercent(made.share, locale) }, o)}</p>
        </div>
      </div>
      {choice}
      <PouchCard size={stock} offer={offer} packs={packs} AddLine={AddLine} made={made} />
      <p className="finder-custom-why small">{made.note}</p>
    </section>
  );
}
