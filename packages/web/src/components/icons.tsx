/**
 * The app's line icons, drawn inline: emoji depend on the system's fonts and render inconsistently, and the
 * CSP allows no external icon fonts. One set for every feature, so the same shape is never drawn twice.
 */
import type { Tab } from '@wellness/contract';

const PILL = 'M10.5 4.5a4.95 4.95 0 0 1 7 7l-6 6a4.95 4.95 0 0 1-7-7zM7.5 7.5l9 9';

const paths = {
  // The tabs.
  daily: 'M12 3v2M12 19v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M3 12h2M19 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4M12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8z',
  analytics: 'M4 20V4M4 20h16M8 16l4-5 3 3 5-7',
  history: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3M8 17h6',
  supplements: PILL,
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 0 0 0-6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  // Actions and states.
  pill: PILL,
  check: 'M5 12.5l4.5 4.5L19 7.5',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  close: 'M6 6l12 12M18 6L6 18',
  alert: 'M12 3l9.5 17h-19zM12 10v4M12 17.5v.01',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM20 20l-4-4',
  print: 'M7 9V3h10v6M7 18H4v-8h16v8h-3M7 14h10v7H7z',
  report: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  clock: 'M3 12a9 9 0 1 0 3-6.7M3 4v4.5h4.5M12 7.5V12l3 2',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M6.5 5h4v14h-4zM13.5 5h4v14h-4z',
  stop: 'M6 6h12v12H6z',
  device: 'M5 5h14v10H5zM2.5 19h19M10 15.5v3.5M14 15.5v3.5',
  'sign-out': 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  // Today's Summary.
  timer: 'M10 2h4M12 2v4M12 6a8 8 0 1 0 0 16a8 8 0 0 0 0-16zM12 10v4l2.5 2',
  target: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10a5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2a1 1 0 0 0 0-2z',
  entry: 'M9 3.5h6v3H9zM7.5 5H5v16h14V5h-2.5M8.5 11.5h7M8.5 15.5h5',
  // The daily insight: a bulb once there is enough data, a sprout before.
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z',
  sprout: 'M12 21v-9M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 14.5c0-3.5 2.5-6 7-6 0 3.5-2.5 6-7 6z',
  // Sections that fold, the sound of the focus timer.
  'chevron-down': 'M6 9l6 6 6-6',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0',
  sound: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11',
  // The research library: an open book, and the bookmark toggle.
  book: 'M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5M12 6.5c2-1.5 5-2 8.5-1.5v13c-3.5-.5-6.5 0-8.5 1.5M12 6.5v13',
  bookmark: 'M6.5 3.5h11v17l-5.5-4-5.5 4z',
  // Scheduled doses: skipped, and the dose schedule.
  skip: 'M5 5.5l9 6.5-9 6.5zM18 5.5v13',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 13v3.5l2.5 1.5',
  more: 'M6 12h.01M12 12h.01M18 12h.01',
  // Own factors (the contract's FACTOR_ICONS; book and calendar above serve them too).
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  bed: 'M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M7 9.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3z',
  coffee: 'M5 9h11v6a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 11h1.5a2.5 2.5 0 0 1 0 5H16M8 3.5v2.5M11 3.5v2.5M14 3.5v2.5',
  activity: 'M3 12h4l3-7 4 14 3-7h4',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  screen: 'M7 3h10v18H7zM11 17.5h2',
  glass: 'M6 3.5h12l-1.5 7a4.5 4.5 0 0 1-9 0zM12 15v5.5M8.5 20.5h7M6.8 7.5h10.4',
  footprints:
    'M7 4c1.7 0 2.5 2 2.5 4.5S8.5 13 7 13s-2.5-2-2.5-4.5S5.3 4 7 4zM5 16h4v1.5a2 2 0 0 1-4 0zM17 7c1.7 0 2.5 2 2.5 4.5S18.5 16 17 16s-2.5-2-2.5-4.5S15.3 7 17 7zM15 19h4v.5a2 2 0 0 1-4 0z',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z',
  leaf: 'M5 19C5 10 10 5 20 4c-.5 10-5.5 15-13 15zM5 19l8-8',
  droplet: 'M12 3s6.5 7 6.5 11.5a6.5 6.5 0 0 1-13 0C5.5 10 12 3 12 3z',
  utensils: 'M6 3v7a2 2 0 0 0 4 0V3M8 10v11M17 3c-2 1.5-3 4-3 7v2h3v9M17 3v18',
  users: 'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18.5 14.5a6.5 6.5 0 0 1 3 5.5',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z',
  minus: 'M5 12h14',
  // The built-in focus aids (domain/focus-aids/aid-icon.tsx; coffee, droplet, users, timer and calendar above serve them too).
  fidget:
    'M12 2.5a3 3 0 1 0 0 6a3 3 0 0 0 0-6zM5.5 13.5a3 3 0 1 0 0 6a3 3 0 0 0 0-6zM18.5 13.5a3 3 0 1 0 0 6a3 3 0 0 0 0-6zM12 11a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3zM9.5 7.5l-2.5 4M14.5 7.5l2.5 4M8.5 16.5h7',
  walk: 'M13.5 2.5a1.75 1.75 0 1 0 0 3.5a1.75 1.75 0 0 0 0-3.5zM12.5 8l-2 6.5-3 6.5M10.5 14.5l3.5 2.5 1 4M8 12.5l1.5-4 3-.5 2 3.5 2.5 1',
  standing: 'M12 2.5a2 2 0 1 0 0 4a2 2 0 0 0 0-4zM9 9h6v6.5h-1.5L13 21.5h-2l-.5-6H9z',
  headphones: 'M4 16v-4a8 8 0 0 1 16 0v4M4 15h3v6H5a1 1 0 0 1-1-1zM20 15h-3v6h2a1 1 0 0 0 1-1z',
  waves: 'M3 7.5c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0M3 12c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0M3 16.5c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0',
  music: 'M9 18V5.5l11-2V16M9 18a3 3 0 1 1-6 0a3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0a3 3 0 0 1 6 0zM9 9.5l11-2',
  broom: 'M20.5 3.5l-8 8M9.5 9.5l5 5M9.5 9.5C6.5 9.5 4 11.5 3 14.5l6.5 6.5c3-1 5-3.5 5-6.5M6 17.5l2.5-2.5',
  'phone-off': 'M7 3h10v18H7zM11 17.5h2M3.5 3.5l17 17',
  checklist: 'M10 6.5h10M10 12h10M10 17.5h10M3.5 6.5l1.5 1.5 2.5-2.5M3.5 12l1.5 1.5 2.5-2.5M3.5 17.5l1.5 1.5 2.5-2.5',
  stretch: 'M12 4.5a1.75 1.75 0 1 0 0 3.5a1.75 1.75 0 0 0 0-3.5zM5 3l4.5 7h5L19 3M9.5 10v4.5L8 21M14.5 10v4.5L16 21M9.5 14.5h5',
  tree: 'M12 2.5L6.5 10h3L5 16.5h14L14.5 10h3zM12 16.5v5',
} satisfies Record<Tab, string> & Record<string, string>;

export type IconName = keyof typeof paths;

/** Media controls read better as solid shapes; the rest are outlines. */
const SOLID: ReadonlySet<IconName> = new Set(['play', 'pause', 'stop']);

/** `filled` draws an outline icon solid, for a toggle that is on (a set bookmark). */
export function Icon({ name, className = 'size-5', filled = false }: { name: IconName; className?: string; filled?: boolean }) {
  const look = SOLID.has(name)
    ? { fill: 'currentColor' }
    : ({ fill: filled ? 'currentColor' : 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const);
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} {...look}>
      <path d={paths[name]} />
    </svg>
  );
}
