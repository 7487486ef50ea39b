import { products } from '@features/catalogue';
import { searchItems } from '@features/catalogue';
import { enquiryLimits } from './fields';
import { cleanText } from './text';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { formatNumber } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export { cleanText };

/** What the catalogue's quote buttons put in the address: all of it untrusted text. */
export interface PrefillQuery {
  product?: string | null;
  size?: string | null;
  quantity?: string | null;
  /** What one pouch holds, as the size finder words it ("750 g of coffee beans"). */
  packs?: string | null;
  /**
   * The wishlist: catalogue ids separated by commas (what the wishlist page sends), or product
   * slugs or names, one per parameter or several in one separated by new lines or `|`. Only what
   * the catalogue knows is kept, by its name.
   */
  wishlist?: readonly string[];
  /** Sent from the quote list (`?quote`): its lines travel beside the message, which only introduces them. */
  quote?: boolean;
}

/**
 * A product of ours from its slug, or null: an address cannot put words of its own choosing into a
 * visitor's message, so an unknown slug names nothing.
 */
function knownProduct(raw: string | null | undefined) {
  const text = cleanText(raw, 80).toLowerCase();
  return products.find((p) => p.slug === text) ?? null;
}

/** A whole number of pouches, 1 to 10 million, or nothing. */
function quantity(raw: string | null | undefined): number | null {
  const text = cleanText(raw, 12).replace(/[, ]/g, '');
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 10_000_000 ? n : null;
}

let wishlistKnown: ReadonlyMap<string, string> | undefined;

/**
 * What a wishlist may name, in lower case, and the name the message gives it: each product by its
 * catalogue id ("101"), slug, name or catalogue (trade) name, and each size by its id ("101-500gm")
 * or title. Anything else is not ours to repeat. Made by the first prefilled contact page a worker
 * serves, not at its start.
 */
function knownNames(): ReadonlyMap<string, string> {
  if (wishlistKnown) return wishlistKnown;
  const known = new Map<string, string>();
  for (const item of searchItems()) {
    for (const key of [item.id, item.name, item.alsoKnownAs]) if (key) known.set(key.toLowerCase(), item.name);
  }
  for (const p of products) known.set(p.slug, p.name.en);
  return (wishlistKnown = known);
}

const knownName = (raw: string): string | undefined => knownNames().get(cleanText(raw, 200).toLowerCase());

/**
 * The names of what one wishlist value names that the catalogue knows: the value whole (a name
 * with a comma in it), else each of its parts separated by new lines or `|`, each whole or as a
 * comma-separated list of ids. Unknown words are dropped: an address cannot put text of its own
 * choosing into a visitor's message.
 */
function wishlistNames(value: string): string[] {
  const whole = knownName(value);
  if (whole) return [whole];
  return value.split(/[\n|]/).flatMap((part) => {
    const named = knownName(part);
    return named ? [named] : part.split(',').flatMap((id) => knownName(id) ?? []);
  });
}

/**
 * The message a quote button starts the enquiry with, e.g. for
 * `?product=kraft-with-window&size=100gm&quantity=500`:
 * "Hello, I would like a quote for:\n- Matt Kraft With Window … Pouch, size 100gm, quantity 500 pouches\n…".
 * Empty when the query names nothing. Never longer than the message limit.
 */
export function prefillMessage(query: PrefillQuery, locale: Locale = baseLocale): string {
  const l = { locale };
  const lines: string[] = [];
  const known = knownProduct(query.product);
  const product = known?.name.en ?? '';
  if (known) {
    // Only a size this product comes in is named.
    const asked = cleanText(query.size, 20).toLowerCase();
    const size = known.variants.find((v) => v.size === asked)?.size ?? '';
    const count = quantity(query.quantity);
    const packs = cleanText(query.packs, 60);
    lines.push(
      `- ${product}${size ? m.enquiry_prefill_size({ size }, l) : ''}${count ? m.enquiry_prefill_quantity({ count: formatNumber(count, locale) }, l) : ''}${packs ? m.enquiry_prefill_packs({ packs }, l) : ''}`,
    );
  }
  const wished = (query.wishlist ?? [])
    .flatMap(wishlistNames)
    .map((name) => cleanText(name, 120))
    .filter((name, i, all) => name && all.indexOf(name) === i && name !== product)
    .slice(0, 30);
  lines.push(...wished.map((name) => `- ${name}`));
  const please = m.enquiry_prefill_please({}, l);
  if (!lines.length) return query.quote ? `${m.enquiry_prefill_below({}, l)}\n\n${please}` : '';
  const intro = wished.length && !product ? m.enquiry_prefill_wishlist({}, l) : m.enquiry_prefill_hello({}, l);
  const text = [intro, ...lines, '', please].join('\n');
  return text.length <= enquiryLimits.message.max ? text : text.slice(0, enquiryLimits.message.max);
}
