/**
 * A value built the first time it is asked for, then kept: for tables built from the shipped knowledge (name
 * indexes, say) that the server needs only once a request asks, so they stay out of the time from start to healthy.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
