/** What the quote list and the wishlist offer other features' server code: the price table and quote request a size page shows, the wishlist heart, the header's badges. */
export { QuoteEstimator } from './QuoteEstimator.server';
export { QuoteRequest } from './QuoteRequest.server';
export { WishButton } from './WishButton.server';
export { default as QuoteBadgeIsland } from './quote-badge.island';
export { default as WishBadgeIsland } from './wish-badge.island';
