import DesignMockup from '../../../client/islands/design-mockup';
import type { PouchFacts } from '../../../client/lib/mockup/model';
import { Island } from '../Island';
import type { QuoteTarget } from '../../../client/lib/add-to-quote';
import { clientAssets } from '../../render/assets';
import type { TemplateDownload } from '../content/ArtworkGuide';

/**
 * "Try your design": the size's mock-up island under its heading. Without JavaScript it says the
 * preview needs it and offers the print templates, which need nothing.
 */
export function TryYourDesign({ facts, downloads, line }: { facts: PouchFacts; downloads: readonly TemplateDownload[]; line: QuoteTarget }) {
  return (
    <div className="try-design">
      <h2 id="try-design-title">Try your design on this pouch</h2>
      <p>
        Choose your artwork (PNG, JPEG, SVG, or the first page of a PDF) and see it on the {facts.sizeLabel} print template and on the
        pouch standing on a shelf, with what our prepress would tell you. Your file never leaves your browser: nothing is uploaded
        unless you send it with an enquiry.
      </p>
      <p className="mockup-nojs">
        The preview runs in your browser and needs JavaScript, which is off here. The print template works without it:{' '}
        {downloads.map((d, i) => (
          <span key={d.format}>{i > 0 && ' or '}<a href={d.href} download={d.fileName}>download it as {d.format}</a></span>
        ))}
        .
      </p>
      <div className="mockup-live">
        <Island of={DesignMockup} props={{ ...facts, id: 'try-design', tools: clientAssets.mockupTools, line }} load="interaction" />
      </div>
    </div>
  );
}
