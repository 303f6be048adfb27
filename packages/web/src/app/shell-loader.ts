/**
 * The signed-in shell's chunk, evaluated in two tasks: TanStack Query's chunk first, then the shell's own code. In
 * one task, compiling and running both was one of the longest tasks of a cold load (docs/performance.md); a module
 * already evaluated is not run again, so the shell's import then runs only the shell.
 */
import { afterInOwnTask, moduleLoader } from '../lib/module-loader';

export const shellLoader = moduleLoader(
  afterInOwnTask(
    () => import('@tanstack/react-query'),
    () => import('./app-shell'),
  ),
);
