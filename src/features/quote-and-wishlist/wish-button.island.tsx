import { useEffect, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { IslandIcon } from '@platform/ui/island-icon';
import { heartPath } from '@platform/ui/paths';
import { useInWishlist, wishlist, type WishlistItem } from './wishlist-store';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface WishButtonProps {
  item: WishlistItem;
  /** The item's name in the page's language, where it differs from the stored (English) one. */
  name?: string;
  /** Text beside the heart; without it the heart stands alone with an accessible name. */
  label?: string;
  className?: string;
}

/**
 * A heart that toggles one item in or out of the wishlist (APG toggle button: `aria-pressed`),
 * following changes made elsewhere (other hearts, the wishlist page, other tabs). The wishlist
 * lives in the browser, so without JavaScript CSS removes the button. With a stored wishlist its
 * space is kept (invisible) until it shows the true state (`data-ready`), so nothing shifts;
 * with none, the unpressed heart of the server's HTML is already true and shows at once.
 */
export default island('wish-button', function WishButton({ item, name = item.name, label, className = '' }: WishButtonProps) {
  const locale = useLocale();
  const pressed = useInWishlist(item.id);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="button"
      className={`wish-btn ${label ? 'wish-btn-text' : 'wish-btn-icon'} ${className}`.trim()}
      aria-pressed={pressed}
      aria-label={label ? undefined : m.catalogue_wish_save({ name }, { locale })}
      data-ready={ready ? '' : undefined}
      onClick={() => wishlist.toggle(item)}
    >
      <IslandIcon d={heartPath} size={label ? 20 : 22} />
      {label && <span>{label}</span>}
    </button>
  );
});
