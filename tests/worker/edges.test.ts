import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, formBody, jsonRequest, nextIp, oldStart, person, row } from './enquiry-helpers';

/**
 * The smaller edges a stranger finds by trying the site (issue 49, item 7), each beside the plain
 * case that must keep working. (Ranges on a download are in artwork.test.ts, beside the other
 * range requests.)
 */

beforeEach(async () => {
  await env.DB.exec('DELETE FROM enquiries; DELETE FROM enquiry_rate;');
});

/** The form as a browser without JavaScript posts it, with quote lines. */
async function postForm(fields: Record<string, string> = {}, lines: Array<Record<string, string>> = [], origin = 'http://localhost') {
  const body = new URLSearchParams({ ...person, website: '', idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(), sourcePage: '/contactus', ...fields });
  for (const l of lines) for (const key of ['product', 'size', 'quantity', 'note']) body.append(`item-${key}`, l[key] ?? '');
  const { res } = await call(new Request(`${origin}/contactus`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
    body: body.toString(),
    redirect: 'manual',
  }));
  return res;
}

describe('an e-mail address a mail server would refuse for its length (RFC 5321)', () => {
  const localMessage = 'The part of your e-mail address before the @ is too long: at most 64 characters.';
  const post = async (email: string) => {
    const { res } = await call(jsonRequest(await formBody({ email })));
    return { status: res.status, answer: (await res.json()) as { errors?: Record<string, string>; reference?: string } };
  };

  it('refuses a local part of 240 characters through the JSON API, with a message beside the e-mail field', async () => {
    const { status, answer } = await post(`${'a'.repeat(240)}@example.com`);
    expect([status, answer.errors]).toEqual([400, { email: localMessage }]);
  });

  it('refuses a local part of 65 characters, and a domain label of 64, each with its own message', async () => {
    expect((await post(`${'a'.repeat(65)}@example.com`)).answer.errors).toEqual({ email: localMessage });
    expect((await post(`asha@${'d'.repeat(64)}.com`)).answer.errors).toEqual({ email: "A part of your e-mail address's domain (between dots) is too long: at most 63 characters." });
  });

  it('refuses it in the plain form post too: 400, the message beside the field, the address kept', async () => {
    const email = `${'b'.repeat(65)}@example.com`;
    const res = await postForm({ email });
    const html = (await res.text()).replaceAll('<!-- -->', '');
    expect(res.status).toBe(400);
    expect(html).toContain('Please check this field: Email.');
    const error = html.slice(html.indexOf('id="enquiry-email-error"'));
    expect(error.slice(0, error.indexOf('</p>'))).toContain(`<span>${localMessage}</span>`);
    expect(html).toContain(`value="${email}"`);
  });

  it('takes the longest deliverable address: a local part of 64 and 254 characters in all', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest.length).toBe(254);
    for (const email of [`${'a'.repeat(64)}@example.com`, longest, 'asha@example.com']) {
      const { status, answer } = await post(email);
      expect([email, status]).toEqual([email, 201]);
      expect((await row(answer.reference!))!.email).toBe(email);
    }
    expect((await post(`a${longest}`)).answer.errors).toEqual({ email: 'This e-mail address is too long: at most 254 characters.' });
  });
});
