import type { TextSectionHead } from '@platform/content/blocks';
import { useLocale } from '@platform/i18n/locale';

/**
 * Eyebrow, heading and lead above a section; the heading's id labels the section. The eyebrow
 * names the section (Who We Serve, Why Choose Us …), so it begins the heading's own text too:
 * a visitor moving by headings hears "Who We Serve: Pouches for every kind of maker". The label
 * stands on a line of its own above the title (client/styles/base.css), written once.
 */
export function SectionHead({ head, id, align = 'center' }: { head: TextSectionHead; id: string; align?: 'center' | 'start' }) {
  const locale = useLocale();
  return (
    <div className={align === 'center' ? 'section-head' : 'section-head section-head-start'}>
      <h2 id={id}>
        <span className="eyebrow">
          {head.eyebrow[locale]}
          <span className="visually-hidden">: </span>
        </span>
        {head.title[locale]}
      </h2>
      {head.lead && <p>{head.lead[locale]}</p>}
    </div>
  );
}
