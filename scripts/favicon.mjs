#!/usr/bin/env node
// Writes static/favicon.ico from static/favicon.svg: the mark at 16, 32 and 48 px, each a PNG
// drawn by Chromium, in one ICO file. Pages name the SVG; browsers still ask for /favicon.ico
// on their own for documents that name no icon (robots.txt, the sitemap, a PDF template), and
// crawlers and older browsers ask for it first. Without it each of those asks ends in a 404.
//
//   node scripts/favicon.mjs     redraw the file (after a change to favicon.svg)
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from './lib/axe.mjs';

export const SIZES = [16, 32, 48];
const SVG = new URL('../static/favicon.svg', import.meta.url);
const OUT = new URL('../static/favicon.ico', import.meta.url);

/** An ICO file holding PNG images (allowed since Windows Vista, read by every current browser). */
export function packIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

async function draw() {
  const svg = readFileSync(SVG, 'utf8');
  const browser = await launchChromium();
  try {
    const images = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}img{display:block}</style><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
      );
      await page.locator('img').evaluate((img) => img.decode());
      images.push({ size, png: await page.screenshot({ omitBackground: true }) });
      await page.close();
    }
    return packIco(images);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OUT, await draw());
  console.log(`wrote ${OUT.pathname}`);
}
