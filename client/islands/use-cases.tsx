import { useEffect, useRef, useState } from 'react';
import { island } from '../lib/island';
import { parseUseCaseFilter, USE_CASE_FILTERS, useCaseMatches, type UseCaseFilter, type UseCaseKind } from '../../src/catalogue/use-cases';

export interface UseCasesProps {
  items: Array<{ name: string; kind: UseCaseKind }>;
  /** The product page's address: without JavaScript the form asks it to filter. */
  path: string;
  /** What the visitor sent without JavaScript (`?uses=` and `?kind=`). */
  query: string;
  filter: UseCaseFilter;
}

/**
 * Applications / Use Cases with a search box and a food / non-food choice. Without JavaScript the
 * controls are a GET form answered by the server; in the browser the list follows what the
 * visitor types or chooses, and the count is announced.
 */
export default island('use-cases', function UseCases({ items, path, ...sent }: UseCasesProps) {
  const [{ query, filter }, setChoice] = useState({ query: sent.query, filter: sent.filter });
  const form = useRef<HTMLFormElement>(null);
  const read = () => {
    const data = new FormData(form.current!);
    setChoice({ query: String(data.get('uses') ?? ''), filter: parseUseCaseFilter(data.get('kind') as string | null) });
  };
  // What was typed or chosen before the island started counts too.
  useEffect(read, []);
  const shown = items.filter((u) => useCaseMatches(u, query, filter)).length;
  return (
    <div className="usecases">
      <form
        ref={form}
        className="usecases-controls"
        method="get"
        action={`${path}#use-cases`}
        role="search"
        aria-label="Filter use cases"
        onChange={read}
        onSubmit={(e) => { e.preventDefault(); read(); }}
      >
        <div className="usecases-search">
          <label htmlFor="uc-query">Search uses</label>
          <input id="uc-query" name="uses" type="search" defaultValue={sent.query} placeholder="e.g. coffee, spices" maxLength={40} autoComplete="off" />
        </div>
        <fieldset className="usecases-kind">
          <legend>Show</legend>
          <div className="chip-radios">
            {USE_CASE_FILTERS.map((f) => (
              <label key={f.value} className="chip-radio">
                <input type="radio" name="kind" value={f.value} defaultChecked={f.value === sent.filter} />
                <span>{f.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* Filters as the visitor types; Apply stays (Enter, and a tap after typing on a phone) so nothing moves when the island starts. */}
        <button type="submit" className="btn btn-primary usecases-apply">Apply</button>
      </form>
      <p className="usecases-count" role="status" data-uc-count="">
        {`Showing ${shown} of ${items.length} uses`}
      </p>
      <ul className="usecases-list">
        {items.map((u) => (
          <li key={u.name} data-name={u.name} data-kind={u.kind} hidden={!useCaseMatches(u, query, filter)}>
            <span className={`uc-tag uc-${u.kind}`}>{u.kind === 'food' ? 'Food' : 'Non-food'}</span>
            {u.name}
          </li>
        ))}
      </ul>
      <p className="usecases-empty" data-uc-empty="" hidden={shown > 0}>
        No listed use matches. Our pouches suit many more products: <a href="/contactus">ask us about yours</a>.
      </p>
    </div>
  );
});
