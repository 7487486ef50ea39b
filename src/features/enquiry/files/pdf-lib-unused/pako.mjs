// What the worker's bundle has in place of pako (wrangler.toml [alias]): pdf-lib compresses with it
// only when it writes a file; the PDF judge inflates with fflate.
const unused = () => {
  throw new Error('pdf-lib wrote a compressed stream in the worker, which bundles no pako (wrangler.toml [alias]).');
};
export default { deflate: unused, inflate: unused };
