import { Icon } from './Icon';
import { islandAttrs } from './Island';
import { SearchSuggestTemplate } from './SearchSuggest';
import { site } from '../content/site';
import { mainNav } from '../content/shell';
import { productImage, productPath, products } from '../content/products';

/**
 * `page` on the link to the page being shown; `true` on the entry whose section holds it
 * (Our Products on a product page), as the APG navigation examples mark them.
 */
function currentMark(href: string, path: string, sections: readonly string[] = []): 'page' | 'true' | undefined {
  if (href === path) return 'page';
  if (href === '/') return undefined;
  return [href, ...sections].some((prefix) => path.startsWith(`${prefix}/`) || path === prefix) ? 'true' : undefined;
}

function SearchForm({ id, className, placeholder }: { id: string; className: string; placeholder: string }) {
  return (
    <form className={`search ${className}`} role="search" action="/search" method="get" data-search="" {...islandAttrs('search', undefined, 'interaction')} aria-label="Site search">
      <label className="visually-hidden" htmlFor={id}>Search products</label>
      <input id={id} name="query" type="search" placeholder={placeholder} autoComplete="off" maxLength={100} />
      <button type="submit" aria-label="Search"><Icon name="search" size={18} /></button>
      <SearchSuggestTemplate inputId={id} />
    </form>
  );
}

/**
 * The header on every page: logo, main navigation with the products mega menu (APG disclosure
 * navigation), product search, wishlist heart with its count, and the mobile slide-in menu
 * (APG modal dialog). The `header` island makes it interactive; without JavaScript the menus
 * open with CSS on hover and focus, and search is a plain GET form to /search.
 */
export function Header({ path }: { path: string }) {
  const current = (href: string, sections?: readonly string[]) => currentMark(href, path, sections);
  return (
    <header className="site-header" {...islandAttrs('header')}>
      <div className="header-inner container">
        <a className="logo" href="/">
          <img src="/logo.svg" width="40" height="40" alt="" />
          <span>{site.name}</span>
        </a>
        <nav className="nav-desktop" aria-label="Main">
          <ul className="nav-list">
            {mainNav.map((item) => (
              <li key={item.href} className={item.megaMenu ? 'has-mega' : undefined} data-mega={item.megaMenu ? '' : undefined}>
                <a href={item.href} aria-current={current(item.href, item.sections)}>{item.label}</a>
                {item.megaMenu && (
                  <>
                    <button type="button" className="mega-toggle" aria-expanded="false" aria-controls="mega-menu" aria-label={`${item.label} menu`}>
                      <Icon name="chevron" size={16} />
                    </button>
                    <div id="mega-menu" className="mega">
                      <ul className="mega-grid">
                        {products.map((p) => (
                          <li key={p.slug}>
                            <a href={productPath(p)} aria-current={current(productPath(p))}>
                              <img src={productImage(p)} width="48" height="58" alt="" loading="lazy" />
                              <span>{p.menuLabel}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                      <a className="mega-all" href={item.href}>View all products <span aria-hidden="true">→</span></a>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm id="search-desktop" className="search-desktop" placeholder="Search for products..." />
        <a className="wish-link" href="/wishlist" aria-label="Wishlist" aria-current={current('/wishlist')} data-wish-link="">
          <Icon name="heart" size={24} />
          <span className="badge" aria-hidden="true" data-wish-count="" hidden />
        </a>
        <div className="mobile-nav">
          <button type="button" className="drawer-toggle" aria-expanded="false" aria-controls="drawer" aria-label="Open menu">
            <Icon name="menu" size={26} />
          </button>
          <div className="drawer-backdrop" />
          <div id="drawer" className="drawer" role="dialog" aria-label="Menu">
            <div className="drawer-head">
              <span className="drawer-title">{site.name}</span>
              <button type="button" className="drawer-close" aria-label="Close menu">
                <Icon name="close" size={24} />
              </button>
            </div>
            <SearchForm id="search-mobile" className="search-mobile" placeholder="Search products..." />
            <nav aria-label="Mobile">
              <ul className="drawer-list">
                {mainNav.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} aria-current={current(item.href, item.sections)}>{item.label}</a>
                    {item.megaMenu && (
                      <>
                        <button type="button" className="sub-toggle" aria-expanded="false" aria-controls="drawer-products" aria-label="Product types">
                          <Icon name="chevron" size={18} />
                        </button>
                        <ul id="drawer-products" className="drawer-sub">
                          {products.map((p) => (
                            <li key={p.slug}><a href={productPath(p)} aria-current={current(productPath(p))}>{p.menuLabel}</a></li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
