import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

describe('the site shell sits in landmarks', () => {
  it('keeps the back-to-top link inside the footer (contentinfo), not loose in <body>', async () => {
    const html = await (await exports.default.fetch(new Request('http://localhost/'))).text();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).toContain('data-to-top=""');
    expect(html.slice(html.indexOf('</footer>'))).not.toContain('data-to-top');
  });
});
