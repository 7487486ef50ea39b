import type { Context } from 'hono';

const BASE = 'http://site.invalid';

/**
 * Where a redirect of ours may point: a path on this site, with its query and fragment. Whatever
 * `target` holds — leading slashes or backslashes (`//evil.example`, `/\evil.example`), tabs or
 * line breaks a browser drops, dot segments, another origin — the answer starts with one `/`
 * followed by anything but `/` or `\`, so a browser resolves it against this site's own origin.
 * Encoded forms (`%2F%2F`, `%5C`) stay encoded: a browser never reads them as an authority.
 *
 * @example sameOriginLocation('//evil.example') // '/evil.example'
 * @example sameOriginLocation('/search?query=pouch') // '/search?query=pouch'
 */
export function sameOriginLocation(target: string): string {
  let url: URL;
  try {
    // Slashes, backslashes and what the URL parser strips, at the start, read as the one leading slash.
    url = new URL(target.replace(/^[\s\\/\u0000-\u001f]+/, '/'), BASE);
  } catch {
    return '/';
  }
  const location = `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}${url.hash}`;
  const back = new URL(location, BASE);
  return back.origin === BASE && !/^[/\\]{2}/.test(location) ? location : '/';
}

/**
 * The one way the site answers with a redirect (trailing slash, old link shapes, `?q=`, the form's
 * post-redirect-get): the Location always stays on this site, see `sameOriginLocation`.
 */
export function redirectTo(c: Context, target: string, status: 301 | 302 | 303 | 307 | 308): Response {
  return c.redirect(sameOriginLocation(target), status);
}
