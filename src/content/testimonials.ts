import { z } from 'zod';
import { assertUnique } from './schema';

export const testimonialSchema = z.object({
  quote: z.string().min(60).max(260),
  author: z.string().min(3).max(40),
  role: z.string().min(5).max(60),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Six client quotes for the home page carousel (spec §2, §9). */
export const testimonials: readonly Testimonial[] = z.array(testimonialSchema).length(6).parse([
  {
    quote: 'Our masala pouches finally look as good as the product inside. The colours matched the proof exactly, and the zipper keeps the aroma in long after opening.',
    author: 'Lakshmi Narayanan',
    role: 'Founder, Amma Podi House, Madurai',
  },
  {
    quote: 'We started with a small trial for two flavours, sold out at the first exhibition and reordered five designs the next month. No plate charges made that possible.',
    author: 'Arjun Mehta',
    role: 'Co-founder, Crunchy Trails Snacks, Pune',
  },
  {
    quote: 'The kraft window pouches are perfect for our millet range. Buyers see the grain, the print looks natural, and delivery to Coimbatore took eight working days.',
    author: 'Meena Sundaram',
    role: 'Director, Green Fields Organics, Coimbatore',
  },
  {
    quote: 'Our coffee needs a real barrier. The inner foiled pouches keep the beans fresh for weeks and the matte finish feels premium on the shelf.',
    author: 'Rahul Krishnan',
    role: 'Roaster, Hill Bean Coffee Co., Chikmagalur',
  },
  {
    quote: 'The team helped us fix our artwork for the gusset and sent a proof the same day. Clear communication from enquiry to dispatch.',
    author: 'Fathima Begum',
    role: 'Owner, Zaika Dry Fruits, Hyderabad',
  },
  {
    quote: 'We moved our protein powder from plastic jars to stand-up pouches and cut shipping costs. The 1 kg pouches are sturdy and reseal well every time.',
    author: 'Vikram Singh',
    role: 'Founder, FitFuel Nutrition, Jaipur',
  },
]);

assertUnique(testimonials, (t) => t.author, 'testimonial author');
