import type { WishlistItem } from '@features/catalogue';
/**
 * The visitor's wishlist, kept in their own browser under localStorage key `wishlist` as a JSON
 * list of items. Pure list operations first, then the storage-backed store that every island
 * (header badge, card hearts, the wishlist page) reads through `useWishlist`.
 */
import { useSyncExternalStore } from 'react';

/**
 * The same names as client/lib/stored-list.ts, which the entry reads (a unit test keeps them
 * equal): importing them from there would make the entry and this store share a chunk, one more
 * request on every page.
 */
export const WISHLIST_KEY = 'wishlist';
const CHANGE = 'wishlistchange';

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

const EMPTY: WishlistItem[] = [];
let cache: { raw: string | null; list: WishlistItem[] } = { raw: null, list: EMPTY };

function read(): WishlistItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(WISHLIST_KEY);
  } catch {
    /* storage disabled: behave as empty */
  }
  if (raw !== cache.raw) cache = { raw, list: parseWishlist(raw) };
  return cache.list;
}

function write(list: WishlistItem[]): void {
  try {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify(list));
  } catch {
    /* storage full or disabled */
  }
  dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === WISHLIST_KEY || e.key === null) onChange();
  };
  addEventListener(CHANGE, onChange);
  addEventListener('storage', onStorage);
  return () => {
    removeEventListener(CHANGE, onChange);
    removeEventListener('storage', onStorage);
  };
}

export const wishlist = {
  read,
  add: (item: WishlistItem) => write(addItem(read(), item)),
  remove: (id: string) => write(removeItem(read(), id)),
  toggle: (item: WishlistItem) => write(hasItem(read(), item.id) ? removeItem(read(), item.id) : addItem(read(), item)),
};

export { subscribe as subscribeWishlist, EMPTY as EMPTY_WISHLIST, CHANGE as WISHLIST_CHANGE };

/**
 * The stored wishlist, following every change in this tab and others (the `storage` event). On
 * the server and during hydration it is the empty list, so the first client render matches the
 * server's HTML; the stored list follows straight after.
 */
export const useWishlist = (): WishlistItem[] => useSyncExternalStore(subscribe, read, () => EMPTY);

/**
 * Whether one item is in the stored wishlist, following it as useWishlist does. An island that
 * shows one item (a heart) renders again only when that item comes or goes, not when another
 * does: a tap on one heart re-renders one island, not every heart on the page.
 */
export const useInWishlist = (id: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hasItem(read(), id),
    () => false,
  );
