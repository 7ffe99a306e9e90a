import { describe, expect, it } from 'vitest';
import { refuseUnknownCommerceCalls } from '../../demo-host/unknown-commerce-call.mjs';
import { isCommercePath, unknownResourceBody } from '../../src/mocks/handlers';
import { takeUnhandledCommerceCalls } from '../../src/testing/unhandled-commerce-calls';

/**
 * A commerce call that is neither an OCC operation nor a declared extension fails: in vitest msw
 * refuses it and the setup fails the test that made it (under the gateway's prefix and OCC's
 * addressing alike); the demo host answers SAP's 404 for it and logs it.
 */
const ORIGIN = 'http://localhost';
const UNDECLARED = '/users/current/carts/current/nothing-here';

const outcome = (url: string) =>
  fetch(url).then(
    (response) => `answered ${response.status}`,
    () => 'refused',
  );

describe('a commerce call no handler declares', () => {
  it('is refused under the gateway’s prefix and noted for the setup to fail the test', async () => {
    expect(await outcome(`${ORIGIN}/headless/ecommerce/v2${UNDECLARED}`)).toBe('refused');
    expect(takeUnhandledCommerceCalls()).toEqual([`GET /headless/ecommerce/v2${UNDECLARED}`]);
  });

  it('is refused under OCC’s addressing too (no catch-all answers it)', async () => {
    expect(await outcome(`${ORIGIN}/occ/v2/usassessments${UNDECLARED}`)).toBe('refused');
    expect(takeUnhandledCommerceCalls()).toEqual([`GET /occ/v2/usassessments${UNDECLARED}`]);
  });

  it('is refused for a method no handler declares on a declared path', async () => {
    const response = await fetch(`${ORIGIN}/headless/ecommerce/v2/products/P1`, {
      method: 'DELETE',
    }).then(
      () => 'answered',
      () => 'refused',
    );
    expect(response).toBe('refused');
    expect(takeUnhandledCommerceCalls()).toEqual(['DELETE /headless/ecommerce/v2/products/P1']);
  });

  it('leaves declared calls answered, under both addressings', async () => {
    const product = '/products/NOT-A-PRODUCT?fields=code';
    expect(await outcome(`${ORIGIN}/headless/ecommerce/v2${product}`)).toBe('answered 400');
    expect(await outcome(`${ORIGIN}/occ/v2/usassessments${product}`)).toBe('answered 400');
    expect(takeUnhandledCommerceCalls()).toEqual([]);
  });

  it('is told apart from a request that is no commerce call', async () => {
    expect(await outcome(`${ORIGIN}/nothing/here`)).toBe('refused');
    expect(takeUnhandledCommerceCalls()).toEqual([]);
    expect(isCommercePath('/headless/ecommerce/v2/users/current')).toBe(true);
    expect(isCommercePath('/api/occ/v2/uk/users/current')).toBe(true);
    expect(isCommercePath('/headless/ecommerce/v20/x')).toBe(false);
    expect(isCommercePath('/store/usassessments/en/cart')).toBe(false);
  });
});

describe('the demo host', () => {
  function serve(path: string) {
    const logged: string[] = [];
    const sent: { status?: number; body?: unknown; next?: boolean } = {};
    const res = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      json(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const middleware = refuseUnknownCommerceCalls({ isCommercePath, unknownResourceBody }, (line) =>
      logged.push(line),
    );
    const req = { path, method: 'GET', originalUrl: `${path}?lang=en` };
    middleware(req as never, res as never, () => {
      sent.next = true;
    });
    return { sent, logged };
  }

  it('answers an unanswered commerce call with SAP’s 404 and logs it', () => {
    const { sent, logged } = serve(`/headless/ecommerce/v2${UNDECLARED}`);
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({
      errors: [
        {
          type: 'UnknownResourceError',
          message: `There is no resource for path /headless/ecommerce/v2${UNDECLARED}`,
        },
      ],
    });
    expect(logged).toEqual([
      `Fake backend: no commerce handler answers GET /headless/ecommerce/v2${UNDECLARED}?lang=en`,
    ]);
  });

  it('passes anything else on to the pages', () => {
    const { sent, logged } = serve('/store/usassessments/en/cart');
    expect(sent).toEqual({ next: true });
    expect(logged).toEqual([]);
  });
});
