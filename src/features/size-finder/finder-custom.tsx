import { customOffer } from './custom-size';
import { customLabel, customPath, customSlug } from '@features/catalogue';
import { formatVolume, formatWeight } from './model';
import { m } from '@platform/i18n/paraglide/messages.js';
import type { MadeFor } from './size-finder.island';

/**
 * The size made for what is packed, where the stock answer is under 70 % full (or none holds it):
 * it leads the answer, each product's page of it named for the product and weight asked. Only
 * /size-finder's island imports it, with the custom-size model; a product page's compact finder
 * offers stock sizes only.
 */
export const madeFor: MadeFor = (result, grams, props, values, locale) => {
  if (!props.range) return null;
  const custom = customOffer(result, { density: grams / result.volumeMl, grams }, props.sizes, props.range);
  if (!custom) return null;
  const packed = values.fill === props.limits.other ? undefined : { kind: values.variety || values.fill, grams };
  return {
    slug: customSlug(custom),
    label: customLabel(custom, locale),
    path: (product) => customPath(product, custom, undefined, packed),
    width: custom.width,
    length: custom.length,
    gusset: custom.gusset,
    usableMl: custom.usableMl,
    share: custom.share,
    note: m.finder_custom_why({ room: formatVolume(custom.usableMl, locale), weight: formatWeight(grams, locale) }, { locale }),
  };
};
