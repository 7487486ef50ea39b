/**
 * Hydrates one island with React. The entry imports it when the first island of a page starts;
 * it lives in the one React runtime chunk that every island shares.
 */
import { Fragment, createElement, startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LocaleContext, documentLocale } from './lib/locale';

/**
 * Resolves once the island is hydrated and its effects have run, so that it answers to events:
 * a last child that renders nothing (the HTML stays the server's) and whose effect, run after
 * every effect of the island's own tree, says so. Rejects when the island throws an error that
 * nothing in it catches, which would otherwise leave it never live and the page never ready;
 * React has then removed the island's HTML, so the server's is put back, which works as it did
 * before any script ran.
 */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<object>, props: object): Promise<void> {
  const html = el.innerHTML;
  const typed = keepTyped(el);
  return new Promise((resolve, reject) => {
    const Live = () => {
      useEffect(() => {
        typed.restore();
        resolve();
      }, []);
      return null;
    };
    // As a transition, React renders the island in slices of a few milliseconds and lets the
    // browser paint and answer input between them, instead of in one long task; a click on a part
    // not yet hydrated still makes React hydrate that part at once.
    startTransition(() => {
      const island = [createElement(Component, props), createElement(Live)] as const;
      // A build for one language has it built in (client/lib/locale.ts); only code run from the source needs the context.
      const tree = typeof __CLIENT_LOCALE__ === 'undefined' ? createElement(LocaleContext, { value: documentLocale() }, ...island) : createElement(Fragment, null, ...island);
      const root = hydrateRoot(el, tree, {
        onRecoverableError: (error) => console.error(`Island ${el.dataset.island} did not hydrate cleanly:`, error),
        onUncaughtError: (error) => {
          reject(error);
          // Once React has finished removing it.
          setTimeout(() => {
            root.unmount();
            el.innerHTML = html;
          });
        },
      });
    });
  });
}

/**
 * What was typed into the island's text areas before it was live, put back once it is. Hydrating a
 * `<textarea>`, React sets its value back to the text the server sent (it leaves an input's
 * alone): a message typed while the island started (the enquiry form starts on the first touch)
 * was lost. Each text area's latest typed value is kept until then, and put back where hydration
 * set the server's text again.
 */
function keepTyped(el: HTMLElement): { restore: () => void } {
  const typed = new Map<HTMLTextAreaElement, string>();
  const keep = (target: EventTarget | null) => {
    if (target instanceof HTMLTextAreaElement && target.value !== target.defaultValue) typed.set(target, target.value);
  };
  for (const area of el.querySelectorAll('textarea')) keep(area);
  const onInput = (event: Event) => keep(event.target);
  el.addEventListener('input', onInput, true);
  return {
    restore() {
      el.removeEventListener('input', onInput, true);
      for (const [area, value] of typed) if (area.isConnected && area.value === area.defaultValue) area.value = value;
    },
  };
}
