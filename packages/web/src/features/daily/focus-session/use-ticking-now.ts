/**
 * The current time as state, renewed every TIMER_TICK_MS while `ticking` (the timer ticks every
 * second while not paused). Stopped, it keeps its last value: a paused session's time does not depend on it.
 */
import { useEffect, useState } from 'react';
import { TIMER_TICK_MS } from '@wellness/contract';

export function useTickingNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    // Catch up at once when ticking starts again (after a resume), then every second.
    const first = setTimeout(tick, 0);
    const every = setInterval(tick, TIMER_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [ticking]);
  return now;
}
