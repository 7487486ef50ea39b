/**
 * The measures of a stand-up pouch every drawing of it and the size finder's volume share, in
 * millimetres: the print template (src/features/print-templates/layout.ts), the mock-up and the size
 * finder's volume model draw and reckon with these.
 */

/** Background and images run this far past the trim line, so the cut never shows a white edge. */
export const BLEED_MM = 3;
/** Heat seal across the top of each panel. */
export const TOP_SEAL_MM = 10;
/** Heat seal down each side of each panel. */
export const SIDE_SEAL_MM = 8;
/** Text and logos stay this far inside the seals, and below the zipper (or the tear notches). */
export const SAFE_MARGIN_MM = 5;
/** The zipper track's centre line, measured from the top trim line; its band is ZIPPER_BAND_MM deep. */
export const ZIPPER_FROM_TOP_MM = 30;
/** The zipper's track and its tape: print under it is hidden or distorted. */
export const ZIPPER_BAND_MM = 10;
/**
 * How far the print may land from the cut, seal and zipper lines: our own working figure for
 * digitally printed, then converted pouches (not a published standard); the 3 mm bleed and the
 * 5 mm safe margin are sized to cover it.
 */
export const POSITION_TOLERANCE_MM = 1.5;
/** The tear notches in both side seals, above the zipper: the pouch tears open here. */
export const TEAR_NOTCH_FROM_TOP_MM = 20;
