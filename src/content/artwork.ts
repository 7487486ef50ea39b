import { z } from 'zod';
import { BLEED_MM, SAFE_MARGIN_MM, SIDE_SEAL_MM, TEAR_NOTCH_FROM_TOP_MM, TOP_SEAL_MM, ZIPPER_FROM_TOP_MM } from '../dieline/layout';
import { ZIPPER_BAND_MM } from '../dieline/placement';

export const artworkGuideSchema = z.object({
  title: z.string().min(5).max(40),
  lead: z.string().min(40).max(320),
  templateTitle: z.string().min(5).max(60),
  /** What the print template draws, line by line, with the measures the drawing itself uses. */
  templateShows: z.array(z.string().min(10).max(160)).min(5),
  filesTitle: z.string().min(5).max(60),
  /** File types accepted for print artwork. */
  fileTypes: z.array(z.object({ name: z.string().min(2).max(20), note: z.string().min(5).max(90) })).min(8),
  rules: z.string().min(40).max(320),
});
export type ArtworkGuide = z.infer<typeof artworkGuideSchema>;

/** "Preparing your artwork", as the size pages and /faq show it. */
export const artworkGuide: ArtworkGuide = artworkGuideSchema.parse({
  title: 'Preparing your artwork',
  lead: 'Every size has a print template (dieline) drawn at 1:1 from its dimensions. Place your design on it in your design program, or print it at 100 % to check the measures with a ruler.',
  templateTitle: 'What the template shows',
  templateShows: [
    'The front and back panels and the bottom gusset laid flat, as we print them, with the trim (cut) line of each',
    `The ${BLEED_MM} mm bleed: run backgrounds and images to this line so the cut never shows a white edge`,
    `The safe zone, ${SAFE_MARGIN_MM} mm inside the seals: keep text and logos inside it`,
    `The top seal (${TOP_SEAL_MM} mm) and side seals (${SIDE_SEAL_MM} mm), which run on down the gusset, where the film is heat sealed`,
    `The zipper's ${ZIPPER_BAND_MM} mm band, centred ${ZIPPER_FROM_TOP_MM} mm from the top on zipper pouches, and the tear notches ${TEAR_NOTCH_FROM_TOP_MM} mm from the top`,
    'The gusset fold, and the window cut-out on pouches with a window (no ink and no white there: the film shows through)',
    'White ink: on clear, metallised and kraft films a White layer puts white under your colours; the template says what it does on that film',
    'The PDF (PDF/X-4): each piece at 1:1 with trim and bleed boxes; cut, fold and seals in the spot Dieline on layers that do not print',
  ],
  filesTitle: 'Files we take',
  fileTypes: [
    { name: 'PDF', note: 'preferred: print-ready, fonts outlined or embedded' },
    { name: 'AI', note: 'Adobe Illustrator, saved with PDF compatibility' },
    { name: 'EPS', note: 'with text converted to outlines' },
    { name: 'PSD', note: 'Photoshop, at 300 dpi at print size, layers kept' },
    { name: 'CDR', note: 'CorelDRAW, with text converted to curves' },
    { name: 'TIFF', note: 'at 300 dpi at print size' },
    { name: 'PNG', note: 'at 300 dpi at print size' },
    { name: 'JPEG', note: 'at 300 dpi at print size, highest quality' },
    { name: 'SVG', note: 'with text converted to paths' },
    { name: 'ZIP', note: 'any of the above with its linked images and fonts' },
  ],
  rules: 'Set colours in CMYK, images at 300 dpi at print size, and outline all text. Send the file with your enquiry or by email; we check it and send a digital proof before anything is printed.',
});
