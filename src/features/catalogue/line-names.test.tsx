import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { linkSlugs, productNameIn, shownItem, sizeLabelIn } from './line-names';
import { latinLang } from '@platform/i18n/latin-lang';
import { lineNames } from './line-names-data';
import { rich } from '@platform/i18n/rich';
import { products } from './products';

const names = lineNames();

describe("a stored line or saved item, named in the page's language", () => {
  it('keeps the stored English words on an English page', () => {
    expect(sizeLabelIn('500gm', 'en', '500gm')).toBe('500gm');
    expect(sizeLabelIn('1kg', 'en', '1 Kg')).toBe('1 Kg');
    expect(productNameIn(names, 'kraft-with-window', 'en', 'As stored')).toBe('As stored');
  });
  it("says a stock size's weight in Hindi and Tamil words, from its slug", () => {
    expect(sizeLabelIn('500gm', 'hi', '500gm')).toBe('500 ग्राम');
    expect(sizeLabelIn('1kg', 'hi', '1 Kg')).toBe('1 किलो');
    expect(sizeLabelIn('250gm', 'ta', '250gm')).toBe('250 கிராம்');
    expect(sizeLabelIn('3kg', 'ta', '3 Kg')).toBe('3 கிலோ');
  });
  it('names a custom size by its flat size, and keeps anything else as stored', () => {
    expect(sizeLabelIn('custom-160x240x40', 'hi', 'Custom 160 x 240 + 40 mm')).toBe('कस्टम 160 x 240 + 40 mm');
    expect(sizeLabelIn('custom-160x240x40', 'ta', 'Custom 160 x 240 + 40 mm')).toBe('கஸ்டம் 160 x 240 + 40 mm');
    expect(sizeLabelIn('7kg', 'hi', '7 Kg')).toBe('7 किलो');
    expect(sizeLabelIn('odd', 'ta', 'as stored')).toBe('as stored');
  });
  it("finds a product's name by slug in the page's language, the stored name for one unknown", () => {
    const kraft = products.find((p) => p.slug === 'kraft-with-window')!;
    expect(Object.keys(names.products)).toHaveLength(products.length);
    expect(productNameIn(names, 'kraft-with-window', 'hi', 'x')).toBe(names.products['kraft-with-window']!.name.hi);
    expect(names.products['kraft-with-window']!.name).toEqual(kraft.name);
    expect(productNameIn(names, 'kraft-with-window', 'hi', 'x')).toBe(kraft.name.hi);
    expect(productNameIn(names, 'gone', 'ta', 'Stored Pouch')).toBe('Stored Pouch');
  });
  it('reads the slugs of a product or size link', () => {
    expect(linkSlugs('/products/gold-zipper')).toEqual({ product: 'gold-zipper' });
    expect(linkSlugs('/products/gold-zipper/1kg')).toEqual({ product: 'gold-zipper', size: '1kg' });
    expect(linkSlugs('/ourproducts')).toBeNull();
  });
  it('shows a saved product and a saved size in Hindi and Tamil, and as saved in English', () => {
    const product = { id: '101', name: 'Saved Name', text: 'Zip Pouch · 7 sizes · Pack of 100', image: '/x.svg', link: '/products/kraft-with-window' };
    expect(shownItem(product, names, 'en')).toEqual({ name: 'Saved Name', text: 'Zip Pouch · 7 sizes · Pack of 100' });
    expect(shownItem(product, names, 'hi').text).toBe('7 साइज़ · 100 का पैक');
    expect(shownItem(product, names, 'ta').text).toBe('7 அளவுகள் · 100 பவுச் கொண்ட பேக்');
    const size = { ...product, id: '101-1kg', link: '/products/kraft-with-window/1kg' };
    expect(shownItem(size, names, 'hi')).toEqual({ name: `${names.products['kraft-with-window']!.name.hi}, 1 किलो`, text: '180 x 260 + 40 mm' });
    // An item the catalogue no longer has stays as it was saved.
    expect(shownItem({ ...product, link: '/products/gone' }, names, 'ta')).toEqual({ name: 'Saved Name', text: product.text });
  });
  it('marks words left in English on a Hindi or Tamil page', () => {
    expect(latinLang('Gold Standy Pouch', 'hi')).toBe('en');
    expect(latinLang('गोल्ड पाउच', 'hi')).toBeUndefined();
    expect(latinLang('Gold Standy Pouch', 'en')).toBeUndefined();
    expect(latinLang('180 x 260 + 40 mm', 'ta')).toBe('en');
  });
});

describe('a message with links inside', () => {
  const html = (node: ReturnType<typeof rich>) => renderToStaticMarkup(node);
  it('puts each marked part where the sentence has it', () => {
    expect(html(rich(() => 'Open <a>our products</a>, then choose.', { a: (w) => <a href="/x">{w}</a> }))).toBe(
      'Open <a href="/x">our products</a>, then choose.',
    );
    expect(html(rich(() => '<f>साइज़ फ़ाइंडर</f> से या <w>विशलिस्ट</w> से', { f: (w) => <b>{w}</b>, w: (w) => <i>{w}</i> }))).toBe(
      '<b>साइज़ फ़ाइंडर</b> से या <i>विशलिस्ट</i> से',
    );
  });
  it('leaves a tag it has no function for, or one unclosed, as text', () => {
    expect(html(rich(() => 'a <x>b</x> <y>c', {}))).toBe('a &lt;x&gt;b&lt;/x&gt; &lt;y&gt;c');
  });
});
