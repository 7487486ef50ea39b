import { describe, expect, it } from 'vitest';
import { WISHLIST_CHANGE, WISHLIST_KEY, addItem, hasItem, parseWishlist, removeItem, type WishlistItem } from './wishlist-store';
import * as entryNames from '@client/lib/stored-list';

const item = (id: string): WishlistItem => ({ id, name: `Pouch ${id}`, text: 'short', image: `/img/${id}.svg`, link: `/products/${id}` });

describe('wishlist list operations', () => {
  it('adds an item once; adding an id already present does nothing', () => {
    const one = addItem([], item('a'));
    expect(addItem(one, { ...item('a'), name: 'other' })).toEqual(one);
    expect(addItem(one, item('b')).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('removes by id and answers membership by id', () => {
    const list = [item('a'), item('b')];
    expect(removeItem(list, 'a').map((i) => i.id)).toEqual(['b']);
    expect(hasItem(list, 'b')).toBe(true);
    expect(hasItem(list, 'c')).toBe(false);
  });
});

describe('parseWishlist', () => {
  it('restores a stored list', () => {
    expect(parseWishlist(JSON.stringify([item('a')]))).toEqual([item('a')]);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{not json'],
    ['an object, not a list', '{"id":"a"}'],
    ['a number', '42'],
    ['the string null', 'null'],
  ])('treats %s as empty', (_, raw) => {
    expect(parseWishlist(raw)).toEqual([]);
  });

  it('drops foreign entries and duplicates but keeps valid ones', () => {
    const raw = JSON.stringify([item('a'), { id: 5 }, 'x', null, item('a'), item('b')]);
    expect(parseWishlist(raw).map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('the names the client entry watches', () => {
  it("are the store's own key and change event, so a stored or changed wishlist wakes the islands that show it", () => {
    expect(entryNames.WISHLIST_KEY).toBe(WISHLIST_KEY);
    expect(entryNames.WISHLIST_CHANGE).toBe(WISHLIST_CHANGE);
  });
});
