/**
 * What a returning user sees while the session is restored and the shell's script arrives: the shell's header and
 * tabs and, on /daily, the tab's frame, laid out exactly as the shell lays them out, so the page's main text paints as
 * soon as the entry script has run and stays where it is when the shell takes over: the largest paint no longer
 * waits for the session check and the shell. The header and tabs are inert until then; the date fills in.
 */
import { Button } from '../components/button';
import { LoadingSpinner } from '../components/spinner';
import { DailyFrameView, DailyLoading } from '../features/daily/daily-frame';
import { MAIN_PLACE } from '../lib/shell-layout';
import { tabFromPath } from '../lib/tab-paths';
import { ShellHeaderLayout } from './shell-header-layout';
import { TabNav } from './tab-nav';

const ignore = () => undefined;

/** `pathname`: the address being opened. `/` waits for the landing tab the preferences name, as the shell does. */
export function ShellSkeleton({ pathname }: { pathname: string }) {
  const tab = tabFromPath(pathname);
  const opensDaily = tab === 'daily' && pathname !== '/';
  return (
    <div className="flex min-h-dvh flex-col">
      <div inert className="contents">
        <ShellHeaderLayout date={'\u00a0'}>
          <Button variant="secondary">Logout</Button>
        </ShellHeaderLayout>
        <TabNav current={tab} onSelect={ignore} />
      </div>
      <main className={`mx-auto w-full max-w-5xl flex-1 ${MAIN_PLACE}`}>
        {opensDaily ? (
          <DailyFrameView loading>
            <DailyLoading />
          </DailyFrameView>
        ) : (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <LoadingSpinner />
            Loading…
          </p>
        )}
      </main>
    </div>
  );
}
