/** Builds a real server on a test database with a manual clock, a private outbox, and request helpers. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { PasswordHasher } from '../../src/features/account/password-hasher.js';
import type { Mailer } from '../../src/mail/mailer.js';
import type { OccurrenceActions } from '../../src/features/push/service.js';
import type { TestDatabase } from './databases.js';
import { latestTokenFor, registerOutboxDrain } from './outbox.js';

export const APP_ORIGIN = 'http://wellness.test';
export const STRONG_PASSWORD = 'Correct-Horse-9-Battery!';

export interface TestApp extends App {
  clock: ManualClock;
  outboxDir: string;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: {
    clock?: ManualClock;
    beforeReady?: (app: App) => void;
    hasher?: PasswordHasher;
    onRoute?: (route: RouteOptions) => void;
    /** A transport in place of the .eml folder (the outbox still queues and retries). */
    mailer?: Mailer;
    /** The .eml folder; a new one by default. */
    outboxDir?: string;
    /**
     * The outbox queue the app sends from. Every test app shares the run's database, so each gets its own (its
     * folder's name) unless a test means two apps to share one, as two servers of one deployment do.
     */
    mailQueue?: string;
    /** What notification buttons do (the reminders service in app.ts); absent, the actions endpoint answers 503. */
    occurrenceActions?: OccurrenceActions;
  } = {},
): Promise<TestApp> {
  const outboxDir = options.outboxDir ?? mkdtempSync(join(tmpdir(), 'wellness-outbox-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    APP_URL: APP_ORIGIN,
    MAIL_OUTBOX_DIR: outboxDir,
    ...env,
  });
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp({
    config,
    clock,
    logger: false,
    mailQueue: options.mailQueue ?? outboxDir,
    startReminders: false,
    ...(options.hasher ? { hasher: options.hasher } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.occurrenceActions ? { occurrenceActions: options.occurrenceActions } : {}),
  });
  options.beforeReady?.(app);
  await app.server.ready();
  const unregister = registerOutboxDrain(outboxDir, app.mailOutbox.drain);
  return {
    ...app,
    clock,
    outboxDir,
    config,
    close: async () => {
      unregister();
      await app.server.close();
    },
  };
}

let ipCounter = 0;
/** A distinct client address per caller, so per-client rate limits of one test never touch another's. */
export function uniqueIp(): string {
  ipCounter += 1;
  const n = process.pid * 1000 + ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${crypto.randomUUID()}@example.test`;
}

/** A browser-like client: one address, the app's Origin, and a cookie jar for the refresh cookie. */
export class Client {
  readonly ip = uniqueIp();
  cookie: string | undefined;

  constructor(private readonly app: TestApp) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: APP_ORIGIN, ...(options.headers as Record<string, string> | undefined) };
    if (this.cookie && !('cookie' in headers)) headers['cookie'] = this.cookie;
    const response = await this.app.server.inject({ ...options, headers, remoteAddress: this.ip });
    const setCookie = response.cookies.find((c) => c.name === 'refresh_token');
    if (setCookie) this.cookie = setCookie.value ? `refresh_token=${setCookie.value}` : undefined;
    return response;
  }

  post(url: string, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
  }

  get(url: string, accessToken?: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
  }
}

export interface RegisteredUser {
  name: string;
  email: string;
  password: string;
  timezone?: string;
}

export async function registerUser(app: TestApp, client = new Client(app), overrides: Partial<RegisteredUser> = {}): Promise<RegisteredUser> {
  const user = { name: 'Test Person', email: uniqueEmail(), password: STRONG_PASSWORD, ...overrides };
  const response = await client.post('/api/auth/register', user);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return user;
}

export async function registerVerifiedUser(app: TestApp, client = new Client(app), overrides: Partial<RegisteredUser> = {}): Promise<RegisteredUser> {
  const user = await registerUser(app, client, overrides);
  const token = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
  const response = await client.post(`/api/auth/verify-email/${token}`);
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return user;
}

export async function signIn(app: TestApp, user: RegisteredUser, client = new Client(app)): Promise<{ client: Client; accessToken: string }> {
  const response = await client.post('/api/auth/login', { email: user.email, password: user.password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { client, accessToken: response.json<{ accessToken: string }>().accessToken };
}

/** A signed-in user with helpers for authenticated JSON calls. */
export interface SignedIn {
  client: Client;
  accessToken: string;
  user: RegisteredUser;
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Gets a fresh access token through the refresh cookie, as the web client does; for tests that move time. */
  refresh(): Promise<void>;
  /** "Now" as the server under test reads it (its clock may be held still while real time runs on). */
  now(): Date;
}

export async function signedInUser(app: TestApp, overrides: Partial<RegisteredUser> = {}): Promise<SignedIn> {
  const user = await registerVerifiedUser(app, new Client(app), overrides);
  const { client, accessToken } = await signIn(app, user);
  const signedIn: SignedIn = {
    client,
    accessToken,
    user,
    call: (method, url, payload) =>
      client.request({
        method,
        url,
        headers: { authorization: `Bearer ${signedIn.accessToken}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async refresh() {
      const response = await client.post('/api/auth/refresh');
      if (response.statusCode !== 200) throw new Error(`refresh failed: ${response.statusCode} ${response.body}`);
      signedIn.accessToken = response.json<{ accessToken: string }>().accessToken;
    },
    now: () => app.clock.now(),
  };
  return signedIn;
}
