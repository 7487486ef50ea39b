/**
 * Hydrates one island with React. Its own small module, imported by the entry only when the first
 * island of a page starts; it and every island share the one React runtime chunk.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland(el: HTMLElement, Component: ComponentType<object>, props: object): void {
  hydrateRoot(el, createElement(Component, props), {
    onRecoverableError: (error) => console.error(`Island ${el.dataset.island} did not hydrate cleanly:`, error),
  });
}
