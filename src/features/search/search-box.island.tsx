import { island } from '@platform/islands/define-island';
import { SearchBox, type SearchBoxProps } from './search-box';

export type { SearchBoxProps };

/** A search box with suggestions (src/features/search/search-box.tsx) standing on its own: the header's and the results page's. */
export default island('search-box', (props: SearchBoxProps) => <SearchBox {...props} />);
