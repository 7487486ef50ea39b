import { z } from 'zod';
import { SIZE_SLUGS, sizeSlugSchema, sizes, type SizeSlug } from './sizes';
import { pouchVolumeMl } from '../catalogue/pouch-volume';

/**
 * What the size finder knows: how much room a product takes (bulk density) and how much room
 * each pouch size has (usable volume). Data only; src/catalogue/size-finder.ts answers from it.
 */

/** Link-safe name of a kind of product, as `/size-finder?fill=` (or `&variety=`) carries it. */
export const FILL_SLUGS = [
  'coffee-light-roast',
  'coffee-dark-roast',
  'ground-coffee',
  'tea-ctc',
  'tea-orthodox',
  'tea-green-herbal',
  'rice',
  'atta-flour',
  'sugar',
  'spice-powder',
  'whole-spices',
  'dry-fruits-nuts',
  'bhujia-sev',
  'potato-chips',
  'puffed-snacks',
  'granola-muesli',
  'protein-powder',
  'millets-pulses',
  'pet-food',
  'idli-dosa-batter',
] as const;
export type FillSlug = (typeof FILL_SLUGS)[number];

/**
 * Broad kinds whose forms differ by more than about 30 % in published bulk density: the list
 * offers the broad kind, and the finder then asks which form (a second question), since the
 * answer moves by two or three sizes with it.
 */
export const FILL_GROUP_SLUGS = ['coffee-beans', 'tea-leaves', 'namkeen-snacks'] as const;
export type FillGroupSlug = (typeof FILL_GROUP_SLUGS)[number];

/** The choice for anything not in the table: the buyer gives its bulk density. */
export const OTHER_FILL = 'something-else';

const fillSourceSchema = z.object({
  /** Publication or site, as one would cite it. */
  publication: z.string().min(10).max(200),
  /** What it measured, and how we read it. */
  measured: z.string().min(10).max(240),
});
export type FillSource = z.infer<typeof fillSourceSchema>;

export const fillKindSchema = z
  .object({
    slug: z.enum(FILL_SLUGS),
    /** As the list (or, for a form of a broad kind, the second question) shows it. */
    label: z.string().min(3).max(40),
    /** As a sentence says it: "750 g of coffee beans". */
    noun: z.string().min(3).max(30),
    /** Bulk density in g/ml, loosely filled as a packing line fills a pouch. */
    density: z.number().min(0.05).max(1.5),
    /** The spread of published figures the density was taken from. */
    range: z.tuple([z.number().positive(), z.number().positive()]),
    /** Where the spread comes from. */
    source: fillSourceSchema,
    /**
     * False where the spread is our reading of sources that do not give this form a figure of its
     * own: the page says the figure is uncertain.
     */
    published: z.boolean(),
    /** The broad kind this is one form of; the finder asks which form. */
    group: z.enum(FILL_GROUP_SLUGS).optional(),
  })
  .refine((k) => k.range[0] <= k.density && k.density <= k.range[1], 'the density lies in its published spread');
export type FillKind = z.infer<typeof fillKindSchema>;

const toolbox: FillSource['publication'] = 'The Engineering ToolBox, "Bulk Density – Food Products" (engineeringtoolbox.com), with FAO grain-storage and milling data';
/** Roasted beans' bulk density, as a roaster states it (baque.com/en/diccionario/density). */
const roasted: FillSource['publication'] = 'Cafés Baqué, coffee dictionary, "Density" (www.baque.com/en/diccionario/density)';

/**
 * Bulk densities, g/ml. Figures are the loose-fill bulk densities published in food-engineering
 * tables and the books cited with each, which give a spread for each product; we take the value
 * for the form Indian packers sell most (medium roast, CTC tea, raw rice), and round towards the
 * lighter end, since a lighter guess gives the roomier pouch. Where a broad kind's forms differ
 * by more than about 30 % (coffee beans by roast, tea by manufacture, namkeen from sev to puffs),
 * each form is a kind of its own and the finder asks which. The figures behind the tea and
 * puffed-snack kinds are typed, with how each was measured, in src/content/density-figures.ts.
 */
