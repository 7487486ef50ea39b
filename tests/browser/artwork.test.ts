import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { createHmac, hkdfSync } from 'node:crypto';
import {
  PHONE,
  addToQuoteByKeyboard,
  allDone,
  axeViolations,
  baseUrl,
  chooseByKeyboard,
  downloadedBytes,
  fillByKeyboard,
  isFocused,
  launch,
  localState,
  open,
  signingSecret,
  pdf,
  seedQuote,
  tabTo,
  textOf,
  visitorOf,
  fillTimeOver,
  formOldEnough,
} from '@tests/support/browser';
import { artworkLimits } from '@features/enquiry/files/limits';

// Files go up in parts: a journey takes several seconds, more on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('a');

describe('artwork with the enquiry', () => {
  // Its own timeout: typing a whole form and uploading 6 MB in parts took 69 s on a machine busy
  // with the rest of the suite (9.5 s alone).
  it('by keyboard alone: a line added to a quote that holds one, a PDF attached and checked against the size, sent with the enquiry', {
    timeout: 180_000,
  }, async () => {
    const { page, close, problems, foreign } = await open(browser, '/', asVisitor());
    // The first line is already on the quote (adding by keyboard is quote.test.ts's subject);
    // the second is added here by keyboard, so the form's check sees two sizes.
    await seedQuote(page, [['kraft-with-window', '1kg', 1000]]);
    await addToQuoteByKeyboard(page, '/products/kraft-with-window/500gm', '500');
    await page.goto(new URL('/contactus', baseUrl()).href);
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '.quote-lines-title'), { timeout: 15_000 }).toBe('Your quote: 2 lines');
    await fillByKeyboard(page, 'Our coffee in two sizes; the front panel is attached.');

    // The progress bar shows from the moment a file is chosen.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('.artwork-list progress')) document.body.dataset.sawProgress = 'yes';
      }).observe(document.body, { subtree: true, childList: true });
    });
    await chooseByKeyboard(page, [{ name: 'front panel.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226, 6 * 1024 * 1024) }]);
    await allDone(page, 1);
    expect(await page.evaluate(() => document.body.dataset.sawProgress)).toBe('yes');
    expect(await textOf(page, '.artwork-list')).toContain(
      'front panel.pdf 6.3 MB Uploaded Page 156 × 226 mm: one panel of the 500gm Matt Kraft With Window Stand-Up Zipper Pouch with its 3 mm bleed.',
    );
    expect(await textOf(page, '.field-artwork [role="status"]')).toBe('front panel.pdf uploaded.');

    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/enquiry')) sent.push(r.postDataJSON());
    });
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 15_000 }).toBe('success');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.files).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect((sent[0]!.items as unknown[]).length).toBe(2);
    // Sent: the confirmation takes the form's place, and lists what went under the answer.
    expect(await textOf(page, '[data-sent] .artwork-list')).toBe(
      'front panel.pdf 6.3 MB Page 156 × 226 mm: one panel of the 500gm Matt Kraft With Window Stand-Up Zipper Pouch with its 3 mm bleed.',
    );
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('sends a part again after a dropped connection, never the whole file, and goes on from where the worker stands', async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor(PHONE));
    const puts: string[] = [];
    let dropped = false;
    await page.route('**/api/artwork/*/parts/*', async (route) => {
      const n = route.request().url().split('/').pop()!;
      puts.push(n);
      if (n === '2' && !dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.locator('#enquiry-name').focus();
    await page.setInputFiles('#enquiry-artwork', [{ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf(100, 100, 11 * 1024 * 1024) }]);
    await allDone(page, 1);
    expect(puts).toEqual(['1', '2', '2', '3']);
    await close();
  });

  it('refuses a file that is not artwork beside it, removes a file by keyboard, and sends only what is left', async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor());
    await fillByKeyboard(page, 'Please see the label files attached here.');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 1)]);
    await chooseByKeyboard(page, [
      { name: 'label.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226) },
      { name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe },
    ]);
    await expect.poll(() => page.locator('.artwork-list > li[data-state="failed"]').count(), { timeout: 20_000 }).toBe(1);
    await allDone(page, 1);
    expect(await textOf(page, '.artwork-list > li[data-state="failed"]')).toContain(
      '“setup.pdf” is not a file we take. We take PDF (also AI saved with PDF compatibility), EPS, PSD, CDR, TIFF, PNG, JPEG, SVG or ZIP.',
    );

    // Sending with a refused file in the list is stopped, with the reason beside the field.
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => textOf(page, '#enquiry-files-error'), { timeout: 15_000 })
      .toBe('“setup.pdf” cannot be sent (the reason is beside it): remove it, then send.');
    await expect.poll(() => isFocused(page.locator('#enquiry-artwork'))).toBe(true);

    const removed: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') removed.push(r);
    });
    await tabTo(page, page.locator('.artwork-list > li[data-state="failed"] button', { hasText: 'Remove' }));
    await page.keyboard.press('Enter');
    // React renders the removal in its own time on a busy machine: wait for it, then check focus stayed.
    await expect.poll(() => textOf(page, '.field-artwork [role="status"]'), { timeout: 15_000 }).toBe('setup.pdf removed.');
    expect(await page.locator('.artwork-list > li').count()).toBe(1);
    expect(await isFocused(page.locator('#enquiry-artwork'))).toBe(true);
    expect(removed).toEqual([]);

    // The one left is removed too, from the worker as well.
    await tabTo(page, page.locator('.artwork-list > li button', { hasText: 'Remove' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => removed.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator('.field-artwork .artwork-list').count(), { timeout: 15_000 }).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/enquiry')) sent.push(r.postDataJSON());
    });
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 15_000 }).toBe('success');
    expect(sent[0]!.files).toBeUndefined();
    await close();
  });

  it('on a phone, says "Checking" once every byte is sent, and says Send waits for the upload, then sends', async () => {
    const { page, close, problems } = await open(browser, '/contactus', asVisitor(PHONE));
    // The worker's check (SHA-256 and preflight) answers only when the test lets it.
    let release = () => {};
    const checked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/artwork/*/complete', async (route) => {
      await checked;
      await route.continue();
    });
    await fillByKeyboard(page, 'Our coffee pouch; the front panel is attached.');
    await chooseByKeyboard(page, [{ name: 'front.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226) }]);
    await expect.poll(() => textOf(page, '.field-artwork .artwork-state'), { timeout: 20_000 }).toBe('Checking…');

    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/enquiry')) sent.push(r.postDataJSON());
    });
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => textOf(page, '[data-status]')).toBe('Waiting for “front.pdf” to finish uploading: your enquiry goes as soon as it has.');
    expect(await textOf(page, '[data-submit]')).toBe('Waiting for the upload...');
    expect(sent).toEqual([]);
    release();
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 15_000 }).toBe('success');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.files).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone, a file refused while Send waited for it is not offered a retry: the buyer is told to remove it', async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor(PHONE));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/artwork/*/parts/*', async (route) => {
      await held;
      await route.continue();
    });
    await fillByKeyboard(page, 'Please see the label file attached here.');
    await chooseByKeyboard(page, [{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 1)]) }]);
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => textOf(page, '[data-status]')).toBe('Waiting for “setup.pdf” to finish uploading: your enquiry goes as soon as it has.');
    release();
    await expect
      .poll(() => textOf(page, '#enquiry-files-error'), { timeout: 15_000 })
      .toBe('“setup.pdf” cannot be sent (the reason is beside it): remove it, then send.');
    expect(await textOf(page, '[data-status]')).not.toMatch(/try/i);
    expect(await page.locator('.artwork-list > li[data-state="failed"] button', { hasText: 'Try again' }).count()).toBe(0);
    expect(await textOf(page, '[data-submit]')).toBe('Send Message');
    await close();
  });

  it('shows the files with their notes without an axe violation, on a phone', async () => {
    const { page, close } = await open(browser, '/contactus?product=kraft-with-window&size=500gm&quantity=500', asVisitor(PHONE));
    await page.locator('#enquiry-name').focus();
    await page.setInputFiles('#enquiry-artwork', [{ name: 'a4.pdf', mimeType: 'application/pdf', buffer: pdf(210, 297) }]);
    await allDone(page, 1);
    expect(await textOf(page, '.artwork-notes')).toMatch(/^Page 210 × 297 mm is not the 500gm .* print template/);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('uploads a file chosen while the form was still starting, once it is live', async () => {
    const { page, close } = await open(browser, '/contactus?product=kraft-with-window&size=500gm&quantity=500', asVisitor(PHONE));
    // The form's code is held back until the file is chosen: a slow phone's buyer picks a file first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/island-enquiry-form-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('#enquiry-name').focus();
    await page.setInputFiles('#enquiry-artwork', [{ name: 'early.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226) }]);
    release();
    await allDone(page, 1);
    expect(await textOf(page, '.artwork-list .artwork-name')).toBe('early.pdf');
    await close();
  });

  it("without JavaScript: the estimate's line, the typed fields and a PDF go in one plain post", async () => {
    const { page, close } = await open(browser, '/products/kraft-with-window/500gm?quantity=500', { ...asVisitor(), javaScriptEnabled: false });
    await page.locator('[data-q-enquire]').click();
    await page.waitForURL(/\/contactus\?/);
    expect(await textOf(page, '.field-artwork .field-hint')).toMatch(/^Up to 10 files, 90 MB in all\./);
    await tabTo(page, page.locator('#enquiry-name'));
    await page.keyboard.type('Asha Rao');
    await page.keyboard.press('Tab');
    await page.keyboard.type('asha@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9876543210');
    await chooseByKeyboard(page, [{ name: 'front.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226) }]);
    let posted = '';
    await page.route('**/contactus', async (route) => {
      if (route.request().method() === 'POST') posted = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.continue();
    });
    await fillTimeOver(page);
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/sent=ENQ-/);
    expect(await textOf(page, '[data-status]')).toMatch(/sent successfully/);
    expect(posted).toContain('Content-Disposition: form-data; name="artwork"; filename="front.pdf"');
    expect(posted).toMatch(/name="item-size"\r\n\r\n500gm\r\n/);
    await close();
  });

  it('downloads an SVG sent as logo.html under a name ending .svg, as its bytes are', async () => {
    const ip = asVisitor().extraHTTPHeaders!['cf-connecting-ip']!;
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(new URL(path, baseUrl()), { ...init, headers: { 'cf-connecting-ip': ip, ...(init.headers as Record<string, string>) } });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const form = await (await fetch(new URL('/contactus', baseUrl()))).text();
    const [idempotencyKey, startedAt] = ['idempotencyKey', 'startedAt'].map((n) => new RegExp(`name="${n}" value="([^"]+)"`).exec(form)![1]!);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#c33"/></svg>\n');
    const json = { 'content-type': 'application/json' };
    const start = await call('/api/artwork', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'logo.html', bytes: svg.length, form: idempotencyKey }),
    });
    expect(start.status).toBe(201);
    const { id, token } = start.json as { id: string; token: string };
    expect((await call(`/api/artwork/${id}/parts/1`, { method: 'PUT', headers: { 'x-upload-token': token }, body: svg })).status).toBe(200);
    const done = await call(`/api/artwork/${id}/complete`, { method: 'POST', headers: { ...json, 'x-upload-token': token }, body: '{}' });
    expect((done.json.file as { name: string }).name).toBe('logo.svg');
    await formOldEnough(startedAt!);
    const sent = await call('/api/enquiry', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        message: 'Our logo for the pouches, attached.',
        idempotencyKey,
        startedAt,
        website: '',
        files: [id],
      }),
    });
    expect(sent.status).toBe(201);
    const reference = sent.json.reference as string;
    // The link the forward carries, signed as src/features/enquiry/files/link.ts and src/platform/signing.ts sign it: HMAC-SHA256
    // under the key HKDF-SHA256 derives from the run's SIGNING_SECRET for artwork links.
    const query = spawnSync(
      'node_modules/.bin/wrangler',
      ['d1', 'execute', 'DB', '--local', '--persist-to', localState(), '--json', '--command', `SELECT received_at FROM enquiries WHERE id = '${reference}'`],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' } },
    );
    const receivedAt = Date.parse(JSON.parse(query.stdout)[0].results[0].received_at);
    const expires = Math.floor((receivedAt + artworkLimits.linkDays * 86_400_000) / 1000);
    const linkKey = Buffer.from(hkdfSync('sha256', signingSecret(), 'pouch-site signing', 'artwork-link', 32));
    const sig = createHmac('sha256', linkKey).update(`${reference}/${id}/${expires}`).digest('hex');
    const link = new URL(`/artwork/${reference}/${id}?expires=${expires}&sig=${sig}`, baseUrl()).href;

    const { page, close } = await open(browser, '/contactus', { ...asVisitor(), acceptDownloads: true });
    const download = page.waitForEvent('download');
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      document.body.append(a);
      a.click();
    }, link);
    const file = await download;
    expect(file.suggestedFilename()).toBe('logo.svg');
    expect(await downloadedBytes(file)).toEqual(svg);
    await close();
  });
});
