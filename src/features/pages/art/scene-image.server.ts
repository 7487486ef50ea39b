import type { Context } from 'hono';
import { sceneSvg } from './scene';
import { gallery } from '../content/gallery';
import { blogPosts } from '../content/blog';
import { aboutPage } from '../content/about';
import { cachePolicy } from '@platform/render/cache';

/** Every scene picture the content pages show, by its public path, drawn on first request. */
const scenes = new Map<string, () => string>([
  ...gallery.map((g) => [`/img/portfolio/${g.id}.svg`, () => sceneSvg(g.scene, `g${g.id}`)] as const),
  ...blogPosts.map((p) => [`/img/blog/${p.slug}.svg`, () => sceneSvg(p.scene, p.slug, 'wide')] as const),
  ['/img/about/pouches.svg', () => sceneSvg(aboutPage.image.scene, 'about', 'wide')],
]);
const drawn = new Map<string, string>();

/** The path of the about page picture. */
export const aboutImage = '/img/about/pouches.svg';

/** GET /img/{portfolio,blog,about}/<name>.svg: a scene picture, or 404 for an unknown name. */
export function sceneImage(c: Context): Response {
  const path = new URL(c.req.url).pathname;
  const draw = scenes.get(path);
  if (!draw) return c.text('No such image', 404);
  let svg = drawn.get(path);
  if (!svg) drawn.set(path, (svg = draw()));
  return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': cachePolicy.day });
}
