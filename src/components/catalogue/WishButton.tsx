import type { WishlistItem } from '../../../client/lib/wishlist';
import { Icon } from '../Icon';

/**
 * A heart that toggles one item in or out of the wishlist (APG toggle button: `aria-pressed`).
 * The `wish-toggle` island on an ancestor wires every such button inside it. The wishlist lives
 * in the browser, so without JavaScript the button is not shown (CSS `scripting: none`); with it,
 * its space is kept (invisible) until the island has read the list, so nothing shifts.
 * `label` shows text beside the heart; without it the heart stands alone with an accessible name.
 */
export function WishButton({ item, label, className = '' }: { item: WishlistItem; label?: string; className?: string }) {
  return (
    <button
      type="button"
      className={`wish-btn ${label ? 'wish-btn-text' : 'wish-btn-icon'} ${className}`.trim()}
      aria-pressed="false"
      aria-label={label ? undefined : `Save ${item.name} to wishlist`}
      data-wish={JSON.stringify(item)}
    >
      <Icon name="heart" size={label ? 20 : 22} />
      {label && <span>{label}</span>}
    </button>
  );
}
