import { z } from 'zod';
import { itemsSchema } from './items';
import { artworkLimits, fileIdPattern } from '../../artwork/limits';
import { textProblem } from './text';

/**
 * The enquiry's rules, in one place. The worker validates every submission (JSON or plain form
 * post) with `enquirySchema`; the form's markup takes its native limits (`minLength`,
 * `maxLength`, `type`) from `enquiryLimits`, so browser and server agree without the browser
 * downloading zod.
 */
export const enquiryLimits = {
  name: { min: 2, max: 100 },
  /**
   * RFC 5321: an address fits a mail path (254 octets), its local part (before the last @) has at
   * most 64 octets (§4.5.3.1.1) and each label of its domain at most 63 (RFC 1035 §2.3.4).
   */
  email: { max: 254, localMax: 64, labelMax: 63 },
  /**
   * A phone number has 10 digits (spec §9), but the box takes it as people write and autofill it:
   * "98765 43210", "+91 98765 43210", "(+91) 98765-43210" (17 characters); the server keeps the digits.
   */
  phone: { digits: 10, maxChars: 20 },
  message: { min: 10, max: 2000, rows: 5 },
  /** A request body larger than this is refused with 413 before it is parsed. */
  bodyBytes: 16 * 1024,
  /** A form sent sooner than this after it was shown is taken for a bot. */
  minFillMs: 2000,
} as const;

/** The four fields a visitor fills in, in form order. */
export const enquiryFields = ['name', 'email', 'phone', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** What a message can be about: a field, the quote's lines (`items`) or the artwork (`files`). */
export type ErrorField = EnquiryField | 'items' | 'files';
const errorFields: readonly ErrorField[] = [...enquiryFields, 'items', 'files'];

export const fieldLabels: Record<ErrorField, string> = { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message', items: 'Quote lines', files: 'Artwork files' };

const { name, email, phone, message } = enquiryLimits;

/**
 * The one text schema of every field a visitor types (docs/decisions/035): a string, trimmed, with
 * no character `textProblem` refuses (controls, line breaks in a single-line field, direction
 * overrides and isolates, invisible format characters; ZWNJ and ZWJ are kept). The message names
 * the field: "Name must be on one line."
 */
export const visitorText = (label: string, lines: 'line' | 'lines' = 'line', missing = `Enter ${label.toLowerCase()}.`) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((value, ctx) => {
      const problem = textProblem(value, lines);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}`, abort: true });
    });

/** A required text: anything that is not a string reads as missing. */
const text = (label: string, missing: string, lines: 'line' | 'lines' = 'line') => visitorText(label, lines, missing).min(1, missing);

/**
 * An Indian number of 10 digits. Spaces, dashes, dots and brackets are dropped, and a leading
 * +91, 91 (with 12 digits) or trunk 0 (with 11 digits) is removed; what is stored is the 10 digits.
 */
export function normalisePhone(raw: string): string | null {
  let digits = raw.replace(/[\s().-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * Why an e-mail address cannot be delivered for its lengths (RFC 5321), or null: a mail server
 * refuses a local part over 64 octets or a domain label over 63, whatever the pattern says.
 */
export function emailLengthProblem(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  if (octets(address.slice(0, at)) > email.localMax) return `The part of your e-mail address before the @ is too long: at most ${email.localMax} characters.`;
  if (address.slice(at + 1).split('.').some((label) => octets(label) > email.labelMax)) return `A part of your e-mail address's domain (between dots) is too long: at most ${email.labelMax} characters.`;
  return null;
}

const phoneMessage = `Enter a ${phone.digits}-digit Indian phone number, like 98765 43210.`;

export const enquiryFieldsSchema = z.object({
  name: text('Your name', 'Enter your name.')
    .min(name.min, `Enter your name: at least ${name.min} characters.`)
    .max(name.max, `Your name is too long: at most ${name.max} characters.`),
  email: text('Your e-mail address', 'Enter your e-mail address.')
    .max(email.max, `This e-mail address is too long: at most ${email.max} characters.`)
    .superRefine((address, ctx) => {
      const problem = emailLengthProblem(address);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .pipe(z.email('Enter a valid e-mail address, like name@example.com.')),
  phone: text('Your phone number', 'Enter your phone number.')
    .max(phone.maxChars, phoneMessage)
    .transform((raw, ctx) => normalisePhone(raw) ?? (ctx.addIssue({ code: 'custom', message: phoneMessage }), z.NEVER)),
  message: text('Your message', 'Write your message.', 'lines')
    .min(message.min, `Your message is too short: write at least ${message.min} characters.`)
    .max(message.max, `Your message is too long: at most ${message.max} characters.`),
});

/** What the visitor does not see: the idempotency key, the signed start time, the honeypot, the page. */
const envelopeSchema = z.object({
  /** One per rendered form: a double submit or a reload after posting stores one enquiry. */
  idempotencyKey: z.string().trim().min(8).max(100).optional().catch(undefined),
  /** `<epoch ms>.<hmac>` written by the server when it rendered the form (minimum fill time). */
  startedAt: z.string().max(200).optional().catch(undefined),
  /** The honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.string().max(2000).optional().catch('filled'),
  /** The page the enquiry was sent from, e.g. `/contactus?product=gold-zipper`. */
  sourcePage: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .refine((page) => !textProblem(page, 'line'))
    .optional()
    .catch(undefined),
});

/** The artwork: ids of files uploaded from the same form (src/artwork/), at most ten, each once. */
const filesSchema = z
  .array(z.string({ error: 'Artwork: each file is named by its upload id.' }).regex(fileIdPattern, 'Artwork: one of the files is not an upload of this site.'), { error: 'Artwork: send the files as a list of upload ids.' })
  .max(artworkLimits.files, `Artwork: at most ${artworkLimits.files} files. Put more into one ZIP file.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Artwork: the same file is named twice.');

/**
 * The enquiry: the four fields, what the visitor does not see, the quote's lines (optional; at most
 * 20, each a product and size we sell and 100 to 100,000 pouches) and the artwork files (optional).
 */
export const enquirySchema = enquiryFieldsSchema.extend({ ...envelopeSchema.shape, items: itemsSchema.optional(), files: filesSchema.optional() });
export type EnquiryInput = z.infer<typeof enquirySchema>;
export type FieldErrors = Partial<Record<ErrorField, string>>;

export type ParsedEnquiry = { ok: true; data: EnquiryInput } | { ok: false; errors: FieldErrors };

/** Validates a submission; on failure gives the first message for each field that is wrong. */
export function parseEnquiry(input: unknown): ParsedEnquiry {
  const result = enquirySchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ErrorField;
    if (errorFields.includes(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The one sentence above the fields when some of them are wrong. */
export function invalidMessage(errors: FieldErrors): string {
  const names = errorFields.filter((f) => errors[f]).map((f) => fieldLabels[f]);
  return `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}.`;
}
