// Just enough HTML reading for the audit tools: start tags and their attributes. The pages are
// our own, well-formed output (the Nu checker holds them to that), so no full parser is needed.

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });

/** Start tags named `names` (lower case; all when omitted), in document order, with attributes decoded. */
export function startTags(html, names) {
  const wanted = names && new Set(names);
  const out = [];
  // Skip the contents of scripts, styles and templates' JSON, which may contain '<'.
  const text = html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, '<script$1></script>').replace(/<!--[\s\S]*?-->/g, '');
  for (const m of text.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g)) {
    const name = m[1].toLowerCase();
    if (wanted && !wanted.has(name)) continue;
    const attrs = {};
    for (const a of (m[2] ?? '').matchAll(/([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attrs[a[1].toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? '');
    }
    out.push({ name, attrs });
  }
  return out;
}

/** Every id in the document, for checking `#fragment` links. */
export const ids = (html) => new Set([...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => decode(m[1] ?? m[2] ?? m[3])));
