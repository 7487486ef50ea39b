import { productImage, productPath, type Product } from './products';
import { productWishItem } from './links';
import { WishButton } from '@features/quote-and-wishlist/index.server';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * A product in the grid: picture, title (2 lines), description (3 lines), the wishlist heart,
 * and the whole card links to the product page (the title link's area is stretched over the card,
 * so the heart stays a separate control).
 */
export function ProductCard({ product, headingLevel = 2 }: { product: Product; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="product-card">
      <div className="product-card-media">
        <img src={productImage(product)} width="200" height="240" alt="" loading="lazy" decoding="async" />
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <a href={localePath(locale, productPath(product))}>{product.name[locale]}</a>
        </Heading>
        <p className="product-card-text clamp-3">{product.description[locale]}</p>
        <span className="product-card-more" aria-hidden="true">
          {m.catalogue_card_more({}, { locale })}
        </span>
      </div>
      <WishButton item={productWishItem(product)} name={product.name[locale]} className="product-card-heart" />
    </li>
  );
}
