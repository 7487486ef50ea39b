import { island } from '@platform/islands/define-island';
import { AddToQuote } from '@features/quote-and-wishlist';
import { madeFor } from './finder-custom';
import { PouchFill } from './finder-pouch';
import { SizeFinderView } from './size-finder.island';
import type { SizeFinderProps } from './finder-types';

/**
 * The size finder of /size-finder (the view is size-finder.island.tsx's): the answer drawn as the pouch
 * filled to its level, each size it offers can be added to the quote, and a half-empty answer is
 * led by a size made for the product.
 */
export default island('size-finder-page', function SizeFinderPage(props: SizeFinderProps) {
  return <SizeFinderView {...props} AddLine={AddToQuote} Made={madeFor} Pouch={PouchFill} />;
});
