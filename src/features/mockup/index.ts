/** The design mock-up's public entry: the facts it draws a size from, the mock-up beside an artwork file. */
export { pouchFacts } from './facts';
/**
 * The mock-up beside an artwork file in the enquiry form, loaded only once a buyer attaches one, in
 * the browser only (a dynamic import in the worker's bundle defers every module it shares).
 */
export const loadArtworkMockup = (): Promise<typeof import('./artwork-mockup')> =>
  __WORKER_BUNDLE__ ? Promise.reject(new Error('the mock-up is drawn by the browser only')) : import('./artwork-mockup');
