import { site } from '../../content/site';

/**
 * Every sentence the enquiry answers with. The form counts an answer as a success only when its
 * message contains the word 'successfully' (spec §4), so only `sent` may contain it.
 */
export const enquiryMessages = {
  sent: (reference: string) =>
    `Thank you! Your enquiry was sent successfully. Your reference is ${reference}. We will reply within 24 hours.`,
  /** Shown by the browser when the answer never comes or is not JSON (spec §8). */
  failure: 'An error occurred while submitting the form. Please try again.',
  rateLimited: (seconds: number) =>
    `You have sent several enquiries in a short time. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}, or write to us at ${site.email}.`,
  tooLarge: 'Your enquiry is too large to send (16 KB at most). Please shorten your message and try again.',
  notJsonType: 'Send the enquiry as JSON, with the header Content-Type: application/json.',
  notFormType: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
  notJson: 'The enquiry could not be read: the body is not valid JSON.',
  notObject: 'Send the enquiry as a JSON object with the fields name, email, phone and message.',
  unreadable: 'The enquiry could not be read. Please try again.',
  /** The body broke off before its end (a dropped line): the sender's to send again. */
  incomplete: 'The enquiry arrived incomplete (the connection broke off). Please send it again.',
  methodNotAllowed: 'Enquiries are sent with POST.',
  notStored: `We could not save your enquiry just now. Please try again in a minute, or write to us at ${site.email}.`,
} as const;
