import { createContext, useContext } from 'react';
import { getCore, type Core } from '../page-core/page-core';

/** Handed down by the element root (docs/decisions/core-explicit-dependencies.md). */
export const CoreContext = createContext<Core | undefined>(undefined);

/** The core a component works with: its element's, else (a unit test, a story) the page's. */
export function useCore(): Core {
  return useContext(CoreContext) ?? getCore();
}
