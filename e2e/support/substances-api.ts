/** Seeds a user's inventory through the real API, for specs that start from items rather than adding them. */
import { fixtureClientAddress, type TestUser } from './fixtures.js';

async function call(baseURL: string, path: string, init: { method: string; token?: string; body?: unknown }): Promise<unknown> {
  // The seeding's own address: its sign-ins must not use up the browsers' budget on 127.0.0.1 (30 a minute).
  const headers: Record<string, string> = { 'X-Forwarded-For': fixtureClientAddress() };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
  const response = await fetch(`${baseURL}/api${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${path}: HTTP ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

export async function apiToken(baseURL: string, user: TestUser): Promise<string> {
  const data = await call(baseURL, '/auth/login', { method: 'POST', body: { email: user.email, password: user.password } });
  const token = (data as { accessToken?: unknown }).accessToken;
  if (typeof token !== 'string') throw new Error('The login answer has no access token');
  return token;
}

export type SeedCollection = 'prescriptions' | 'otc-medications' | 'supplements';

export async function seedSubstance(baseURL: string, token: string, collection: SeedCollection, body: Record<string, unknown>): Promise<string> {
  const data = await call(baseURL, `/${collection}`, { method: 'POST', token, body });
  const id = (data as { id?: unknown }).id;
  if (typeof id !== 'string') throw new Error('The created substance has no id');
  return id;
}
