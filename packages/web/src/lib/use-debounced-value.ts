/** The value once it has stopped changing for `delayMs`: the pause the name checks wait for. */
import { useEffect, useState } from 'react';

export function useDebouncedValue<T extends string | number | boolean | null>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}
