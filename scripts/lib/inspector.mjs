// A client for workerd's inspector (the Chrome DevTools protocol over a WebSocket): send a command,
// await its result. Miniflare and `wrangler dev --inspector-port` open one.

// Node 22 has WebSocket built in, Node 20 only behind a flag: there the `ws` package Miniflare depends on.
const WebSocketClient = globalThis.WebSocket ?? (await import('ws')).default;

/**
 * Connects to an inspector target (its WebSocket address) and returns `send(method, params)`,
 * which resolves with the command's result (rejects on its error), and `close()`.
 * @param {string | URL} address
 */
export async function inspect(address) {
  const ws = new WebSocketClient(String(address));
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve);
    ws.addEventListener('error', reject);
  });
  let id = 0;
  const waiting = new Map();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const answer = waiting.get(message.id);
    if (!answer) return;
    waiting.delete(message.id);
    if (message.error) answer.reject(new Error(`${message.error.message} (${message.error.code})`));
    else answer.resolve(message.result);
  });
  return {
    /** @type {(method: string, params?: object) => Promise<any>} */
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const n = ++id;
        waiting.set(n, { resolve, reject });
        ws.send(JSON.stringify({ id: n, method, params }));
      }),
    close: () => ws.close(),
  };
}
