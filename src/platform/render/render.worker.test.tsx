import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { documentRenderer, renderPage } from './render';
import { Document } from '@features/shell/index.server';

function Broken(): never {
  throw new Error('this section cannot be rendered');
}

/** The site's renderer on a small app whose one page fails while React renders it. */
const app = new Hono();
app.use(documentRenderer(Document));
app.get('/broken', (c) =>
  renderPage(c, {
    meta: { title: 'Broken', description: 'A page that fails.', path: '/broken' },
    body: (
      <section>
        <h1>Never shown</h1>
        <Broken />
      </section>
    ),
  }),
);
app.get('/gone', (c) => renderPage(c, { meta: { title: 'Gone', description: 'A page that is gone.', path: '/gone' }, status: 404, body: <p>Gone</p> }));

describe('documents through @hono/react-renderer', () => {
  it('keeps the header, footer and a way on when a page fails while it renders, with no inline script', async () => {
    const res = await app.request('/broken');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Sorry, this page could not be shown.');
    expect(html).toContain('<a href="/">home page</a>');
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    expect(html).not.toContain('Never shown');
    expect(html).not.toMatch(/<script(?![^>]*(\bsrc=|application\/ld\+json))[^>]*>/);
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it('sends the status and cache policy the page decides, before the first byte', async () => {
    const res = await app.request('/gone');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toContain('max-age=');
    expect(await res.text()).toContain('<title>Gone | PrintPouch</title>');
  });
});