export const fillKinds: readonly FillKind[] = z
  .array(fillKindSchema)
  .length(FILL_SLUGS.length)
  .parse([
    // Roasted whole beans lose density as they roast and swell: 0.30 (dark) to 0.45 (light).
    { slug: 'coffee-light-roast', group: 'coffee-beans', label: 'Light or medium roast', noun: 'light or medium roast coffee', density: 0.42, range: [0.38, 0.45], published: false, source: { publication: roasted, measured: 'Roasting takes beans from 550–700 g/litre to 300–450 g/litre as they lose about a fifth of their weight and swell; a light roast loses less and swells less. The light and medium part of that spread is our reading, not a separate figure.' } },
    { slug: 'coffee-dark-roast', group: 'coffee-beans', label: 'Dark roast', noun: 'dark roast coffee', density: 0.33, range: [0.3, 0.38], published: false, source: { publication: roasted, measured: 'Roasting takes beans from 550–700 g/litre to 300–450 g/litre as they lose about a fifth of their weight and swell; a dark roast loses and swells most. The dark part of that spread is our reading, not a separate figure.' } },
    // Ground roast coffee, loose: 0.33 (coarse) to 0.45 (fine, settled). South Indian filter grind, 0.40.
    { slug: 'ground-coffee', label: 'Ground / filter coffee', noun: 'ground coffee', density: 0.4, range: [0.33, 0.45], published: true, source: { publication: toolbox, measured: 'Ground roast coffee, loosely poured: coarse to fine grind.' } },
    // CTC granules are rolled tight: 0.30–0.45. Tea ships at 0.33–0.38 g/ml with its sacks and the gaps between them (src/content/density-figures.ts). 0.35.
    { slug: 'tea-ctc', group: 'tea-leaves', label: 'CTC (granules, dust)', noun: 'CTC tea', density: 0.35, range: [0.3, 0.45], published: false, source: { publication: 'Cargo Handbook, "Tea" (cargohandbook.com): the stowage factors of tea as shipped', measured: 'A tonne of tea takes 2.79–3.07 m³ in paper bags, 2.60 in 50 kg chests: 0.33–0.38 g/ml with the packing and the gaps between packs. The grade is not given; loose CTC in a pouch is our reading, uncertain.' } },
    // Orthodox whole and broken leaf is open and springy: 0.16–0.20 (leaf grades) to about 0.30 (broken).
    { slug: 'tea-orthodox', group: 'tea-leaves', label: 'Orthodox leaf (Darjeeling, Assam leaf)', noun: 'orthodox leaf tea', density: 0.18, range: [0.16, 0.3], published: false, source: { publication: 'Shahrzad Trading, black tea (shahrzadtrading.com/Product/Dried-fruit/Tea)', measured: 'A 40-foot container (about 67 m³) holds 12 t of OP leaf or 19–20 t of BOP brokens in 20 kg bags: about 0.18 and 0.29 g/ml as packed. Loosely filled, our reading; uncertain.' } },
    // Loose green tea and herbal blends (tulsi, chamomile): a cup of flowers to a cup of rolled green leaf, 0.07–0.39. Herbs, the usual blend, 0.15.
    { slug: 'tea-green-herbal', group: 'tea-leaves', label: 'Green or herbal tea (loose leaf)', noun: 'green or herbal tea', density: 0.15, range: [0.067, 0.39], published: true, source: { publication: 'eliteabar.com, "Weights and Measures of Tea: How Much Does 1 Cup of Tea Leaves Weigh?"', measured: 'A cup (236.6 ml) holds 16 g of rose petals, 29 g of mint, 66 g of a classic China green, 92 g of jasmine pearls: 0.07–0.39 g/ml. Flowers and herbs are the light end: weigh a litre of yours to be sure.' } },
    // Raw milled white rice: 0.75–0.85 (long grain lighter than short). 0.80, also the reference product below.
    { slug: 'rice', label: 'Rice', noun: 'rice', density: 0.8, range: [0.75, 0.85], published: true, source: { publication: toolbox, measured: 'Milled white rice, loose: long grain at the lighter end, short grain at the denser.' } },
    // Wheat flour (atta), poured: 0.50–0.60; tapped or settled up to 0.70. Poured, 0.55.
    { slug: 'atta-flour', label: 'Atta / flour', noun: 'atta', density: 0.55, range: [0.5, 0.7], published: true, source: { publication: toolbox, measured: 'Wheat flour, poured (0.50–0.60) to tapped or settled (0.70).' } },
    // Granulated sugar: 0.80–0.90. 0.85.
    { slug: 'sugar', label: 'Sugar', noun: 'sugar', density: 0.85, range: [0.8, 0.9], published: true, source: { publication: toolbox, measured: 'Granulated white sugar, loose.' } },
    // Ground spices and masala blends: turmeric and coriander 0.45–0.60, chilli 0.40–0.50. 0.50.
    { slug: 'spice-powder', label: 'Spice powder / masala', noun: 'spice powder', density: 0.5, range: [0.4, 0.6], published: true, source: { publication: toolbox, measured: 'Ground spices, loose: chilli at the lighter end, turmeric and coriander at the denser.' } },
    // Whole spices: cloves and cardamom 0.30–0.40, cumin 0.35–0.45, pepper 0.50–0.60. A mixed 0.40.
    { slug: 'whole-spices', label: 'Whole spices', noun: 'whole spices', density: 0.4, range: [0.3, 0.6], published: true, source: { publication: toolbox, measured: 'Whole spices, loose: cloves and cardamom 0.30–0.40, cumin 0.35–0.45, black pepper 0.50–0.60.' } },
    // Almonds 0.55–0.65, cashews 0.50–0.55, raisins 0.60–0.70, walnut halves lighter (0.35). 0.55.
    { slug: 'dry-fruits-nuts', label: 'Dry fruits and nuts', noun: 'dry fruits and nuts', density: 0.55, range: [0.35, 0.7], published: true, source: { publication: toolbox, measured: 'Shelled nuts and dried fruit, loose: walnut halves 0.35, almonds 0.55–0.65, raisins 0.60–0.70.' } },
    // Sev, bhujia and mixture: fine, dense strands and dal: 0.30–0.40.
    { slug: 'bhujia-sev', group: 'namkeen-snacks', label: 'Bhujia, sev or mixture', noun: 'bhujia or sev', density: 0.32, range: [0.3, 0.4], published: false, source: { publication: 'No published figure found', measured: 'Our estimate for fried gram-flour strands and mixtures, loosely filled: we found no published bulk density of bhujia, sev or mixture. Weigh a litre of yours to be sure.' } },
    // Fried potato chips and wafers: mostly air.
    { slug: 'potato-chips', group: 'namkeen-snacks', label: 'Chips and wafers', noun: 'chips', density: 0.08, range: [0.06, 0.12], published: false, source: { publication: 'No published figure found', measured: 'Our estimate for fried potato and banana chips, loosely filled (mostly air): we found no published bulk density of chips. Weigh a litre of yours to be sure.' } },
    // Puffed and extruded snacks (kurkure-type, puffs, rings): the puffed pieces themselves are 0.10–0.14; a loose fill is lighter by the gaps between them.
    { slug: 'puffed-snacks', group: 'namkeen-snacks', label: 'Puffed or extruded snacks', noun: 'puffed snacks', density: 0.11, range: [0.1, 0.14], published: false, source: { publication: 'Kim et al., "Quality characteristics of extruded rice snacks…", Korean Journal of Food Preservation 27(5), 2020, Table 6 (ekosfop.or.kr)', measured: 'Puffed rice and corn extrudates: 0.10–0.14 g/cm³, which we read as the pieces themselves. A loose fill is lighter by the gaps between pieces, by how much no source we found says: uncertain.' } },
    // Muesli and granola 0.35–0.45, corn flakes 0.12–0.20. Granola and muesli, the usual pouch fill: 0.35.
    { slug: 'granola-muesli', label: 'Granola / muesli / cereal', noun: 'granola or muesli', density: 0.35, range: [0.12, 0.45], published: true, source: { publication: toolbox, measured: 'Breakfast cereals, loose: corn flakes 0.12–0.20, granola and muesli 0.35–0.45.' } },
    // Whey and plant protein, health-drink powders: 0.35–0.50. 0.40.
    { slug: 'protein-powder', label: 'Protein and health powders', noun: 'protein powder', density: 0.4, range: [0.35, 0.5], published: true, source: { publication: 'Makers\' data sheets for whey and plant protein powders', measured: 'Loose (poured) bulk density of spray-dried and agglomerated protein powders.' } },
    // Dal and whole pulses 0.75–0.85; millets (ragi, bajra, foxtail) 0.65–0.80. 0.75.
    { slug: 'millets-pulses', label: 'Millets and pulses (dal)', noun: 'millets or dal', density: 0.75, range: [0.65, 0.85], published: true, source: { publication: toolbox, measured: 'Dal and whole pulses 0.75–0.85; millets 0.65–0.80, loose.' } },
    // Dry pet food kibble: 0.35–0.50 by kibble size and fat. 0.40.
    { slug: 'pet-food', label: 'Pet food kibble', noun: 'pet food', density: 0.4, range: [0.35, 0.5], published: true, source: { publication: 'Riaz (ed.), Extruders in Food Applications, CRC Press 2000 (pet foods)', measured: 'Bulk density of extruded dry pet food by kibble size and fat.' } },
    // Fermented idli / dosa batter: 1.00–1.10 (fermentation aerates it; fresh batter is up to 1.2). 1.05.
    { slug: 'idli-dosa-batter', label: 'Idli / dosa batter', noun: 'idli or dosa batter', density: 1.05, range: [1.0, 1.2], published: true, source: { publication: 'Food-science studies of idli batter fermentation', measured: 'Density of fermented idli and dosa batter: fresh up to 1.2 g/ml, fermented and aerated 1.00–1.10.' } },
  ]);

