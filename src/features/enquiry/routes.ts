import type { Feature } from '@platform/routing';
import { localePath, locales } from '@platform/i18n/locales';
import { contactGet, contactPost } from './intake/contact-route.server';
import { enquiryApi, enquiryApiMethodNotAllowed } from './intake/api';
import { artworkApi } from './files/api';
import { artworkDownload } from './files/download';

// What the app wires around every feature: refusing what another site sends, the cron sweep, the language of an API answer.
export { sameOriginWrites } from './intake/same-origin';
export { crossSitePage } from './intake/refused-page.server';
export { queryLocale } from './intake/api';
export { scheduled } from './delivery/scheduled';

/** The enquiry: the contact page and its form, the enquiry API, the artwork uploads and their download links. */
export const enquiryFeature: Feature = {
  pages: [{ path: '/contactus', page: contactGet, sitemap: ['/contactus'], locales }],
  routes: (app) => {
    // The form without JavaScript posts to its own page's address, so its answer is in its language.
    for (const locale of locales) app.post(localePath(locale, '/contactus'), contactPost);
    app.post('/api/enquiry', enquiryApi);
    app.all('/api/enquiry', enquiryApiMethodNotAllowed);
    app.post('/api/artwork', artworkApi.start);
    app.put('/api/artwork/:id/parts/:n', artworkApi.part);
    app.post('/api/artwork/:id/complete', artworkApi.complete);
    app.get('/api/artwork/:id', artworkApi.status);
    app.delete('/api/artwork/:id', artworkApi.remove);
    app.get('/artwork/:enquiry/:file', artworkDownload);
  },
};
