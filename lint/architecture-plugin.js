// @ts-check
/** The project's own lint rules for its shape: feature boundaries and no import cycles (docs/architecture.md). */
import { featureBoundaries } from './rules/feature-boundaries.js';
import { noImportCycles } from './rules/no-import-cycles.js';

/** @type {import('eslint').ESLint.Plugin} */
export const architecturePlugin = {
  meta: { name: 'architecture' },
  rules: { 'feature-boundaries': featureBoundaries, 'no-import-cycles': noImportCycles },
};
