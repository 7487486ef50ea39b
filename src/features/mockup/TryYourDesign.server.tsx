import DesignMockup from './design-mockup.island';
import type { PouchFacts } from './model';
import { Island } from '@platform/islands/Island';
import type { QuoteTarget } from '@features/quote-and-wishlist';
import { assetsFor } from '@platform/render/assets';
import type { TemplateDownload } from '@features/print-templates/index.server';
import { useLocale } from '@platform/i18n/locale';
import { mockupFactsIn } from './facts';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { sizeLabelIn } from '@features/catalogue';

/**
 * "Try your design": the size's mock-up island under its heading, in the page's language (the
 * island reads it from the page too). Without JavaScript it says the preview needs it and offers
 * the print templates, which need nothing. `factsPath`: the size's mockup.json (its address
 * without the language), which names the files the proof will ask for.
 */
export function TryYourDesign({
  facts,
  downloads,
  line,
  factsPath,
}: {
  facts: PouchFacts;
  downloads: readonly TemplateDownload[];
  line: QuoteTarget;
  factsPath: string;
}) {
  const locale = useLocale();
  const l = { locale };
  const tools = { ...assetsFor(locale).mockupTools, proofAhead: mockupFactsIn(factsPath, locale) };
  return (
    <div className="try-design">
      <h2 id="try-design-title">{m.mockup_try_title({}, l)}</h2>
      <p>{m.mockup_try_intro({ size: sizeLabelIn(line.size, locale, facts.sizeLabel) }, l)}</p>
      <p className="mockup-nojs">
        {m.mockup_try_nojs({}, l)}{' '}
        {downloads.map((d, i) => (
          <span key={d.format}>
            {i > 0 && m.mockup_try_or({}, l)}
            <a href={d.href} download={d.fileName}>
              {m.mockup_try_download_as({ format: d.format }, l)}
            </a>
          </span>
        ))}
        {locale === 'hi' ? '।' : '.'}
      </p>
      <div className="mockup-live">
        <Island of={DesignMockup} props={{ ...facts, id: 'try-design', tools, line }} load="interaction" />
      </div>
    </div>
  );
}
