import type { ReactNode } from 'react';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The band at the top of every inner content page: breadcrumbs (the same trail the page's
 * BreadcrumbList JSON-LD names), an eyebrow, the page's one h1 and a lead.
 */
export function PageHeader({ trail, eyebrow, title, lead, children }: { trail: readonly Crumb[]; eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container">
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            {trail.map((c, i) => (
              <li key={c.path}>{i === trail.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={c.path}>{c.name}</a>}</li>
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
