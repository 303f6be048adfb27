/** The log destination queues without blocking, drops past its bound (and says so), and stops once the reader is gone. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.js';

/** A stream whose reader takes nothing until release() is called. */
function stalledOutput(): { output: Writable; written: string[]; release(): void } {
  const written: string[] = [];
  const pending: Array<() => void> = [];
  const output = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk.toString());
      pending.push(callback);
    },
  });
  return { output, written, release: () => pending.splice(0).forEach((done) => done()) };
}

describe('log destination', () => {
  it('drops lines while more than its bound is waiting, then reports how many before the next line', async () => {
    const { output, written, release } = stalledOutput();
    const destination = createLogDestination(output, 20);
    destination.write('first line\n');
    destination.write('second line waits\n');
    destination.write('dropped 1\n');
    destination.write('dropped 2\n');
    release();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await new Promise((resolve) => setImmediate(resolve));
    destination.write('after\n');
    release();

    expect(written.slice(0, 2)).toEqual(['first line\n', 'second line waits\n']);
    expect(JSON.parse(written[2] ?? '')).toMatchObject({ level: 40, msg: '2 log lines were dropped: standard output was not being read' });
    expect(written.slice(3)).toEqual(['after\n']);
  });

  it('writes nothing more, and does not throw, once the reader has gone', () => {
    const written: string[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written.push(chunk.toString());
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const destination = createLogDestination(output);
    destination.write('one\n');
    expect(() => destination.write('two\n')).not.toThrow();
    expect(written).toEqual(['one\n']);
  });
});
