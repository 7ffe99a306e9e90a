import { finishCmsMarkup } from './cms-markup-policy';
import { nativeSanitiser } from './native-sanitiser';
import { loadPurifySanitiser } from './purify-sanitiser';

type Sanitise = (html: string, into: Element) => void;

let sanitiser: Promise<Sanitise> | undefined;

function loadSanitiser(): Promise<Sanitise> {
  sanitiser ??= Promise.resolve(nativeSanitiser() ?? loadPurifySanitiser()).catch(
    (error: unknown) => {
      sanitiser = undefined; // a chunk that failed to load may load on the next try
      throw error;
    },
  );
  return sanitiser;
}

/** Sanitised into a detached element, so nothing in it upgrades before the finishing rules run. */
export async function sanitiseCmsMarkup(
  html: string,
  document: Document,
): Promise<DocumentFragment> {
  const sanitise = await loadSanitiser();
  const detached = document.createElement('div');
  sanitise(html, detached);
  finishCmsMarkup(detached);
  const fragment = document.createDocumentFragment();
  fragment.append(...detached.childNodes);
  return fragment;
}
