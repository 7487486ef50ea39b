import type { Product } from '@features/catalogue';
import type { Locale } from '@platform/i18n/locales';

/**
 * A product's name as the content pages show it (the home page's featured products), in the page's
 * language: the catalogue keeps every name in English, Hindi and Tamil (`lang` is never needed).
 */
export const productName = (p: Product, locale: Locale): { name: string; lang?: 'en' } => ({ name: p.name[locale] });
