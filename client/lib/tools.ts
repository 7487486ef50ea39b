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
