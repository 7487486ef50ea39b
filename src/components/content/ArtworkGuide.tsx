import type { ReactNode } from 'react';
import { artworkGuide } from '../../content/artwork';

export interface TemplateDownload {
  href: string;
  /** The saved file's name, as the server's Content-Disposition also gives it. */
  fileName: string;
  format: 'PDF' | 'SVG';
}

/**
 * "Preparing your artwork": what the print template shows and which files we take. On a size
 * page it offers that size's template as PDF and SVG; elsewhere it says where templates are. A
 * custom size's PDF is made in the browser (`pdfMaker`, the template-pdf island): without
 * JavaScript it is hidden and a sentence says the PDF needs it.
 */
export function ArtworkGuide({ id, downloads, sizeLabel, pdfMaker }: { id: string; downloads?: readonly TemplateDownload[]; sizeLabel?: string; pdfMaker?: ReactNode }) {
  const g = artworkGuide;
  return (
    <div className="artwork-guide">
      <h2 id={id}>{g.title}</h2>
      <p>{g.lead}</p>
      {downloads ? (
        <>
          <ul className="template-downloads">
            {pdfMaker && <li className="template-made">{pdfMaker}</li>}
            {downloads.map((d) => (
              <li key={d.format}>
                <a className="btn btn-ghost" href={d.href} download={d.fileName} type={d.format === 'PDF' ? 'application/pdf' : 'image/svg+xml'}>
                  Download print template ({d.format}{sizeLabel ? `, ${sizeLabel}` : ''})
                </a>
              </li>
            ))}
          </ul>
          {pdfMaker && <p className="template-nojs">The PDF of this template is made in your browser and needs JavaScript, which is off here. The SVG is the same drawing and needs nothing.</p>}
        </>
      ) : (
        <p>Each size page has its template to download as PDF and SVG: <a href="/products">choose your pouch and size</a>.</p>
      )}
      <div className="artwork-columns">
        <div>
          <h3>{g.templateTitle}</h3>
          <ul className="artwork-list">{g.templateShows.map((t) => <li key={t}>{t}</li>)}</ul>
        </div>
        <div>
          <h3>{g.filesTitle}</h3>
          <dl className="file-types">
            {g.fileTypes.map((f) => <div key={f.name}><dt>{f.name}</dt><dd>{f.note}</dd></div>)}
          </dl>
        </div>
      </div>
      <p>{g.rules}</p>
    </div>
  );
}
