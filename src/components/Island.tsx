import type { ComponentType } from 'react';
import { clientAssets } from '../render/assets';

/** How soon an island starts: at once, when it nears the viewport, or when first touched. */
export type IslandLoad = 'eager' | 'visible' | 'interaction';

/**
 * Attributes that mark a server-rendered element as an island whose module is client/islands/<name>.ts(x).
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

export interface IslandProps<P> {
  /** File name of the island's module in client/islands, without extension. */
  name: string;
  component: ComponentType<P>;
  props: P;
  load?: IslandLoad;
  className?: string;
}

/**
 * Renders a React island: the component on the server, inside a marker whose module
 * (client/islands/<name>.tsx, exporting `enhance = reactIsland(Component)`) hydrates it with the same props. Props travel as JSON in a data attribute, never as script.
 * Islands must not use `useId`: ids come from props so server and client agree.
 * @example <Island name="wishlist" component={WishlistTable} props={{ heading }} />
 */
export function Island<P extends object>({ name, component: Component, props, load = 'eager', className }: IslandProps<P>) {
  return (
    <div className={className ? `island ${className}` : 'island'} {...islandAttrs(name, props, load)}>
      <Component {...props} />
    </div>
  );
}
