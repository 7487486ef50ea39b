import { itemsRules, type ItemsRules } from './items.rules';
import { artworkLimits, fileIdPattern } from '../files/limits';
import { textProblem, textProblemIn } from './text';
import { baseLocale, locales, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { emailLengthProblem, enquiryLimits, errorFields, normalisePhone, normalisePin, type ErrorField, type FieldErrors } from './fields';
import type { z as Zod } from 'zod';
import { loadZod, type Zod as ZodParts } from '@platform/zod';

/**
 * The enquiry's rules as zod schemas, with their messages in the visitor's language: every
 * submission (JSON or plain form post) is parsed with them. Built, and zod loaded, with the first
 * submission an isolate takes (`enquiryRules`), never at its start; the limits they apply are in fields.ts.
 */

const { name, email, phone, pincode, message } = enquiryLimits;

/** The enquiry's rules, built with zod and the quote lines' rules (`enquiryRules` loads them). */
export function enquiryRulesWith(z: ZodParts, items: ItemsRules) {
  /**
   * The one text schema of every field a visitor types (docs/decisions/035): a string, trimmed, with
   * no character `textProblem` refuses (controls, line breaks in a single-line field, direction
   * overrides and isolates, invisible format characters; ZWNJ and ZWJ are kept). The message names
   * the field, in the visitor's language: "Name must be on one line."
   */
  const visitorText = (label: string, lines: 'line' | 'lines' = 'line', missing = `Enter ${label.toLowerCase()}.`, locale: Locale = baseLocale) =>
    z
      .string({ error: missing })
      .trim()
      .superRefine((value, ctx) => {
        const problem = textProblemIn(value, lines, locale, label);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
      });

  /** A required text: anything that is not a string reads as missing. */
  const text = (label: string, missing: string, locale: Locale, lines: 'line' | 'lines' = 'line') => visitorText(label, lines, missing, locale).min(1, missing);

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

  const enquiryFieldsSchema = fieldsSchema(baseLocale);

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
    fieldsSchema(locale).extend({ ...envelopeSchema.shape, items: items.itemsSchemaFor(locale).optional(), files: filesSchema(locale).optional() });
  const schemas = new Map<Locale, ReturnType<typeof schemaFor>>();
  const enquirySchemaIn = (locale: Locale) => {
    let schema = schemas.get(locale);
    if (!schema) schemas.set(locale, (schema = schemaFor(locale)));
    return schema;
  };

  /** Validates a submission; on failure gives the first message for each field that is wrong. */
  function parseEnquiry(input: unknown, locale: Locale = baseLocale): ParsedEnquiry {
    const result = enquirySchemaIn(locale).safeParse(input);
    if (result.success) return { ok: true, data: result.data };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ErrorField;
      if (errorFields.includes(field)) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { visitorText, enquiryFieldsSchema, enquirySchemaIn, enquirySchema: enquirySchemaIn(baseLocale), parseEnquiry };
}
export type EnquiryRules = ReturnType<typeof enquiryRulesWith>;
export type EnquiryInput = Zod.infer<EnquiryRules['enquirySchema']>;
export type ParsedEnquiry = { ok: true; data: EnquiryInput } | { ok: false; errors: FieldErrors };

let built: EnquiryRules | undefined;
/** The enquiry's rules: zod loads, and they are built, with the first submission an isolate takes. */
export const enquiryRules = async (): Promise<EnquiryRules> => (built ??= enquiryRulesWith(await loadZod(), await itemsRules()));
