import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IslandIcon } from '@platform/ui/island-icon';
import { searchPath } from '@platform/ui/paths';
import { useCloseOnLeave } from '@client/lib/close-on-leave';
import { useLocale } from '@platform/i18n/locale';
import { localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface Suggestion {
  name: string;
  image: string;
  link: string;
  isVariant: boolean;
}
export interface Suggestions {
  total: number;
  items: Suggestion[];
  corrected?: string;
}

export const SUGGEST_DELAY_MS = 150;

export interface SearchBoxProps {
  /** The input's id; the listbox and its options take ids from it. */
  id: string;
  className: string;
  placeholder: string;
  maxLength: number;
  /** The query already searched for (the results page). */
  defaultValue?: string;
  /**
   * The header's rules: the text is trimmed, blank text does nothing, otherwise the box
   * is cleared, menus close and the browser goes to /search?query=…. Without them (the results
   * page) the form submits as a plain GET.
   */
  header?: boolean;
}

const resultsHref = (locale: Locale, query: string) => `${localePath(locale, '/search')}?query=${encodeURIComponent(query)}`;

/**
 * A search box with suggestions as you type: the APG combobox with a listbox popup (list
 * autocomplete). After a short pause the box asks /api/search for up to 6 products and sizes
 * and lists them with thumbnails.
 * - ArrowDown / ArrowUp move the highlight (wrapping; aria-activedescendant, focus stays in the box);
 * - Enter opens the highlighted suggestion; with nothing highlighted the form submits;
 * - Escape closes the list (and only the list, not the menu around it); so do Tab and leaving;
 * - a click opens a suggestion.
 * A failed request just shows nothing: suggestions are a help, never in the way. Until the
 * browser runs it, and without JavaScript, it is a plain GET form to /search, so the combobox
 * roles are added only once it is live (after hydration, which renders the server's HTML).
 */
export function SearchBox({ id, className, placeholder, maxLength, defaultValue, header }: SearchBoxProps) {
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const optionEls = useRef<Array<HTMLAnchorElement | null>>([]);
  const [live, setLive] = useState(false);
  const [found, setFound] = useState<(Suggestions & { query: string }) | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  const listId = `${id}-list`;
  const items = found?.items ?? [];

  const show = (next: boolean) => {
    setOpen(next);
    setActive(-1);
  };
  const stop = () => {
    clearTimeout(timer.current);
    pending.current?.abort();
    show(false);
  };

  const ask = () => {
    const query = input.current!.value.trim();
    if (!query) return stop();
    pending.current?.abort();
    const controller = (pending.current = new AbortController());
    fetch(`/api/search?query=${encodeURIComponent(query)}&locale=${locale}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<Suggestions>) : Promise.reject(new Error(String(r.status)))))
      .then((body) => {
        if (document.activeElement !== input.current) return;
        setFound({ ...body, query });
        show(body.items.length > 0);
      })
      .catch(() => {
        if (!controller.signal.aborted) show(false);
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once: `ask` only touches refs and state setters
  useEffect(() => {
    setLive(true);
    // Text typed before the box came alive still gets its suggestions.
    if (document.activeElement === input.current && input.current!.value.trim()) ask();
    return () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    };
  }, []);
  useCloseOnLeave(stop);

  useEffect(() => {
    if (active >= 0) optionEls.current[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open && (!count || e.currentTarget.value.trim() !== found?.query)) return ask();
      const down = e.key === 'ArrowDown';
      const from = open ? active : -1;
      setOpen(true);
      setActive(from < 0 ? (down ? 0 : count - 1) : (from + (down ? 1 : count - 1)) % count);
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      location.assign(items[active]!.link);
    } else if (e.key === 'Escape' && open) {
      // The list closes; the menu or drawer around the box stays open.
      e.preventDefault();
      e.stopPropagation();
      show(false);
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    stop();
    if (!header) return;
    e.preventDefault();
    const query = input.current!.value.trim();
    if (!query) return;
    input.current!.value = '';
    // The menus close, the panel around this box among them (src/features/shell/site-nav.island.tsx).
    dispatchEvent(new Event('closemenus'));
    location.assign(resultsHref(locale, query));
  };

  const total = found?.total ?? 0;
  const l = { locale };
  return (
    <form
      className={`search ${className}`}
      role="search"
      action={localePath(locale, '/search')}
      method="get"
      aria-label={header ? m.shell_search_form({}, l) : undefined}
      onSubmit={onSubmit}
    >
      <label className="visually-hidden" htmlFor={id}>
        {m.shell_search_label({}, l)}
      </label>
      <input
        ref={input}
        id={id}
        name="query"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        defaultValue={defaultValue}
        {...(live && {
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-controls': listId,
          'aria-expanded': open,
          'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
        })}
        onInput={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(ask, SUGGEST_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        onBlur={stop}
      />
      <button type="submit" aria-label={m.shell_search_button({}, l)}>
        <IslandIcon d={searchPath} size={18} />
      </button>
      {/* A press on the list keeps focus in the box, so the click that follows lands on the option. */}
      <div className="suggest" hidden={!open} onMouseDown={(e) => e.preventDefault()}>
        {found?.corrected && (
          <p className="suggest-note">
            {m.shell_showing_for({}, l)} <strong>{found.corrected}</strong>
          </p>
        )}
        <div className="suggest-list" role="listbox" id={listId} aria-label={m.shell_suggestions({}, l)}>
          {open &&
            items.map((item, i) => (
              <a
                key={item.link}
                ref={(el) => {
                  optionEls.current[i] = el;
                }}
                className="suggest-opt"
                role="option"
                id={`${listId}-${i}`}
                href={item.link}
                tabIndex={-1}
                aria-selected={i === active || undefined}
              >
                <img src={item.image} width="40" height="48" alt="" />
                <span className="suggest-name">{item.name}</span>
                <span className="suggest-kind">{item.isVariant ? m.shell_kind_size({}, l) : m.shell_kind_product({}, l)}</span>
              </a>
            ))}
        </div>
        <a className="suggest-all" href={found ? resultsHref(locale, found.query) : localePath(locale, '/search')}>
          {found ? m.shell_see_all_count({ count: total }, l) : m.shell_see_all({}, l)}
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {found && (total ? m.shell_results_shown({ count: total, shown: items.length }, l) : m.shell_no_match({}, l))}
      </p>
    </form>
  );
}
