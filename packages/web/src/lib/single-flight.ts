/**
 * Collapses concurrent calls of an async task into one run. The session refresh needs it: the server
 * rotates the refresh token on every use, so two parallel refreshes would race each other.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (inFlight === null) {
      inFlight = task().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
