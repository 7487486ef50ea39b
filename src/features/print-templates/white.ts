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
