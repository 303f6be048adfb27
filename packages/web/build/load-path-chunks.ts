/**
 * Groups the code a signed-in load of the Daily tab fetches after the first paint into two chunks: the shell's
 * (app/app-shell.tsx and everything it imports statically that the entry does not) and the Daily tab's
 * (features/daily/daily-tab.tsx and what it imports statically beyond those two). Left to itself the bundler cuts
 * that code into some twenty small chunks shared with the other tabs, and on a phone each costs a request: with six
 * connections per origin, three to four round trips before the tab can paint (docs/performance.md). What the Daily
 * tab shares with the other tabs goes with the shell, which is always loaded before any tab.
 *
 * What the entry needs must stay out of both: the sign-in screen would otherwise download the shell. The entry's
 * modules are its static imports, followed through the contract's barrel (`export * from …`) only to the modules
 * that export a name the importer imports; what the entry imports dynamically (the sign-in schemas, and TanStack
 * Query, which app/shell-loader.ts runs a task before the shell) counts with the entry and is left to the bundler.
 * The build fails if the entry still ends up importing either chunk, or if any chunk imports the Daily tab's statically.
 */
import type { Plugin } from 'vite';

export const SHELL_MODULE = '/src/app/app-shell.tsx';
export const DAILY_TAB_MODULE = '/src/features/daily/daily-tab.tsx';

export type LoadPathChunk = 'shell' | 'daily-tab';

/** What the bundler tells about a module (rolldown's `getModuleInfo`). */
export interface GraphModule {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[];
  code: string | null;
  isEntry: boolean;
}

const BARREL_LINE = /^\s*(export \* from ['"][^'"]+['"];?|\/\/.*|\/\*.*\*\/)?\s*$/;
const NAMED_IMPORT = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g;
const NAMESPACE_IMPORT = /import\s*(?:[\w$]+\s*,\s*)?\*\s*as\s/;

/** A module that only re-exports others (the contract's index): which of its modules a load needs depends on the names. */
function isBarrel(module: GraphModule): boolean {
  return module.code !== null && module.code.split('\n').every((line) => BARREL_LINE.test(line));
}

/** Every name `code` imports by name, or null when it imports a namespace (then it may use any). */
function importedNames(code: string | null): Set<string> | null {
  if (code === null || NAMESPACE_IMPORT.test(code)) return null;
  const names = new Set<string>();
  for (const match of code.matchAll(NAMED_IMPORT)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name !== undefined && name !== '') names.add(name);
    }
  }
  return names;
}

/**
 * The modules `roots` import statically, not entering `stop`. Through a barrel only the modules exporting a name
 * the importer imports are followed (all of them when the importer takes a namespace).
 */
function staticClosure(modules: ReadonlyMap<string, GraphModule>, roots: readonly string[], stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop.has(id)) return;
    const module = modules.get(id);
    seen.add(id);
    if (module === undefined) return;
    const names = importedNames(module.code);
    for (const target of module.importedIds) {
      const imported = modules.get(target);
      if (imported !== undefined && names !== null && isBarrel(imported)) {
        seen.add(target);
        for (const reexported of imported.importedIds) {
          if ((modules.get(reexported)?.exports ?? []).some((name) => names.has(name))) visit(reexported);
        }
      } else visit(target);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

/** The chunk each module of the load path belongs to; any other module is left to the bundler. */
export function loadPathGroups(modules: ReadonlyMap<string, GraphModule>): Map<string, LoadPathChunk> {
  const ids = [...modules.keys()];
  const entries = ids.filter((id) => modules.get(id)?.isEntry === true);
  const shellRoot = ids.find((id) => id.endsWith(SHELL_MODULE));
  const dailyRoot = ids.find((id) => id.endsWith(DAILY_TAB_MODULE));
  const groups = new Map<string, LoadPathChunk>();
  if (shellRoot === undefined || dailyRoot === undefined) return groups;
  // The entry's modules and those of what it loads without the shell (the sign-in schemas, for instance).
  let roots = new Set(entries);
  let initial = staticClosure(modules, [...roots], new Set());
  for (;;) {
    const loaded = [...initial].flatMap((id) => modules.get(id)?.dynamicallyImportedIds ?? []).filter((id) => id !== shellRoot && id !== dailyRoot);
    if (loaded.every((id) => roots.has(id))) break;
    roots = new Set([...roots, ...loaded]);
    initial = staticClosure(modules, [...roots], new Set());
  }
  const shell = staticClosure(modules, [shellRoot], initial);
  for (const id of shell) groups.set(id, 'shell');
  // What the Daily tab shares with the other tabs (a dialog, a picker) goes with the shell, which every tab has loaded:
  // no other tab then downloads the Daily tab's chunk for it.
  const loadedLater = ids.flatMap((id) => modules.get(id)?.dynamicallyImportedIds ?? []).filter((id) => id !== shellRoot && id !== dailyRoot);
  const otherTabs = staticClosure(modules, loadedLater, new Set([...initial, ...shell, dailyRoot]));
  for (const id of staticClosure(modules, [dailyRoot], new Set([...initial, ...shell]))) groups.set(id, otherTabs.has(id) ? 'shell' : 'daily-tab');
  // A barrel is only a list of re-exports: it goes wherever its importers are.
  for (const [id] of groups) if (isBarrel(modules.get(id) ?? ({ code: null } as GraphModule))) groups.delete(id);
  return groups;
}

/**
 * The Vite plugin: computes the groups once the module graph is complete (`buildEnd`), names each module's chunk
 * through a rolldown code-splitting group, and checks that the entry's chunks import neither group.
 */
export function loadPathChunks(): Plugin {
  let groups = new Map<string, LoadPathChunk>();
  return {
    name: 'load-path-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Without dependencies: what a grouped module imports from the entry stays in the entry's chunks.
              groups: [{ name: (moduleId: string) => groups.get(moduleId) ?? null, includeDependenciesRecursively: false }],
            },
          },
        },
      },
    }),
    buildEnd() {
      const modules = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info !== null) modules.set(id, info);
      }
      groups = loadPathGroups(modules);
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const grouped = new Set([...chunks.values()].filter((chunk) => Object.keys(chunk.modules).some((id) => groups.has(id))).map((c) => c.fileName));
      const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const reached = new Set<string>();
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        if (reached.has(name)) continue;
        reached.add(name);
        if (grouped.has(name)) this.error(`The sign-in screen's scripts import ${name}, a chunk of the signed-in load path (build/load-path-chunks.ts)`);
        const chunk = chunks.get(name);
        // The shell's and the Daily tab's own imports are the only way in; what else the entry loads must not lead there.
        pending.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []).filter((target) => !grouped.has(target)));
      }
      // Nor may another tab load the Daily tab's code for a module it shares with it.
      const dailyTab = [...chunks.values()].filter((chunk) => Object.keys(chunk.modules).some((id) => groups.get(id) === 'daily-tab'));
      for (const chunk of chunks.values()) {
        const imported = dailyTab.find((daily) => chunk.imports.includes(daily.fileName));
        if (imported !== undefined) this.error(`${chunk.fileName} imports ${imported.fileName}, the Daily tab's chunk (build/load-path-chunks.ts)`);
      }
    },
  };
}
