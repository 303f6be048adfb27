/**
 * `BENCH_CALLS=POST,history`: the ratio bench and the cost guard measure only the calls whose name holds one of these
 * comma-separated words (all of them when it is unset), to look at a few again.
 */

/** Whether a call of this name is to be measured, by `setting` (BENCH_CALLS). */
export function pickedCalls(setting: string | undefined = process.env['BENCH_CALLS']): (name: string) => boolean {
  const words = (setting ?? '').split(',').filter((word) => word.length > 0);
  return (name) => words.length === 0 || words.some((word) => name.includes(word));
}
