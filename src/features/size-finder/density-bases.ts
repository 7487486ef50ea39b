/** How a published bulk density was measured (density-figures.ts says what each means for a loose fill). */
export const DENSITY_BASES = ['poured', 'stowed', 'pieces'] as const;
export type DensityBasis = (typeof DENSITY_BASES)[number];
