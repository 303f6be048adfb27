/**
 * The texts of the mails the product sends, each in plain text and HTML with the same content. A mail to an address
 * not yet proven (verification, the link to a new address, a reset for an unverified account) greets without the
 * display name: whoever typed that address also typed the name, so it would carry a stranger's words to its
 * owner.
 */
import { APP_TITLE } from '@wellness/contract';
import type { OutgoingMail } from './mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function compose(to: string, subject: string, greetingName: string | null, paragraphs: string[], link: { url: string; label: string }): OutgoingMail {
  const greeting = greetingName === null ? 'Hello,' : `Hello ${greetingName},`;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${link.url}`, '', `— ${APP_TITLE}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link.url)}</p>`,
    `<p>— ${escapeHtml(APP_TITLE)}</p>`,
  ].join('\n');
  return { to, subject, text, html, links: [link.url] };
}

export function verificationMail(to: string, url: string): OutgoingMail {
  return compose(
    to,
    `Verify your email for ${APP_TITLE}`,
    null,
    [
      'Please confirm your email address to finish creating your account.',
      'This link works once and expires in 24 hours. If you did not create an account, you can ignore this mail.',
    ],
    { url, label: 'Verify my email' },
  );
}

/** `name` is null when the account's address is not verified yet. */
export function passwordResetMail(to: string, name: string | null, url: string): OutgoingMail {
  return compose(
    to,
    `Reset your ${APP_TITLE} password`,
    name,
    [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below.',
      'This link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
      'If you did not ask for this, you can ignore this mail; your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

export function accountExistsMail(to: string, name: string, url: string): OutgoingMail {
  return compose(
    to,
    `You already have a ${APP_TITLE} account`,
    name,
    [
      'Someone tried to create an account with this email address, but you already have one.',
      'If it was you, sign in; the sign-in screen offers "Forgot password" if you need a new one. If not, you can ignore this mail.',
    ],
    { url, label: 'Sign in' },
  );
}

export function emailChangeMail(to: string, url: string): OutgoingMail {
  return compose(
    to,
    `Confirm your new email for ${APP_TITLE}`,
    null,
    [
      'You asked to use this address for your account. Your email changes once you follow the link below.',
      'This link works once and expires in 24 hours. If you did not ask for this, you can ignore this mail.',
    ],
    { url, label: 'Confirm my new email' },
  );
}

/** `cancelUrl` cancels the pending change in one click (a page that asks the API by POST, so scanners' GETs do nothing). */
export function emailChangeNoticeMail(to: string, name: string, newEmail: string, cancelUrl: string): OutgoingMail {
  return compose(
    to,
    `Your ${APP_TITLE} email is being changed`,
    name,
    [
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only when the link sent there is followed.`,
      'If it was not you, cancel the change with the link below, then reset your password (the sign-in screen offers "Forgot password"); a reset signs out every login.',
    ],
    { url: cancelUrl, label: 'Cancel this email change' },
  );
}

/**
 * To the new address of an e-mail change when it already has an account: no confirm link, and no name,
 * since the account asking is not the one this address belongs to.
 */
export function emailChangeTakenMail(to: string, url: string): OutgoingMail {
  return compose(
    to,
    `Someone asked to use this email for ${APP_TITLE}`,
    'there',
    [
      `Someone signed in to a ${APP_TITLE} account asked to change its email address to this one. An account with this address already exists, so nothing was changed.`,
      'If that account is yours, sign in with this address; the sign-in screen offers "Forgot password" if you need a new one. If you did not expect this mail, you can ignore it.',
    ],
    { url, label: 'Sign in' },
  );
}

/** A scheduled dose is due: the e-mail channel of the reminders. */
export function doseReminderMail(
  to: string,
  name: string,
  dose: { substanceName: string; amountText: string | null; timeText: string },
  url: string,
): OutgoingMail {
  const what = dose.amountText ? `${dose.substanceName} (${dose.amountText})` : dose.substanceName;
  return compose(
    to,
    `Time for ${dose.substanceName}`,
    name,
    [
      `Your ${dose.timeText} dose of ${what} is due.`,
      'Open the app to mark it taken, snooze it or skip it. You can change or turn off these reminders in the substance’s schedule.',
    ],
    { url, label: 'Open today’s doses' },
  );
}

/** A substance's supply is running low: the refill reminder, sent on its refill-by day. */
export function refillReminderMail(to: string, name: string, refill: { substanceName: string; runOutText: string }, url: string): OutgoingMail {
  return compose(
    to,
    `Refill ${refill.substanceName} soon`,
    name,
    [`At your usual use, ${refill.substanceName} runs out around ${refill.runOutText}. Today is the day you chose to refill by.`],
    { url, label: 'Open your substances' },
  );
}
