/**
 * "How to read this": the definitions behind every number (docs/analytics.md), in plain words, behind
 * a disclosure so the table stays compact.
 */
export function HowToRead({ minimums }: { minimums: { ratedDays: number; daysPerSide: number } }) {
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-teal-800">How to read this</summary>
      <div className="mt-2 grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-3 sm:p-4 lg:grid-cols-2">
        <p>
          <strong>Days.</strong> Each calendar day in your time zone counts once. A day's rating is the mean of that day's entries that rated it; days without a
          rating are left out, never counted as zero.
        </p>
        <p>
          <strong>Taken.</strong> A substance counts as taken on a day with a dose logged or an entry listing it as taken; a rated day without either counts as
          not taken.
        </p>
        <p>
          <strong>Effect (g).</strong> Hedges' g: how far apart your days with and without it are, in units of how much your days vary, after removing any
          steady drift over the months. Around 0.2 is small, 0.5 medium, 0.8 large. Green is above 0.5, amber above 0, red 0 or below; for anxiety and
          restlessness, where lower is better, a drop counts as the good way.
        </p>
        <p>
          <strong>All your substances at once.</strong> Each substance is compared while the others are held steady, so one taken mostly on the same days as
          another that helps is not given its credit. Two taken on nearly the same days are shown together: the data cannot tell them apart.
        </p>
        <p>
          <strong>Many comparisons, one standard.</strong> Every substance is checked on every rating, on the day and the day after, and each check is a chance
          to be fooled by luck. So a claim is shown only if it holds after accounting for all of them (the count is above the table); productivity, the main
          rating, gets half of the allowance for luck, the other ratings share the rest. With no real effect anywhere, about 1 person in 20 would see a claim.
        </p>
        <p>
          <strong>Interval.</strong> The range the effect plausibly lies in, widened to match the number of comparisons (so it reads 99.6% rather than 95%). The
          bar is drawn from −2 to 2 with a line at zero; an interval that crosses zero means the data cannot say which way it goes.
        </p>
        <p>
          <strong>Conclusion.</strong> "Linked to better days" or "worse days" only when the interval clears zero, allowing for similar days following each
          other and for checking the next day too. "Inconclusive" means no clear difference yet, with the rated days that would show a medium effect if there is
          one. "Not enough data yet" below {minimums.ratedDays} rated days, or fewer than {minimums.daysPerSide} days with and {minimums.daysPerSide} without.
        </p>
        <p>
          <strong>Association, not cause.</strong> These are patterns in your own records. Something else that changed on the same days could explain them; two
          substances always taken together cannot be told apart. Talk to your clinician before changing a treatment.
        </p>
      </div>
    </details>
  );
}
