import { RuleTester } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import cycles from '../../eslint/no-import-cycle.js';

// RuleTester runs its cases through the test framework's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

// The rule reads the files a linted file imports from disk: a small tree of them.
const root = mkdtempSync(join(tmpdir(), 'import-cycle-'));
const files: Record<string, string> = {
  'rule.ts': "import type { Key } from './rule.messages';\nexport const MAX = 1;",
  'rule.messages.ts': "export type Key = 'a';",
  'limits.ts': 'export const LIMIT = 60;',
  'loader.ts': "export const load = () => import('./part/part');",
  'part/part.tsx': "import { load } from '../loader';\nexport default load;",
  'deep/index.ts': "export * from './one';",
  'deep/one.ts': "import { x } from '../top';\nexport const y = x;",
  'top.ts': "export const x = 1;\nexport { y } from './deep';",
};
for (const [path, code] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), code);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (path: string) => join(root, path);

tester.run('no-import-cycle', cycles.rules['no-import-cycle'], {
  valid: [
    // The messages take their limit from a third file, not from the rule that imports them.
    { filename: at('rule.messages.ts'), code: "import { LIMIT } from './limits';" },
    { filename: at('rule.ts'), code: "import type { Key } from './rule.messages';" },
    // Packages and files that are not there are not followed.
    { filename: at('rule.ts'), code: "import * as v from 'valibot';\nimport './gone';" },
  ],
  invalid: [
    {
      // A type taken back is a circle too.
      filename: at('rule.messages.ts'),
      code: "import { MAX } from './rule';",
      errors: [{ messageId: 'cycle' }],
    },
    {
      // A lazy part that imports its loader.
      filename: at('part/part.tsx'),
      code: "import { load } from '../loader';",
      errors: [{ messageId: 'cycle' }],
    },
    {
      // Through a folder's index and another file, re-exports included.
      filename: at('top.ts'),
      code: "export const x = 1;\nexport { y } from './deep';",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});
