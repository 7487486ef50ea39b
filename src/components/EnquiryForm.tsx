import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { islandAttrs } from './Island';
import { contactContent } from '../content/contact';
import { enquiryLimits, enquiryFields, type EnquiryField, type FieldErrors } from '../enquiry/schema';
import { enquiryMessages } from '../enquiry/messages';

/** What the form shows: values, errors and result of the last post, and its hidden fields. */
export interface EnquiryFormState {
  values: Partial<Record<EnquiryField, string>>;
  errors: FieldErrors;
  result?: { kind: 'success' | 'error'; message: string };
  idempotencyKey: string;
  /** The signed time the form was shown (minimum fill time). */
  startedAt: string;
  sourcePage: string;
  prefilled: boolean;
}

/** Props of the `enquiry-form` island (client/islands/enquiry-form.ts). */
export interface EnquiryFormProps {
  endpoint: string;
  sending: string;
  failure: string;
}

const { name, email, phone, message } = enquiryLimits;
const id = (field: string) => `enquiry-${field}`;

function Field({ field, label, error, children }: { field: EnquiryField; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={`field field-${field}`}>
      <label htmlFor={id(field)}>
        {label}
        <span className="req" aria-hidden="true"> *</span>
      </label>
      {children}
      <p className="field-error" id={`${id(field)}-error`} data-error-for={field} hidden={!error}>
        <Icon name="alert" size={16} />
        <span>{error}</span>
      </p>
    </div>
  );
}

/**
 * The enquiry form (spec §4, §5). Without JavaScript it posts to /contactus and the server answers
 * with this form again: the result, the errors beside their fields, the values kept (success
 * clears them). The `enquiry-form` island sends it to /api/enquiry as JSON instead. The browser's
 * own checks come from the native attributes, which take their limits from the zod schema.
 */
export function EnquiryForm({ state }: { state: EnquiryFormState }) {
  const { values, errors, result } = state;
  const firstError = enquiryFields.find((f) => errors[f]);
  const a11y = (field: EnquiryField) => ({
    id: id(field),
    name: field,
    'data-field': '',
    required: true,
    defaultValue: values[field] ?? '',
    'aria-invalid': errors[field] ? ('true' as const) : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
    autoFocus: field === firstError || undefined,
  });
  const props: EnquiryFormProps = { endpoint: '/api/enquiry', sending: contactContent.sendingLabel, failure: enquiryMessages.failure };

  return (
    <form id="enquiry-form" className="enquiry-form" method="post" action="/contactus" {...islandAttrs('enquiry-form', props)}>
      <Field field="name" label="Name" error={errors.name}>
        <input {...a11y('name')} type="text" autoComplete="name" minLength={name.min} maxLength={name.max} placeholder="Your full name" />
      </Field>
      <div className="field-row">
        <Field field="email" label="Email" error={errors.email}>
          <input {...a11y('email')} type="email" autoComplete="email" maxLength={email.max} placeholder="you@company.com" />
        </Field>
        <Field field="phone" label="Phone" error={errors.phone}>
          <input {...a11y('phone')} type="tel" autoComplete="tel" maxLength={phone.digits} placeholder="10-digit mobile number" />
        </Field>
      </div>
      <Field field="message" label="Message" error={errors.message}>
        <textarea {...a11y('message')} rows={message.rows} minLength={message.min} maxLength={message.max}
          placeholder="Tell us about your product, pouch size, quantity and finish" />
      </Field>

      <div className="hp" aria-hidden="true">
        <label htmlFor="enquiry-website">Leave this field empty</label>
        <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
      <input type="hidden" name="startedAt" value={state.startedAt} />
      <input type="hidden" name="sourcePage" value={state.sourcePage} />

      <div className="form-actions">
        <button type="submit" className="btn btn-accent btn-send" data-submit="">
          {contactContent.submitLabel}
        </button>
        <p className="form-privacy">{contactContent.privacyNote} <a href="/privacy-policy">Privacy Policy</a></p>
      </div>
      <div id="enquiry-status" className="form-status" role="status" data-status="" data-kind={result?.kind}
        tabIndex={result?.kind === 'success' ? -1 : undefined} autoFocus={result?.kind === 'success' || undefined}>
        <Icon name="check" size={20} className="status-icon status-success" />
        <Icon name="alert" size={20} className="status-icon status-error" />
        <span data-status-text="">{result?.message}</span>
      </div>
    </form>
  );
}
