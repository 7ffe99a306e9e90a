import { importAgain } from '../../core/element/import-again';
import { sharedLoad } from '../../core/platform/shared-instance';

/** The token code (token-code.ts), downloaded the first time a page gets, renews or ends tokens. */
export const loadTokenCode = () =>
  sharedLoad('token-code', () => importAgain(() => import('./token-code')));
