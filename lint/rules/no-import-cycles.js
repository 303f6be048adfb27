// @ts-check
/**
 * `architecture/no-import-cycles`: an import whose target leads back, import by import, to the importing file.
 * A cycle means two modules can only be read (and loaded) together; the fix is to move what both need into a
 * third module they both import.
 */
import { relative } from 'node:path';
import { findPath } from '../import-graph.js';
import { visitImportSources } from '../import-sources.js';
import { resolveImport } from '../resolve-import.js';

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that lead back to the importing file' },
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module they can both import.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return visitImportSources((source) => {
      const target = resolveImport(file, source.value);
      if (!target || target === file) return;
      const path = findPath(target, file);
      if (!path) return;
      const chain = [file, ...path].map((step) => relative(context.cwd, step)).join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { chain } });
    });
  },
};