/** A broad kind as the list offers it, and the second question it asks. */
export interface FillGroup {
  slug: FillGroupSlug;
  label: string;
  /** "Which tea?" */
  question: string;
  /** Its forms, lightest first. */
  kinds: readonly FillKind[];
}

const groupWords: Record<FillGroupSlug, { label: string; question: string }> = {
  'coffee-beans': { label: 'Coffee beans (roasted, whole)', question: 'Which roast?' },
  'tea-leaves': { label: 'Tea leaves', question: 'Which tea?' },
  'namkeen-snacks': { label: 'Namkeen and snacks', question: 'Which snack?' },
};

export const fillGroups: readonly FillGroup[] = FILL_GROUP_SLUGS.map((slug) => ({
  slug,
  ...groupWords[slug],
  kinds: fillKinds.filter((k) => k.group === slug).sort((a, b) => a.density - b.density),
}));

/** Bulk density a buyer may give for "something else", g/ml: lighter than puffed snacks or denser than honey is a typo. */
export const OTHER_DENSITY = { min: 0.05, max: 1.5 } as const;

/**
 * The fill rule: product fills at most this share of a pouch's usable volume, leaving headroom
 * for settling, for the zipper to close and for the seals to be made clean.
 */
export const FILL_LIMIT = 0.85;

