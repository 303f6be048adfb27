/** How a goal reads on its card: its aim ("Focus Level: 7 or higher") and the label of its progress. */
import { GOAL_PROGRESS, GOAL_TARGET_TYPE_LABELS, LOWER_IS_BETTER_METRICS, METRIC_LABELS, type Goal, type GoalProgressStatus } from '@wellness/contract';

const number = (value: number) => String(Math.round(value * 100) / 100);

/** The goal's aim in words, or null when it has no target. */
export function goalAimText(goal: Pick<Goal, 'metric' | 'targetType' | 'targetValue'>): string | null {
  if (goal.targetValue === null) return null;
  const target = number(goal.targetValue);
  if (goal.metric === null) return `Target: ${GOAL_TARGET_TYPE_LABELS[goal.targetType].toLowerCase()} to ${target}`;
  const label = METRIC_LABELS[goal.metric];
  switch (goal.targetType) {
    case 'INCREASE':
      return `${label}: ${target} or higher`;
    case 'DECREASE':
      return `${label}: ${target} or lower`;
    case 'MAINTAIN':
      return `${label}: about ${target} (within ${GOAL_PROGRESS.maintainTolerance} point)`;
  }
}

/** A short label for the progress badge; null when there is nothing to judge yet. */
export function progressLabel(status: GoalProgressStatus): { text: string; tone: 'good' | 'neutral' | 'attention' } | null {
  switch (status) {
    case 'MET':
      return { text: 'On track', tone: 'good' };
    case 'NOT_MET':
      return { text: 'Not there yet', tone: 'attention' };
    case 'NOT_ENOUGH_DATA':
      return { text: 'Not enough data yet', tone: 'neutral' };
    case 'NO_METRIC':
    case 'NO_TARGET':
      return null;
  }
}

/** For restlessness and anxiety a lower rating is better, so a goal about them usually aims to decrease. */
export function lowerIsBetter(metric: Goal['metric'] | ''): boolean {
  return metric !== null && metric !== '' && LOWER_IS_BETTER_METRICS.includes(metric);
}
