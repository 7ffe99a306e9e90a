import { describe, expect, it } from 'vitest';
import { actionNames, actionsTypings } from '../../scripts/build/package/build.mjs';
import { actions } from '../../src/page-actions';

// The package's typings of `storeWidgets` are src/core/actions/store-actions.ts as it is: they
// name every action src/page-actions-names.ts lists and src/page-actions.ts implements.
describe('the package typings of the page-level actions', () => {
  it('declare each action the stub and the chunk define', () => {
    const names = actionNames();
    expect([...names].sort()).toEqual(Object.keys(actions).sort());
    const block =
      /export interface StoreActions \{([\s\S]*?)\n\}/.exec(actionsTypings())?.[1] ?? '';
    const declared = [...block.matchAll(/^\s+(\w+)\(/gm)].map((m) => m[1]);
    expect(declared.sort()).toEqual([...names].sort());
  });
});
