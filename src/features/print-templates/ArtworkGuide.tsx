import type { ReactNode } from 'react';
import { artworkGuide } from './guide';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface TemplateDownload {
  href: string;
  /** The saved file's name, as the server's Content-Disposition also gives it. */
  fileName: string;
  format: 'PDF' | 'SVG';
}

/** Where the whole guide is: a section of /faq, which the size pages link to. */
const ARTWORK_GUIDE_PATH = '/faq';
export const ARTWORK_GUIDE_ANCHOR = 'artwork';

/**
 * "Preparing your artwork": what the print template shows and which files we take, whole on /faq
 * (where it says that each size page has its template). On a size page it offers that size's
 * template as PDF and SVG, says in a paragraph what the template marks, and links to the whole
 * guide: one copy of the guide, not one on each of the 37 size pages in each language (1.0 KB of
 * each page's document compressed). A custom size's PDF is made in the browser (`pdfMaker`, the
 * template-pdf island): without JavaScript it is hidden and a sentence says the PDF needs it.
 */
export function ArtworkGuide({
  id,
  downloads,
  sizeLabel,
  pdfMaker,
}: {
  id: string;
  downloads?: readonly TemplateDownload[];
  sizeLabel?: string;
  pdfMaker?: ReactNode;
}) {
  const g = artworkGuide;
  const locale = useLocale();
  const l = { locale };
  return (
    <div className="artwork-guide">
      <h2 id={id}>{g.title[locale]}</h2>
      <p>{g.lead[locale]}</p>
      {downloads ? (
        <>
          <ul className="template-downloads">
            {pdfMaker && <li className="template-made">{pdfMaker}</li>}
            {downloads.map((d) => (
              <li key={d.format}>
                <a className="btn btn-ghost" href={d.href} download={d.fileName} type={d.format === 'PDF' ? 'application/pdf' : 'image/svg+xml'}>
                  {sizeLabel ? m.content_artwork_download_size({ format: d.format, size: sizeLabel }, l) : m.content_artwork_download({ format: d.format }, l)}
                </a>
              </li>
            ))}
          </ul>
          {pdfMaker && <p className="template-nojs">{m.content_artwork_nojs({}, l)}</p>}
          <p>
            {`${g.more[locale]} `}
            <a href={`${localePath(locale, ARTWORK_GUIDE_PATH)}#${ARTWORK_GUIDE_ANCHOR}`}>{g.moreLink[locale]}</a>
            {m.content_sentence_end({}, l)}
          </p>
        </>
      ) : (
        <>
          <p>
            {`${m.content_artwork_where({}, l)} `}
            <a href={localePath(locale, '/products')}>{m.content_artwork_where_link({}, l)}</a>
            {m.content_sentence_end({}, l)}
          </p>
          <div className="artwork-columns">
            <div>
              <h3>{g.templateTitle[locale]}</h3>
              <ul className="template-shows">
                {g.templateShows.map((t) => (
                  <li key={t.en}>{t[locale]}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3>{g.filesTitle[locale]}</h3>
              <dl className="file-types">
                {g.fileTypes.map((f) => (
                  <div key={f.name}>
                    <dt>{f.name}</dt>
                    <dd>{f.note[locale]}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
          <p>{g.rules[locale]}</p>
        </>
      )}
    </div>
  );
}
