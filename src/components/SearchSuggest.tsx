/**
 * The markup the `search` island clones to show suggestions under a search box (APG combobox
 * with a listbox popup): the popup with its listbox and a "see all" link, a polite status line
 * for screen readers, and one option. Inert until the island uses it; without JavaScript the
 * form stays a plain GET form to /search.
 * @example <form {...islandAttrs('search', undefined, 'interaction')}><input id="q" …/><SearchSuggestTemplate inputId="q" /></form>
 */
export function SearchSuggestTemplate({ inputId }: { inputId: string }) {
  return (
    <template>
      <div className="suggest" hidden>
        <div className="suggest-list" role="listbox" id={`${inputId}-list`} aria-label="Suggestions" />
        <a className="suggest-all" href="/search">See all results</a>
      </div>
      <p className="visually-hidden" role="status" />
      <a className="suggest-opt" role="option" tabIndex={-1}>
        <span className="suggest-name" />
        <span className="suggest-kind" />
      </a>
    </template>
  );
}
