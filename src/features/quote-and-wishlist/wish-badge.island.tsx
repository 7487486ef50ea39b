import { island } from '@platform/islands/define-island';
import { IslandIcon } from '@platform/ui/island-icon';
import { heartPath } from '@platform/ui/paths';
import { useWishlist } from './wishlist-store';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface WishBadgeProps {
  /** `page` when the wishlist is the page shown. */
  current?: 'page';
}

/**
 * The header's link to the wishlist with the number of saved items, shown only above 0 and
 * following every change in this tab and others. It starts only when there is something to count
 * (load mode `wishlist`): a stored wishlist, or the first heart pressed.
 */
export default island('wish-badge', function WishBadge({ current }: WishBadgeProps) {
  const count = useWishlist().length;
  const locale = useLocale();
  return (
    <a
      className="wish-link"
      href={localePath(locale, '/wishlist')}
      aria-label={count ? m.shell_wishlist_count({ count }, { locale }) : m.shell_wishlist({}, { locale })}
      aria-current={current}
      data-wish-link=""
    >
      <IslandIcon d={heartPath} size={24} />
      <span className="badge" aria-hidden="true" data-wish-count="" hidden={count === 0}>
        {count || null}
      </span>
    </a>
  );
});
