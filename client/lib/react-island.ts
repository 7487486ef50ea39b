import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Turns a React component into an island module's `enhance`: hydrates the server-rendered
 * markup with the same props. The component lives in its own file so the server can import
 * it without pulling react-dom/client into the worker.
 * @example export const enhance = reactIsland(QuoteEstimator);
 */
export const reactIsland =
  <P extends object>(Component: ComponentType<P>) =>
  (el: HTMLElement, props: P): void => {
    hydrateRoot(el, createElement(Component, props), {
      onRecoverableError: (error) => console.error('Hydration mismatch', error),
    });
  };
