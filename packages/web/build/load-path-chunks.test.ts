import { describe, expect, it } from 'vitest';
import { DAILY_TAB_MODULE, loadPathGroups, SHELL_MODULE, type GraphModule } from './load-path-chunks';

const WEB = '/repo/packages/web';
const CONTRACT = '/repo/packages/contract/dist';

function module(options: Partial<GraphModule> & { imports?: string[]; dynamic?: string[] }): GraphModule {
  return {
    importedIds: options.imports ?? [],
    dynamicallyImportedIds: options.dynamic ?? [],
    exports: options.exports ?? [],
    code: options.code ?? 'export const x = 1;\n',
    isEntry: options.isEntry ?? false,
  };
}

/** A small app shaped like this one: an entry, the contract's barrel, the shell, the Daily tab and another tab. */
const graph = new Map<string, GraphModule>([
  [`${WEB}/src/main.tsx`, module({ isEntry: true, imports: [`${WEB}/src/app.tsx`, '/repo/node_modules/react/index.js'] })],
  [
    `${WEB}/src/app.tsx`,
    module({
      code: "import { AUTH_MESSAGES } from '@wellness/contract';\nconst shell = () => import('./app/app-shell');\n",
      imports: [`${CONTRACT}/index.js`],
      dynamic: [`${WEB}${SHELL_MODULE}`, `${WEB}${DAILY_TAB_MODULE}`, `${WEB}/src/lib/auth-schemas.ts`],
    }),
  ],
  [`${WEB}/src/lib/auth-schemas.ts`, module({ dynamic: [`${CONTRACT}/auth.js`] })],
  ['/repo/node_modules/react/index.js', module({})],
  ['/repo/node_modules/zod/index.js', module({})],
  [
    `${CONTRACT}/index.js`,
    module({
      code: "/** The contract. */\nexport * from './messages.js';\nexport * from './factors.js';\nexport * from './auth.js';\n//# sourceMappingURL=index.js.map",
      imports: [`${CONTRACT}/messages.js`, `${CONTRACT}/factors.js`, `${CONTRACT}/auth.js`],
    }),
  ],
  [`${CONTRACT}/messages.js`, module({ exports: ['AUTH_MESSAGES'] })],
  [`${CONTRACT}/factors.js`, module({ exports: ['factorSchema'], imports: ['/repo/node_modules/zod/index.js'] })],
  [`${CONTRACT}/auth.js`, module({ exports: ['refreshResponseSchema'], imports: ['/repo/node_modules/zod/index.js'] })],
  [
    `${WEB}${SHELL_MODULE}`,
    module({
      code: "import { factorSchema, type Factor } from '@wellness/contract';\n",
      imports: [`${CONTRACT}/index.js`, `${WEB}/src/lib/query.ts`, '/repo/node_modules/react/index.js'],
      dynamic: [`${WEB}/src/features/history/history-tab.tsx`],
    }),
  ],
  [`${WEB}/src/lib/query.ts`, module({ imports: ['/repo/node_modules/react/index.js'] })],
  [
    `${WEB}${DAILY_TAB_MODULE}`,
    module({ imports: [`${WEB}/src/lib/query.ts`, `${WEB}/src/features/daily/check-in.tsx`, '/repo/node_modules/react/index.js'] }),
  ],
  [`${WEB}/src/features/daily/check-in.tsx`, module({ imports: [`${WEB}/src/components/modal.tsx`] })],
  [`${WEB}/src/components/modal.tsx`, module({})],
  [`${WEB}/src/features/history/history-tab.tsx`, module({ imports: [`${WEB}/src/components/modal.tsx`, `${WEB}/src/features/history/calendar.tsx`] })],
  [`${WEB}/src/features/history/calendar.tsx`, module({})],
]);

describe('the load path chunks', () => {
  const groups = loadPathGroups(graph);

  it("put the shell in one chunk with what the Daily tab shares with other tabs, and the Daily tab's own code in another", () => {
    expect(Object.fromEntries([...groups].map(([id, chunk]) => [id.replace('/repo/', ''), chunk]))).toEqual({
      [`packages/web${SHELL_MODULE}`]: 'shell',
      'packages/web/src/lib/query.ts': 'shell',
      'packages/contract/dist/factors.js': 'shell',
      [`packages/web${DAILY_TAB_MODULE}`]: 'daily-tab',
      'packages/web/src/features/daily/check-in.tsx': 'daily-tab',
      'packages/web/src/components/modal.tsx': 'shell',
    });
  });

  it('leave out what the entry imports, through the barrel too, and what it loads on the sign-in screen', () => {
    for (const id of [
      '/repo/node_modules/react/index.js',
      `${CONTRACT}/messages.js`,
      `${CONTRACT}/auth.js`,
      '/repo/node_modules/zod/index.js',
      `${CONTRACT}/index.js`,
    ]) {
      expect(groups.has(id), id).toBe(false);
    }
  });

  it('leave the other tabs to the bundler', () => {
    expect(groups.has(`${WEB}/src/features/history/calendar.tsx`)).toBe(false);
    expect(groups.has(`${WEB}/src/features/history/history-tab.tsx`)).toBe(false);
  });

  it('group nothing when the build has no shell or no Daily tab', () => {
    const withoutShell = new Map([...graph].filter(([id]) => !id.endsWith(SHELL_MODULE)));
    expect(loadPathGroups(withoutShell).size).toBe(0);
  });

  it('follow every module of the barrel when the entry imports it as a namespace', () => {
    const namespace = new Map(graph);
    namespace.set(`${WEB}/src/app.tsx`, { ...module({}), code: "import * as contract from '@wellness/contract';\n", importedIds: [`${CONTRACT}/index.js`] });
    expect(loadPathGroups(namespace).has(`${CONTRACT}/factors.js`)).toBe(false);
  });
});
