/** The signed-in header (part 1 §2): the title, today's date in long US format, and Logout. */
import { Icon } from '../components/icons';
import { APP_TITLE } from '@wellness/contract';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { formatLongDate } from '../lib/date-format';
import { useToday } from '../lib/use-today';
import { useLogout, useMe } from '../features/auth/session-queries';
import { clearDraftsOf } from '../lib/drafts';

const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function ShellHeader() {
  const today = useToday();
  const me = useMe(true);
  const logout = useLogout();

  /** Signing out on purpose also removes the user's unsaved drafts from this browser; an expired session keeps them. */
  function signOut() {
    if (me.data) clearDraftsOf(me.data.id);
    logout.mutate();
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-lg font-semibold tracking-tight text-teal-900 sm:text-xl">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-teal-700 text-sm text-white">
              <Icon name="check" className="size-5" />
            </span>
            {APP_TITLE}
          </h1>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={isoDay(today)}>{formatLongDate(today)}</time>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-4">
          {me.data ? (
            <p className="hidden text-sm text-slate-600 md:block">
              Signed in as <span className="font-medium text-slate-800">{me.data.name}</span>
            </p>
          ) : null}
          <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
            {logout.isPending ? <Spinner /> : null}
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
