import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { axeViolations, launch, open, pdf, tabTo, textOf } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** 360 px: the width of most Android phones in India. */
const PHONE_360 = { viewport: { width: 360, height: 780 }, hasTouch: true };
/**
 * A shorter phone, whose first screen ends above the enquiry form: a form in view once the page is
 * idle starts then, and one below it only when touched, so this is how a buyer who scrolls down to
 * it meets it before it is live.
 */
const SHORT_PHONE = { viewport: { width: 360, height: 600 }, hasTouch: true };
const BROWSERS_WORDS = /Choose File|No file chosen|\d+ files/i;
const languages = [
  // language, prefix, its script, the artwork field's button, the mock-up's
  ['hi', '/hi', /[\u0900-\u097f]/, 'फ़ाइलें चुनें', 'फ़ाइल चुनें'],
  ['ta', '/ta', /[\u0b80-\u0bff]/, 'ஃபைல்களைத் தேர்ந்தெடுங்கள்', 'ஃபைலைத் தேர்ந்தெடுங்கள்'],
] as const;
const design = { name: 'pouch-front-design.pdf', mimeType: 'application/pdf', buffer: pdf(156, 226) };

/** The picker's box: the input's parent, with the input wherever it lies. */
const pickerOf = (input: Locator) => input.locator('xpath=..');

/**
 * The words a file picker shows, as painted: the text of what its box holds beside the input (the
 * site's own words), then the browser's own words where the input paints them: its button ("Choose
 * Files") when hiding that button's text changes a pixel of the picker, and its status ("No file
 * chosen", a file's name, "2 files") when hiding the rest of the input's text does. So an input
 * laid transparent over a drawn button, or one whose status is coloured out, shows nothing of its
 * own, whatever way the page does it.
 */
async function shownWords(page: Page, input: Locator): Promise<string[]> {
  const picker = pickerOf(input);
  await picker.scrollIntoViewIfNeeded();
  const id = await input.getAttribute('id');
  const [a, b] = [await picker.boundingBox(), await input.boundingBox()];
  const left = Math.max(0, Math.min(a!.x, b!.x) - 4);
  const top = Math.max(0, Math.min(a!.y, b!.y) - 4);
  const clip = {
    x: left,
    y: top,
    width: Math.max(a!.x + a!.width, b!.x + b!.width) + 4 - left,
    height: Math.max(a!.y + a!.height, b!.y + b!.height) + 4 - top,
  };
  // A style sheet of the inspector's: the page's Content-Security-Policy refuses one the page adds.
  // Text fill, not colour: it leaves any transition on the input's colour as it is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { styleSheetId } = await cdp.send('CSS.createStyleSheet', { frameId: frameTree.frame.id });
  const drawn = async (css: string) => {
    await cdp.send('CSS.setStyleSheetText', { styleSheetId, text: css });
    const shot = await page.screenshot({ clip });
    await cdp.send('CSS.setStyleSheetText', { styleSheetId, text: '' });
    return shot;
  };
  const asIs = await drawn('');
  const noButtonText = await drawn(`#${id}::file-selector-button { -webkit-text-fill-color: transparent !important; }`);
  const noText = await drawn(`#${id}, #${id}::file-selector-button { -webkit-text-fill-color: transparent !important; }`);
  const words = [(await picker.innerText()).trim()].filter(Boolean);
  try {
    if (!asIs.equals(noButtonText)) {
      const { node } = await cdp.send('DOM.describeNode', { backendNodeId: await backendIdOf(cdp, `#${id}`), depth: -1, pierce: true });
      const button = node.shadowRoots?.[0]?.children?.find((n) => n.localName === 'input');
      const at = button?.attributes?.indexOf('value') ?? -1;
      const value = at >= 0 ? button!.attributes![at + 1] : undefined;
      words.push(value ?? 'the browser’s button');
    }
    if (!noButtonText.equals(noText)) {
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: await backendIdOf(cdp, `#${id}`), fetchRelatives: false });
      words.push(String(nodes[0]?.value?.value ?? 'the browser’s status'));
    }
  } finally {
    await cdp.detach();
  }
  return words;
}

async function backendIdOf(cdp: CDPSession, selector: string): Promise<number> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { node } = await cdp.send('DOM.describeNode', { nodeId });
  return node.backendNodeId;
}

