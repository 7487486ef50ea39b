/**
 * The instant quote, live: prices what the visitor types with the same pure function the server
 * uses, shows the matching answer block, marks the price table's row and keeps the enquiry link
 * carrying the quantity. Props: the size's price tiers.
 */
import { bandLabel, estimateQuote, formatInr, parseQuantity, type Tier } from '../../src/catalogue/quote';

export function enhance(form: HTMLFormElement, { tiers }: { tiers: Tier[] }): void {
  const input = form.querySelector<HTMLInputElement>('input[name=quantity]')!;
  const $ = (sel: string) => form.querySelector<HTMLElement>(sel)!;
  const blocks = [...form.querySelectorAll<HTMLElement>('[data-q-state]')];
  const link = form.querySelector<HTMLAnchorElement>('[data-q-enquire]')!;
  const rows = [...document.querySelectorAll<HTMLElement>('.price-table [data-tier]')];
  $('[data-q-submit]').hidden = true;

  const update = () => {
    const text = input.value.trim();
    const quote = text ? estimateQuote(tiers, parseQuantity(text)) : null;
    const state = quote?.kind ?? 'idle';
    for (const block of blocks) block.hidden = block.dataset.qState !== state;
    const url = new URL(link.href);
    if (quote?.kind === 'priced') {
      $('[data-q-band]').textContent = `${bandLabel(quote.tier)} units`;
      $('[data-q-unit]').textContent = formatInr(quote.unitPrice);
      $('[data-q-total]').textContent = formatInr(quote.total);
      $('[data-q-for]').textContent = ` for ${quote.quantity} pouches`;
      url.searchParams.set('quantity', String(quote.quantity));
    } else {
      $('[data-q-for]').textContent = '';
      url.searchParams.delete('quantity');
    }
    link.href = url.pathname + url.search;
    rows.forEach((row, i) => row.toggleAttribute('data-active', quote?.kind === 'priced' && quote.tierIndex === i));
  };
  input.addEventListener('input', update);
  form.addEventListener('submit', (e) => { e.preventDefault(); update(); });
  update();
}
