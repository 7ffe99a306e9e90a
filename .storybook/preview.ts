import type { Preview } from '@storybook/react-vite';
import { worker } from '../src/mocks/browser';

let workerStarted: Promise<unknown> | undefined;

/** Starts the fake backend (msw service worker) once per preview page; later calls reuse it. */
function startFakeBackend(): Promise<unknown> {
  workerStarted ??= worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: './mockServiceWorker.js' },
    quiet: true,
  });
  return workerStarted;
}

const preview: Preview = {
  // Project loaders finish before component and story loaders run, so no story renders (and no
  // widget fetches) before the worker intercepts requests.
  loaders: [
    async () => {
      await startFakeBackend();
    },
  ],
};

export default preview;
