import { createContext, useContext } from 'react';
import { getCore, type Core } from '../page-core/page-core';

/** The page's core, handed to a widget's tree by its element root (create-widget-element.tsx). */
export const CoreContext = createContext<Core | undefined>(undefined);

/** The core a component works with: its element's, else (a unit test, a story) the page's. */
export function useCore(): Core {
  return useContext(CoreContext) ?? getCore();
}
