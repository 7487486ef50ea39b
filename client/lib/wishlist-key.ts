/**
 * Where the wishlist is stored and the event that says it changed in this tab; its own module so
 * the client entry can watch for a wishlist without loading the store (or React).
 */
export const WISHLIST_KEY = 'wishlist';
export const WISHLIST_CHANGE = 'wishlistchange';

/** Whether the visitor has anything stored under the wishlist's key (not checked for validity). */
export function hasStoredWishlist(): boolean {
  try {
    return (localStorage.getItem(WISHLIST_KEY)?.length ?? 0) > 2;
  } catch {
    return false;
  }
}
