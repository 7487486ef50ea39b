/**
 * 'Back to Previous' (spec §2, no-match search): the browser's back, when this tab has a page to
 * go back to. Otherwise, and without JavaScript, the link itself leads on: the server points it
 * at the same-site page the visitor came from, or at the product list.
 */
export function enhance(link: HTMLAnchorElement): void {
  link.addEventListener('click', (e) => {
    const nav = (window as { navigation?: { canGoBack: boolean } }).navigation;
    if (nav ? nav.canGoBack : history.length > 1) {
      e.preventDefault();
      history.back();
    }
  });
}
