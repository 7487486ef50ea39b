import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every source file of the worker and the client, with its text. */
function sources(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path.includes('paraglide')) continue;
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

describe('the site’s words', () => {
  it('has no message that nothing shows: every key is called somewhere', () => {
    const code = [...sources('src'), ...sources('client')].join('\n');
    const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));
    const unused = [];
    for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
      const keys = Object.keys(JSON.parse(readFileSync(pattern.replace('{locale}', 'en'), 'utf8'))).filter((k) => k !== '$schema');
      for (const key of keys) if (!new RegExp(`\\b${key}\\b`).test(code)) unused.push(`${pattern}: ${key}`);
    }
    expect(unused).toEqual([]);
  });
});
