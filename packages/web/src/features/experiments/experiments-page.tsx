/**
 * The Experiments view, a section of the Analytics tab (/analytics/experiments): the list, a new plan, one experiment,
 * a new version of its plan, or its printable report, each named by the URL's query (domain/experiment-links.ts) so a
 * reload keeps it. Mounted by app/tab-content.tsx as its own chunk.
 */
import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { experimentsHref, experimentsRouteFromSearch, type ExperimentsRoute } from '@/domain/experiment-links';
import { navigate, useLocation } from '@/lib/location';
import { ExperimentDetail, EXPERIMENT_LOAD_FAILED } from './experiment-detail';
import { ExperimentList } from './experiment-list';
import { ExperimentReportDialog } from './experiment-report';
import { PlanScreen } from './plan-screen';
import { useExperiment } from './queries';

const go = (route: ExperimentsRoute, replace = false) => navigate(experimentsHref(route), { replace });

function BackLink({ route, label }: { route: ExperimentsRoute | 'analytics'; label: string }) {
  const href = route === 'analytics' ? '/analytics' : experimentsHref(route);
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
      className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      <Icon name="chevron-left" className="size-4" />
      {label}
    </a>
  );
}

function EditPlan({ id }: { id: string }) {
  const experiment = useExperiment(id);
  // Only a planned experiment can get a new version; a started one goes back to its page.
  const status = experiment.data?.status;
  useEffect(() => {
    if (status !== undefined && status !== 'planned') go({ kind: 'detail', id }, true);
  }, [status, id]);
  return (
    <QueryState query={experiment} loading="Loading the plan…" error={EXPERIMENT_LOAD_FAILED}>
      {(loaded) =>
        loaded.status === 'planned' ? (
          <PlanScreen experiment={loaded} onSaved={(saved) => go({ kind: 'detail', id: saved.id }, true)} onCancel={() => go({ kind: 'detail', id })} />
        ) : null
      }
    </QueryState>
  );
}

function RouteView({ route }: { route: ExperimentsRoute }) {
  switch (route.kind) {
    case 'list':
      return (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="max-w-2xl text-sm text-slate-700">
              Test whether one thing you take makes a difference to you: days on and off in blocks, in an order drawn by chance, with the plan locked before it
              starts and the answer read once, at the end.
            </p>
            <Button onClick={() => go({ kind: 'plan', substanceId: null })}>
              <Icon name="plus" className="size-4" />
              Plan an experiment
            </Button>
          </div>
          <ExperimentList onOpen={(id) => go({ kind: 'detail', id })} onPlan={() => go({ kind: 'plan', substanceId: null })} />
        </>
      );
    case 'plan':
      return (
        <>
          <BackLink route={{ kind: 'list' }} label="All experiments" />
          <PlanScreen substanceId={route.substanceId} onSaved={(saved) => go({ kind: 'detail', id: saved.id }, true)} onCancel={() => go({ kind: 'list' })} />
        </>
      );
    case 'edit':
      return (
        <>
          <BackLink route={{ kind: 'detail', id: route.id }} label="Back to the experiment" />
          <EditPlan id={route.id} />
        </>
      );
    case 'detail':
    case 'report':
      return (
        <>
          <BackLink route={{ kind: 'list' }} label="All experiments" />
          <ExperimentDetail id={route.id} onEdit={() => go({ kind: 'edit', id: route.id })} onReport={() => go({ kind: 'report', id: route.id })} />
          {route.kind === 'report' ? <ExperimentReportDialog id={route.id} onClose={() => go({ kind: 'detail', id: route.id })} /> : null}
        </>
      );
  }
}

/**
 * A new screen of the view starts at the top with focus on the view's heading (as a tab switch does), so a keyboard
 * or screen reader user is not left on a link that is gone; opening or closing the report dialog keeps its own focus.
 */
function useFocusOnNewScreen(route: ExperimentsRoute) {
  const key = route.kind === 'report' ? `detail:${route.id}` : JSON.stringify(route);
  const shown = useRef(key);
  const wasReport = useRef(route.kind === 'report');
  useEffect(() => {
    const fromReport = wasReport.current;
    wasReport.current = route.kind === 'report';
    if (shown.current === key) return;
    shown.current = key;
    if (fromReport || route.kind === 'report') return;
    window.scrollTo({ top: 0 });
    document.getElementById('tab-heading')?.focus({ preventScroll: true });
  }, [key, route.kind]);
}

export function ExperimentsPage() {
  const { search } = useLocation();
  const route = experimentsRouteFromSearch(search);
  useFocusOnNewScreen(route);
  return (
    <section aria-labelledby="tab-heading" className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <BackLink route="analytics" label="Analytics" />
        <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
          Self-experiments
        </h2>
      </header>
      <RouteView route={route} />
    </section>
  );
}
