/** Play, pause and stop for the session controls, inline like the app's other line icons. */
const paths = {
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M8 5h3v14H8zM13 5h3v14h-3z',
  stop: 'M6.5 6.5h11v11h-11z',
} as const;

export type SessionIconName = keyof typeof paths;

export function SessionIcon({ name, className = 'size-4' }: { name: SessionIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}
