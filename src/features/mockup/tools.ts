import { ahead, provide as provideTool, tool as loadTool } from '@client/lib/tools';
export { fetchOnce } from '@client/lib/tools';
import type { MockupTools, ProofInput } from './model';
import type { PdfFacts } from './pdf-scan';
import type { Locale } from '@platform/i18n/locales';

export type { MockupTools } from './model';

/**
 * Asks now for the proof's module and what it will ask for as it runs: the tools' list, or the one
 * the size's facts name (kept by the browser's cache for a minute, as a page is). Nothing is said
 * if the facts do not come: the proof's module then asks for its files itself, as it runs.
 */
export function proofAhead(tools: MockupTools): void {
  const list = tools.proofAhead;
  ahead([tools.proof]);
  if (typeof list !== 'string') ahead(list);
  else
    fetch(list)
      .then((r) => r.json() as Promise<{ tools: { proofAhead: string[] } }>)
      .then(
        (facts) => ahead(facts.tools.proofAhead),
        () => {},
      );
}

/**
 * The mock-up's heavy tools (client/lib/tools.ts), each loaded only when needed: pdf.js's page
 * drawer (pdf-page.ts) when a PDF is chosen and pdf-lib's proof (proof.ts) when one is asked for.
 */
interface Tools {
  /** A PDF's first page drawn, its size in points, its pictures' lowest density (pixels a point), and the file's colour and fonts. */
  pdf: {
    firstPage(file: File, most: number): Promise<{ picture: HTMLCanvasElement; width: number; height: number; pixelsPerPoint?: number; facts: PdfFacts }>;
  };
  /** The proof, and `warm`: the fonts a proof in a language needs, fetched ahead of it. */
  proof: { makeProof(input: ProofInput): Promise<File>; warm(locale: Locale): Promise<void> };
}

/** Called by a tool's module as it runs. */
export const provide = <K extends keyof Tools>(name: K, found: Tools[K]): void => provideTool(name, found);

/** The tool, its module loaded from `url` the first time. */
export const tool = <K extends keyof Tools>(name: K, url: string): Promise<Tools[K]> => loadTool<Tools[K]>(name, url);
