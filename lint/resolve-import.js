// @ts-check
/**
 * Resolves an import specifier to the source file it names, the way TypeScript's resolution does for this
 * codebase: `./x.js` means `./x.ts` or `./x.tsx`, an extensionless path may name a file or a folder's index, and a
 * path alias of the nearest tsconfig.json (the web's `@/…` for `src/…`) is followed like the relative path it
 * stands for. Bare specifiers (packages) resolve to null: the architecture rules only govern our own files.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** @typedef {{ prefix: string, targets: string[] }} PathAlias a `paths` entry ending in `/*`: its prefix and target folders */

/** @type {Map<string, PathAlias[]>} aliases by the folder of the importing file */
const aliasCache = new Map();

/** @param {string} path */
function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The `compilerOptions.paths` wildcards of the tsconfig.json nearest to `folder` (its own, not inherited through
 * `extends`: the aliases are declared where the package's files are).
 * @param {string} folder
 * @returns {PathAlias[]}
 */
function aliasesFor(folder) {
  const cached = aliasCache.get(folder);
  if (cached) return cached;
  const configPath = join(folder, 'tsconfig.json');
  const parent = dirname(folder);
  /** @type {PathAlias[]} */
  let aliases = [];
  if (isFile(configPath)) {
    const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
    const options = /** @type {{ compilerOptions?: { baseUrl?: string, paths?: Record<string, string[]> } } | undefined} */ (config)?.compilerOptions;
    const base = resolve(folder, options?.baseUrl ?? '.');
    aliases = Object.entries(options?.paths ?? {})
      .filter(([pattern]) => pattern.endsWith('/*'))
      .map(([pattern, targets]) => ({
        prefix: pattern.slice(0, -1),
        targets: targets.filter((target) => target.endsWith('/*')).map((target) => resolve(base, target.slice(0, -1))),
      }));
  } else if (parent !== folder) {
    aliases = aliasesFor(parent);
  }
  aliasCache.set(folder, aliases);
  return aliases;
}

/**
 * The source file a path (without its extension, or with `.js`) names, if any.
 * @param {string} base absolute path as written in the import
 */
function sourceFileAt(base) {
  const withoutJsExtension = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => withoutJsExtension + ext), ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find(isFile) ?? null;
}

/**
 * @param {string} fromFile absolute path of the importing file
 * @param {string} specifier the import's text
 * @returns {string | null} absolute path of the imported source file, or null when it is not one of ours
 */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return sourceFileAt(resolve(dirname(fromFile), specifier));
  }
  for (const { prefix, targets } of aliasesFor(dirname(fromFile))) {
    if (!specifier.startsWith(prefix)) continue;
    for (const target of targets) {
      const found = sourceFileAt(join(target, specifier.slice(prefix.length)));
      if (found) return found;
    }
  }
  return null;
}
