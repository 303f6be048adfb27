// @ts-check
/**
 * `architecture/feature-boundaries`: a feature folder (`src/features/<name>/`) imports the contract, the shared
 * folders of its package and its own files, never another feature's; shared folders import no feature at all.
 * Everything else under `src/` (app.ts, main.ts, bench/, ops/, the web's app/) is a composition root and may
 * wire features together. This keeps each feature movable and each shared module honest about being shared.
 */
import { relative, sep } from 'node:path';
import { visitImportSources } from '../import-sources.js';
import { resolveImport } from '../resolve-import.js';

/**
 * Where a file sits: its package's `src/` folder, and the first one or two folders below it.
 * @param {string} file
 * @returns {{ root: string, area: string, feature: string | null } | null}
 */
export function locate(file) {
  const parts = file.split(sep);
  const src = parts.lastIndexOf('src');
  if (src < 1 || parts[src - 2] !== 'packages') return null;
  const root = parts.slice(0, src + 1).join(sep);
  const area = parts.length > src + 2 ? (parts[src + 1] ?? '') : '';
  const feature = area === 'features' && parts.length > src + 3 ? (parts[src + 2] ?? null) : null;
  return { root, area, feature };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keep features out of each other's files and shared folders free of features" },
    messages: {
      crossFeature:
        'features/{{from}} imports features/{{to}} ({{path}}). A feature may use the contract, shared folders and its own files; move what both need to a shared folder, or pass it in from the composition root.',
      sharedImportsFeature: '{{area}}/ is shared and must not import features/{{to}} ({{path}}). Move the piece it needs into a shared folder.',
    },
    schema: [
      {
        type: 'object',
        properties: { sharedFolders: { type: 'array', items: { type: 'string' } } },
        required: ['sharedFolders'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = /** @type {{ sharedFolders: string[] }} */ (context.options[0]);
    const from = locate(context.filename);
    if (!from) return {};
    return visitImportSources((source) => {
      const target = resolveImport(context.filename, source.value);
      const to = target ? locate(target) : null;
      if (!target || !to || to.root !== from.root || to.feature === null) return;
      const path = relative(from.root, target);
      if (from.feature !== null && from.feature !== to.feature) {
        context.report({ node: source, messageId: 'crossFeature', data: { from: from.feature, to: to.feature, path } });
      } else if (from.feature === null && options.sharedFolders.includes(from.area)) {
        context.report({ node: source, messageId: 'sharedImportsFeature', data: { area: from.area, to: to.feature, path } });
      }
    });
  },
};
