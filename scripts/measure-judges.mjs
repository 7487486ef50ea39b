#!/usr/bin/env node
// `node scripts/measure-judges.mjs`: the worst file of each class of issue 62 sent through the
// artwork API of the production worker in workerd (the deployable bundle, as `npm run preview`
// serves it), one at a time: the completion's status and wall time, the workerd processes' CPU
// time for it, and the peak of the worker isolate's memory (V8's heap as committed plus
// ArrayBuffers, read through the inspector every 50 ms, garbage collected before each file) and of workerd's RSS while it ran. The RSS
// is an upper bound only: the local D1 and R2 run in that process too. Prints a Markdown table for
// docs/measurements. Nothing here asserts a time; the tests prove behaviour, this measures it.
import { readFileSync } from 'node:fs';
import { zipSync, zlibSync } from 'fflate';
import { buildProduction, cpuMs, serveProduction } from './lib/production.mjs';

const PORT = Number(process.env.MEASURE_PORT || 8861);
const INSPECTOR = PORT + 2;
const WebSocketClient = globalThis.WebSocket ?? (await import('ws')).default;
process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

const enc = (text) => new TextEncoder().encode(text);
const join = (...parts) => {
  const bytes = parts.map((p) => (typeof p === 'string' ? enc(p) : p));
  const out = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  bytes.reduce((at, b) => (out.set(b, at), at + b.length), 0);
  return out;
};
const stream = (dict, data) => join(`<< ${dict} /Length ${data.length} >>\nstream\n`, data, '\nendstream');
const pdf = (catalog, objects) => {
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 283] >>',
    ...objects,
  ];
  return join('%PDF-1.7\n', ...bodies.map((b, i) => join(`${i + 1} 0 obj\n`, b, '\nendobj\n')), 'trailer\n<< /Root 1 0 R >>\n%%EOF\n');
};
const random = (n) => {
  const out = new Uint8Array(n);
  for (let at = 0; at < n; at += 65536) crypto.getRandomValues(out.subarray(at, Math.min(n, at + 65536)));
  return out;
};

/** The worst file of each class, as the issue and the tests name them. */
function files() {
  const js = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const data = enc(`5 0 ${js}`);
  const hexSpaced = enc([...data].map((b) => b.toString(16).padStart(2, '0')).join(' '));
  const svgAttributes = `<svg xmlns="http://www.w3.org/2000/svg"><rect ${Array.from({ length: 1_000_000 }, (_, i) => `a${i}=""`).join(' ')}/></svg>`;
  const zeros = new Uint8Array(256 * 1000 * 1000);
  const lying = zipSync({ 'zeros.tif': zeros }, { level: 9 });
  new DataView(lying.buffer).setUint32(22, 1024, true);
  const manySvgs = {};
  for (let i = 0; i < 1000; i++) manySvgs[`art/${i}.svg`] = enc(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(2000)}</svg>`);
  const template = new Uint8Array(readFileSync('static/build/templates/printpouch-kraft-with-window-500gm-dieline.pdf'));
  return [
    [
      'PDF: object stream of 1 MB inflating to 1 GB',
      'bomb.pdf',
      pdf('', [stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', zlibSync(new Uint8Array(1024 * 1024 * 1024).fill(0x20), { level: 9 }))]),
    ],
    [
      'PDF: hidden object stream, filter chain',
      'chain.pdf',
      pdf('/OpenAction 5 0 R', [stream('/N 1 /First 4 /Filter [/FlateDecode /ASCIIHexDecode]', zlibSync(hexSpaced))]),
    ],
    ['PDF: 200,000 nested strings (work budget)', 'nested.pdf', enc(`%PDF-1.7\n${'1 0 obj ('.repeat(200_000)}${')'.repeat(200_000)}`)],
    [
      'PDF: 1,000,000 names (work budget)',
      'names.pdf',
      enc(`%PDF-1.7\n1 0 obj << ${Array.from({ length: 1_000_000 }, (_, i) => `/n${i} 1`).join(' ')} >> endobj`),
    ],
    [
      'PDF: 31 MB image, read whole',
      'image.pdf',
      pdf('', [stream('/Subtype /Image /Width 4000 /Height 3900 /BitsPerComponent 8 /ColorSpace /DeviceRGB', random(31 * 1024 * 1024))]),
    ],
    ['PDF: a print template (harmless)', 'template.pdf', template],
    ['SVG: one element, 1,000,000 empty attributes', 'attributes.svg', enc(svgAttributes)],
    ['ZIP: 256 MB of zeros declared', 'bomb.zip', zipSync({ 'zeros.tif': zeros }, { level: 9 })],
    ['ZIP: 256 MB of zeros declared as 1 KB', 'lying.zip', lying],
    ['ZIP: 1000 SVGs of 56 KB, each judged', 'many.zip', zipSync(manySvgs)],
    ['ZIP: scripted SVG', 'artwork.zip', zipSync({ 'logo.svg': enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })],
  ];
}

function isolateMemory() {
  let socket = null;
  let id = 0;
  const waiting = new Map();
  return async (collect = false) => {
    try {
      if (!socket) {
        const [target] = await fetch(`http://127.0.0.1:${INSPECTOR}/json`).then((r) => r.json());
        const ws = new WebSocketClient(target.webSocketDebuggerUrl);
        await new Promise((resolve, reject) => {
          ws.addEventListener('open', resolve);
          ws.addEventListener('error', reject);
        });
        ws.addEventListener('message', (event) => {
          const message = JSON.parse(String(event.data));
          waiting.get(message.id)?.(message.result);
        });
        socket = ws;
      }
      if (collect) {
        const gc = ++id;
        await new Promise((resolve) => {
          waiting.set(gc, resolve);
          socket.send(JSON.stringify({ id: gc, method: 'HeapProfiler.collectGarbage' }));
          setTimeout(() => resolve(null), 5000).unref();
        });
      }
      const ask = ++id;
      const usage = await new Promise((resolve) => {
        waiting.set(ask, resolve);
        socket.send(JSON.stringify({ id: ask, method: 'Runtime.getHeapUsage' }));
        setTimeout(() => resolve(null), 2000).unref();
      });
      return usage ? usage.totalSize + (usage.backingStorageSize ?? 0) : null;
    } catch {
      socket = null;
      return null;
    }
  };
}
const rssOf = (pid) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

