import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render } from '../../scripts/glyphs.mjs';

describe('src/features/pages/art/glyphs.ts', () => {
  it('is exactly what scripts/glyphs.mjs writes from the font files', () => {
    expect(readFileSync(new URL('../../src/features/pages/art/glyphs.ts', import.meta.url), 'utf8')).toBe(render());
  });
});
