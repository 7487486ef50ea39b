/**
 * The client entry. The server wraps every interactive widget in a `<site-island>` marker naming
 * its island module, a feature's `*.island.tsx` (`data-src`, the hashed URL the server read from the build manifest)
 * and carrying its props as JSON; this entry imports each island's
 * module when it is needed and hydrates it with React from those props, so a page downloads only
 * the islands it shows, and React (one shared chunk) only once an island needs it.
 * Each island hydrates in a task of its own, so no long task blocks a slow phone, and is then
 * marked `data-live`. Once every island that starts at load is live (or has failed, and said so),
 * `<body data-client-loaded>` tells tests that the page is ready.
 */
import type { ComponentType } from 'react';
import type { IslandLoad } from '@platform/islands/define-island';
import type { hydrateIsland } from './hydrate';
import { hasStored } from './lib/stored-list';

/** An island's module: the island is its default export, or, in a chunk several islands share, the export its marker names (`data-export`). */
type IslandModule = Record<string, ComponentType<object>>;
type Hydrator = { hydrateIsland: typeof hydrateIsland };

/**
 * The entry's own <script> names the hydrator module and every chunk it imports, React's
 * (`data-hydrator-imports`), the entrance fades' (client/reveal.ts) and what else waits for the
 * page to be idle (client/later.ts), both imported then; each island names its own module
 * (`data-src`) and every other chunk its start imports (`data-imports`).
 */
const {
  hydrator: hydratorUrl = '',
  hydratorImports = '',
  fader = '',
  later = '',
} = document.querySelector<HTMLScriptElement>('script[data-hydrator]')?.dataset ?? {};

/**
 * Imports a module the page names (by its address relative to this entry's, the folder every
 * built chunk shares); when its fetch (or that of a chunk it imports) fails, as a dropped connection
 * on a phone's network or a server under load can make it, tries once more a moment later. A
 * browser may keep the failed fetch in its module map (Chromium 150 does: a second import of the
 * same address fails at once, with no request), so each try after a failure asks for the module
 * at an address of its own (`?try=2`, …); the chunks it imports keep their shared addresses.
 */
let tries = 1;
/** A module's address once a fetch of it has failed: the next try's, and after that the one that worked. */
const addressOf = new Map<string, string>();
const load = <T>(name: string): Promise<T> => {
  const url = new URL(name, import.meta.url).href;
  const attempt = () =>
    import(/* @vite-ignore */ addressOf.get(url) ?? url).catch((error: unknown) => {
      addressOf.set(url, `${url}?try=${++tries}`);
      throw error;
    });
  return attempt().catch(() => new Promise((resolve) => setTimeout(resolve, 500)).then(attempt)) as Promise<T>;
};

/**
 * Resolves in a task of its own (a message, which fake clocks in tests leave alone), so that the
 * browser can paint and answer input between one island's start and the next.
 */
const nextTask = (): Promise<unknown> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  });

/** Runs `run` the next time the browser has nothing else to do. */
const idle = (run: () => void): unknown => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 300));

/** Runs `run` once the page has loaded and the browser has nothing else to do. */
function whenIdle(run: () => void): void {
  if (document.readyState === 'complete') idle(run);
  else addEventListener('load', () => idle(run));
}

/**
 * The lists kept in the browser that islands wait for (load modes `wishlist` and `quote`): each is
 * stored under the mode's name and its change announced as `<name>change` (client/lib/stored-list.ts).
 * Islands that show one are worth starting only when there is one. `<html data-wishlist>` and
 * `<html data-quote>`, set as early as this module runs, say that one is stored: while its
 * islands start, CSS keeps their controls invisible and the empty states hidden.
 */
const stored: Record<string, boolean> = {};
for (const name of ['wishlist', 'quote']) if ((stored[name] = hasStored(name))) document.documentElement.dataset[name] = '';
/** Islands started: one whose modules could not be fetched is not, so the visitor's next touch tries again (`touched`). */
const started = new WeakMap<Element, Promise<void>>();

