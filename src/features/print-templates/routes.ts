import type { Feature } from '@platform/routing';
import { dielineFile } from './templates.server';

/** Every size's print template, as SVG and as PDF. */
export const printTemplatesFeature: Feature = {
  routes: (app) => {
    app.get('/products/:slug/:size/dieline.svg', dielineFile('svg'));
    app.get('/products/:slug/:size/dieline.pdf', dielineFile('pdf'));
  },
};
