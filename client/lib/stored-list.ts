/**
 * Where the wishlist is stored and the event that says it changed in this tab; its own module so
 * the client entry can watch for a wishlist without loading the store (or React).
 */
export const WISHLIST_KEY = 'wishlist';
export const WISHLIST_CHANGE = 'wishlistchange';

/** The same for the quote list (src/features/quote-and-wishlist/quote-store.ts, which a unit test keeps equal). */
export const QUOTE_KEY = 'quote';
export const QUOTE_CHANGE = 'quotechange';

/**
 * Whether anything longer than an empty list is stored under `key` (not checked for validity). The client entry waits for a
 * list by its name (the key) and `<name>change` (the event), as these constants spell them.
 */
export function hasStored(key: string): boolean {
  try {
    return (localStorage.getItem(key)?.length ?? 0) > 2;
  } catch {
    return false;
  }
}
