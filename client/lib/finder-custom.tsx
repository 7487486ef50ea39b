import { customLabel, customOffer, customPath, customSlug } from '../../src/catalogue/custom-size';
import { formatVolume, formatWeight } from '../../src/catalogue/size-finder';
import { Offers, type CustomBlock } from '../islands/size-finder';

/**
 * Beside an answer under 70 % full (or none that holds it): the size made for what is packed, as
 * the products sold in that size, each at "price on request". Only /size-finder's island imports
 * it, with the custom-size model; a product page's compact finder offers stock sizes only.
 */
export const CustomOffer: CustomBlock = function CustomOffer({ result, grams, packs, props, AddLine }) {
  const size = result.kind === 'fits' ? result.size : result.largest;
  const custom = props.range ? customOffer(result, { density: grams / result.volumeMl, grams }, props.sizes, props.range) : null;
  const offers = custom ? props.offers[size.slug] ?? [] : [];
  if (!custom || offers.length === 0) return null;
  return (
    <div className="finder-custom" data-finder-custom={customSlug(custom)}>
      <Offers
        size={size}
        offers={offers}
        packs={packs}
        AddLine={AddLine}
        made={{ slug: customSlug(custom), label: customLabel(custom), path: (product) => customPath(product, custom) }}
        title={`Or a size made for it: ${custom.width} x ${custom.length} + ${custom.gusset} mm, about ${Math.round(custom.share * 100)} % full`}
        titleId={`${props.id}-custom`}
      />
      <p className="finder-custom-why small">{`A digitally printed pouch can be made to any size our machine makes. This one has about ${formatVolume(custom.usableMl)} below its zipper, in the proportions of our stock sizes, made for ${formatWeight(grams)}: price on request.`}</p>
    </div>
  );
};
