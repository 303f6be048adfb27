/** What a load shows for the moment it takes to ask whether the browser's refresh cookie still holds a session. */
import { LoadingSpinner } from '@/components/spinner';

export function RestoringSession() {
  return (
    <main className="flex min-h-screen items-center justify-center gap-2 text-slate-600" aria-busy="true">
      <LoadingSpinner />
      <p role="status">Loading…</p>
    </main>
  );
}
