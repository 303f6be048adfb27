// @ts-check
/**
 * The project's import graph, read file by file with TypeScript's pre-processor (no type checking, no native
 * bindings) and cached by modification time, so one lint run parses each file once however many rules ask.
 * Type-only imports and re-exports count: a cycle of types is still two modules that cannot be understood apart.
 */
import { readFileSync, statSync } from 'node:fs';
import ts from 'typescript';
import { resolveImport } from './resolve-import.js';

/** @typedef {{ specifier: string, target: string }} ImportEdge */

/** @type {Map<string, { mtimeMs: number, edges: ImportEdge[] }>} */
const cache = new Map();

/**
 * The imports of one file that resolve to our own source files.
 * @param {string} file absolute path
 * @returns {ImportEdge[]}
 */
export function importsOf(file) {
  const mtimeMs = statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.edges;
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  /** @type {ImportEdge[]} */
  const edges = [];
  for (const { fileName: specifier } of info.importedFiles) {
    const target = resolveImport(file, specifier);
    if (target) edges.push({ specifier, target });
  }
  cache.set(file, { mtimeMs, edges });
  return edges;
}

/**
 * A path of imports from `start` back to `goal`, or null when `goal` is not reachable from `start`.
 * @param {string} start
 * @param {string} goal
 * @returns {string[] | null} the files on the way, `start` first and `goal` last
 */
export function findPath(start, goal) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const { target } of importsOf(file)) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (target === goal) {
        /** @type {string[]} */
        const path = [];
        for (let at = /** @type {string | null} */ (goal); at !== null; at = cameFrom.get(at) ?? null) path.unshift(at);
        return path;
      }
      queue.push(target);
    }
  }
  return null;
}
