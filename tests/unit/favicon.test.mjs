import { readFileSync } from 'node:fs';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { SIZES, packIco } from '../../scripts/favicon.mjs';

const ico = readFileSync(new URL('../../static/favicon.ico', import.meta.url));

describe('static/favicon.ico', () => {
  it('is an icon file holding the mark at 16, 32 and 48 px', async () => {
    expect((await fileTypeFromBuffer(ico))?.mime).toBe('image/x-icon');
    expect(imageSize(ico).images?.map((i) => [i.width, i.height])).toEqual(SIZES.map((s) => [s, s]));
  });

  it('stores each size as a PNG of exactly that size, where its directory entry says', async () => {
    for (let i = 0; i < SIZES.length; i++) {
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      const png = ico.subarray(offset, offset + length);
      expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
      expect(imageSize(png)).toMatchObject({ width: SIZES[i], height: SIZES[i] });
    }
  });
});

describe('packIco', () => {
  it('writes 0 for a 256 px side, as the format says, and places images one after another', () => {
    const a = Buffer.from('first');
    const b = Buffer.from('second image');
    const packed = packIco([
      { size: 256, png: a },
      { size: 20, png: b },
    ]);
    expect(packed.readUInt16LE(4)).toBe(2);
    expect([packed[6], packed[7], packed[22], packed[23]]).toEqual([0, 0, 20, 20]);
    expect(packed.readUInt32LE(6 + 12)).toBe(38);
    expect(packed.readUInt32LE(22 + 12)).toBe(38 + a.length);
    expect(packed.subarray(38).toString()).toBe('firstsecond image');
  });
});
