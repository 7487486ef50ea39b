import { useEffect, useRef, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { quote, useQuote, type StoredLine } from './quote-store';
import { designOf, lineDesignStore, useLineDesigns, type LineDesign } from './use-line-designs';
import { quoteLimits } from './quote-lines';
import { estimateKeptLine, quoteTotal } from './quote-estimate';
import { formatInr, parseQuantity } from '@features/catalogue';
import { productNameIn, sizeLabelIn, type LineNames } from '@features/catalogue';
import { latinLang } from '@platform/i18n/latin-lang';
import { useLocale } from '@platform/i18n/locale';
import { localePath, type Locale } from '@platform/i18n/locales';
import { formatNumber } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface QuoteListProps {
  /** The products' names in every language, by slug: a line shows its pouch and size in the page's language. */
  names: LineNames;
  /** `nojs`: what the page says where JavaScript is off; `empty`: what it says with no lines. */
  slots: Slots<'nojs' | 'empty'>;
}

const lineId = (l: { product: string; size: string }) => `${l.product}-${l.size}`;

/** What was typed in a line's box, as pouches within the line's limits, or null. */
function linePouches(text: string): number | null {
  const n = parseQuantity(text);
  return n !== null && n >= quoteLimits.minQuantity && n <= quoteLimits.maxQuantity ? n : null;
}

/**
 * The /quote page: the visitor's quote list as an editable table. Each line: the pouch and size
 * (a link to the size page), the number of pouches (100 to 100,000; what is typed is kept as it is
 * and stored once it is a number in range; otherwise a message beside the box names what was typed
 * and the quantity the line keeps meanwhile), a note, the
 * estimate from the size's price tiers (a custom size's from its indicative price, marked so;
 * "Price on request" where it has none or the quantity is past the table), and a remove button (focus moves to the next line's, or to the heading, and the
 * removal is announced). Below: the total of the priced lines and the way to send it. It follows
 * changes made in other tabs. Every word is in the page's language; the lines keep their English
 * words and slugs as stored, and show their names found by slug. It starts only when a quote is stored (load mode `quote`): an empty
 * quote is the server's HTML, and loads no JavaScript.
 */
export default island('quote-list', function QuoteList({ names, slots }: QuoteListProps) {
  const locale = useLocale();
  const lang = { locale };
  const href = (path: string) => localePath(locale, path);
  /** A line's pouch and size in the page's language. */
  const shown = (x: StoredLine) => ({ name: productNameIn(names, x.product, locale, x.name), size: sizeLabelIn(x.size, locale, x.weight) });
  const lines = useQuote();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const removers = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  // Focus moves once the frame that shows the line gone and the one after it have begun (as the
  // phone menu's follow-up does): moving it makes the browser restyle and lay the page out, which
  // held that frame back.
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (removers.current.get(next) ?? heading.current)?.focus())));
  });

  const { designs, problem } = useLineDesigns(ready && lines.length > 0);
  const notes = useRef(new Map<string, HTMLInputElement>());

  const estimates = lines.map(estimateKeptLine);
  const { total, onRequest, indicative } = quoteTotal(estimates);
  const any = ready && lines.length > 0;
  const { minQuantity, maxQuantity } = quoteLimits;

  return (
    <>
      <h1 id="quote-title" tabIndex={-1} ref={heading}>
        {m.quote_title({}, lang)}
      </h1>
      {/* Until the island runs, CSS decides: the note without JavaScript, else the empty state
          unless a quote is stored (<html data-quote>, set by the client entry). */}
      <p className="quote-nojs" hidden={ready}>
        <Slot name="nojs" content={slots.nojs} />
      </p>
      <div className="quote-empty" hidden={any} data-ready={ready ? '' : undefined}>
        <Slot name="empty" content={slots.empty} />
      </div>
      <div hidden={!any}>
        <div className="table-wrap">
          <table className="quote-table">
            <caption className="visually-hidden">{m.quote_caption({}, lang)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.quote_col_pouch({}, lang)}</th>
                <th scope="col">{m.quote_col_pouches({}, lang)}</th>
                <th scope="col">{m.quote_col_note({}, lang)}</th>
                <th scope="col">{m.quote_col_estimate({}, lang)}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.quote_col_remove({}, lang)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ready &&
                lines.map((l, i) => {
                  const id = lineId(l);
                  const e = estimates[i]!;
                  const text = typed[id] ?? String(l.quantity);
                  const wrong = linePouches(text) === null;
                  const { name, size } = shown(l);
                  const line = `${name}, ${size}`;
                  const typedText = text.trim();
                  const limits = { min: formatNumber(minQuantity, locale), max: formatNumber(maxQuantity, locale) };
                  return (
                    <tr key={id}>
                      <th scope="row">
                        <a href={href(l.link)} lang={latinLang(name, locale)}>
                          {name}
                        </a>{' '}
                        <span className="quote-size">{size}</span>
                      </th>
                      <td>
                        <label className="quote-label" htmlFor={`q-${id}`}>
                          {m.quote_col_pouches({}, lang)}
                          <span className="visually-hidden">{m.quote_pouches_of({ line }, lang)}</span>
                        </label>
                        <input
                          id={`q-${id}`}
                          className="quote-qty"
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={9}
                          value={text}
                          aria-invalid={wrong || undefined}
                          aria-describedby={wrong ? `q-${id}-error` : undefined}
                          onChange={(ev) => {
                            const value = ev.currentTarget.value;
                            setTyped((t) => ({ ...t, [id]: value }));
                            const pouches = linePouches(value);
                            if (pouches !== null) quote.update(l, { quantity: pouches });
                          }}
                          onBlur={() => {
                            if (!wrong) setTyped(({ [id]: _, ...rest }) => rest);
                          }}
                        />
                        <p className="field-error" id={`q-${id}-error`} hidden={!wrong}>
                          {typedText ? m.quote_qty_wrong({ typed: typedText, ...limits }, lang) : m.quote_qty_empty(limits, lang)}{' '}
                          {(typedText ? m.quote_qty_keeps_wrong : m.quote_qty_keeps_empty)({ quantity: formatNumber(l.quantity, locale) }, lang)}
                        </p>
                      </td>
                      <td>
                        <label className="quote-label" htmlFor={`n-${id}`}>
                          {m.quote_note_label({}, lang)}
                          <span className="visually-hidden">{m.quote_note_for({ line }, lang)}</span>
                        </label>
                        <input
                          id={`n-${id}`}
                          className="quote-note"
                          type="text"
                          maxLength={quoteLimits.note}
                          defaultValue={l.note}
                          ref={(el) => {
                            if (el) notes.current.set(id, el);
                            else notes.current.delete(id);
                          }}
                          placeholder={m.quote_note_placeholder({}, lang)}
                          onChange={(ev) => quote.update(l, { note: ev.currentTarget.value })}
                        />
                        <DesignOfLine
                          line={line}
                          design={designOf(designs, l)}
                          onRemove={async (d) => {
                            const done = await (await lineDesignStore()).removeLineDesign(l);
                            setSaid(done.ok ? m.quote_removed_design({ design: designNames(d, locale), line }, lang) : done.message);
                            // Its button is gone: focus stays in the line, on its note.
                            if (done.ok) notes.current.get(id)?.focus();
                          }}
                        />
                      </td>
                      <td className="quote-estimate">
                        {e.kind === 'priced' ? (
                          <>
                            {formatInr(e.total)}
                            <span className="muted small" data-quote-indicative={e.indicative ? '' : undefined}>
                              {' '}
                              {(e.indicative ? m.quote_per_pouch_indicative : m.quote_per_pouch)({ price: formatInr(e.unitPrice) }, lang)}
                            </span>
                          </>
                        ) : (
                          m.quote_on_request({}, lang)
                        )}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-ghost quote-remove"
                          aria-label={m.quote_remove_line({ line }, lang)}
                          ref={(el) => {
                            if (el) removers.current.set(id, el);
                            else removers.current.delete(id);
                          }}
                          onClick={() => {
                            const rest = lines.filter((x) => lineId(x) !== id);
                            const next = rest[Math.min(i, rest.length - 1)];
                            focusNext.current = next ? lineId(next) : '';
                            setSaid(m.quote_removed_line({ line }, lang));
                            quote.remove(l);
                            // Its design goes with it.
                            void lineDesignStore().then(({ removeLineDesign }) => removeLineDesign(l));
                          }}
                        >
                          {m.quote_col_remove({}, lang)}
                        </button>
                      </td>
                    </tr>
                  );
                })}
            </tbody>
            <tfoot>
              {lines.length > 0 && onRequest === lines.length ? (
                // No line has a price yet: a total of ₹0.00 would read as a price. Say who prices them instead.
                <tr>
                  <td colSpan={5} data-quote-no-total="">
                    {m.quote_total_all_on_request({ count: onRequest }, lang)}
                  </td>
                </tr>
              ) : (
                <tr>
                  <th scope="row" colSpan={3}>
                    {onRequest ? m.quote_total_on_request({ count: onRequest }, lang) : m.quote_total({}, lang)}
                  </th>
                  <td className="quote-estimate" data-quote-total="">
                    {formatInr(total)}
                    {indicative > 0 && <span className="muted small"> {m.quote_total_includes_indicative({ count: indicative }, lang)}</span>}
                  </td>
                  <td />
                </tr>
              )}
            </tfoot>
          </table>
        </div>
        {problem && (
          <p className="quote-design-problem" role="alert">
            {problem}
          </p>
        )}
        <p className="muted small">
          {m.quote_estimates_note({ count: lines.length, max: quoteLimits.lines }, lang)}
          {indicative > 0 && ` ${m.quote_indicative_note({}, lang)}`}
        </p>
        <div className="quote-actions">
          <a className="btn btn-accent" href={href('/contactus?quote#enquiry-form')} data-quote-send="">
            {m.quote_send({}, lang)}
          </a>
          <a className="btn btn-ghost" href={href('/ourproducts')}>
            {m.quote_add_more({}, lang)}
          </a>
        </div>
      </div>
      <p className="visually-hidden" role="status" data-quote-said="">
        {said}
      </p>
    </>
  );
});

