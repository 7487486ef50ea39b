import { env } from 'cloudflare:test';
import { EmailMessage } from 'cloudflare:email';
import type { Env } from '@platform/env';

/** An e-mail as the inbox got it: the Subject decoded, the body decoded with plain LF line breaks. */
export interface Sent {
  subject: string;
  text: string;
  to: string;
  from: string;
  raw: string;
}

const decodeBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
/** A Subject's RFC 2047 encoded words (B, UTF-8), as a mail program shows them. */
export const decodeWord = (v: string) => v.replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_m, b64: string) => decodeBase64(b64));

/**
 * The real local send_email binding (miniflare parses and checks each message and writes it to a
 * .eml file), seen through a recorder that keeps a copy of every message it passes on; `env` is
 * `base` with the recorder and a company inbox set, and `extra` over them.
 */
export function recordingInbox(extra: Partial<Env> = {}, base: Env = env) {
  const sent: Sent[] = [];
  const real = env.INBOX_MAIL!;
  const recorder = {
    async send(message: EmailMessage) {
      const raw = await new Response((message as unknown as Record<string, ReadableStream | string>)['EmailMessage::raw']).text();
      const result = await real.send(new EmailMessage(message.from, message.to, raw));
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const subject = decodeWord(/^Subject: (.*)$/m.exec(head)?.[1] ?? '');
      sent.push({ subject, text: decodeBase64(body.replace(/\s+/g, '')).replaceAll('\r\n', '\n'), to: message.to, from: message.from, raw });
      return result;
    },
  } as unknown as SendEmail;
  return { sent, env: { ...base, INBOX_MAIL: recorder, ENQUIRY_INBOX: 'sales@printpouch.example', ...extra } as Env };
}
