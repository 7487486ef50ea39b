import type { Feature } from '@platform/routing';
import { locales } from '@platform/i18n/locales';
import { homePage } from './home.server';
import { aboutPage } from './about.server';
import { faqPageView } from './faq.server';
import { portfolioPageView } from './portfolio.server';
import { policyPages } from './policy.server';
import { infoPageRoutes } from './info.server';
import { blogIndexPage, blogPostPage } from './blog.server';
import { blogPath, blogPosts } from './content/blog';
import { sceneImage } from './art/scene-image.server';

/** The home page: first of the site's pages, and of its sitemap. */
export const homeFeature: Feature = {
  pages: [{ path: '/', page: (c) => homePage({ locale: c.get('locale') }), sitemap: ['/'], locales }],
};

/** The company's pages: about, FAQ, portfolio, policies, offers and the like, the blog, and their pictures. */
export const contentPagesFeature: Feature = {
  pages: [
    { path: '/aboutus', page: aboutPage, sitemap: ['/aboutus'], locales },
    { path: '/faq', page: faqPageView, sitemap: ['/faq'], locales },
    { path: '/portfolio', page: portfolioPageView, sitemap: ['/portfolio'], locales },
    ...policyPages.map((p) => ({ ...p, sitemap: [p.path] })),
    ...infoPageRoutes.map((p) => ({ ...p, sitemap: [p.path] })),
    { path: '/blog', page: blogIndexPage, sitemap: ['/blog'], locales },
    { path: '/blog/:slug', page: blogPostPage, sitemap: () => blogPosts.map(blogPath), locales },
  ],
  routes: (app) => {
    app.get('/img/:kind{portfolio|blog|about}/:file', sceneImage);
  },
};
