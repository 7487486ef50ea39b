import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checked, type ContentSchemas } from './checked';

// Every `*.schema.ts` of the site, and the modules beside them: the bundles use content as written
// (src/platform/content/checked.ts), so this is where content its schema refuses fails.
const schemaFiles = import.meta.glob<{ contentSchemas?: ContentSchemas }>(['/src/**/*.schema.ts']);
const modules = import.meta.glob<Record<string, unknown>>([
  '/src/**/*.ts',
  '/src/**/*.tsx',
  '!/src/**/*.schema.ts',
  '!/src/**/*.test.*',
  '!/src/**/*.d.ts',
  '!/src/platform/i18n/paraglide/**',
]);

const siblingOf = (schemaPath: string): string | undefined => {
  const base = schemaPath.replace(/\.schema\.ts$/, '');
  return [`${base}.ts`, `${base}.tsx`].find((path) => path in modules);
};

describe('content checked by its schema where the tests run', () => {
  it('checks each content export named in a schema file against its schema', async () => {
    let count = 0;
    for (const [path, load] of Object.entries(schemaFiles)) {
      const { contentSchemas } = await load();
      if (!contentSchemas) continue;
      const sibling = siblingOf(path);
      expect(sibling, `${path} names content, so a module beside it holds that content`).toBeDefined();
      const content = await modules[sibling!]!();
      for (const [name, schema] of Object.entries(contentSchemas)) {
        expect(content, `${sibling} exports ${name}`).toHaveProperty(name);
        expect(() => checked(schema, content[name]), `${sibling}: ${name}`).not.toThrow();
        count++;
      }
    }
    // The site's content in 2026-12: 41 exports in 21 modules. Fewer means content slipped out of its checks.
    expect(count).toBeGreaterThanOrEqual(41);
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
