/** The time-zone picker's list: the five most used zones first, then every other IANA zone the browser knows. */
import { TIMEZONE_OPTIONS } from '@wellness/contract';

export function timeZoneChoices(supported: readonly string[] = Intl.supportedValuesOf('timeZone')): string[] {
  const first: readonly string[] = TIMEZONE_OPTIONS;
  return [...first, ...supported.filter((zone) => !first.includes(zone))];
}
