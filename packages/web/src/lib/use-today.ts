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
    let id: ReturnType<typeof setTimeout>;
    const arm = () => {
      id = setTimeout(
        () => {
          const now = new Date();
          if (localDay(now) !== localDay(today)) setToday(now);
          else arm();
        },
        Math.min(msUntilNextMidnight(new Date()) + 1000, HOUR_MS),
      );
    };
    arm();
    return () => clearTimeout(id);
  }, [today, zone]);
  return today;
}
