import { SIZE_FINDER_PATH } from '@features/size-finder';
import { Island } from '@platform/islands/Island';
import SiteNav, { type NavItem } from './site-nav.island';
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
import * as m from '@platform/i18n/paraglide/messages/_index.js';

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
 * The header on every page: logo, then islands, each woken by the visitor's first touch: the one
 * navigation (from 1024 px the header's row, with the products mega menu: APG disclosure
 * navigation; below, a panel the menu button opens, with its own search: APG modal dialog), the
 * product search with suggestions (APG combobox), and the quote's and wishlist's links with their
 * counts (woken only when there is something to count). Without JavaScript the menus open with CSS
 * on hover and focus, the panel opens as the browser's popover, and search is a plain GET form to /search.
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
  // The header's search boxes start on use, so a visitor who never searches never fetches their module
  // (decision 099). The panel's is an island of its own in the menu's slot, started as the menu focuses
  // it on opening: the menu, live once the page is idle, does not carry it, and its button does not start it.
  const searchBox = (id: string, placeholder: string) => (
    <Island of={SearchBox} props={{ id, className: id, placeholder, maxLength: MAX_QUERY_LENGTH, header: true }} load="use" />
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
        {/* The one navigation: the header's row from 1024 px; below, the panel the menu button opens, a popover
            the browser opens, slides in and closes, its events meeting no React root. Closed, it stays laid out,
            unseen (client/styles/shell.css). The island is what it holds. */}
        <div id="drawer" className="drawer" popover="auto">
          <Island
            of={SiteNav}
            props={{ title: site.name, items }}
            slots={{ mega: megaMenu, search: searchBox('search-mobile', m.shell_search_placeholder_short({}, { locale })) }}
            load="interaction"
          />
        </div>
        {searchBox('search-desktop', m.shell_search_placeholder({}, { locale }))}
        <Island of={QuoteBadge} props={path === '/quote' ? { current: 'page' } : {}} load="quote" />
        <Island of={WishBadge} props={path === '/wishlist' ? { current: 'page' } : {}} load="wishlist" />
        {switcher}
        {/* The menu button is plain HTML, a popover invoker outside the island: the browser opens
            the menu on a tap, before and without any script, and the tap meets no React root on
            its way (client/entry.ts starts the island on it all the same). The browser itself
            tells assistive technology whether the menu is open. */}
        <button type="button" className="drawer-toggle" aria-label={m.shell_menu_open({}, { locale })} popoverTarget="drawer">
          <Icon name="menu" size={26} />
        </button>
      </div>
    </header>
  );
}
