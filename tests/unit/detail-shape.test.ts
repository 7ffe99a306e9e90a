import { describe, expect, it } from 'vitest';
import { detailMismatches } from '../e2e/detail-shape';

// The manifest walk's check of a detail holding a promise (store-cart-update-started's `result`),
// heard as `{ resolved }` once it settled.
describe('detailMismatches with Promise<…>', () => {
  const type =
    'CustomEvent<{ result: Promise<{ status: "succeeded"; n: number } | { status: "failed"; code: string }> }>';

  it('checks what the promise resolved with against its type', () => {
    expect(detailMismatches({ result: { resolved: { status: 'succeeded', n: 1 } } }, type)).toEqual(
      [],
    );
    expect(
      detailMismatches({ result: { resolved: { status: 'failed', code: 'x' } } }, type),
    ).toEqual([]);
    expect(detailMismatches({ result: { resolved: { status: 'failed' } } }, type)).toEqual([
      'detail.result (resolved): {"status":"failed"} matches none of the union',
    ]);
  });

  it('a promise that rejected, or a value that is none, does not match', () => {
    expect(detailMismatches({ result: 'rejected' }, type)).toEqual([
      'detail.result: "rejected" is no resolved promise',
    ]);
  });
});
