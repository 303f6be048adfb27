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

  it('keeps push endpoints public unless PUSH_ALLOW_LOCAL_ENDPOINTS=true, and refuses other values', () => {
    expect(loadConfig({}).pushAllowLocalEndpoints).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).pushAllowLocalEndpoints).toBe(true);
    expect(loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'false' }).pushAllowLocalEndpoints).toBe(false);
  });

  it('writes support mail to SUPPORT_EMAIL, else to support@ the APP_URL host', () => {
    expect(loadConfig({ APP_URL: 'https://wellness.example.org' }).supportEmail).toBe('support@wellness.example.org');
    expect(loadConfig({ APP_URL: 'https://wellness.example.org', SUPPORT_EMAIL: 'help@clinic.example' }).supportEmail).toBe('help@clinic.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow('SUPPORT_EMAIL: must be an e-mail address');
    expect(() => loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'yes' })).toThrow(/PUSH_ALLOW_LOCAL_ENDPOINTS: must be "true" or "false"/);
  });

  it('takes any JWT_SECRET that is set, a short one too (the server warns at start), and none when blank', () => {
    expect(loadConfig({ JWT_SECRET: 'test-secret' }).jwtSecret).toBe('test-secret');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(64) }).jwtSecret).toBe('x'.repeat(64));
    expect(loadConfig({ JWT_SECRET: '  ' }).jwtSecret).toBeNull();
  });

  it('names every bad setting in one clear message', () => {
    const attempt = () => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', APP_URL: 'ftp://x', RATE_LIMIT_AUTH: 'maybe', SMTP_URL: 'http://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'APP_URL', 'RATE_LIMIT_AUTH', 'SMTP_URL']) {
        expect(message).toContain(`${name}:`);
      }
    }
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true at start, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would let any client choose its own address.*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1/s,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY: "true" would let/);
  });

  it('refuses a TRUST_PROXY entry that is not a hop count, an address or a network', () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,,', 'fd00::/129', '127.0.0.1/abc']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be false, a number of proxies/);
    }
  });
});
