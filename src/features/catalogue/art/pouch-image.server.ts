import type { Context } from 'hono';
import { pouchSvg } from './pouch';
import { products } from '../products';
import { cachePolicy } from '@platform/render/cache';

let drawings: Map<string, string> | undefined;

/** GET /img/pouch/<slug>.svg: the product's drawing, made from its attributes once per worker, on its first request for one. */
export function pouchImage(c: Context): Response {
  drawings ??= new Map(products.map((p) => [`${p.slug}.svg`, pouchSvg(p.art, p.slug)]));
  const svg = drawings.get(c.req.param('file') ?? '');
  if (!svg) return c.text('No such image', 404);
  return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': cachePolicy.day });
}
