/**
 * Turns one of the server's JSON log lines into a line a person can read in a terminal, for `npm start` on a
 * self-hosted machine: time, level, message, and the few fields that matter. Links in a mail written to the
 * outbox go on lines of their own, because without SMTP the verification link is how a self-hoster signs up.
 * Anything that is not a JSON log line passes through unchanged, so nothing is ever hidden by the formatting.
 */

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Fields pino adds to every line, and ones the message already says: not repeated after it. */
const SAID_ALREADY = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'links', 'err']);

interface LogRecord {
  level?: unknown;
  time?: unknown;
  msg?: unknown;
  links?: unknown;
  err?: unknown;
  [field: string]: unknown;
}

function clockTime(time: unknown): string {
  return typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '--:--:--';
}

function errorLines(err: unknown): string[] {
  if (typeof err !== 'object' || err === null) return [];
  const stack = 'stack' in err && typeof err.stack === 'string' ? err.stack : null;
  const message = 'message' in err && typeof err.message === 'string' ? err.message : null;
  return (stack ?? message ?? '').split('\n').filter((line) => line.length > 0);
}

/** Formats one JSON line (with or without its newline); returns the text, ending in a newline. */
export function formatLogLineForTerminal(line: string): string {
  let record: LogRecord;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return line.endsWith('\n') ? line : `${line}\n`;
    record = parsed as LogRecord;
  } catch {
    // Not JSON (a line written by something other than the logger): shown exactly as it came.
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = typeof record.level === 'number' ? (LEVEL_NAMES[record.level] ?? String(record.level)) : 'INFO';
  const extras = Object.entries(record)
    .filter(([key, value]) => !SAID_ALREADY.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const head = [clockTime(record.time), level.padEnd(5), String(record.msg ?? ''), ...extras].join(' ');
  const links = Array.isArray(record.links) ? record.links.filter((link): link is string => typeof link === 'string') : [];
  const below = [...links.map((link) => `    → ${link}`), ...errorLines(record.err).map((text) => `    ${text}`)];
  return [head, ...below].join('\n') + '\n';
}
