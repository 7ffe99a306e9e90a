import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The fake backend inside Storybook (service worker). */
export const worker = setupWorker(...handlers);
