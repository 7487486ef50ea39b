import { describe, expect, it } from 'vitest';
import { loadPdfReader, PdfActiveScan } from './pdf-active';
import { readers } from './load-readers';
import { activePdf } from '@tests/support/pdf-cases';

// A file of its own: its module instances start unloaded, as a cold worker's do.
describe('the PDF judge, loaded with the first PDF', () => {
  it('refuses to scan before pdf-lib and fflate are loaded, then reads once they are', async () => {
    expect(() => new PdfActiveScan()).toThrow(/await loadPdfReader\(\) before making a PdfActiveScan/);
    expect(() => readers()).toThrow(/await loadReaders\(\)/);
    await loadPdfReader();
    expect(typeof readers().Unzlib).toBe('function');
    const scan = new PdfActiveScan();
    // Compressed object streams: only fflate's inflating finds the action.
    scan.push(await activePdf('open-javascript', true));
    expect((await scan.notes()).map((n) => n.text).join(' ')).toMatch(/\/JavaScript.*\/OpenAction/);
  });
});
