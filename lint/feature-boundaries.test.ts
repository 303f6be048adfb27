/** The feature-boundaries rule: what a feature, a shared folder and a composition root may import. */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { fixtureTree } from './fixture-tree.js';
import { featureBoundaries } from './rules/feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const file = fixtureTree({
  'packages/web/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  'packages/web/src/features/daily/daily-tab.tsx': '',
  'packages/web/src/features/daily/entry/entry-form.tsx': '',
  'packages/web/src/features/substances/card-status.ts': '',
  'packages/web/src/lib/tab-paths.ts': '',
  'packages/web/src/components/button.tsx': '',
  'packages/web/src/app/tab-content.tsx': '',
  'packages/server/src/features/auth/service.ts': '',
  'packages/server/src/reads/day-series.ts': '',
  'packages/server/src/app.ts': '',
});

const options = [{ sharedFolders: ['lib', 'components', 'http', 'db', 'mail', 'reads'] }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    {
      name: 'a feature imports its own files',
      filename: file('packages/web/src/features/daily/daily-tab.tsx'),
      code: "import { EntryForm } from './entry/entry-form';",
      options,
    },
    {
      name: 'a feature imports lib and components',
      filename: file('packages/web/src/features/daily/entry/entry-form.tsx'),
      code: "import { tabPath } from '../../../lib/tab-paths';\nimport { Button } from '../../../components/button';",
      options,
    },
    {
      name: 'a feature imports lib and its own files through the @/ alias',
      filename: file('packages/web/src/features/daily/entry/entry-form.tsx'),
      code: "import { tabPath } from '@/lib/tab-paths';\nimport { DailyTab } from '@/features/daily/daily-tab';",
      options,
    },
    {
      name: 'a feature imports packages',
      filename: file('packages/web/src/features/daily/daily-tab.tsx'),
      code: "import { z } from 'zod';\nimport { LIMITS } from '@wellness/contract';",
      options,
    },
    {
      name: 'a composition root wires features',
      filename: file('packages/web/src/app/tab-content.tsx'),
      code: "import { DailyTab } from '../features/daily/daily-tab';",
      options,
    },
    {
      name: 'the server app wires features',
      filename: file('packages/server/src/app.ts'),
      code: "import { AuthService } from './features/auth/service.js';",
      options,
    },
    {
      name: 'a server feature reads through reads/',
      filename: file('packages/server/src/features/auth/service.ts'),
      code: "import type { DaySeries } from '../../reads/day-series.js';",
      options,
    },
  ],
  invalid: [
    {
      name: "a feature imports another feature's file",
      filename: file('packages/web/src/features/daily/entry/entry-form.tsx'),
      code: "import { cardStatus } from '../../substances/card-status';",
      options,
      errors: [{ messageId: 'crossFeature', data: { from: 'daily', to: 'substances', path: 'features/substances/card-status.ts' } }],
    },
    {
      name: 'a type-only import and a re-export count too',
      filename: file('packages/web/src/features/daily/daily-tab.tsx'),
      code: "import type { Status } from '../substances/card-status';\nexport { cardStatus } from '../substances/card-status';",
      options,
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    {
      name: "a feature imports another feature's file through the @/ alias",
      filename: file('packages/web/src/features/daily/entry/entry-form.tsx'),
      code: "import { cardStatus } from '@/features/substances/card-status';",
      options,
      errors: [{ messageId: 'crossFeature', data: { from: 'daily', to: 'substances', path: 'features/substances/card-status.ts' } }],
    },
    {
      name: 'a shared folder imports a feature through the @/ alias',
      filename: file('packages/web/src/components/button.tsx'),
      code: "import { DailyTab } from '@/features/daily/daily-tab';",
      options,
      errors: [{ messageId: 'sharedImportsFeature', data: { area: 'components', to: 'daily', path: 'features/daily/daily-tab.tsx' } }],
    },
    {
      name: 'a dynamic import counts too',
      filename: file('packages/web/src/features/daily/daily-tab.tsx'),
      code: "const status = await import('../substances/card-status');",
      options,
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      name: 'a shared folder imports a feature',
      filename: file('packages/web/src/lib/tab-paths.ts'),
      code: "import { DailyTab } from '../features/daily/daily-tab';",
      options,
      errors: [{ messageId: 'sharedImportsFeature', data: { area: 'lib', to: 'daily', path: 'features/daily/daily-tab.tsx' } }],
    },
    {
      name: 'the server read layer imports a feature',
      filename: file('packages/server/src/reads/day-series.ts'),
      code: "import { AuthService } from '../features/auth/service.js';",
      options,
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
});