/**
 * The designs kept with a quote line: each side's file's name (its side named when the back has
 * one), whether their proof is made, and a button that removes them (named for the files and
 * `line`, the pouch and size as shown, for a screen reader). Nothing while the line has none.
 */
function DesignOfLine({ line, design, onRemove }: { line: string; design?: LineDesign; onRemove: (design: LineDesign) => void }) {
  const locale = useLocale();
  const lang = { locale };
  if (!design) return null;
  const bySide = design.sides.some((s) => s.placement.panel === 'back');
  return (
    <div className="quote-design" data-line-design="" data-sides={design.sides.length}>
      {design.sides.map((s, i) => (
        <p className="quote-design-file" key={s.placement.panel} data-side={s.placement.panel}>
          <span className="quote-design-label">
            {(bySide ? (s.placement.panel === 'front' ? m.quote_design_front_label : m.quote_design_back_label) : m.quote_design_label)({}, lang)}
          </span>
          <span className="quote-design-name">{s.design.name}</span>
          {/* One proof shows every side: it stands after the last. */}
          {i === design.sides.length - 1 && (
            <span className="quote-design-proof" data-proof={design.proof ? 'made' : 'none'}>
              {design.proof ? m.quote_proof_made({}, lang) : m.quote_proof_none({}, lang)}
            </span>
          )}
        </p>
      ))}
      <button type="button" className="link-button quote-design-remove" onClick={() => onRemove(design)}>
        {m.quote_remove_design({}, lang)}
        <span className="visually-hidden">{m.quote_remove_design_of({ design: designNames(design, locale), line }, lang)}</span>
      </button>
    </div>
  );
}

/** A line's design files as a sentence names them: "label.png", or "label.png and back.png". */
const designNames = (design: LineDesign, locale: Locale): string =>
  design.sides.length > 1
    ? m.quote_design_names({ front: design.sides[0]!.design.name, back: design.sides[1]!.design.name }, { locale })
    : design.sides[0]!.design.name;
