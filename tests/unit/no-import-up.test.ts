import { RuleTester } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import importUp from '../../eslint/no-import-up.js';

// RuleTester runs its cases through the test framework's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

// A source root with one layer; the rule only asks whether a path is a folder.
const root = mkdtempSync(join(tmpdir(), 'import-up-'));
mkdirSync(join(root, 'core/store'), { recursive: true });
mkdirSync(join(root, 'core/element/author'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (path: string) => join(root, path);
const options = [{ root }];

tester.run('no-import-up', importUp.rules['no-import-up'], {
  valid: [
    // Its own folder, a subfolder, and a sibling folder of an ancestor.
    { filename: at('core/store/actions.ts'), options, code: "import { s } from './store';" },
    { filename: at('core/element/x.ts'), options, code: "import { a } from './author/a';" },
    {
      filename: at('core/element/author/a.ts'),
      options,
      code: "import { l } from '../../store/s';",
    },
    // The layer's top files import down; the root's own files import any layer.
    { filename: at('core/core.ts'), options, code: "export { getCore } from './store/s';" },
    { filename: at('loader.ts'), options, code: "import('./core/core');" },
    // Another layer is the layer rule's business, not this one's.
    { filename: at('core/store/s.ts'), options, code: "import { x } from '../../api/x';" },
    { filename: at('core/store/s.ts'), options, code: "import * as v from 'valibot';" },
  ],
  invalid: [
    {
      filename: at('core/store/actions.ts'),
      options,
      code: "import { getCore } from '../core';",
      errors: [{ messageId: 'up' }],
    },
    {
      // Lazy imports and re-exports too, from two floors down.
      filename: at('core/element/author/a.ts'),
      options,
      code: "export { x } from '../x';\nconst load = () => import('../../core');",
      errors: [{ messageId: 'up' }, { messageId: 'up' }],
    },
  ],
});
