import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FocusSession } from '@wellness/contract';
import { RunningSession } from './running-session';

const session = (extra: Partial<FocusSession> = {}): FocusSession => ({
  id: 's1',
  type: 'READING',
  startTime: '2026-11-22T08:00:00.000Z',
  endTime: null,
  isActive: true,
  isPaused: true,
  pausedAt: '2026-11-22T08:20:00.000Z',
  pausedSeconds: 60,
  plannedDuration: 25,
  notes: null,
  duration: 1140,
  productivity: null,
  date: '2026-11-22',
  ...extra,
});

/** The panel as the browser first receives it (a paused session's time does not depend on the clock). */
const render = (value: FocusSession) =>
  renderToStaticMarkup(createElement(RunningSession, { session: value, pending: null, focusControls: false, onAction: () => undefined }));

describe('running session panel', () => {
  it('shows a paused session’s frozen time in a timer that is not a live region', () => {
    const html = render(session());
    const timer = /<div role="timer"[^>]*>/.exec(html)?.[0] ?? '';
    expect(timer).not.toBe('');
    expect(timer).not.toContain('aria-live');
    expect(html).toContain('data-clock="">00:19:00</span>');
    expect(html).toContain('<span class="sr-only">19 minutes</span>');
    expect(html).toContain('Paused');
    expect(html).toContain('>Resume<');
    expect(html).not.toContain('>Pause<');
  });

  it('reports progress toward the planned minutes on a labelled progress bar', () => {
    const html = render(session());
    expect(html).toMatch(/<progress max="100" value="76" aria-labelledby="[^"]+" aria-valuetext="19 of 25 minutes"/);
    expect(html).toContain('Planned 25 min');
  });

  it('names the type and keeps every control waiting while an action is on its way', () => {
    const html = renderToStaticMarkup(createElement(RunningSession, { session: session(), pending: 'stop', focusControls: false, onAction: () => undefined }));
    expect(html).toContain('Reading');
    expect(html.match(/aria-disabled="true"/g)?.length).toBe(2);
  });
});
