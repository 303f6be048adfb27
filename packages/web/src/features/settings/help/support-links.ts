/**
 * The sidebar's Contact Support and Send Feedback links. Support mail goes to support@ the host
 * the app is served from, the same domain the server already sends its mail from (no-reply@ the APP_URL host),
 * so every installation points at its own operator; docs/operations.md says to create that mailbox. Send
 * Feedback opens a mail to the same address with a subject and a short prompt filled in, rather than doing
 * nothing as the described product did (docs/decisions.md).
 */
import { APP_TITLE, APP_VERSION } from '@wellness/contract';

export const FEEDBACK_SUBJECT = `Feedback on ${APP_TITLE} ${APP_VERSION}`;
export const SUPPORT_SUBJECT = `${APP_TITLE} support request`;

const FEEDBACK_BODY = 'What I was trying to do:\n\nWhat worked well or got in the way:\n\nIdeas:\n';

export function supportAddress(hostname: string): string {
  return `support@${hostname}`;
}

// mailto parameters use percent-encoding (RFC 6068): a "+" would reach the mail program as a plus sign.
const mailto = (address: string, fields: Record<string, string>) =>
  `mailto:${address}?${Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;

export function contactSupportHref(hostname: string): string {
  return mailto(supportAddress(hostname), { subject: SUPPORT_SUBJECT });
}

export function feedbackHref(hostname: string): string {
  return mailto(supportAddress(hostname), { subject: FEEDBACK_SUBJECT, body: FEEDBACK_BODY });
}
