/** Whole lines of text from a child process's output, for the benches that read what their children print. */
import type { Readable } from 'node:stream';

/** Calls `onLine` with each whole line `stream` sends, without its newline; a last line without one is not sent. */
export function eachLine(stream: Readable, onLine: (line: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}
