/** AI Daily Insight (part 1 §2): being built. */
export function DailyInsightCard() {
  return null;
}
