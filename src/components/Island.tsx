import { clientAssets } from '../render/assets';

/** How soon an island starts: at once, when it nears the viewport, or when first touched. */
export type IslandLoad = 'eager' | 'visible' | 'interaction';

/**
 * Attributes that mark a server-rendered element as an island whose module is client/islands/<name>.ts.
 * @example <section {...islandAttrs('carousel', { interval: 4000 })}>…</section>
 */
export function islandAttrs(name: string, props?: object, load: IslandLoad = 'eager'): Record<string, string | undefined> {
  return {
    'data-island': name,
    'data-src': clientAssets.islandSrc(name),
    'data-props': props ? JSON.stringify(props) : undefined,
    'data-load': load === 'eager' ? undefined : load,
  };
}
