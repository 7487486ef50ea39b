import type { Context } from 'hono';
import { pouchSvg } from './pouch';
import { products } from '../products';
import { cachePolicy } from '@platform/render/cache';

const drawings = new Map(products.map((p) => [`${p.slug}.svg`, pouchSvg(p.art, p.slug)]));

/** GET /img/pouch/<slug>.svg: the product's drawing, made once per worker from its attributes. */
export function pouchImage(c: Context): Response {
  const svg = drawings.get(c.req.param('file') ?? '');
  if (!svg) return c.text('No such image', 404);
  return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': cachePolicy.day });
}
