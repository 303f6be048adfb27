import { describe, expect, it } from 'vitest';
import { createLoadingWaits } from './loading-wait';

describe('createLoadingWaits', () => {
  it('counts a wait handed from one loading status to the next from when the first appeared', () => {
    const waits = createLoadingWaits(250);
    expect(waits.begin(100)).toBe(100);
    // Same commit: the outline goes and the shell's status comes.
    waits.end(900);
    expect(waits.lasted(900)).toBe(800);
    expect(waits.begin(900)).toBe(100);
    // A later commit, within the handover: the tab's own status.
    waits.end(1200);
    expect(waits.lasted(1400)).toBe(1300);
    expect(waits.begin(1400)).toBe(100);
  });

  it('shares the wait among statuses on screen together, and starts a new one after a pause', () => {
    const waits = createLoadingWaits(250);
    expect(waits.begin(0)).toBe(0);
    expect(waits.begin(3000)).toBe(0);
    waits.end(3100);
    expect(waits.lasted(3200)).toBe(3200);
    waits.end(4000);
    expect(waits.lasted(4250)).toBe(4250);
    expect(waits.lasted(4251)).toBe(0);
    expect(waits.begin(9000)).toBe(9000);
    expect(waits.lasted(9500)).toBe(500);
  });

  it('ignores an end without a beginning', () => {
    const waits = createLoadingWaits(250);
    waits.end(0);
    expect(waits.begin(1000)).toBe(1000);
    // The first status is still on screen: a second one shares its wait.
    expect(waits.begin(1100)).toBe(1000);
    waits.end(1200);
    waits.end(1200);
    waits.end(1200);
    expect(waits.begin(5000)).toBe(5000);
    expect(waits.begin(5100)).toBe(5000);
  });
});
