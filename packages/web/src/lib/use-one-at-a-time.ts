/**
 * Runs a save one at a time: a second call while the first is still on its way is dropped. A mutation's
 * isPending only changes on the next render, so two clicks in quick succession both see it false; this guard
 * is set at once, so a double click never saves the same thing twice.
 */
import { useCallback, useRef } from 'react';

export function useOneAtATime(): (action: () => Promise<void>) => Promise<void> {
  const busy = useRef(false);
  return useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }, []);
}
