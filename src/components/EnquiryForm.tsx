import { Island } from './Island';
import { Icon } from './Icon';
import EnquiryFormIsland, { type EnquiryFieldSpec, type EnquiryFormProps } from '../../client/islands/enquiry-form';
import { contactContent } from '../content/contact';
import { enquiryLimits, fieldLabels, type EnquiryField } from '../enquiry/intake/schema';
import { enquiryMessages } from '../enquiry/intake/messages';

/** What the form shows: values, errors and result of the last post, and its hidden fields. */
export type EnquiryFormState = Pick<EnquiryFormProps, 'values' | 'errors' | 'result' | 'idempotencyKey' | 'startedAt' | 'sourcePage' | 'lines' | 'keepStored' | 'sent'> & {
  /**
   * What the address started: `line`, a size's quote line; `message`, the message (a product, the
   * wishlist, the quote list). A note above the form says so until the enquiry is sent.
   */
  prefill: 'line' | 'message' | null;
};

const { name, email, phone, message } = enquiryLimits;

/** The fields' labels and native checks, which take their limits from the zod schema's. */
const fields: Record<EnquiryField, EnquiryFieldSpec> = {
  name: { label: fieldLabels.name, type: 'text', autoComplete: 'name', minLength: name.min, maxLength: name.max, placeholder: 'Your full name' },
  email: { label: fieldLabels.email, type: 'email', autoComplete: 'email', maxLength: email.max, placeholder: 'you@company.com' },
  phone: { label: fieldLabels.phone, type: 'tel', autoComplete: 'tel', maxLength: phone.maxChars, placeholder: '10-digit mobile, like 98765 43210' },
  message: { label: fieldLabels.message, rows: message.rows, minLength: message.min, maxLength: message.max, placeholder: 'Tell us about your product, pouch size, quantity and finish' },
};

/**
 * The enquiry form (spec §4, §5): the `enquiry-form` island. Without JavaScript it posts to
 * /contactus and the server answers with this form again: the result, the errors beside their
 * fields, the values kept (success clears them). Live, it sends to /api/enquiry as JSON, with the
 * visitor's quote lines. It starts on the first touch, or at once when a quote is stored (to show
 * its lines): until then it is the plain form.
 */
export function EnquiryForm({ state }: { state: EnquiryFormState }) {
  const { values, errors, result, idempotencyKey, startedAt, sourcePage, lines, keepStored, sent, prefill } = state;
  return (
    <Island
      of={EnquiryFormIsland}
      props={{
        endpoint: '/api/enquiry',
        fields,
        submitLabel: contactContent.submitLabel,
        sendingLabel: contactContent.sendingLabel,
        failure: enquiryMessages.failure,
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
        privacy: <p className="form-privacy">{contactContent.privacyNote} <a href="/privacy-policy">Privacy Policy</a></p>,
        note: prefill && <p className="prefill-note"><Icon name="tag" size={18} /> {prefill === 'line' ? contactContent.lineNote : contactContent.prefillNote}</p>,
      }}
      load="quote"
    />
  );
}
