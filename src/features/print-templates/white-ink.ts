import type { PouchArt } from '@features/catalogue';
import { needsWhite } from './white';

/**
 * Which products need white ink, from their material: the print's one question about the film,
 * kept apart from the rest of the mock-up's model (src/features/mockup/pouch-shape.ts) so that the mock-up's
 * first load carries only this.
 */

/** The surface printed on, as it looks where no ink goes. */
export type Film = 'white' | 'clear' | 'kraft' | 'metallised';

/** What a product is printed on: its material, and its label where one film faces the front ("Clear Front, Silver Back"). */
export interface PrintedProduct {
  art: Pick<PouchArt, 'material'>;
  materialLabel?: string;
}

/** The film the front is printed on. */
export function filmOf(product: PrintedProduct): Film {
  if (/clear front/i.test(product.materialLabel ?? '')) return 'clear';
  switch (product.art.material) {
    case 'milky':
      return 'white';
    case 'clear':
      return 'clear';
    case 'kraft':
      return 'kraft';
    default:
      return 'metallised';
  }
}

/**
 * Whether the product's print needs a white ink underlay for colours to show as on screen: every
 * film but a white one (milky) lets the surface through CMYK inks, which are transparent. The
 * print template's answer (`needsWhite`, which draws its White separation), so that the mock-up's
 * default and the template never disagree.
 */
export const needsWhiteInk = (product: PrintedProduct): boolean => needsWhite(product.art);
