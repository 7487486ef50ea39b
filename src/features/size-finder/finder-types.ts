/**
 * The size finder's shapes, which its island (size-finder.island.tsx), the parts /size-finder's
 * island adds (finder-custom.tsx, finder-pouch.tsx) and the server's view share.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Slots } from '@platform/islands/slot';
import type { FinderGroup, FinderKind, FinderLimits, FinderSize, FinderValues, Fit } from './model';
import type { FlatRange } from '@features/catalogue';
import type { QuoteTarget } from '@features/quote-and-wishlist';
import type { FinderOffer, FinderProduct, SizeOffer } from './tables';
import type { Locale } from '@platform/i18n/locales';

export interface SizeFinderProps {
  kinds: FinderKind[];
  /** Broad kinds, each asking which of its forms (kinds) is packed. */
  groups: FinderGroup[];
  /** The list's choices in order: kinds of their own and broad kinds. */
  choices: { slug: string; label: string }[];
  /** The sizes to choose from, and for each the products sold in it (offersIn puts a size's together). */
  sizes: FinderSize[];
  products: Record<string, FinderProduct>;
  offers: Record<string, FinderOffer[]>;
  limits: FinderLimits;
  fillLimit: number;
  /** The kind the trade names its sizes by (rice): a size named for more than is packed is explained by it. */
  reference: string;
  /** What the address asked (`?fill=&grams=&density=`), answered by the server the same way. */
  values: FinderValues;
  /** Whether the form was sent: an empty weight is then a fault, not a question not yet asked. */
  submitted: boolean;
  /** The full finder's address (English: the page's language is added), which the form asks without JavaScript. */
  action: string;
  bulkHref: string;
  /** On a product's page: the finder answers from that product's sizes only. */
  product?: { slug: string; name: string };
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  /** What the machine makes: given on /size-finder, where a custom size is offered beside a half-empty answer. */
  range?: FlatRange;
  /** The form's words that never change, as the server wrote them: its labels, its hints and its button. */
  slots: Slots<FinderWords>;
}

/** The size finder's fixed words (src/platform/islands/slot.tsx): in the page's HTML, not in the island's code. */
export type FinderWords = 'labelFill' | 'labelGrams' | 'hintGrams' | 'labelDensity' | 'hintDensity' | 'submit' | 'statusEmpty';

/** "Add to quote" for a size of the answer: given on /size-finder, left out of a product's compact finder. */
export type AddLine = ComponentType<{ target: QuoteTarget; sizeWords: string; note?: string; label?: string; hiddenLabel?: string }>;

/**
 * The size made for what is packed, where the stock answer is under 70 % full or none holds it
 * (src/features/size-finder/finder-custom.tsx): given on /size-finder only, so a product page's compact
 * finder loads none of the custom-size model, nor the words and the card that show one.
 */
export interface MadeFor {
  /** The size made for the answer, or null where none is offered. */
  find: (result: Fit, grams: number, props: SizeFinderProps, values: FinderValues, locale: Locale) => MadeFit | null;
  /** The status line where it leads: that size, then the stock size that also holds it. */
  line: (made: MadeFit, result: Fit, grams: number, noun: string, locale: Locale) => string;
  /** Its card, which leads the answer. */
  Card: ComponentType<MadeCardProps>;
}

/** What the made size's card shows beside it: the stock size's style chosen, its choice of styles and the answer's words. */
export interface MadeCardProps {
  made: MadeFit;
  /** The stock size the answer names (or the largest, where none holds it): the made size is drawn from it. */
  stock: FinderSize;
  offer: SizeOffer;
  grams: number;
  weight: string;
  noun: string;
  packs: string;
  choice: ReactNode;
  id: string;
  AddLine?: AddLine;
  Pouch?: PouchDrawing;
}

/** A size made for the answer: its flat size, how full the product makes it, and its quote line's words. */
export interface MadeFit extends MadeSize {
  width: number;
  length: number;
  gusset: number;
  usableMl: number;
  share: number;
  /** Why it is offered, in the page's language. */
  note: string;
}

/**
 * The answered pouch drawn standing, filled to its level (src/features/size-finder/finder-pouch.tsx): given on
 * /size-finder; a product page's compact finder answers in words and its pouches' pictures.
 */
export type PouchDrawing = ComponentType<{ size: FinderSize; share: number; id: string }>;

/** A size made to order for the answer: its quote line's size, its name, each product's page of it and how it is priced. */
export interface MadeSize {
  slug: string;
  label: string;
  path: (product: string) => string;
  /** What a pouch of it costs in `product`: indicative where the product's price tables give a model, else on request. */
  price: (product: string) => string;
}
