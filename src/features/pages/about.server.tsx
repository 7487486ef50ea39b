import type { Context } from 'hono';
import type { PageView } from '@platform/render/render';
import type { AppEnv } from '@platform/app-env';
import { Icon } from '@platform/ui/Icon';
import { PageHeader } from './PageHeader';
import { SectionHead } from './SectionHead';
import { MissionCards } from './MissionCards';
import { CtaBand } from './CtaBand';
import { reveal } from './Reveal';
import { aboutPage as about } from './content/about';
import { seoIn } from '@platform/content/blocks';
import { aboutImage } from './art/scene-image.server';
import { contentMeta, homeCrumb } from './content-meta';
import { baseLocale, type Locale } from '@platform/i18n/locales';

/** /aboutus: the company with its 'Trusted Manufacturer' picture, mission, process and figures. */
export function aboutPage(c?: Context<AppEnv>): PageView {
  const locale: Locale = c?.get('locale') ?? baseLocale;
  const trail = [homeCrumb(locale), { name: about.eyebrow[locale], path: '/aboutus' }];
  return {
    meta: contentMeta({ seo: seoIn(about.seo, locale), trail, locale, type: 'AboutPage' }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={about.eyebrow[locale]} title={about.heading[locale]} lead={about.lead[locale]} />
        <section className="section" aria-labelledby="about-story-h">
          <div className="container about-intro">
            <figure className="about-figure">
              <img src={aboutImage} width="800" height="450" alt={about.image.alt[locale]} fetchPriority="high" />
              <figcaption className="trust-badge">
                <Icon name="shield" size={28} />
                <span>
                  <strong>{about.image.badge[locale]}</strong>
                  <span>{about.image.badgeNote[locale]}</span>
                </span>
              </figcaption>
            </figure>
            <div className="about-story">
              <h2 id="about-story-h">{about.storyTitle[locale]}</h2>
              {about.paragraphs.map((p) => (
                <p key={p.en.slice(0, 24)}>{p[locale]}</p>
              ))}
            </div>
          </div>
          <div className="container about-mission">
            <MissionCards />
          </div>
        </section>
        <section className="section section-alt" aria-labelledby="about-process-h">
          <div className="container">
            <SectionHead head={about.process.head} id="about-process-h" />
            <ol className="process">
              {about.process.steps.map((s, i) => (
                <li key={s.title.en} className="process-step" {...reveal((i % 3) * 100)}>
                  <span className="process-icon">
                    <Icon name={s.icon} size={24} />
                  </span>
                  <span className="process-num" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <h3>{s.title[locale]}</h3>
                  <p>{s.text[locale]}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
        <section className="section" aria-labelledby="about-figures-h">
          <div className="container">
            <SectionHead head={about.figures.head} id="about-figures-h" />
            <ul className="figures">
              {about.figures.items.map((f, i) => (
                <li key={f.label.en} className="figure" {...reveal((i % 4) * 100)}>
                  <strong>{f.value[locale]}</strong> <span>{f.label[locale]}</span>
                </li>
              ))}
            </ul>
            <div className="materials">
              <h3 className="materials-title">{about.materials.head.title[locale]}</h3>
              <p className="materials-lead">{about.materials.head.lead?.[locale]}</p>
              <ul className="material-list">
                {about.materials.items.map((m) => (
                  <li key={m.name.en} className="material" {...reveal()}>
                    <span className="swatch" style={{ backgroundImage: `linear-gradient(135deg, ${m.swatch[0]}, ${m.swatch[1]})` }} aria-hidden="true" />
                    <div>
                      <h4>{m.name[locale]}</h4>
                      <p>{m.text[locale]}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="materials-note">{about.materials.finishesNote[locale]}</p>
            </div>
          </div>
        </section>
        <CtaBand cta={about.cta} id="about-cta-h" />
      </>
    ),
  };
}