/** A file chosen as a visitor chooses it: a tap on the picker's button (its start), then the chooser. */
async function chooseWithTap(page: Page, input: Locator, file: typeof design): Promise<void> {
  const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
  // The chooser's listener reaches the page before the tap (see chooseByKeyboard).
  await page.evaluate('0');
  const box = (await pickerOf(input).boundingBox())!;
  await page.mouse.click(box.x + 12, box.y + box.height / 2);
  await (await chooser).setFiles([file]);
}

describe('the file pickers speak the page’s language', () => {
  for (const [language, prefix, script, files] of languages) {
    it(`${language}, without JavaScript: every picker shows the page’s words, and the chosen file’s name once one is chosen`, async () => {
      // A quote line in the address: the form then has a file field for the line too.
      const { page, close } = await open(browser, `${prefix}/contactus?product=kraft-with-window&size=500gm&quantity=1000`, {
        ...PHONE_360,
        javaScriptEnabled: false,
      });
      const inputs = await page.locator('input[type="file"]').all();
      expect(inputs.length).toBe(2);
      for (const input of inputs) {
        const words = await shownWords(page, input);
        expect(words, (await input.getAttribute('id')) ?? '').toEqual([files]);
        expect(words.join(' ')).toMatch(script);
      }
      const artwork = page.locator('#enquiry-artwork');
      await chooseWithTap(page, artwork, design);
      await page.keyboard.press('Tab');
      const chosen = await shownWords(page, artwork);
      expect(chosen).toContain(design.name);
      expect(chosen.join(' ')).not.toMatch(/Choose File/i);
      expect(chosen[0]).toBe(files);
      await close();
    });

    it(`${language}, with JavaScript, before and after the form is live: the picker shows the page’s words, and the form lists the file chosen`, async () => {
      const { page, close } = await open(browser, `${prefix}/contactus`, SHORT_PHONE);
      const artwork = page.locator('#enquiry-artwork');
      // Untouched, the form is not live yet: the markup is the server's.
      const live = page.locator('site-island[data-island="enquiry-form"][data-live]');
      const before = await shownWords(page, artwork);
      expect(await live.count(), 'the form is live before it is touched').toBe(0);
      expect(before).toEqual([files]);
      expect(await axeViolations(page, '.field-artwork')).toEqual([]);
      await chooseWithTap(page, artwork, design);
      await expect.poll(() => textOf(page, '.artwork-list .artwork-name'), { timeout: 15_000 }).toBe(design.name);
      await page.keyboard.press('Tab');
      const after = await shownWords(page, artwork);
      expect(after).toEqual([files]);
      expect(after.join(' ')).not.toMatch(BROWSERS_WORDS);
      await close();
    });
  }

  it.each(languages)('%s: the mock-up’s pickers show the page’s words', async (_, prefix, script, __, file) => {
    const { page, close } = await open(browser, `${prefix}/products/kraft-with-window/500gm`, PHONE_360);
    const front = page.locator('#try-design-front-file');
    await front.waitFor({ state: 'attached', timeout: 15_000 });
    for (const input of [front, page.locator('#try-design-back-file')]) {
      const words = await shownWords(page, input);
      expect(words).toEqual([file]);
      expect(words.join(' ')).toMatch(script);
    }
    await close();
  });

  it.each([
    ['without JavaScript', false],
    ['with JavaScript', true],
  ] as const)('%s: the input is reached by Tab, named by its field’s label alone, and shows its focus', async (_, javaScriptEnabled) => {
    const { page, close } = await open(browser, '/hi/contactus', { ...PHONE_360, javaScriptEnabled });
    const artwork = page.locator('#enquiry-artwork');
    const picker = pickerOf(artwork);
    await picker.scrollIntoViewIfNeeded();
    const box = (await picker.boundingBox())!;
    const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
    const unfocused = await page.screenshot({ clip });
    await tabTo(page, artwork);
    expect(await artwork.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect((await page.screenshot({ clip })).equals(unfocused), 'the focus shows').toBe(false);
    expect(await artwork.ariaSnapshot()).toBe('- button "आर्टवर्क फ़ाइलें (वैकल्पिक)"');
    const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
    await page.evaluate('0');
    await page.keyboard.press('Enter');
    expect((await chooser).isMultiple()).toBe(true);
    await close();
  });
});
