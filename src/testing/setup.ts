import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSharedInstances } from '../core/platform/shared-instance';
import { resetMockState } from '../mocks/handlers';
import { server } from '../mocks/node';
import { refuseUnhandled, takeUnhandledCommerceCalls } from './unhandled-commerce-calls';

// The fake backend for every unit and component test; a request no handler knows is a test bug,
// and a commerce call no handler knows (neither OCC nor a declared extension) fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: refuseUnhandled }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  resetSharedInstances();
  const unknown = takeUnhandledCommerceCalls();
  if (unknown.length > 0) {
    throw new Error(
      `Commerce calls no handler of the fake backend answers:\n${unknown.join('\n')}`,
    );
  }
});
afterAll(() => server.close());

// Components a test mounted unmount after it (Testing Library registers this itself only when
// Vitest's globals are on): a tree left mounted lets React's scheduler run after jsdom is gone.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