/** The island's static content, as the server wrote it (src/platform/islands/slot.tsx). */
function readSlots(el: HTMLElement): { slots?: Record<string, string> } {
  const found = el.querySelectorAll<HTMLElement>('site-slot');
  if (!found.length) return {};
  const slots: Record<string, string> = {};
  for (const slot of found) slots[slot.dataset.name!] = slot.innerHTML;
  return { slots };
}

async function hydrate(el: HTMLElement): Promise<void> {
  // Every chunk the island's start waits for is imported at once: an import finds what its module
  // imports only once that module has arrived, and on a phone's network the hydrator, React and
  // the runtime React imports would otherwise come one round trip after another. A module is
  // fetched and run once, however many imports name it.
  const chunks = [...hydratorImports.split(' '), ...(el.dataset.imports?.split(' ') ?? [])];
  const [{ hydrateIsland }, module] = await Promise.all([load<Hydrator>(hydratorUrl), load<IslandModule>(el.dataset.src!), ...chunks.map(load)]).catch(
    (error: unknown) => {
      started.delete(el);
      throw error;
    },
  );
  const Component = module[el.dataset.export ?? 'default']!;
  await nextTask();
  await hydrateIsland(el, Component, { ...(JSON.parse(el.dataset.props || '{}') as object), ...readSlots(el) });
  el.dataset.live = '';
}

/**
 * Starts an island once, however many triggers fire. One that fails says so (`data-failed` and
 * the console) and keeps the server's HTML, which works without script; when its modules could
 * not be fetched, the visitor's next touch tries again.
 */
function start(el: HTMLElement): Promise<void> {
  let running = started.get(el);
  if (!running) {
    running = hydrate(el);
    started.set(el, running);
    running.then(
      () => delete el.dataset.failed,
      (error: unknown) => {
        console.error(`Island ${el.dataset.island} failed to start`, error);
        el.dataset.failed = '';
      },
    );
  }
  return running;
}

/**
 * A click on a button of an island that is not live yet is kept and replayed once it is, so the
 * first tap on a menu button is never lost while React is on its way (a popover's invoker is left
 * to the browser, which opens it at once). So is a click on a link
 * marked `data-replay`, one the island opens in place (a picture in a lightbox); other links go.
 */
addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>('button,a[data-replay]');
    const el = button?.closest<HTMLElement>('site-island');
    // A popover's invoker is the browser's to answer, at once and before React has started.
    if (!el || el.hasAttribute('data-live') || button!.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopPropagation();
    start(el).then(
      () => button!.isConnected && button!.click(),
      () => {},
    );
  },
  true,
);

/**
 * Buttons outside an island that open a popover holding it (the phone menu's button and panel are
 * plain HTML, so that a tap on it meets no React root on its way): they start the island as its
 * own content does.
 */
const invokersOf = (el: HTMLElement): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>('[popovertarget]')].filter(
    (b) => !el.contains(b) && document.getElementById(b.getAttribute('popovertarget')!)?.contains(el),
  );

/** What an island shows: the marker is `display: contents` and has no box of its own. */
const boxes = (el: HTMLElement): Element[] => [...(el.children.length ? el.children : [el]), ...invokersOf(el)];

/**
 * A press starts every island it is in that has not started (or whose modules could not be
 * fetched), heard on the window, before the event comes near any island: React stops an event
 * meant for a part of its island it is still hydrating (to dispatch it again once it has), so an
 * island held in another's slot (the menu's search box) could hear its own press late, or not at
 * all. An island also hears a pointer coming over it, a press and focus itself, and on the button
 * of a popover that holds it (but one that starts only on use), each once (`schedule`): a
 * `pointerover` listener on the window, called at every element the pointer crosses, made a tap's
 * answer on a slow phone 10-20 ms later.
 */
function touched(event: Event): void {
  for (const el of document.querySelectorAll<HTMLElement>('site-island')) if (!started.has(el) && el.contains(event.target as Node)) void start(el);
}
addEventListener('pointerdown', touched, { capture: true, passive: true });

