import { describe, expect, it } from 'vitest';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { enquiryWordsIn } from './EnquiryForm.server';
import { fill } from './words';

const values = {
  name: '“label.pdf”',
  count: 3,
  names: '“a.pdf”, “b.png”',
  front: 'front.pdf',
  back: 'back.pdf',
  proof: 'proof.pdf',
  design: 'label.png',
  line: 2,
  reason: 'Too big.',
  max: 10,
  size: '200 MB',
};

describe("the enquiry form's sentences sent as templates", () => {
  it.each(['en', 'hi', 'ta'] as const)('%s: each, filled in the browser, says what its message says', (locale) => {
    const words = enquiryWordsIn(locale);
    const said = {
      waitingOne: m.enquiry_waiting_one(values, { locale }),
      waitingMany: m.enquiry_waiting_many(values, { locale }),
      refusedOne: m.enquiry_refused_files_one(values, { locale }),
      refusedMany: m.enquiry_refused_files_many(values, { locale }),
      stoppedOne: m.enquiry_stopped_files_one(values, { locale }),
      stoppedMany: m.enquiry_stopped_files_many(values, { locale }),
      designsWithProof: m.enquiry_designs_with_proof(values, { locale }),
      designsNoProof: m.enquiry_designs_no_proof(values, { locale }),
      designWithProof: m.enquiry_design_with_proof(values, { locale }),
      designNoProof: m.enquiry_design_no_proof(values, { locale }),
      designFailed: m.enquiry_design_failed(values, { locale }),
      designRefusedHint: m.enquiry_design_refused_hint({}, { locale }),
      artTooMany: m.enquiry_art_too_many(values, { locale }),
      artHintLive: m.enquiry_art_hint_live(values, { locale }),
      artHintPlain: m.enquiry_art_hint_plain(values, { locale }),
      artLinesLegend: m.enquiry_art_lines_legend({}, { locale }),
      artLinesHint: m.enquiry_art_lines_hint({}, { locale }),
      artRetrying: m.enquiry_art_retrying({}, { locale }),
      lineQuantity: m.quote_col_pouches({}, { locale }),
    };
    expect(Object.fromEntries(Object.entries(words).map(([k, w]) => [k, fill(w, values)]))).toEqual(said);
  });

  it('never reads a value as a gap', () => {
    expect(fill('Waiting for {name} ({count})', { name: '{count}', count: 2 })).toBe('Waiting for {count} (2)');
  });
});
