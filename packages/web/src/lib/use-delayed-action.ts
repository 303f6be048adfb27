/** Runs an action once, `delayMs` after `active` becomes true; cancelled when the component goes away. */
import { useEffect, useEffectEvent } from 'react';

export function useDelayedAction(active: boolean, delayMs: number, action: () => void): void {
  const run = useEffectEvent(action);
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => run(), delayMs);
    return () => clearTimeout(id);
  }, [active, delayMs]);
}
