/** A user of a server process over real HTTP: registers through the outbox, signs in, and calls the API as a browser would. */
import { latestTokenFor } from './outbox.js';
import { STRONG_PASSWORD, uniqueEmail, type RegisteredUser } from './test-app.js';

/** The Origin every request carries; start the server with APP_URL set to it so refresh and logout accept it. */
export const HTTP_APP_URL = 'http://wellness.test';

export interface HttpResponse {
  status: number;
  body: unknown;
}

/** One browser: its refresh cookie and current access token, against whichever server origin it is told. */
export class HttpUser {
  accessToken = '';
  cookie = '';

  constructor(readonly user: RegisteredUser) {}

  async call(origin: string, method: string, path: string, body?: unknown): Promise<HttpResponse> {
    const headers: Record<string, string> = { origin: HTTP_APP_URL };
    if (this.accessToken) headers['authorization'] = `Bearer ${this.accessToken}`;
    if (this.cookie) headers['cookie'] = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    for (const setCookie of response.headers.getSetCookie()) {
      const refresh = /^refresh_token=([^;]*)/.exec(setCookie);
      if (refresh) this.cookie = refresh[1] ? `refresh_token=${refresh[1]}` : '';
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  async signIn(origin: string): Promise<void> {
    const response = await this.call(origin, 'POST', '/api/auth/login', { email: this.user.email, password: this.user.password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    this.accessToken = (response.body as { accessToken: string }).accessToken;
  }
}

/** Registers and verifies a new user on the server at `origin`, whose mails land in `outboxDir`. */
export async function registerVerifiedOverHttp(origin: string, outboxDir: string): Promise<HttpUser> {
  const user: RegisteredUser = { name: 'Process Person', email: uniqueEmail('process'), password: STRONG_PASSWORD };
  const browser = new HttpUser(user);
  const registered = await browser.call(origin, 'POST', '/api/auth/register', user);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = await latestTokenFor(outboxDir, user.email, '/verify-email');
  const verified = await browser.call(origin, 'POST', `/api/auth/verify-email/${token}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return browser;
}

/** A verified, signed-in user. */
export async function signedInOverHttp(origin: string, outboxDir: string): Promise<HttpUser> {
  const browser = await registerVerifiedOverHttp(origin, outboxDir);
  await browser.signIn(origin);
  return browser;
}
