/** The signed-in header: the title, today's date in long US format, and Logout. */
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { formatLongDate, localDay } from '../lib/date-format';
import { useToday } from '../lib/use-today';
import { useLogout, useMe } from '../features/auth/session-queries';
import { clearDraftsOf } from '../lib/drafts';
import { ShellHeaderLayout } from './shell-header-layout';

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
    <ShellHeaderLayout date={<time dateTime={localDay(today)}>{formatLongDate(today)}</time>}>
      {me.data ? (
        <p className="hidden text-sm text-slate-600 md:block">
          Signed in as <span className="font-medium text-slate-800">{me.data.name}</span>
        </p>
      ) : null}
      <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
        {logout.isPending ? <Spinner /> : null}
        Logout
      </Button>
    </ShellHeaderLayout>
  );
}
