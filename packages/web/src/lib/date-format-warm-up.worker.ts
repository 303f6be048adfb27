/**
 * A worker's whole task: create the kinds of date formatter the app uses, once, then say so. The browser's locale
 * data, loaded by the first formatter a page creates, is shared by the whole page process, so the page's own first
 * formatter then no longer pays for loading it (lib/warm-up-date-formats.ts).
 */
const sample = new Date(Date.UTC(2026, 10, 23, 16, 5));
// lib/date-format.ts writes its texts itself; Intl only reads an instant's parts in a named zone, and the
// register form asks for the browser's zone.
new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
}).formatToParts(sample);
Intl.DateTimeFormat().resolvedOptions();
postMessage('warm');

// A module, so that `sample` is this file's own and not a global of the whole project's type check.
export {};
