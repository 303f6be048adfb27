/**
 * Today's date that re-renders when the user's day changes (at midnight in the profile's zone), so a tab left open
 * overnight shows the right day. It wakes at most hourly to look, so a zone learned after it started is followed too.
 */
import { useEffect, useState } from 'react';
import { localDay, msUntilNextMidnight, timeZonePreference } from './date-format';

const HOUR_MS = 60 * 60 * 1000;

export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  const zone = timeZonePreference();
  useEffect(() => {
    const look = () => {
      const now = new Date();
      if (localDay(now) !== localDay(today)) setToday(now);
      else id = setTimeout(look, Math.min(msUntilNextMidnight(now) + 1000, HOUR_MS));
    };
    // The first look a task later: the time to midnight reads the zone's offsets, and this effect runs with every
    // other effect of the app's first render, in one task (docs/performance.md).
    let id = setTimeout(look, 0);
    return () => clearTimeout(id);
  }, [today, zone]);
  return today;
}
