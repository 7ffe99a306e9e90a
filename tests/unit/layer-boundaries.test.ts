import { RuleTester } from 'eslint';
import { resolve } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import layers from '../../eslint/layer-boundaries.js';

// RuleTester runs its cases through the test framework's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const at = (path: string) => resolve(process.cwd(), path);

tester.run('layer-boundaries', layers.rules['layer-boundaries'], {
  valid: [
    { filename: at('src/api/http/x.ts'), code: "import { getCore } from '../../core/core';" },
    {
      filename: at('src/widgets/header/header.tsx'),
      code: "import { SafeHtml } from '../../ui/safe-html';",
    },
    {
      filename: at('src/widgets/header/header.tsx'),
      code: "import { MainNav } from './main-nav';",
    },
    {
      filename: at('src/widgets/registry.ts'),
      code: "const x = () => import('./header/header.element');",
    },
    {
      filename: at('src/rules/cart/save-cart.ts'),
      code: "import { translator } from '../../core/i18n/messages';",
    },
    {
      filename: at('src/api/cart/cart.schema.ts'),
      code: "export { SAVED_CART_NAME_MAX } from '../../rules/cart/save-cart';",
    },
    {
      filename: at('src/widgets/cart/save-cart-dialog.tsx'),
      code: "import { saveCartSchema } from '../../rules/cart/save-cart';",
    },
    {
      filename: at('src/mocks/handlers.ts'),
      code: "import { LOCALES } from '../core/locale/locales';",
    },
    {
      filename: at('src/auth/identity.ts'),
      code: "import { Config } from '@forgerock/javascript-sdk';",
    },
    {
      filename: at('tests/unit/x.test.ts'),
      code: "import { server } from '../../src/mocks/node';",
    },
    // Test code beside the code it tests, and the shared helpers, may import any layer.
    {
      filename: at('src/widgets/footer/footer.test.tsx'),
      code: "import { server } from '../../mocks/node';\nimport { Header } from '../header/header';",
    },
    {
      filename: at('src/widgets/footer/footer.stories.tsx'),
      code: "import { widgetStory } from '../../testing/widget-story';",
    },
    {
      filename: at('src/testing/mount-widget.tsx'),
      code: "import { CoreContext } from '../core/react/core-context';",
    },
  ],
  invalid: [
    {
      // Production code never imports test code: the build would ship it.
      filename: at('src/widgets/footer/footer.tsx'),
      code: "import { mountWidget } from '../../testing/mount-widget';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('src/core/x.ts'),
      code: "import { seeded } from './x.test';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('src/ui/x.ts'),
      code: "import { story } from '../../.storybook/preview';",
      errors: [{ messageId: 'testCode' }],
    },
    {
      filename: at('src/rules/cart/x.ts'),
      code: "import { getCart } from '../../api/cart/get-cart';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/rules/address/x.ts'),
      code: "import { useSession } from '../../auth/session/session-manager';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/core/x.ts'),
      code: "import { isbnOf } from '../rules/cart/isbn';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/core/x.ts'),
      code: "import { y } from '../api/http/fetch-json';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/core/x.ts'),
      code: "import { SEED_USERS } from '../mocks/db/seed-users';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/api/x.ts'),
      code: "export * from '../auth/session';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/widgets/mini-cart/x.tsx'),
      code: "import { Header } from '../header/header';",
      errors: [{ messageId: 'widget' }],
    },
    {
      filename: at('src/widgets/footer/x.tsx'),
      code: "import { handlers } from '../../mocks/handlers';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/widgets/header/x.tsx'),
      code: "const m = import('../footer/footer');",
      errors: [{ messageId: 'widget' }],
    },
    {
      filename: at('src/widgets/header/x.tsx'),
      code: "import { Config } from '@forgerock/javascript-sdk';",
      errors: [{ messageId: 'sdk' }],
    },
    {
      filename: at('src/core/x.ts'),
      code: "import ld from 'launchdarkly-js-client-sdk';",
      errors: [{ messageId: 'sdk' }],
    },
  ],
});
