/**
 * "Today's experiment" near the top of the Daily tab: what each running experiment asks of today, in the contract's
 * words ("Take Rhodiola today, day 3 of 7", "No Rhodiola today, day 3 of 7", or for a blinded one "Take today's
 * prepared dose, day 3 of 7"), with its block and a link to the experiment. Hidden when no experiment runs; a failed
 * load says so with Retry, since a missed instruction spoils a day of the experiment.
 */
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/button';
import { experimentsHref } from '@/domain/experiment-links';
import { experimentsTodayQuery } from '@/lib/resources/experiments';
import { DailySection } from '../daily-section';

const LINK = 'font-medium text-teal-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export function ExperimentTodaySection() {
  const today = useQuery(experimentsTodayQuery());
  const instructions = today.data?.instructions;
  if (today.isError && instructions === undefined) {
    return (
      <DailySection id="experiment-today" title="Today’s experiment">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p>Today’s experiment instructions could not be loaded.</p>
          <Button variant="secondary" onClick={() => void today.refetch()}>
            Retry
          </Button>
        </div>
      </DailySection>
    );
  }
  if (instructions === undefined || instructions.length === 0) return null;
  return (
    <DailySection
      id="experiment-today"
      title="Today’s experiment"
      description={instructions.length > 1 ? 'What your running experiments ask of today' : 'What your running experiment asks of today'}
    >
      <ul className="flex flex-col gap-3" aria-label="Today’s experiment instructions">
        {instructions.map((instruction) => (
          <li
            key={instruction.experimentId}
            className={`flex flex-col gap-1 rounded-xl border-l-4 px-3 py-2 ${instruction.blinded ? 'border-slate-500 bg-slate-50' : instruction.take ? 'border-teal-700 bg-teal-50' : 'border-slate-500 bg-slate-50'}`}
            data-instruction={instruction.blinded ? 'blinded' : instruction.take ? 'take' : 'skip'}
          >
            <p className="text-base font-semibold text-slate-900">{instruction.text}</p>
            <p className="text-sm text-slate-700">
              {instruction.assignment === 'washout' ? 'Washout day (not analysed) · ' : ''}Block {instruction.block} of {instruction.blocks} ·{' '}
              <AppLink href={experimentsHref({ kind: 'detail', id: instruction.experimentId })} className={LINK}>
                Open the {instruction.substanceName} experiment
              </AppLink>
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">Log the dose if you take it, and rate your day in New Entry: a day without a rating is left out.</p>
    </DailySection>
  );
}
