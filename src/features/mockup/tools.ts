import { provide as provideTool, tool as loadTool } from '@client/lib/tools';
export { ahead, fetchOnce } from '@client/lib/tools';
import type { MockupTools, ProofInput } from './model';
import type { PdfFacts } from './pdf-scan';
import type { Locale } from '@platform/i18n/locales';

export type { MockupTools } from './model';

const aheadLists = new Map<string, Promise<string[]>>();

/**
 * The files the proof's module will ask for: the tools' list, or the one the size's facts name,
 * fetched once while the page lives (a failed fetch is tried again by the next to ask).
 */
export function proofAheadOf(tools: MockupTools): Promise<string[]> {
  const { proofAhead } = tools;
  if (typeof proofAhead !== 'string') return Promise.resolve(proofAhead);
  let list = aheadLists.get(proofAhead);
  if (!list) {
    list = fetch(proofAhead)
      .then((r) => (r.ok ? (r.json() as Promise<{ tools: { proofAhead: string[] } }>) : Promise.reject(new Error(`${proofAhead}: ${r.status}`))))
      .then((facts) => facts.tools.proofAhead);
    list.catch(() => aheadLists.delete(proofAhead));
    aheadLists.set(proofAhead, list);
  }
  return list;
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
