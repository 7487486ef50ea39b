import { useState } from 'react';
import { quote } from '../quote';
import { quoteLimits } from '../../../src/catalogue/quote-lines';
import type { QuoteTarget } from '../add-to-quote';
import type { LinePlacement } from '../../../src/artwork/line-placement';
import { lineDesignStore } from '../use-line-designs';
import type { MockupState } from './model';

/**
 * "Attach this design to my quote": keeps the design on show, where it is placed and the last
 * proof made with this size's line of the quote (client/lib/line-designs.ts), adding the line at
 * the smallest order when the quote lacks it; the enquiry then sends them under that line. The
 * front's design when both sides have one. It says what it did, or why not, in a live region.
 */
export function AttachToQuote({ id, line, state }: { id: string; line: QuoteTarget; state: () => MockupState | null }) {
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function attach() {
    if (busy) return;
    const now = state();
    const side = now?.placed.front ? 'front' : now?.placed.back ? 'back' : null;
    if (!now || !side) return setSaid({ text: 'Choose your design first: it is attached as it is placed here.', ok: false });
    const placed = now.placed[side]!;
    const had = quote.read().some((l) => l.product === line.product && l.size === line.size);
    if (!had && !quote.put({ ...line, quantity: quoteLimits.minQuantity, note: '' })) {
      return setSaid({ text: `Your quote already has ${quoteLimits.lines} lines, the most one request takes. Send it, then start another.`, ok: false });
    }
    const { x, y, width, height } = placed.placement;
    const placement: LinePlacement = { panel: side, x, y, width, height, fit: placed.fit, underlay: now.printing.underlay };
    setBusy(true);
    try {
      const store = await lineDesignStore();
      const proof = now.lastProof?.file ?? null;
      const outcome = await store.saveLineDesign(line, { design: placed.file, proof, placement });
      if (!outcome.ok) return setSaid({ text: outcome.message, ok: false });
      setSaid({
        text: `Attached ${placed.file.name}${proof ? ` with its proof ${proof.name}` : ', without a proof (download one first to attach it too)'} to ${had ? 'the' : 'a new'} line of your quote: ${line.name}, ${line.weight}.`,
        ok: true,
      });
    } catch (error) {
      console.error(error);
      setSaid({ text: 'The design could not be attached: the page could not load what keeps it. Check your connection and try again.', ok: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mockup-quote">
      <button type="button" className="btn btn-accent" data-attach-design="" aria-describedby={`${id}-attach-note`} aria-disabled={busy || undefined} onClick={() => void attach()}>
        Attach this design to my quote
      </button>
      <p className="mockup-note" id={`${id}-attach-note`}>Keeps the design, where it sits and your last proof with this size in your quote; they go with your enquiry under its line.</p>
      <p className="mockup-attach-said" role="status" data-kind={said ? (said.ok ? 'ok' : 'error') : undefined}>
        {said?.text}
        {said?.ok && <> <a href="/quote">View your quote</a></>}
      </p>
    </div>
  );
}
