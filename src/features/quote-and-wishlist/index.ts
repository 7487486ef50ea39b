/** The quote list's and the wishlist's public entry: the stores kept in the visitor's browser, the quote's lines and their designs, add-to-quote, the enquiry link. */
export type { QuoteTarget } from './add-to-quote';
export { AddToQuote } from './add-to-quote';
export { enquiryHref } from './enquiry-link';
export { fitModes, panels, placementLimits, placementText, readPlacement } from './line-placement';
export type { FileLine, FitMode, LinePlacement } from './line-placement';
export { clampQuantity, quoteLimits } from './quote-lines';
export { estimateKeptLine, estimateLine, quoteTotal } from './quote-estimate';
export type { StoredLine } from './quote-store';
export { QUOTE_KEY, quote, useQuote } from './quote-store';
export { quoteTarget } from './quote-target';
export type { LineDesign } from './use-line-designs';
export { lineDesignStore, useLineDesigns } from './use-line-designs';
export type { WishlistItem } from './wishlist-store';
