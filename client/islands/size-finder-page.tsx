import { island } from '../lib/island';
import { AddToQuote } from '../lib/add-to-quote';
import { SizeFinderView, type SizeFinderProps } from './size-finder';

/** The size finder of /size-finder (the view is size-finder.tsx's): each size it offers can be added to the quote. */
export default island('size-finder-page', function SizeFinderPage(props: SizeFinderProps) {
  return <SizeFinderView {...props} AddLine={AddToQuote} />;
});
