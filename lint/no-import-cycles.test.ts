/** The no-import-cycles rule: direct and longer cycles, type-only ones, and imports that only look circular. */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { fixtureTree } from './fixture-tree.js';
import { noImportCycles } from './rules/no-import-cycles.js';

RuleTester.describe = describe;
RuleTester.it = it;

const file = fixtureTree({
  'src/a.ts': "import { b } from './b.js';",
  'src/b.ts': "import { c } from './c.js';",
  'src/c.ts': "import type { A } from './a.js';",
  'src/leaf.ts': 'export const leaf = 1;',
  'src/uses-leaf.ts': "import { leaf } from './leaf.js';",
  'src/folder/index.ts': "import { x } from '../with-folder.js';",
  'src/with-folder.ts': "import { y } from './folder';",
  'web/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  'web/src/lib/first.ts': "import { second } from '@/lib/second';",
  'web/src/lib/second.ts': "import { first } from './first';",
});

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('no-import-cycles', noImportCycles, {
  valid: [
    { name: 'two files importing the same leaf', filename: file('src/uses-leaf.ts'), code: "import { leaf } from './leaf.js';" },
    { name: 'packages are not followed', filename: file('src/leaf.ts'), code: "import { z } from 'zod';" },
    { name: 'an import of a missing file is left to the compiler', filename: file('src/leaf.ts'), code: "import { gone } from './gone.js';" },
  ],
  invalid: [
    {
      name: 'a three-file cycle closed by a type-only import',
      filename: file('src/c.ts'),
      code: "import type { A } from './a.js';",
      errors: [{ messageId: 'cycle' }],
    },
    {
      name: 'the same cycle seen from its first file, with the chain in the message',
      filename: file('src/a.ts'),
      code: "import { b } from './b.js';",
      errors: [{ message: /a\.ts → .*b\.ts → .*c\.ts → .*a\.ts/ }],
    },
    {
      name: 'a cycle through the @/ alias of the nearest tsconfig.json',
      filename: file('web/src/lib/second.ts'),
      code: "import { first } from './first';",
      errors: [{ message: /second\.ts → .*first\.ts → .*second\.ts/ }],
    },
    {
      name: 'a cycle through a folder index',
      filename: file('src/with-folder.ts'),
      code: "export { y } from './folder';",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});
