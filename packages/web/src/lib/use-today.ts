/** Today's date that re-renders at local midnight, so a tab left open overnight shows the right day. */
import { useEffect, useState } from 'react';
import { msUntilNextMidnight } from './date-format';

export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const id = setTimeout(() => setToday(new Date()), msUntilNextMidnight(today) + 1000);
    return () => clearTimeout(id);
  }, [today]);
  return today;
}
