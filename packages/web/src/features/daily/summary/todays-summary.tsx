/** Today's Summary (part 1 §2): being built. */
export function TodaysSummary() {
  return null;
}
