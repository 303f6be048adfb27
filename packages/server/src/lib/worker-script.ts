/**
 * Where a worker thread's module is and how to start it. Built, the worker is the `.js` file next to its caller
 * in `dist`. Under vitest the server runs from its TypeScript source with no build, and a worker thread is a
 * plain Node.js thread that vitest does not transform: it starts the `.ts` file through jiti's loader (already
 * a dependency of the toolchain), which also resolves the source's `.js` import specifiers to `.ts` files.
 */
export function workerScript(callerUrl: string, name: string): { url: URL; execArgv: string[] | undefined } {
  if (new URL(callerUrl).pathname.endsWith('.ts')) return { url: new URL(`./${name}.ts`, callerUrl), execArgv: ['--import', 'jiti/register'] };
  return { url: new URL(`./${name}.js`, callerUrl), execArgv: undefined };
}
