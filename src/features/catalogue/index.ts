/** The catalogue's public entry: the products, their sizes, prices and variants, custom sizes, how a line is named and linked, the pouch picture, the breadcrumbs. */
export { Breadcrumbs, breadcrumbs } from './Breadcrumbs';
export { PriceTable } from './PriceTable';
export { pouchSvg } from './art/pouch';
export type { PouchArt } from './art/pouch';
export { BODY, WINDOW_SEEN } from './art/pouch-palette';
export {
  allVariants,
  catalogueProducts,
  stockSizeName,
  stockSizes,
  findProduct,
  findVariant,
  searchItemWords,
  searchItems,
  sizeLabel,
  variantsOf,
} from './catalogue';
export type { Variant } from './catalogue';
export type { Flat, FlatRange } from './custom-slug';
export { customLabel, customPath, customQuery, customSlug } from './custom-slug';
export type { LineSize } from './custom-variant';
export { customVariant, findLineSize, readCustomQuery, readCustomSlugNearest } from './custom-variant';
export { gussetReading } from './gusset';
export { filmCm2, indicativeModelOf, indicativeTiers, indicativeTiersOfLine } from './indicative-price';
export { linkSlugs, productNameIn, shownItem, sizeLabelIn } from './line-names';
export type { LineNames } from './line-names';
export { lineNames } from './line-names-data';
export { BULK_ORDERS_PATH } from './links';
export { ordering } from './ordering';
export type { Tier } from './price';
export { bandLabel, estimateQuote, formatInr, totalFor } from './price';
export { parseQuantity } from './quantity';
export type { ProductPage } from './product-pages';
export { productImage, productPath, products } from './products';
export type { PriceTier, Product } from './products';
export { SIZE_SLUGS, formatDimensions, formatInches, machineRange, sizes } from './sizes';
export type { Dimensions, SizeSlug } from './sizes';
export {
  BLEED_MM,
  POSITION_TOLERANCE_MM,
  SAFE_MARGIN_MM,
  SIDE_SEAL_MM,
  TEAR_NOTCH_FROM_TOP_MM,
  TOP_SEAL_MM,
  ZIPPER_BAND_MM,
  ZIPPER_FROM_TOP_MM,
} from './pouch-measures';
export type { WishlistItem } from './items';
