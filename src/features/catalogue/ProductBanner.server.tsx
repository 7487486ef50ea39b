import { Island } from '@platform/islands/Island';
import ProductBannerIsland from './product-banner.island';
import type { BannerSlide } from './product-pages';
import { productImage, type Product } from './products';
import { enquiryHref } from '@features/quote-and-wishlist';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The product page banner: the `product-banner` island (APG carousel), with each
 * slide's words and picture handed to it as static content. The first button of each slide opens
 * the enquiry form for this product, the second jumps to the sizes. Renders nothing when there
 * are no slides. At the top of a page (`atTop`, the overview) it rotates in view, so it starts at
 * load and its first picture is fetched first; further down (a size page) it starts as it nears
 * the viewport and its pictures load lazily. A single slide has nothing to do until it is touched.
 */
export function ProductBanner({
  product,
  slides,
  sizesId,
  atTop = true,
}: {
  product: Product;
  slides: readonly BannerSlide[];
  sizesId: string;
  atTop?: boolean;
}) {
  const locale = useLocale();
  if (slides.length === 0) return null;
  const slots = Object.fromEntries(
    slides.map((s, i) => [
      `slide-${i}`,
      <>
        <div className="pbanner-copy">
          <p className="pbanner-title">{s.title[locale]}</p>
          <p className="pbanner-desc">{s.desc[locale]}</p>
          <div className="pbanner-actions">
            <a className="btn btn-accent" href={localePath(locale, enquiryHref({ product: product.slug }))}>
              {s.buttonText1[locale]}
            </a>
            <a className="btn btn-ghost pbanner-ghost" href={`#${sizesId}`}>
              {s.buttonText2[locale]}
            </a>
          </div>
        </div>
        <img
          className="pbanner-art"
          src={productImage(product)}
          width="200"
          height="240"
          alt=""
          {...(atTop ? { fetchPriority: i === 0 ? 'high' : 'low' } : { loading: 'lazy' })}
        />
      </>,
    ]),
  );
  return (
    <Island
      of={ProductBannerIsland}
      props={{
        label: m.catalogue_banner_label({ name: product.menuLabel[locale] }, { locale }),
        slidesId: `banner-${product.slug}`,
        dotLabels: slides.map((s, i) => m.catalogue_banner_dot({ n: i + 1, title: s.title[locale] }, { locale })),
      }}
      slots={slots}
      load={slides.length < 2 ? 'interaction' : atTop ? 'load' : 'visible'}
    />
  );
}
