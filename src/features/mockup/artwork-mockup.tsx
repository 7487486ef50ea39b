import { useEffect, useState } from 'react';
import { DesignMockup } from './mockup';
import type { PouchFacts } from './model';
import type { MockupTools } from './tools';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { baseLocale } from '@platform/i18n/locales';
import { sizeLabelIn } from '@features/catalogue';

/**
 * The design mock-up beside an uploaded artwork in the enquiry form, for a size of the quote
 * (its facts fetched from the size's mockup.json in the page's language, as the form learns the
 * quote only here). `sizes` may carry the quote line's name and English size, for the choice of pouch.
 */
export default function ArtworkMockup({
  file,
  sizes,
  id,
  expose,
}: {
  file: File;
  sizes: readonly { product: string; size: string; name?: string; weight?: string }[];
  id: string;
  expose: (makeProof: () => Promise<File | null>) => void;
}) {
  const [which, setWhich] = useState(0);
  const locale = useLocale();
  const [facts, setFacts] = useState<(PouchFacts & { tools: MockupTools }) | null>(null);
  const [problem, setProblem] = useState('');
  const target = sizes[Math.min(which, sizes.length - 1)]!;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's language is fixed for its life; the facts are fetched again only when the size changes
  useEffect(() => {
    let current = true;
    setFacts(null);
    setProblem('');
    fetch(`/products/${encodeURIComponent(target.product)}/${encodeURIComponent(target.size)}/mockup.json${locale === baseLocale ? '' : `?locale=${locale}`}`)
      .then((r) => (r.ok ? (r.json() as Promise<PouchFacts & { tools: MockupTools }>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (f) => current && setFacts(f),
        () => current && setProblem(m.mockup_size_failed({}, { locale })),
      );
    return () => {
      current = false;
    };
  }, [target.product, target.size]);
  return (
    <div className="artwork-mockup">
      {sizes.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-size`}>{m.mockup_which_pouch({}, { locale })}</label>
          <select id={`${id}-size`} value={which} onChange={(e) => setWhich(Number(e.currentTarget.value))}>
            {sizes.map((s, i) => (
              <option key={`${s.product}/${s.size}`} value={i}>
                {s.name ?? s.product.replace(/-/g, ' ')}, {sizeLabelIn(s.size, locale, s.weight ?? s.size)}
              </option>
            ))}
          </select>
        </div>
      )}
      {facts ? (
        <DesignMockup key={`${target.product}/${target.size}`} {...facts} id={id} initial={file} expose={expose} />
      ) : (
        <p className={problem ? 'field-error' : 'mockup-busy'}>{problem || m.mockup_loading({}, { locale })}</p>
      )}
    </div>
  );
}
