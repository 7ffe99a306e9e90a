/**
 * The import direction of ARCHITECTURE.md as a lint rule, with no dependencies: relative imports
 * are resolved against the importing file and checked against the layers below.
 *
 *   core ← rules ← api ← auth ← ui ← widgets      mocks: core, rules and api only (types, schemas)
 *   a widget never imports another widget; only test code and demo-host import mocks
 *
 * Test code (a `*.test.ts(x)` or `*.stories.tsx` beside the code it tests, and src/testing) may
 * import any layer; production code never imports it, nor anything under tests/ or .storybook/.
 *
 * Third-party SDKs stay behind our wrappers: the identity SDK only in src/auth, the flag SDK only
 * in src/core/flags.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const ALLOWED = {
  core: ['core'],
  rules: ['core', 'rules'],
  api: ['core', 'rules', 'api'],
  auth: ['core', 'rules', 'api', 'auth'],
  ui: ['core', 'rules', 'api', 'auth', 'ui'],
  widgets: ['core', 'rules', 'api', 'auth', 'ui', 'widgets'],
  mocks: ['core', 'rules', 'api', 'mocks'],
  entry: ['core', 'rules', 'api', 'auth', 'ui', 'widgets', 'entry'],
};

const TEST_CODE = /\.(test|stories)(\.tsx?)?$/;
/** Folders outside src that only test code may import. */
const TEST_FOLDERS = ['tests', '.storybook'];

const PACKAGE_HOMES = [
  [/^@forgerock\//, 'auth', 'the identity SDK is used only inside src/auth'],
  [/^launchdarkly-/, 'core/flags', 'the flag SDK is used only inside src/core/flags'],
];

/** Where a file sits: its layer, and for widgets the widget folder. Undefined outside src/. */
function place(file, srcRoot) {
  const rel = relative(srcRoot, file);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(sep);
  if (TEST_CODE.test(rel) || parts[0] === 'testing') return { layer: 'testing', path: rel };
  if (parts.length === 1) return { layer: 'entry', path: rel };
  const [layer, second] = parts;
  // Files directly in src/widgets (the lazy registry) may name every widget.
  if (layer === 'widgets' && parts.length === 2) return { layer: 'entry', path: rel };
  return { layer, widget: layer === 'widgets' ? second : undefined, path: rel };
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import direction of ARCHITECTURE.md' },
    schema: [],
    messages: {
      layer: '{{from}} may not import {{to}}: allowed layers are {{allowed}}.',
      widget:
        'A widget never imports another widget ({{to}}); share code through src/ui or src/core.',
      sdk: '{{name}}: {{why}}.',
      testCode: '{{to}} is test code: production code never imports it.',
    },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = resolve(context.cwd, 'src');
    const from = place(file, srcRoot);
    if (!from || from.layer === 'testing') return {};

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        for (const [pattern, home, why] of PACKAGE_HOMES) {
          if (
            pattern.test(source) &&
            !from.path.startsWith(`${home}${sep}`) &&
            !from.path.startsWith(`${home}/`)
          ) {
            context.report({ node, messageId: 'sdk', data: { name: source, why } });
          }
        }
        return;
      }
      const target = resolve(dirname(file), source);
      const to = place(target, srcRoot);
      const outside = relative(context.cwd, target).split(sep)[0];
      if (to?.layer === 'testing' || (!to && TEST_FOLDERS.includes(outside))) {
        const shown = relative(context.cwd, target).split(sep).join('/');
        context.report({ node, messageId: 'testCode', data: { to: shown } });
        return;
      }
      if (!to) return;
      const allowed = ALLOWED[from.layer] ?? [];
      if (!allowed.includes(to.layer)) {
        context.report({
          node,
          messageId: 'layer',
          data: { from: `src/${from.layer}`, to: `src/${to.layer}`, allowed: allowed.join(', ') },
        });
      } else if (from.layer === 'widgets' && to.layer === 'widgets' && to.widget !== from.widget) {
        context.report({ node, messageId: 'widget', data: { to: `src/widgets/${to.widget}` } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default { rules: { 'layer-boundaries': rule } };
