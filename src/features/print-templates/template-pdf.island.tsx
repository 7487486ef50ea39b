import { useRef, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { tool } from '@client/lib/tools';
import type { TemplateSpec } from './pdf';
import { useLocale } from '@platform/i18n/locale';
import type { Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface TemplatePdfProps {
  /** What the template is made from: the same spec the build makes a stock size's PDF from. */
  spec: TemplateSpec;
  /** The saved file's name. */
  fileName: string;
  /** The button's words: "Download print template (PDF, Custom 185 x 270 + 40 mm)". */
  label: string;
  /** The address of the template maker (src/features/print-templates/template-pdf.ts), from the build manifest. */
  tool: string;
}

type State = 'ready' | 'preparing' | 'done' | 'failed';

/** What the live region says in each state, in the page's language. */
const said = (state: State, locale: Locale): string =>
  state === 'ready'
    ? ''
    : state === 'preparing'
      ? m.catalogue_pdf_preparing_said({}, { locale })
      : state === 'done'
        ? m.catalogue_pdf_done({}, { locale })
        : m.catalogue_pdf_failed({}, { locale });

/**
 * A custom size's PDF print template, made in this browser when the buyer asks: the maker (and
 * pdf-lib with it) is loaded on the first press, never with the page. The button keeps focus and
 * says "Preparing…" while the file is made. Without JavaScript it is hidden and the page says the
 * PDF needs it, beside the SVG, which needs nothing.
 */
export default island('template-pdf', function TemplatePdf({ spec, fileName, label, tool: maker }: TemplatePdfProps) {
  const [state, setState] = useState<State>('ready');
  const locale = useLocale();
  const busy = useRef(false);
  const make = async () => {
    if (busy.current) return;
    busy.current = true;
    setState('preparing');
    try {
      const { templatePdf } = await tool<{ templatePdf(spec: TemplateSpec): Promise<Uint8Array> }>('template', maker);
      const bytes = await templatePdf(spec);
      const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = href;
      link.download = fileName;
      link.click();
      // The download has its bytes once the click is handled; the address is kept a while for slow saves.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
      setState('done');
    } catch (error) {
      console.error('The PDF template was not made', error);
      setState('failed');
    } finally {
      busy.current = false;
    }
  };
  const preparing = state === 'preparing';
  return (
    <span className="template-pdf">
      {/* Not `disabled` while preparing: a disabled button would drop the keyboard's focus. */}
      <button type="button" className="btn btn-ghost" aria-disabled={preparing || undefined} onClick={() => void make()}>
        {preparing ? m.catalogue_pdf_preparing({}, { locale }) : label}
      </button>
      <span className={state === 'failed' ? 'template-pdf-said' : 'visually-hidden'} role="status">
        {said(state, locale)}
      </span>
    </span>
  );
});