function schedule(el: HTMLElement): Promise<void> | undefined {
  const mode = (el.dataset.load ?? 'load') as IslandLoad;
  const go = () => start(el);
  for (const part of mode === 'use' ? [el] : [el, ...invokersOf(el)])
    for (const type of ['pointerover', 'pointerdown', 'focusin']) part.addEventListener(type, go, { once: true, passive: true });
  if (mode === 'load') return go();
  if (mode === 'wishlist' || mode === 'quote') {
    // The change comes inside the tap that made it (a heart pressed): the islands it wakes start
    // once the browser is idle, so neither the tap's answer nor the frames after it wait for a
    // page of hearts to ask for their modules and hydrate.
    const onChange = (e: Event) => {
      if (e instanceof StorageEvent && e.key !== mode && e.key !== null) return;
      removeEventListener(`${mode}change`, onChange);
      removeEventListener('storage', onChange);
      idle(go);
    };
    addEventListener(`${mode}change`, onChange);
    addEventListener('storage', onChange);
  }
  if (mode === 'visible' || stored[mode]) {
    // Resolves with the island's start when it is in view at load, so readiness can wait for it.
    return new Promise<void>((resolve) => {
      let first = true;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            resolve(go());
          } else if (first) resolve();
          first = false;
        },
        { rootMargin: '300px' },
      );
      for (const box of boxes(el)) observer.observe(box);
    });
  }
  if (mode === 'idle') return new Promise((resolve) => whenIdle(() => resolve(go())));
  return undefined;
}

/**
 * Starts the islands that are in the viewport now. Which they are is asked of an
 * IntersectionObserver, which reads the layout the browser has made anyway instead of forcing
 * one; each then hydrates in slices (a transition), so a tap in between is still answered.
 */
function startInView(islands: HTMLElement[]): void {
  const islandOf = new Map<Element, HTMLElement>();
  // One that starts only on use waits for its touch even in view (its first touch the browser answers).
  for (const el of islands) if (el.dataset.load !== 'use') for (const box of boxes(el)) islandOf.set(box, el);
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    const shown = new Set(entries.filter((e) => e.isIntersecting).map((e) => islandOf.get(e.target)));
    // One island a task: asking for an island's modules costs a slow phone a few milliseconds.
    for (const el of islands) if (shown.has(el)) void nextTask().then(() => start(el));
  });
  for (const box of islandOf.keys()) observer.observe(box);
}

/**
 * Resolves once the browser has painted the page for the first time (not at the load event, which
 * on a fast network comes first), or once a tab opened in the background is shown or hidden; at
 * once where the browser has no paint timing.
 */
const afterFirstPaint = (): Promise<unknown> =>
  new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve(0);
    new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true });
    addEventListener('visibilitychange', resolve);
  });

/**
 * Everything starts after the first paint, in a task of its own. Islands and React's chunk are
 * then requested once the page shows, so on a slow network their download does not compete with
 * the stylesheet's and the first pictures', and evaluating them does not delay the first frame.
 */
function boot(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('site-island')];
  // Ready once every island that starts at load is live or has failed (and said so, in start):
  // one island that cannot start leaves the others, and the page, working. Each island is set up
  // in a task of its own, as each starts in one.
  void Promise.allSettled(islands.map((el) => nextTask().then(() => schedule(el)))).then(() => {
    document.body.dataset.clientLoaded = '';
    // Those that start on use but are in view once the page is idle start then, so that even
    // the first tap on one finds it live, not waiting for React to download. Cards that fade in
    // as they come into view are shown until then.
    whenIdle(() => {
      startInView(islands);
      const idleLoad = (url: string) => load(url).catch((error: unknown) => console.error(`${url} failed to load`, error));
      void idleLoad(later);
      if (document.querySelector('[data-reveal]')) void idleLoad(fader);
    });
  });
}

void afterFirstPaint().then(nextTask).then(boot);
