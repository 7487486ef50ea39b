import type { IslandComponent, IslandLoad } from './define-island';
import type { Slots } from './slot';
import { useLocale } from '@platform/i18n/locale';
import { assetsFor } from '@platform/render/assets';

type Data<P> = Omit<P, 'slots'>;
type SlotsOf<P> = P extends { slots: infer S } ? { slots: S } : { slots?: undefined };

/**
 * Renders an island: the component's HTML inside a `<site-island>` marker that names its module
 * (`data-src`, from the build manifest of the page's language; `data-export`, the name that module exports it
 * by, where it is a chunk the island shares with others) and every chunk its start imports
 * but React's (`data-imports`), each named relative to the client entry (src/platform/render/assets.ts), and
 * carries its props as JSON (none when it has none), from which the client entry hydrates the very same component. Static
 * content the island only shows goes in `slots` (src/platform/islands/slot.tsx): rendered here, handed to
 * the browser as HTML, never as JSON.
 * Islands never nest, but in a slot: everything else inside one is hydrated with it, while a slot is
 * HTML to it, which the island never changes, so an island in a slot (the menu's search box) starts on its own.
 * Such an island has no slots of its own: the island around it reads every `<site-slot>` inside it.
 * @example <Island of={HeroCarousel} props={{ label, dots }} slots={{ 0: <HeroSlide … /> }} load="load" />
 */
export function Island<P extends object>({
  of: Component,
  props,
  slots,
  load = 'visible',
}: { of: IslandComponent<P>; props: Data<P>; load?: IslandLoad } & SlotsOf<P>) {
  const assets = assetsFor(useLocale());
  const all = { ...props, ...(slots ? { slots: slots as Slots } : {}) } as P;
  return (
    <site-island
      data-island={Component.islandName}
      data-src={assets.islandSrc(Component.islandName)}
      data-export={assets.islandExport(Component.islandName)}
      data-imports={assets.islandImports(Component.islandName) || undefined}
      data-props={Object.keys(props).length ? JSON.stringify(props) : undefined}
      data-load={load}
    >
      <Component {...all} />
    </site-island>
  );
}
