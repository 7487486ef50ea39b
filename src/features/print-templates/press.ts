/**
 * The press's output condition: what the CMYK numbers of artwork placed with a print template
 * mean on our digital press and film. It is the owner's to supply, in this one place (see
 * src/features/print-templates/icc/README.md): the ICC output profile the printer characterised
 * the press with, as a file in src/features/print-templates/icc/, and the condition's identifier
 * and name. When it is supplied, every PDF template embeds the profile as its PDF/X-4 output
 * intent and says PDF/X-4; until then the templates claim no output condition and no PDF/X
 * version, and say so in their notes (decision 066).
 */
export interface PressCondition {
  /** The output condition identifier: a registered characterisation's ("FOGRA51") or the printer's own name for it. */
  identifier: string;
  /** Its description in words: the press, the film and the ink ("HP Indigo 6K, white BOPP, CMYK + White"). */
  condition: string;
  /** Where a registered identifier is registered ("http://www.color.org"); empty for the printer's own. */
  registry: string;
  /** The ICC profile's file name in src/features/print-templates/icc/: a CMYK output (prtr) profile. */
  profile: string;
}

/** None supplied yet. */
export const PRESS_CONDITION: PressCondition | null = null;

/** Whether bytes are a CMYK output (prtr) ICC profile, as a PDF/X output intent must embed. */
export const isCmykOutputProfile = (bytes: Uint8Array): boolean =>
  bytes.length >= 132 && String.fromCharCode(...bytes.subarray(12, 16)) === 'prtr' && String.fromCharCode(...bytes.subarray(16, 20)) === 'CMYK';
