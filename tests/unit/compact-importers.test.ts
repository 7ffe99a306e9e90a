import { describe, expect, it } from 'vitest';
import { compactImporters } from '../../scripts/build/compact-importers.mjs';

/** The loader's table as the bundler writes it, its imports through the language folder. */
const LOADER = `const __storeWidgetsImport=(file)=>import("./releases/1.2.0/"+languageFolder()+file);
var registry_default = {
	"store-account-menu": () => __storeWidgetsImport("account-menu.element.js"),
	"store-cart": () => __storeWidgetsImport("cart.element.js").then((n) => n.t),
	"store-quick-order": () => __storeWidgetsImport(\`quick-order.element.js\`).then((m) => m.q)
};
registerLazyWidgets(registry_default);`;

type Importers = Record<string, () => Promise<unknown>>;

/** The table the code makes, with each file's module faked: what the import would resolve to. */
function tableOf(code: string, modules: Record<string, unknown>): Importers {
  const body = code.replace(/^const __storeWidgetsImport=.*\n/m, '');
  const run = new Function(
    '__storeWidgetsImport',
    'registerLazyWidgets',
    `${body}\nreturn undefined;`,
  ) as (load: (file: string) => Promise<unknown>, register: (table: Importers) => void) => void;
  let table: Importers = {};
  run(
    (file) => Promise.resolve(modules[file]),
    (made) => {
      table = made;
    },
  );
  return table;
}

describe('the loader’s table of importers', () => {
  const modules = {
    'account-menu.element.js': { default: 'AccountMenu' },
    'cart.element.js': { t: { default: 'Cart' } },
    'quick-order.element.js': { q: { default: 'QuickOrder' } },
  };

  it('is one string of names, and loads what the written-out table loaded', async () => {
    const out = compactImporters(LOADER)?.toString() ?? '';
    expect(out).toContain('__storeWidgetsImporters("account-menu cart:t quick-order:q")');
    expect(out).not.toContain('"store-cart"');
    const before = tableOf(LOADER, modules);
    const after = tableOf(out, modules);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const tag of Object.keys(before)) {
      expect(await after[tag]?.()).toEqual(await before[tag]?.());
    }
    expect(await after['store-cart']?.()).toEqual({ default: 'Cart' });
  });

  it('leaves code without a table alone, and refuses a tag loading another name’s file', () => {
    expect(compactImporters('export const x = 1;')).toBeUndefined();
    expect(() =>
      compactImporters(`x = { "store-cart": () => __storeWidgetsImport("basket.element.js") };`),
    ).toThrow(/store-cart/);
  });
});
