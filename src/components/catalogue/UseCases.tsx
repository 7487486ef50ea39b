import { Island } from '../Island';
import UseCasesIsland from '../../../client/islands/use-cases';
import type { UseCase } from '../../content/product-pages';
import type { UseCaseFilter } from '../../catalogue/use-cases';

/**
 * Applications / Use Cases: the `use-cases` island. Without JavaScript its controls are a GET
 * form answered by the server (the list arrives filtered, everything shows when nothing is
 * chosen); in the browser it filters as the visitor types, starting on the first touch.
 */
export function UseCases({ items, path, query, filter }: { items: readonly UseCase[]; path: string; query: string; filter: UseCaseFilter }) {
  return (
    <Island
      of={UseCasesIsland}
      props={{ items: items.map(({ name, kind }) => ({ name, kind })), path, query, filter }}
      load="interaction"
    />
  );
}
