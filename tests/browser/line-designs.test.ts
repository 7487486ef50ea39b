import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  allDone,
  axeViolations,
  baseUrl,
  fillByKeyboard,
  isFocused,
  launch,
  open,
  pdf,
  seedQuote,
  staffCopyOf,
  tabTo,
  textOf,
  visitorOf,
  fillTimeOver,
} from '@tests/support/browser';

// Files go up in parts and the forward follows the answer: a journey takes several seconds.
vi.setConfig({ testTimeout: 120_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('d');
const POUCH = 'Matt Kraft With Window Stand-Up Zipper Pouch';
const placement = { panel: 'front', x: 3, y: 3, width: 156, height: 226, fit: 'actual', underlay: false };

/** A PNG of w x h px drawn in the page: a gradient and a brand name. */
const designPng = async (page: Page, w: number, h: number) =>
  Buffer.from(
    await page.evaluate(
      ([w, h]) => {
        const c = document.createElement('canvas');
        c.width = w!;
        c.height = h!;
        const x = c.getContext('2d')!;
        const g = x.createLinearGradient(0, 0, w!, h!);
        g.addColorStop(0, '#1f6f5c');
        g.addColorStop(1, '#e8590c');
        x.fillStyle = g;
        x.fillRect(0, 0, w!, h!);
        x.fillStyle = '#fff';
        x.font = `bold ${w! / 9}px serif`;
        x.textAlign = 'center';
        x.fillText('CHAI CO.', w! / 2, h! * 0.4);
        return c.toDataURL('image/png').split(',')[1]!;
      },
      [w, h],
    ),
    'base64',
  );

/** The built store module's address, from the build's manifest: the page's own code, as it loads it. */
function storeModule(): string {
  const manifest = JSON.parse(readFileSync('static/build/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  return `/build/${manifest['src/features/quote-and-wishlist/line-designs.ts']!.file}`;
}

/**
 * Runs `fn` (JavaScript source, given the store module and `arg`) in the page on the built store
 * module, imported by its address as the page's own code imports it. Source, not a function: the
 * test runner would rewrite a function's `import()`.
 */
const withStore = <T>(page: Page, fn: string, arg: unknown = null): Promise<T> =>
  page.evaluate(`import(${JSON.stringify(storeModule())}).then((store) => (${fn})(store, ${JSON.stringify(arg)}))`) as Promise<T>;

/**
 * Keeps a design (and its proof) for a quote line through the store's own exported function, as
 * the mock-up's "Attach this design to my quote" does: for the tests of the quote, the form and the
 * store itself, which need a given file on a given line. The last test goes through the mock-up.
 */
async function keepDesign(page: Page, line: { product: string; size: string }, files: { design: [string, Buffer]; proof?: [string, Buffer] }) {
  const asBytes = ([name, bytes]: [string, Buffer]) => [name, [...bytes]];
  const outcome = await withStore(
    page,
    `(store, { line, design, proof, placement }) => {
    const file = ([name, bytes]) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
    return store.saveLineDesign(line, { sides: [{ design: file(design), placement }], ...(proof ? { proof: file(proof) } : {}) });
  }`,
    { line, design: asBytes(files.design), proof: files.proof ? asBytes(files.proof) : null, placement },
  );
  expect(outcome).toEqual({ ok: true });
}

describe('a design kept with its quote line', () => {
  it('shows on the quote, is removed by keyboard, and goes with the enquiry to the staff’s copy under its line', async () => {
    const { page, close, problems } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [
      ['kraft-with-window', '1kg', 500],
      ['kraft-with-window', '500gm', 1000],
    ]);
    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('.quote-table tbody tr').count()).toBe(2);

    await keepDesign(page, { product: 'kraft-with-window', size: '1kg' }, { design: ['big bag.pdf', pdf(200, 300)] });
    await keepDesign(
      page,
      { product: 'kraft-with-window', size: '500gm' },
      { design: ['design.pdf', pdf(156, 226)], proof: ['proof.pdf', pdf(420, 297, 30_000)] },
    );
    const rows = page.locator('.quote-table tbody tr');
    await expect
      .poll(() =>
        rows
          .nth(1)
          .locator('[data-line-design]')
          .innerText()
          .then((t) => t.replace(/\s+/g, ' ').trim()),
      )
      .toBe(`Design: design.pdf Proof made Remove design design.pdf from ${POUCH}, 500gm`);
    expect(await rows.nth(0).locator('.quote-design-proof').innerText()).toBe('No proof made yet');
    // The button says what it removes, from which line.
    const removeFirst = rows.nth(0).getByRole('button', { name: `Remove design big bag.pdf from ${POUCH}, 1 Kg` });
    expect(await removeFirst.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: the first line's design goes, focus stays in that line (its note), and it is said.
    await tabTo(page, removeFirst);
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.nth(0).locator('[data-line-design]').count()).toBe(0);
    expect(await isFocused(rows.nth(0).locator('.quote-note'))).toBe(true);
    expect(await textOf(page, '[data-quote-said]')).toBe(`Removed the design big bag.pdf from ${POUCH}, 1 Kg.`);
    expect(await rows.nth(1).locator('.quote-design-name').innerText()).toBe('design.pdf');

    // The enquiry form lists the design under its line, and sends it with its proof, named for the line.
    await page.goto(new URL('/contactus?quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-summary [data-line-design]')).toBe('Design: design.pdf, with its proof proof.pdf (sent with the enquiry)');
    expect(await axeViolations(page)).toEqual([]);
    await fillByKeyboard(page, 'Our coffee pouches; the design is placed on the 500gm.');
    const completions: Array<Record<string, unknown>> = [];
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/complete')) completions.push(r.postDataJSON());
      if (r.url().endsWith('/api/enquiry')) sent.push(r.postDataJSON());
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/enquiry'), { timeout: 60_000 });
    await fillTimeOver(page);
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    const { reference } = (await (await answer).json()) as { reference: string };
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 15_000 }).toBe('success');
    expect(completions).toEqual([
      { sizes: [{ product: 'kraft-with-window', size: '500gm' }], line: { product: 'kraft-with-window', size: '500gm' }, placement },
      { sizes: [{ product: 'kraft-with-window', size: '500gm' }], line: { product: 'kraft-with-window', size: '500gm' } },
    ]);
    expect(sent[0]!.files).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(await textOf(page, '[data-sent] .artwork-list')).toMatch(/^design\.pdf .* proof\.pdf /);

    const copy = await staffCopyOf(reference);
    const lines = copy.text.split('\n');
    const at = lines.indexOf(`Line 2 — ${POUCH} 500gm × 1,000:`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^- [\d.]+ KB, application\/pdf │ design\.pdf$/);
    expect(lines[at + 2]).toBe('  Placed: front, placed 1:1 at x 3 mm, y 3 mm, 156 × 226 mm');
    expect(lines.slice(at + 3).find((l) => l.startsWith('- '))).toMatch(/│ proof\.pdf$/);
    expect(lines.some((l) => l.startsWith('Line 1 — '))).toBe(false);

    // Sent: the quote and its designs are gone from this browser.
    expect(await withStore(page, '(store) => store.lineDesigns().then((r) => r.designs.length)')).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('says so, and keeps the page working, when a kept design no longer reads', async () => {
    const { page, close } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [['kraft-with-window', '500gm', 1000]]);
    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await keepDesign(page, { product: 'kraft-with-window', size: '500gm' }, { design: ['design.pdf', pdf(156, 226)] });
    await expect.poll(() => page.locator('[data-line-design]').count()).toBe(1);
    // A record spoilt on disk: its placement no longer reads.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('line-designs');
          req.onsuccess = () => {
            const tx = req.result.transaction('designs', 'readwrite');
            const store = tx.objectStore('designs');
            store.get('kraft-with-window/500gm').onsuccess = (e) => {
              const record = (e.target as IDBRequest).result;
              store.put({ ...record, sides: [{ ...record.sides[0], placement: { panel: 'side' } }] });
            };
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.reload();
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-design-problem')).toBe('A design kept with your quote could not be read and was removed. Attach it again.');
    expect(await page.locator('[data-line-design]').count()).toBe(0);
    expect(await page.locator('.quote-table tbody tr').count()).toBe(1);
    await close();
  });

  it('still shows a design kept before a line could hold both sides, and sends it with its placement', async () => {
    const { page, close } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [['kraft-with-window', '500gm', 1000]]);
    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    // A record as browsers kept it before: one design, its name and placement beside the line.
    await page.evaluate(
      ([bytes, placement]) =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('line-designs', 1);
          req.onupgradeneeded = () => req.result.createObjectStore('designs', { keyPath: 'key' });
          req.onsuccess = () => {
            const tx = req.result.transaction('designs', 'readwrite');
            tx.objectStore('designs').put({
              key: 'kraft-with-window/500gm',
              product: 'kraft-with-window',
              size: '500gm',
              design: new Blob([new Uint8Array(bytes as number[])], { type: 'application/pdf' }),
              designName: 'kept before.pdf',
              proof: null,
              proofName: null,
              placement,
              savedAt: 1,
            });
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      [[...pdf(156, 226)], placement] as const,
    );
    await page.reload();
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-table tbody tr [data-line-design] .quote-design-file')).toBe('Design: kept before.pdf No proof made yet');
    const designs = await withStore<{ name: string; panel: string }[]>(
      page,
      '(store) => store.lineDesigns().then((r) => r.designs.flatMap((d) => d.sides.map((s) => ({ name: s.design.name, panel: s.placement.panel }))))',
    );
    expect(designs).toEqual([{ name: 'kept before.pdf', panel: 'front' }]);
    await close();
  });

  it('says why a design is not kept when storage is off or full, and the quote works on', async () => {
    for (const [spoil, message] of [
      // Storage off (a private window, a policy): the browser gives no IndexedDB.
      [
        "Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('The user denied permission.', 'SecurityError'); } });",
        'This browser does not keep files for the site (its storage is off or private), so your design is not kept with the quote. Attach the file to the enquiry form instead.',
      ],
      // A full disk: writing fails with the quota error.
      [
        "IDBObjectStore.prototype.put = function () { throw new DOMException('Quota exceeded.', 'QuotaExceededError'); };",
        'This browser has no room left to keep your design with the quote. Free some space, or attach the file to the enquiry form instead.',
      ],
    ] as const) {
      const { page, close, problems } = await open(browser, '/', asVisitor(DESKTOP));
      await page.addInitScript(spoil);
      await seedQuote(page, [['kraft-with-window', '500gm', 1000]]);
      await page.goto(new URL('/quote', baseUrl()).href);
      await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
      const outcome = await withStore(
        page,
        `(store, placement) => store.saveLineDesign({ product: 'kraft-with-window', size: '500gm' }, { sides: [{ design: new File(['x'], 'design.pdf'), placement }] })`,
        placement,
      );
      expect(outcome).toEqual({ ok: false, message });
      await expect.poll(() => page.locator('.quote-table tbody tr').count()).toBe(1);
      expect(await page.locator('[data-line-design], .quote-design-problem').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('says which line’s design the worker refused, and keeps the form to send again', async () => {
    const { page, close } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [['kraft-with-window', '500gm', 1000]]);
    await page.goto(new URL('/contactus?quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    // Not a PDF at all, whatever its name says.
    await keepDesign(
      page,
      { product: 'kraft-with-window', size: '500gm' },
      { design: ['design.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 1)])] },
    );
    await expect.poll(() => page.locator('.quote-summary [data-line-design]').count()).toBe(1);
    await fillByKeyboard(page, 'Our design is kept with the line of the quote.');
    await fillTimeOver(page);
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 30_000 }).toBe('error');
    expect(await textOf(page, '[data-status]')).toMatch(
      /^“design\.pdf”, kept with line 1, did not upload: .*not a file we take.* Remove it on your quote page, or send the file in the field below instead\.$/,
    );
    expect(await page.locator('#enquiry-name').inputValue()).toBe('Asha Rao');
    await close();
  });

  it('goes when its line is removed from the quote', async () => {
    const { page, close } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [
      ['kraft-with-window', '500gm', 1000],
      ['kraft-with-window', '1kg', 500],
    ]);
    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await keepDesign(page, { product: 'kraft-with-window', size: '500gm' }, { design: ['design.pdf', pdf(156, 226)] });
    await expect.poll(() => page.locator('[data-line-design]').count()).toBe(1);
    /** The records on disk, whatever the store would show. */
    const kept = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const req = indexedDB.open('line-designs');
            req.onsuccess = () => {
              const all = req.result.transaction('designs').objectStore('designs').getAllKeys();
              all.onsuccess = () => {
                resolve(all.result as string[]);
                req.result.close();
              };
            };
          }),
      );
    expect(await kept()).toEqual(['kraft-with-window/500gm']);
    await tabTo(page, page.getByRole('button', { name: `Remove ${POUCH}, 500gm from the quote` }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.quote-table tbody tr').count()).toBe(1);
    await expect.poll(kept).toEqual([]);
    await close();
  });

  it('with JavaScript too, a file chosen under line 2 uploads for line 2 and arrives under it', async () => {
    const { page, close } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [
      ['kraft-with-window', '1kg', 500],
      ['kraft-with-window', '500gm', 1000],
    ]);
    await page.goto(new URL('/contactus?quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-lines-title')).toBe('Your quote: 2 lines');
    await fillByKeyboard(page, 'The label for the 500gm pouch is chosen under its line.');
    const opened = page.waitForEvent('filechooser', { timeout: 15_000 });
    await page.evaluate('0');
    await tabTo(page, page.locator('#enquiry-artwork-line-2'));
    await page.keyboard.press('Enter');
    await (await opened).setFiles([{ name: 'label.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226) }]);
    await allDone(page, 1);
    expect(await textOf(page, '.artwork-list > li')).toMatch(/^label\.pdf [\d.]+ KB For line 2 Uploaded /);
    expect(await axeViolations(page)).toEqual([]);
    await fillTimeOver(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/enquiry'), { timeout: 60_000 });
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    const { reference } = (await (await answer).json()) as { reference: string };
    const lines = (await staffCopyOf(reference)).text.split('\n');
    const at = lines.indexOf(`Line 2 — ${POUCH} 500gm × 1,000:`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/│ label\.pdf$/);
    await close();
  });

  it('without JavaScript: a file chosen under line 2 arrives in the staff’s copy under line 2', async () => {
    const address = '/contactus?product=kraft-with-window&size=1kg&quantity=500&product=kraft-with-window&size=500gm&quantity=1000';
    const { page, close } = await open(browser, address, { ...asVisitor(DESKTOP), javaScriptEnabled: false });
    expect(await textOf(page, '.quote-lines-title')).toBe('Your quote: 2 lines');
    expect(await textOf(page, '.artwork-lines legend')).toBe('Files for one line of your quote (optional)');
    expect(await textOf(page, '#enquiry-artwork-line-2-label')).toBe(`Line 2: ${POUCH}, 500gm`);
    await fillByKeyboard(page, 'The design for the 500gm pouch is attached under its line.');
    // By keyboard: Enter on line 2's file field opens the chooser (the listener first, as chooseByKeyboard explains).
    const opened = page.waitForEvent('filechooser', { timeout: 15_000 });
    await page.evaluate('0');
    await tabTo(page, page.locator('#enquiry-artwork-line-2'));
    await page.keyboard.press('Enter');
    await (await opened).setFiles([{ name: 'for line two.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226) }]);
    await fillTimeOver(page);
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/sent=ENQ-/, { timeout: 60_000 });
    const reference = /sent=(ENQ-[0-9A-Z]+)/.exec(page.url())![1]!;
    const lines = (await staffCopyOf(reference)).text.split('\n');
    const at = lines.indexOf(`Line 2 — ${POUCH} 500gm × 1,000:`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/│ for line two\.pdf$/);
    expect(lines).not.toContain('Other files:');
    await close();
  });
});

describe('from the mock-up', () => {
  it('attaches the design as placed, with its last proof, to the size’s line, and the staff’s copy lists them under it', async () => {
    const { page, close, problems } = await open(browser, '/products/kraft-with-window/500gm', asVisitor(DESKTOP));
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    const chooser = page.locator('#try-design-front-file');
    await tabTo(page, chooser);
    await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
    await chooser.setInputFiles({ name: 'chai.png', mimeType: 'image/png', buffer: await designPng(page, 800, 1100) });
    await page.locator('.mockup-stage canvas').waitFor();
    // Moved by keyboard: placed by hand from here on.
    await tabTo(page, page.locator('.mockup-stage'));
    await page.keyboard.press('ArrowRight');
    const proofButton = page.getByRole('button', { name: 'Download proof (PDF)' });
    await tabTo(page, proofButton);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const proofName = download.suggestedFilename();
    const attach = page.getByRole('button', { name: 'Attach this design to my quote' });
    await tabTo(page, attach);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => textOf(page, '.mockup-attach-said'))
      .toBe(`Attached chai.png with its proof ${proofName} to a new line of your quote: ${POUCH}, 500gm. View your quote`);
    // The mock-up as it now stands (the page's banner may be mid-fade above it; every page at rest has its own axe check).
    expect(await axeViolations(page, '.try-design')).toEqual([]);

    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-table tbody tr [data-line-design] .quote-design-file')).toBe('Design: chai.png Proof made');

    await page.goto(new URL('/contactus?quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-summary [data-line-design]')).toBe(`Design: chai.png, with its proof ${proofName} (sent with the enquiry)`);
    await fillByKeyboard(page, 'Our chai pouch, placed in the mock-up, with its proof.');
    await fillTimeOver(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/enquiry'), { timeout: 60_000 });
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    const { reference } = (await (await answer).json()) as { reference: string };
    const lines = (await staffCopyOf(reference)).text.split('\n');
    const at = lines.indexOf(`Line 1 — ${POUCH} 500gm × 100:`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/│ chai\.png$/);
    expect(lines[at + 2]).toMatch(/^ {2}Placed: front, placed by hand at x [\d.-]+ mm, y [\d.-]+ mm, [\d.]+ × [\d.]+ mm/);
    // The proof's long name goes on over barred lines of its own: read back whole.
    const proofAt = lines.findIndex((l, i) => i > at + 2 && l.startsWith('- '));
    const barredName = [
      lines[proofAt]!.split('│ ')[1],
      ...lines
        .slice(proofAt + 1)
        .filter((_l, i, rest) => rest.slice(0, i + 1).every((r) => /^ +│ /.test(r)))
        .map((l) => l.split('│ ')[1]),
    ].join('');
    expect(barredName).toBe(proofName);
    expect(problems).toEqual([]);
    await close();
  });
  it('attaches the front and the back, each as placed, with their proof; the quote shows both and the staff’s copy lists both under the line', async () => {
    const { page, close, problems } = await open(browser, '/products/kraft-with-window/500gm', asVisitor(DESKTOP));
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await tabTo(page, page.locator('#try-design-front-file'));
    await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
    await page.locator('#try-design-front-file').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await designPng(page, 800, 1100) });
    await page.locator('.mockup-stage canvas').waitFor();
    await page.locator('#try-design-back-file').setInputFiles({ name: 'back label.png', mimeType: 'image/png', buffer: await designPng(page, 600, 900) });
    await expect.poll(() => page.locator('input[name="try-design-side"][value="back"]').isDisabled()).toBe(false);
    const proofButton = page.getByRole('button', { name: 'Download proof (PDF)' });
    await tabTo(page, proofButton);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const proofName = download.suggestedFilename();
    await tabTo(page, page.getByRole('button', { name: 'Attach this design to my quote' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => textOf(page, '.mockup-attach-said'))
      .toBe(
        `Attached label.png on the front and back label.png on the back, with their proof ${proofName}, to a new line of your quote: ${POUCH}, 500gm. View your quote`,
      );

    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    const design = page.locator('.quote-table tbody tr [data-line-design]');
    await expect
      .poll(() => design.locator('.quote-design-file').allInnerTexts())
      .toEqual(['Front design: label.png', 'Back design: back label.png\nProof made']);
    expect(await design.getByRole('button', { name: `Remove design label.png and back label.png from ${POUCH}, 500gm` }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(new URL('/contactus?quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect
      .poll(() => textOf(page, '.quote-summary [data-line-design]'))
      .toBe(`Designs: label.png on the front, back label.png on the back, with their proof ${proofName} (sent with the enquiry)`);
    await fillByKeyboard(page, 'Our chai pouch, front and back placed in the mock-up.');
    const completions: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/complete')) completions.push(r.postDataJSON());
    });
    await fillTimeOver(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/enquiry'), { timeout: 60_000 });
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    const { reference } = (await (await answer).json()) as { reference: string };
    expect(completions.map((c) => (c.placement as { panel?: string } | undefined)?.panel ?? null)).toEqual(['front', 'back', null]);
    const lines = (await staffCopyOf(reference)).text.split('\n');
    const at = lines.indexOf(`Line 1 — ${POUCH} 500gm × 100:`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/│ label\.png$/);
    expect(lines[at + 2]).toMatch(/^ {2}Placed: front, filling the bleed at x [\d.-]+ mm/);
    const backAt = lines.findIndex((l) => /│ back label\.png$/.test(l));
    expect(backAt).toBeGreaterThan(at + 2);
    expect(lines[backAt + 1]).toMatch(/^ {2}Placed: back, filling the bleed at x [\d.-]+ mm/);
    expect(problems).toEqual([]);
    await close();
  });

  it('waits for a proof still being made when Attach is pressed, says so, and attaches it', async () => {
    const { page, close, problems } = await open(browser, '/products/kraft-with-window/500gm', asVisitor(DESKTOP));
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await tabTo(page, page.locator('#try-design-front-file'));
    await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
    // The proof's module is held back until Attach has been pressed (the warm-up that follows a shown
    // design waits for it too): the proof is still being made then.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mockup-proof-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('#try-design-front-file').setInputFiles({ name: 'chai.png', mimeType: 'image/png', buffer: await designPng(page, 800, 1100) });
    await page.locator('.mockup-stage canvas').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Download proof (PDF)' }));
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.mockup-actions .btn-primary').innerText()).toBe('Preparing…');
    await tabTo(page, page.getByRole('button', { name: 'Attach this design to my quote' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => textOf(page, '.mockup-attach-said')).toBe('Your proof is being prepared: the design is attached with it as soon as it is ready.');
    expect(await page.locator('.mockup-attach-said').getAttribute('role')).toBe('status');
    release();
    const proofName = (await downloaded).suggestedFilename();
    await expect
      .poll(() => textOf(page, '.mockup-attach-said'), { timeout: 30_000 })
      .toBe(`Attached chai.png with its proof ${proofName} to a new line of your quote: ${POUCH}, 500gm. View your quote`);

    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-table tbody tr [data-line-design] .quote-design-file')).toBe('Design: chai.png Proof made');
    expect(problems).toEqual([]);
    await close();
  });

  it('gives the line the quantity typed in the proof’s approval block, new or already on the quote', async () => {
    const { page, close } = await open(browser, '/', asVisitor(DESKTOP));
    await seedQuote(page, [['kraft-with-window', '1kg', 500]]);
    await page.goto(new URL('/products/kraft-with-window/500gm', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await tabTo(page, page.locator('#try-design-front-file'));
    await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
    await page.locator('#try-design-front-file').setInputFiles({ name: 'chai.png', mimeType: 'image/png', buffer: await designPng(page, 800, 1100) });
    await page.locator('.mockup-stage canvas').waitFor();
    await tabTo(page, page.locator('#try-design-quantity'));
    await page.keyboard.type('1,000');
    const attach = page.getByRole('button', { name: 'Attach this design to my quote' });
    await tabTo(page, attach);
    await page.keyboard.press('Enter');
    await expect.poll(() => textOf(page, '.mockup-attach-said')).toMatch(/^Attached chai\.png, without a proof .* to a new line of your quote/);
    const quantities = () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('quote') ?? '[]') as { size: string; quantity: number }[]).map((l) => [l.size, l.quantity]));
    expect(await quantities()).toEqual([
      ['1kg', 500],
      ['500gm', 1000],
    ]);
    // Typed again for a line already on the quote: the line takes the new figure.
    await tabTo(page, page.locator('#try-design-quantity'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2500');
    await tabTo(page, attach);
    await page.keyboard.press('Enter');
    await expect.poll(() => textOf(page, '.mockup-attach-said')).toMatch(/to the line of your quote/);
    expect(await quantities()).toEqual([
      ['1kg', 500],
      ['500gm', 2500],
    ]);
    await close();
  });
});
