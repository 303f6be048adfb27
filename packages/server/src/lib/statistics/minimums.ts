/**
 * The least data the comparison of taken and not-taken days works with (docs/analytics.md). Below them the
 * answer is `insufficient-data` whatever the numbers: two weeks of rated days in all (patterns need two to four
 * weeks of data), and a week of rated days on each side, so neither mean rests on a handful of days.
 */
export const MIN_RATED_DAYS = 14;
export const MIN_DAYS_PER_SIDE = 7;
/** Two substances whose on/off days agree on at least this share of rated days cannot be told apart. */
export const CONFOUNDING_AGREEMENT = 0.9;
