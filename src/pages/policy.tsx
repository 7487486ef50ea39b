import type { PageView } from '../render/render';
import { Icon } from '../components/Icon';
import { Island } from '../components/Island';
import PolicyNavIsland from '../../client/islands/policy-nav';
import { PageHeader } from '../components/content/PageHeader';
import { policies, policyPath, type Policy, type PolicySection } from '../content/policies';
import { facts } from '../content/facts';
import { addressLine, site } from '../content/site';
import { contentMeta, HOME_CRUMB } from './content-meta';

/** The words of a section, static content of the `policy-nav` island. */
function SectionBody({ section }: { section: PolicySection }) {
  return (
    <>
      {section.content.map((p) => <p key={p.slice(0, 32)}>{p}</p>)}
      {section.items && <ul className="tick-list">{section.items.map((i) => <li key={i}><Icon name="check" size={18} />{i}</li>)}</ul>}
      {section.exclusions && <ul className="cross-list">{section.exclusions.map((i) => <li key={i}><Icon name="close" size={18} />{i}</li>)}</ul>}
      {section.note && <p className="policy-note"><strong>Note:</strong> {section.note}</p>}
      {section.contact && (
        <address className="policy-contact">
          <a href={`tel:${site.phone.e164}`}><Icon name="phone" size={20} /> {site.phone.display}</a>
          <a href={`mailto:${site.email}`}><Icon name="mail" size={20} /> {site.email}</a>
          <span><Icon name="pin" size={20} /> {site.legalName}, {addressLine()}</span>
        </address>
      )}
    </>
  );
}

/**
 * A policy page: the `policy-nav` island (sticky Quick Navigation beside collapsible sections,
 * each section's words handed to it as static content), the effective date and links to the
 * other policies. The island starts when the browser is idle.
 */
function policyView(policy: Policy): PageView {
  const path = policyPath(policy);
  const trail = [HOME_CRUMB, { name: policy.name, path }];
  const others = policies.filter((p) => p !== policy);
  const effective = policy.revised ?? facts.policyEffective;
  return {
    meta: contentMeta({ seo: policy.seo, trail, page: { datePublished: facts.policyEffective.iso, dateModified: effective.iso } }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow="Policies" title={policy.heading} lead={policy.intro}>
          <p className="effective"><Icon name="calendar" size={18} /><span>Effective from <time dateTime={effective.iso.slice(0, 7)}>{effective.label}</time></span></p>
        </PageHeader>
        <div className="section policy">
          <Island
            of={PolicyNavIsland}
            props={{ group: policy.slug, sections: policy.sections.map(({ id, title }) => ({ id, title })) }}
            slots={Object.fromEntries(policy.sections.map((s, i) => [`section-${i}`, <SectionBody section={s} />]))}
            load="idle"
          />
          <nav className="container related-policies" aria-labelledby="related-h">
            <h2 id="related-h">Other policies</h2>
            <ul className="related-list">{others.map((p) => <li key={p.slug}><a href={policyPath(p)}>{p.name} <Icon name="right" size={16} /></a></li>)}</ul>
          </nav>
        </div>
      </>
    ),
  };
}

/** Page handlers of the four policies, by path. */
export const policyPages = policies.map((p) => ({ path: policyPath(p), page: () => policyView(p) }));
