import { beforeAll, describe, expect, it } from 'vitest';
import { findVariant } from '@features/catalogue/catalogue';
import { keptNote, keptNoteIn, preflightFindings, preflightNotes, templateSizes, type Measured } from './preflight';
import { PdfActiveScan, loadPdfReader } from './pdf-active';
import { svgProblem } from './svg';
import type { ArtworkKind } from './limits';
import { locales } from '@platform/i18n/locales';
import { activePdf } from '@tests/support/pdf-cases';
import { bypasses, otherRefusals, svgAround } from '@tests/support/svg-cases';
import { uploadRules } from './upload.rules';

// The judges read with pdf-lib and fflate, which the worker loads before the first file it reads.
beforeAll(() => loadPdfReader());

const { lineOfFileSchemaIn } = await uploadRules();

const kraft500 = findVariant('kraft-with-window', '500gm')!;
const name = kraft500.product.name;
const devanagari = /[\u0900-\u097f]/;
const tamil = /[\u0b80-\u0bff]/;
/** English words of the notes' sentences: none of them may be left in a Hindi or Tamil note. */
const englishWords = /\b(?:Page|page|the|of|with|across|panel|bleed|print|prints|template|under|sharp|could|not|read|check|proof)\b/;

/** Every kind of note the file check writes, from what it measured. */
const { template, panel, panelPage } = templateSizes(kraft500);
const measured: Array<[string, Measured, readonly (typeof kraft500)[], ArtworkKind]> = [
  ['a PDF whose page was not read', {}, [kraft500], 'pdf'],
  ['a PDF without sizes to check', { page: { width: 210, height: 297 } }, [], 'pdf'],
  ['a PDF of the print template', { page: template }, [kraft500], 'pdf'],
  ['a PDF of one panel', { page: panel }, [kraft500], 'pdf'],
  ['a PDF of a panel page', { page: panelPage }, [kraft500], 'pdf'],
  ['an A4 PDF', { page: { width: 210, height: 297 } }, [kraft500], 'pdf'],
  ['an image not read', {}, [kraft500], 'png'],
  ['an image without sizes', { pixels: { width: 3000, height: 3000 } }, [], 'jpg'],
  ['a sharp image', { pixels: { width: 1900, height: 2700 } }, [kraft500], 'png'],
  ['a soft image', { pixels: { width: 900, height: 1300 } }, [kraft500], 'png'],
];

