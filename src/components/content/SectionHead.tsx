import type { SectionHead as Head } from '../../content/schema';

/** Eyebrow, heading and lead above a section; the heading's id labels the section. */
export function SectionHead({ head, id, align = 'center' }: { head: Head; id: string; align?: 'center' | 'start' }) {
  return (
    <div className={align === 'center' ? 'section-head' : 'section-head section-head-start'}>
      <span className="eyebrow">{head.eyebrow}</span>
      <h2 id={id}>{head.title}</h2>
      {head.lead && <p>{head.lead}</p>}
    </div>
  );
}
