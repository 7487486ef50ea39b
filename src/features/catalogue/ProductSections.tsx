import type { ProductPage } from './product-pages';
import { parseUseCaseFilter } from './use-cases';
import { UseCases } from './UseCases.server';
import { Faq } from './Faq';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The id of the use cases section: the filter form returns to it without JavaScript. */
export const USE_CASES_ID = 'use-cases';

/**
 * The sections every page under /products shows below its own content:
 * the features table (Feature / Why It Matters), Applications / Use Cases with their search and
 * food / non-food filter, Why Choose Us and the FAQ accordion. The overview and each size page
 * render this one component from the same product page record; a size page passes its own FAQ.
 * `query` carries the use case filter sent without JavaScript (`uses`, `kind`). `path` is the
 * page's English path; `faq` is in the page's language.
 */
export function ProductSections({
  page,
  path,
  query,
  faq,
  faqGroup,
}: {
  page: ProductPage;
  /** The address the use case filter form is sent to: the page itself. */
  path: string;
  query: { uses?: string; kind?: string };
  faq: ReadonlyArray<{ question: string; answer: string }>;
  faqGroup: string;
}) {
  const locale = useLocale();
  return (
    <>
      <section className="section" aria-labelledby="features-title">
        <div className="container narrow">
          <h2 id="features-title">{m.catalogue_features({}, { locale })}</h2>
          <div className="table-wrap">
            <table className="features-table">
              <thead>
                <tr>
                  <th scope="col">{m.catalogue_feature({}, { locale })}</th>
                  <th scope="col">{m.catalogue_why_matters({}, { locale })}</th>
                </tr>
              </thead>
              <tbody>
                {page.features.map((f) => (
                  <tr key={f.title.en}>
                    <th scope="row">{f.title[locale]}</th>
                    <td>{f.why[locale]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section id={USE_CASES_ID} className="section section-alt" aria-labelledby="uses-title">
        <div className="container narrow">
          <h2 id="uses-title">{m.catalogue_uses_title({}, { locale })}</h2>
          <UseCases items={page.useCases} path={path} query={(query.uses ?? '').slice(0, 40)} filter={parseUseCaseFilter(query.kind)} />
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container narrow">
          <h2 id="why-title">{m.catalogue_why_title({}, { locale })}</h2>
          <ol className="why-list">
            {page.whyChoose.map((w, i) => (
              <li key={w.title.en}>
                <span className="why-num" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <div>
                  <h3>{w.title[locale]}</h3>
                  <p>{w.description[locale]}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="faq-title">
        <div className="container narrow">
          <h2 id="faq-title">{m.catalogue_faq_title({}, { locale })}</h2>
          <Faq items={faq} group={faqGroup} />
        </div>
      </section>
    </>
  );
}
