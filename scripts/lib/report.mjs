// Shared bits of the audit and the benchmark: budgets, route matching, tables, verdicts.
import { readFileSync } from 'node:fs';

export const budgets = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8'));

/** Matches a Hono route pattern (`/products/:slug`, `:id{[0-9]+}`, `:x?`) against a path. */
export function patternMatcher(pattern) {
  let source = '';
  for (const part of pattern.split('/').slice(1)) {
    const param = part.match(/^:[\w-]+(?:\{(.+)\})?(\?)?$/);
    const piece = param ? `(${param[1] ?? '[^/]+'})` : part === '*' ? '.*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    source += param?.[2] ? `(?:/${piece})?` : `/${piece}`;
  }
  const re = new RegExp(`^${source || '/'}$`);
  return (path) => re.test(path.split('?')[0]);
}

/**
 * Route patterns guessed from the pages found, for a worker that does not expose its route
 * table: a one-segment path is a route of its own; deeper paths group by first segment and
 * depth (`/products/:1/:2`).
 */
export function inferPatterns(paths) {
  const patterns = paths.map((path) => {
    const parts = path.split('?')[0].split('/').slice(1);
    return parts.length <= 1
      ? `/${parts[0] ?? ''}`
      : `/${parts[0]}${parts
          .slice(1)
          .map((_, i) => `/:${i + 1}`)
          .join('')}`;
  });
  return [...new Set(patterns)];
}

/** The route pattern each path belongs to (first match in table order), or null. */
export function routeOf(patterns) {
  const matchers = patterns.map((p) => [p, patternMatcher(p)]);
  return (path) => matchers.find(([, m]) => m(path))?.[0] ?? null;
}

export const kb = (bytes) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1000).toFixed(1)} KB`);

/** A plain-text table with aligned columns; numbers right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => /^[-\d.,]+( ?[a-zA-Z%×]+)?$|^n\/a$|^—$/.test(String(r[i] ?? ''))));
  const line = (r) => `| ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`, ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/** Collects budget checks and prints the verdict; `exitCode()` is 1 when any failed. */
export class Verdict {
  checks = [];
  check(name, ok, measured, limit) {
    this.checks.push({ name, ok: !!ok, measured, limit });
    return ok;
  }
  print() {
    console.log('\nBudgets (budgets.json)');
    for (const c of this.checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.measured}${c.limit !== undefined ? ` (budget ${c.limit})` : ''}`);
    const failed = this.checks.filter((c) => !c.ok).length;
    console.log(failed ? `\n${failed} of ${this.checks.length} budgets missed` : `\nall ${this.checks.length} budgets met`);
  }
  exitCode() {
    return this.checks.some((c) => !c.ok) ? 1 : 0;
  }
}

/** Command-line flags: `--name value`, `--name=value` or a bare `--name` (true). */
export function flags(argv = process.argv.slice(2)) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i].match(/^--([\w-]+)(?:=(.*))?$/);
    if (!m) continue;
    if (m[2] !== undefined) out[m[1]] = m[2];
    else if (argv[i + 1] && !argv[i + 1].startsWith('--')) out[m[1]] = argv[++i];
    else out[m[1]] = true;
  }
  return out;
}
