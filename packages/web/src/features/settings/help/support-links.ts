/**
 * The sidebar's Contact Support and Send Feedback links. Support mail goes to the server's SUPPORT_EMAIL setting
 * (GET /api/app-info), by default support@ the APP_URL host, so every installation points at its own operator;
 * docs/operations.md says to set it or create that mailbox. Until the answer arrives, support@ the page's host. Send
 * Feedback opens a mail to the same address with a subject and a short prompt filled in, rather than doing
 * nothing as the described product did (docs/decisions.md).
 */
import { APP_TITLE, APP_VERSION } from '@wellness/contract';

export const FEEDBACK_SUBJECT = `Feedback on ${APP_TITLE} ${APP_VERSION}`;
export const SUPPORT_SUBJECT = `${APP_TITLE} support request`;

const FEEDBACK_BODY = 'What I was trying to do:\n\nWhat worked well or got in the way:\n\nIdeas:\n';

/** The address before the server has said (the default of SUPPORT_EMAIL when APP_URL is this host). */
export function fallbackSupportAddress(hostname: string): string {
  return `support@${hostname}`;
}

// mailto parameters use percent-encoding (RFC 6068): a "+" would reach the mail program as a plus sign.
const mailto = (address: string, fields: Record<string, string>) =>
  `mailto:${address}?${Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;

export function contactSupportHref(address: string): string {
  return mailto(address, { subject: SUPPORT_SUBJECT });
}

export function feedbackHref(address: string): string {
  return mailto(address, { subject: FEEDBACK_SUBJECT, body: FEEDBACK_BODY });
}
