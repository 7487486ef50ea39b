import { describe, expect, it } from 'vitest';
import { assess, bandName, colourNote, COLOUR_NOTE, panelOf, prepressWords, type Band, type Warning } from '@features/mockup/placement';
import { dielineLayout } from './layout';
import { locales, type Locale } from '@platform/i18n/locales';

/** Each script's letters: a Hindi warning is written in Devanagari, a Tamil one in Tamil. */
const script: Record<Locale, RegExp> = { en: /^[\x20-\x7e–—“”’…·]+$/, hi: /[\u0900-\u097f]/, ta: /[\u0b80-\u0bff]/ };
const bands: Pick<Band, 'kind' | 'seal' | 'depth'>[] = [
  { kind: 'seal', seal: 'top' },
  { kind: 'seal', seal: 'left' },
  { kind: 'seal', seal: 'right' },
  { kind: 'zipper' },
  { kind: 'fold' },
  { kind: 'base', depth: 20 },
  { kind: 'notch' },
];
/** Every kind of warning, in each of its forms, from made-up facts. */
const everyForm = (locale: Locale): Record<Warning['kind'], string[]> => ({
  resolution: [true, false].flatMap((vector) =>
    [true, false].map((soft) => prepressWords.resolution({ side: 'front', ppi: 124, soft, vector, times: 2.5, pixels: 1942 }, locale)),
  ),
  crop: [prepressWords.crop({ side: 'back', share: 12, width: 156, height: 226 }, locale)],
  window: [prepressWords.window({ side: 'front' }, locale)],
  detail: bands.map((band) => prepressWords.detail({ side: 'front', band }, locale)),
  // On white film; over white ink; straight on clear film, kraft and foil.
  'white-border': (
    [
      ['white', false],
      ['clear', true],
      ['clear', false],
      ['kraft', false],
      ['metallised', false],
    ] as const
  ).map(([film, underlay]) =>
    prepressWords['white-border'](
      {
        side: 'front',
        edges: [
          { edge: 'top', mm: 4 },
          { edge: 'left', mm: 2.5 },
          { edge: 'bottom', mm: 1 },
        ],
        film,
        underlay,
      },
      locale,
    ),
  ),
  'white-edge': (['top', 'right', 'bottom', 'left'] as const).map((edge) => prepressWords['white-edge']({ side: 'back', edge, mm: 10 }, locale)),
  colour: [prepressWords.colour({}, locale)],
  fonts: [prepressWords.fonts({ side: 'back', fonts: ['Helvetica'] }, locale), prepressWords.fonts({ side: 'front', fonts: ['Arial', 'Garamond'] }, locale)],
});

describe('prepress warnings in every language', () => {
  it('has words for every kind of warning, in every form, in English, Hindi and Tamil', () => {
    const kinds = Object.keys(prepressWords).sort();
    expect(kinds).toEqual(['colour', 'crop', 'detail', 'fonts', 'resolution', 'white-border', 'white-edge', 'window']);
    for (const locale of locales) {
      const forms = everyForm(locale);
      expect(Object.keys(forms).sort()).toEqual(kinds);
      for (const [kind, texts] of Object.entries(forms)) {
        for (const text of texts) {
          expect(text.length, `${locale} ${kind}`).toBeGreaterThan(30);
          expect(text, `${locale} ${kind}`).toMatch(script[locale]);
          expect(text, `${locale} ${kind}: no message key left unfilled`).not.toMatch(/[{}]|mockup_/);
        }
        // Each form says something of its own.
        expect(new Set(texts).size, `${locale} ${kind}`).toBe(texts.length);
      }
    }
  });

  it('keeps the English words and figures as they were', () => {
    const en = everyForm('en');
    expect(en.resolution[1]).toBe(
      'Front: a picture in your PDF is 124 ppi at print size and may print soft (300 ppi prints sharp). Fix: replace it with one of at least 2.5 times the pixels across, or place the design smaller.',
    );
    expect(en.resolution[2]).toBe(
      'Front: 124 ppi at print size will print soft (300 ppi prints sharp). Fix: use an image of at least 1942 pixels across, or place this one smaller.',
    );
    expect(en.detail[5]).toBe(
      'Front: text or fine detail in the bottom 20 mm that folds under into the base. Fix: keep text and logos above the gusset fold; this strip turns under the pouch and is not seen on the shelf.',
    );
    expect(en['white-border'][2]).toBe(
      'Front: a white border in your design, 4 mm at the top, 2.5 mm at the left and 1 mm at the bottom inside the trim: no ink goes on white, so it shows as a band of clear film. Fix: run your background out to the bleed, or keep the border if you want a frame.',
    );
    expect(COLOUR_NOTE.text).toBe(colourNote('en').text);
  });

  it('writes Hindi and Tamil with the figures kept in Latin digits', () => {
    const hi = everyForm('hi');
    expect(hi.resolution[2]).toBe(
      'फ्रंट: प्रिंट साइज़ पर 124 ppi धुंधला प्रिंट होगा (300 ppi पर प्रिंट साफ़ आता है)। सुधार: कम से कम 1942 पिक्सेल चौड़ी तस्वीर लें, या इसी को छोटा रखें।',
    );
    expect(hi.detail[0]).toBe('फ्रंट: ऊपर की सील में टेक्स्ट या बारीक डिटेल है। सुधार: टेक्स्ट और लोगो सेफ़ ज़ोन के अंदर रखें; सील में सिर्फ़ बैकग्राउंड जाने दें।');
    const ta = everyForm('ta');
    expect(ta['white-edge'][0]).toBe(
      'பின்பக்கம்: மேலே 10 mm வெள்ளை ஓரம்: டிசைன் ப்ளீட் வரை வரவில்லை. சரிசெய்ய: "நிரப்பு" என்பதைத் தேர்ந்தெடுங்கள், அல்லது பின்னணியை இன்னும் 10 mm நீட்டுங்கள்.',
    );
    expect(colourNote('ta').text).toMatch(/^வண்ணங்கள்: உங்கள் ஃபைல் RGB-இல்/);
  });

  it('names every band of a template in each language, and assess writes in the language asked', () => {
    const front = panelOf(
      dielineLayout({ width: 150, length: 220, gusset: 40 }, { zipper: true, window: false, productName: 'Pouch', sizeLabel: '500gm', brand: 'PrintPouch' }),
      'front',
    );
    for (const band of front.bands) {
      expect(band.name).toBe(bandName(band, 'en'));
      expect(bandName(band, 'hi')).toMatch(script.hi);
      expect(bandName(band, 'ta')).toMatch(script.ta);
    }
    // A small raster design, placed across the whole bleed: too few pixels for print.
    const p = { ...front.bleed };
    const [en] = assess(front, { width: 600, height: 880, vector: false }, p, null);
    const [hi] = assess(front, { width: 600, height: 880, vector: false }, p, null, { film: 'white', underlay: false }, 'hi');
    expect(en!.kind).toBe('resolution');
    expect(en!.text).toMatch(/^Front: \d+ ppi at print size will print soft/);
    expect(hi!.kind).toBe('resolution');
    expect(hi!.text).toMatch(/^फ्रंट: प्रिंट साइज़ पर \d+ ppi धुंधला प्रिंट होगा/);
  });
});
