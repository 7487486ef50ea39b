/**
 * Where a form posted without JavaScript lands when the server answers with its errors: the
 * form's action ends in `#enquiry-error`, and the server gives that id to the first thing at fault
 * (a field, the quote's lines, the files, or the message under the button), so the page opens
 * there, below the sticky header (scroll-margin), instead of at its top. The element can take
 * focus (tabindex -1), so the browser focuses it too: the next Tab goes into the field, and a
 * screen reader starts at the error.
 */
export const ERROR_ANCHOR = 'enquiry-error';

export interface ErrorAnchor {
  id: typeof ERROR_ANCHOR;
  tabIndex: -1;
}

export const errorAnchor: ErrorAnchor = { id: ERROR_ANCHOR, tabIndex: -1 };
