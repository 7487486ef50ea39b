import { islandAttrs } from '../Island';
import type { UseCase } from '../../content/product-pages';
import { USE_CASE_FILTERS, useCaseMatches, type UseCaseFilter } from '../../catalogue/use-cases';

/**
 * Applications / Use Cases with a visible search box and a food / non-food choice. Without
 * JavaScript the controls are a GET form answered by the server (the list arrives filtered, and
 * everything shows when nothing is chosen); the `use-cases` island filters as the visitor types.
 */
export function UseCases({ items, path, query, filter }: { items: readonly UseCase[]; path: string; query: string; filter: UseCaseFilter }) {
  const shown = items.filter((u) => useCaseMatches(u, query, filter)).length;
  return (
    <div className="usecases" {...islandAttrs('use-cases', undefined, 'visible')}>
      <form className="usecases-controls" method="get" action={`${path}#use-cases`} role="search" aria-label="Filter use cases">
        <div className="usecases-search">
          <label htmlFor="uc-query">Search uses</label>
          <input id="uc-query" name="uses" type="search" defaultValue={query} placeholder="e.g. coffee, spices" maxLength={40} autoComplete="off" />
        </div>
        <fieldset className="usecases-kind">
          <legend>Show</legend>
          <div className="chip-radios">
            {USE_CASE_FILTERS.map((f) => (
              <label key={f.value} className="chip-radio">
                <input type="radio" name="kind" value={f.value} defaultChecked={f.value === filter} />
                <span>{f.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn btn-primary usecases-apply">Apply</button>
      </form>
      <p className="usecases-count" role="status" data-uc-count="">
        Showing {shown} of {items.length} uses
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
}
