import { absoluteUrl, canonicalUrl } from '@platform/render/seo';
import { site } from '@platform/content/site';
import { priceRange, sizeLabel, type Variant } from './catalogue';
import { productImage, productPath, type Product } from './products';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';

/**
 * schema.org Product nodes for the catalogue: brand, category, image, and an AggregateOffer in
 * INR whose low and high prices come from the price tiers. Without tiers there is no offer: a
 * price is never guessed. Names, descriptions and addresses are the page's language's.
 */
function aggregateOffer(variants: readonly Variant[], url: string): object | undefined {
  const range = priceRange(variants);
  if (!range) return undefined;
  const offerCount = variants.reduce((n, v) => n + (v.tiers?.length ?? 0), 0);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'INR',
    lowPrice: range.low.toFixed(2),
    highPrice: range.high.toFixed(2),
    offerCount,
    url,
    availability: 'https://schema.org/InStock',
  };
}

const brand = () => ({ '@type': 'Brand', name: site.name });

export function productJsonLd(product: Product, variants: readonly Variant[], locale: Locale = baseLocale): object {
  const url = canonicalUrl(localePath(locale, productPath(product)));
  const offers = aggregateOffer(variants, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name[locale],
    alternateName: product.catalogue.name,
    description: product.description[locale],
    image: absoluteUrl(productImage(product)),
    url,
    category: product.category,
    productID: String(product.catalogue.id),
    brand: brand(),
    ...(offers ? { offers } : {}),
  };
}

const mm = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MMT' });

export function variantJsonLd(variant: Variant, locale: Locale = baseLocale): object {
  const url = canonicalUrl(localePath(locale, variant.link));
  const offers = aggregateOffer([variant], url);
  const weight = locale === baseLocale ? variant.weight : sizeLabel(variant.size, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: variant.title[locale],
    description: `${variant.product.name[locale]}, ${weight}. ${variant.product.description[locale]}`,
    image: absoluteUrl(variant.image),
    url,
    category: variant.product.category,
    productID: variant.id,
    ...(variant.sku ? { sku: variant.sku } : {}),
    width: mm(variant.dimensions.width),
    height: mm(variant.dimensions.length),
    depth: mm(variant.dimensions.gusset),
    isVariantOf: { '@id': `${canonicalUrl(localePath(locale, productPath(variant.product)))}#product` },
    brand: brand(),
    ...(offers ? { offers } : {}),
  };
}
