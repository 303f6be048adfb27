/** Runs a task once the browser has nothing else to do, or after `timeoutMs` at the latest; returns how to cancel it. */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(id);
}
