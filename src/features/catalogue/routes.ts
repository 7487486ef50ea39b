import type { Feature } from '@platform/routing';
import { locales } from '@platform/i18n/locales';
import { ourProductsPage, OUR_PRODUCTS_PATH } from './our-products.server';
import { productsIndexPage } from './products-index.server';
import { productPage } from './product.server';
import { customSizePage } from './custom-size.server';
import { sizePage } from './size.server';
import { legacyRedirects } from './legacy.server';
import { pouchImage } from './art/pouch-image.server';
import { productPath, products } from './products';
import { allVariants } from './catalogue';

/** The catalogue: the products, each product and each size, a custom size, the pictures, the old addresses. */
export const catalogueFeature: Feature = {
  pages: [
    { path: OUR_PRODUCTS_PATH, page: (c) => ourProductsPage(c.get('locale')), sitemap: [OUR_PRODUCTS_PATH], locales },
    { path: '/products', page: (c) => productsIndexPage(c.get('locale')), sitemap: ['/products'], locales },
    {
      path: '/products/:slug',
      page: (c) => productPage(c.req.param('slug') ?? '', c.req.query(), c.get('locale')),
      sitemap: () => products.map(productPath),
      locales,
    },
    // A custom size, before /products/:slug/:size would take "custom" for a size; noindex, so in no sitemap.
    { path: '/products/:slug/custom', page: customSizePage, sitemap: [], locales },
    {
      path: '/products/:slug/:size',
      page: (c) => sizePage(c.req.param('slug') ?? '', c.req.param('size') ?? '', c.req.query(), c.get('locale')),
      sitemap: () => allVariants.map((v) => v.link),
      locales,
    },
  ],
  routes: (app) => {
    app.get('/img/pouch/:file', pouchImage);
    app.route('/', legacyRedirects);
  },
};
