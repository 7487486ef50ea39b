/**
 * A WOFF font as the plain OpenType (sfnt) file it wraps, its tables inflated by the browser
 * (DecompressionStream). fontkit reads a WOFF's tables by inflating them in JavaScript each time one
 * is read, and its subsetter reads the glyph table once for every glyph it copies; from the sfnt it
 * reads them as they lie. The tables are the same bytes either way (the WOFF 1.0 format, W3C).
 */
export async function sfntOfWoff(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already an sfnt
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const at = 44 + i * 20;
      const offset = view.getUint32(at + 4);
      const compressed = view.getUint32(at + 8);
      const length = view.getUint32(at + 12);
      const stored = woff.subarray(offset, offset + compressed);
      const data =
        compressed < length
          ? new Uint8Array(await new Response(new Blob([stored as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer())
          : stored;
      if (data.length !== length) throw new Error('a WOFF table inflated to the wrong length');
      return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
    }),
  );
  const pad = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + pad(t.data.length), 12 + 16 * count);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  o.setUint32(0, flavor);
  o.setUint16(4, count);
  o.setUint16(6, power * 16);
  o.setUint16(8, Math.log2(power));
  o.setUint16(10, count * 16 - power * 16);
  let offset = 12 + 16 * count;
  tables.forEach((t, i) => {
    o.setUint32(12 + i * 16, t.tag);
    o.setUint32(16 + i * 16, t.checksum);
    o.setUint32(20 + i * 16, offset);
    o.setUint32(24 + i * 16, t.data.length);
    out.set(t.data, offset);
    offset += pad(t.data.length);
  });
  return out;
}
