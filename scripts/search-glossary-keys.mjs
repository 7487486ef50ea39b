#!/usr/bin/env node
// `node scripts/search-glossary-keys.mjs`: writes src/search/glossary-keys.ts, the phonetic keys of
// the trade glossary (src/i18n/glossary.ts) that the worker's search carries, after the glossary,
// the fillers of src/content/search.ts or the key rules (src/search/indic.ts) change.
// tests/unit/search-across-scripts.test.ts fails until it is run.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport('./src/search/site-glossary.ts', { configFile: false, logLevel: 'warn' });
writeFileSync('src/search/glossary-keys.ts', module.glossaryKeysSource());
console.log('wrote src/search/glossary-keys.ts');
