import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, baseUrl, hydrateAll, launch, open, visitorOf } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('cl');
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const manifestOf = (name: string) => JSON.parse(readFileSync(`static/build/.vite/${name}`, 'utf8')) as Manifest;
const manifests = { en: manifestOf('manifest.json'), hi: manifestOf('manifest.hi.json'), ta: manifestOf('manifest.ta.json') };
const DEVANAGARI = /[\u0900-\u097f]/;
const TAMIL = /[\u0b80-\u0bff]/;
/** The language switcher names each language in itself, on every page: the only words of another language a page's JavaScript may hold. */
const withoutLanguageNames = (code: string) => code.replaceAll('हिन्दी', '').replaceAll('தமிழ்', '');

/** The scripts a page names (entry, hydrator and its imports, islands, what each island's start imports), as paths. */
const namedScripts = (html: string) =>
  [...html.matchAll(/(?:src|data-src|data-hydrator|data-hydrator-imports|data-imports)="([^"]+)"/g)]
    .flatMap((m) => m[1]!.split(' '))
    .filter((u) => u.endsWith('.js'))
    // The entry (/build/assets/entry-….js) names the modules it imports relative to itself.
    .map((u) => (u.startsWith('/') ? u : `/build/assets/${u}`));

/** Everything those scripts can import, at any depth, dynamic imports included, in one language's build. */
function reachable(urls: string[], manifest: Manifest): string[] {
  const byUrl = new Map(Object.values(manifest).map((c) => [`/build/${c.file}`, c]));
  const seen = new Set<string>();
  const keyOf = new Map(Object.entries(manifest).map(([k, c]) => [`/build/${c.file}`, k]));
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const chunk = byUrl.get(url);
    for (const dep of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(`/build/${manifest[dep]!.file}`);
  };
  urls.forEach(visit);
  expect(
    [...seen].filter((u) => !keyOf.has(u)),
    "every script a page names is in its language's build",
  ).toEqual([]);
  return [...seen];
}

const body = async (path: string) => (await fetch(new URL(path, baseUrl()))).text();

describe("the browser's JavaScript, one language per page", () => {
  it("names on a page the scripts of its own language's build; what holds no words, React's chunk first, is one file for all three", async () => {
    const [en, hi, ta] = await Promise.all(
      ['/products/kraft-with-window/500gm', '/hi/products/kraft-with-window/500gm', '/ta/products/kraft-with-window/500gm'].map(body),
    );
    // An island's module, named relative to the entry (/build/assets/entry-….js).
    const island = (html: string, name: string) => `/build/assets/${html.match(new RegExp(`data-island="${name}"[^>]* data-src="([^"]+)"`))?.[1]}`;
    expect(island(en!, 'quote-estimator')).toBe(`/build/${manifests.en['src/features/quote-and-wishlist/quote-estimator.island.tsx']!.file}`);
    expect(island(hi!, 'quote-estimator')).toBe(`/build/${manifests.hi['src/features/quote-and-wishlist/quote-estimator.island.tsx']!.file}`);
    expect(island(ta!, 'quote-estimator')).toBe(`/build/${manifests.ta['src/features/quote-and-wishlist/quote-estimator.island.tsx']!.file}`);
    expect(new Set([island(en!, 'quote-estimator'), island(hi!, 'quote-estimator'), island(ta!, 'quote-estimator')]).size).toBe(3);
    const react = (html: string) => namedScripts(html).find((u) => /\/react-[\w-]+\.js$/.test(u));
    expect(react(en!)).toBeDefined();
    // The page's language is read from <html lang> (src/platform/i18n/locale.ts), not built into React's chunk: a
    // visitor who changes language keeps the 68 KB already fetched (decision 097).
    expect(react(hi!)).toBe(react(en!));
    expect(react(ta!)).toBe(react(en!));
    expect(namedScripts(hi!).find((u) => u.includes('/entry-'))).toBe(namedScripts(en!).find((u) => u.includes('/entry-')));
  });

  it('carries no text of the other languages in the JavaScript a page can load: English pages none, Hindi no Tamil, Tamil no Hindi', async () => {
    // What may remain is a few words of code that speaks every language (src/platform/i18n/format.ts: ग्राम, लाख,
    // கிராம்): tens of letters, where a page's content text in a language is thousands.
    const FEW = 60;
    for (const [locale, prefix, foreign] of [
      ['en', '', [DEVANAGARI, TAMIL]],
      ['hi', '/hi', [TAMIL]],
      ['ta', '/ta', [DEVANAGARI]],
    ] as const) {
      for (const path of ['/', '/size-finder', '/products/kraft-with-window/500gm', '/contactus', '/quote']) {
        const scripts = reachable(namedScripts(await body(`${prefix}${path}`)), manifests[locale]);
        expect(scripts.length, `${prefix}${path}`).toBeGreaterThan(3);
        const code = withoutLanguageNames((await Promise.all(scripts.map(body))).join('\n'));
        for (const script of foreign) {
          const letters = code.match(new RegExp(script.source, 'g'))?.length ?? 0;
          expect(letters, `${prefix}${path}: ${script === TAMIL ? 'Tamil' : 'Hindi'} letters in its JavaScript`).toBeLessThan(FEW);
        }
        // The page's own language is there in quantity, where its islands have words.
        const own = locale === 'hi' ? DEVANAGARI : locale === 'ta' ? TAMIL : undefined;
        if (own) expect(code.match(new RegExp(own.source, 'g'))?.length ?? 0, `${prefix}${path}`).toBeGreaterThan(5 * FEW);
      }
    }
  }, 60_000);

  // The Hindi and Tamil pages of the sitemap (home, catalogue, product and size pages, the empty
  // finder, the contact page, the FAQ…) have every island started, and any mismatch or error
  // reported, by the sitemap walk (sitemap-walk.test.ts, one page of each route and language);
  // here, the pages no sitemap lists: an answered finder, the quote list, the wishlist, results.
  it('hydrates every island of the Hindi and Tamil pages the sitemap does not list without a mismatch', async () => {
    for (const prefix of ['/hi', '/ta']) {
      for (const path of ['/size-finder?fill=rice&grams=500', '/quote', '/wishlist', '/search?query=kraft']) {
        const { page, close, problems } = await open(browser, `${prefix}${path}`, asVisitor(PHONE));
        await hydrateAll(page);
        expect(problems, `${prefix}${path}`).toEqual([]);
        await close();
      }
    }
  }, 120_000);
});
