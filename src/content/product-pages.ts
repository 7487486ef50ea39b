import { z } from 'zod';
import { products } from './products';
import { formatDimensions, formatInches, sizes } from './sizes';
import { gussetReading } from '../catalogue/gusset';

/**
 * What each product page says beyond the catalogue record (spec §2 Product pages): banner slides,
 * an overview, the features table (Feature / Why It Matters), applications tagged food or
 * non-food, a Why Choose Us list and the product's FAQ (one answer open at a time).
 * Size statements in the FAQ are built from sizes.ts, so a dimension is written once; counts and
 * lists of sizes in the prose are checked against the catalogue (tests/unit/product-page-sizes.test.ts).
 */

export const bannerSlideSchema = z.object({
  title: z.string().min(10).max(70),
  desc: z.string().min(20).max(170),
  /** Leads to the enquiry form for this product. */
  buttonText1: z.string().min(3).max(24),
  /** Leads to the sizes section of the page. */
  buttonText2: z.string().min(3).max(24),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

export const useCaseSchema = z.object({ name: z.string().min(3).max(40), kind: z.enum(['food', 'non-food']) });
export type UseCase = z.infer<typeof useCaseSchema>;

export const productPageSchema = z.object({
  slug: z.string(),
  overview: z.array(z.string().min(60).max(420)).min(1).max(3),
  banner: z.array(bannerSlideSchema).max(4),
  features: z.array(z.object({ title: z.string().min(3).max(50), why: z.string().min(20).max(200) })).min(4).max(7),
  useCases: z.array(useCaseSchema).min(6).max(14)
    .refine((u) => u.some((x) => x.kind === 'food') && u.some((x) => x.kind === 'non-food'), 'both food and non-food uses'),
  whyChoose: z.array(z.object({ title: z.string().min(3).max(50), description: z.string().min(20).max(200) })).min(3).max(5),
  faq: z.array(z.object({
    question: z.string().min(10).max(120),
    answer: z.string().min(20).max(400),
    /** A question every size page answers for its own size (its dimensions, its minimum order): size pages leave it out. */
    perSize: z.enum(['dimensions', 'minimum-order']).optional(),
  })).min(3).max(8),
});
export type ProductPage = z.infer<typeof productPageSchema>;

const size = (slug: keyof typeof sizes) => formatDimensions(sizes[slug].dimensions);

/** Reasons that hold for every product; each page adds its own first. */
const sharedReasons = [
  { title: 'Low minimum order', description: 'Start from 100 pouches per design on our size pages, so a new product can launch without a warehouse of stock.' },
  { title: 'Dedicated support', description: 'One person follows your order from artwork check to dispatch and answers within 24 hours.' },
];

const pages: ProductPage[] = [
  {
    slug: 'kraft-with-window',
    overview: [
      'Our matt kraft stand-up pouch with a clear window is the pack that says natural at first sight. The outer kraft paper gives a warm, handmade feel; the window shows the product itself; and the resealable zip lock keeps it fresh after every opening.',
      'Behind the paper sit three laminated layers: kraft outside, a barrier film in the middle and a food-grade inner layer that seals cleanly. We digitally print your brand straight onto the kraft, in any quantity from 100 pouches, in seven sizes from 50gm to 3 Kg.',
    ],
    banner: [
      { title: 'Kraft Pouches with a Window onto Your Product', desc: 'Natural matt kraft, a clear window and a resealable zip lock, printed with your brand from 100 pouches.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'Eco Look, Food-Grade Protection', desc: '3-layer laminated kraft keeps coffee, tea, millets and dry fruits fresh while looking handmade.', buttonText1: 'Ask for Samples', buttonText2: 'Compare Sizes' },
      { title: 'Seven Sizes from 50gm to 3 Kg', desc: 'Transparent per-pouch pricing on every size page, with an instant quote for your quantity.', buttonText1: 'Request Pricing', buttonText2: 'View Price Tables' },
    ],
    features: [
      { title: 'Matt kraft outer layer', why: 'Reads as natural and premium on the shelf, and takes digital print with a soft, earthy tone.' },
      { title: 'Clear window', why: 'Buyers see the real product before they buy, which builds trust for food sold by look and colour.' },
      { title: 'Resealable zip lock', why: 'Customers close the pack after each use, so the product stays fresh until the last spoon.' },
      { title: '3-layer lamination', why: 'A barrier film between paper and food keeps out moisture and air and stops grease from showing through.' },
      { title: 'Bottom gusset', why: 'The pouch stands upright on a shelf or counter and opens into a wide base that holds more.' },
      { title: 'Tear notches', why: 'The first opening is clean and easy, without scissors.' },
    ],
    useCases: [
      { name: 'Coffee beans and powder', kind: 'food' },
      { name: 'Tea and herbal infusions', kind: 'food' },
      { name: 'Dry fruits and nuts', kind: 'food' },
      { name: 'Millets and grains', kind: 'food' },
      { name: 'Cookies and snacks', kind: 'food' },
      { name: 'Spices and masala', kind: 'food' },
      { name: 'Pet treats', kind: 'non-food' },
      { name: 'Bath salts and herbal powders', kind: 'non-food' },
      { name: 'Seeds for gardening', kind: 'non-food' },
      { name: 'Handmade soaps', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Printed straight on kraft', description: 'High-definition digital print with lasting colours, no plates and no labels to apply by hand.' },
      { title: 'Prices you can see', description: 'Per-pouch prices for every band from 100 to 5000 units, on each size page.' },
      { title: 'Food-grade materials', description: 'Inner layers suitable for direct contact with dry food.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'What are the dimensions of the 250gm pouch?', answer: `The 250gm kraft window pouch measures ${size('250gm')} (width x length ${gussetReading(sizes['250gm'].dimensions.gusset)}).`, perSize: 'dimensions' },
      { question: 'How big is the 50gm pouch?', answer: `The 50gm pouch is ${formatInches(sizes['50gm'].inches!)}, which is ${size('50gm')}: right for ${sizes['50gm'].typicalFill}.`, perSize: 'dimensions' },
      { question: 'What is the minimum order?', answer: 'Our size pages start at 100 pouches per design. Larger runs bring the price per pouch down; see the price table on each size page.', perSize: 'minimum-order' },
      { question: 'Is the window material food-safe?', answer: 'Yes. The window is part of the food-grade laminate, sealed to the kraft, with no glue near the product.' },
      { question: 'Can the pouch be heat sealed after filling?', answer: 'Yes. Fill through the top, close the zip lock and heat seal above it for a tamper-evident pack; the tear notches open it again.' },
    ],
  },
  {
    slug: 'kraft-inner-foiled',
    overview: [
      'Matt kraft on the outside and aluminium foil on the inside: this pouch looks natural and protects like metal. The foil layer blocks light, moisture and oxygen, which keeps aroma in and crispness up for products that spoil easily.',
      'It comes in five sizes from 50g to 1 Kg, each with a resealable zip lock and a bottom gusset that makes it stand. We print your design digitally onto the kraft, from 100 pouches.',
    ],
    banner: [
      { title: 'Kraft Outside, Foil Inside', desc: 'The natural kraft look with an aluminium foil barrier that keeps coffee, tea and spices fresh for longer.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'Aroma Stays In, Moisture Stays Out', desc: 'Inner foil lamination for products that lose flavour to light and air, resealable after every use.', buttonText1: 'Ask for Samples', buttonText2: 'Compare Sizes' },
    ],
    features: [
      { title: 'Inner aluminium foil', why: 'The strongest barrier against light, moisture and oxygen, so flavour and crunch last longer.' },
      { title: 'Matt kraft outer layer', why: 'A natural, handmade look that suits organic, artisanal and eco-minded brands.' },
      { title: 'Resealable zip lock', why: 'Customers reclose the pack and keep the contents protected after the first opening.' },
      { title: 'Opaque body', why: 'No light reaches the product, which matters for coffee, tea and spice oils.' },
      { title: 'Stand-up bottom gusset', why: 'Stands on the shelf with your front panel facing the buyer.' },
    ],
    useCases: [
      { name: 'Coffee beans and ground coffee', kind: 'food' },
      { name: 'Tea leaves', kind: 'food' },
      { name: 'Masala and spice blends', kind: 'food' },
      { name: 'Protein powder', kind: 'food' },
      { name: 'Chips and namkeen', kind: 'food' },
      { name: 'Chocolates', kind: 'food' },
      { name: 'Nutraceutical powders', kind: 'non-food' },
      { name: 'Herbal and ayurvedic powders', kind: 'non-food' },
      { name: 'Pet food', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Barrier you can trust', description: 'Three laminated layers with foil inside, made with food-grade materials.' },
      { title: 'Natural look, full colour', description: 'Digital printing puts photos and fine text onto kraft without plates.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Which sizes are available?', answer: 'Five sizes: 50g, 100gm, 250gm, 500gm and 1 Kg, each with its own page of dimensions.' },
      { question: 'Why choose foil inside instead of a window?', answer: 'Foil blocks light completely. For coffee, tea and spices that lose aroma in light, it keeps them fresh longer than a window pouch.' },
      { question: 'Is the foil in contact with the food?', answer: 'The inner surface is a food-grade sealing layer laminated over the foil, so the food touches only food-safe film.' },
      { question: 'Can I add a one-way degassing valve for coffee?', answer: 'Tell us in your enquiry: valves can be fitted on larger runs, and we will confirm the price with your quote.' },
    ],
  },
  {
    slug: 'transparent-standup',
    overview: [
      'Fully transparent on both sides, this stand-up pouch lets the product do the selling. It is the pouch our idly and dosa batter makers use: the fresh batter is visible, and a printed brand band tells buyers whose it is.',
      'It has no zipper: fill it, heat seal the top and it is ready for the shelf. It comes in packs of 50.',
    ],
    banner: [
      { title: 'Let Your Product Be Seen', desc: 'Crystal-clear on both sides with your brand printed on: ideal for fresh batter, grains and sweets.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'Made for Idly and Dosa Batter', desc: 'A 1 Kg clear stand-up pouch in packs of 50, heat-sealed for freshness.', buttonText1: 'Ask for Samples', buttonText2: 'View Size' },
    ],
    features: [
      { title: 'Transparent both sides', why: 'Shoppers judge freshness and quality at a glance, front and back.' },
      { title: 'Heat-sealed top', why: 'A firm, tamper-evident seal for products sold in a single use.' },
      { title: 'Printed brand band', why: 'Your name, logo and details without hiding the product.' },
      { title: 'Stand-up gusset', why: 'Stands in a chiller or on a counter instead of lying flat.' },
    ],
    useCases: [
      { name: 'Idly and dosa batter', kind: 'food' },
      { name: 'Rice and grains', kind: 'food' },
      { name: 'Sweets and candy', kind: 'food' },
      { name: 'Pulses and dals', kind: 'food' },
      { name: 'Puffed rice and snacks', kind: 'food' },
      { name: 'Hardware and small parts', kind: 'non-food' },
      { name: 'Craft supplies', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Clarity that sells', description: 'High-clarity film that keeps its shine on the shelf.' },
      { title: 'Packs of 50', description: 'Smaller packs for daily-fresh products, so stock never sits for long.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Does this pouch have a zipper?', answer: 'No. It is sealed with heat after filling, which suits products used at once, like fresh batter.' },
      { question: 'How many pouches come in a pack?', answer: 'Packs of 50 pouches.' },
      { question: 'Can it go in the refrigerator?', answer: 'Yes. The film stays clear and flexible at chiller temperatures, which is why batter makers use it.' },
    ],
  },
  {
    slug: 'transparent-zipper',
    overview: [
      'A clear stand-up pouch with a resealable zipper, in six sizes from 50gm to 2 Kg. Everything inside is on show, and the zipper keeps it fresh at home.',
      'Print your brand as a label band or a full design with clear areas: digital printing means no plates and runs from 100 pouches.',
    ],
    banner: [
      { title: 'Clear Zipper Pouches in Six Sizes', desc: 'From 50gm samples to 2 Kg family packs, resealable and fully transparent.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'Show It, Seal It, Reseal It', desc: 'Transparent film, a strong zipper and your brand printed in full colour.', buttonText1: 'Ask for Samples', buttonText2: 'Compare Sizes' },
    ],
    features: [
      { title: 'Transparent both sides', why: 'The product is the picture: no photo can sell a colourful snack better.' },
      { title: 'Resealable zipper', why: 'Customers use the pack again and again, and your brand stays in their kitchen.' },
      { title: 'Six sizes', why: 'One look for samples, retail and family packs of the same product.' },
      { title: 'Food-grade film', why: 'Safe for direct contact with dry food.' },
    ],
    useCases: [
      { name: 'Dry fruits and nuts', kind: 'food' },
      { name: 'Candy and chocolates', kind: 'food' },
      { name: 'Cookies and rusks', kind: 'food' },
      { name: 'Makhana and snacks', kind: 'food' },
      { name: 'Pasta and grains', kind: 'food' },
      { name: 'Bath bombs and soaps', kind: 'non-food' },
      { name: 'Stationery and beads', kind: 'non-food' },
      { name: 'Pet treats', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Crisp, clear film', description: 'High-clarity laminate with a glossy finish that makes colours pop.' },
      { title: 'Every size, one look', description: 'Six sizes printed to the same design so a range looks like a family.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Which sizes are available?', answer: '50gm, 100gm, 250gm, 500gm, 1 Kg and 2 Kg.' },
      { question: 'Will printing cover the product?', answer: 'Only where you want it to. Leave clear areas in your artwork and we print around them.' },
      { question: 'Is the zipper strong enough for the 2 Kg size?', answer: 'Yes. Larger sizes use a heavier zipper track and thicker film, made for up to the weight the size is named for. How much of your product fits is a matter of room, not strength: the 2 Kg pouch holds about 1.3 kg of rice; the size finder works it out for yours.' },
    ],
  },
  {
    slug: 'gold-standup',
    overview: [
      'A gold metallised stand-up pouch with a clear front panel: the warmth of gold for festive and premium ranges, with a window that shows the product. The metallised layers give a good barrier against light and moisture.',
      'It has no zipper, so it is sealed by heat after filling, the classic choice for sweets and gift packs. Four sizes from 100gm to 1 Kg.',
    ],
    banner: [
      { title: 'Gold That Makes It a Gift', desc: 'A gold metallised stand-up pouch with a clear panel, for sweets, spices and festive ranges.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'Premium Look from 100 Pouches', desc: 'Digitally printed gold pouches without the minimums of plate printing.', buttonText1: 'Ask for Samples', buttonText2: 'Compare Sizes' },
    ],
    features: [
      { title: 'Gold metallised body', why: 'Signals a premium or festive product before the buyer reads a word.' },
      { title: 'Clear front panel', why: 'Shows the sweets or spices inside, so the pack is both rich and honest.' },
      { title: 'Heat-sealed top', why: 'Tamper-evident and airtight, right for gifts and single-use packs.' },
      { title: 'Metallised barrier', why: 'Keeps light and moisture away from sensitive products.' },
    ],
    useCases: [
      { name: 'Sweets and mithai', kind: 'food' },
      { name: 'Festive dry fruit gifts', kind: 'food' },
      { name: 'Spices', kind: 'food' },
      { name: 'Tea', kind: 'food' },
      { name: 'Incense and dhoop', kind: 'non-food' },
      { name: 'Return gifts', kind: 'non-food' },
      { name: 'Jewellery packaging', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Festive finish', description: 'Rich gold that photographs well and stands out in a gift hamper.' },
      { title: 'Short runs for seasons', description: 'Print a Diwali or wedding design in small quantities, then change it.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Does this pouch have a zipper?', answer: 'No. For a resealable gold pouch, see our Gold Standy Zipper Pouch.' },
      { question: 'Which sizes are available?', answer: '100gm, 200gm, 500gm and 1 Kg.' },
      { question: 'Can I print a different design for each festival?', answer: 'Yes. Digital printing needs no plates, so each design can be a short run.' },
    ],
  },
  {
    slug: 'gold-zipper',
    overview: [
      'The gold zipper pouch is the classic pack for dry fruits and nuts: metallised gold, printed edge to edge with your design, with a resealable zip lock that keeps cashews crisp and raisins soft.',
      'Opaque and light-proof, it protects oils in nuts from going stale. Four sizes from 100gm to 500gm.',
    ],
    banner: [
      { title: 'The Dry Fruit Pouch, Printed for You', desc: 'Gold metallised, resealable and printed edge to edge with your brand.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'Keeps Nuts Crisp, Looks Like a Gift', desc: 'Light-proof metallised layers and a strong zip lock, from 100 pouches.', buttonText1: 'Ask for Samples', buttonText2: 'Compare Sizes' },
    ],
    features: [
      { title: 'Gold metallised layers', why: 'Block light that turns nut oils stale, and look rich on the shelf.' },
      { title: 'Resealable zip lock', why: 'Dry fruits are eaten over weeks; the pack keeps them fresh between servings.' },
      { title: 'Edge-to-edge print', why: 'Your design covers the whole pouch, front and back.' },
      { title: 'Stand-up gusset', why: 'Stands upright in a display or a gift tray.' },
    ],
    useCases: [
      { name: 'Cashews and almonds', kind: 'food' },
      { name: 'Raisins and dates', kind: 'food' },
      { name: 'Mixed dry fruits', kind: 'food' },
      { name: 'Trail mix and seeds', kind: 'food' },
      { name: 'Premium tea', kind: 'food' },
      { name: 'Corporate gifting', kind: 'non-food' },
      { name: 'Wedding favours', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Made for dry fruits', description: 'A barrier and a zipper chosen for oil-rich, high-value products.' },
      { title: 'Gift-ready', description: 'A finish that needs no box to feel like a present.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Which sizes are available?', answer: '100gm, 250gm, 350gm and 500gm.' },
      { question: 'Can I print on the gold?', answer: 'Yes. Inks sit on the metallised film; white under-printing makes colours bright where you need them.' },
      { question: 'Will the zipper hold after many openings?', answer: 'Yes. The zip lock is tested for repeated opening and closing over the life of the pack.' },
    ],
  },
  {
    slug: 'silver-one-side-zipper',
    overview: [
      'Clear on the front, silver metallised on the back: buyers see the product, while the foil back blocks light and reflects it through the contents to make colours shine. A resealable zipper keeps it fresh.',
      'A favourite for snacks, spices and dry fruits. Four sizes from 100gm to 1 Kg.',
    ],
    banner: [
      { title: 'Clear in Front, Silver Behind', desc: 'See the product, protect it with foil: a resealable pouch that makes colours shine.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'Snacks That Look as Good as They Taste', desc: 'The silver back lights up the product through the clear front.', buttonText1: 'Ask for Samples', buttonText2: 'Compare Sizes' },
    ],
    features: [
      { title: 'Clear front', why: 'The product is on show; buyers trust what they can see.' },
      { title: 'Silver metallised back', why: 'Blocks light from behind and reflects it forward, so the contents look brighter.' },
      { title: 'Resealable zipper', why: 'Keeps snacks crisp after opening.' },
      { title: 'Printable front and back', why: 'Your brand on the front, ingredients and story on the silver back.' },
    ],
    useCases: [
      { name: 'Chips and namkeen', kind: 'food' },
      { name: 'Spices and masala', kind: 'food' },
      { name: 'Dry fruits', kind: 'food' },
      { name: 'Candy', kind: 'food' },
      { name: 'Pet treats', kind: 'non-food' },
      { name: 'Bath salts', kind: 'non-food' },
      { name: 'Seeds and saplings kits', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Best of both', description: 'Visibility of a clear pouch and part of the protection of a foil one.' },
      { title: 'Striking on the shelf', description: 'The silver back makes colourful products glow.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Which sizes are available?', answer: '100gm, 250gm, 500gm and 1 Kg.' },
      { question: 'How does it compare with the two-sided silver pouch?', answer: 'The two-sided pouch is fully opaque and protects best; this one trades a little protection for a clear view of the product.' },
      { question: 'Can I print on the clear side?', answer: 'Yes. Print your design with clear areas left open, so the product shows through.' },
    ],
  },
  {
    slug: 'silver-two-side-zipper',
    overview: [
      'Silver metallised on both sides, this zipper pouch shuts out light, air and moisture. It is the safe choice for coffee, masala, protein powder and anything that must stay dry and aromatic.',
      'The bright, opaque body takes your printed design on both faces. Four sizes from 100gm to 1 Kg.',
    ],
    banner: [
      { title: 'Full Protection, Both Sides', desc: 'An opaque metallised zipper pouch that keeps powders dry and flavours locked in.', buttonText1: 'Get a Quote', buttonText2: 'See Sizes' },
      { title: 'For Powders, Coffee and Masala', desc: 'A strong barrier and a resealable zipper, printed with your brand from 100 pouches.', buttonText1: 'Ask for Samples', buttonText2: 'Compare Sizes' },
    ],
    features: [
      { title: 'Metallised both sides', why: 'No light gets in, which protects colour, aroma and nutrients.' },
      { title: 'Moisture barrier', why: 'Keeps powders free-flowing and snacks crisp, even in humid weather.' },
      { title: 'Resealable zipper', why: 'The protection continues after the pack is opened.' },
      { title: 'Two print faces', why: 'Room for your brand on the front and full product information on the back.' },
    ],
    useCases: [
      { name: 'Coffee and tea', kind: 'food' },
      { name: 'Masala and spice powders', kind: 'food' },
      { name: 'Protein and health powders', kind: 'food' },
      { name: 'Milk powder', kind: 'food' },
      { name: 'Ayurvedic churna', kind: 'non-food' },
      { name: 'Nutraceuticals', kind: 'non-food' },
      { name: 'Pet food', kind: 'non-food' },
      { name: 'Fertiliser and plant food', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Maximum shelf life', description: 'Our most protective zipper pouch for sensitive products.' },
      { title: 'Clean, modern look', description: 'A bright metallised finish that makes printed colours sharp.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Which sizes are available?', answer: '100gm, 250gm, 500gm and 1 Kg.' },
      { question: 'Is it suitable for protein powder?', answer: 'Yes. The opaque barrier keeps moisture and light out, and the zipper makes daily scoops easy.' },
      { question: 'Can customers see the product?', answer: 'No, both sides are opaque. For a view of the product, choose the one-sided silver pouch.' },
    ],
  },
  {
    slug: 'coloured-window-zipper',
    overview: [
      'A fully printed pouch in your colours, with a clear window and an inner metallised layer. Three laminated layers combine shelf impact, a peek at the product and real protection.',
      'Offered in the 250gm size with a resealable zipper, digitally printed to your artwork from 100 pouches.',
    ],
    banner: [
      { title: 'Your Colours, with a Window', desc: 'A full-colour, inner-metallised 3-layer zipper pouch with a clear window.', buttonText1: 'Get a Quote', buttonText2: 'See Size' },
    ],
    features: [
      { title: 'Full-colour body', why: 'Every part of the pouch carries your brand colours.' },
      { title: 'Clear window', why: 'Lets the buyer see the product while the print does the branding.' },
      { title: 'Inner metallised layer', why: 'Adds a barrier against light and moisture behind the print.' },
      { title: '3-layer lamination', why: 'Strength, barrier and a food-grade inner surface in one film.' },
      { title: 'Resealable zipper', why: 'Fresh after every opening.' },
    ],
    useCases: [
      { name: 'Snacks and namkeen', kind: 'food' },
      { name: 'Granola and cereals', kind: 'food' },
      { name: 'Coffee', kind: 'food' },
      { name: 'Dry fruits', kind: 'food' },
      { name: 'Pet treats', kind: 'non-food' },
      { name: 'Cosmetic powders', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Brand and product together', description: 'Bold colour for recognition, a window for trust.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Which size is available?', answer: `The 250gm size, ${size('250gm')}.`, perSize: 'dimensions' },
      { question: 'Can the window have a custom shape?', answer: 'Ask us in your enquiry: window shapes beyond the standard are possible on larger runs.' },
      { question: 'What does inner metallized mean?', answer: 'A thin metallised film sits inside the laminate, behind your print, adding protection against light and moisture.' },
    ],
  },
  {
    slug: 'coloured-zipper',
    overview: [
      'Your colours on every millimetre: a fully printed, inner-metallised 3-layer zipper pouch without a window, for brands that want a bold, opaque pack with a strong barrier.',
      'Offered in the 100gm size with a resealable zipper, digitally printed to your artwork from 100 pouches.',
    ],
    banner: [
      { title: 'Bold, Opaque, All Yours', desc: 'A fully printed 3-layer zipper pouch with an inner metallised barrier.', buttonText1: 'Get a Quote', buttonText2: 'See Size' },
    ],
    features: [
      { title: 'Printed all over', why: 'The whole pouch is your canvas, front, back and gusset.' },
      { title: 'No window', why: 'Complete light protection and a clean, graphic look.' },
      { title: 'Inner metallised layer', why: 'Keeps out light and moisture for a longer shelf life.' },
      { title: 'Resealable zipper', why: 'Customers keep the product fresh after opening.' },
    ],
    useCases: [
      { name: 'Spice blends', kind: 'food' },
      { name: 'Tea and coffee', kind: 'food' },
      { name: 'Health mixes', kind: 'food' },
      { name: 'Chocolates', kind: 'food' },
      { name: 'Ayurvedic powders', kind: 'non-food' },
      { name: 'Detergent and cleaning powders', kind: 'non-food' },
    ],
    whyChoose: [
      { title: 'Maximum brand space', description: 'No window means every face carries your design.' },
      ...sharedReasons,
    ],
    faq: [
      { question: 'Which size is available?', answer: `The 100gm size, ${size('100gm')}.`, perSize: 'dimensions' },
      { question: 'Can I choose any colour?', answer: 'Yes. Digital printing reproduces your brand colours; send your colour codes with your artwork.' },
      { question: 'Matte or glossy?', answer: 'This pouch is printed with a matte finish as standard; ask for glossy in your enquiry.' },
    ],
  },
];

export const productPages: ReadonlyMap<string, ProductPage> = new Map(
  z
    .array(productPageSchema)
    .length(products.length)
    .refine((list) => products.every((p) => list.some((x) => x.slug === p.slug)), 'one page per product')
    .parse(pages)
    .map((p) => [p.slug, p]),
);
