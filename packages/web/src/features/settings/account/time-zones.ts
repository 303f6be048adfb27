/** The time-zone picker's list (issue 14 §1): the five zones of part 2 §9 first, then every other IANA zone the browser knows. */
import { TIMEZONE_OPTIONS } from '@wellness/contract';

export function timeZoneChoices(supported: readonly string[] = Intl.supportedValuesOf('timeZone')): string[] {
  const first: readonly string[] = TIMEZONE_OPTIONS;
  return [...first, ...supported.filter((zone) => !first.includes(zone))];
}
