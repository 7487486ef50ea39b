import manifest from '../../static/build/.vite/manifest.json';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
const chunks = manifest as Record<string, ManifestChunk>;

const url = (file: string) => `/build/${file}`;

function chunk(key: string): ManifestChunk {
  const found = chunks[key];
  if (!found) throw new Error(`client build has no ${key}: run \`npm run build\``);
  return found;
}

/** Every file a module needs before it runs: itself and its static imports, depth first. */
function closure(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const c = chunk(key);
  return [url(c.file), ...(c.imports ?? []).flatMap((k) => closure(k, seen))];
}

const islandKey = (name: string) => `client/islands/${name}.ts`;

/** The hashed file names the document refers to, resolved once per worker from the build manifest. */
export const clientAssets = {
  entry: url(chunk('client/entry.ts').file),
  stylesheet: url(chunk('client/styles/site.css').file),
  /** URL of an island's module, which the client entry imports. */
  islandSrc: (name: string): string => url(chunk(islandKey(name)).file),
  /** Files of an island's module and its imports, for <link rel="modulepreload">. */
  islandFiles: (name: string): string[] => closure(islandKey(name)),
};
