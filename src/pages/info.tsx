import type { PageView } from '../render/render';
import { Icon } from '../components/Icon';
import { PageHeader } from '../components/content/PageHeader';
import { CtaBand } from '../components/content/CtaBand';
import { reveal } from '../components/content/Reveal';
import { infoPagePath, infoPages, type InfoPage } from '../content/offers';
import { contentMeta, HOME_CRUMB } from './content-meta';

/** /offers, /bulk-orders and /shipping: highlight cards, sections of steps, tables or lists, and a call to enquire. */
function infoView(info: InfoPage): PageView {
  const trail = [HOME_CRUMB, { name: info.name, path: infoPagePath(info) }];
  return {
    meta: contentMeta({ seo: info.seo, trail }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={info.eyebrow} title={info.heading} lead={info.lead} />
        <section className="section info-cards-section" aria-label={`${info.name} at a glance`}>
          <div className="container">
            <ul className="info-cards">
              {info.cards.map((c, i) => (
                <li key={c.title} className="info-card" {...reveal(i * 100)}>
                  <span className="info-icon"><Icon name={c.icon} size={24} /></span>
                  <p className="info-figure">{c.figure}</p>
                  <h2 className="info-card-title">{c.title}</h2>
                  <p>{c.text}</p>
                  {c.terms.length > 0 && <ul className="tick-list small">{c.terms.map((t) => <li key={t}><Icon name="check" size={16} />{t}</li>)}</ul>}
                </li>
              ))}
            </ul>
          </div>
        </section>
        {info.sections.map((s, i) => (
          <section key={s.id} className={`section info-section${i % 2 === 0 ? ' section-alt' : ''}`} aria-labelledby={`${s.id}-h`}>
            <div className="container narrow">
              <h2 id={`${s.id}-h`}>{s.title}</h2>
              {s.text && <p>{s.text}</p>}
              {s.steps && (
                <ol className="steps">
                  {s.steps.map((step, n) => (
                    <li key={step.title} {...reveal(n * 100)}>
                      <span className="step-num" aria-hidden="true">{n + 1}</span>
                      <div><h3>{step.title}</h3><p>{step.text}</p></div>
                    </li>
                  ))}
                </ol>
              )}
              {s.table && (
                <div className="table-wrap">
                  <table className="info-table">
                    <caption className="visually-hidden">{s.table.caption}</caption>
                    <thead><tr>{s.table.head.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
                    <tbody>
                      {s.table.rows.map((row) => (
                        <tr key={row[0]}>{row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}</tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {s.list && <ul className="tick-list">{s.list.map((item) => <li key={item}><Icon name="check" size={18} />{item}</li>)}</ul>}
            </div>
          </section>
        ))}
        <CtaBand cta={info.cta} id={`${info.slug}-cta-h`} />
      </>
    ),
  };
}

export const infoPageRoutes = infoPages.map((p) => ({ path: infoPagePath(p), page: () => infoView(p) }));
