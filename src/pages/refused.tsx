import type { PageView } from '../render/render';
import { cachePolicy } from '../render/cache';
import { PageHeader } from '../components/content/PageHeader';
import { site } from '../content/site';
import { HOME_CRUMB } from './content-meta';

/**
 * What a form post sent from another website gets (403): why we did not take it, and the way to
 * our own form. Never indexed, never cached: the address is /contactus, whose page this is not.
 */
export function crossSitePage(message: string): PageView {
  return {
    meta: {
      title: 'Not sent: this form came from another website',
      description: `${site.name} takes enquiries only from its own pages.`,
      path: '/contactus',
      noindex: true,
    },
    status: 403,
    cache: cachePolicy.none,
    body: (
      <>
        <PageHeader trail={[HOME_CRUMB, { name: 'Contact Us', path: '/contactus' }]} eyebrow="Not sent" title="This form came from another website" lead={message} />
        <section className="section" aria-label="What to do">
          <div className="container narrow">
            <p>Nothing was stored and nothing was sent to us. If you meant to write to {site.name}, our own form takes a minute, or write to <a href={`mailto:${site.email}`}>{site.email}</a>.</p>
            <p><a className="btn btn-primary" href="/contactus">Go to our contact form</a></p>
          </div>
        </section>
      </>
    ),
  };
}
