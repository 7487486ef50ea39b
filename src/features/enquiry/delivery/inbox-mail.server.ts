import { EmailMessage } from 'cloudflare:email';
import type { Env } from '@platform/env';

/** What the company inbox receives: a plain-text e-mail. */
export interface InboxMail {
  subject: string;
  text: string;
  /** Replies go to the visitor when the mail is about one enquiry. */
  replyTo?: string;
}

export type InboxConfigured = Env & { INBOX_MAIL: SendEmail; ENQUIRY_INBOX: string; ENQUIRY_MAIL_FROM: string };

/** The fallback, alerts and digest are on only with a send_email binding and an inbox address. */
export const inboxConfigured = (env: Env): env is InboxConfigured => Boolean(env.INBOX_MAIL && env.ENQUIRY_INBOX && env.ENQUIRY_MAIL_FROM);

const utf8Base64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * A header value that stays one header: every line break and control a space, and written as an
 * RFC 2047 encoded word when it is not plain ASCII or holds `=?` (so that an encoded word typed by a
 * visitor is shown as typed, never decoded by the reader's mail program).
 */
export const headerText = (text: string): string => {
  const clean = text.replace(/[\p{Cc}\u0085\u2028\u2029]+/gu, ' ');
  return /^[\x20-\x7e]*$/.test(clean) && !clean.includes('=?') ? clean : `=?UTF-8?B?${utf8Base64(clean)}?=`;
};

const wrap76 = (text: string) => text.replace(/.{1,76}/g, '$&\r\n');

/** An RFC 5322 message: text/plain UTF-8, body base64 (any language, any line length, CRLF). */
export function composeMime(from: string, to: string, mail: InboxMail, now = new Date()): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const replyTo = mail.replyTo && /^[^\s<>@,;"]+@[^\s<>@,;"]+$/.test(mail.replyTo) ? [`Reply-To: ${mail.replyTo}`] : [];
  return [
    `From: PrintPouch website <${from}>`,
    `To: ${to}`,
    ...replyTo,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    wrap76(utf8Base64(mail.text.replace(/\r?\n/g, '\r\n'))),
  ].join('\r\n');
}

/** Sends one e-mail to the company inbox through the send_email binding. Throws when it is refused. */
export async function sendToInbox(env: InboxConfigured, mail: InboxMail): Promise<void> {
  await env.INBOX_MAIL.send(new EmailMessage(env.ENQUIRY_MAIL_FROM, env.ENQUIRY_INBOX, composeMime(env.ENQUIRY_MAIL_FROM, env.ENQUIRY_INBOX, mail)));
}
