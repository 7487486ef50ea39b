// The link crawler: starts at / and the sitemap, follows every internal link and form, fetches
// every resource a page names, and reports what does not end in 200, links that lead nowhere
// (`href="#"`, empty, `javascript:`, a `#fragment` with no such id) and anything a page would
// request from another host.
import { ids, startTags } from './html.mjs';

const RESOURCE_ATTRS = {
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'],
};
// <link> relations the browser fetches on its own; others (canonical, alternate) are links.
const FETCHED_LINK_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'prefetch', 'manifest', 'apple-touch-icon', 'mask-icon']);

const srcsetUrls = (value) =>
  value
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);

/** Everything a page points at: links to follow, resources it loads, and link problems found in the markup. */
export function readPage(html) {
  const links = [];
  const resources = [];
  const problems = [];
  const pageIds = ids(html);
  // <template> content is inert: its links get their addresses when a script clones them.
  const live = html.replace(/<template\b[\s\S]*?<\/template>/gi, '');
  for (const { name, attrs } of startTags(live)) {
    if ((name === 'a' || name === 'area') && 'href' in attrs) {
      const href = attrs.href.trim();
      if (href === '' || href === '#') problems.push(`<${name}> with href="${attrs.href}"`);
      else if (/^javascript:/i.test(href)) problems.push(`<${name}> with a javascript: href`);
      else if (href.startsWith('#')) {
        if (!pageIds.has(decodeURIComponent(href.slice(1)))) problems.push(`<${name} href="${href}"> names no element on the page`);
      } else links.push(href);
    } else if ((name === 'a' || name === 'area') && !('href' in attrs)) {
      // An anchor without href is a placeholder, not a link; allowed only when it names itself (id).
      if (!attrs.id && !attrs.name) problems.push(`<${name}> without href`);
    }
    if (name === 'form' && (attrs.method ?? 'get').toLowerCase() === 'get' && attrs.action) links.push(attrs.action);
    if (name === 'link' && attrs.href) {
      const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rels.some((r) => FETCHED_LINK_RELS.has(r))) resources.push(attrs.href);
      else if (rels.includes('canonical')) links.push(attrs.href);
    }
    for (const attr of RESOURCE_ATTRS[name] ?? []) {
      if (!attrs[attr]) continue;
      if (attr === 'srcset') resources.push(...srcsetUrls(attrs[attr]));
      else resources.push(attrs[attr]);
    }
    if (attrs.style && /url\(/i.test(attrs.style)) {
      for (const m of attrs.style.matchAll(/url\(\s*['"]?([^'")]+)/gi)) resources.push(m[1]);
    }
  }
  return { links, resources, problems };
}

const SKIPPED_SCHEMES = /^(mailto|tel|sms|whatsapp):/i;

/**
 * Crawls the site at `base` (e.g. http://127.0.0.1:8841). `siteOrigins` are other origins that
 * mean this site (the canonical https origin in links and canonical tags). Returns every page
 * and resource reached with its final status, and the problems found.
 */
export async function crawl(base, { seeds = ['/'], siteOrigins = [], maxUrls = 3000, concurrency = 4 } = {}) {
  const local = new URL(base).origin;
  const ours = new Set([local, ...siteOrigins]);
  /** @type {Map<string, {kind: 'page'|'resource', status?: number, final?: string, chain?: string[], type?: string, html?: string, from: Set<string>}>} */
  const urls = new Map();
  const problems = [];
  const external = new Map();
  const queue = [];

  const internalPath = (raw, from) => {
    let url;
    try {
      url = new URL(raw, local + from);
    } catch {
      problems.push({ page: from, problem: `unreadable address "${raw}"` });
      return null;
    }
    if (!/^https?:$/.test(url.protocol)) return null;
    if (!ours.has(url.origin)) return { foreign: url.href };
    return { path: url.pathname + url.search };
  };

  const add = (path, kind, from) => {
    const known = urls.get(path);
    if (known) {
      known.from.add(from);
      if (kind === 'page' && known.kind === 'resource') known.kind = 'page';
      return;
    }
    if (urls.size >= maxUrls) {
      problems.push({ page: from, problem: `crawl stopped at ${maxUrls} addresses; ${path} not checked` });
      return;
    }
    urls.set(path, { kind, from: new Set([from]) });
    queue.push(path);
  };

  const visit = async (path) => {
    const entry = urls.get(path);
    const chain = [path];
    let res;
    let current = path;
    for (let hop = 0; hop < 6; hop++) {
      res = await fetch(local + current, { redirect: 'manual', headers: { accept: entry.kind === 'page' ? 'text/html' : '*/*' } });
      if (res.status < 300 || res.status >= 400) break;
      const target = internalPath(res.headers.get('location') ?? '', current);
      await res.arrayBuffer();
      if (!target) break;
      if (target.foreign) {
        problems.push({ page: path, problem: `redirects to another host: ${target.foreign}` });
        res = null;
        break;
      }
      current = target.path;
      chain.push(current);
    }
    entry.chain = chain;
    entry.final = current;
    entry.status = res?.status ?? 0;
    entry.type = res?.headers.get('content-type') ?? '';
    entry.cacheControl = res?.headers.get('cache-control') ?? '';
    if (!res) return;
    if (entry.kind === 'page' && entry.status === 200 && entry.type.startsWith('text/html')) {
      entry.html = await res.text();
      const { links, resources, problems: found } = readPage(entry.html);
      for (const problem of found) problems.push({ page: current, problem });
      for (const href of links) {
        if (SKIPPED_SCHEMES.test(href)) continue;
        const target = internalPath(href, current);
        if (!target) continue;
        if (target.foreign) external.set(target.foreign, current);
        else add(target.path, target.path.startsWith('/build/') ? 'resource' : 'page', current);
      }
      for (const src of resources) {
        const target = internalPath(src, current);
        if (!target) continue;
        if (target.foreign) problems.push({ page: current, problem: `requests another host: ${target.foreign}` });
        else add(target.path, 'resource', current);
      }
    } else {
      await res.arrayBuffer();
    }
  };

  for (const seed of seeds) add(seed, 'page', '(start)');
  let active = 0;
  await new Promise((resolve) => {
    const pump = () => {
      if (!queue.length && !active) return resolve();
      while (active < concurrency && queue.length) {
        const path = queue.shift();
        active++;
        visit(path)
          .catch((error) => {
            urls.get(path).status ??= 0;
            problems.push({ page: path, problem: `could not be fetched: ${error.message}` });
          })
          .finally(() => {
            active--;
            pump();
          });
      }
    };
    pump();
  });

  for (const [path, entry] of urls) {
    // Hashed build files may be kept for ever; anything less makes every view revalidate them.
    if (entry.status === 200 && path.startsWith('/build/assets/') && !/\bimmutable\b/.test(entry.cacheControl)) {
      problems.push({ page: [...entry.from][0], problem: `${path} is not marked immutable (Cache-Control: ${entry.cacheControl || 'none'})` });
    }
    if (entry.status === 200) continue;
    const via = entry.chain?.length > 1 ? ` (via ${entry.chain.join(' → ')})` : '';
    problems.push({ page: [...entry.from].slice(0, 3).join(', '), problem: `${path} answers ${entry.status}${via}` });
  }
  const pages = [...urls].filter(([, e]) => e.kind === 'page' && e.html).map(([path, e]) => ({ path, final: e.final, html: e.html }));
  return { urls, pages, problems, external: [...external.keys()].sort() };
}

/** Paths listed in sitemap.xml, whatever origin its absolute addresses name. */
export async function sitemapPaths(base) {
  const res = await fetch(`${base}/sitemap.xml`);
  if (!res.ok) return { paths: [], origins: [] };
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')));
  return { paths: locs.map((u) => u.pathname + u.search), origins: [...new Set(locs.map((u) => u.origin))] };
}
