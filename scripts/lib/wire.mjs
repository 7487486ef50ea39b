// What a page costs on the wire of a new connection: the bytes of its response as sent (status
// line, headers, gzip body, chunk framing), and the round trips TCP slow start takes to bring them
// as Lighthouse's simulation models it (lantern's TCPConnection: a first window of 10 segments of
// 1460 bytes, doubling each round trip). A page whose document needs one more round trip than its
// English page paints one round trip later (150 ms on Lighthouse's slow 4G), whatever else it does.
import { connect } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The Brotli quality the documents are measured at: Cloudflare compresses a Worker's HTML on the
 * fly for a browser that asks for Brotli; 4 is the quality on-the-fly compressors commonly use for
 * a response: an assumption, stated in decision 068, until a deployed page's bytes are compared.
 */
export const BROTLI_QUALITY = 4;

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
 * The bytes of the response to a GET of `url` (http only) as they cross the wire, asking for gzip
 * as a browser does: everything the server sends on a connection it closes after the response.
 */
export function wireBytes(url) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect(Number(port || 80), hostname, () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      bytes += chunk.length;
    });
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}

/**
 * The bytes of the response to a GET of `url` as Cloudflare sends it to a browser that asks for
 * Brotli: the status line and headers as the server sends them, and the body compressed with
 * Brotli at `quality` (the local server sends it uncompressed, asked for nothing else).
 */
export function brotliWireBytes(url, quality = BROTLI_QUALITY) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = connect(Number(port || 80), hostname, () => {
      socket.write(`GET ${pathname}${search} HTTP/1.0\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: identity\r\n\r\n`);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const response = Buffer.concat(chunks);
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`${url}: no headers`));
      const head = response
        .subarray(0, end + 4)
        .toString('latin1')
        .replace(/^content-length:.*\r\n/gim, '');
      const body = response.subarray(end + 4);
      const compressed = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      });
      // The headers gain "content-encoding: br" and the body is sent whole.
      resolve(Buffer.byteLength(head, 'latin1') + 'content-encoding: br\r\n'.length + compressed.length);
    });
    socket.on('error', reject);
  });
}
