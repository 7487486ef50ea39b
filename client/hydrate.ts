/**
 * Hydrates one island with React. The entry imports it when the first island of a page starts;
 * it lives in the one React runtime chunk that every island shares.
 */
import { Fragment, createElement, startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LocaleContext, documentLocale } from '@platform/i18n/locale';
import type { BeforeHydrate } from '@platform/islands/define-island';

/**
 * Resolves once the island is hydrated and its effects have run, so that it answers to events:
 * a last child that renders nothing (the HTML stays the server's) and whose effect, run after
 * every effect of the island's own tree, says so. Rejects when the island throws an error that
 * nothing in it catches, which would otherwise leave it never live and the page never ready;
 * React has then removed the island's HTML, so the server's is put back, which works as it did
 * before any script ran.
 */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<object> & { beforeHydrate?: BeforeHydrate }, props: object): Promise<void> {
  const html = el.innerHTML;
  const whenLive = Component.beforeHydrate?.(el);
  return new Promise((resolve, reject) => {
    const Live = () => {
      useEffect(() => {
        whenLive?.();
        resolve();
      }, []);
      return null;
    };
    // As a transition, React renders the island in slices of a few milliseconds and lets the
    // browser paint and answer input between them, instead of in one long task; a click on a part
    // not yet hydrated still makes React hydrate that part at once.
    startTransition(() => {
      // biome-ignore lint/correctness/useJsxKeyInIterable: passed to createElement as separate children, not as a list
      const island = [createElement(Component, props), createElement(Live)] as const;
      // A build reads the page's language from <html lang> (src/platform/i18n/locale.ts); only code run from the source needs the context.
      const tree =
        typeof __CLIENT_LOCALE__ === 'undefined'
          ? createElement(LocaleContext, { value: documentLocale() }, ...island)
          : createElement(Fragment, null, ...island);
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
