import { describe, expect, it, vi } from 'vitest';
import { activePdf } from '@tests/support/pdf-cases';

describe('the PDF judge, loaded with the first PDF', () => {
  it('refuses to scan before pdf-lib and fflate are loaded, then reads once they are', async () => {
    // Fresh module instances, as a cold worker has: other files of the stage have loaded theirs.
    vi.resetModules();
    const { loadPdfReader, PdfActiveScan } = await import('./pdf-active');
    const { readers } = await import('./load-readers');
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
