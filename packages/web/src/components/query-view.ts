/**
 * Which of a load's four states a screen shows: loading, failed, empty or its content. Kept apart from the
 * component (query-state.tsx) so the order of the checks is one rule with its own tests.
 */

/** What QueryState reads from a TanStack query result, or from several combined into one. */
export interface LoadState<T> {
  /** The loaded data; undefined until the first load succeeds. */
  data: T | undefined;
  isError: boolean;
  /** True while a load (the first, a retry or a reload) is running: Retry waits for it. */
  isFetching: boolean;
  refetch: () => unknown;
}

export type QueryView = 'loading' | 'error' | 'empty' | 'content';

export interface QueryViewOptions<T> {
  isEmpty?: (data: T) => boolean;
  /**
   * Keep showing data already loaded when a later reload fails. Off by default: most screens would rather say
   * the figures may be out of date than show them as if they were current.
   */
  keepDataOnError?: boolean;
}

export function queryView<T>(query: Pick<LoadState<T>, 'data' | 'isError'>, options: QueryViewOptions<T> = {}): QueryView {
  const { data } = query;
  if (query.isError && (data === undefined || options.keepDataOnError !== true)) return 'error';
  if (data === undefined) return 'loading';
  return options.isEmpty?.(data) === true ? 'empty' : 'content';
}

/** Two loads a screen needs together, as one: loaded once both are, failed when either fails; Retry reloads both. */
export function loadBoth<A, B, T>(first: LoadState<A>, second: LoadState<B>, join: (first: A, second: B) => T): LoadState<T> {
  return {
    data: first.data !== undefined && second.data !== undefined ? join(first.data, second.data) : undefined,
    isError: first.isError || second.isError,
    isFetching: first.isFetching || second.isFetching,
    refetch: () => {
      void first.refetch();
      void second.refetch();
    },
  };
}
