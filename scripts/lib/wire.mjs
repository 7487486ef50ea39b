// What a page costs on the wire of a new connection: the bytes of its response as sent (status
// line, headers, gzip body, chunk framing), and the round trips TCP slow start takes to bring them
// as Lighthouse's simulation models it (lantern's TCPConnection: a first window of 10 segments of
// 1460 bytes, doubling each round trip). A page whose document needs one more round trip than its
// English page paints one round trip later (150 ms on Lighthouse's slow 4G), whatever else it does.
import { connect } from 'node:net';

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
