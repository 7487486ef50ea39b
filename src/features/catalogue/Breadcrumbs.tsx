import { breadcrumbJsonLd } from '@platform/render/seo';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface Crumb {
  name: string;
  path: string;
}

/** The visible trail (the last entry is the current page) and its BreadcrumbList, from one list. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="crumbs container" aria-label={m.shell_breadcrumb({}, { locale: useLocale() })}>
      <ol>
        {trail.map((c, i) => (
          <li key={c.path}>{i === trail.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={c.path}>{c.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}

export const breadcrumbs = (trail: readonly Crumb[]) => ({ trail, jsonLd: breadcrumbJsonLd(trail) });
