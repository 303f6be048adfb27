/**
 * The Log dose button's states: idle, then logging while the call runs, then logged (a checkmark
 * for LOGGED_CONFIRMATION_MS), then idle again. A failure goes straight back to idle, where the card's alert
 * says what happened. Presses outside idle are ignored, so a double tap cannot log two doses.
 */
export type LogButtonState = 'idle' | 'logging' | 'logged';
export type LogButtonEvent = 'press' | 'succeeded' | 'failed' | 'confirmationElapsed';

export function nextLogButtonState(state: LogButtonState, event: LogButtonEvent): LogButtonState {
  switch (state) {
    case 'idle':
      return event === 'press' ? 'logging' : state;
    case 'logging':
      if (event === 'succeeded') return 'logged';
      if (event === 'failed') return 'idle';
      return state;
    case 'logged':
      return event === 'confirmationElapsed' ? 'idle' : state;
  }
}

export const LOG_BUTTON_LABELS: Record<LogButtonState, string> = {
  idle: 'Log dose',
  logging: 'Logging…',
  logged: 'Logged',
};
