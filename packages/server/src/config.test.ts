import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', path: './data/wellness.db' });
    expect(config.appUrl.origin).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeNull();
    expect(config.mailOutboxDir).toBe('./data/outbox');
    expect(config.jwtSecret).toBeNull();
    expect(config.inviteCodes).toEqual([]);
    expect(config.rateLimitAuth).toBe(true);
    expect(config.logFormat).toBe('auto');
  });

  it('derives APP_URL from PORT and reads PostgreSQL URLs, invite codes and switches', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/wellness',
      INVITE_CODES: ' one ,two,, three ',
      RATE_LIMIT_AUTH: 'off',
      SMTP_URL: 'smtp://user:pass@mail:587',
    });
    expect(config.appUrl.origin).toBe('http://localhost:8080');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://u:p@db:5432/wellness' });
    expect(config.inviteCodes).toEqual(['one', 'two', 'three']);
    expect(config.rateLimitAuth).toBe(false);
    expect(config.smtpUrl).toBe('smtp://user:pass@mail:587');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', APP_URL: ' ' }).port).toBe(3000);
  });

  it('reads the log format and refuses an unknown one', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT: must be "auto", "text" or "json"/);
  });

  it('names every bad setting in one clear message', () => {
    const attempt = () =>
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', APP_URL: 'ftp://x', JWT_SECRET: 'short', RATE_LIMIT_AUTH: 'maybe', SMTP_URL: 'http://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'APP_URL', 'JWT_SECRET', 'RATE_LIMIT_AUTH', 'SMTP_URL']) {
        expect(message).toContain(`${name}:`);
      }
    }
  });
});
