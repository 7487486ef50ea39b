import type { PouchArt } from '@features/catalogue';

/**
 * White ink on a pouch's film: whether the print template carries a "White" separation, and what
 * white does on that film. Digital presses print colours as translucent inks; on a clear or
 * metallised film, or on brown kraft, they need an opaque white printed under them to look as
 * they do on paper. Pure: the templates (PDF and SVG) draw it, and the mock-up can show a design
 * with and without white from the same answer.
 */

/** The films as white ink sees them. */
export const WHITE_FILMS = ['clear', 'metallised', 'kraft'] as const;
export type WhiteFilm = (typeof WHITE_FILMS)[number];

export interface WhiteInk {
  film: WhiteFilm;
  /** One sentence for the template's notes: what white does on this film, and what no white does. */
  note: string;
}

/** The name of the white separation, as the converter's RIP expects it. */
export const WHITE_SPOT = 'White';

/** A figure a template is drawn with, and where it comes from. */
export interface SourcedFigure {
  mm: number;
  source: string;
}

/**
 * How far the white stops short of a clear window: the print may land this far from the cut, so
 * white drawn up to the window's edge would show as a white rim inside the window. The figure is
 * a converter's published image-location tolerance for printed stand-up pouches, ±1/16 in.
 */
export const WHITE_WINDOW_CLEARANCE: SourcedFigure = {
  mm: 1.6,
  source: 'CarePac, "File Setup Suggestions" for custom stand-up pouches (carepac.com): image location tolerance on printed projects ±1/16 in (1.59 mm)',
};

/**
 * Where the white goes in the file: on a layer of its own, in a spot named for it, set to
 * overprint, above the artwork, as converters' guides for white ink ask (e.g. Label Express,
 * "Print file preparation for flexible packaging", labelexpress.eu: white on a separate layer,
 * overprinting, in a named spot); the press, not the stacking in the file, decides that white
 * prints first.
 */
export const WHITE_PLACEMENT_SOURCE =
  'Label Express, "Print file preparation for flexible packaging" (labelexpress.eu): white ink on a separate, named layer, in its own spot colour, set to overprint';

const FILM: Readonly<Record<PouchArt['material'], WhiteFilm | null>> = {
  clear: 'clear',
  gold: 'metallised',
  silver: 'metallised',
  colour: 'metallised',
  kraft: 'kraft',
  // An opaque white film is its own white.
  milky: null,
};

const NOTES: Readonly<Record<WhiteFilm, string>> = {
  clear:
    'White ink (clear film): without white under them, colours print translucent and the contents show through; the default White layer puts solid white under the whole print, except the clear window.',
  metallised:
    'White ink (metallised film): where no white goes under a colour, it looks metallic; the default White layer puts white under everything, so remove white where you want the metal to shine through.',
  kraft:
    'White ink (kraft): without white under them, colours print dull and brownish on the brown paper; the default White layer puts white under everything, except the clear window.',
};

/** How to keep the white: every template with white says it (the white's edge at a window is in the window's note). */
export const WHITE_KEEP_NOTE =
  "Keep the White layer above your artwork (only the template's layers, which do not print, go above it), set to overprint, in the spot White, and place your artwork on layers below it: the press lays the white down first, and artwork placed above the White layer would knock holes in it. Add or remove white only on that layer; Overprint Preview shows your artwork through it.";

/**
 * White ink for a pouch of this material, or null when its film needs none.
 *
 * @example whiteInk({ material: 'gold' })?.film // 'metallised'
 * @example whiteInk({ material: 'milky' }) // null
 */
export function whiteInk(art: Pick<PouchArt, 'material'>): WhiteInk | null {
  const film = FILM[art.material];
  return film ? whiteInkOf(film) : null;
}

/** White ink on one kind of film. */
export const whiteInkOf = (film: WhiteFilm): WhiteInk => ({ film, note: NOTES[film] });

/** Whether a pouch of this material takes a white separation under its colours. */
export const needsWhite = (art: Pick<PouchArt, 'material'>): boolean => whiteInk(art) !== null;
