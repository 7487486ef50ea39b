import { describe, expect, it } from 'vitest';
import { parseUseCaseFilter, useCaseMatches } from './use-cases';

const coffee = { name: 'Coffee beans', kind: 'food' } as const;
const soap = { name: 'Handmade soaps', kind: 'non-food' } as const;

describe('use case filter', () => {
  it('shows everything with no query and no filter', () => {
    expect([coffee, soap].filter((u) => useCaseMatches(u, '', 'all'))).toHaveLength(2);
  });

  it('filters by kind', () => {
    expect(useCaseMatches(coffee, '', 'food')).toBe(true);
    expect(useCaseMatches(soap, '', 'food')).toBe(false);
    expect(useCaseMatches(soap, '', 'non-food')).toBe(true);
  });

  it('matches the query case-insensitively anywhere in the name, trimmed', () => {
    expect(useCaseMatches(coffee, '  BEAN ', 'all')).toBe(true);
    expect(useCaseMatches(coffee, 'tea', 'all')).toBe(false);
    expect(useCaseMatches(soap, 'soap', 'food')).toBe(false);
  });

  it('reads unknown filter values as all', () => {
    expect(parseUseCaseFilter('food')).toBe('food');
    expect(parseUseCaseFilter('non-food')).toBe('non-food');
    expect(parseUseCaseFilter('<script>')).toBe('all');
    expect(parseUseCaseFilter(undefined)).toBe('all');
  });
});
