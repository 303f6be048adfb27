import { describe, expect, it } from 'vitest';
import { drainEventLoop, yieldToEventLoop } from './timing.js';

/** A writer like an injected answer's null socket: each write completes on the next turn, one at a time. */
function writeOnePerTurn(writes: number): { done: () => number } {
  let written = 0;
  const next = () => {
    written++;
    if (written < writes) setImmediate(next);
  };
  setImmediate(next);
  return { done: () => written };
}

describe('drainEventLoop', () => {
  it('waits until a chain of one write per turn has finished', async () => {
    const writer = writeOnePerTurn(500);
    await drainEventLoop();
    expect(writer.done()).toBe(500);
  });

  it('returns at once when nothing waits for the check phase', async () => {
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    await drainEventLoop();
    clearInterval(counting);
    expect(turns).toBe(0);
  });

  it('is more than one turn, which leaves such a chain unfinished', async () => {
    const writer = writeOnePerTurn(500);
    await yieldToEventLoop();
    expect(writer.done()).toBeLessThan(500);
    await drainEventLoop();
  });
});
