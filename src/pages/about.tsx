import type { PageView } from '../render/render';
import { Icon } from '../components/Icon';
import { PageHeader } from '../components/content/PageHeader';
import { SectionHead } from '../components/content/SectionHead';
import { MissionCards } from '../components/content/MissionCards';
import { CtaBand } from '../components/content/CtaBand';
import { reveal } from '../components/content/Reveal';
import { aboutPage as about } from '../content/about';
import { aboutImage } from '../art/scene-route';
import { contentMeta, HOME_CRUMB } from './content-meta';

const trail = [HOME_CRUMB, { name: 'About Us', path: '/aboutus' }];

/** /aboutus: the company with its 'Trusted Manufacturer' picture, mission, process and figures. */
export function aboutPage(): PageView {
  return {
    meta: contentMeta({ seo: about.seo, trail, type: 'AboutPage' }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={about.eyebrow} title={about.heading} lead={about.lead} />
        <section className="section" aria-labelledby="about-story-h">
          <div className="container about-intro">
            <figure className="about-figure">
              <img src={aboutImage} width="800" height="450" alt={about.image.alt} fetchPriority="high" />
              <figcaption className="trust-badge">
                <Icon name="shield" size={28} />
                <span><strong>{about.image.badge}</strong><span>{about.image.badgeNote}</span></span>
              </figcaption>
            </figure>
            <div className="about-story">
              <h2 id="about-story-h">Our story</h2>
              {about.paragraphs.map((p) => <p key={p.slice(0, 24)}>{p}</p>)}
            </div>
          </div>
          <div className="container about-mission"><MissionCards /></div>
        </section>
        <section className="section section-alt" aria-labelledby="about-process-h">
          <div className="container">
            <SectionHead head={about.process.head} id="about-process-h" />
            <ol className="process">
              {about.process.steps.map((s, i) => (
                <li key={s.title} className="process-step" {...reveal((i % 3) * 100)}>
                  <span className="process-icon"><Icon name={s.icon} size={24} /></span>
                  <span className="process-num" aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
                  <h3>{s.title}</h3>
                  <p>{s.text}</p>
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
                <li key={f.label} className="figure" {...reveal((i % 4) * 100)}>
                  <strong>{f.value}</strong> <span>{f.label}</span>
                </li>
              ))}
            </ul>
            <div className="materials">
              <h3 className="materials-title">{about.materials.head.title}</h3>
              <p className="materials-lead">{about.materials.head.lead}</p>
              <ul className="material-list">
                {about.materials.items.map((m) => (
                  <li key={m.name} className="material" {...reveal()}>
                    <span className="swatch" style={{ backgroundImage: `linear-gradient(135deg, ${m.swatch[0]}, ${m.swatch[1]})` }} aria-hidden="true" />
                    <div><h4>{m.name}</h4><p>{m.text}</p></div>
                  </li>
                ))}
              </ul>
              <p className="materials-note">{about.materials.finishesNote}</p>
            </div>
          </div>
        </section>
        <CtaBand cta={about.cta} id="about-cta-h" />
      </>
    ),
  };
}
