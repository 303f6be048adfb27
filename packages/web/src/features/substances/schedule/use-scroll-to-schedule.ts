/** Opened from the Schedule view, the substance form scrolls to its Schedule section once it has loaded and focuses the chosen kind. */
import { useEffect, useRef, type RefObject } from 'react';

export function useScrollToSchedule(bodyRef: RefObject<HTMLElement | null>, active: boolean, loading: boolean): void {
  const done = useRef(!active);
  useEffect(() => {
    if (done.current || loading) return;
    done.current = true;
    const section = bodyRef.current?.querySelector<HTMLElement>('[data-schedule-section]');
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('input:checked')?.focus({ preventScroll: true });
  }, [bodyRef, loading]);
}
