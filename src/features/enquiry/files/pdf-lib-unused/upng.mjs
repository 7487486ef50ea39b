// What the worker's bundle has in place of @pdf-lib/upng (wrangler.toml [alias]): pdf-lib reads a
// PNG with it only to embed one in a file it writes.
const unused = () => {
  throw new Error('pdf-lib embedded a PNG in the worker, which bundles no PNG decoder (wrangler.toml [alias]).');
};
export default { decode: unused, toRGBA8: unused };