describe('the file check’s notes in Hindi and Tamil', () => {
  it('says a low-resolution image in Hindi and Tamil with its numbers, and in English as before', () => {
    const soft = { pixels: { width: 900, height: 1300 } };
    expect(preflightNotes(soft, [kraft500], 'png', 'en')).toEqual([
      {
        level: 'warning',
        text: `900 × 1300 px: 146 dpi across a 500gm ${name.en} panel with bleed (156 × 226 mm), under 300 dpi, so the print may look soft; at least 1843 × 2670 px prints sharp.`,
      },
    ]);
    expect(preflightNotes(soft, [kraft500], 'png')).toEqual(preflightNotes(soft, [kraft500], 'png', 'en'));
    expect(preflightNotes(soft, [kraft500], 'png', 'hi')).toEqual([
      {
        level: 'warning',
        text: `900 × 1,300 px: 500 ग्राम ${name.hi} के ब्लीड सहित पैनल (156 × 226 mm) पर 146 डीपीआई, जो 300 डीपीआई से कम है, इसलिए प्रिंट धुंधला दिख सकता है; कम से कम 1,843 × 2,670 px पर प्रिंट साफ़ आता है।`,
      },
    ]);
    expect(preflightNotes(soft, [kraft500], 'png', 'ta')).toEqual([
      {
        level: 'warning',
        text: `900 × 1,300 px: ப்ளீட் உட்பட்ட பேனலில் (156 × 226 mm) 146 டிபிஐ (500 கிராம் ${name.ta}), இது 300 டிபிஐக்குக் குறைவு, எனவே பிரிண்ட் மங்கலாகத் தெரியலாம்; குறைந்தது 1,843 × 2,670 px இருந்தால் பிரிண்ட் தெளிவாக வரும்.`,
      },
    ]);
  });

  it('says a PDF page that is not the print template in Tamil, naming the template and the panel', () => {
    const [note] = preflightNotes({ page: { width: 210, height: 297 } }, [kraft500], 'pdf', 'ta');
    expect(note).toEqual({
      level: 'warning',
      text: `500 கிராம் ${name.ta}: பக்கம் 210 × 297 mm அதன் பிரிண்ட் டெம்ப்ளேட்டும் (${Math.round(template.width)} × ${Math.round(template.height)} mm) அல்ல, ப்ளீட் உட்பட ஒரு பேனலும் (156 × 226 mm) அல்ல. ப்ரூஃப்புக்கு முன் நாங்கள் அதைச் சோதிப்போம்.`,
    });
  });

  it.each(measured)('writes %s in each language, with the same level and numbers', (_, m, sizes, kind) => {
    const en = preflightNotes(m, sizes, kind, 'en');
    const hi = preflightNotes(m, sizes, kind, 'hi');
    const ta = preflightNotes(m, sizes, kind, 'ta');
    expect(en.length).toBe(1);
    expect(hi.map((n) => n.level)).toEqual(en.map((n) => n.level));
    expect(ta.map((n) => n.level)).toEqual(en.map((n) => n.level));
    expect(hi[0]!.text).toMatch(devanagari);
    expect(ta[0]!.text).toMatch(tamil);
    for (const text of [hi[0]!.text, ta[0]!.text]) expect(text).not.toMatch(englishWords);
    // The same numbers, grouped in the Indian way in Hindi and Tamil.
    const numbers = (text: string) => (text.replace(/(\d),(?=\d)/g, '$1').match(/\d+/g) ?? []).sort();
    expect(numbers(hi[0]!.text)).toEqual(numbers(en[0]!.text));
    expect(numbers(ta[0]!.text)).toEqual(numbers(en[0]!.text));
  });

  it('keeps a note in every language with the file, the English where the staff read it, and reads an older English-only note as English', () => {
    const kept = preflightFindings({ pixels: { width: 900, height: 1300 } }, [kraft500], 'png').map(keptNote);
    expect(kept[0]!.text).toMatch(/^900 × 1300 px: 146 dpi across a 500gm/);
    for (const locale of locales)
      expect(keptNoteIn(kept[0]!, locale)).toEqual(preflightNotes({ pixels: { width: 900, height: 1300 } }, [kraft500], 'png', locale)[0]);
    expect(keptNoteIn({ level: 'info', text: 'Page 210 × 297 mm.' }, 'ta')).toEqual({ level: 'info', text: 'Page 210 × 297 mm.' });
  });

  it('flags a PDF with JavaScript in Hindi and Tamil, naming what it found', async () => {
    const scan = new PdfActiveScan();
    await scan.push(await activePdf('open-javascript', false));
    const findings = await scan.findings();
    expect(findings).toHaveLength(1);
    expect(findings[0]!.text.en).toMatch(
      /^This PDF carries JavaScript or actions that run when it is opened or used \(.*\/OpenAction\): open it only in a preflight tool/,
    );
    expect(findings[0]!.text.hi).toMatch(/^इस PDF में JavaScript या ऐसे एक्शन हैं जो इसे खोलने या इस्तेमाल करने पर चलते हैं \(.*\/OpenAction\): इसे केवल प्रीफ़्लाइट टूल में खोलें/);
    expect(findings[0]!.text.ta).toMatch(/^இந்த PDF-இல் திறக்கும்போதோ பயன்படுத்தும்போதோ இயங்கும் JavaScript அல்லது ஆக்‌ஷன்கள் உள்ளன \(.*\/OpenAction\)/);
  });

  it('says why a PDF’s object stream could not be read through in Tamil', async () => {
    const scan = new PdfActiveScan();
    const body = '1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /DCTDecode /Length 4 >>\nstream\n4142\nendstream\nendobj\n';
    scan.push(new TextEncoder().encode(`%PDF-1.7\n${body}%%EOF\n`));
    const notes = await scan.notes('ta');
    expect(notes).toEqual([
      {
        level: 'warning',
        text: expect.stringContaining('முழுமையாகப் படிக்க முடியாத ஒரு ஆப்ஜெக்ட் ஸ்ட்ரீம் உள்ளது (நாங்கள் படிக்காத ஒரு ஃபில்டர் அல்லது ப்ரெடிக்டரால் இது சுருக்கப்பட்டுள்ளது)'),
      },
    ]);
    // A file too large to read through, in Tamil.
    expect((await new PdfActiveScan(64 * 1024 * 1024).notes('ta'))[0]!.text).toContain('இது 32 MB-ஐ விடப் பெரியது');
  });
});

