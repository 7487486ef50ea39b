import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';

/**
 * Security headers for every response. Scripts come only from this origin and never inline;
 * nothing is loaded from another host. Inline style attributes are allowed for the few
 * data-driven colours (gradients) the server writes; style sheets still come only from here.
 */
const options = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  // Headers only retired browsers read (Internet Explorer's download prompt, Flash's and Acrobat's
  // cross-domain policies, the XSS filters every browser has since removed) are left out: each
  // page's headers ride in its first round trip.
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // A handler that sets one of these headers itself keeps its own (an artwork download's CSP is `sandbox`).
  overwrite: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    browsingTopics: [],
  },
};
const everywhere = secureHeaders(options);

/**
 * Under `npm start` only, LIVE_RELOAD_HASH names one inline script more that may run: the one
 * wrangler dev's live reload appends to every page (scripts/start.mjs). Never set on Cloudflare.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) => {
  const liveReload = c.env?.LIVE_RELOAD_HASH;
  if (!liveReload) return everywhere(c, next);
  return secureHeaders({ ...options, contentSecurityPolicy: { ...options.contentSecurityPolicy, scriptSrc: ["'self'", `'${liveReload}'`] } })(c, next);
};
