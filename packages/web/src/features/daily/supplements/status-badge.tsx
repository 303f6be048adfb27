/** A small pill for a card's attention notes (Low stock, Expires in N days, Expired), AA contrast on its tint. */
import type { ReactNode } from 'react';

const TONES = {
  warning: 'bg-amber-100 text-amber-950 ring-amber-300',
  danger: 'bg-rose-100 text-rose-900 ring-rose-300',
} as const;

export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}
