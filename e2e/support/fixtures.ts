/** Test users made through the real API and the mail outbox, so each spec starts from a known account. */
import { randomBytes } from 'node:crypto';
import { mailFiles, waitForLink } from './outbox.js';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** Meets the password rule: 12+ characters, upper, lower, number and a listed special character. */
export function strongPassword(): string {
  return `Calm${randomBytes(4).toString('hex')}River7!`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export function newTestUser(label: string): TestUser {
  return { name: `Test ${label}`, email: uniqueEmail(label), password: strongPassword() };
}

/**
 * A client address of its own for each fixture call (the test server trusts X-Forwarded-For), so making many
 * test users does not use up one address's mail budget, nor signing them in through the API the sign-in budget of
 * one address (30 a minute), as it would not for real people.
 */
export function fixtureClientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

async function post(baseURL: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { 'X-Forwarded-For': fixtureClientAddress() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: text === '' ? null : (JSON.parse(text) as unknown) };
}

async function expectStatus(call: Promise<{ status: number; data: unknown }>, expected: number, what: string): Promise<unknown> {
  const { status, data } = await call;
  if (status !== expected) throw new Error(`${what}: expected HTTP ${expected}, got ${status} ${JSON.stringify(data)}`);
  return data;
}

export interface RegisteredUser extends TestUser {
  /** The mailed verification link, already used once when the user is verified. */
  verificationLink: URL;
}

/** Registers through the API and returns the verification link from the outbox, without using it. */
export async function registerUser(baseURL: string, outboxDir: string, label: string): Promise<RegisteredUser> {
  const user = newTestUser(label);
  const seen = await mailFiles(outboxDir);
  await expectStatus(post(baseURL, '/auth/register', { ...user, timezone: 'America/New_York' }), 201, 'register');
  const { link } = await waitForLink(outboxDir, { to: user.email, linkPath: '/verify-email', seen });
  return { ...user, verificationLink: link };
}

/** A user whose email is verified, ready to sign in. */
export async function createVerifiedUser(baseURL: string, outboxDir: string, label: string): Promise<RegisteredUser> {
  const user = await registerUser(baseURL, outboxDir, label);
  const token = user.verificationLink.searchParams.get('token');
  if (token === null) throw new Error(`The verification link has no token: ${user.verificationLink.href}`);
  await expectStatus(post(baseURL, `/auth/verify-email/${encodeURIComponent(token)}`), 200, 'verify email');
  return user;
}

/** The path and query of a mailed link, to open it against the test server's base URL. */
export function pathOf(link: URL): string {
  return `${link.pathname}${link.search}`;
}
