import { clientAssets } from '../../render/assets';

/**
 * Loads the entrance fades (client/reveal.ts) on a page that has cards marked with `reveal()`.
 * Rendered by each component that marks cards; React hoists an async script and keeps one.
 */
export function RevealScript() {
  return <script type="module" async src={clientAssets.reveal} />;
}
