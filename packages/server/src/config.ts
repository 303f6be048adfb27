/** Reads and validates the server's settings from the environment, once, at start. */
import { z } from 'zod';
import { trustProxySetting, type TrustProxy } from './trust-proxy-setting.js';

export interface Config {
  port: number;
  host: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  appUrl: URL;
  smtpUrl: string | null;
  mailOutboxDir: string;
  jwtSecret: string | null;
  inviteCodes: readonly string[];
  rateLimitAuth: boolean;
  /** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses (see trust-proxy-setting.ts). */
  trustProxy: TrustProxy;
  webDistDir: string | null;
  /** `auto`: readable text when standard output is a terminal, JSON lines otherwise (for log collectors). */
  logFormat: 'auto' | 'text' | 'json';
  /** Web Push endpoints may be on loopback or private addresses (tests with a local receiver); https stays required. */
  pushAllowLocalEndpoints: boolean;
  /** Where the app's Contact Support and Send Feedback links write to. */
  supportEmail: string;
}

/**
 * A set JWT_SECRET shorter than this is used, with a warning at start: api-decisions §1 sets no minimum, and a
 * harness's short secret must not stop the server; a deployment should set a long random value (README).
 */
export const JWT_SECRET_ADVISED_LENGTH = 32;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const env = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('file:./data/wellness.db')
    .refine((v) => /^file:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), {
      message: 'must be file:PATH (SQLite) or postgres://… / postgresql://… (PostgreSQL)',
    }),
  APP_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://wellness.example.org' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587' }).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1, 'must not be empty').default('./data/outbox'),
  JWT_SECRET: z.string().optional(),
  INVITE_CODES: z.string().optional(),
  RATE_LIMIT_AUTH: z.enum(['on', 'off'], { message: 'must be "on" or "off"' }).default('on'),
  TRUST_PROXY: trustProxySetting,
  WEB_DIST_DIR: z.string().optional(),
  LOG_FORMAT: z.enum(['auto', 'text', 'json'], { message: 'must be "auto", "text" or "json"' }).default('auto'),
  PUSH_ALLOW_LOCAL_ENDPOINTS: z.enum(['true', 'false'], { message: 'must be "true" or "false"' }).default('false'),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address such as support@wellness.example.org' }).optional(),
});

/** Empty strings count as unset, as a blank line in an env file means "use the default". */
function withoutBlanks(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''));
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(withoutBlanks(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const v = parsed.data;
  const appUrl = new URL(v.APP_URL ?? `http://localhost:${v.PORT}`);
  const database: Config['database'] = v.DATABASE_URL.startsWith('file:')
    ? { kind: 'sqlite', path: v.DATABASE_URL.slice('file:'.length) }
    : { kind: 'postgres', url: v.DATABASE_URL };
  const inviteCodes = (v.INVITE_CODES ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code.length > 0);
  return {
    port: v.PORT,
    host: v.HOST,
    database,
    appUrl,
    smtpUrl: v.SMTP_URL ?? null,
    mailOutboxDir: v.MAIL_OUTBOX_DIR,
    jwtSecret: v.JWT_SECRET ?? null,
    inviteCodes,
    rateLimitAuth: v.RATE_LIMIT_AUTH === 'on',
    trustProxy: v.TRUST_PROXY,
    webDistDir: v.WEB_DIST_DIR ?? null,
    logFormat: v.LOG_FORMAT,
    pushAllowLocalEndpoints: v.PUSH_ALLOW_LOCAL_ENDPOINTS === 'true',
    supportEmail: v.SUPPORT_EMAIL ?? `support@${appUrl.hostname}`,
  };
}
