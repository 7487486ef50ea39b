import { useEffect, useRef, useState } from 'react';
import { island } from '../lib/island';
import { Slot, type Slots } from '../lib/slot';
import { quote, useQuote, type StoredLine } from '../lib/quote';
import { designOf, lineDesignStore, useLineDesigns, type LineDesign } from '../lib/use-line-designs';
import { clampQuantity, estimateLine, quoteLimits, quoteTotal } from '../../src/catalogue/quote-lines';
import { formatInr, parseQuantity } from '../../src/catalogue/quote';

export interface QuoteListProps {
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
 * estimate from the size's price tiers ("Price on request" where it has none or the quantity is
 * past the table), and a remove button (focus moves to the next line's, or to the heading, and the
 * removal is announced). Below: the total of the priced lines and the way to send it. It follows
 * changes made in other tabs. It starts only when a quote is stored (load mode `quote`): an empty
 * quote is the server's HTML, and loads no JavaScript.
 */
export default island('quote-list', function QuoteList({ slots }: QuoteListProps) {
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

  const estimates = lines.map((l) => estimateLine(l.tiers, l.quantity));
  const { total, onRequest } = quoteTotal(estimates);
  const any = ready && lines.length > 0;
  const { minQuantity, maxQuantity } = quoteLimits;

  return (
    <>
      <h1 id="quote-title" tabIndex={-1} ref={heading}>Your Quote</h1>
      {/* Until the island runs, CSS decides: the note without JavaScript, else the empty state
          unless a quote is stored (<html data-quote>, set by the client entry). */}
      <p className="quote-nojs" hidden={ready}><Slot name="nojs" content={slots.nojs} /></p>
      <div className="quote-empty" hidden={any} data-ready={ready ? '' : undefined}><Slot name="empty" content={slots.empty} /></div>
      <div hidden={!any}>
        <div className="table-wrap">
          <table className="quote-table">
            <caption className="visually-hidden">Lines of your quote, with their estimates</caption>
            <thead>
              <tr><th scope="col">Pouch and size</th><th scope="col">Pouches</th><th scope="col">Note (finish, designs)</th><th scope="col">Estimate</th><th scope="col"><span className="visually-hidden">Remove</span></th></tr>
            </thead>
            <tbody>
              {ready && lines.map((l, i) => {
                const id = lineId(l);
                const e = estimates[i]!;
                const text = typed[id] ?? String(l.quantity);
                const wrong = linePouches(text) === null;
                return (
                  <tr key={id}>
                    <th scope="row"><a href={l.link}>{l.name}</a> <span className="quote-size">{l.weight}</span></th>
                    <td>
                      <label className="quote-label" htmlFor={`q-${id}`}>Pouches<span className="visually-hidden"> of {l.name}, {l.weight}</span></label>
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
                        onBlur={() => { if (!wrong) setTyped(({ [id]: _, ...rest }) => rest); }}
                      />
                      <p className="field-error" id={`q-${id}-error`} hidden={!wrong}>
                        {text.trim() ? `“${text.trim()}” is not` : 'Type'} a whole number of pouches from {minQuantity} to {maxQuantity.toLocaleString('en-IN')}.
                        {' '}Until {text.trim() ? 'you type one' : 'you do'}, this line stays at {l.quantity.toLocaleString('en-IN')} pouches, and its estimate with it.
                      </p>
                    </td>
                    <td>
                      <label className="quote-label" htmlFor={`n-${id}`}>Note<span className="visually-hidden"> for {l.name}, {l.weight}</span></label>
                      <input id={`n-${id}`} className="quote-note" type="text" maxLength={quoteLimits.note} defaultValue={l.note}
                        ref={(el) => { if (el) notes.current.set(id, el); else notes.current.delete(id); }}
                        placeholder="e.g. matt finish, 3 designs" onChange={(ev) => quote.update(l, { note: ev.currentTarget.value })} />
                      <DesignOfLine line={l} design={designOf(designs, l)} onRemove={async (d) => {
                        const done = await (await lineDesignStore()).removeLineDesign(l);
                        setSaid(done.ok ? `Removed the design ${d.design.name} from ${l.name}, ${l.weight}.` : done.message);
                        // Its button is gone: focus stays in the line, on its note.
                        if (done.ok) notes.current.get(id)?.focus();
                      }} />
                    </td>
                    <td className="quote-estimate">
                      {e.kind === 'priced' ? <>{formatInr(e.total)}<span className="muted small"> {formatInr(e.unitPrice)} a pouch</span></> : 'Price on request'}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-ghost quote-remove"
                        aria-label={`Remove ${l.name}, ${l.weight} from the quote`}
                        ref={(el) => { if (el) removers.current.set(id, el); else removers.current.delete(id); }}
                        onClick={() => {
                          const rest = lines.filter((x) => lineId(x) !== id);
                          const next = rest[Math.min(i, rest.length - 1)];
                          focusNext.current = next ? lineId(next) : '';
                          setSaid(`Removed ${l.name}, ${l.weight}.`);
                          quote.remove(l);
                          // Its design goes with it.
                          void lineDesignStore().then(({ removeLineDesign }) => removeLineDesign(l));
                        }}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>Estimated total{onRequest ? `, ${onRequest} ${onRequest === 1 ? 'line' : 'lines'} priced on request` : ''}</th>
                <td className="quote-estimate" data-quote-total="">{formatInr(total)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
        {problem && <p className="quote-design-problem" role="alert">{problem}</p>}
        <p className="muted small">Estimates from our price tables, taxes included; we confirm the price with your quote. {lines.length} of {quoteLimits.lines} lines.</p>
        <div className="quote-actions">
          <a className="btn btn-accent" href="/contactus?quote#enquiry-form" data-quote-send="">Send this quote request</a>
          <a className="btn btn-ghost" href="/ourproducts">Add more pouches</a>
        </div>
      </div>
      <p className="visually-hidden" role="status" data-quote-said="">{said}</p>
    </>
  );
});

/**
 * The design kept with a quote line: its file's name, whether its proof is made, and a button that
 * removes it (named for the file and the line, for a screen reader). Nothing while the line has none.
 */
function DesignOfLine({ line, design, onRemove }: { line: StoredLine; design?: LineDesign; onRemove: (design: LineDesign) => void }) {
  if (!design) return null;
  return (
    <div className="quote-design" data-line-design="">
      <p className="quote-design-file">
        <span className="quote-design-label">Design: </span>
        <span className="quote-design-name">{design.design.name}</span>
        <span className="quote-design-proof" data-proof={design.proof ? 'made' : 'none'}>{design.proof ? 'Proof made' : 'No proof made yet'}</span>
      </p>
      <button type="button" className="link-button quote-design-remove" onClick={() => onRemove(design)}>
        Remove design<span className="visually-hidden"> {design.design.name} from {line.name}, {line.weight}</span>
      </button>
    </div>
  );
}
