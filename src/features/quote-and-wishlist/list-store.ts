import { useSyncExternalStore } from 'react';

/**
 * A list kept in the visitor's own browser under a localStorage key, as the quote list and the
 * wishlist are. Reads go through a cache, so the same stored text gives the same array (what
 * `useSyncExternalStore` needs); a write announces `<key>change` in this tab, and other tabs hear
 * the browser's storage event. The client entry knows the keys and events without loading this
 * module or React (client/lib/stored-list.ts, which a unit test keeps equal to these).
 * @example const wishlist = listStore('wishlist', parseWishlist); wishlist.write([...wishlist.read(), item]);
 */
export interface ListStore<T> {
  readonly key: string;
  /** The event this tab hears when the list changes. */
  readonly change: string;
  read(): T[];
  write(list: T[]): void;
  subscribe(onChange: () => void): () => void;
  /** The list in a component: the empty list on the server and while hydrating, so the first render matches the server's HTML. */
  useList(): T[];
  /** What `select` reads of the list in a component: `initial` on the server and while hydrating. */
  useSelected<S>(select: (list: T[]) => S, initial: S): S;
}

/** A list store under `key`; `removeWhenEmpty` takes the key away rather than keep an empty list. */
export function listStore<T>(key: string, parse: (raw: string | null) => T[], { removeWhenEmpty = false } = {}): ListStore<T> {
  const change = `${key}change`;
  const empty: T[] = [];
  let cache: { raw: string | null; list: T[] } = { raw: null, list: empty };

  function read(): T[] {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      /* storage disabled: behave as empty */
    }
    if (raw !== cache.raw) cache = { raw, list: parse(raw) };
    return cache.list;
  }

  function write(list: T[]): void {
    try {
      if (removeWhenEmpty && !list.length) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(list));
    } catch {
      /* storage full or disabled */
    }
    dispatchEvent(new Event(change));
  }

  function subscribe(onChange: () => void): () => void {
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) onChange();
    };
    addEventListener(change, onChange);
    addEventListener('storage', onStorage);
    return () => {
      removeEventListener(change, onChange);
      removeEventListener('storage', onStorage);
    };
  }

  return {
    key,
    change,
    read,
    write,
    subscribe,
    useList: () => useSyncExternalStore(subscribe, read, () => empty),
    useSelected: (select, initial) =>
      useSyncExternalStore(
        subscribe,
        () => select(read()),
        () => initial,
      ),
  };
}
