// The Nu Html Checker (vnu-jar, the W3C validator's engine) on the pages as served.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Errors the checker reports against markup the HTML Standard allows: it does not know yet that
 * `<link rel=expect>` takes `blocking="render"` (html.spec.whatwg.org, "expect" link type), which
 * the document head uses. Matched on the message and the markup both, so nothing else is let by.
 */
const OUTDATED = [
  {
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/,
  },
];
const outdated = (m) => OUTDATED.some((o) => m.message === o.message && o.extract.test(m.extract ?? ''));

/** Checks every page's HTML at once; returns the errors per path (warnings are ignored). */
export function validateHtml(pages, dir = 'dist/audit/html') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const byFile = new Map();
  pages.forEach(({ path, html }, i) => {
    const file = resolve(join(dir, `page-${i}.html`));
    writeFileSync(file, html);
    byFile.set(`file:${file}`, path);
  });
  const r = spawnSync(
    'java',
    ['-Xss8m', '-jar', jar, '--format', 'json', '--errors-only', '--exit-zero-always', ...[...byFile.keys()].map((f) => f.slice(5))],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // It reads every page in seconds; one that has not ended in ten minutes has hung.
      timeout: 600_000,
      killSignal: 'SIGKILL',
    },
  );
  if (r.status !== 0) throw new Error(`the Nu Html Checker failed: ${r.stderr || r.error}`);
  const { messages = [] } = JSON.parse(r.stderr || r.stdout || '{}');
  const errors = new Map(pages.map((p) => [p.path, []]));
  for (const m of messages) {
    if ((m.type !== 'error' && m.type !== 'non-document-error') || outdated(m)) continue;
    const path = byFile.get(m.url) ?? m.url;
    errors.get(path)?.push(`${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 80)}` : ''}`);
  }
  return errors;
}
