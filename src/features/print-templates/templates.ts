import { allVariants } from '@features/catalogue';
import { templatePdf } from './pdf';
import { dielineFileName, TEMPLATE_FOLDER, templateSpec } from './template-files';

/** The output intent's CMYK ICC profile (see src/features/print-templates/icc/README.md), from the source tree's root. */
export const PROFILE_PATH = 'src/features/print-templates/icc/artifex-cmyk-swop.icc';

/**
 * Every size's PDF template, made once at build time (vite.config.ts writes them into the client
 * build, the worker serves them from there): they depend only on the catalogue, and pdf-lib stays
 * out of the worker. A custom size's is made from the same spec in the browser (src/features/print-templates/template-pdf.ts).
 *
 * `profile` is the bytes of PROFILE_PATH, read by the build.
 *
 * @example for (const t of await pdfTemplates(profile)) this.emitFile({ type: 'asset', fileName: t.fileName, source: t.bytes })
 */
export async function pdfTemplates(profile: Uint8Array): Promise<{ fileName: string; bytes: Uint8Array }[]> {
  return Promise.all(
    allVariants.map(async (variant) => ({
      fileName: `${TEMPLATE_FOLDER}/${dielineFileName(variant, 'pdf')}`,
      bytes: await templatePdf(templateSpec(variant), profile),
    })),
  );
}
