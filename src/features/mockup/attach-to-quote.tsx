import { useState } from 'react';
import { quote } from '@features/quote-and-wishlist';
import { quoteLimits } from '@features/quote-and-wishlist';
import type { QuoteTarget } from '@features/quote-and-wishlist';
import type { LinePlacement } from '@features/quote-and-wishlist';
import { lineDesignStore } from '@features/quote-and-wishlist';
import type { MockupState } from './model';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import { sizeLabelIn } from '@features/catalogue';
import { m } from '@platform/i18n/paraglide/messages.js';

/**
 * "Attach this design to my quote": keeps the design on show, where it is placed and the last
 * proof made with this size's line of the quote (src/features/quote-and-wishlist/line-designs.ts), adding the line at
 * the smallest order when the quote lacks it; the enquiry then sends them under that line. The
 * front's design when both sides have one. It says what it did, or why not, in a live region.
 */
export function AttachToQuote({ id, line, state }: { id: string; line: QuoteTarget; state: () => MockupState | null }) {
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  const l = { locale };

  async function attach() {
    if (busy) return;
    const now = state();
    const side = now?.placed.front ? 'front' : now?.placed.back ? 'back' : null;
    if (!now || !side) return setSaid({ text: m.mockup_attach_first({}, l), ok: false });
    const placed = now.placed[side]!;
    const had = quote.read().some((l) => l.product === line.product && l.size === line.size);
    if (!had && !quote.put({ ...line, quantity: quoteLimits.minQuantity, note: '' })) {
      return setSaid({ text: m.quote_add_full({ max: quoteLimits.lines }, l), ok: false });
    }
    const { x, y, width, height } = placed.placement;
    const placement: LinePlacement = { panel: side, x, y, width, height, fit: placed.fit, underlay: now.printing.underlay };
    setBusy(true);
    try {
      const store = await lineDesignStore();
      const proof = now.lastProof?.file ?? null;
      const outcome = await store.saveLineDesign(line, { design: placed.file, proof, placement });
      if (!outcome.ok) return setSaid({ text: outcome.message, ok: false });
      const words = { file: placed.file.name, line: `${line.name}, ${sizeLabelIn(line.size, locale, line.weight)}` };
      const said = proof
        ? (had ? m.mockup_attached_proof_line : m.mockup_attached_proof_new)({ ...words, proof: proof.name }, l)
        : (had ? m.mockup_attached_line : m.mockup_attached_new)(words, l);
      setSaid({ text: said, ok: true });
    } catch (error) {
      console.error(error);
      setSaid({ text: m.mockup_attach_failed({}, l), ok: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mockup-quote">
      <button
        type="button"
        className="btn btn-accent"
        data-attach-design=""
        aria-describedby={`${id}-attach-note`}
        aria-disabled={busy || undefined}
        onClick={() => void attach()}
      >
        {m.mockup_attach({}, l)}
      </button>
      <p className="mockup-note" id={`${id}-attach-note`}>
        {m.mockup_attach_note({}, l)}
      </p>
      <p className="mockup-attach-said" role="status" data-kind={said ? (said.ok ? 'ok' : 'error') : undefined}>
        {said?.text}
        {said?.ok && (
          <>
            {' '}
            <a href={localePath(locale, '/quote')}>{m.quote_view({}, l)}</a>
          </>
        )}
      </p>
    </div>
  );
}
