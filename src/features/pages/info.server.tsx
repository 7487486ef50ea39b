import type { Context } from 'hono';
import type { PageView } from '@platform/render/render';
import type { AppEnv } from '@platform/app-env';
import { Icon } from '@platform/ui/Icon';
import { PageHeader } from './PageHeader';
import { CtaBand } from './CtaBand';
import { reveal } from './Reveal';
import { infoPagePath, infoPages, type InfoPage } from './content/offers';
import { seoIn } from '@platform/content/blocks';
import { contentMeta, homeCrumb } from './content-meta';
import { baseLocale, locales, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** /offers, /bulk-orders and /shipping: highlight cards, sections of steps, tables or lists, and a call to enquire. */
function infoView(info: InfoPage, locale: Locale): PageView {
  const name = info.name[locale];
  const trail = [homeCrumb(locale), { name, path: infoPagePath(info) }];
  return {
    meta: contentMeta({ seo: seoIn(info.seo, locale), trail, locale }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={info.eyebrow[locale]} title={info.heading[locale]} lead={info.lead[locale]} />
        <section className="section info-cards-section" aria-label={m.content_info_glance({ name }, { locale })}>
          <div className="container">
            <ul className="info-cards">
              {info.cards.map((c, i) => (
                <li key={c.title.en} className="info-card" {...reveal(i * 100)}>
                  <span className="info-icon">
                    <Icon name={c.icon} size={24} />
                  </span>
                  <p className="info-figure">{c.figure[locale]}</p>
                  <h2 className="info-card-title">{c.title[locale]}</h2>
                  <p>{c.text[locale]}</p>
                  {c.terms.length > 0 && (
                    <ul className="tick-list small">
                      {c.terms.map((t) => (
                        <li key={t.en}>
                          <Icon name="check" size={16} />
                          {t[locale]}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
        {info.sections.map((s, i) => (
          <section key={s.id} className={`section info-section${i % 2 === 0 ? ' section-alt' : ''}`} aria-labelledby={`${s.id}-h`}>
            <div className="container narrow">
              <h2 id={`${s.id}-h`}>{s.title[locale]}</h2>
              {s.text && <p>{s.text[locale]}</p>}
              {s.steps && (
                <ol className="steps">
                  {s.steps.map((step, n) => (
                    <li key={step.title.en} {...reveal(n * 100)}>
                      <span className="step-num" aria-hidden="true">
                        {n + 1}
                      </span>
                      <div>
                        <h3>{step.title[locale]}</h3>
                        <p>{step.text[locale]}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
              {s.table && (
                // A region reached by keyboard, named by the table's caption: on a narrow phone the table may scroll sideways.
                <div className="table-wrap" role="region" aria-label={s.table.caption[locale]} tabIndex={0}>
                  <table className="info-table">
                    <caption className="visually-hidden">{s.table.caption[locale]}</caption>
                    <thead>
                      <tr>
                        {s.table.head.map((h) => (
                          <th key={h.en} scope="col">
                            {h[locale]}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {s.table.rows.map((row) => (
                        <tr key={row[0]!.en}>
                          {row.map((cell, c) =>
                            c === 0 ? (
                              <th key={c} scope="row">
                                {cell[locale]}
                              </th>
                            ) : (
                              <td key={c}>{cell[locale]}</td>
                            ),
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {s.list && (
                <ul className="tick-list">
                  {s.list.map((item) => (
                    <li key={item.en}>
                      <Icon name="check" size={18} />
                      {item[locale]}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
        <CtaBand cta={info.cta} id={`${info.slug}-cta-h`} />
      </>
    ),
  };
}

/** The three pages' routes, in every language. */
export const infoPageRoutes = infoPages.map((p) => ({
  path: infoPagePath(p),
  page: (c: Context<AppEnv>) => infoView(p, c.get('locale') ?? baseLocale),
  locales,
}));
