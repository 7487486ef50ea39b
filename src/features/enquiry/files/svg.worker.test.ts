import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, sendPart, startUpload, uploadFile, type Started, clearArtworkAndEnquiries } from '@tests/worker/artwork-helpers';
import { bypasses, otherRefusals, plainSvgs, type SvgCase } from '@tests/support/svg-cases';
import { SVG_MAX_BYTES, SvgJudge, type SvgProblem } from './svg';

/** An uploaded SVG is judged by parsing it (src/features/enquiry/files/svg.ts, saxes inside workerd) as it is read back from R2. */

vi.setConfig({ testTimeout: 120_000 });

beforeEach(clearArtworkAndEnquiries);

const form = () => crypto.randomUUID();
const bytesOf = (file: string | Uint8Array) => (typeof file === 'string' ? new TextEncoder().encode(file) : file);
const fileRows = async () => (await env.DB.prepare('SELECT id FROM artwork_files').all()).results;
const objects = async () => (await env.ARTWORK.list({ prefix: 'artwork/' })).objects.map((o) => o.key);

/** Uploads a file as the browser does; the answer to its completion. */
async function complete(bytes: Uint8Array, name: string) {
  const start = await startUpload(name, bytes.length, form());
  expect(start.status).toBe(201);
  const s = start.json as unknown as Started;
  for (let n = 1; n <= s.parts; n++) expect((await sendPart(s, n, bytes.subarray((n - 1) * s.partBytes, n * s.partBytes))).status).toBe(200);
  return api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token });
}

/** The sentence a refusal of `c` begins with. */
const refusalOf = (c: SvgCase) => (c.what === 'malformed' ? '“logo.svg” is not well-formed XML: ' : `“logo.svg” is an SVG with ${c.what}`);

/** Whether a verdict is the refusal a case expects. */
const matches = (problem: SvgProblem | null, c: Pick<SvgCase, 'what'>) =>
  problem !== null && (c.what === 'malformed' ? problem.kind === 'malformed' : problem.kind === 'refused' && problem.what.startsWith(c.what));

/** One of `cases` by its name: the upload path is proven on a few, the judge in workerd on all. */
const named = (cases: SvgCase[], name: string) => cases.find((c) => c.name === name)!;

describe('an SVG judged by parsing it', () => {
  // Every case, judged here in workerd (its TextDecoder, saxes as bundled for it) over the chunks
  // local R2 streams it back in, as the upload reads a stored file back (upload.ts, readBack).
  // Each is judged in Node too, in any pieces (svg.test.ts); what an upload does with a verdict
  // (a 415 naming it, nothing kept) is proven below on one case of each kind.
  it('gives every case in workerd, read back from R2 in its own chunks, the verdict it gets in Node', async () => {
    const verdicts: Array<[string, boolean]> = [];
    for (const c of [...bypasses, ...otherRefusals, ...plainSvgs.map((p) => ({ ...p, what: '' }))]) {
      await env.ARTWORK.put('judged', bytesOf(c.file));
      const judge = new SvgJudge();
      const reader = (await env.ARTWORK.get('judged'))!.body.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        if (judge.push(r.value)) {
          await reader.cancel();
          break;
        }
      }
      const problem = judge.end();
      verdicts.push([c.name, c.what ? matches(problem, c) : problem === null]);
    }
    await env.ARTWORK.delete('judged');
    expect(verdicts.filter(([, right]) => !right).map(([name]) => name)).toEqual([]);
    expect(verdicts.length).toBe(bypasses.length + otherRefusals.length + plainSvgs.length);
  });

  it.each(
    [
      // Past the old patterns: an attribute whose "=" lies across a 4 KB seam of R2's reads, and one hidden by ISO-2022-JP's escapes.
      named(bypasses, 'onload, 5,000 spaces, then =, where a 4 KB read ends'),
      named(bypasses, 'ISO-2022-JP: onload split by ESC ( B'),
    ].map((c) => [c.name, c] as const),
  )('refuses (415) a way past the old patterns, keeping nothing of it: %s', async (_, c) => {
    const done = await complete(bytesOf(c.file), 'logo.svg');
    expect([done.status, done.json.message]).toEqual([415, expect.stringContaining(refusalOf(c))]);
    expect(await fileRows()).toEqual([]);
    expect(await objects()).toEqual([]);
  });

  it.each([named(otherRefusals, 'a foreignObject'), named(otherRefusals, 'an unclosed element')].map((c) => [c.name, c] as const))(
    'refuses (415) %s',
    async (_, c) => {
      const done = await complete(bytesOf(c.file), 'logo.svg');
      expect([done.status, done.json.message]).toEqual([415, expect.stringContaining(refusalOf(c))]);
      expect(await objects()).toEqual([]);
    },
  );

  it('refuses an SVG longer than the judge reads through from its size, with a 413 that says how to send it, and keeps nothing', async () => {
    // Spaces after the root element: harmless, and never parsed, since the size alone refuses it.
    const file = new Uint8Array(SVG_MAX_BYTES + 1).fill(0x20);
    file.set(bytesOf('<svg xmlns="http://www.w3.org/2000/svg">'));
    const done = await complete(file, 'huge.svg');
    expect([done.status, done.json.message]).toEqual([
      413,
      '“huge.svg” is an SVG of more than 64 MB: more than we read through for scripts and links before keeping a file. Send the design as a PDF, or as an SVG under 64 MB.',
    ]);
    expect(await fileRows()).toEqual([]);
    expect(await objects()).toEqual([]);
  });

  it('refuses 256 KB of <!ENTITY and 256 KB of nested groups (the old pattern took 6.9 s over the first)', async () => {
    const entities = `<?xml version="1.0"?>\n<!DOCTYPE svg [${'<!ENTITY a '.repeat(24_000)}`;
    const nested = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(90_000)}${'</g>'.repeat(90_000)}</svg>`;
    for (const [file, what] of [
      [entities, 'a DOCTYPE (entities)'],
      [nested, 'elements nested more than 256 deep'],
    ] as const) {
      const done = await complete(bytesOf(file), 'logo.svg');
      expect([done.status, done.json.message]).toEqual([415, expect.stringContaining(`“logo.svg” is an SVG with ${what} in it`)]);
    }
  });

  it.each(plainSvgs.slice(0, 2).map((c) => [c.name, c] as const))('takes %s, byte for byte', async (_, c) => {
    const up = await uploadFile(bytesOf(c.file), 'label.svg', form());
    expect([up.file.type, up.file.bytes]).toEqual(['svg', bytesOf(c.file).length]);
    const stored = await env.ARTWORK.get(`artwork/${up.id}`);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytesOf(c.file));
  });
});
