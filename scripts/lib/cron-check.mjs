// The preview's own minute timer, checked against the clock: an enquiry whose first forward fails
// must be delivered by the next cron minute with nothing fired by hand. `npm test` fires the
// scheduled handler directly (tests/unit/preview.test.mjs); this is the one check that waits for
// the real minute, so it runs in `npm run audit` only.
import { startMailStandIn } from '../../tests/support/mail-stand-in.mjs';
import { serveProduction } from './production.mjs';

/** Resolves with the seconds the delivery took, or throws with what went wrong. */
export async function checkMinuteCron({ port = 0 } = {}) {
  const secret = 'audit-cron-secret-0123456789abcdef';
  const mail = await startMailStandIn({ secret });
  const server = await serveProduction({
    port,
    cron: true,
    vars: { MAIL_SCRIPT_URL: mail.url('cron'), MAIL_SCRIPT_SECRET: secret, FORWARD_RETRY_BASE_MS: '0', PAGE_CACHE: 'off' },
  });
  try {
    // The first forward fails: only the cron can deliver the enquiry.
    await fetch(`${mail.base}/__control/cron`, { method: 'POST', body: JSON.stringify({ script: ['fail'] }) });
    const page = await (await fetch(`${server.url}/contactus`)).text();
    const startedAt = /name="startedAt" value="([^"]+)"/.exec(page)?.[1];
    if (!startedAt) throw new Error('/contactus has no signed start time');
    // A form younger than 2 s counts as spam.
    await new Promise((r) => setTimeout(r, 2100));
    const sent = Date.now();
    const res = await fetch(`${server.url}/api/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '2001:db8:c0::1' },
      body: JSON.stringify({
        name: 'Cron Check',
        email: 'cron@example.com',
        phone: '9876543210',
        message: 'Checking that the minute timer delivers a forward that failed.',
        idempotencyKey: crypto.randomUUID(),
        startedAt,
        website: '',
        sourcePage: '/contactus',
      }),
    });
    if (res.status !== 201) throw new Error(`the enquiry answered ${res.status}`);
    const end = sent + 150_000;
    while (Date.now() < end) {
      const log = mail.log('cron');
      if (log.some((r) => r.outcome === 'ok')) {
        if (!log.some((r) => r.outcome === 'fail')) throw new Error('the first forward did not fail as scripted');
        return (Date.now() - sent) / 1000;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('no delivery within 150 s: the minute timer did not retry');
  } finally {
    await server.stop();
    await mail.stop();
  }
}
