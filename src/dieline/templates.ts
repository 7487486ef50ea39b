import { allVariants } from '../content/catalogue';
import { site } from '../content/site';
import { dielinePdf } from './pdf';
import { dielineCaption, dielineFileName, dielineTitle, TEMPLATE_FOLDER, variantDieline } from './route';

/**
 * Every size's PDF template, made once at build time (vite.config.ts writes them into the client
 * build, the worker serves them from there): they depend only on the catalogue, and pdf-lib stays
 * out of the worker.
 *
 * @example for (const t of await pdfTemplates()) this.emitFile({ type: 'asset', fileName: t.fileName, source: t.bytes })
 */
export async function pdfTemplates(): Promise<{ fileName: string; bytes: Uint8Array }[]> {
  return Promise.all(
    allVariants.map(async (variant) => ({
      fileName: `${TEMPLATE_FOLDER}/${dielineFileName(variant, 'pdf')}`,
      bytes: await dielinePdf(variantDieline(variant), { title: dielineTitle(variant), caption: dielineCaption(variant), author: site.name }),
    })),
  );
}
