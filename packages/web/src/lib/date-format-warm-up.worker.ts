/**
 * A worker's whole task: create the kinds of date formatter the app uses, once, then say so. The browser's locale
 * data, loaded by the first formatter a page creates, is shared by the whole page process, so the page's own first
 * formatter then no longer pays for loading it (lib/warm-up-date-formats.ts).
 */
const sample = new Date(Date.UTC(2026, 10, 23, 16, 5));
new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(sample);
new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(sample);
new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(sample);
new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/New_York' }).format(sample);
new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(sample);
postMessage('warm');

// A module, so that `sample` is this file's own and not a global of the whole project's type check.
export {};
