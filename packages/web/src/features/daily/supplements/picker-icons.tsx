/**
 * Line icons of the supplement picker, drawn inline like components/icons.tsx (no icon fonts under the CSP,
 * no emoji that render differently per system).
 */
const paths = {
  plus: 'M12 5v14M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v4.5h4.5M12 7.5V12l3 2',
  remove: 'M7 7l10 10M17 7L7 17',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM20 20l-4-4',
  pill: 'M10.5 4.5a4.95 4.95 0 0 1 7 7l-6 6a4.95 4.95 0 0 1-7-7zM7.5 7.5l9 9',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
} as const;

export type PickerIconName = keyof typeof paths;

export function PickerIcon({ name, className = 'size-5' }: { name: PickerIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}
