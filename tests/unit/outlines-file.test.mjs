import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, renderAdvances } from '../../scripts/outlines.mjs';

describe('src/features/print-templates/outlines.ts and advances.ts', () => {
  it('are exactly what scripts/outlines.mjs writes from the font files', () => {
    expect(readFileSync(new URL('../../src/features/print-templates/outlines.ts', import.meta.url), 'utf8')).toBe(render());
    expect(readFileSync(new URL('../../src/features/print-templates/advances.ts', import.meta.url), 'utf8')).toBe(renderAdvances());
  });
});
