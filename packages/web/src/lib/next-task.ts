/**
 * The next task: work started from it runs after the current task has ended, so the browser can paint and handle input
 * between two pieces of work, and two pieces that would each be short never make one long task.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
