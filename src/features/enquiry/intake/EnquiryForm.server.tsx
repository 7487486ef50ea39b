import { Island } from '@platform/islands/Island';
import { Icon } from '@platform/ui/Icon';
import EnquiryFormIsland, { type EnquiryFieldSpec, type EnquiryFormProps } from './enquiry-form.island';
import type { EnquiryWords } from './words';
import { contactContent } from './contact-content';
import { EnquiryDoneOnServer } from './done-context';
import { EnquiryDone } from './enquiry-done';
import { enquiryLimits, fieldLabelsIn, type EnquiryField } from './fields';
import { enquiryMessagesIn } from './messages';
import { useLocale } from '@platform/i18n/locale';
import { localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** What the form shows: values, errors and result of the last post, and its hidden fields. */
export type EnquiryFormState = Pick<
  EnquiryFormProps,
  'values' | 'errors' | 'result' | 'idempotencyKey' | 'startedAt' | 'sourcePage' | 'lines' | 'keepStored' | 'sent'
> & {
  /**
   * What the address started: `line`, a size's quote line; `message`, the message (a product, the
   * wishlist, the quote list). A note above the form says so until the enquiry is sent.
   */
  prefill: 'line' | 'message' | null;
};

const { name, email, phone, pincode, message } = enquiryLimits;

/** The fields' labels and native checks, which take their limits from the zod schema's, in `locale`. */
function fieldsIn(locale: Locale): Record<EnquiryField, EnquiryFieldSpec> {
  const labels = fieldLabelsIn(locale);
  const l = { locale };
  return {
    name: {
      label: labels.name,
      type: 'text',
      autoComplete: 'name',
      minLength: name.min,
      maxLength: name.max,
      placeholder: m.enquiry_placeholder_name({}, l),
      says: { missing: m.enquiry_name_missing({}, l), short: m.enquiry_name_short({ min: name.min }, l), long: m.enquiry_name_long({ max: name.max }, l) },
    },
    email: {
      label: labels.email,
      type: 'email',
      autoComplete: 'email',
      maxLength: email.max,
      placeholder: 'you@company.com',
      says: { missing: m.enquiry_email_missing({}, l), invalid: m.enquiry_email_invalid({}, l), long: m.enquiry_email_long({ max: email.max }, l) },
    },
    phone: {
      label: labels.phone,
      type: 'tel',
      autoComplete: 'tel',
      maxLength: phone.maxChars,
      placeholder: m.enquiry_placeholder_phone({}, l),
      says: { missing: m.enquiry_phone_missing({}, l), invalid: m.enquiry_phone_invalid({ digits: phone.digits }, l) },
    },
    pincode: {
      label: labels.pincode,
      optional: true,
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'postal-code',
      maxLength: pincode.maxChars,
      placeholder: m.enquiry_placeholder_pincode({}, l),
      says: { missing: '', invalid: m.enquiry_pincode_invalid({ digits: pincode.digits }, l) },
    },
    message: {
      label: labels.message,
      rows: message.rows,
      minLength: message.min,
      maxLength: message.max,
      placeholder: m.enquiry_placeholder_message({}, l),
      says: {
        missing: m.enquiry_message_missing({}, l),
        short: m.enquiry_message_short({ min: message.min }, l),
        long: m.enquiry_message_long({ max: message.max }, l),
      },
    },
  };
}

/** The island's longer sentences in `locale`, each value's place written `{name}` (EnquiryWords). */
export function enquiryWordsIn(locale: Locale): EnquiryWords {
  const l = { locale };
  const gaps = <K extends string>(...names: K[]) => Object.fromEntries(names.map((n) => [n, `{${n}}`])) as Record<K, string>;
  return {
    waitingOne: m.enquiry_waiting_one(gaps('name'), l),
    waitingMany: m.enquiry_waiting_many(gaps('count'), l),
    refusedOne: m.enquiry_refused_files_one(gaps('names'), l),
    refusedMany: m.enquiry_refused_files_many(gaps('names'), l),
    stoppedOne: m.enquiry_stopped_files_one(gaps('names'), l),
    stoppedMany: m.enquiry_stopped_files_many(gaps('names'), l),
    designsWithProof: m.enquiry_designs_with_proof(gaps('front', 'back', 'proof'), l),
    designsNoProof: m.enquiry_designs_no_proof(gaps('front', 'back'), l),
    designWithProof: m.enquiry_design_with_proof(gaps('design', 'proof'), l),
    designNoProof: m.enquiry_design_no_proof(gaps('design'), l),
    designFailed: m.enquiry_design_failed(gaps('name', 'line', 'reason'), l),
    designRefusedHint: m.enquiry_design_refused_hint({}, l),
    artTooMany: m.enquiry_art_too_many(gaps('max', 'count'), l),
    artHintLive: m.enquiry_art_hint_live(gaps('max', 'size'), l),
    artHintPlain: m.enquiry_art_hint_plain(gaps('max', 'size'), l),
    artLinesLegend: m.enquiry_art_lines_legend({}, l),
    artLinesHint: m.enquiry_art_lines_hint({}, l),
    artRetrying: m.enquiry_art_retrying({}, l),
    lineQuantity: m.quote_col_pouches({}, l),
  };
}

/**
 * The enquiry form: the `enquiry-form` island, in the page's language. Without
 * JavaScript it posts to the page's own address (/contactus, /hi/contactus) and the server answers
 * with this form again: the result, the errors beside their fields, the values kept (success clears
 * them). Live, it sends to /api/enquiry as JSON, with the visitor's quote lines and the page's
 * language. It starts on the first touch, or at once when a quote is stored (to show its lines):
 * until then it is the plain form.
 */
export function EnquiryForm({ state }: { state: EnquiryFormState }) {
  const locale = useLocale();
  const { values, errors, result, idempotencyKey, startedAt, sourcePage, lines, keepStored, sent, prefill } = state;
  // The confirmation, rendered here on a plain post's page; the browser fetches its own as the form is sent.
  return (
    <EnquiryDoneOnServer value={EnquiryDone}>
      <Island
        of={EnquiryFormIsland}
        props={{
          endpoint: '/api/enquiry',
          fields: fieldsIn(locale),
          submitLabel: contactContent.submitLabel[locale],
          sendingLabel: contactContent.sendingLabel[locale],
          failure: enquiryMessagesIn(locale).failure,
          words: enquiryWordsIn(locale),
          values,
          errors,
          ...(result ? { result } : {}),
          idempotencyKey,
          startedAt,
          sourcePage,
          lines,
          ...(keepStored ? { keepStored } : {}),
          ...(sent ? { sent } : {}),
        }}
        slots={{
          privacy: (
            <p className="form-privacy">
              {contactContent.privacyNote[locale]} <a href={localePath(locale, '/privacy-policy')}>{m.enquiry_privacy_link({}, { locale })}</a>
            </p>
          ),
          next: (
            <div className="enquiry-next">
              <h3 className="enquiry-next-title">{contactContent.afterSending.title[locale]}</h3>
              <ol>
                {contactContent.afterSending.steps.map((step, i) => (
                  <li key={i}>{step[locale]}</li>
                ))}
              </ol>
            </div>
          ),
          note: prefill && (
            <p className="prefill-note">
              <Icon name="tag" size={18} /> {prefill === 'line' ? contactContent.lineNote[locale] : contactContent.prefillNote[locale]}
            </p>
          ),
        }}
        load="quote"
      />
    </EnquiryDoneOnServer>
  );
}