buildProduction({ client: false });
const site = await serveProduction({ port: PORT, inspectorPort: INSPECTOR });
const memory = isolateMemory();
const MB = (n) => (n / 1024 / 1024).toFixed(1);
const rows = [];
try {
  let visitor = 0;
  for (const [what, name, bytes] of files()) {
    visitor += 1;
    const headers = { 'content-type': 'application/json', 'cf-connecting-ip': `203.0.113.${visitor}`, origin: site.url };
    const start = await fetch(`${site.url}/api/artwork`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, bytes: bytes.length, form: crypto.randomUUID() }),
    }).then((r) => r.json());
    const token = { 'x-upload-token': start.token, 'cf-connecting-ip': headers['cf-connecting-ip'], origin: site.url };
    for (let n = 1; n <= start.parts; n++) {
      const part = bytes.subarray((n - 1) * start.partBytes, Math.min(bytes.length, n * start.partBytes));
      const res = await fetch(`${site.url}/api/artwork/${start.id}/parts/${n}`, {
        method: 'PUT',
        headers: { ...token, 'content-length': String(part.length) },
        body: part,
      });
      if (res.status !== 200) throw new Error(`${name} part ${n}: ${res.status} ${await res.text()}`);
    }
    const pids = site.runtimePids();
    // The isolate's live memory before the file (garbage collected first); the peak is an upper bound (garbage not yet collected counts).
    const idle = (await memory(true)) ?? 0;
    let peak = idle;
    let peakRss = Math.max(...pids.map(rssOf));
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = await memory();
        if (now) peak = Math.max(peak, now);
        peakRss = Math.max(peakRss, ...pids.map(rssOf));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const cpu = cpuMs(pids);
    const t = performance.now();
    const done = await fetch(`${site.url}/api/artwork/${start.id}/complete`, {
      method: 'POST',
      headers: { ...token, 'content-type': 'application/json' },
      body: '{}',
    });
    const wall = performance.now() - t;
    const body = await done.json();
    sampling = false;
    await sampler;
    const said = done.status === 200 ? body.file.preflight.map((n) => n.text.slice(0, 70)).join(' | ') || 'no note' : body.message.slice(0, 90);
    rows.push(
      `| ${what} | ${MB(bytes.length)} MB | ${done.status} | ${Math.round(wall)} ms | ${Math.round(cpuMs(pids) - cpu)} ms | ${MB(idle)} → ${MB(peak)} MB | ${MB(peakRss)} MB | ${said} |`,
    );
    console.error(rows.at(-1));
  }
} finally {
  await site.stop();
}
console.log('| File | Size | Status | Wall | workerd CPU | Isolate memory (idle → peak) | workerd RSS peak | What it said |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
