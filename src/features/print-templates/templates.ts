import { allVariants } from '@features/catalogue';
import { templatePdf, type Press } from './pdf';
import { PRESS_CONDITION } from './press';
import { dielineFileName, TEMPLATE_FOLDER, templateSpec } from './template-files';

/**
 * The press's output profile (see src/features/print-templates/icc/README.md), from the source
 * tree's root: null while the owner has supplied none (PRESS_CONDITION in press.ts).
 */
export const PROFILE_PATH: string | null = PRESS_CONDITION ? `src/features/print-templates/icc/${PRESS_CONDITION.profile}` : null;

/**
 * Every size's PDF template, made once at build time (vite.config.ts writes them into the client
 * build, the worker serves them from there): they depend only on the catalogue, and pdf-lib stays
 * out of the worker. A custom size's is made from the same spec in the browser (src/features/print-templates/template-pdf.ts).
 *
 * `profile` is the bytes of PROFILE_PATH, read by the build, or null when there is none.
 *
 * @example for (const t of await pdfTemplates(profile)) this.emitFile({ type: 'asset', fileName: t.fileName, source: t.bytes })
 */
export async function pdfTemplates(profile: Uint8Array | null): Promise<{ fileName: string; bytes: Uint8Array }[]> {
  if (PRESS_CONDITION && !profile) throw new Error(`The press's output profile ${PROFILE_PATH} is named in press.ts but was not read.`);
  const press: Press | null = PRESS_CONDITION && profile ? { condition: PRESS_CONDITION, profile } : null;
  return Promise.all(
    allVariants.map(async (variant) => ({
      fileName: `${TEMPLATE_FOLDER}/${dielineFileName(variant, 'pdf')}`,
      bytes: await templatePdf(templateSpec(variant), press),
    })),
  );
}
