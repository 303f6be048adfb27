import { describe, expect, it } from 'vitest';
import { formatLogLineForTerminal } from './terminal-log-format.js';

const at = Date.UTC(2026, 10, 23, 18, 50, 17);

describe('formatLogLineForTerminal', () => {
  it('writes time, level and message without the fields every line carries', () => {
    const line = JSON.stringify({ level: 30, time: at, pid: 7, hostname: 'vm', reqId: 'req-1', msg: 'GET /api/health 200 1.2 ms' });
    expect(formatLogLineForTerminal(line)).toBe('18:50:17 INFO  GET /api/health 200 1.2 ms\n');
  });

  it('puts each link of an outbox mail on a line of its own so the verification link stands out', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      msg: 'mail written to outbox (no SMTP_URL set)',
      subject: 'Verify your email',
      file: 'data/outbox/a.eml',
      links: ['http://localhost:3000/verify-email?token=abc'],
    });
    expect(formatLogLineForTerminal(`${line}\n`)).toBe(
      '18:50:17 INFO  mail written to outbox (no SMTP_URL set) subject=Verify your email file=data/outbox/a.eml\n' +
        '    → http://localhost:3000/verify-email?token=abc\n',
    );
  });

  it('shows an error with its stack under the message', () => {
    const line = JSON.stringify({ level: 50, time: at, msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x (a.ts:1)' } });
    expect(formatLogLineForTerminal(line)).toBe('18:50:17 ERROR request failed\n    Error: boom\n        at x (a.ts:1)\n');
  });

  it('passes a line that is not a JSON record through unchanged', () => {
    expect(formatLogLineForTerminal('plain words\n')).toBe('plain words\n');
    expect(formatLogLineForTerminal('[1,2]')).toBe('[1,2]\n');
  });
});
