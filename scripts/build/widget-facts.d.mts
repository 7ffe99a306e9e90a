import type { Plugin } from 'vite';
import type { ReservedBox, WidgetFacts } from '../../src/core/element/widget-facts';

type Facts = Record<string, WidgetFacts>;

export function loadWidgetFacts(): Promise<Facts>;
export function everyPageTags(facts: Facts): string[];
export function rendersByTag(facts: Facts): Record<string, string[]>;
export function reservedSpace(facts: Facts): {
  blockHeights: Record<string, number>;
  inlineRules: string;
};
export function reservedSpaceModule(): Plugin;
export function widgetFactsData(
  facts: Facts,
): Record<
  string,
  { everyPage: boolean; snippet: string; live: boolean; demoPage: string; reserved: ReservedBox }
>;
