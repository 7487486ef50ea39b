import type { ProofInput } from './model';
import type { TemplateSpec } from '@features/print-templates/pdf';

export type { MockupTools } from './model';

/**
 * The heavy tools, each loaded only when needed: the design mock-up's pdf.js page drawer
 * (pdf-page.ts) when a PDF is chosen and pdf-lib's proof (proof.ts) when one is asked for, and a
 * custom size's PDF print template (../template-pdf.ts) when the buyer asks for it. Each is a
 * build entry of its own whose address the server names from the manifest (as it names islands),
 * loaded by a module script and registering itself here as it runs: the worker, which renders the
 * mock-up too, then never bundles them, and holds no import of a computed address.
 */
interface Tools {
  /** A PDF's first page drawn, its size in points and its pictures' lowest density (pixels a point). */
  pdf: { firstPage(file: File, most: number): Promise<{ picture: HTMLCanvasElement; width: number; height: number; pixelsPerPoint?: number }> };
  proof: { makeProof(input: ProofInput): Promise<File> };
  template: { templatePdf(spec: TemplateSpec): Promise<Uint8Array> };
}

const registry: Partial<Tools> = {};
const loading = new Map<keyof Tools, Promise<void>>();

/** Called by a tool's module as it runs. */
export function provide<K extends keyof Tools>(name: K, tool: Tools[K]): void {
  registry[name] = tool;
}

/** The tool, its module loaded from `url` the first time. */
export async function tool<K extends keyof Tools>(name: K, url: string): Promise<Tools[K]> {
  if (!registry[name]) {
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
  const found = registry[name];
  if (!found) throw new Error(`${url} loaded without providing the ${name} tool`);
  return found;
}
