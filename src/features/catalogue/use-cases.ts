/**
 * The Applications / Use Cases filter: a text search and a food / non-food choice. Shared by the
 * server (the filter works as a plain GET form without JavaScript) and the `use-cases` island.
 */
export type UseCaseKind = 'food' | 'non-food';
export type UseCaseFilter = 'all' | UseCaseKind;

/** The filter's choices, in order; each language names them (messages/catalogue). */
export const USE_CASE_FILTERS: readonly UseCaseFilter[] = ['all', 'food', 'non-food'];

/** Anything other than a known filter reads as "all". */
export const parseUseCaseFilter = (raw: string | null | undefined): UseCaseFilter => (raw === 'food' || raw === 'non-food' ? raw : 'all');

/** Case-insensitive substring match on the name, and the kind when a filter is chosen. */
export function useCaseMatches(item: { name: string; kind: UseCaseKind }, query: string, filter: UseCaseFilter): boolean {
  const q = query.trim().toLowerCase();
  return (filter === 'all' || item.kind === filter) && (q === '' || item.name.toLowerCase().includes(q));
}
