/**
 * Heavy tools (pdf.js, pdf-lib), each loaded only when a buyer needs it: a build entry of its own
 * whose address the server names from the manifest (as it names islands), loaded by a module script
 * and registering itself here as it runs, so the worker, which renders the islands too, never
 * bundles them and holds no import of a computed address. Each feature types its own tools
 * (src/features/mockup/tools.ts, src/features/print-templates/template-pdf.ts).
 */
const registry = new Map<string, unknown>();
const loading = new Map<string, Promise<void>>();

/** Called by a tool's module as it runs. */
export function provide<T>(name: string, tool: T): void {
  registry.set(name, tool);
}

/** The tool, its module loaded from `url` the first time. */
export async function tool<T>(name: string, url: string): Promise<T> {
  if (!registry.has(name)) {
    let load = loading.get(name);
    if (!load) {
      load = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = url;
        // A module script's load event comes once it and its imports have run.
        script.onload = () => resolve();
        script.onerror = () => {
          loading.delete(name);
          reject(new Error(`${url} did not load`));
        };
        document.head.appendChild(script);
      });
      loading.set(name, load);
    }
    await load;
  }
  if (!registry.has(name)) throw new Error(`${url} loaded without providing the ${name} tool`);
  return registry.get(name) as T;
}

const fetched = new Map<string, Promise<ArrayBuffer>>();

/** The bytes at `url`, fetched once while the page lives, whoever asks first: a tool, or `ahead` for it. */
export function fetchOnce(url: string): Promise<ArrayBuffer> {
  let bytes = fetched.get(url);
  if (!bytes) {
    bytes = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.arrayBuffer();
    });
    // A fetch that failed is tried again by the next to ask.
    bytes.catch(() => fetched.delete(url));
    fetched.set(url, bytes);
  }
  return bytes;
}

/**
 * Asks now for what a tool's module will ask for only once it has arrived and run: its modules
 * (`.js`, preloaded) and its data (fetched once, by `fetchOnce`). The tool's own load is unchanged.
 */
export function ahead(urls: readonly string[]): void {
  for (const url of urls) {
    if (fetched.has(url) || document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`)) continue;
    if (url.endsWith('.js')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.appendChild(link);
    } else fetchOnce(url).catch(() => {});
  }
}
