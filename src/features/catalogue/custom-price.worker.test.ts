import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { indicativeTiers } from './indicative-price';
import { indicativePriceModels } from './indicative-prices';
import { formatInr } from './price';
import { call, emptyTables, formBody, jsonRequest, mailScript } from '@tests/worker/enquiry-helpers';

vi.setConfig({ testTimeout: 30_000 });

const origin = 'http://localhost';
const get = async (path: string) => (await exports.default.fetch(new Request(`${origin}${path}`, { redirect: 'manual' }))).text();
/** The custom size made for 250 g of CTC tea: 158 x 231 + 40 mm, within the published sizes' film. */
const flat = { width: 158, length: 231, gusset: 40 };
const page = (product: string, prefix = '') => `${prefix}/products/${product}/custom?w=158&l=231&g=40`;
const tiers = indicativeTiers('kraft-with-window', flat)!;
const { errorPercent } = indicativePriceModels['kraft-with-window']!;

beforeEach(async () => {
  await emptyTables();
});

describe("a custom size's indicative price", () => {
  it('shows, where the product has published tables, the price per pouch and per smallest order of each band, labelled indicative with its error and the tax note', async () => {
    const html = await get(page('kraft-with-window'));
    expect(html).toContain('data-indicative=""');
    expect(html).toContain('<strong>Indicative prices.</strong>');
    expect(html).toContain(`each stock size came within ${errorPercent} % of its published price`);
    expect(html).toContain('Indicative price per pouch for 158 x 231 + 40 mm, by quantity (INR, taxes included)');
    for (const t of tiers) {
      expect(html).toContain(`<td data-indicative-unit="">${formatInr(t.unitPrice)}</td>`);
      expect(html).toContain(formatInr((Math.round(t.unitPrice * 100) * t.minUnits) / 100));
    }
    expect(html).toContain(`Indicative price from ${formatInr(tiers.at(-1)!.unitPrice)} a pouch`);
    expect(html).toContain('taxes included; shipping may apply.');
    expect(html).not.toContain('Price on request');
  });

  it('says it in Hindi and Tamil too', async () => {
    const hi = await get(page('kraft-with-window', '/hi'));
    expect(hi).toContain('<strong>सांकेतिक कीमत।</strong>');
    expect(hi).toContain(`${errorPercent} % के अंदर`);
    const ta = await get(page('kraft-with-window', '/ta'));
    expect(ta).toContain('<strong>தோராய விலைகள்.</strong>');
    expect(ta).toContain(`${errorPercent} % வித்தியாசத்துக்குள்`);
  });

  it('is "price on request" for a product without published tables', async () => {
    const html = await get(page('gold-zipper'));
    expect(html).toContain('Price on request');
    expect(html).not.toContain('data-indicative');
  });

  it("is what the size finder's made size says for the style chosen, in each language: indicative where the product has tables, else on request", async () => {
    const finder = (style: string, prefix = '') => get(`${prefix}/size-finder?fill=tea-leaves&variety=tea-ctc&grams=250&pouch=${style}`);
    /** The made size's card: its size and its price line, as the server renders the answer. */
    const card = (html: string) => {
      const at = html.indexOf('data-finder-custom="custom-158x231x40"');
      expect(at, 'the made size leads the answer').toBeGreaterThan(0);
      return html.slice(at, html.indexOf('</section>', at));
    };
    const price = formatInr(tiers.at(-1)!.unitPrice);
    const kraft = card(await finder('kraft-with-window'));
    expect(kraft).toContain(`<span class="finder-offer-price">Indicative price from ${price} a pouch: made to order</span>`);
    expect(kraft).not.toMatch(/price on request/i);
    expect(card(await finder('kraft-with-window', '/hi'))).toContain(`सांकेतिक कीमत ${price} प्रति पाउच से: ऑर्डर पर बनता है`);
    expect(card(await finder('kraft-with-window', '/ta'))).toContain(`தோராய விலை ஒரு பவுச் ${price} முதல்: ஆர்டருக்கு ஏற்பத் தயாரிப்பு`);
    const gold = card(await finder('gold-standup'));
    expect(gold).toContain('<span class="finder-offer-price">Price on request: made to order</span>');
    expect(gold).not.toContain('Indicative');
  });

  it("prices the enquiry's custom line at it, marked indicative in the staff's copy and counted in the total", async () => {
    const mail = mailScript('indicative-line');
    await mail.answer('ok');
    const items = [
      { product: 'kraft-with-window', size: 'custom-158x231x40', quantity: 500, note: '' },
      { product: 'gold-zipper', size: '500gm', quantity: 500, note: '' },
    ];
    const { res, settled } = await call(jsonRequest(await formBody({ items }, mail.env())), mail.env());
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    await settled();
    const text = (await mail.log()).find((r) => r.id === reference)!.payload.text!;
    const unit = tiers[1]!.unitPrice;
    const line = (Math.round(unit * 100) * 500) / 100;
    expect(text).toContain(
      `1. Matt Kraft With Window Stand-Up Zipper Pouch, Custom 158 x 231 + 40 mm, 500 pouches: indicative ${formatInr(line)} (${formatInr(unit)} a pouch: a custom size, priced by the model fitted to the price tables, not a table price)`,
    );
    expect(text).toContain(`Estimated total of the priced lines: ${formatInr(line)}, 1 of them indicative; 1 on request (taxes included).`);
  });
});
