import type { Crumb } from './Breadcrumbs';
import { productPath, type Product } from './products';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The trails of the catalogue's pages in a language: each crumb named in it and linking to its
 * address in it (the Breadcrumbs component and its BreadcrumbList take the paths as given).
 */
export const homeCrumb = (locale: Locale): Crumb => ({ name: m.catalogue_crumb_home({}, { locale }), path: localePath(locale, '/') });
export const productsCrumb = (locale: Locale): Crumb => ({ name: m.catalogue_crumb_products({}, { locale }), path: localePath(locale, '/products') });
/** A crumb whose English path is shown in `locale`. */
export const crumb = (locale: Locale, name: string, path: string): Crumb => ({ name, path: localePath(locale, path) });

/** Home › Products › the product, in `locale`. */
export const productTrail = (product: Product, locale: Locale = baseLocale): Crumb[] => [
  homeCrumb(locale),
  productsCrumb(locale),
  crumb(locale, product.menuLabel[locale], productPath(product)),
];
