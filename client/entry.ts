/**
 * The client entry. It finds island markers (`data-island`) rendered by the server and starts
 * each from its own module (`data-src`, the hashed URL the server read from the build
 * manifest), so a page downloads only the widgets it shows. Every island module exports
 * `enhance(el, props)`, which brings the server's markup to life: it wires events and toggles
 * attributes and text on that markup, and builds repeated rows from server-rendered <template>s.
 * React renders every page on the server; the browser gets no React (README, Decisions).
 * `data-load="visible"` waits until the island nears the viewport or is touched;
 * `data-load="interaction"` until it is touched (pointer or focus). When every eager island is
 * live, <body data-client-loaded> tells tests that the page is ready.
 */
import { startPageBehaviours } from './behaviours/page';

type Enhance = (el: HTMLElement, props: unknown) => void;

/**
 * Resolves in a task of its own (a message, which fake clocks in tests leave alone), so that the
 * browser can paint and answer input between one island's start and the next: no long task.
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function start(el: HTMLElement): Promise<void> {
  const { enhance } = (await import(/* @vite-ignore */ el.dataset.src!)) as { enhance: Enhance };
  await nextTask();
  enhance(el, JSON.parse(el.dataset.props || '{}'));
  el.dataset.live = '';
}

function later(el: HTMLElement, run: () => void, visible: boolean): void {
  const io = visible ? new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && go(), { rootMargin: '300px' }) : null;
  function go() {
    io?.disconnect();
    el.removeEventListener('pointerover', go);
    el.removeEventListener('focusin', go);
    run();
  }
  io?.observe(el);
  el.addEventListener('pointerover', go);
  el.addEventListener('focusin', go);
}

/**
 * Everything starts in a task after the one that evaluates this module. That task is often the
 * one in which the parser finishes and the browser lays out the whole page for the load event;
 * touching the DOM there would add our work to that layout, and make one long task of both.
 */
function boot(): void {
  document.documentElement.dataset.js = '';
  startPageBehaviours();
  const eager: Promise<void>[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const mode = el.dataset.load;
    if (mode) later(el, () => void start(el).catch(console.error), mode === 'visible');
    else eager.push(start(el));
  }
  Promise.all(eager).then(
    () => document.body.setAttribute('data-client-loaded', ''),
    (error) => console.error('Island failed to start', error),
  );
}

void nextTask().then(boot);