describe('why an SVG is refused, in Hindi and Tamil', () => {
  it('names a script in Tamil and Hindi, and in English as before', () => {
    const problem = svgProblem(svgAround('<script>alert(1)</script>'))!;
    expect(problem).toEqual({ kind: 'refused', what: 'a script' });
    if (problem.kind !== 'refused') throw new Error('not refused');
    expect(problem.in('en')).toBe('a script');
    expect(problem.in('hi')).toBe('स्क्रिप्ट');
    expect(problem.in('ta')).toBe('ஸ்கிரிப்ட்');
  });

  it.each([...bypasses, ...otherRefusals].filter((c) => c.what !== 'malformed').map((c) => [c.name, c] as const))('says %s in each language', (_, c) => {
    const problem = svgProblem(c.file)!;
    expect(problem.kind).toBe('refused');
    expect(problem.in('en')).toBe(problem.kind === 'refused' ? problem.what : '');
    // "foreignObject" is the element's own name, kept as it is.
    if (problem.in('en') === 'a foreignObject') return expect([problem.in('hi'), problem.in('ta')]).toEqual(['foreignObject', 'foreignObject']);
    expect(problem.in('hi')).toMatch(devanagari);
    expect(problem.in('ta')).toMatch(tamil);
  });

  it('says where XML is not well-formed in the buyer’s language, the parser’s words kept', () => {
    const problem = svgProblem('<svg xmlns="http://www.w3.org/2000/svg">\n<g>\n</svg>')!;
    expect(problem.kind).toBe('malformed');
    expect(problem.in('en')).toMatch(/close tag.*\(line 3, column \d+\)$/);
    expect(problem.in('hi')).toMatch(/close tag.*\(लाइन 3, कॉलम \d+\)$/);
    expect(problem.in('ta')).toMatch(/close tag.*\(வரி 3, நெடுவரிசை \d+\)$/);
  });
});

describe('the placement an upload names, refused in the language asked', () => {
  const placed = { panel: 'front', x: 3, y: 3, width: 150, height: 220, fit: 'fill', underlay: true };
  it('refuses a design wider than a metre in Hindi and Tamil, and in English as before', () => {
    const message = (locale: (typeof locales)[number]) => {
      const result = lineOfFileSchemaIn(locale).placement.safeParse({ ...placed, width: 2000 });
      if (result.success) throw new Error('accepted');
      return result.error.issues[0]!.message;
    };
    expect(message('en')).toBe('Placement: the width must be from 1 to 1000 mm.');
    expect(message('hi')).toBe('प्लेसमेंट: चौड़ाई का मान 1 से 1000 mm के बीच होना चाहिए।');
    expect(message('ta')).toBe('இடம்: அகலம் 1 முதல் 1000 mm வரை இருக்க வேண்டும்.');
  });

  it('refuses a placement without its line in Tamil', () => {
    const result = lineOfFileSchemaIn('ta').of.safeParse({ placement: placed });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('இடம்: ஒரு இடம் விலைப்புள்ளியின் ஒரு உருப்படிக்கு உரியது; அந்த உருப்படியையும் குறிப்பிடுங்கள்.');
  });
});
