import { SIZE_FINDER_PATH } from '@features/size-finder';
import { Island } from '@platform/islands/Island';
import MainNav, { type NavItem } from './main-nav.island';
import MobileNav from './mobile-nav.island';
import ToTop from './to-top.island';
import { Icon } from '@platform/ui/Icon';
import { SearchBoxIsland as SearchBox } from '@features/search/index.server';
import { WishBadgeIsland as WishBadge } from '@features/quote-and-wishlist/index.server';
import { QuoteBadgeIsland as QuoteBadge } from '@features/quote-and-wishlist/index.server';
import { site } from '@platform/content/site';
import { mainNav } from './nav';
import { productImage, productPath, products } from '@features/catalogue';
import { MAX_QUERY_LENGTH } from '@features/search';
import type { ReactNode } from 'react';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import { m } from '@platform/i18n/paraglide/messages.js';

/**
 * `page` on the link to the page being shown; `true` on the entry whose section holds it
 * (Our Products on a product page), as the APG navigation examples mark them.
 */
function currentMark(href: string, path: string, sections: readonly string[] = []): 'page' | 'true' | undefined {
  if (href === path) return 'page';
  if (href === '/') return undefined;
  return [href, ...sections].some((prefix) => path.startsWith(`${prefix}/`) || path === prefix) ? 'true' : undefined;
}

/**
 * The header on every page: logo, then four islands, each woken by the visitor's first touch:
 * the main navigation with the products mega menu (APG disclosure navigation), the product search
 * with suggestions (APG combobox), the wishlist link with its count (woken only when there is
 * something to count), and the phone menu (APG modal dialog) with its own search. Without
 * JavaScript the menus open with CSS on hover and focus, and search is a plain GET form to /search.
 */
export function Header({ path, switcher }: { path: string; switcher: ReactNode }) {
  const locale = useLocale();
  const href = (p: string) => localePath(locale, p);
  // Marks compare English paths (the page's `path` is English); the links carry the page's language.
  const link = (label: string, to: string, sections?: readonly string[]) => {
    const mark = currentMark(to, path, sections);
    return { label, href: href(to), ...(mark && { current: mark }) };
  };
  const items: NavItem[] = mainNav.map((item) => ({ ...link(item.label[locale], item.href, item.sections), ...(item.megaMenu && { mega: true }) }));
  const current = (href: string) => currentMark(href, path);
  const allProducts = mainNav.find((item) => item.megaMenu)?.href ?? '/ourproducts';
  const megaMenu = (
    <>
      <ul className="mega-grid">
        {products.map((p) => (
          <li key={p.slug}>
            <a href={href(productPath(p))} aria-current={current(productPath(p))}>
              <img src={productImage(p)} width="48" height="58" alt="" loading="lazy" />
              <span>{p.menuLabel[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mega-links">
        <a className="mega-all" href={href(allProducts)}>
          {m.shell_view_all_products({}, { locale })} <span aria-hidden="true">→</span>
        </a>
        <a className="mega-all" href={href(SIZE_FINDER_PATH)} aria-current={current(SIZE_FINDER_PATH)}>
          {m.shell_size_finder_mega({}, { locale })} <span aria-hidden="true">→</span>
        </a>
      </p>
    </>
  );
  const productLinks = [...products.map((p) => link(p.menuLabel[locale], productPath(p))), link(m.shell_size_finder_link({}, { locale }), SIZE_FINDER_PATH)];
  // The phone menu's list of product pages, shown under its products entry (src/features/shell/mobile-nav.island.tsx).
  const drawerProducts = (
    <ul id="drawer-products" className="drawer-sub">
      {productLinks.map((p) => (
        <li key={p.href}>
          <a href={p.href} aria-current={p.current}>
            {p.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <header className="site-header">
      <div className="header-inner container">
        {/* Named by its label, not its text: past 300 px of scroll the name yields its place to the back-to-top button. */}
        <a className="logo" href={href('/')} aria-label={site.name}>
          <img src="/logo.svg" width="40" height="40" alt="" />
          <span>{site.name}</span>
        </a>
        {/* Past 300 px of scroll it takes the brand name's place in the header, which stays at the top of the screen: it covers nothing there and moves nothing (decisions 074, 077). */}
        <Island of={ToTop} props={{}} load="interaction" />
        <Island of={MainNav} props={{ items }} slots={{ mega: megaMenu }} load="interaction" />
        <Island
          of={SearchBox}
          props={{
            id: 'search-desktop',
            className: 'search-desktop',
            placeholder: m.shell_search_placeholder({}, { locale }),
            maxLength: MAX_QUERY_LENGTH,
            header: true,
          }}
          load="interaction"
        />
        <Island of={QuoteBadge} props={path === '/quote' ? { current: 'page' } : {}} load="quote" />
        <Island of={WishBadge} props={path === '/wishlist' ? { current: 'page' } : {}} load="wishlist" />
        {switcher}
        <div className="mobile-nav">
          {/* The menu button is plain HTML, a popover invoker outside the island: the browser opens
              the menu on a tap, before and without any script, and the tap meets no React root on
              its way (client/entry.ts starts the island on it all the same). The browser itself
              tells assistive technology whether the menu is open. */}
          <button type="button" className="drawer-toggle" aria-label={m.shell_menu_open({}, { locale })} popoverTarget="drawer">
            <Icon name="menu" size={26} />
          </button>
          {/* The panel is plain HTML too, a popover the browser opens, slides in and closes: its
              events (beforetoggle, transitionrun …) meet no React root either. The island is
              what it holds. Closed, it stays laid out, unseen (client/styles/shell.css). */}
          <div id="drawer" className="drawer" popover="auto" role="dialog" aria-label={m.shell_menu_label({}, { locale })}>
            <Island of={MobileNav} props={{ title: site.name, items, maxQuery: MAX_QUERY_LENGTH }} slots={{ products: drawerProducts }} load="interaction" />
          </div>
        </div>
      </div>
    </header>
  );
}
