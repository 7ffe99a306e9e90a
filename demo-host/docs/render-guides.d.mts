/** Types for render-guides.mjs. */
import type { DocsElement } from './manifest-elements.mjs';

export interface GuideContext {
  elements: DocsElement[];
  tokens: { name: string; default: string }[];
}
export function guideIndex(current?: string): string;
export function guidePage(
  slug: string,
  context: GuideContext,
): { title: string; head: string; body: string } | undefined;
