import { templatePdf } from '../../src/dieline/pdf';
import { provide } from './mockup/tools';

/**
 * A custom size's PDF print template, made in the browser by the renderer the build makes every
 * stock size's with: a build entry of its own (with pdf-lib), loaded by the template island only
 * when the buyer asks for the PDF, never with the page.
 */
provide('template', { templatePdf });
