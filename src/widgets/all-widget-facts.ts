import type { WidgetFacts } from '../core/element/widget-facts';

/**
 * Every tag's facts, keyed by tag: each `{name}.facts.ts` beside `{name}.element.ts` describes
 * `<store-{name}>`. Read by node only (the build, the docs, the demo host, the tests), never by a
 * page: scripts/build/widget-facts.mjs derives what the loader needs from it at build time.
 */
const FILES = import.meta.glob<WidgetFacts>('./*/*.facts.ts', { eager: true, import: 'default' });

const tagOfPath = (path: string) =>
  `store-${path.slice(path.lastIndexOf('/') + 1, -'.facts.ts'.length)}`;

export const WIDGET_FACTS: Record<string, WidgetFacts> = Object.fromEntries(
  Object.entries(FILES)
    .map(([path, facts]) => [tagOfPath(path), facts] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
