import { customOffer } from './custom-size';
import { customLabel, customPath, customSlug } from '@features/catalogue';
import { formatPercent, formatVolume, formatWeight } from './model';
import { m } from '@platform/i18n/paraglide/messages.js';
import { Offers, offersIn, type CustomBlock } from './size-finder.island';
import { useLocale } from '@platform/i18n/locale';

/**
 * Beside an answer under 70 % full (or none that holds it): the size made for what is packed, as
 * the products sold in that size, each at "price on request". Only /size-finder's island imports
 * it, with the custom-size model; a product page's compact finder offers stock sizes only.
 */
export const CustomOffer: CustomBlock = function CustomOffer({ result, grams, packs, props, AddLine }) {
  const locale = useLocale();
  const size = result.kind === 'fits' ? result.size : result.largest;
  const custom = props.range ? customOffer(result, { density: grams / result.volumeMl, grams }, props.sizes, props.range) : null;
  const offers = custom ? offersIn(props, size.slug) : [];
  if (!custom || offers.length === 0) return null;
  return (
    <div className="finder-custom" data-finder-custom={customSlug(custom)}>
      <Offers
        size={size}
        offers={offers}
        packs={packs}
        AddLine={AddLine}
        made={{ slug: customSlug(custom), label: customLabel(custom, locale), path: (product) => customPath(product, custom) }}
        title={m.finder_custom_title(
          { width: custom.width, length: custom.length, gusset: custom.gusset, share: formatPercent(custom.share, locale) },
          { locale },
        )}
        titleId={`${props.id}-custom`}
      />
      <p className="finder-custom-why small">
        {m.finder_custom_why({ room: formatVolume(custom.usableMl, locale), weight: formatWeight(grams, locale) }, { locale })}
      </p>
    </div>
  );
};
