/**
 * Live filtering of a product's use cases: the search box and the food / non-food radios filter
 * the server-rendered list as the visitor types or chooses, with the count announced. The form
 * still works without this (the server filters on submit); here submitting just filters in place.
 */
import { parseUseCaseFilter, useCaseMatches, type UseCaseKind } from '../../src/catalogue/use-cases';

export function enhance(root: HTMLElement): void {
  const form = root.querySelector('form')!;
  const input = form.querySelector<HTMLInputElement>('input[type=search]')!;
  const items = [...root.querySelectorAll<HTMLLIElement>('li[data-kind]')];
  const count = root.querySelector<HTMLElement>('[data-uc-count]')!;
  const empty = root.querySelector<HTMLElement>('[data-uc-empty]')!;
  form.querySelector<HTMLElement>('[type=submit]')!.hidden = true;

  const apply = () => {
    const filter = parseUseCaseFilter(new FormData(form).get('kind') as string | null);
    let shown = 0;
    for (const li of items) {
      const match = useCaseMatches({ name: li.dataset.name!, kind: li.dataset.kind as UseCaseKind }, input.value, filter);
      li.hidden = !match;
      if (match) shown += 1;
    }
    count.textContent = `Showing ${shown} of ${items.length} uses`;
    empty.hidden = shown > 0;
  };
  form.addEventListener('input', apply);
  form.addEventListener('submit', (e) => { e.preventDefault(); apply(); });
}
