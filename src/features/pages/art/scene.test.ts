import { describe, expect, it } from 'vitest';
import { outline } from './lettering';
import { sceneSvg, type Scene } from './scene';
import { sceneSchema } from './scene.schema';
import { gallery } from '../content/gallery';

const art = { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#0f3d2e' } as const;

describe('scene pictures', () => {
  it('nest the product drawing at the requested place and size', () => {
    const svg = sceneSvg({ layout: 'single', background: ['#ffffff', '#000000'], pouches: [{ art, brand: 'Brand', line: 'Line' }] }, 'k');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 450" width="600" height="450">/);
    expect(svg).toMatch(/<svg x="[\d.]+" y="[\d.]+" width="283.3" height="340" viewBox="0 0 200 240">/);
    expect(svg.match(/<svg/g)).toHaveLength(svg.match(/<\/svg>/g)!.length);
  });

  it('keep ids unique within one picture and print the brand as paths, not text', () => {
    for (const item of gallery) {
      const svg = sceneSvg(item.scene, `g${item.id}`);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      // <text> in a picture makes the browser shape fonts in that picture's own document.
      expect(svg).not.toContain('<text');
      for (const pouch of item.scene.pouches) expect(svg).toContain(outline(pouch.brand, 'serif').d);
    }
  });

  it('accept only the characters lettering can draw, with a message that says which', () => {
    const scene = (brand: string): Scene => ({ layout: 'label', background: ['#ffffff', '#000000'], pouches: [{ art, brand, line: 'Treats' }] });
    expect(sceneSvg(scene('Paws & Co.'), 'x')).toContain(outline('Paws & Co.', 'serif').d);
    expect(sceneSchema.safeParse(scene('Paws & Co.')).success).toBe(true);
    for (const bad of ['Paws <Co>', 'Chai ☕', 'Café"']) {
      // The content's schema names the characters allowed; the drawing refuses what it cannot draw.
      expect(sceneSchema.safeParse(scene(bad)).error?.issues[0]?.message).toMatch(/the pictures draw no other character/);
      expect(() => sceneSvg(scene(bad), 'x')).toThrow(/Lettering cannot draw/);
    }
  });

  it('draws 16:9 pictures for the wide size, and its schema refuses bad input', () => {
    const scene: Scene = { layout: 'trio', background: ['#ffffff', '#000000'], pouches: [{ art, brand: 'A', line: 'B' }] };
    expect(sceneSchema.safeParse(scene).success).toBe(false); // brand too short
    expect(sceneSchema.safeParse({ ...scene, pouches: [{ art, brand: 'Ab', line: 'Cd' }] }).success).toBe(true);
    expect(sceneSvg({ ...scene, pouches: [{ art, brand: 'Ab', line: 'Cd' }] }, 'w', 'wide')).toContain('viewBox="0 0 800 450"');
  });
});
