import { useEffect, useRef, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { parseUseCaseFilter, USE_CASE_FILTERS, useCaseMatches, type UseCaseFilter, type UseCaseKind } from './use-cases';
import { useLocale } from '@platform/i18n/locale';
import { rich } from '@platform/i18n/rich';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const FILTER_LABEL = { all: m.catalogue_uses_all, food: m.catalogue_uses_food, 'non-food': m.catalogue_uses_non_food } as const;

export interface UseCasesProps {
  /** Each use named in the page's language. */
  items: Array<{ name: string; kind: UseCaseKind }>;
  /** The product page's address (in the page's language): without JavaScript the form asks it to filter. */
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
  const locale = useLocale();
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
        aria-label={m.catalogue_uses_filter({}, { locale })}
        onChange={read}
        onSubmit={(e) => {
          e.preventDefault();
          read();
        }}
      >
        <div className="usecases-search">
          <label htmlFor="uc-query">{m.catalogue_uses_search({}, { locale })}</label>
          <input
            id="uc-query"
            name="uses"
            type="search"
            defaultValue={sent.query}
            placeholder={m.catalogue_uses_placeholder({}, { locale })}
            maxLength={40}
            autoComplete="off"
          />
        </div>
        <fieldset className="usecases-kind">
          <legend>{m.catalogue_uses_show({}, { locale })}</legend>
          <div className="chip-radios">
            {USE_CASE_FILTERS.map((f) => (
              <label key={f} className="chip-radio">
                <input type="radio" name="kind" value={f} defaultChecked={f === sent.filter} />
                <span>{FILTER_LABEL[f]({}, { locale })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* Filters as the visitor types; Apply stays (Enter, and a tap after typing on a phone) so nothing moves when the island starts. */}
        <button type="submit" className="btn btn-primary usecases-apply">
          {m.catalogue_uses_apply({}, { locale })}
        </button>
      </form>
      <p className="usecases-count" role="status" data-uc-count="">
        {m.catalogue_uses_count({ shown, total: items.length }, { locale })}
      </p>
      <ul className="usecases-list">
        {items.map((u) => (
          <li key={u.name} data-name={u.name} data-kind={u.kind} hidden={!useCaseMatches(u, query, filter)}>
            <span className={`uc-tag uc-${u.kind}`}>{FILTER_LABEL[u.kind]({}, { locale })}</span>
            {u.name}
          </li>
        ))}
      </ul>
      <p className="usecases-empty" data-uc-empty="" hidden={shown > 0}>
        {rich((p) => m.catalogue_uses_none(p, { locale }), {
          link: <a href={localePath(locale, '/contactus')}>{m.catalogue_uses_none_link({}, { locale })}</a>,
        })}
      </p>
    </div>
  );
});
