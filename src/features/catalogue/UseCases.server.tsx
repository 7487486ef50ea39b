import { Island } from '@platform/islands/Island';
import UseCasesIsland from './use-cases.island';
import type { UseCase } from './product-pages';
import type { UseCaseFilter } from './use-cases';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';

/**
 * Applications / Use Cases: the `use-cases` island. Without JavaScript its controls are a GET
 * form answered by the server (the list arrives filtered, everything shows when nothing is
 * chosen); in the browser it filters as the visitor types, starting on the first touch. The uses
 * are named, and searched, in the page's language; `path` is the page's English path.
 */
export function UseCases({ items, path, query, filter }: { items: readonly UseCase[]; path: string; query: string; filter: UseCaseFilter }) {
  const locale = useLocale();
  return (
    <Island
      of={UseCasesIsland}
      props={{ items: items.map(({ name, kind }) => ({ name: name[locale], kind })), path: localePath(locale, path), query, filter }}
      load="interaction"
    />
  );
}
