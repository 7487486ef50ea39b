import { z } from 'zod';
import { itemsSchemaFor } from './items';
import { artworkLimits, fileIdPattern } from '../files/limits';
import { textProblem, textProblemIn } from './text';
import { baseLocale, locales, type Locale } from '@platform/i18n/locales';
import { m } from '@platform/i18n/paraglide/messages.js';

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
   * A phone number has 10 digits, but the box takes it as people write and autofill it:
   * "98765 43210", "+91 98765 43210", "(+91) 98765-43210" (17 characters); the server keeps the digits.
   */
  phone: { digits: 10, maxChars: 20 },
  /**
   * The delivery PIN code (optional): six digits, the first 1 to 9 (India Post). The box takes it as
   * people write it, "625015" or "625 015"; the server keeps the six digits.
   */
  pincode: { digits: 6, maxChars: 8 },
  message: { min: 10, max: 2000, rows: 5 },
  /** A request body larger than this is refused with 413 before it is parsed. */
  bodyBytes: 16 * 1024,
  /** A form sent sooner than this after it was shown is taken for a bot. */
  minFillMs: 2000,
} as const;

/** The fields a visitor fills in, in form order; all but the delivery PIN code are required. */
export const enquiryFields = ['name', 'email', 'phone', 'pincode', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** What a message can be about: a field, the quote's lines (`items`) or the artwork (`files`). */
export type ErrorField = EnquiryField | 'items' | 'files';
const errorFields: readonly ErrorField[] = [...enquiryFields, 'items', 'files'];

/** The fields' names in a language, as the form labels them and the messages list them. */
export const fieldLabelsIn = (locale: Locale): Record<ErrorField, string> => {
  const l = { locale };
  return {
    name: m.enquiry_label_name({}, l),
    email: m.enquiry_label_email({}, l),
    phone: m.enquiry_label_phone({}, l),
    pincode: m.enquiry_label_pincode({}, l),
    message: m.enquiry_label_message({}, l),
    items: m.enquiry_label_items({}, l),
    files: m.enquiry_label_files({}, l),
  };
};
export const fieldLabels: Record<ErrorField, string> = fieldLabelsIn(baseLocale);

const { name, email, phone, pincode, message } = enquiryLimits;

/**
 * The one text schema of every field a visitor types (docs/decisions/035): a string, trimmed, with
 * no character `textProblem` refuses (controls, line breaks in a single-line field, direction
 * overrides and isolates, invisible format characters; ZWNJ and ZWJ are kept). The message names
 * the field, in the visitor's language: "Name must be on one line."
 */
export const visitorText = (label: string, lines: 'line' | 'lines' = 'line', missing = `Enter ${label.toLowerCase()}.`, locale: Locale = baseLocale) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((value, ctx) => {
      const problem = textProblemIn(value, lines, locale, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    });

/** A required text: anything that is not a string reads as missing. */
const text = (label: string, missing: string, locale: Locale, lines: 'line' | 'lines' = 'line') => visitorText(label, lines, missing, locale).min(1, missing);

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

/**
 * An Indian PIN code: six digits, the first 1 to 9. One space or dash after the third digit
 * ("625 015") is dropped; what is stored is the six digits.
 */
export function normalisePin(raw: string): string | null {
  const digits = raw.replace(/^(\d{3})[ -](\d{3})$/, '$1$2');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * Why an e-mail address cannot be delivered for its lengths (RFC 5321), or null: a mail server
 * refuses a local part over 64 octets or a domain label over 63, whatever the pattern says.
 */
export function emailLengthProblem(address: string, locale: Locale = baseLocale): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  if (octets(address.slice(0, at)) > email.localMax) return m.enquiry_email_local_long({ max: email.localMax }, { locale });
  if (
    address
      .slice(at + 1)
      .split('.')
      .some((label) => octets(label) > email.labelMax)
  )
    return m.enquiry_email_label_long({ max: email.labelMax }, { locale });
  return null;
}

/** The fields' rules, with their messages in `locale`. */
function fieldsSchema(locale: Locale) {
  const l = { locale };
  const phoneMessage = m.enquiry_phone_invalid({ digits: phone.digits }, l);
  const pinMessage = m.enquiry_pincode_invalid({ digits: pincode.digits }, l);
  return z.object({
    name: text(m.enquiry_subject_name({}, l), m.enquiry_name_missing({}, l), locale)
      .min(name.min, m.enquiry_name_short({ min: name.min }, l))
      .max(name.max, m.enquiry_name_long({ max: name.max }, l)),
    email: text(m.enquiry_subject_email({}, l), m.enquiry_email_missing({}, l), locale)
      .max(email.max, m.enquiry_email_long({ max: email.max }, l))
      .superRefine((address, ctx) => {
        const problem = emailLengthProblem(address, locale);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
      })
      .pipe(z.email(m.enquiry_email_invalid({}, l))),
    phone: text(m.enquiry_subject_phone({}, l), m.enquiry_phone_missing({}, l), locale)
      .max(phone.maxChars, phoneMessage)
      .transform((raw, ctx) => normalisePhone(raw) ?? (ctx.addIssue({ code: 'custom', message: phoneMessage }), z.NEVER)),
    // Optional: left empty (or absent, or null in JSON) it is null; anything typed must be a PIN.
    pincode: visitorText(m.enquiry_subject_pincode({}, l), 'line', pinMessage, locale)
      .max(pincode.maxChars, pinMessage)
      .transform((raw, ctx) => (raw === '' ? null : (normalisePin(raw) ?? (ctx.addIssue({ code: 'custom', message: pinMessage }), z.NEVER))))
      .nullish()
      .transform((pin) => pin ?? null),
    message: text(m.enquiry_subject_message({}, l), m.enquiry_message_missing({}, l), locale, 'lines')
      .min(message.min, m.enquiry_message_short({ min: message.min }, l))
      .max(message.max, m.enquiry_message_long({ max: message.max }, l)),
  });
}

export const enquiryFieldsSchema = fieldsSchema(baseLocale);

/** What the visitor does not see: the idempotency key, the signed start time, the honeypot, the page. */
const envelopeSchema = z.object({
  /** One per rendered form: a double submit or a reload after posting stores one enquiry. */
  idempotencyKey: z.string().trim().min(8).max(100).optional().catch(undefined),
  /** `<epoch ms>.<hmac>` written by the server when it rendered the form (minimum fill time). */
  startedAt: z.string().max(200).optional().catch(undefined),
  /** The honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.string().max(2000).optional().catch('filled'),
  /** The language of the page it was sent from (the form's JavaScript says it); English when absent. */
  locale: z.enum(locales).optional().catch(undefined),
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

/** The artwork: ids of files uploaded from the same form (src/features/enquiry/files/), at most ten, each once. */
const filesSchema = (locale: Locale) => {
  const l = { locale };
  return z
    .array(z.string({ error: m.enquiry_files_id({}, l) }).regex(fileIdPattern, m.enquiry_files_foreign({}, l)), { error: m.enquiry_files_list({}, l) })
    .max(artworkLimits.files, m.enquiry_files_too_many({ max: artworkLimits.files }, l))
    .refine((ids) => new Set(ids).size === ids.length, m.enquiry_files_twice({}, l));
};

/**
 * The enquiry: the fields (the delivery PIN code optional), what the visitor does not see, the quote's lines (optional; at most
 * 20, each a product and size we sell and 100 to 100,000 pouches) and the artwork files (optional),
 * with its messages in `locale`.
 */
const schemaFor = (locale: Locale) =>
  fieldsSchema(locale).extend({ ...envelopeSchema.shape, items: itemsSchemaFor(locale).optional(), files: filesSchema(locale).optional() });
const schemas = new Map<Locale, ReturnType<typeof schemaFor>>();
export const enquirySchemaIn = (locale: Locale) => {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = schemaFor(locale)));
  return schema;
};
export const enquirySchema = enquirySchemaIn(baseLocale);
export type EnquiryInput = z.infer<typeof enquirySchema>;
export type FieldErrors = Partial<Record<ErrorField, string>>;

export type ParsedEnquiry = { ok: true; data: EnquiryInput } | { ok: false; errors: FieldErrors };

/** Validates a submission; on failure gives the first message for each field that is wrong. */
export function parseEnquiry(input: unknown, locale: Locale = baseLocale): ParsedEnquiry {
  const result = enquirySchemaIn(locale).safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ErrorField;
    if (errorFields.includes(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The one sentence above the fields when some of them are wrong. */
export function invalidMessage(errors: FieldErrors, locale: Locale = baseLocale): string {
  const labels = fieldLabelsIn(locale);
  const wrong = errorFields.filter((f) => errors[f]);
  const names = wrong.map((f) => labels[f]).join(', ');
  return wrong.length === 1 ? m.enquiry_check_one({ names }, { locale }) : m.enquiry_check_many({ names }, { locale });
}
