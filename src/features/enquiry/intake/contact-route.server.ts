import type { Context } from 'hono';
import type { AppEnv } from '@platform/app-env';
import type { EnquiryFormState } from './EnquiryForm.server';
import { contactPage } from './contact-page.server';
import { renderPage, type PageView } from '@platform/render/render';
import { redirectTo } from '@platform/render/redirect';
import { acceptEnquiry } from './accept';
import { readLimitedBody, utf8 } from './body';
import { referencePattern } from '@platform/crypto';
import { enquiryMessagesIn } from './messages';
import { cleanText, prefillMessage } from './prefill';
import { enquiryFields, enquiryLimits, invalidMessage, type EnquiryField } from './fields';
import { itemsRules, type ItemsInput } from './items.rules';
import { findLineSize } from '@features/catalogue';
import { sizeLabelIn } from '@features/catalogue';
import { clampQuantity, quoteLimits } from '@features/quote-and-wishlist';
import { parseQuantity } from '@features/catalogue';
import type { FormLine } from './enquiry-form.island';
import { startToken } from './spam';
import { SigningSecretMissing } from '@platform/signing';
import { readMultipartPost } from '../files/form-post';
import { removeUpload } from '../files/upload';
import type { ArtworkRow } from '../files/store';
import { rememberSent, sentByThisBrowser, sentSummary } from './sent';
import { localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const CONTACT = '/contactus';
/** The contact page in the language of the request's address: /contactus, /hi/contactus, /ta/contactus. */
const contactIn = (c: Context<AppEnv>) => localePath(c.get('locale'), CONTACT);

async function freshForm(c: Context<AppEnv>, values: EnquiryFormState['values'] = {}, sourcePage = contactIn(c)): Promise<EnquiryFormState> {
  return { values, errors: {}, idempotencyKey: crypto.randomUUID(), startedAt: await startToken(c.env), sourcePage, prefill: null, lines: [] };
}

/**
 * The quote lines a form shows: those that pass the catalogue's checks, named in the page's
 * language (as the quote list names them) and priced. A line that does not (an address edited by
 * hand) is left out; the message still names what was asked.
 */
async function formLines(raw: unknown[], locale: Locale): Promise<FormLine[]> {
  const lines: FormLine[] = [];
  if (raw.length === 0) return lines;
  // The lines' rules load only when an address or a post carries lines.
  const { itemsSchema } = await itemsRules();
  for (const value of raw.slice(0, quoteLimits.lines)) {
    const one = itemsSchema.safeParse([value]);
    if (!one.success || lines.some((l) => l.product === one.data[0]!.product && l.size === one.data[0]!.size)) continue;
    const [{ product, size, quantity, note }] = one.data as [ItemsInput[number]];
    const variant = findLineSize(product, size)!;
    lines.push({
      product,
      size,
      quantity,
      note,
      name: variant.product.name[locale],
      weight: sizeLabelIn(size, locale, variant.weight),
      link: variant.link,
      tiers: (variant.tiers ?? []).map(({ minUnits, maxUnits, unitPrice }) => ({ minUnits, maxUnits, unitPrice })),
    });
  }
  return lines;
}

/** A line's quantity from what was asked (`parseQuantity`'s reading): within a line's limits, the smallest order where none was readable. */
const nearestQuantity = (asked: number | null): number => (asked === null ? quoteLimits.minQuantity : clampQuantity(asked));

/**
 * The lines the address carries: a size's "Request a quote" gives one (`?product=&size=`, with
 * `quantity=` from an estimate or a typed quantity, `packs=` from the size finder), and a quote of
 * several lines repeats `product`, `size` and `quantity` once per line, in order, so that the form
 * without JavaScript shows them all. Without a usable quantity a line takes the smallest order and
 * `keep` is set: the browser then adds a line only if the visitor's quote lacks that size, never
 * changing a quantity they chose. Lines the catalogue does not know are left out.
 */
async function addressLines(url: URL, locale: Locale): Promise<{ lines: FormLine[]; keep: boolean }> {
  const products = url.searchParams.getAll('product').slice(0, quoteLimits.lines);
  const sizes = url.searchParams.getAll('size');
  const quantities = url.searchParams.getAll('quantity');
  const packs = cleanText(url.searchParams.get('packs'), 60);
  let keep = false;
  const lines = await formLines(
    products.map((product, i) => {
      const asked = parseQuantity(quantities[i] ?? null);
      if (asked === null) keep = true;
      return {
        product,
        size: sizes[i] ?? '',
        quantity: nearestQuantity(asked),
        note: packs && i === 0 ? m.enquiry_to_pack({ packs }, { locale }) : '',
      };
    }),
    locale,
  );
  return { lines, keep: lines.length > 0 && keep };
}

/**
 * GET /contactus. `?product=&size=&quantity=&packs=` and `?wishlist=` (from the catalogue's quote
 * buttons) start the enquiry: a size we sell becomes a quote line (shown, and joined to the quote
 * stored in the browser), and the message only introduces the lines; a product without a size, and
 * the wishlist's known products, are named in the message. `?sent=<reference>` is where a plain
 * form post lands after success: the confirmation in place of the form, with the reference; the
 * details, the message, the lines and the files that arrived are shown only to the browser that
 * sent them (its `enquiry-sent` cookie, ./sent.ts).
 */
export async function contactGet(c: Context<AppEnv>): Promise<PageView> {
  const locale = c.get('locale');
  const said = enquiryMessagesIn(locale);
  const url = new URL(c.req.url);
  const sent = url.searchParams.get('sent') ?? '';
  if (referencePattern.test(sent)) {
    const summary = await sentSummary(c.env.DB, sent, { details: await sentByThisBrowser(c, sent), locale }).catch(() => null);
    if (summary) return contactPage({ ...(await freshForm(c)), result: { kind: 'success', message: said.sent(sent) }, sent: summary }, 200, locale);
  }
  const fromAddress = await addressLines(url, locale);
  const wishlist = url.searchParams.getAll('wishlist');
  const message = fromAddress.lines.length
    ? prefillMessage({ wishlist, quote: true }, locale)
    : prefillMessage(
        {
          product: url.searchParams.get('product'),
          size: url.searchParams.get('size'),
          quantity: url.searchParams.get('quantity'),
          packs: url.searchParams.get('packs'),
          wishlist,
          quote: url.searchParams.has('quote'),
        },
        locale,
      );
  const contact = contactIn(c);
  const source = url.search.length > 1 && url.search.length <= 290 ? `${contact}${url.search}` : contact;
  const form = await freshForm(c, message ? { message } : {}, message ? source : contact);
  return contactPage(
    {
      ...form,
      prefill: fromAddress.lines.length ? 'line' : message ? 'message' : null,
      lines: fromAddress.lines,
      ...(fromAddress.keep ? { keepStored: true } : {}),
    },
    200,
    locale,
  );
}

const formFields = ['website', 'idempotencyKey', 'startedAt', 'sourcePage', ...enquiryFields] as const;

/** A posted form: its text fields (files and repeats ignored) and `items`, its quote lines, if any. */
type PostedForm = Record<string, unknown>;
const textOf = (fields: PostedForm, key: string): string => (typeof fields[key] === 'string' ? (fields[key] as string) : '');

/**
 * The quote's lines in a plain form post: `item-product`, `item-size`, `item-quantity` and
 * `item-note`, repeated once per line, in order.
 */
function readLines(data: URLSearchParams | FormData): { product: string; size: string; quantity: string; note: string }[] | undefined {
  const all = (key: string) => data.getAll(`item-${key}`).map((v) => (typeof v === 'string' ? v : ''));
  const products = all('product');
  if (!products.length) return undefined;
  const [sizes, quantities, notes] = [all('size'), all('quantity'), all('note')];
  return products.map((product, i) => ({ product, size: sizes[i] ?? '', quantity: quantities[i] ?? '', note: notes[i] ?? '' }));
}

/** The fields of a posted form, as acceptEnquiry reads them. */
function formOf(data: URLSearchParams): PostedForm {
  const fields: PostedForm = {};
  for (const key of formFields) {
    const value = data.get(key);
    if (typeof value === 'string') fields[key] = value;
  }
  const items = readLines(data);
  if (items) fields.items = items;
  return fields;
}

/**
 * A posted line as the form shows it again: a quantity that is not one the quote takes (typed
 * without JavaScript: "50", "abc") becomes the nearest it does, so that the line stays in the form
 * beside its message instead of being left out.
 */
function shownAgain(line: unknown): unknown {
  if (!line || typeof line !== 'object' || !('quantity' in line)) return line;
  return { ...line, quantity: nearestQuantity(parseQuantity(String(line.quantity))) };
}

const isMultipart = (type: string) => /^multipart\/form-data\s*(;|$)/i.test(type);

/**
 * POST /contactus (and /hi/contactus, /ta/contactus): the form without JavaScript. Validated and
 * stored exactly like the JSON API, in the language of the address it was posted to; success
 * redirects (303) to the page with the reference, so a reload sends nothing again; anything else
 * shows the form again with the message, the errors inline and the values kept.
 */
export async function contactPost(c: Context<AppEnv>): Promise<Response> {
  const locale = c.get('locale');
  const said = enquiryMessagesIn(locale);
  const contact = contactIn(c);
  const type = c.req.header('content-type') ?? '';
  const again = async (status: number, message: string, fields: PostedForm = {}, errors = {}) => {
    const form = await freshForm(c);
    const values = Object.fromEntries(enquiryFields.map((f) => [f, textOf(fields, f)])) as Record<EnquiryField, string>;
    return renderPage(
      c,
      contactPage(
        {
          ...form,
          values,
          errors,
          result: { kind: 'error', message },
          idempotencyKey: textOf(fields, 'idempotencyKey') || form.idempotencyKey,
          startedAt: textOf(fields, 'startedAt') || form.startedAt,
          sourcePage: textOf(fields, 'sourcePage') || form.sourcePage,
          lines: await formLines(Array.isArray(fields.items) ? fields.items.map(shownAgain) : [], locale),
        },
        status,
        locale,
      ),
    );
  };

  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type) && !isMultipart(type)) return again(415, said.notFormType);
  let fields: PostedForm;
  let files: ArtworkRow[] = [];
  if (isMultipart(type)) {
    // With files (the form's own encoding): streamed, the files into R2, up to 90 MB in all.
    const posted = await readMultipartPost(c.env, c.req.raw, `post:${crypto.randomUUID()}`, c.req.header('cf-connecting-ip') ?? 'unknown', locale);
    if ('unreadable' in posted) return again(400, said.unreadable);
    const data = new URLSearchParams();
    for (const [key, values] of posted.fields) for (const v of values) data.append(key, v);
    fields = formOf(data);
    // A file's reason stands beside the files, once, and the message under the button names the
    // field; a form refused as a whole (too many parts, too much text) says so under the button.
    if (posted.refusal) {
      const { status, message, about } = posted.refusal;
      return about === 'files' ? again(status, invalidMessage({ files: message }, locale), fields, { files: message }) : again(status, message, fields, {});
    }
    files = posted.files;
    const key = textOf(fields, 'idempotencyKey');
    if (files.length && key) {
      await c.env.DB.prepare(`UPDATE artwork_files SET form_key = ?1 WHERE id IN (${files.map((_, i) => `?${i + 2}`).join(', ')})`)
        .bind(key, ...files.map((f) => f.id))
        .run();
    }
    if (files.length) fields.files = files.map((f) => f.id);
  } else {
    if (Number(c.req.header('content-length')) > enquiryLimits.bodyBytes) return again(413, said.tooLarge);
    const body = await readLimitedBody(c.req.raw, enquiryLimits.bodyBytes);
    if (!body.ok) return 'incomplete' in body ? again(400, said.incomplete) : again(413, said.tooLarge);
    const text = utf8(body.bytes);
    if (text === null) return again(400, said.unreadable);
    fields = formOf(new URLSearchParams(text));
  }
  // Files of a post that is not stored would wait a day for the sweep: without JavaScript they cannot be sent again anyway.
  const dropFiles = async () => {
    for (const f of files) await removeUpload(c.env, f).catch(() => {});
  };

  try {
    const result = await acceptEnquiry(c, fields, contact, locale);
    if (result.kind !== 'stored') await dropFiles();
    switch (result.kind) {
      case 'stored':
        // Only this browser sees the lines and files on the page it lands on; a failure here costs that view, never the enquiry.
        await rememberSent(c, result.reference, contact).catch((error: unknown) => console.error('enquiry.sent-cookie', error));
        return redirectTo(c, `${contact}?sent=${result.reference}#enquiry-done`, 303);
      case 'invalid':
        return again(400, result.message, fields, result.errors);
      case 'rate-limited': {
        const page = await again(429, result.message, fields);
        page.headers.set('retry-after', String(result.retryAfterSeconds));
        return page;
      }
    }
  } catch (error) {
    if (error instanceof SigningSecretMissing) throw error;
    console.error('enquiry not stored', error);
    await dropFiles();
    const page = await again(503, said.notStored, fields);
    page.headers.set('retry-after', '30');
    return page;
  }
}
