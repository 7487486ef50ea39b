/**
 * The `beforeHydrate` (src/platform/islands/define-island.ts) of an island with text areas: what was typed into
 * them before the island was live, put back once it is. Hydrating a `<textarea>`, React sets its
 * value back to the text the server sent (it leaves an input's alone): a message typed while the
 * island started (the enquiry form starts on the first touch) was lost. Each text area's latest
 * typed value is kept until then, and put back where hydration set the server's text again.
 */
export function keepTyped(el: HTMLElement): () => void {
  const typed = new Map<HTMLTextAreaElement, string>();
  const keep = (target: EventTarget | null) => {
    if (target instanceof HTMLTextAreaElement && target.value !== target.defaultValue) typed.set(target, target.value);
  };
  for (const area of el.querySelectorAll('textarea')) keep(area);
  const onInput = (event: Event) => keep(event.target);
  el.addEventListener('input', onInput, true);
  return () => {
    el.removeEventListener('input', onInput, true);
    for (const [area, value] of typed) if (area.isConnected && area.value === area.defaultValue) area.value = value;
  };
}
