import { templatePdf, type TemplateSpec } from './pdf';
import { PRESS_CONDITION } from './press';
import { provide } from '@client/lib/tools';

/** The addresses of the ICC profiles in icc/ (the press's, when the owner has supplied it), as the build serves them. */
const PROFILES = import.meta.glob<string>('./icc/*.icc', { query: '?url', import: 'default', eager: true });

/**
 * A custom size's PDF print template, made in the browser by the renderer the build makes every
 * stock size's with: a build entry of its own (with pdf-lib), loaded by the template island only
 * when the buyer asks for the PDF, never with the page. The press's output profile, when there is
 * one, is a static file of the build, fetched with it.
 */
async function customTemplatePdf(spec: TemplateSpec): Promise<Uint8Array> {
  if (!PRESS_CONDITION) return templatePdf(spec, null);
  const url = PROFILES[`./icc/${PRESS_CONDITION.profile}`];
  if (!url) throw new Error(`The press's output profile ${PRESS_CONDITION.profile} is not in the build`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The print template's colour profile could not be loaded (${response.status})`);
  return templatePdf(spec, { condition: PRESS_CONDITION, profile: new Uint8Array(await response.arrayBuffer()) });
}

provide('template', { templatePdf: customTemplatePdf });
