import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

describe('the site shell sits in landmarks', () => {
  it('keeps the back-to-top link inside the header (banner), not loose in <body>', async () => {
    const html = await (await exports.default.fetch(new Request('http://localhost/'))).text();
    const header = html.slice(html.indexOf('<header class="site-header"'), html.indexOf('</header>'));
    expect(header).toMatch(/<site-island data-island="to-top"[^>]*><a class="to-top" href="#top"/);
    expect(html.split('class="to-top"')).toHaveLength(2);
  });

  it('names the header search landmarks, so a page with a search form of its own keeps landmarks distinct', async () => {
    const html = await (await exports.default.fetch(new Request('http://localhost/search?query=kraft'))).text();
    const header = [...html.matchAll(/<form class="search search-(?:desktop|mobile)"[^>]*>/g)].map((m) => m[0]);
    expect(header).toHaveLength(2);
    for (const form of header) expect(form).toContain('aria-label="Site search"');
  });
});