/** The product the trade names pouch sizes by: up to 500gm, a size holds its name in rice. */
export const REFERENCE_FILL: FillSlug = 'rice';

/**
 * Usable volume of each size in millilitres: the room below the zipper of the pouch filled and
 * standing, from its flat size W x L + G (src/content/sizes.ts) by the volume model
 * (src/catalogue/pouch-volume.ts: Robin's pillow, what the opened gusset adds at the base, and the
 * calibration to published charts), rounded to 10 ml. Each is below the round tube of its girth.
 */
export const usableVolumeMl: Readonly<Record<SizeSlug, number>> = z
  .record(sizeSlugSchema, z.number().int().positive())
  .refine((t) => SIZE_SLUGS.every((s, i) => i === 0 || t[s] > t[SIZE_SLUGS[i - 1]!]), 'a larger size holds more')
  .parse(Object.fromEntries(SIZE_SLUGS.map((slug) => [slug, Math.round(pouchVolumeMl(sizes[slug].dimensions) / 10) * 10])));

/**
 * How much rice a size holds filled to the fill limit, in grams, rounded down to 50 g and never
 * more than the weight the size is made for: what the page may claim for it.
 * @example riceHeld({ usableMl: 1330, grams: 1000 }) // 900
 */
export function riceHeld(size: { usableMl: number; grams: number }): number {
  const rice = fillKinds.find((k) => k.slug === REFERENCE_FILL)!;
  return Math.min(size.grams, Math.floor((size.usableMl * FILL_LIMIT * rice.density) / 50) * 50);
}

