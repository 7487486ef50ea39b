/** What the mock-up offers other features' server code: the size page's mock-up section. */
export { TryYourDesign } from './TryYourDesign.server';
export { mockupFactsPath } from './facts';
