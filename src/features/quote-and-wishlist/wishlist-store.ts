import type { WishlistItem } from '@features/catalogue';
/**
 * The visitor's wishlist, kept in their own browser under localStorage key `wishlist` as a JSON
 * list of items. Pure list operations first, then the storage-backed store that every island
 * (header badge, card hearts, the wishlist page) reads through `useWishlist`.
 */
import { listStore } from './list-store';

/**
 * The same names as client/lib/stored-list.ts, which the entry reads (a unit test keeps them
 * equal): importing them from there would make the entry and this store share a chunk, one more
 * request on every page.
 */
export const WISHLIST_KEY = 'wishlist';

export type { WishlistItem };

const isItem = (v: unknown): v is WishlistItem => {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return ['id', 'name', 'image', 'link'].every((k) => typeof o[k] === 'string') && (o.text === undefined || typeof o.text === 'string');
};

/** Reads a stored value; anything corrupt or foreign yields an empty list, never an exception. */
export function parseWishlist(raw: string | null): WishlistItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    const seen = new Set<string>();
    return data
      .filter(isItem)
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .map((i) => ({ ...i, text: i.text ?? '' }));
  } catch {
    return [];
  }
}

/** Adds an item unless one with the same id is already there. */
export const addItem = (list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] =>
  list.some((i) => i.id === item.id) ? [...list] : [...list, item];

export const removeItem = (list: readonly WishlistItem[], id: string): WishlistItem[] => list.filter((i) => i.id !== id);

export const hasItem = (list: readonly WishlistItem[], id: string): boolean => list.some((i) => i.id === id);

const store = listStore<WishlistItem>(WISHLIST_KEY, parseWishlist);
const read = store.read;
const write = store.write;

export const wishlist = {
  read,
  add: (item: WishlistItem) => write(addItem(read(), item)),
  remove: (id: string) => write(removeItem(read(), id)),
  toggle: (item: WishlistItem) => write(hasItem(read(), item.id) ? removeItem(read(), item.id) : addItem(read(), item)),
};

export const WISHLIST_CHANGE = store.change;

/**
 * The stored wishlist, following every change in this tab and others (the `storage` event). On
 * the server and during hydration it is the empty list, so the first client render matches the
 * server's HTML; the stored list follows straight after.
 */
export const useWishlist = (): WishlistItem[] => store.useList();

export const useInWishlist = (id: string): boolean => store.useSelected((list) => hasItem(list, id), false);
