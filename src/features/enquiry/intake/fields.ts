import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The enquiry's fields and their limits, in one place. The worker validates every submission (JSON
 * or plain form post) with the enquiry's schema (enquiry.schema.ts, loaded with the first
 * submission an isolate takes); the form's markup takes its native limits (`minLength`,
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
export const errorFields: readonly ErrorField[] = [...enquiryFields, 'items', 'files'];

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

const { email } = enquiryLimits;

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

/** A message for each field that is wrong: the first found. */
export type FieldErrors = Partial<Record<ErrorField, string>>;

/** The one sentence above the fields when some of them are wrong. */
export function invalidMessage(errors: FieldErrors, locale: Locale = baseLocale): string {
  const labels = fieldLabelsIn(locale);
  const wrong = errorFields.filter((f) => errors[f]);
  const names = wrong.map((f) => labels[f]).join(', ');
  return wrong.length === 1 ? m.enquiry_check_one({ names }, { locale }) : m.enquiry_check_many({ names }, { locale });
}
