/**
 * The Daily tab's frame: its title, introduction and help link above the sections. The page shows it, with
 * "Loading…" below, while the session is restored (app/shell-skeleton.tsx) and while the tab's chunk and data load,
 * so the first thing painted is the tab's own text in the place where it stays: the largest paint lands
 * early, and nothing moves when the sections arrive.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { LoadingSpinner } from '@/components/spinner';
import { useAssistant } from '@/domain/assistant-context';

/** `loading`: the sections are not there yet (aria-busy, for assistive technology and the end-to-end tests). */
export function DailyFrame({ loading, children }: { loading: boolean; children: ReactNode }) {
  const { openAssistant } = useAssistant();
  return (
    <DailyFrameView loading={loading} onAskAssistant={() => openAssistant('How do I track my doses?')}>
      {children}
    </DailyFrameView>
  );
}

/**
 * The frame itself. Without `onAskAssistant` (the page before the help assistant exists, while the session is
 * restored) the help link is there but disabled, so nothing moves when it starts to work.
 */
export function DailyFrameView({ loading, onAskAssistant, children }: { loading: boolean; onAskAssistant?: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby="tab-heading" aria-describedby="tab-introduction" aria-busy={loading || undefined} className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
          Daily tracking
        </h2>
        <p id="tab-introduction" className="max-w-2xl text-base text-slate-600">
          Log today’s doses, time a focus session and note how the day is going.
        </p>
        <div>
          <Button variant="link" onClick={onAskAssistant} disabled={onAskAssistant === undefined}>
            Ask the help assistant how tracking works
          </Button>
        </div>
      </header>
      {children}
    </section>
  );
}

export function DailyLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <LoadingSpinner />
      Loading…
    </p>
  );
}

/** What the shell shows until the Daily tab's chunk has arrived. */
export function DailySkeleton() {
  return (
    <DailyFrame loading>
      <DailyLoading />
    </DailyFrame>
  );
}
