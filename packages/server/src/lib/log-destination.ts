/**
 * Where the server's log lines go: standard output, written so that logging can never hold the server up.
 *
 * pino's default destination (sonic-boom) retries a write to a full pipe every 100 ms for ever, and at exit
 * flushes synchronously in a loop that sleeps and retries on EAGAIN and on EPIPE alike, so a log reader that
 * stalled or went away hung SIGTERM for good (the forced exit could not fire: the loop blocks the event
 * loop). Here lines go through Node's own stdout stream, which writes at once when it can and otherwise
 * queues in memory without blocking; past a bound, lines are dropped and counted instead, and once the
 * reader has gone (EPIPE and the like) every line is dropped. Whatever is still queued at exit is lost,
 * which is the price of an exit that always happens.
 */
import type { Writable } from 'node:stream';

export const MAX_PENDING_LOG_BYTES = 4 * 1024 * 1024;

export interface LogDestination {
  write(line: string): void;
}

/** `format` rewrites each line before it is written (the terminal format); by default lines stay JSON. */
export function createLogDestination(
  output: Writable = process.stdout,
  maxPendingBytes = MAX_PENDING_LOG_BYTES,
  format: (line: string) => string = (line) => line,
): LogDestination {
  let readerGone = false;
  let dropped = 0;
  // The only place to report a failing log is the log itself; the failure is kept as readerGone and the
  // dropped lines simply stop being written. Without a listener the error would crash the server.
  output.on('error', () => {
    readerGone = true;
  });
  return {
    write(line) {
      if (readerGone || output.destroyed) return;
      if (output.writableLength > maxPendingBytes) {
        dropped += 1;
        return;
      }
      if (dropped > 0) {
        output.write(
          format(`${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines were dropped: standard output was not being read` })}\n`),
        );
        dropped = 0;
      }
      output.write(format(line));
    },
  };
}
