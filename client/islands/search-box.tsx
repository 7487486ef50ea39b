import { island } from '../lib/island';
import { SearchBox, type SearchBoxProps } from '../lib/search-box';

export type { SearchBoxProps };

/** A search box with suggestions (client/lib/search-box.tsx) standing on its own: the header's and the results page's. */
export default island('search-box', (props: Omit<SearchBoxProps, 'onSearch'>) => <SearchBox {...props} />);
