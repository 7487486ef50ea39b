import { absoluteUrl, canonicalUrl } from '../render/seo';
import { site } from '../content/site';
import { priceRange, type Variant } from '../content/catalogue';
import { productImage, productPath, type Product } from '../content/products';

/**
 * schema.org Product nodes for the catalogue: brand, category, image, and an AggregateOffer in
 * INR whose low and high prices come from the price tiers. Without tiers there is no offer: a
 * price is never guessed.
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

export function productJsonLd(product: Product, variants: readonly Variant[]): object {
  const url = canonicalUrl(productPath(product));
  const offers = aggregateOffer(variants, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name.en,
    alternateName: product.catalogue.name,
    description: product.description.en,
    image: absoluteUrl(productImage(product)),
    url,
    category: product.category,
    productID: String(product.catalogue.id),
    brand: brand(),
    ...(offers ? { offers } : {}),
  };
}

const mm = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MMT' });

export function variantJsonLd(variant: Variant): object {
  const url = canonicalUrl(variant.link);
  const offers = aggregateOffer([variant], url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: variant.title.en,
    description: `${variant.product.name.en}, ${variant.weight}. ${variant.product.description.en}`,
    image: absoluteUrl(variant.image),
    url,
    category: variant.product.category,
    productID: variant.id,
    ...(variant.sku ? { sku: variant.sku } : {}),
    width: mm(variant.dimensions.width),
    height: mm(variant.dimensions.length),
    depth: mm(variant.dimensions.gusset),
    isVariantOf: { '@id': `${canonicalUrl(productPath(variant.product))}#product` },
    brand: brand(),
    ...(offers ? { offers } : {}),
  };
}
