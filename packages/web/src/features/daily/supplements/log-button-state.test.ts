import { describe, expect, it } from 'vitest';
import { nextLogButtonState, type LogButtonEvent, type LogButtonState } from './log-button-state';

const run = (events: LogButtonEvent[], from: LogButtonState = 'idle') => events.reduce(nextLogButtonState, from);

describe('log dose button', () => {
  it('goes idle → logging → logged → idle', () => {
    expect(run(['press'])).toBe('logging');
    expect(run(['press', 'succeeded'])).toBe('logged');
    expect(run(['press', 'succeeded', 'confirmationElapsed'])).toBe('idle');
  });

  it('returns to idle on failure', () => {
    expect(run(['press', 'failed'])).toBe('idle');
  });

  it('ignores presses while logging or showing the checkmark', () => {
    expect(run(['press', 'press'])).toBe('logging');
    expect(run(['press', 'succeeded', 'press'])).toBe('logged');
  });

  it('ignores stray events', () => {
    expect(run(['succeeded'])).toBe('idle');
    expect(run(['confirmationElapsed'], 'logging')).toBe('logging');
    expect(run(['failed'], 'logged')).toBe('logged');
  });
});
