// What a page costs on the wire of a new connection: the bytes of its response as sent (status
// line, headers, gzip body, chunk framing), and the round trips TCP slow start takes to bring them
// as Lighthouse's simulation models it (lantern's TCPConnection: a first window of 10 segments of
// 1460 bytes, doubling each round trip). A page whose document needs one more round trip than its
// English page paints one round trip later (150 ms on Lighthouse's slow 4G), whatever else it does.
import { request } from 'node:http';
import { connect } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * The Brotli quality Cloudflare compresses a Worker's HTML at for a browser that asks for Brotli:
 * 5. workerd, Cloudflare's runtime, which serves the site locally, compresses a response at 5 when
 * asked for Brotli (its bodies are byte for byte Node's quality 5 on the 500gm pages, 2026-12-06),
 * and a public measurement of Cloudflare's edge found 5 too (decision 093). The audit asks the
 * server for Brotli and counts what it sends; this quality is what a test server compresses at.
 */
export const BROTLI_QUALITY = 5;

export const SEGMENT_BYTES = 1460;
export const INITIAL_WINDOW = 10;

/** Round trips of a new connection until `bytes` have arrived. */
export function roundTrips(bytes) {
  let window = INITIAL_WINDOW;
  let arrived = window * SEGMENT_BYTES;
  let trips = 1;
  while (arrived < bytes) {
    window *= 2;
    arrived += window * SEGMENT_BYTES;
    trips += 1;
  }
  return trips;
}

/**
 * Where the response in `data` ends, by its own framing (Content-Length, or chunked transfer
 * ending in its zero-size chunk), or -1 while it is incomplete or has neither (then the server's
 * close ends it). A server may keep the connection open a while after the response, asked to
 * close it or not: waiting for that took 5 s a request.
 */
export function responseEnd(data) {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return -1;
  const head = data.subarray(0, headEnd).toString('latin1');
  const bodyStart = headEnd + 4;
  const length = /^content-length:\s*(\d+)\s*$/im.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return data.length >= end ? end : -1;
  }
  if (!/^transfer-encoding:.*\bchunked\b/im.test(head)) return -1;
  let at = bodyStart;
  for (;;) {
    const line = data.indexOf('\r\n', at);
    if (line < 0) return -1;
    const size = Number.parseInt(data.subarray(at, line).toString('latin1'), 16);
    if (Number.isNaN(size)) return -1;
    if (size === 0) {
      // The last chunk, then trailers (none here) and an empty line.
      const trailersEnd = data.indexOf('\r\n\r\n', line);
      return trailersEnd < 0 ? -1 : trailersEnd + 4;
    }
    at = line + 2 + size + 2;
    if (at > data.length) return -1;
  }
}

/** The whole response to `request` sent on a new connection to `url`'s host: ended by its framing or the server's close. */
function exchange(url, request) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks = [];
    let done = false;
    const finish = (response) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(response);
    };
    const socket = connect(Number(port || 80), hostname, () => socket.write(request));
    // A server that neither ends its response's framing nor closes is a failure, said, not a wait without end.
    socket.setTimeout(30_000, () => {
      if (!done) reject(new Error(`${url}: no complete response within 30 s`));
      done = true;
      socket.destroy();
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const data = Buffer.concat(chunks);
      const end = responseEnd(data);
      if (end >= 0) finish(data.subarray(0, end));
    });
    socket.on('end', () => finish(Buffer.concat(chunks)));
    socket.on('error', (error) => {
      if (!done) reject(error);
    });
  });
}

/**
 * What a lab browser (Lighthouse's Chromium) asks for, so that the local server sends what
 * Cloudflare's edge sends a phone. Chromium lists `gzip, deflate, br, zstd` over HTTPS, and the edge
 * answers in Brotli whenever it is listed (its default: Brotli preferred, whatever the order). The
 * local server (Miniflare's front, in front of workerd) takes the first encoding listed instead, so
 * Chromium's own order gets gzip there: Brotli is listed first.
 */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip, deflate';

/**
 * A GET of `url` asking for `acceptEncoding`: the encoding the server sent (none: 'identity') and
 * the body as sent, still encoded.
 */
function getEncoded(url, acceptEncoding) {
  return new Promise((resolve, reject) =>
    request(url, { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .setTimeout(30_000, function () {
        this.destroy(new Error(`${url}: no complete response within 30 s`));
      })
      .end(),
  );
}

/** The encoding the server sends for a GET of `url` asking with `acceptEncoding` (none: 'identity'). */
export const encodingSent = async (url, acceptEncoding) => (await getEncoded(url, acceptEncoding)).encoding;

/**
 * The bytes of the response to a GET of `url` (http only) as they cross the wire, asking for gzip
 * as a browser does: status line, headers and body with its framing.
 */
export async function wireBytes(url) {
  const { hostname, port, pathname, search } = new URL(url);
  const response = await exchange(
    url,
    `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate\r\nConnection: close\r\n\r\n`,
  );
  return response.length;
}

/**
 * The bytes of the response to a GET of `url` (http only) as Cloudflare sends it to a browser that
 * asks for Brotli, as every browser does over HTTPS: status line, headers and Brotli body with its
 * framing, as the server sends them. workerd compresses as Cloudflare's edge does (BROTLI_QUALITY);
 * a response the server sends in anything but Brotli is refused, as it would be counted wrong.
 */
export async function brotliWireBytes(url) {
  const { hostname, port, pathname, search } = new URL(url);
  const response = await exchange(
    url,
    `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`,
  );
  const head = response.subarray(0, Math.max(0, response.indexOf('\r\n\r\n'))).toString('latin1');
  if (!/^content-encoding:\s*br\s*$/im.test(head))
    throw new Error(`${url}: asked for Brotli, the server sent ${/^content-encoding:\s*(.*?)\s*$/im.exec(head)?.[1] ?? 'no encoding'}`);
  return response.length;
}

/**
 * Whether the server compresses as Cloudflare's edge does: the Brotli body it sends for `url`,
 * against the same document compressed at BROTLI_QUALITY. Returns both lengths.
 */
export async function brotliAsCloudflare(url) {
  const { encoding, body } = await getEncoded(url, 'br');
  if (encoding !== 'br') throw new Error(`${url}: asked for Brotli, the server sent ${encoding === 'identity' ? 'no encoding' : encoding}`);
  const ours = brotliCompressSync(brotliDecompressSync(body), { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  return { sent: body.length, atQuality: ours.length };
}
