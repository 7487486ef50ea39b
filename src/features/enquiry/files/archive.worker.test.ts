import { env } from 'cloudflare:test';
import { zipSync } from 'fflate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, clearArtworkAndEnquiries, partOf, sendPart, startUpload, uploadFile, type Started } from '@tests/worker/artwork-helpers';
import { activePdf } from '@tests/support/pdf-cases';

/** Archives sent as artwork are opened in workerd and what they hold judged as if sent alone (decision 065). */

vi.setConfig({ testTimeout: 120_000 });
beforeEach(clearArtworkAndEnquiries);

const enc = (text: string) => new TextEncoder().encode(text);
const scripted = enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const html = enc('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** Start, every part and the completion: the completion's status and message, and the rows left. */
async function completed(bytes: Uint8Array, name: string) {
  const start = await startUpload(name, bytes.length, crypto.randomUUID());
  const s = start.json as unknown as Started;
  for (let n = 1; n <= s.parts; n++) expect((await sendPart(s, n, partOf(s, bytes, n))).status).toBe(200);
  const done = await api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token });
  const rows = await env.DB.prepare('SELECT count(*) AS n FROM artwork_files WHERE id = ?').bind(s.id).first<number>('n');
  return { status: done.status, message: String(done.json.message ?? ''), rows };
}

describe('an archive sent as artwork', () => {
  it('is refused with the reason when it holds a scripted SVG (artwork.zip) or a web page with a script (design.cdr), and nothing is kept', async () => {
    for (const [name, files, message] of [
      ['artwork.zip', { 'logo.svg': scripted }, /^“artwork\.zip › logo\.svg” is an SVG with a script/],
      [
        'design.cdr',
        { 'content/riffData.cdr': enc('RIFF\x04\0\0\0CDRvvers'), 'index.html': html },
        /^“design\.cdr” holds “index\.html”, a web page or program/,
      ],
      ['design.cdr', { 'content/page.dat': html }, /^“design\.cdr” holds “content\/page\.dat”, a web page or program/],
      ['nested.zip', { 'inner.zip': zipSync({ 'logo.svg': scripted }) }, /inner\.zip › logo\.svg/],
    ] as const) {
      const done = await completed(zipSync(files), name);
      expect([name, done.status, done.message]).toEqual([name, 415, expect.stringMatching(message)]);
      expect(done.rows).toBe(0);
    }
    expect((await env.ARTWORK.list({ prefix: 'artwork/' })).objects).toEqual([]);
  });

  it('is refused, never a 5xx, when it unpacks past its limits; taken with its notes when it holds artwork', async () => {
    const bomb = zipSync({ 'zeros.tif': new Uint8Array(256 * 1000 * 1000) }, { level: 9 });
    const refused = await completed(bomb, 'bomb.zip');
    expect([refused.status, refused.message]).toEqual([415, expect.stringContaining('larger than 200 MB unpacked')]);
    const up = await uploadFile(
      zipSync({ 'front.pdf': await activePdf('open-javascript', true), 'logo.svg': enc('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'font.otf': enc('OTTO') }),
      'pack.zip',
      crypto.randomUUID(),
    );
    expect(up.file.type).toBe('zip');
    expect(up.file.preflight.map((n) => n.level).sort()).toEqual(['info', 'warning']);
  });
});
