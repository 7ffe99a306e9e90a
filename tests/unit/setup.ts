import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSharedInstances } from '../../src/core/shared-instance';
import { resetMockState } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';

// The fake backend for every unit and component test; a request no handler knows is a test bug.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  resetSharedInstances();
});
afterAll(() => server.close());
