/**
 * Current Streak, Focus Time Today and Productivity Score. The trend compares
 * with the previous period of the same length (docs/analytics.md "Trend rule") and says so in words, not only by
 * an arrow.
 */
import { plural, type DashboardResponse } from '@wellness/contract';
import { StatCard } from '@/components/stat-card';
import { formatAverageDuration, formatDuration } from '@/lib/duration-format';

const TREND_WORDS: Record<DashboardResponse['productivity']['trend'], string> = { up: 'Up', down: 'Down', flat: 'About the same' };
const TREND_ARROWS: Record<DashboardResponse['productivity']['trend'], string> = { up: '↑', down: '↓', flat: '→' };

function trendNote(productivity: DashboardResponse['productivity']): string {
  const words = TREND_WORDS[productivity.trend];
  if (productivity.previousAverageScore === null) return `${TREND_ARROWS.flat} No earlier period to compare`;
  return `${TREND_ARROWS[productivity.trend]} ${words} (previous period ${productivity.previousAverageScore.toFixed(1)})`;
}

export function SummaryCards({ dashboard }: { dashboard: DashboardResponse }) {
  const days = dashboard.streaks.currentStreak;
  const { productivity } = dashboard;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatCard icon="target" label="Current Streak" value={plural(days, 'day')} note={`Longest: ${dashboard.streaks.longestStreak}`} />
      <StatCard
        icon="timer"
        label="Focus Time Today"
        value={formatDuration(dashboard.focusTime.today)}
        note={`Average ${formatAverageDuration(dashboard.focusTime.average)} per tracked day`}
      />
      <StatCard
        icon="analytics"
        label="Productivity Score"
        value={productivity.averageScore === null ? null : `${productivity.averageScore.toFixed(1)} / 10`}
        note={trendNote(productivity)}
      />
    </div>
  );
}
