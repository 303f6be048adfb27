/**
 * The least data the comparison of taken and not-taken days works with (docs/analytics.md). Below them the
 * answer is `insufficient-data` whatever the numbers: two weeks of rated days in all (part 2 §9: patterns need
 * two to four weeks), and a week of rated days on each side, so neither mean rests on a handful of days.
 */
export const MIN_RATED_DAYS = 14;
export const MIN_DAYS_PER_SIDE = 7;
/**
 * The family-wise error rate over the same-day and next-day tests (Holm). 0.04, not 0.05: Newey-West tests run a
 * little above their nominal size on a few months of serially correlated days (Kiefer & Vogelsang 2005 explain
 * why), and at 0.05 the simulated no-effect users got a claim 5.2% of the time (4,000 users); at 0.04 the rate is
 * below 5% while a medium effect over 180 days is still found for over 80% (docs/analytics.md).
 */
export const ALPHA = 0.04;
/** Two substances whose on/off days agree on at least this share of rated days cannot be told apart. */
export const CONFOUNDING_AGREEMENT = 0.9;
