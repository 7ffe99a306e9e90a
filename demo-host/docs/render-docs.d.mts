/** Types for render-docs.mjs. */
import type { DocsElement } from './manifest-elements.mjs';

export function renderDocs(elements: DocsElement[]): string;
export function docsPage(elements: DocsElement[]): { title: string; head: string; body: string };
