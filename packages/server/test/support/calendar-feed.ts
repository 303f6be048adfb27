/**
 * Reads a calendar feed back with ical.js, a different library from the one that wrote it, as a calendar app would:
 * its VTIMEZONEs registered first, then each event with its recurrence expanded into instants.
 */
import ICAL from 'ical.js';

export interface ParsedFeed {
  calendar: ICAL.Component;
  /** The TZIDs the feed defines in its VTIMEZONE components. */
  timezones: string[];
  events: ICAL.Event[];
}

export function parseFeed(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    timezones: timezones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

/** The event whose summary is `summary`; fails the test when there is none. */
export function eventBySummary(feed: ParsedFeed, summary: string): ICAL.Event {
  const found = feed.events.find((event) => event.summary === summary);
  if (!found) throw new Error(`no event "${summary}" in ${feed.events.map((event) => event.summary).join(', ')}`);
  return found;
}

/** The event's occurrences as instants, at most `limit` of them (a rule without an end goes on for ever). */
export function occurrencesOf(event: ICAL.Event, limit = 500): Date[] {
  const iterator = event.iterator();
  const instants: Date[] = [];
  for (let next = iterator.next(); next && instants.length < limit; next = iterator.next()) instants.push(next.toJSDate());
  return instants;
}

/** An event's RRULE as its property text ("FREQ=WEEKLY;BYDAY=MO;UNTIL=…"); null without one. */
export function ruleOf(event: ICAL.Event): string | null {
  const rule = event.component.getFirstPropertyValue('rrule');
  return rule === null ? null : rule.toString();
}

/** The wall-clock day and time ("2026-03-09 08:00") of an instant in a zone, by Intl, independent of both libraries. */
export function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${field('year')}-${field('month')}-${field('day')} ${field('hour')}:${field('minute')}`;
}
