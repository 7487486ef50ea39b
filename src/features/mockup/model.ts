import type { PouchArt } from '@features/catalogue';
import type { Dimensions } from '@features/catalogue';
import type { DielineLayout } from '@features/print-templates';
import type { DesignSize, Lightness, Panel, Placement, Warning } from './placement';
import type { Side, WindowSeen } from './pouch-shape';
import type { FitMode } from '@features/quote-and-wishlist';
import type { QuoteTarget } from '@features/quote-and-wishlist';
import type { Locale } from '@platform/i18n/locales';

/**
 * The mock-up's data, shared by its renderers (flat.ts, standing.ts, proof.ts) and its UI
 * (mockup.tsx): types only, so that every module may import it and it imports none of them.
 * The pure logic is in src/features/mockup/placement.ts and src/features/mockup/pouch-shape.ts.
 */

export type { Film, Overlay, Side, WindowSeen } from './pouch-shape';

/** The addresses of the heavy tools' modules, named by the server from the build's manifest (see tools.ts). */
export interface MockupTools {
  pdf: string;
  proof: string;
  /**
   * What the proof's module would ask for as it runs (its chunks, the page language's fonts), asked
   * for beside it: the list, or the address of the size's facts (mockup.json), which name it. A size
   * page gives the address, fetched when a design is chosen (`proofAhead`, tools.ts), so that its document
   * does not carry a dozen hashed file names (0.3 KB compressed) for a tool most visitors never use.
   */
  proofAhead: string[] | string;
}

/** What the mock-up needs to know of the pouch: the size's dimensions and how it looks. */
export interface PouchFacts {
  dimensions: Dimensions;
  art: PouchArt;
  /** The product's name in the page's language. */
  productName: string;
  /** The product's English name: the print template and the proof's file name carry it. */
  templateName: string;
  /** The catalogue's English size ("500gm"): the print template and the proof's file name carry it. */
  sizeLabel: string;
  /** The size in the page's language ("500 ग्राम"). */
  sizeWords: string;
  /** The film in the page's language. */
  materialLabel: string;
  brand: string;
}

/**
 * A design the buyer chose, read in the browser (it is never sent anywhere from here): decoded
 * once, then kept as a copy small enough to draw on every nudge, and as its lightness for the
 * band checks.
 */
export interface Design {
  file: File;
  kind: 'png' | 'jpeg' | 'svg' | 'pdf';
  /** Pixels for a raster image; points (1/72 inch) for a PDF's page and an SVG's own size; its size in mm when the file states one. */
  size: DesignSize;
  /** The copy the views draw, at most SCREEN_PX on its longer side. */
  screen: ImageBitmap | HTMLCanvasElement;
  lightness: Lightness;
  /** True when nothing in the file is RGB (a CMYK JPEG, a PDF without RGB colour): the colour note does not apply to it. */
  cmyk?: boolean;
  /** A PDF's fonts that are not embedded, by name. */
  unembeddedFonts?: readonly string[];
}

export interface Placed {
  design: Design;
  placement: Placement;
}

/** A warning with its number in the list and on the flat view. */
export type Numbered = Warning & { n: number };

/** How the front is printed: over a white ink underlay or straight on the film. */
export interface Printing {
  windowSeen: WindowSeen;
  underlay: boolean;
}

/** What the proof is made from: the pouch, its template, the designs as placed and what prepress said. */
export interface ProofInput extends PouchFacts, Printing {
  layout: DielineLayout;
  panels: Record<Side, Panel>;
  placed: Partial<Record<Side, Placed>>;
  warnings: readonly Numbered[];
  /** The buyer's approval details, as typed in the mock-up (each may be empty). */
  approval: Approval;
  /** Counts up with each proof made in this visit: v1, v2… */
  version: number;
  /** The page's language: the proof is written in it. */
  locale: Locale;
  /** The pouch standing as the proof shows it (standing.ts, `standingJpeg`), if already begun; else the proof draws it. */
  picture?: Promise<Uint8Array>;
}

export interface Approval {
  name: string;
  reference: string;
  quantity: string;
}

/** A proof made, kept as data for the quote line. */
export interface ProofMade {
  file: File;
  version: number;
  madeAt: string;
}

/**
 * The mock-up's state as plain data, for whatever attaches the design to a quote line: each
 * side's file and its placement in mm on the template, and the last proof made.
 */
export interface MockupState {
  /** The product and size in English, as quote lines keep them. */
  productName: string;
  sizeLabel: string;
  /** `fit`: how the placement came about (Fill, Fit, Actual size, or moved and scaled by hand: `free`). */
  placed: Partial<Record<Side, { file: File; placement: Placement; panel: Panel; fit: FitMode }>>;
  printing: Printing;
  lastProof: ProofMade | null;
  /** The proof being made at this moment, to wait for; null when none is. */
  proofInProgress: () => Promise<File | null> | null;
  /** The quantity typed in the proof's approval block, as typed ('' when none). */
  quantity: string;
}

export interface MockupProps extends PouchFacts {
  tools: MockupTools;
  /** Prefixes the ids inside, so that several mock-ups can share a page. */
  id: string;
  /** A design to start with (the enquiry form's uploaded artwork); then no file choosers are shown. */
  initial?: File;
  /**
   * Handed a function that makes the proof of the design as it is placed at that moment (null
   * while there is none): the enquiry form makes it when the buyer sends, and attaches it.
   */
  expose?: (makeProof: () => Promise<File | null>) => void;
  /** Told the mock-up's state as plain data on every change: the designs, their placements in mm on the template, the last proof. */
  onState?: (state: MockupState) => void;
  /** The size as a line of the quote: given on a size page, where the design can be attached to it. */
  line?: QuoteTarget;
}
