import type { ReactNode } from 'react';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface Crumb {
  name: string;
  /** The English path; the link carries the page's language. */
  path: string;
  /** The language of `name` when it is not the page's (an English article's title on a Hindi page). */
  lang?: string;
}

/**
 * The band at the top of every inner content page: breadcrumbs (the same trail the page's
 * BreadcrumbList JSON-LD names), an eyebrow, the page's one h1 and a lead. `lang` marks the title
 * and lead when they are written in another language than the page (an English article).
 */
export function PageHeader({
  trail,
  eyebrow,
  title,
  lead,
  lang,
  children,
}: {
  trail: readonly Crumb[];
  eyebrow?: string;
  title: string;
  lead?: string;
  lang?: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <header className="page-header">
      <div className="container">
        <nav aria-label={m.shell_breadcrumb({}, { locale })} className="breadcrumbs">
          <ol>
            {trail.map((c, i) => (
              <li key={c.path}>
                {i === trail.length - 1 ? (
                  <span aria-current="page" lang={c.lang}>
                    {c.name}
                  </span>
                ) : (
                  <a href={localePath(locale, c.path)} lang={c.lang}>
                    {c.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1 lang={lang}>{title}</h1>
        {lead && (
          <p className="page-lead" lang={lang}>
            {lead}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
