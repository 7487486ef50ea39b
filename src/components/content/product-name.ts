import type { Product } from '../../content/products';
import type { Locale } from '../../i18n/locales';

/**
 * A product's name as the content pages show it (the home page's featured products), and the
 * language it is written in when that is not the page's: the catalogue's names are English until
 * they are kept in every language, so a Hindi or Tamil page marks them `lang="en"`.
 */
export const productName = (p: Product, locale: Locale): { name: string; lang?: 'en' } => (locale === 'en' ? { name: p.name } : { name: p.name, lang: 'en' });
