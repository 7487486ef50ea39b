import type { Feature } from '@platform/routing';
import { mockupFacts } from './facts.server';

/** What the mock-up draws a size from. */
export const mockupFeature: Feature = {
  routes: (app) => {
    app.get('/products/:slug/:size/mockup.json', mockupFacts);
  },
};
