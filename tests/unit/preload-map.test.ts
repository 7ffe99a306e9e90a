import { describe, expect, it } from 'vitest';
import { TOKENS_KEY } from '../../src/auth/session-constants/session-constants';
import { TOKENS_STORAGE_KEY } from '../../scripts/build/preload-map.mjs';

describe('the chunk map', () => {
  it('hints the session’s code on a page holding the tokens the session stores', () => {
    expect(TOKENS_STORAGE_KEY).toBe(TOKENS_KEY);
  });
});
