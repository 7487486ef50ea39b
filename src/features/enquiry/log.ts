/**
 * The enquiry path's events, one JSON line each, for an operator to search and count. An event
 * carries the enquiry's reference and facts about the forward, never a name, e-mail, phone or message.
 */
export type EnquiryEvent =
  | 'enquiry.stored'
  | 'enquiry.held'
  | 'forward.attempt'
  | 'forward.delivered'
  | 'forward.retry-scheduled'
  | 'forward.crashed'
  | 'fallback.sent'
  | 'fallback.failed'
  | 'outage.alert-sent'
  | 'outage.recovery-sent'
  | 'outage.mail-failed'
  | 'digest.sent'
  | 'digest.failed'
  | 'retention.erased'
  | 'artwork.erased'
  | 'artwork.orphan-removed'
  | 'sweep.done';

type Field = string | number | boolean | null;

export function logEvent(event: EnquiryEvent, fields: Record<string, Field> = {}): void {
  const line = JSON.stringify({ event, at: new Date().toISOString(), ...fields });
  if (event.endsWith('failed') || event.endsWith('crashed')) console.warn(line);
  else console.log(line);
}
