#!/usr/bin/env node
// `node scripts/search-glossary-keys.mjs`: writes src/features/search/glossary-keys.ts, the phonetic keys of
// the trade glossary (src/features/search/glossary.ts) that the worker's search carries, after the glossary,
// the fillers of src/features/search/suggestions.ts or the key rules (src/features/search/indic.ts) change.
// src/features/search/across-scripts.test.ts fails until it is run.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { aliases } from './lib/aliases.mjs';

const { module } = await runnerImport('./src/features/search/site-glossary.ts', { configFile: false, logLevel: 'warn', resolve: { alias: aliases } });
writeFileSync('src/features/search/glossary-keys.ts', module.glossaryKeysSource());
console.log('wrote src/features/search/glossary-keys.ts');
