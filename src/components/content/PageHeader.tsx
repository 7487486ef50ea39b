import type { ReactNode } from 'react';
import { useHref } from '../../../client/lib/locale';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The band at the top of every inner content page: breadcrumbs (the same trail the page's
 * BreadcrumbList JSON-LD names), an eyebrow, the page's one h1 and a lead. The trail's paths are
 * English; its links are in the page's language. `label` names the breadcrumbs in that language.
 */
export function PageHeader({ trail, eyebrow, title, lead, children, label = 'Breadcrumb' }: { trail: readonly Crumb[]; eyebrow?: string; title: string; lead?: string; children?: ReactNode; label?: string }) {
  const href = useHref();
  return (
    <header className="page-header">
      <div className="container">
        <nav aria-label={label} className="breadcrumbs">
          <ol>
            {trail.map((c, i) => (
              <li key={c.path}>{i === trail.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={href(c.path)}>{c.name}</a>}</li>
            ))}
          </ol>
        </nav>
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