/** "900 g", "1.3 kg" */
const grams = (g: number) => (g >= 1000 ? `${g / 1000} kg` : `${g} g`);

/**
 * The page's claim about size names, worked out from the model so it can never disagree with it:
 * which sizes hold their name in rice, and how much rice the others hold.
 */
function namesClaim(): string {
  const all = SIZE_SLUGS.map((slug) => ({ ...sizes[slug], held: riceHeld({ usableMl: usableVolumeMl[slug], grams: sizes[slug].grams }) }));
  // Runs of neighbouring sizes that hold their name in rice: "the 50gm to 500gm pouches", "the 3 Kg pouch".
  const runs: (typeof all)[] = [];
  all.forEach((s, i) => {
    if (s.held < s.grams) return;
    if (i > 0 && all[i - 1]!.held >= all[i - 1]!.grams) runs.at(-1)!.push(s);
    else runs.push([s]);
  });
  const join = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);
  const whole = join(runs.map((r) => (r.length > 1 ? `the ${r[0]!.label} to ${r.at(-1)!.label} pouches` : `the ${r[0]!.label} pouch`)));
  const short = join(all.filter((s) => s.held < s.grams).map((s) => `the ${s.label} about ${grams(s.held)}`));
  return `Each size is named for the most it is made to carry: ${whole} hold their name in rice${short ? `; ${short} of rice` : ''}. Lighter, bulkier products need more room.`;
}

/** The weights a buyer may ask about, in grams. */
export const FILL_WEIGHT = { min: 10, max: 5000 } as const;

/** The words of /size-finder. */
export const sizeFinderPage = z
  .object({
    seo: z.object({ title: z.string().min(10).max(50), description: z.string().min(70).max(160), keywords: z.array(z.string().min(3)).min(3).max(10) }),
    eyebrow: z.string().min(3).max(30),
    heading: z.string().min(10).max(80),
    lead: z.string().min(40).max(320),
    howTitle: z.string().min(5).max(60),
    how: z.array(z.string().min(40).max(320)).min(2).max(5),
    sizesCaption: z.string().min(10).max(120),
    densitiesCaption: z.string().min(10).max(120),
    templatesText: z.string().min(40).max(240),
  })
  .parse({
    seo: {
      title: 'Size Finder: Which Pouch Size Do I Need?',
      description: 'Tell us what you pack and how much: coffee, tea, rice, atta, masala, batter. We answer with the pouch size that holds it, its fill level and its prices.',
      keywords: ['pouch size calculator', 'which pouch size', 'stand-up pouch size chart', 'coffee pouch size', 'pouch capacity'],
    },
    eyebrow: 'Size finder',
    heading: 'Which pouch size holds what you pack?',
    lead: `${namesClaim()} Choose your product and the weight in one pouch, and we work out the size.`,
    howTitle: 'How we work it out',
    how: [
      'Each kind of product takes room by its bulk density: 750 g of coffee beans (about 0.42 g/ml) fills far more of a pouch than 750 g of sugar (about 0.85 g/ml).',
      'Each size has a usable volume: the room below the zipper, filled and standing, from its width, length and gusset (+ 40 is the whole bottom gusset, folded 20 + 20): the pillow two panels make, plus what the opened gusset adds at the base.',
      'We checked that model against one published chart of six stand-up pouches up to 0.77 litres (UPrinting; within −8 % to +5 %) and a 1-gallon food-storage pouch without gusset (within 1 %). Between them, for our 1 Kg and 2 Kg pouches, we found no published chart: treat their room as uncertain by about 10 %.',
      'We answer with the smallest size made for that weight which the product fills to at most 85 % of that room, so it settles, the zipper closes and the seals are clean. Within 10 % of that limit we say it fits, but snugly, and show the next size up as well.',
    ],
    sizesCaption: 'Our sizes: the weight each is made for and the room below its zipper',
    densitiesCaption: 'The bulk densities we use (g/ml), with the spread of published figures',
    templatesText: 'Found your size? Its page has the price table and the print template (dieline) at 1:1, as PDF and SVG, for your designer.',
  });
