/** The design mock-up's public entry: the facts it draws a size from, the mock-up beside an artwork file. */
export { pouchFacts } from './facts';
/** The mock-up beside an artwork file in the enquiry form, loaded only once a buyer attaches one. */
export const loadArtworkMockup = () => import('./artwork-mockup');
