import type { WidgetFacts } from '../core/element/widget-facts';

/**
 * Every tag's facts (`{name}.facts.ts`), keyed by tag. Read by node only, never a page: the build
 * derives what the loader needs (scripts/build/widget-facts.mjs).
 */
const FILES = import.meta.glob<WidgetFacts>('./*/*.facts.ts', { eager: true, import: 'default' });

const tagOfPath = (path: string) =>
  `store-${path.slice(path.lastIndexOf('/') + 1, -'.facts.ts'.length)}`;

export const WIDGET_FACTS: Record<string, WidgetFacts> = Object.fromEntries(
  Object.entries(FILES)
    .map(([path, facts]) => [tagOfPath(path), facts] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
