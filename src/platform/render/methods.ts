import type { Context, Hono, NotFoundHandler } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { cachePolicy } from './cache';

/** The methods a route of this site may take, in the order an `Allow` header lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods `path` answers, read from the app's own routes (so a route added is allowed at once):
 * each method with a route of its own that matches the path, and HEAD wherever GET is (Hono answers
 * HEAD with GET's route). Middleware and catch-alls (`use`, `all`) count for nothing.
 *
 * @example allowedMethods(app, '/aboutus') // ['GET', 'HEAD']
 * @example allowedMethods(app, '/contactus') // ['GET', 'HEAD', 'POST']
 */
export function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  const allowed = new Set<string>();
  for (const method of METHODS) {
    if (method === 'HEAD') continue;
    const [matches] = app.router.match(method, path);
    if (matches.some(([[, route]]) => route.method === method)) allowed.add(method);
  }
  if (allowed.has('GET')) allowed.add('HEAD');
  return METHODS.filter((m) => allowed.has(m));
}

export const methodMessages = {
  apiNotFound: 'There is no such address in this API.',
  notAllowed: (method: string, allow: readonly string[]) => `${method.slice(0, 20)} is not allowed at this address: it answers ${allow.join(', ')}.`,
};

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * What answers a request no route took (the app's `notFound`): a method the address does not take
 * gets 405 with `Allow` and one sentence naming the methods it does (pages: `GET, HEAD`; OPTIONS
 * too, as the site answers no CORS preflight); an address of the API that does not exist gets
 * JSON 404 `{ message }`, whatever the method; anything else gets `page` (the home page, marked
 * 404). API answers are JSON, page answers plain text, and neither is stored by any cache.
 */
export function unmatchedRequest(app: Hono<AppEnv>, page: (c: Context<AppEnv>) => Response | Promise<Response>): NotFoundHandler<AppEnv> {
  return (c) => {
    const { method, path } = c.req;
    const api = isApi(path);
    const allow = allowedMethods(app, path);
    if (allow.length && !allow.includes(method.toUpperCase())) {
      const message = methodMessages.notAllowed(method, allow);
      const headers = { allow: allow.join(', '), 'cache-control': cachePolicy.none };
      return api ? c.json({ message }, 405, headers) : c.text(message, 405, headers);
    }
    return api ? c.json({ message: methodMessages.apiNotFound }, 404, { 'cache-control': cachePolicy.none }) : page(c);
  };
}
