import { StoreActionError } from '../ui/cart/add-lines';
import { rejection } from './rejection';

/** The StoreActionError `promise` rejects with (the test fails if it resolves or rejects otherwise). */
export const refusal = (promise: Promise<unknown>): Promise<StoreActionError> =>
  rejection(promise, StoreActionError);
