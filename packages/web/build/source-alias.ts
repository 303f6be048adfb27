/**
 * `@/x` is `src/x` (tsconfig.json's paths), so an import says where it lives instead of how far it climbs: the app's
 * build (vite.config.ts), the build-time render of the shell's outline (shell-outline-plugin.ts) and the unit tests
 * (the root vitest.config.ts) resolve it alike.
 */
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

export const SOURCE_ALIAS: AliasOptions = [{ find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) }];
