import { useSyncExternalStore } from 'react';
import { EMPTY_WISHLIST, subscribeWishlist, wishlist, type WishlistItem } from './wishlist';

/** The current list for React islands; empty during server rendering and hydration, then the stored one. */
export const useWishlist = (): WishlistItem[] => useSyncExternalStore(subscribeWishlist, wishlist.read, () => EMPTY_WISHLIST);
