import type { Preview } from '@storybook/react-vite';
import { worker } from '../src/mocks/browser';
import { manifestArgTypes } from '../src/testing/manifest-docs';

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
  // A docs page for every story file (a literal `tags: ['!autodocs']` in a file opts out).
  tags: ['autodocs'],
  // Each docs page's table from custom-elements.json, for the elements the story file names
  // (`parameters.storeTags`, set by widgetStory): src/testing/manifest-docs.ts.
  argTypesEnhancers: [
    ({ parameters, argTypes }) =>
      manifestArgTypes((parameters.storeTags as readonly string[] | undefined) ?? [], argTypes),
  ],
  // Project loaders finish before component and story loaders run, so no story renders (and no
  // widget fetches) before the worker intercepts requests.
  loaders: [
    async () => {
      await startFakeBackend();
    },
  ],
};

export default preview;
