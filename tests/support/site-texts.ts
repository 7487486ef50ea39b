/// <reference types="vite/client" />
/**
 * Every text of the site in its three languages, for the unit tests that read them all: each
 * message (each feature's messages/{en,hi,ta}.json, its area the folder holding it, or the
 * feature's where that is `messages`) and every { en, hi, ta } in the typed content (the modules
 * scripts/i18n-review.mjs lists as CONTENT).
 */

export type Locale = 'hi' | 'ta';
export interface SiteText {
  id: string;
  en: string;
  hi: string;
  ta: string;
}

/** The message files, by area: { en, hi, ta } each a record of key → message (a string, or variants). */
export function messageFiles(): Map<string, Record<'en' | 'hi' | 'ta', Record<string, unknown>>> {
  const files = import.meta.glob<Record<string, unknown>>('/src/features/**/messages/**/*.json', { eager: true, import: 'default' });
  const areaOf = (file: string) => {
    const [parent, grandparent] = file.split('/').slice(-3, -1).reverse();
    return parent === 'messages' ? grandparent! : parent!;
  };
  const byArea = new Map<string, Record<'en' | 'hi' | 'ta', Record<string, unknown>>>();
  for (const f of Object.keys(files)) {
    const folder = f.slice(0, f.lastIndexOf('/'));
    const [en, hi, ta] = (['en', 'hi', 'ta'] as const).map((l) => files[`${folder}/${l}.json`]!);
    byArea.set(areaOf(f), { en: en!, hi: hi!, ta: ta! });
  }
  return byArea;
}

export function siteTexts(): SiteText[] {
  const texts: SiteText[] = [];
  // A message with variants (a plural) is read as all of its variants' words.
  const words = (m: unknown): string => (typeof m === 'string' ? m : JSON.stringify(m));
  for (const [area, { en, hi, ta }] of messageFiles()) {
    for (const key of Object.keys(en)) if (key !== '$schema') texts.push({ id: `${area}:${key}`, en: words(en[key]), hi: words(hi[key]), ta: words(ta[key]) });
  }
  const modules = import.meta.glob<Record<string, unknown>>(
    [
      '/src/platform/content/*.ts',
      '/src/platform/i18n/format.ts',
      '/src/features/pages/content/*.ts',
      '/src/features/catalogue/{catalogue,ordering,product-pages,products,sizes}.ts',
      '/src/features/enquiry/intake/contact-content.ts',
      '/src/features/print-templates/guide.ts',
      '/src/features/search/{popular,suggestions}.ts',
      '/src/features/shell/nav.ts',
      '/src/features/size-finder/{density-figures,fill,pouch-charts}.ts',
      '!/src/**/*.schema.ts',
    ],
    { eager: true },
  );
  const isText = (v: unknown): v is SiteText =>
    !!v && typeof v === 'object' && ['en', 'hi', 'ta'].every((l) => typeof (v as Record<string, unknown>)[l] === 'string');
  // An object exported by two modules (a product, and the catalogue's sorted list of products) is read once.
  const seen = new Set<object>();
  for (const [path, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.split('/').at(-1)!;
    const walk = (value: unknown, at: string): void => {
      if (!value || typeof value !== 'object' || seen.has(value)) return;
      if (isText(value)) {
        texts.push({ id: `${file}:${at}`, en: value.en, hi: value.hi, ta: value.ta });
        return;
      }
      seen.add(value);
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, at ? `${at}.${k}` : k);
    };
    for (const [name, value] of Object.entries(module)) walk(value, name);
  }
  return texts;
}
