import { describe, expect, it } from 'vitest';
import { contactSupportHref, FEEDBACK_SUBJECT, feedbackHref, fallbackSupportAddress } from './support-links';

/** What a mail program reads from a mailto link: the address and the decoded fields. */
function parseMailto(href: string) {
  const url = new URL(href);
  return { protocol: url.protocol, address: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('support links', () => {
  it('addresses support at the host the app is served from until the server names its address', () => {
    expect(fallbackSupportAddress('wellness.example.org')).toBe('support@wellness.example.org');
  });

  it('opens a support mail with a subject', () => {
    const mail = parseMailto(contactSupportHref('help@clinic.example'));
    expect(mail).toMatchObject({ protocol: 'mailto:', address: 'help@clinic.example', subject: 'Wellness Tracker support request' });
  });

  it('opens a feedback mail with the product and version in the subject and a prompt in the body', () => {
    const href = feedbackHref('support@wellness.example.org');
    const mail = parseMailto(href);
    expect(mail.address).toBe('support@wellness.example.org');
    expect(mail.subject).toBe('Feedback on Wellness Tracker 1.0.0');
    expect(FEEDBACK_SUBJECT).toBe(mail.subject);
    expect(mail.body).toContain('What I was trying to do:');
    // Spaces are %20, never "+", which a mail program would show as a plus sign.
    expect(href).not.toContain('+');
  });
});
