// @ts-check
/**
 * Resolves a relative import specifier to the source file it names, the way TypeScript's NodeNext resolution
 * does for this codebase: `./x.js` means `./x.ts` or `./x.tsx`, an extensionless path may name a file or a
 * folder's index. Bare specifiers (packages) resolve to null: the architecture rules only govern our own files.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** @param {string} path */
function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * @param {string} fromFile absolute path of the importing file
 * @param {string} specifier the import's text
 * @returns {string | null} absolute path of the imported source file, or null when it is not one of ours
 */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return null;
  const base = resolve(dirname(fromFile), specifier);
  const withoutJsExtension = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => withoutJsExtension + ext), ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find(isFile) ?? null;
}
