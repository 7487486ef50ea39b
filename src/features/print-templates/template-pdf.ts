import { templatePdf, type TemplateSpec } from './pdf';
import profileUrl from './icc/artifex-cmyk-swop.icc?url';
import { provide } from '@client/lib/tools';

/**
 * A custom size's PDF print template, made in the browser by the renderer the build makes every
 * stock size's with: a build entry of its own (with pdf-lib), loaded by the template island only
 * when the buyer asks for the PDF, never with the page. The output intent's ICC profile is a
 * static file of the build, fetched with it.
 */
async function customTemplatePdf(spec: TemplateSpec): Promise<Uint8Array> {
  const response = await fetch(profileUrl);
  if (!response.ok) throw new Error(`The print template's colour profile could not be loaded (${response.status})`);
  return templatePdf(spec, new Uint8Array(await response.arrayBuffer()));
}

provide('template', { templatePdf: customTemplatePdf });
