import { describe, expect, it } from 'vitest';
import { siteTexts } from '../support/site-texts';

/**
 * Lines a native reader stopped at (issue 64), held for every message and every text of the
 * typed content: amounts grouped as India writes them, a Hindi sentence ended with a danda, the
 * Tamil for a see-through pouch (வெளிப்படையான is "frank"), the template's layer names said as
 * names, not English left in a sentence.
 */
describe('the site’s words, as a native reader reads them', () => {
  const texts = siteTexts();

  it('groups every rupee amount of four digits or more, in every language (₹1,500, not ₹1500)', () => {
    const ungrouped = texts.flatMap((t) => (['en', 'hi', 'ta'] as const).filter((l) => /₹\d{4}/.test(t[l])).map((l) => `${t.id} ${l}: ${t[l]}`));
    expect(ungrouped).toEqual([]);
  });

  it('ends a Hindi sentence with a danda, not a full stop', () => {
    // A full stop before the next Devanagari word or at the end, not after a number or an abbreviation (नं., कि.ग्रा.) or in an ellipsis.
    const stops = texts.filter((t) => /[\u0900-\u097f]/.test(t.hi) && /(?<![.\u0902\u0902]|नं|ग्रा|ली)\.(?=\s+[\u0900-\u097f]|\s*$)/.test(t.hi));
    expect(stops.map((t) => `${t.id}: ${t.hi}`)).toEqual([]);
  });

  it('says a see-through pouch in the glossary’s word, not வெளிப்படையான (frank)', () => {
    expect(texts.filter((t) => /வெளிப்படையான பவுச்/.test(t.ta)).map((t) => t.id)).toEqual([]);
  });

  it('names the template’s White and Dieline layers as names, in quotation marks', () => {
    const bare = texts.flatMap((t) => (['hi', 'ta'] as const).filter((l) => /(?<!“)\b(?:White|Dieline)\b(?!”)/.test(t[l])).map((l) => `${t.id} ${l}: ${t[l]}`));
    expect(bare).toEqual([]);
  });
});
