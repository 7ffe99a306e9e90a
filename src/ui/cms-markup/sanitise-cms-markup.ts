import { finishCmsMarkup } from './cms-markup-policy';
import { nativeSanitiser } from './native-sanitiser';
import { loadPurifySanitiser } from './purify-sanitiser';

type Sanitise = (html: string, into: Element) => void;

let sanitiser: Promise<Sanitise> | undefined;

/** The browser's sanitiser where it has one, else DOMPurify (a lazy chunk); chosen once a page. */
function loadSanitiser(): Promise<Sanitise> {
  sanitiser ??= Promise.resolve(nativeSanitiser() ?? loadPurifySanitiser()).catch(
    (error: unknown) => {
      sanitiser = undefined; // a chunk that failed to load may load on the next try
      throw error;
    },
  );
  return sanitiser;
}

/**
 * Untrusted CMS markup as sanitised DOM nodes, in a fragment: no raw string ever reaches
 * innerHTML. It is sanitised into a detached element, so nothing in it is connected (no custom
 * element in it upgrades) before the finishing rules have run.
 */
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
