import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checked } from './checked';

// Every module of the site that holds content checked by its schema: the bundles use that content
// as written (src/platform/content/checked.ts), so this is where content its schema refuses fails.
// The compiled words are left out: a type check beside this test may be rewriting them.
const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx', '!/src/**/*.test.*', '!/src/**/*.d.ts', '!/src/platform/i18n/paraglide/**'], {
  query: '?raw',
  import: 'default',
});
const modules = import.meta.glob(['/src/**/*.ts', '/src/**/*.tsx', '!/src/**/*.test.*', '!/src/**/*.d.ts', '!/src/platform/i18n/paraglide/**']);
const holding = async () => {
  const found: string[] = [];
  for (const [path, read] of Object.entries(sources)) if (!path.endsWith('/content/checked.ts') && /\bchecked\(/.test(await read())) found.push(path);
  return found;
};

describe('content checked by its schema where the tests run', () => {
  it('is checked here', () => {
    expect(typeof __CONTENT_CHECKED__).toBe('undefined');
  });

  it('loads every module that holds checked content, each meeting its schema', async () => {
    const paths = await holding();
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) await expect(modules[path]!(), path).resolves.toBeDefined();
  });

  it('refuses content its schema refuses, naming the schema’s complaint', () => {
    expect(() => checked(z.object({ title: z.string().min(5) }), { title: 'Hi' })).toThrow(/too_small|at least|>=5/i);
  });

  it('refuses content its schema would change, since the bundles use it unparsed', () => {
    const withDefault = z.object({ garnish: z.string().default('none') });
    expect(() => checked(withDefault, { garnish: undefined } as never)).toThrow('it differs at .garnish');
    const stripping = z.object({ a: z.number() });
    expect(() => checked(stripping, { a: 1, b: 2 } as never)).toThrow('it differs at .b');
    const trimming = z.array(z.string().trim());
    expect(() => checked(trimming, ['ok', ' padded '])).toThrow('it differs at [1]');
  });

  it('gives the content back as written when it meets its schema', () => {
    const content = { cards: [{ title: 'Kraft pouches' }] };
    expect(checked(z.object({ cards: z.array(z.object({ title: z.string() })) }), content)).toBe(content);
  });
});
