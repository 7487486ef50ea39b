/** The size finder's public entry: its model, tables and address, the fill and volume models, the size questions of a size page. */
export { FILL_LIMIT, FILL_WEIGHT, fillKinds, riceHeld, usableVolumeMl } from './fill';
export type { FillKind, FillSlug } from './fill';
export { formatVolume, formatWeight, sizeName } from './model';
export type { ChartSource } from './pouch-charts';
export { pouchVolumeMl } from './pouch-volume';
export { heldLine, sizePageFaq, volumeIn } from './size-faq';
export { SIZE_FINDER_PATH, productFinderSizes } from './tables';
