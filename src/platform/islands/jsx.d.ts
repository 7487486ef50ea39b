import type { DOMAttributes, ReactNode } from 'react';
import type { IslandLoad } from './define-island';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** Marks an island (see src/platform/islands/Island.tsx). */
      'site-island': {
        'data-island': string;
        'data-src': string;
        'data-export'?: string;
        'data-props'?: string;
        'data-load': IslandLoad;
        children?: ReactNode;
      };
      /** Static server-rendered content inside an island (see src/platform/islands/slot.tsx). */
      'site-slot': { 'data-name': string; children?: ReactNode; dangerouslySetInnerHTML?: DOMAttributes<HTMLElement>['dangerouslySetInnerHTML'] };
    }
  }
}
