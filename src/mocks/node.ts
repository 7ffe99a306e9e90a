import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake backend inside vitest. */
export const server = setupServer(...handlers);
