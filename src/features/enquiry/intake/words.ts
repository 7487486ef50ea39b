/**
 * The form's longer sentences, written by the server in the page's language with `{name}` where a
 * value goes (EnquiryForm.server.tsx): carried by the page that shows the form, not in the island's
 * code, where each language's build bundled them for every page that can load the form.
 */
export type EnquiryWords = Record<
  | 'waitingOne'
  | 'waitingMany'
  | 'refusedOne'
  | 'refusedMany'
  | 'stoppedOne'
  | 'stoppedMany'
  | 'designsWithProof'
  | 'designsNoProof'
  | 'designWithProof'
  | 'designNoProof'
  | 'designFailed'
  | 'designRefusedHint'
  | 'artTooMany'
  | 'artHintLive'
  | 'artHintPlain'
  | 'artLinesLegend'
  | 'artLinesHint'
  | 'artRetrying'
  | 'lineQuantity',
  string
>;

/** A sentence of `EnquiryWords` with its values in place; a value is never read as a gap (one pass over the sentence). */
export const fill = (sentence: string, values: Record<string, string | number> = {}) =>
  sentence.replace(/\{(\w+)\}/g, (gap, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : gap));
