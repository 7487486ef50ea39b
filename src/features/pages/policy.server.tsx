import type { Context } from 'hono';
import type { AppEnv } from '@platform/app-env';
import type { PageView } from '@platform/render/render';
import { Icon } from '@platform/ui/Icon';
import { Island } from '@platform/islands/Island';
import PolicyNavIsland from './policy-nav.island';
import { PageHeader } from './PageHeader';
import { effectiveIn, policiesIn, policyPath, policySlugs, type PolicySection } from './content/policies';
import { facts } from '@platform/content/facts';
import { addressLine, site } from '@platform/content/site';
import { contentMeta } from './content-meta';
import { useLocale } from '@platform/i18n/locale';
import { baseLocale, localePath, locales, localeTag, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The words of a section, static content of the `policy-nav` island. */
function SectionBody({ section }: { section: PolicySection }) {
  const locale = useLocale();
  const english = locale === baseLocale ? undefined : 'en';
  return (
    <>
      {section.content.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
      {section.items && (
        <ul className="tick-list">
          {section.items.map((i) => (
            <li key={i}>
              <Icon name="check" size={18} />
              {i}
            </li>
          ))}
        </ul>
      )}
      {section.exclusions && (
        <ul className="cross-list">
          {section.exclusions.map((i) => (
            <li key={i}>
              <Icon name="close" size={18} />
              {i}
            </li>
          ))}
        </ul>
      )}
      {section.note && (
        <p className="policy-note">
          <strong>{m.policies_note({}, { locale })}</strong> {section.note}
        </p>
      )}
      {section.contact && (
        <address className="policy-contact">
          <a href={`tel:${site.phone.e164}`}>
            <Icon name="phone" size={20} /> {site.phone.display}
          </a>
          <a href={`mailto:${site.email}`}>
            <Icon name="mail" size={20} /> {site.email}
          </a>
          <span>
            <Icon name="pin" size={20} />{' '}
            {english ? (
              <span lang={english}>
                {site.legalName}, {addressLine()}
              </span>
            ) : (
              <>
                {site.legalName}, {addressLine()}
              </>
            )}
          </span>
        </address>
      )}
    </>
  );
}

/**
 * A policy page in `locale`: the `policy-nav` island (sticky Quick Navigation beside collapsible
 * sections, each section's words handed to it as static content), the effective date and links to
 * the other policies. A Hindi or Tamil policy says first that the English text is the binding one,
 * and links to it. The island starts when the browser is idle.
 */
function policyView(slug: string, locale: Locale): PageView {
  const l = { locale };
  const all = policiesIn[locale];
  const policy = all.find((p) => p.slug === slug)!;
  const path = policyPath(policy);
  const trail = [
    { name: m.policies_home({}, l), path: '/' },
    { name: policy.name, path },
  ];
  const others = all.filter((p) => p.slug !== policy.slug);
  const effective = policy.revised ?? { ...facts.policyEffective, label: effectiveIn(facts.policyEffective, locale) };
  return {
    meta: contentMeta({ seo: policy.seo, trail, locale, page: { datePublished: facts.policyEffective.iso, dateModified: effective.iso } }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={m.policies_eyebrow({}, l)} title={policy.heading} lead={policy.intro}>
          <p className="effective">
            <Icon name="calendar" size={18} />
            <span>
              {`${m.policies_effective({}, l)} `}
              <time dateTime={effective.iso.slice(0, 7)}>{effective.label}</time>
            </span>
          </p>
          {locale !== baseLocale && (
            <p className="policy-binding" data-binding="">
              {m.policies_binding({}, l)}{' '}
              <a href={path} lang="en" hrefLang={localeTag[baseLocale]}>
                {policiesIn[baseLocale].find((p) => p.slug === slug)!.name}
              </a>
              {m.content_sentence_end({}, l)}
            </p>
          )}
        </PageHeader>
        <div className="section policy">
          <Island
            of={PolicyNavIsland}
            props={{ group: policy.slug, sections: policy.sections.map(({ id, title }) => ({ id, title })) }}
            slots={Object.fromEntries(policy.sections.map((s, i) => [`section-${i}`, <SectionBody key={s.id} section={s} />]))}
            load="idle"
          />
          <nav className="container related-policies" aria-labelledby="related-h">
            <h2 id="related-h">{m.policies_other({}, l)}</h2>
            <ul className="related-list">
              {others.map((p) => (
                <li key={p.slug}>
                  <a href={localePath(locale, policyPath(p))}>
                    {p.name} <Icon name="right" size={16} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </>
    ),
  };
}

/** Page handlers of the four policies, by path, in every language. */
export const policyPages = policySlugs.map((slug) => ({
  path: policyPath({ slug }),
  page: (c: Context<AppEnv>) => policyView(slug, c.get('locale')),
  locales,
}));
