import { site } from '@platform/content/site';
import { facts } from '@platform/content/facts';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * Every sentence the enquiry answers with, in the buyer's language (messages/enquiry/). An answer
 * is a success when it carries a reference; the English `sent` is the only one with the word
 * 'successfully', which the form still reads as success too.
 */
export const enquiryMessagesIn = (locale: Locale) => {
  const l = { locale };
  return {
    sent: (reference: string) => m.enquiry_sent({ reference, hours: facts.replyWithinHours }, l),
    /** Shown by the browser when the answer never comes or is not JSON. */
    failure: m.enquiry_failure({}, l),
    rateLimited: (seconds: number) =>
      (seconds > 60 ? m.enquiry_rate_limited_many : m.enquiry_rate_limited_one)({ minutes: Math.ceil(seconds / 60), email: site.email }, l),
    tooLarge: m.enquiry_too_large({}, l),
    notJsonType: m.enquiry_not_json_type({}, l),
    notFormType: m.enquiry_not_form_type({}, l),
    notJson: m.enquiry_not_json({}, l),
    notObject: m.enquiry_not_object({}, l),
    unreadable: m.enquiry_unreadable({}, l),
    /** The body broke off before its end (a dropped line): the sender's to send again. */
    incomplete: m.enquiry_incomplete({}, l),
    methodNotAllowed: m.enquiry_method_not_allowed({}, l),
    notStored: m.enquiry_not_stored({ email: site.email }, l),
  };
};

/** The English sentences. */
export const enquiryMessages = enquiryMessagesIn(baseLocale);
