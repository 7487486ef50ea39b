import { useState } from 'react';
import { quote } from '@features/quote-and-wishlist';
import { clampQuantity, quoteLimits } from '@features/quote-and-wishlist';
import type { QuoteTarget } from '@features/quote-and-wishlist';
import type { LinePlacement } from '@features/quote-and-wishlist';
import { lineDesignStore } from '@features/quote-and-wishlist';
import type { MockupState } from './model';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import { parseQuantity, sizeLabelIn } from '@features/catalogue';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * "Attach this design to my quote": keeps the design of every side placed, where each is placed
 * and the last proof made with this size's line of the quote (src/features/quote-and-wishlist/line-designs.ts),
 * adding the line when the quote lacks it, with the quantity typed in the proof's approval block
 * when there is one (else the smallest order); the enquiry then sends them under that line. A proof
 * being made when it is pressed is waited for, and said so, so the line gets it. It says what it
 * did, or why not, in a polite live region.
 */
export function AttachToQuote({ id, line, state }: { id: string; line: QuoteTarget; state: () => MockupState | null }) {
  const [said, setSaid] = useState<{ text: string; kind: 'ok' | 'error' | 'waiting' } | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  const l = { locale };

  async function attach() {
    if (busy) return;
    const now = state();
    const placedSides = (['front', 'back'] as const).filter((side) => now?.placed[side]);
    if (!now || !placedSides.length) return setSaid({ text: m.mockup_attach_first({}, l), kind: 'error' });
    const typed = parseQuantity(now.quantity);
    const quantity = typed === null ? null : clampQuantity(typed);
    const had = quote.read().find((l) => l.product === line.product && l.size === line.size);
    const sides = placedSides.map((side) => {
      const placed = now.placed[side]!;
      const { x, y, width, height } = placed.placement;
      const placement: LinePlacement = { panel: side, x, y, width, height, fit: placed.fit, underlay: now.printing.underlay };
      return { design: placed.file, placement };
    });
    setBusy(true);
    try {
      // A proof on its way is waited for: attached without it, the line would never get it.
      const making = now.proofInProgress();
      let proof = now.lastProof?.file ?? null;
      if (making) {
        setSaid({ text: m.mockup_attach_waiting({}, l), kind: 'waiting' });
        proof = (await making) ?? state()?.lastProof?.file ?? proof;
      }
      if (!had && !quote.put({ ...line, quantity: quantity ?? quoteLimits.minQuantity, note: '' })) {
        return setSaid({ text: m.quote_add_full({ max: quoteLimits.lines }, l), kind: 'error' });
      }
      if (had && quantity !== null) quote.update(had, { quantity });
      const store = await lineDesignStore();
      const outcome = await store.saveLineDesign(line, { sides, proof });
      if (!outcome.ok) return setSaid({ text: outcome.message, kind: 'error' });
      const where = { line: `${line.name}, ${sizeLabelIn(line.size, locale, line.weight)}` };
      const [front, back] = [sides.find((s) => s.placement.panel === 'front'), sides.find((s) => s.placement.panel === 'back')];
      const text =
        front && back
          ? proof
            ? (had ? m.mockup_attached_both_proof_line : m.mockup_attached_both_proof_new)(
                { ...where, front: front.design.name, back: back.design.name, proof: proof.name },
                l,
              )
            : (had ? m.mockup_attached_both_line : m.mockup_attached_both_new)({ ...where, front: front.design.name, back: back.design.name }, l)
          : proof
            ? (had ? m.mockup_attached_proof_line : m.mockup_attached_proof_new)({ ...where, file: sides[0]!.design.name, proof: proof.name }, l)
            : (had ? m.mockup_attached_line : m.mockup_attached_new)({ ...where, file: sides[0]!.design.name }, l);
      setSaid({ text, kind: 'ok' });
    } catch (error) {
      console.error(error);
      setSaid({ text: m.mockup_attach_failed({}, l), kind: 'error' });
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
      <p className="mockup-attach-said" role="status" data-kind={said?.kind}>
        {said?.text}
        {said?.kind === 'ok' && (
          <>
            {' '}
            <a href={localePath(locale, '/quote')}>{m.quote_view({}, l)}</a>
          </>
        )}
      </p>
    </div>
  );
}
