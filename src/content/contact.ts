import { z } from 'zod';
import { site } from './site';

/** The words of the contact page (/contactus): heading, form texts, Get in Touch, Why Reach Out. */
export const contactSchema = z.object({
  eyebrow: z.string().min(3).max(30),
  title: z.string().min(10).max(70),
  intro: z.string().min(40).max(260),
  replyPromise: z.string().includes('24 hours').describe('The reply promise (spec §1, §9)'),
  formTitle: z.string().min(5).max(50),
  formIntro: z.string().min(20).max(200),
  prefillNote: z.string().min(20).max(200),
  lineNote: z.string().min(20).max(200).describe('Above the form when a size\'s "Request a quote" put its line in the quote'),
  submitLabel: z.string().min(3).max(30),
  sendingLabel: z.literal('Sending...').describe('The button while the enquiry is on its way (spec §4)'),
  privacyNote: z.string().min(20).max(200),
  touchTitle: z.literal('Get in Touch'),
  whatsappGreeting: z.string().min(10).max(200),
  tips: z.object({ title: z.string().min(5).max(40), items: z.array(z.string().min(10).max(90)).min(3).max(6) }),
  reasonsTitle: z.literal('Why Reach Out'),
  reasonsIntro: z.string().min(20).max(160),
  reasons: z
    .array(z.object({ title: z.string().min(5).max(40), text: z.string().min(30).max(160) }))
    .length(5)
    .describe('Five benefits of getting in touch, numbered 01 to 05'),
});

export type ContactContent = z.infer<typeof contactSchema>;

export const contactContent: ContactContent = contactSchema.parse({
  eyebrow: 'Contact Us',
  title: "Let's Make Your Pouches Together",
  intro:
    'Tell us what you pack, the pouch size and how many you need. We answer every enquiry with prices, material options and delivery time.',
  replyPromise: 'We reply within 24 hours',
  formTitle: 'Send Us a Message',
  formIntro: 'Ask for a quote, a sample or advice on materials and finishes. Fields marked * are required; artwork files are welcome.',
  prefillNote: 'We have started your message with the products you chose. Add your details and anything else we should know.',
  lineNote: 'The size you chose is in your quote below, ready to send. Add your details and anything else we should know.',
  submitLabel: 'Send Message',
  sendingLabel: 'Sending...',
  privacyNote: 'We use your details only to answer your enquiry.',
  touchTitle: 'Get in Touch',
  whatsappGreeting: `Hello ${site.name}, I would like to know more about your custom printed pouches.`,
  tips: {
    title: 'For the Quickest Quote',
    items: [
      'The product you pack and its weight per pouch',
      'Pouch type and size, with or without zipper and window',
      'How many pouches you need',
      'Finish: matte, glossy, metallic or kraft',
      'When you need them delivered',
    ],
  },
  reasonsTitle: 'Why Reach Out',
  reasonsIntro: 'One message starts it all: here is what you get when you write to us.',
  reasons: [
    { title: 'A quote within 24 hours', text: 'Clear per-pouch prices for your size and quantity, with every option spelled out.' },
    { title: 'Free packaging advice', text: 'PET, kraft or metallized foil; matte, glossy or kraft finish; zipper and window: we help you choose.' },
    { title: 'Low minimum orders', text: 'Start with a small run to test your market, then scale up as your brand grows.' },
    { title: 'Design help included', text: 'Send us your artwork or an idea; we check it for print and prepare it for high-definition digital printing.' },
    { title: 'Delivery across India', text: 'Fast, reliable shipping nationwide, with tracking from our press to your door.' },
  ],
});

/** The WhatsApp chat link for the company's number, opening with the greeting. */
export const whatsappUrl = (greeting = contactContent.whatsappGreeting): string =>
  `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(greeting)}`;
